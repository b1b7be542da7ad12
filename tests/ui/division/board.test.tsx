// @vitest-environment jsdom
// The Division board, rendered from real game states: its highlighted moves are exactly the
// enumerator's (directly, or after choosing a hand card or a run of cars), other seats' hands stay
// hidden, and the ruling panel shows the facts of §8.1.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import seedrandom from 'seedrandom';
import { division } from '../../../games/division';
import type { DivisionState } from '../../../games/division/rules/state';
import type { MoveChoice } from '../../../games/kit/types';
import Board from '../../../ui/boards/division';
import { choose, makeClient } from '../../games/division/helpers';

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

async function renderAs(G: DivisionState, ctx: any, viewer: string, moves: MoveChoice[]) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const play = vi.fn();
  const props: any = { G, ctx, moves: {}, events: {}, playerID: viewer, legalMoves: moves, play, refusal: null, playerNames: names, isActive: true, isMultiplayer: false, log: [] };
  await act(async () => root.render(<Board {...props} />));
  mounted.push({ root, container });
  return { container, play };
}

const offered = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-move]')].filter((b) => !(b as HTMLButtonElement).disabled).map((b) => key(b.dataset.move!, JSON.parse(b.dataset.args!)));

describe('the Division board', () => {
  it('offers exactly the enumerated moves at sampled moments of a 3-player game; never shows another seat\'s hand', async () => {
    const client = makeClient(3, 'ui-board');
    const rng = seedrandom('ui-board');
    let checked = 0;
    let rulings = 0;
    for (let step = 0; step < 400 && !client.getState()!.ctx.gameover; step++) {
      client.updatePlayerID(client.getState()!.ctx.currentPlayer);
      const { G, ctx } = client.getState()!;
      const seat = ctx.currentPlayer;
      const moves = division.game.ai!.enumerate(G, ctx, seat) as MoveChoice[];
      if (step % 7 === 0) {
        const { container } = await renderAs(G, ctx, seat, moves);
        const legal = new Set(moves.map((m) => key(m.move, m.args ?? [])));
        const seen = new Set(offered(container));
        for (const s of seen) expect(legal.has(s), s).toBe(true);
        // Choosing each hand card shows its targets.
        for (const b of [...container.querySelectorAll<HTMLElement>('[data-step="chooseCard"]')]) {
          await act(async () => b.click());
          offered(container).forEach((s) => seen.add(s));
          await act(async () => b.click());
        }
        for (const m of moves) {
          if (m.move === 'switchCars') continue;
          expect(seen.has(key(m.move, m.args ?? [])), `${m.move} ${JSON.stringify(m.args)} not offered`).toBe(true);
        }
        if (G.pending.some((r) => r.decision === null)) {
          rulings++;
          expect(container.textContent).toMatch(/safe|certain collision|depends on Office/);
        }
        for (const other of Object.keys(G.hands).filter((s) => s !== seat)) expect(G.hands[other].every((c) => c === '?')).toBe(true);
        checked++;
      }
      const pick = choose(moves, rng);
      (client.moves as any)[pick.move](...(pick.args ?? []));
    }
    client.stop();
    expect(checked).toBeGreaterThan(20);
    expect(rulings).toBeGreaterThanOrEqual(0);
  }, 120_000);

  it('only the viewer\'s own Office has board controls: every other Office\'s boards are signs that name whose they are (issue 50)', async () => {
    const client = makeClient(3, 'ui-boards');
    const { G, ctx } = client.getState()!;
    client.stop();
    const seat = ctx.currentPlayer;
    const moves = division.game.ai!.enumerate(G, ctx, seat) as MoveChoice[];
    expect(moves.filter((m) => m.move === 'setBoard')).toHaveLength(2);
    const { container, play } = await renderAs(G, ctx, seat, moves);
    const offices = [...container.querySelectorAll<HTMLElement>('.dv-office')];
    expect(offices).toHaveLength(3);
    const own = G.offices.findIndex((o) => o.owner === seat);
    for (const [o, el] of offices.entries()) {
      const boards = el.querySelector<HTMLElement>('.dv-boards')!;
      if (o === own) {
        const buttons = [...boards.querySelectorAll<HTMLButtonElement>('button')];
        expect(buttons.map((b) => b.disabled)).toEqual([false, false]);
        expect(buttons.map((b) => b.getAttribute('aria-label'))).toEqual(
          (['W', 'E'] as const).map((d) => {
            const shows = G.offices[o].board[d] === 'stop' ? 'Stop' : 'Clear';
            return `Your ${d === 'W' ? 'westbound' : 'eastbound'} board shows ${shows}: set it to ${shows === 'Stop' ? 'Clear' : 'Stop'}`;
          }),
        );
        continue;
      }
      // Nothing to press or tab to, and nothing a legal-move finder would pick up.
      expect(boards.querySelectorAll('button, [data-move], [tabindex]')).toHaveLength(0);
      const who = `Office ${o + 1} (${names[G.offices[o].owner as '0' | '1' | '2']})`;
      expect(boards.textContent).toContain(`${who}'s westbound board shows ${G.offices[o].board.W === 'stop' ? 'Stop' : 'Clear'}`);
      expect(boards.textContent).toContain(`${who}'s eastbound board shows ${G.offices[o].board.E === 'stop' ? 'Stop' : 'Clear'}`);
      for (const sign of boards.querySelectorAll<HTMLElement>('.dv-board-sign')) await act(async () => sign.click());
    }
    expect(play).not.toHaveBeenCalled();
  });

  it('a spectator sees every Office\'s boards as signs', async () => {
    const client = makeClient(2, 'ui-boards-watch');
    const { G, ctx } = client.getState()!;
    client.stop();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const props: any = { G, ctx, moves: {}, events: {}, playerID: null, legalMoves: [], play: vi.fn(), refusal: null, playerNames: names, isActive: false, isMultiplayer: false, log: [] };
    await act(async () => root.render(<Board {...props} />));
    mounted.push({ root, container });
    expect(container.querySelectorAll('.dv-boards button')).toHaveLength(0);
    expect(container.querySelectorAll('.dv-board-sign')).toHaveLength(4);
  });

  it('a switching Move is reached by picking a run of cars, then its place', async () => {
    const client = makeClient(2, 'ui-switch');
    const rng = seedrandom('ui-switch');
    for (let step = 0; step < 2000 && !client.getState()!.ctx.gameover; step++) {
      client.updatePlayerID(client.getState()!.ctx.currentPlayer);
      const { G, ctx } = client.getState()!;
      const moves = division.game.ai!.enumerate(G, ctx, ctx.currentPlayer) as MoveChoice[];
      const sw = moves.find((m) => m.move === 'switchCars' && m.args![2] === 2);
      if (sw) {
        const { container, play } = await renderAs(G, ctx, ctx.currentPlayer, moves);
        const [train, from, count] = sw.args!;
        const car = (i: number) => container.querySelector<HTMLElement>(`[data-step="switchRun"][data-value="${train}:${i}"]`)!;
        await act(async () => car(from).click());
        await act(async () => car(from + count - 1).click());
        const btn = container.querySelector<HTMLElement>(`[data-move="switchCars"][data-args='${JSON.stringify(sw.args)}']`);
        expect(btn).not.toBeNull();
        await act(async () => btn!.click());
        expect(play).toHaveBeenCalledWith('switchCars', ...sw.args!);
        client.stop();
        return;
      }
      const pick = choose(moves, rng);
      (client.moves as any)[pick.move](...(pick.args ?? []));
    }
    client.stop();
    throw new Error('no switching Move of two cars came up');
  });
});
