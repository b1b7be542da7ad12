// A whole game played on plain state, without boardgame.io's reducer (design §7.4 playouts at CI
// size): the seat the flow names acts, the enumerator lists its moves, the policy picks one, the
// move's own check must accept it, and the invariants of §7.3 are checked after every move. The
// framework wiring itself is covered by the Client playouts (playouts.test.ts).
import seedrandom from 'seedrandom';
import { lostAtlas } from '../../../../games/lost-atlas';
import { copyState, newGame } from '../../../../games/lost-atlas/game';
import { enumerate } from '../../../../games/lost-atlas/enumerate';
import { applyMove, checkMove } from '../../../../games/lost-atlas/moves';
import { actor } from '../../../../games/lost-atlas/rules/flow';
import type { SetupRandom } from '../../../../games/lost-atlas/rules/initial';
import type { LAState } from '../../../../games/lost-atlas/rules/state';
import type { MoveChoice } from '../../../../games/kit/types';

export function seededRandom(seed: string): SetupRandom {
  const rng = seedrandom(seed);
  return {
    shuffle: <T>(items: T[]) => {
      const a = [...items];
      for (let i = a.length - 1; i > 0; i--) {
        const j = Math.floor(rng() * (i + 1));
        [a[i], a[j]] = [a[j], a[i]];
      }
      return a;
    },
    die: (n: number) => 1 + Math.floor(rng() * n),
  };
}

export interface DirectResult { moves: number; G: LAState; problems: string[]; over: boolean }

export function playDirect(players: number, raw: unknown, seed: string, pick: (options: MoveChoice[], G: LAState) => MoveChoice, maxMoves = 30000): DirectResult {
  const parsed = lostAtlas.parseSetup(players, raw);
  if (!parsed.ok) throw new Error(parsed.error);
  const random = seededRandom(`${seed}/rules`);
  let G = newGame(players, parsed.setup, random);
  const problems: string[] = [];
  let moves = 0;
  while (!G.end && moves < maxMoves) {
    const seat = String(actor(G));
    const options = enumerate(G, {}, seat);
    if (!options.length) { problems.push(`no legal move for ${seat} at move ${moves} (${G.round})`); break; }
    const choice = pick(options, G);
    const why = checkMove(G, seat, choice.move, choice.args ?? []);
    if (why) { problems.push(`enumerated move refused at move ${moves}: ${choice.move} ${JSON.stringify(choice.args)}: ${why}`); break; }
    const next = copyState(G);
    applyMove({ G: next, seat, turn: moves + 1, random }, choice.move, choice.args ?? []);
    const broken = lostAtlas.invariants!(G, next, {} as never);
    if (broken) { problems.push(`after ${choice.move} ${JSON.stringify(choice.args)} (move ${moves}): ${broken}`); break; }
    G = next;
    moves++;
  }
  return { moves, G, problems, over: !!G.end };
}
