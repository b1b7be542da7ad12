import { playout } from './helpers';
it('smoke', () => {
  for (const n of [2, 3, 4]) {
    const r = playout(n, 'smoke' + n);
    console.log(n, r.moves, r.problems, JSON.stringify(r.gameover), r.G.round);
  }
});
