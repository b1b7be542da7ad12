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
import { checkMove } from '../../../games/lost-atlas/moves';
import { emptyDraft } from '../../../games/lost-atlas/route/draft';
import { ddValue } from '../../../games/lost-atlas/route/view';
import { actor } from '../../../games/lost-atlas/rules/flow';
import { scoreRows } from '../../../games/lost-atlas/rules/scoring';
import type { LAState } from '../../../games/lost-atlas/rules/state';
import { stripSecrets } from '../../../games/lost-atlas/view';
import Board, { showsOwnFinalScores } from '../../../ui/boards/lost-atlas';
import { playDirect } from '../../games/lost-atlas/helpers/direct';
import { position } from '../../games/lost-atlas/helpers/position';
import { hex } from '../../games/lost-atlas/helpers/map';
import { moveWords, WIDGET_MOVES } from '../../../ui/boards/lost-atlas/model';

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

let latestPlay = vi.fn();
/** The last move the last rendered board sent, as [move, ...args]. */
const lastPlay = () => latestPlay.mock.calls[latestPlay.mock.calls.length - 1];

async function renderAs(G: LAState, turn: number, seat: string, moves: MoveChoice[], whyNot: (move: string, ...args: unknown[]) => string | null = () => 'not now') {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const props: any = {
    G: stripSecrets(G), ctx: { turn, currentPlayer: seat, phase: 'x', numPlayers: 3, playOrder: ['0', '1', '2'] }, moves: {}, events: {}, playerID: seat,
    legalMoves: moves, play: (latestPlay = vi.fn()), whyNot, refusal: null, playerNames: names, isActive: true, isMultiplayer: false, log: [],
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
  // The train offer shows one train and one price at a time: every train, every price.
  for (const value of [...container.querySelectorAll<HTMLElement>('[data-step="offer-train"]')].map((e) => e.dataset.value)) {
    const chip = container.querySelector<HTMLElement>(`[data-step="offer-train"][data-value="${value}"]`);
    if (!chip) continue;
    await act(async () => chip.click());
    offered(container).forEach((k) => seen.add(k));
    for (let guard = 0; guard < 500; guard++) {
      const higher = container.querySelector<HTMLButtonElement>('.la-offer button[aria-label="Higher price"]');
      if (!higher || higher.disabled) break;
      await act(async () => higher.click());
      offered(container).forEach((k) => seen.add(k));
    }
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

  it('§3.16 at an event choice it offers exactly the enumerated moves (Boom Town and New City on the map, Town Charter as tile lays) and names the card', async () => {
    for (const card of ['CHR-7', 'HER-1', 'CHR-5']) {
      const hexes: ReturnType<typeof hex>[] = [];
      for (let q = -2; q <= 2; q++) for (let r = -2; r <= 2; r++) hexes.push(hex(q, r, q === 0 && r === 0 ? { kind: 'city' } : q === 1 && r === -1 ? { kind: 'city', tile: '57' } : {}));
      const G = position({ hexes, companies: [] });
      G.round = 'SR';
      G.sr!.turnSeat = 1;
      G.priority = 1;
      G.events = { active: card, revealed: [card], pending: card };
      G.secret.eventDeck = ['HER-6'];
      const moves = enumerate(G, {}, '1');
      expect(moves.length).toBeGreaterThan(0);
      const container = await renderAs(G, 3, '1', moves);
      expect(container.querySelector('.la-decision h3')!.textContent).toContain(`Event ${card}`);
      expect(container.querySelector('.la-header')!.textContent).toContain('1 left');
      const legal = new Set(moves.map((m) => key(m.move, m.args ?? [])));
      const seen = await everythingOffered(container);
      expect(seen).toEqual(legal);
    }
  });

  it('each Distant Destination hex shows what it pays a run now, once its card is drawn', async () => {
    const rng = seedrandom('ui-dd');
    let withCards: LAState | null = null;
    playDirect(3, { mode: 'short' }, 'ui-dd', (options, G) => {
      if (!withCards && Object.keys(G.dd).length > 0) withCards = JSON.parse(JSON.stringify(G));
      return options[Math.floor(rng() * options.length)];
    }, 400);
    expect(withCards).not.toBeNull();
    const G = withCards! as LAState;
    const container = await renderAs(G, 1, String(actor(G)), enumerate(G, {}, String(actor(G))));
    const ddHexes = Object.entries(G.map.hexes).filter(([, h]) => h.kind === 'dd');
    expect(ddHexes.length).toBeGreaterThan(0);
    for (const [hexKey, hex] of ddHexes) {
      const text = container.querySelector(`[data-hex="${hexKey}"] .la-dd-text`)!.textContent;
      const card = G.dd[`DD:${hex.piece}`];
      expect(text).toBe(card ? `DD ${ddValue(card, G.phase)}` : 'DD');
    }
    expect(ddHexes.some(([, h]) => G.dd[`DD:${h.piece}`])).toBe(true);
  });

  it('blank overlays: every legal place is a map target, the pass a button (exactly the enumerated moves); a placed blank is drawn as a plain hex', async () => {
    const states: LAState[] = [];
    playDirect(3, { mode: 'short', blankOverlays: true }, 'ui-blank', (options, G) => {
      states.push(G);
      return options.find((m) => m.move === 'placeBlank') ?? options[0];
    }, 200);
    const G = states.find((g) => g.mapBuild.blanks && !g.mapBuild.blanks.done && g.mapBuild.blanks.placed === 1)!;
    expect(G).toBeDefined();
    const seat = String(actor(G));
    const moves = enumerate(G, {}, seat);
    expect(moves.some((m) => m.move === 'placeBlank')).toBe(true);
    const container = await renderAs(G, 1, seat, moves);
    const seen = await everythingOffered(container);
    expect([...seen].sort()).toEqual(moves.map((m) => key(m.move, m.args ?? [])).sort());
    const [blankKey] = Object.entries(G.map.hexes).find(([, h]) => h.piece === 'BL1')!;
    expect(container.querySelector(`[data-hex="${blankKey}"]`)!.getAttribute('class')).toContain('la-kind-plain');
  });

  it('a move it has no widget for (from a newer rules version) still gets a button', async () => {
    const states: LAState[] = [];
    playDirect(3, { mode: 'short' }, 'ui-unknown', (options, G) => {
      states.push(G);
      return options[options.length - 1];
    }, 80);
    const G = states.find((s) => s.round === 'SR')!;
    const seat = String(actor(G));
    const moves = [...enumerate(G, {}, seat), { move: 'tradeTiles', args: [{ hex: 'E5', tile: '8' }] }];
    const container = await renderAs(G, 1, seat, moves);
    expect(offered(container)).toContain(key('tradeTiles', [{ hex: 'E5', tile: '8' }]));
  });

  it('a Hostile Mergers vote names the pair and shows the tally and how many still vote; the call names the refusal', async () => {
    const G = position({ companies: [{ id: 'TW', price: 60, president: '0', holders: { '0': 2, '1': 1 } }, { id: 'AG', price: 60, president: '1', holders: { '1': 2, '2': 2 } }] });
    G.cfg.hostileMergers = true;
    G.round = 'MR';
    G.sr = undefined;
    G.mr = { queue: ['TW', 'AG'], idx: 0, barred: [], refused: { from: 'TW', to: 'AG' } };
    let container = await renderAs(G, 5, '0', enumerate(G, {}, '0'));
    expect(container.querySelector('.la-decision h3')!.textContent).toMatch(/^Merger Round: AG refused TW; call a vote/);
    G.mr = { queue: ['TW', 'AG'], idx: 0, barred: [], vote: { from: 'TW', to: 'AG', voters: ['2'], yes: 2, no: 3 } };
    const moves = enumerate(G, {}, '2');
    expect(moves.map((m) => m.move)).toEqual(['castVote', 'castVote']);
    container = await renderAs(G, 6, '2', moves);
    expect(container.querySelector('.la-decision h3')!.textContent).toMatch(/^Vote on merging TW with AG: yes 2, no 3, 1 still to vote/);
  });

  it('each player row shows cash and certificates (against Bank Break\'s limit when on), and a bankrupt seat is marked', async () => {
    const G = position({ players: [300, 0, 120], companies: [{ id: 'TW', price: 60, president: '0', holders: { '0': 2, '2': 1 } }, { id: 'AG', price: 60, president: '2', holders: { '2': 2 } }] });
    G.players[1].out = true;
    G.round = 'SR';
    G.sr!.turnSeat = 0;
    const rows = async () => {
      const container = await renderAs(G, 3, '0', enumerate(G, {}, '0'));
      return [...container.querySelectorAll('.la-player')].map((li) => [li.querySelector('.la-cash')!.textContent, li.querySelector('.la-cert-count')!.textContent, !!li.querySelector('.la-badge') && li.textContent!.includes('bankrupt')]);
    };
    // a president certificate (2 shares) counts 1: seat 0 holds 1 cert, seat 2 holds 1 TW + AG's president = 2
    expect(await rows()).toEqual([['300', '1 cert', false], ['0', '0 certs', true], ['120', '2 certs', false]]);
    G.cfg.bankBreak = true;
    expect((await rows()).map((r) => r[1])).toEqual(['1 cert of 16', '0 certs of 16', '2 certs of 16']);
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

/** AG (seat 0, treasury 95, no train) in its buy step; EA (seat 1) holds a 2 and a 3, MA (seat 0) the M2 and a 2. */
function buyStep(): LAState {
  const G = position({
    trainPhase: 3, phase: 'green', stack: ['T3-5'],
    companies: [
      { id: 'AG', price: 70, treasury: 95, president: '0', holders: { 0: 2 } },
      { id: 'EA', price: 60, treasury: 10, president: '1', holders: { 1: 2 }, trains: [{ card: 'T2-1', type: '2' }, { card: 'T3-1', type: '3' }] },
      { id: 'MA', price: 50, treasury: 0, president: '0', holders: { 0: 2 }, abilities: ['manufacturing'], trains: [{ card: 'M2', type: 'M2' }, { card: 'T2-2', type: '2' }] },
    ],
  });
  G.round = 'OR1';
  G.sr = undefined;
  G.or = { queue: ['AG', 'EA', 'MA'], idx: 0, step: 'buy', lays: { yellow: 0, upgrade: false }, issued: 0, draft: emptyDraft(), revenue: null };
  return G;
}

const explainFor = (G: LAState, seat: string) => (move: string, ...args: unknown[]) => checkMove(G, seat, move, args);
const click = (el: Element) => act(async () => (el as HTMLElement).click());

describe('trains between companies on the Lost Atlas board', () => {
  it('the offer widget reaches exactly the enumerated offers, sends the chosen one, and the move list has none', async () => {
    const G = buyStep();
    G.or!.declined = { 'T2-1': 40 };
    const moves = enumerate(G, {}, '0');
    const offers = moves.filter((m) => m.move === 'offerTrain');
    expect(offers.length).toBeGreaterThan(20);
    const container = await renderAs(G, 5, '0', moves, explainFor(G, '0'));
    expect([...container.querySelectorAll('.la-move-list [data-move]')].map((b) => b.getAttribute('data-move'))).not.toContain('offerTrain');
    // One Offer button at a time, not one per price.
    expect(container.querySelectorAll('[data-move="offerTrain"]')).toHaveLength(1);
    const seen = await everythingOffered(container);
    expect([...seen].sort()).toEqual(moves.map((m) => key(m.move, m.args ?? [])).sort());

    // The Manufacturing train is greyed with the game's reason.
    const m2 = container.querySelector('.la-offer button[aria-label="M2-train M2 of MA"]')!;
    expect(m2.getAttribute('aria-disabled')).toBe('true');
    expect(m2.getAttribute('data-why')).toBe('The Manufacturing train cannot be bought, sold or traded in.');

    // EA's 2-train, after a decline at 40: the prices start above it; pick 60 in the list and offer.
    await click(container.querySelector('[data-step="offer-train"][data-value="EA:T2-1"]')!);
    const select = container.querySelector<HTMLSelectElement>('.la-offer select')!;
    expect([...select.options].map((o) => o.textContent)).toEqual(['50', '60', '70', '80', '90', '95']);
    expect(container.querySelector('.la-offer')!.textContent).toContain('declined 40');
    await act(async () => {
      select.value = '1';
      select.dispatchEvent(new Event('change', { bubbles: true }));
    });
    expect(container.querySelector('.la-offer')!.textContent).toContain('leaves 35 in AG\'s treasury');
    expect(container.querySelector('.la-offer')!.textContent).toContain('Boris approves or declines');
    const offer = container.querySelector<HTMLElement>('[data-move="offerTrain"]')!;
    expect(offer.textContent).toBe('Offer 60');
    await click(offer);
    const sent = lastPlay();
    expect(sent).toEqual(['offerTrain', { from: 'EA', card: 'T2-1', price: 60 }]);
    expect(offers.map((m) => JSON.stringify(m.args))).toContain(JSON.stringify(sent.slice(1)));
  });

  it('the selling president answers with Approve or Decline, each the enumerated move', async () => {
    const G = buyStep();
    G.or!.offer = { from: 'EA', card: 'T3-1', price: 40 };
    const moves = enumerate(G, {}, '1');
    expect(moves).toEqual([{ move: 'approveOffer', args: [] }, { move: 'declineOffer', args: [] }]);
    const container = await renderAs(G, 6, '1', moves, explainFor(G, '1'));
    const panel = container.querySelector('.la-offer-answer')!;
    expect(panel.textContent).toContain('offers 40 for your company EA\'s 3-train (T3-1)');
    expect(container.querySelector('.la-move-list')).toBeNull();
    expect(new Set(offered(container))).toEqual(new Set(moves.map((m) => key(m.move, m.args ?? []))));
    await click([...panel.querySelectorAll('button')].find((b) => b.textContent === 'Approve')!);
    expect(lastPlay()).toEqual(['approveOffer']);
    await click([...panel.querySelectorAll('button')].find((b) => b.textContent === 'Decline')!);
    expect(lastPlay()).toEqual(['declineOffer']);
  });
});

describe('move words on the Lost Atlas board', () => {
  it('no two moves offered at once read the same (Adaptive names its home; every Minor in play)', () => {
    const seen = { launches: 0, adaptive: 0 };
    for (const seed of ['words-a', 'words-b', 'words-c']) {
      const rng = seedrandom(seed);
      playDirect(6, {}, seed, (options, G) => {
        const worded = options.filter((m) => !WIDGET_MOVES.has(m.move));
        const words = worded.map((m) => moveWords(m, stripSecrets(G) as any));
        const twins = words.filter((w, i) => words.indexOf(w) !== i);
        expect(twins, `the same words for different moves: ${twins.join(' | ')} ${JSON.stringify(worded.filter((m, i) => twins.includes(words[i])))}`).toEqual([]);
        const launches = options.filter((m) => m.move === 'launch');
        seen.launches += launches.length;
        seen.adaptive += launches.filter((m) => m.args?.[0] === 'AD').length;
        return options[Math.floor(rng() * options.length)];
      }, 1500);
    }
    // The check met Adaptive's launches (one per possible home city), not only other moves.
    expect(seen.adaptive).toBeGreaterThan(1);
  });
});
