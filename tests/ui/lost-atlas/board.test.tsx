// @vitest-environment jsdom
// The Lost Atlas board, rendered from real game states (a seeded 3-player Short game on plain
// state): at sampled moments, the moves it offers (data-move, directly or after choosing a hex on
// the map or a train for the next run) are exactly the enumerator's, so every legal move is
// reachable and nothing else is offered.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import seedrandom from 'seedrandom';
import type { MoveChoice } from '../../../games/kit/types';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { actor } from '../../../games/lost-atlas/rules/flow';
import { scoreRows } from '../../../games/lost-atlas/rules/scoring';
import type { LAState } from '../../../games/lost-atlas/rules/state';
import { stripSecrets } from '../../../games/lost-atlas/view';
import Board, { showsOwnFinalScores } from '../../../ui/boards/lost-atlas';
import { playDirect } from '../../games/lost-atlas/helpers/direct';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const names = { '0': 'Ada', '1': 'Boris', '2': 'Chloé' };
const key = (move: string, args: unknown[]) => JSON.stringify([move, args]);
const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  while (mounted.length) {
    const m = mounted.pop()!;
    act(() => m.root.unmount());
    m.container.remove();
  }
});

async function renderAs(G: LAState, turn: number, seat: string, moves: MoveChoice[]) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const props: any = {
    G: stripSecrets(G), ctx: { turn, currentPlayer: seat, phase: 'x', numPlayers: 3, playOrder: ['0', '1', '2'] }, moves: {}, events: {}, playerID: seat,
    legalMoves: moves, play: vi.fn(), whyNot: () => 'not now', refusal: null, playerNames: names, isActive: true, isMultiplayer: false, log: [],
  };
  await act(async () => root.render(<Board {...props} />));
  mounted.push({ root, container });
  return container;
}

const offered = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-move]')].filter((b) => b.getAttribute('aria-disabled') !== 'true').map((b) => key(b.dataset.move!, JSON.parse(b.dataset.args!)));

/** Everything the board offers, choosing in turn every hex step and every run slot it shows. */
async function everythingOffered(container: HTMLElement): Promise<Set<string>> {
  const seen = new Set(offered(container));
  const steps = () => [...container.querySelectorAll<HTMLElement>('.la-target[data-step]')].map((e) => e.dataset.value);
  for (const value of steps()) {
    const el = container.querySelector<HTMLElement>(`.la-target[data-step][data-value="${value}"]`);
    if (!el) continue;
    await act(async () => el.dispatchEvent(new MouseEvent('click', { bubbles: true })));
    offered(container).forEach((k) => seen.add(k));
  }
  for (const slot of [...container.querySelectorAll<HTMLButtonElement>('.la-run-builder button[aria-pressed]')].map((b) => b.textContent)) {
    const b = [...container.querySelectorAll<HTMLButtonElement>('.la-run-builder button[aria-pressed]')].find((x) => x.textContent === slot);
    if (!b) continue;
    await act(async () => b.click());
    offered(container).forEach((k) => seen.add(k));
  }
  // Each amount picker (auction openings, bids) shows one amount at a time: step through them all.
  for (let i = 0; i < container.querySelectorAll('.la-amount').length; i++) {
    for (let guard = 0; guard < 500; guard++) {
      const more = container.querySelectorAll('.la-amount')[i]?.querySelector<HTMLButtonElement>('button[aria-label="5 more"]');
      if (!more || more.disabled) break;
      await act(async () => more.click());
      offered(container).forEach((k) => seen.add(k));
    }
  }
  return seen;
}

describe('the Lost Atlas board', () => {
  it('offers exactly the enumerated moves at sampled moments of a 3-player Short game', async () => {
    const rng = seedrandom('ui-board');
    const states: { G: LAState; moves: number }[] = [];
    // Record the states of one seeded game, then render a sample of them.
    playDirect(3, { mode: 'short' }, 'ui-board', (options, G) => {
      states.push({ G: JSON.parse(JSON.stringify(G)), moves: states.length });
      return options[Math.floor(rng() * options.length)];
    }, 400);
    const points = new Set<string>();
    let checked = 0;
    const extra: Record<string, number> = { run: 4, track: 2, hub: 1, buy: 1 };
    for (const { G, moves: turn } of states) {
      const step = G.or?.step;
      // Every 20th state, and the first few of each operating step with a widget of its own.
      const wanted = turn % 20 === 0 || (step !== undefined && (G.round === 'OR1' || G.round === 'OR2') && (extra[step] ?? 0) > 0);
      if (!wanted) continue;
      if (step && extra[step]) extra[step]--;
      const seat = String(actor(G));
      const moves = enumerate(G, {}, seat);
      const container = await renderAs(G, turn, seat, moves);
      const legal = new Set(moves.map((m) => key(m.move, m.args ?? [])));
      const seen = await everythingOffered(container);
      for (const s of seen) expect(legal.has(s), `offered but not legal: ${s}`).toBe(true);
      for (const l of legal) expect(seen.has(l), `legal but not reachable (${G.round} ${step ?? ''}): ${l}`).toBe(true);
      points.add(G.round === 'OR1' || G.round === 'OR2' ? `OR:${step}` : G.round!);
      checked++;
      act(() => mounted.pop()!.root.unmount());
      container.remove();
    }
    expect(checked).toBeGreaterThan(8);
    expect([...points]).toEqual(expect.arrayContaining(['BUILD', 'SR', 'OR:track', 'OR:run']));
  }, 120_000);

  it('an unknown move (from a newer rules version) still gets a button', async () => {
    const states: LAState[] = [];
    playDirect(3, { mode: 'short' }, 'ui-unknown', (options, G) => {
      states.push(G);
      return options[options.length - 1];
    }, 80);
    const G = states.find((s) => s.round === 'SR')!;
    const seat = String(actor(G));
    const moves = [...enumerate(G, {}, seat), { move: 'offerTrain', args: [{ from: 'AG', card: 'T2-1', price: 1 }] }];
    const container = await renderAs(G, 1, seat, moves);
    expect(offered(container)).toContain(key('offerTrain', [{ from: 'AG', card: 'T2-1', price: 1 }]));
  });

  it('draws its own end screen: every seat\'s cash, shares and total, and the declared winner', async () => {
    const rng = seedrandom('ui-end');
    const { G, over } = playDirect(3, { mode: 'short' }, 'ui-end', (options) => options[Math.floor(rng() * options.length)]);
    expect(over).toBe(true);
    expect(showsOwnFinalScores).toBe(true);
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const props: any = {
      G: stripSecrets(G), ctx: { turn: 999, currentPlayer: '0', numPlayers: 3, playOrder: ['0', '1', '2'], gameover: { winners: ['2'] } }, moves: {}, events: {}, playerID: '0',
      legalMoves: [], play: vi.fn(), refusal: null, playerNames: names, isActive: false, isMultiplayer: false, log: [],
    };
    await act(async () => root.render(<Board {...props} />));
    mounted.push({ root, container });
    const rows = [...container.querySelectorAll('.la-end tbody tr')].map((tr) => [...tr.querySelectorAll('td')].map((td) => td.textContent!.replace('★', '').trim()))
      // The colour token carries the seat colour's letter before the name.
      .map(([who, ...rest]) => [who.replace(/^[A-Z] /, ''), ...rest]);
    const expected = scoreRows(G).sort((a, b) => b.total - a.total).map((r) => [names[r.seat as '0'], String(r.cash), String(r.shares), String(r.total)]);
    expect(rows).toEqual(expected);
    expect(container.querySelector('.la-end')!.textContent).toContain('Chloé wins');
  });
});
