// The bot's evaluation is worth following: a one-ply greedy player on evaluateRussianRailroads beats
// a random player.
import { it, expect } from 'vitest';
import seedrandom from 'seedrandom';
import { freshState, play, options } from './helpers';
import { evaluateRussianRailroads } from '../../../bots/russian-railroads';

it('a greedy player on the evaluation beats a random player (2 seeded 2-player games)', () => {
  for (let g = 0; g < 2; g++) {
    const G = freshState(2);
    const rng = seedrandom('greedy-' + g);
    for (let n = 0; n < 3000 && !G.gameover; n++) {
      const opts = options(G);
      let pick = opts[Math.floor(rng() * opts.length)];
      if (G.current === '0') {
        let best = -Infinity;
        for (const o of opts) {
          const H = JSON.parse(JSON.stringify(G));
          if (play(H, o.move, ...(o.args ?? []))) continue;
          const e = evaluateRussianRailroads(H, {} as any);
          if (e['0'] - e['1'] > best) { best = e['0'] - e['1']; pick = o; }
        }
      }
      expect(play(G, pick.move, ...(pick.args ?? []))).toBeNull();
    }
    expect(G.gameover!.winners).toEqual(['0']);
    expect(G.gameover!.scores['0']).toBeGreaterThan(120);
  }
});
