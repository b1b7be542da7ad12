// Which section of each game's rules page (ui/boards/<game>/rules.md) explains what the match is
// asking for now, by boardgame.io phase. The ids are the pages' heading slugs; a test
// (rulesHelp.test.ts) fails when a heading they name is renamed.

import type { RulesAnchor } from '../kit/rulesSection';

export type { RulesAnchor };

export const PHASE_SECTIONS: Record<string, Record<string, RulesAnchor>> = {
  'russian-railroads': {
    startingBonus: { id: 'what-you-have', title: 'What you have' },
    workerPlacement: { id: 'a-round', title: 'A round' },
  },
  division: {
    stage: { id: 'a-stage', title: 'A Stage' },
  },
  'lost-atlas': {
    mapBuild: { id: 'building-the-map', title: 'Building the map' },
    stock: { id: 'stock-round', title: 'Stock Round' },
    or1: { id: 'operating-round', title: 'Operating Round' },
    or2: { id: 'operating-round', title: 'Operating Round' },
    merger: { id: 'merger-round', title: 'Merger Round' },
    cycleEnd: { id: 'a-cycle', title: 'A cycle' },
  },
  'train-and-railway': {
    chooseStart: { id: 'setting-up', title: 'Setting up' },
    play: { id: 'your-turn', title: 'Your turn' },
  },
};

/** The rules section for the match's current phase; null: the top of the rules. */
export function rulesForPhase(game: string, phase: string | null | undefined): RulesAnchor | null {
  return (phase && PHASE_SECTIONS[game]?.[phase]) || null;
}
