// @vitest-environment jsdom
// Issue 50 §2, "Division: a newcomer knows what to do": the prompt line names what to do now and
// what ends it at every decision point; a card or control that cannot be used says why; a realigned
// card is drawn as the card it became; an unused Permit gives the design's reason in words.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { enumerate } from '../../../games/division/enumerate';
import { openOfficeTurn } from '../../../games/division/rules/officeTurn';
import { pendingRulings } from '../../../games/division/rules/rulings';
import type { DivisionState } from '../../../games/division/rules/state';
import type { HomeCardId, MainlineType } from '../../../games/division/data';
import Board from '../../../ui/boards/division';
import { addTrain, craft, inYard, noShuffle, onCard } from '../../games/division/helpers';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const names = { '0': 'Ada', '1': 'Boris' };
const mounted: { root: Root; container: HTMLElement }[] = [];
afterEach(() => {
  while (mounted.length) {
    const m = mounted.pop()!;
    act(() => m.root.unmount());
    m.container.remove();
  }
});

/** Renders the board as `viewer` with the enumerator's moves, the way the match screen does. */
async function render(G: DivisionState, current: string, viewer: string | null) {
  const ctx: any = { currentPlayer: current, turn: 3, numPlayers: G.n, playOrder: Object.keys(G.hands), phase: 'stage' };
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const play = vi.fn();
  const legalMoves = enumerate(G, ctx, viewer);
  const props: any = { G, ctx, moves: {}, events: {}, playerID: viewer, legalMoves, play, refusal: null, playerNames: names, isActive: viewer === current, isMultiplayer: false, log: [] };
  await act(async () => root.render(<Board {...props} />));
  mounted.push({ root, container });
  const prompt = container.querySelector<HTMLElement>('.dv-prompt')!;
  const line = prompt.querySelector<HTMLElement>('p[aria-live]')!;
  return { container, play, prompt: line.textContent!, mine: prompt.classList.contains('dv-prompt-mine') };
}

/** Two players, Ada (seat 0) the Superintendent; no Interchange and no Yard Office, so no Extra is legal. */
function twoPlayers(o: { hand?: HomeCardId[]; deck?: HomeCardId[]; cards?: MainlineType[] } = {}): DivisionState {
  return craft({ cards: o.cards ?? ['curves', 'plains', 'tunnel'], stage: 5, hands: { '0': o.hand ?? [] }, deck: o.deck ?? ['abs', 'helpers'] });
}

const greyed = (el: HTMLElement) => [...el.querySelectorAll<HTMLElement>('[aria-disabled="true"]')];

describe('the prompt line says what to do now and what ends it', () => {
  it('at the ruling: which train, Permit or Hold, and that the Office turn follows every ruling', async () => {
    const G = twoPlayers();
    addTrain(G, { no: 4, pos: onCard(0, 1) });
    addTrain(G, { no: 2, pos: inYard('W') });
    G.pending = pendingRulings(G);
    const { prompt, mine } = await render(G, '0', '0');
    expect(mine).toBe(true);
    expect(prompt).toBe('Rule on No. 2 following No. 4 onto Curves: Permit or Hold. Your Office turn starts once every ruling is made.');
    const other = await render(G, '0', '1');
    expect(other.mine).toBe(false);
    expect(other.prompt).toContain('Ada, the Superintendent, is ruling');
  });

  it('at an Office turn before the option: choose Draw or an Extra; End Office turn is there, greyed, and says why', async () => {
    const G = twoPlayers({ cards: ['curves', 'interchange', 'tunnel'] });
    expect(openOfficeTurn(G, '0', noShuffle)).toBe('office');
    const { container, prompt } = await render(G, '0', '0');
    expect(prompt).toContain('Your Office turn: choose the Draw option (draw 2 cards and play them) or make up an Extra.');
    expect(prompt).toContain('once you have chosen, press End Office turn');
    expect(container.querySelector('[data-move="takeDraw"]')).not.toBeNull();
    const end = [...container.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === 'End Office turn')!;
    expect(end.getAttribute('aria-disabled')).toBe('true');
    expect(end.dataset.why).toBe('Take the Extra or the Draw option first.');
    expect(end.dataset.move).toBeUndefined();
  });

  it('after the Draw option taken for you: it says so, and what ends the turn', async () => {
    const G = twoPlayers({ hand: ['abs'] });
    expect(openOfficeTurn(G, '0', noShuffle)).toBe('drawOption');
    const { container, prompt } = await render(G, '0', '0');
    expect(prompt).toBe('No Extra was possible, so you took the Draw option and drew 2 cards. Play cards if you like, set your boards or switch, then press End Office turn: the next Office takes its turn.');
    expect(container.querySelector('.dv-option')!.textContent).toContain('taken for you');
    expect(container.querySelector('[data-move="endLocalOps"]')).not.toBeNull();
  });

  it('after a Draw from an empty deck it says no card was drawn', async () => {
    const G = twoPlayers({ deck: [] });
    openOfficeTurn(G, '0', noShuffle);
    const { prompt } = await render(G, '0', '0');
    expect(prompt).toMatch(/^No Extra was possible, so you took the Draw option and drew no card: the deck and the discard pile are empty\./);
  });

  it('after a Draw option taken by choice it does not claim it was automatic', async () => {
    const G = twoPlayers({ cards: ['curves', 'interchange', 'tunnel'] });
    openOfficeTurn(G, '0', noShuffle);
    G.turn.option = 'draw';
    const { prompt } = await render(G, '0', '0');
    expect(prompt).toMatch(/^You took the Draw option and drew 2 cards\./);
  });

  it('with the hand above four: how many to play or discard before End Office turn, which says why it is greyed', async () => {
    const G = twoPlayers({ hand: ['abs', 'helpers', 'brakeman', 'realignment'], deck: ['redFlag', 'redFlag'] });
    openOfficeTurn(G, '0', noShuffle);
    expect(G.hands['0']).toHaveLength(6);
    const { container, prompt } = await render(G, '0', '0');
    expect(prompt).toContain('You hold 6 cards: play or discard 2 to get down to 4, then press End Office turn');
    const end = [...container.querySelectorAll<HTMLElement>('button')].find((b) => b.textContent === 'End Office turn')!;
    expect(end.dataset.why).toBe('You hold 6 cards: play or discard down to 4 first.');
    expect(container.querySelector('#dv-end-why')!.textContent).toBe(end.dataset.why);
  });

  it('before Movement: the last Office turn of the Stage says that ending it moves every train', async () => {
    const G = twoPlayers();
    G.officeTurns = 1;
    openOfficeTurn(G, '1', noShuffle);
    const me = await render(G, '1', '1');
    expect(me.prompt).toContain('then press End Office turn: every train then moves');
    const waiting = await render(G, '1', '0');
    expect(waiting.prompt).toBe('Boris is taking an Office turn. When it ends, every train moves (Movement) and the next Stage begins.');
    const watching = await render(G, '1', null);
    expect(watching.prompt).toMatch(/^You are watching\. Boris is taking an Office turn\./);
  });
});

describe('a card or control that cannot be used says why', () => {
  it('a Red Flag with no train out on the Mainline: its Play button is greyed, with the reason in a tooltip, on a tap and on the card', async () => {
    const G = twoPlayers({ hand: ['redFlag'], deck: ['abs', 'helpers'] });
    addTrain(G, { no: 2, pos: inYard('W') });
    openOfficeTurn(G, '0', noShuffle);
    const { container, play } = await render(G, '0', '0');
    const card = [...container.querySelectorAll<HTMLElement>('.dv-hand-card')].find((c) => c.querySelector('strong')!.textContent === 'Red Flag')!;
    const button = card.querySelector<HTMLElement>('button[aria-label="Play Red Flag"]')!;
    const why = 'A Red Flag goes onto a train standing on a Mainline card, and no train stands on one now.';
    expect(button.getAttribute('aria-disabled')).toBe('true');
    expect(button.dataset.why).toBe(why);
    expect(button.dataset.step).toBeUndefined();
    expect(card.querySelector('.dv-why')!.textContent).toBe(why);
    expect(document.getElementById(button.getAttribute('aria-describedby')!)!.textContent).toBe(why);
    await act(async () => button.click());
    expect(play).not.toHaveBeenCalled();
    // The ABS drawn beside it has targets: a live Play button, no reason.
    const abs = [...container.querySelectorAll<HTMLElement>('.dv-hand-card')].find((c) => c.querySelector('strong')!.textContent === 'ABS Signals')!;
    expect(abs.querySelector('[data-step="chooseCard"]')).not.toBeNull();
    expect(abs.querySelector('[data-why]')).toBeNull();
  });

  it('a Red Flag when every train out is flagged: the reason names that', async () => {
    const G = twoPlayers({ hand: ['redFlag'] });
    addTrain(G, { no: 2, pos: onCard(1, 0) });
    G.cards[1].flags.push({ train: 2, owner: '1' });
    openOfficeTurn(G, '0', noShuffle);
    const { container } = await render(G, '0', '0');
    expect(container.querySelector<HTMLElement>('button[aria-label="Play Red Flag"]')!.dataset.why).toBe(
      'Every train on a Mainline card is on an ABS card or flagged already: a Red Flag would add nothing.',
    );
  });

  it('out of one\'s turn every card says when cards are played, and the boards say when they are set', async () => {
    const G = twoPlayers({ hand: ['abs'] });
    openOfficeTurn(G, '1', noShuffle);
    const { container } = await render(G, '1', '0');
    const reasons = greyed(container).map((b) => b.dataset.why);
    expect(reasons).toContain('Cards are played on your own Office turn, after you take the Draw option.');
    expect(reasons.filter((r) => r === 'You set your boards during your own Office turn.')).toHaveLength(2);
    expect(container.querySelector('[data-move]')).toBeNull();
  });

  it('a board already set this turn says so', async () => {
    const G = twoPlayers();
    openOfficeTurn(G, '0', noShuffle);
    G.turn.boardsSet.push('W');
    const { container } = await render(G, '0', '0');
    const [west, east] = [...container.querySelectorAll<HTMLElement>('.dv-mine .dv-board-btn')];
    expect(west.dataset.why).toBe('You set your westbound board this turn already.');
    expect(west.dataset.move).toBeUndefined();
    expect(east.dataset.move).toBe('setBoard');
  });
});

describe('the Mainline cards', () => {
  /** The card cell as drawn, without its tooltip. */
  const face = (el: HTMLElement) => {
    const copy = el.cloneNode(true) as HTMLElement;
    for (const e of [copy, ...copy.querySelectorAll<HTMLElement>('[title]')]) e.removeAttribute('title');
    return copy.outerHTML;
  };

  it('S003-0067: a realigned card is drawn as the card it became', async () => {
    const realigned = twoPlayers({ cards: ['curves', 'trestle', 'tunnel'] });
    realigned.cards[1] = { ...realigned.cards[1], type: 'uncontrolledSiding', realigned: true };
    const printed = twoPlayers({ cards: ['curves', 'uncontrolledSiding', 'tunnel'] });
    const a = (await render(realigned, '1', '0')).container.querySelectorAll<HTMLElement>('.dv-card')[1];
    const b = (await render(printed, '1', '0')).container.querySelectorAll<HTMLElement>('.dv-card')[1];
    expect(face(a)).toBe(face(b));
    expect(a.textContent).toContain('Uncontrolled Siding');
    expect(a.textContent).not.toMatch(/realigned|Trestle/i);
    // Its history is in the tooltip only.
    expect(a.title).toMatch(/\(realigned from Trestle\)$/);
    expect(b.title).not.toMatch(/realigned/);
  });

  it('an unused Permit gives its reason in words: an opposing train took the card first', async () => {
    const G = twoPlayers();
    G.pending = [{ train: 4, card: 1, dir: 'E', leader: 2, decision: 'permit', by: '0', outcome: 'unused', reason: 'opposingFirst' }];
    const { container } = await render(G, '1', '0');
    expect(container.querySelectorAll<HTMLElement>('.dv-card')[1].querySelector('.dv-permit')!.textContent).toBe(
      '⇢ Permit: No. 4 (unused: an opposing train took the card first)',
    );
  });
});
