// The section of rules.md that explains each part of the Train & Railway board (a "?" beside it).
// The ids are rules.md's heading slugs; rules-help.test.ts fails when a heading named here is renamed.
import type { RulesAnchor } from '../../kit/rulesSection';

export const TR_PANEL_RULES = {
  map: { id: 'what-you-see-on-the-board', title: 'What you see on the board' },
  additionalActions: { id: 'additional-actions', title: 'Additional actions' },
  contracts: { id: 'location-actions', title: 'Location actions' },
  upgrades: { id: 'upgrades', title: 'Upgrades' },
} satisfies Record<string, RulesAnchor>;
