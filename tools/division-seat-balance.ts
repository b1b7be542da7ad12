// Division's seat balance (issue 17, design §16.5 and §18): self-play games between equal greedy
// players (every seat plays the bots' rollout policy of bots/division.ts on its own view: the
// §14.2 ruling table, the §14.3 candidates, a seeded 10 % of uniformly random moves), reporting each
// Office's share of the wins (a shared win split) against its fair share, and the same counted
// from the first Superintendent. The search bots are too slow on this machine for 1 000 games.
//   npx tsx tools/division-seat-balance.ts --players 4 --games 1000 --seed S [--json]
import seedrandom from 'seedrandom';
import { division } from '../games/division';
import { divisionPolicy } from '../bots/division';
import type { DivisionState } from '../games/division/rules/state';
import { applyMove, currentSeat, legalMoves, outcome, seatView, startMatch } from './lib/match';
import { intOption, isMain, parseCommandLine, runTool, stringOption } from './lib/args';

export function seatBalance(players: number, games: number, seed: string) {
  const byOffice = Array(players).fill(0);
  const byTurn = Array(players).fill(0);
  let ended = 0;
  let errors = 0;
  let stages = 0;
  for (let g = 0; g < games; g++) {
    const match = startMatch(division, players, {}, `${seed}-${g}`);
    const first = Number((match.state.G as DivisionState).superintendent);
    const rng = seedrandom(`${seed}-${g}-policy`);
    for (let n = 0; n < 5000 && match.state.ctx.gameover === undefined; n++) {
      const seat = currentSeat(match.state.ctx);
      const moves = legalMoves(match, seat);
      const view = seatView(match, seat) as DivisionState;
      const i = divisionPolicy.rollout!(view, match.state.ctx, seat, moves, rng);
      if (applyMove(match, seat, moves[i])) { errors++; break; }
    }
    const o = outcome(match);
    if (!o.ended) continue;
    ended++;
    stages += (match.state.G as DivisionState).stage;
    for (let s = 0; s < players; s++) {
      byOffice[s] += o.winShare[String(s)] ?? 0;
      byTurn[(s - first + players) % players] += o.winShare[String(s)] ?? 0;
    }
  }
  const share = (a: number[]) => a.map((w) => Math.round((1000 * w) / Math.max(1, ended)) / 10);
  const worst = Math.max(...byOffice, ...byTurn) / Math.max(1, ended) / (1 / players);
  return { players, games, seed, ended, errors, meanStages: Math.round((10 * stages) / Math.max(1, ended)) / 10, winPercentByOffice: share(byOffice), winPercentByTurnFromFirstSuperintendent: share(byTurn), fairPercent: Math.round(1000 / players) / 10, worstOverFair: Math.round(worst * 1000) / 1000 };
}

if (isMain(import.meta.url)) {
  void runTool('Usage: npx tsx tools/division-seat-balance.ts --players N --games N --seed S [--json]', async () => {
    const v = parseCommandLine(process.argv.slice(2), { players: { type: 'string' }, games: { type: 'string' }, seed: { type: 'string' }, json: { type: 'boolean' } });
    const r = seatBalance(intOption('players', v.players, undefined, 1, 4), intOption('games', v.games, undefined, 1, 100000), stringOption('seed', v.seed, 'division-seats'));
    console.log(v.json ? JSON.stringify(r, null, 2) : r);
  });
}
