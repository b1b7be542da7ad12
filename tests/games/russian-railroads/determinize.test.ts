// determinize(): a full state consistent with a seat's view, sampled from the unseen components only,
// that the rules can play to the end.
import { describe, it, expect } from 'vitest';
import seedrandom from 'seedrandom';
import { playout, module, play, options } from './helpers';
import { playerView } from '../../../games/russian-railroads/view';
import { FOUNDRIES } from '../../../games/russian-railroads/data/coal';
import type { RRState } from '../../../games/russian-railroads/rules/state';

function finish(G: RRState, seed: string): void {
  const rng = seedrandom(seed);
  for (let i = 0; i < 5000 && !G.gameover; i++) {
    const opts = options(G);
    expect(opts.length).toBeGreaterThan(0);
    const acting = opts.filter((o) => o.move !== 'pass');
    const pool = acting.length && rng() < 0.9 ? acting : opts;
    const pick = pool[Math.floor(rng() * pool.length)];
    const before = JSON.parse(JSON.stringify(G));
    expect(play(G, pick.move, ...(pick.args ?? []))).toBeNull();
    expect(module.invariants!(before, G, {} as any)).toBeNull();
  }
  expect(G.gameover).not.toBeNull();
}

describe('determinize', () => {
  it('solo with Coal: Emil\'s deck and the face-down foundries are resampled from what the seat has not seen, and the game plays on', () => {
    const mid = playout(1, 'det-solo', 60, { board: 'base', coal: true });
    const view = playerView(mid.G, '0');
    const d = module.determinize(view, mid.ctx, '0', seedrandom('d1'));
    expect(d.secret!.emilDeck).toHaveLength(view.emil!.deckCount);
    for (const c of d.secret!.emilDeck) expect(view.emil!.discard).not.toContain(c);
    expect(d.secret!.foundryPile).toHaveLength(view.foundryPileCount);
    const seen = new Set([...view.foundryDisplay, ...Object.values(view.players).flatMap((p) => p.foundries)]);
    for (const f of d.secret!.foundryPile) { expect(seen.has(f)).toBe(false); expect(FOUNDRIES.map((x) => x.id)).toContain(f); }
    finish(d, 'finish-solo');
  });
  it('3 players, German board: other seats\' End Bonus cards are dealt from the unseen cards and the game plays on', () => {
    const mid = playout(3, 'det-de', 250, { board: 'german', coal: false });
    const pid = mid.G.current;
    const view = playerView(mid.G, pid);
    const d = module.determinize(view, mid.ctx, pid, seedrandom('d2'));
    for (const q of Object.keys(d.players)) expect(d.hands[q]!.endBonus).toHaveLength(d.players[q].endBonusCount);
    expect(d.hands[pid]).toEqual(mid.G.hands[pid]);
    expect(d.secret!.ebPile).toHaveLength(view.ebPileCount);
    finish(d, 'finish-de');
  });
});
