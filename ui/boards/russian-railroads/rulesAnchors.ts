// The section of rules.md that explains each group of action spaces on the main board
// (ActionBoard's group keys). The ids are rules.md's heading slugs; rulesHelp.test.ts fails when
// a heading named here is renamed.
import type { RulesAnchor } from '../../kit/rulesSection';

const ACTION_SPACES: RulesAnchor = { id: 'the-action-spaces', title: 'The action spaces' };

export const ACTION_GROUP_RULES: Record<string, RulesAnchor> = {
  tracks: { id: 'tracks', title: 'Tracks' },
  locos: { id: 'locomotives-which-spaces-score', title: 'Locomotives: which spaces score' },
  industry: { id: 'industry-and-factories', title: 'Industry and factories' },
  extras: ACTION_SPACES,
  engineers: ACTION_SPACES,
  order: { id: 'a-round', title: 'A round' },
  coal: { id: 'modules', title: 'Modules' },
  other: ACTION_SPACES,
};
