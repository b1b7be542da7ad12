// @vitest-environment jsdom
// Headquarters (design §3.17) on the Lost Atlas board, from a seeded Long 4-player game with the
// option on: at the point `hq` the board offers exactly the enumerated placements, each in its own
// words, and once placed the Major's charter card names its HQ city and opening.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enumerate } from '../../../games/lost-atlas/enumerate';
import { actor, point } from '../../../games/lost-atlas/rules/flow';
import type { LAState } from '../../../games/lost-atlas/rules/state';
import { stripSecrets } from '../../../games/lost-atlas/view';
import Board from '../../../ui/boards/lost-atlas';
import { moveWords } from '../../../ui/boards/lost-atlas/model';
import { playDirect } from '../../games/lost-atlas/helpers/direct';
import { playoutPolicy } from '../../games/lost-atlas/helpers/policy';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  while (mounted.length) {
    const m = mounted.pop()!;
    act(() => m.root.unmount());
    m.container.remove();
  }
});

async function render(G: LAState): Promise<HTMLElement> {
  const seat = String(actor(G));
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const props: any = {
    G: stripSecrets(G), ctx: { turn: 1, currentPlayer: seat, phase: 'x', numPlayers: 4, playOrder: ['0', '1', '2', '3'] }, moves: {}, events: {}, playerID: seat,
    legalMoves: enumerate(G, {}, seat), play: vi.fn(), whyNot: () => 'not now', refusal: null, playerNames: {}, isActive: true, isMultiplayer: false, log: [],
  };
  await act(async () => root.render(<Board {...props} />));
  mounted.push({ root, container });
  return container;
}

const offered = (el: HTMLElement) =>
  [...el.querySelectorAll<HTMLElement>('[data-move]')].filter((b) => b.getAttribute('aria-disabled') !== 'true').map((b) => JSON.stringify([b.dataset.move, JSON.parse(b.dataset.args!)]));

describe('Headquarters on the Lost Atlas board', () => {
  it('offers exactly the enumerated HQ placements, each in its own words, and the charter card then shows the HQ', async () => {
    const states: LAState[] = [];
    const seed = 'la-hq-4-4';
    const policy = playoutPolicy(seed);
    playDirect(4, { mode: 'long', headquarters: true }, seed, (options, G) => {
      states.push(G);
      return policy(options, G);
    });
    const at = states.find((G) => point(G) === 'hq')!;
    expect(at).toBeDefined();
    const moves = enumerate(at, {}, String(actor(at)));
    const container = await render(at);
    expect(offered(container).sort()).toEqual(moves.map((m) => JSON.stringify([m.move, m.args])).sort());
    const words = moves.map((m) => moveWords(m, stripSecrets(at) as any));
    expect(new Set(words).size).toBe(words.length);
    expect(words[0]).toMatch(/^Place the Headquarters in city .*: Tax Break/);

    const after = states.find((G) => Object.values(G.companies).some((c) => c?.hq && !c.closed))!;
    const major = Object.values(after.companies).find((c) => c?.hq && !c.closed)!;
    const board = await render(after);
    const card = board.querySelector(`article[aria-label^="${major.id} "]`)!;
    expect(card.textContent).toContain(`HQcity ${major.hq!.hex}`);
    const hex = board.querySelector(`[data-hex="${major.hq!.hex}"]`)!;
    expect(hex.querySelector('title')!.textContent).toContain(`HQ of ${major.id}`);
    // the map marks it with a badge in the Major's colour, not only in the hex's tooltip
    expect(hex.querySelector(`.la-hq[data-hq="${major.id}"]`)!.textContent).toBe(`HQ ${major.id}`);
    expect(board.querySelectorAll('.la-hq')).toHaveLength(Object.values(after.companies).filter((c) => c?.hq && !c.closed).length);
  }, 120_000);
});
