// Makes the fixtures of design §7.5 (one per end reason for Short and Long): seeded games through
// boardgame.io's reducer, the playout policy (helpers/policy.ts) choosing among the enumerated
// moves; for each (mode, end reason) the shortest game among the first seeds is kept.
//   npx tsx tests/games/lost-atlas/fixtures-gen.ts [mode]   (only that mode's fixtures when a mode is named)
import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { lostAtlas } from '../../../games/lost-atlas';
import type { LAState } from '../../../games/lost-atlas/rules/state';
import { applyMove, currentSeat, legalMoves, startMatch } from '../../../tools/lib/match';
import { playoutPolicy } from './helpers/policy';
import { FIXTURE_DIR, type Fixture } from './helpers/fixtures';

const CONFIGS = [
  { mode: 'short', numPlayers: 3, setupData: { mode: 'short', minors: 'base' } },
  { mode: 'long', numPlayers: 4, setupData: { mode: 'long', minors: 'landmarks' } },
  { mode: 'six', numPlayers: 6, setupData: {} },
];

const only = process.argv[2];
for (const cfg of CONFIGS.filter((c) => !only || c.mode === only)) {
  const best: Record<string, Fixture> = {};
  for (let i = 1; i <= 20; i++) {
    const seed = `la-fixture-${cfg.mode}-${i}`;
    const match = startMatch(lostAtlas, cfg.numPlayers, cfg.setupData, seed);
    const pick = playoutPolicy(seed);
    const moves: Fixture['moves'] = [];
    while (match.state.ctx.gameover === undefined && moves.length < 3000) {
      const seat = currentSeat(match.state.ctx);
      const choice = pick(legalMoves(match, seat), match.state.G as LAState);
      const refused = applyMove(match, seat, choice);
      if (refused) throw new Error(`${seed}: ${refused}`);
      moves.push({ seat, move: choice.move, args: choice.args ?? [] });
    }
    const over = match.state.ctx.gameover as { scores: Record<string, number>; reason: string } | undefined;
    if (!over) continue;
    const f: Fixture = { setupData: cfg.setupData, seed, numPlayers: cfg.numPlayers, moves, expect: { scores: over.scores, endReason: over.reason } };
    if (!best[over.reason] || best[over.reason].moves.length > moves.length) best[over.reason] = f;
    console.log(`${seed}: ${over.reason} after ${moves.length} moves`);
  }
  for (const [reason, f] of Object.entries(best)) {
    const name = `${cfg.mode}-${cfg.numPlayers}p-${reason}`;
    writeFileSync(join(FIXTURE_DIR, `${name}.json`), JSON.stringify(f) + '\n');
    console.log(`wrote ${name}.json (${f.moves.length} moves)`);
  }
}
