// The bots' search policy on real positions (design §5.6): in the run stage the only candidate is
// the next step of the optimal router's plan (so the bot plays the plan), and following the
// candidates through a whole run stage confirms exactly the router's revenue; elsewhere the
// candidates stay legal and never empty.
import { describe, expect, it } from 'vitest';
import { lostAtlasPolicy } from '../../../bots/lost-atlas';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { applyMove } from '../../../games/lost-atlas/moves';
import { copyState, newGame } from '../../../games/lost-atlas/game';
import { actor } from '../../../games/lost-atlas/rules/flow';
import { operatingCompany, runCards, runView } from '../../../games/lost-atlas/rules/choices';
import { autoRoute } from '../../../games/lost-atlas/route/router';
import { playoutPolicy } from './helpers/policy';
import { seededRandom } from './helpers/direct';
import type { LAState } from '../../../games/lost-atlas/rules/state';

describe('lost-atlas search policy', () => {
  it('plays the optimal plan step by step in the run stage, and keeps a legal non-empty candidate list elsewhere', () => {
    const random = seededRandom('policy');
    let G: LAState = newGame(3, { mode: 'short', landmarks: true, minors: 'landmarks', crowded: false, specialTiles: false, landmarkProjects: 'off', ddCard: 'DD-1', directToMajor: 'off', hostileMergers: 'off', bankBreak: false, bankruptcyContinues: false }, random);
    const pick = playoutPolicy('policy');
    let runStages = 0;
    let expected: number | null = null;
    for (let n = 0; n < 4000 && !G.end && runStages < 3; n++) {
      const seat = String(actor(G));
      const moves = enumerate(G, {}, seat);
      const kept = lostAtlasPolicy.candidates!(G, {} as never, seat, moves);
      expect(kept.length).toBeGreaterThan(0);
      for (const k of kept) expect(moves).toContainEqual(k);
      let choice = pick(moves, G);
      if (G.or?.step === 'run') {
        expect(kept).toHaveLength(1);
        const co = operatingCompany(G)!;
        if (expected === null) expected = autoRoute(runView(G, co), runCards(G.companies[co]!)).revenue;
        choice = kept[0];
        if (choice.move === 'confirmRuns') {
          const next = copyState(G);
          applyMove({ G: next, seat, turn: n, random }, choice.move, []);
          expect(next.log!.at(-1)!.text).toContain(`for ${expected}.`);
          runStages++;
          expected = null;
          G = next;
          continue;
        }
      }
      const next = copyState(G);
      applyMove({ G: next, seat, turn: n, random }, choice.move, choice.args ?? []);
      G = next;
    }
    expect(runStages).toBe(3);
  });
});
