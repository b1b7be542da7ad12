// @vitest-environment jsdom
// The Russian Railroads board, rendered from real game states (boardgame.io's Client playing
// enumerated moves): what it highlights is exactly what the enumerator allows, clicks send the
// right moves, secrets stay hidden, and the end screen shows every player's final breakdown.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { russianRailroads } from '../../../games/russian-railroads';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import type { MoveChoice } from '../../../games/kit/types';
import Board from '../../../ui/boards/russian-railroads';
import { readOffer, endBonusText } from '../../../ui/boards/russian-railroads/model';
import { boardSpaces } from '../../../games/russian-railroads/rules/actions';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const game = russianRailroads.game;
const enumerate = (G: RRState, ctx: any, pid: string) => game.ai!.enumerate(G, ctx, pid) as MoveChoice[];

type RRClient = ReturnType<typeof Client<RRState>>;

function newClient(numPlayers: number, seed: string, setupData: any = { board: 'base', coal: false }): RRClient {
  const client = Client<RRState>({ game: { ...game, seed, setup: (c: any) => game.setup!(c, setupData) } as any, numPlayers });
  client.start();
  return client;
}

/** The state as the seat to act sees it. */
function seatState(client: RRClient, pid: string) {
  client.updatePlayerID(pid);
  return client.getState()!;
}

/** Plays enumerated moves until `stop` holds (or `limit` moves), preferring actions over passing. */
function playUntil(client: RRClient, seed: string, stop: (G: RRState, ctx: any) => boolean, limit = 5000): number {
  const rng = seedrandom(seed);
  let n = 0;
  for (; n < limit; n++) {
    const st = seatState(client, client.getState()!.G.current);
    if (st.ctx.gameover || stop(st.G, st.ctx)) break;
    const options = enumerate(st.G, st.ctx, st.G.current);
    expect(options.length).toBeGreaterThan(0);
    const acting = options.filter((o) => o.move !== 'pass' && o.move !== 'skipStep');
    const pool = acting.length && rng() < 0.85 ? acting : options;
    const pick = pool[Math.floor(rng() * pool.length)];
    const before = st._stateID;
    (client.moves as any)[pick.move](...(pick.args ?? []));
    expect(client.getState()!._stateID, `${pick.move} ${JSON.stringify(pick.args)} was refused`).not.toBe(before);
  }
  return n;
}

const choosingAction = (G: RRState, ctx: any) => ctx.phase === 'workerPlacement' && G.pending.length === 0 && !Object.values(G.players).every((p) => p.passed);

interface Mounted { container: HTMLElement; root: Root }
const mounted: Mounted[] = [];
afterEach(() => {
  while (mounted.length) {
    const m = mounted.pop()!;
    act(() => m.root.unmount());
    m.container.remove();
  }
});

async function renderBoard(G: RRState, ctx: any, playerID: string | null, legalMoves: MoveChoice[], play = vi.fn()) {
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const props: any = {
    G, ctx, playerID, legalMoves, play, refusal: null,
    whyNot: (move: string, ...args: any[]) => (playerID == null ? 'You are watching.' : russianRailroads.explain(G, ctx, playerID, move, args)),
    playerNames: { 0: 'Ada', 1: 'Boris', 2: 'Clara', 3: 'Dmitri' },
    moves: {}, events: {}, log: [], isActive: legalMoves.length > 0, isMultiplayer: true, matchID: 'test',
  };
  await act(async () => root.render(<Board {...props} />));
  mounted.push({ container, root });
  return { container, play };
}

async function click(el: Element | null | undefined) {
  expect(el, 'element to click').toBeTruthy();
  await act(async () => (el as HTMLElement).click());
}

function highlightedSpaces(container: HTMLElement): string[] {
  return Array.from(container.querySelectorAll<HTMLElement>('.rr-space[data-legal="true"]')).map((e) => e.dataset.space!).sort();
}

describe('russian-railroads board: action spaces', () => {
  for (const [players, seed] of [[2, 'ui-a'], [3, 'ui-b'], [4, 'ui-c']] as const) {
    it(`highlights exactly the spaces the enumerator lets the seat take (${players} players, several turns)`, async () => {
      const client = newClient(players, seed);
      let checked = 0;
      for (let turn = 0; turn < 6; turn++) {
        playUntil(client, `${seed}-${turn}`, choosingAction);
        const st = seatState(client, client.getState()!.G.current);
        if (st.ctx.gameover) break;
        const pid = st.G.current;
        const legal = enumerate(st.G, st.ctx, pid);
        const expected = [...new Set(legal.filter((m) => m.move === 'placeWorkers').map((m) => m.args![0] as string))].sort();
        const { container } = await renderBoard(st.G, st.ctx, pid, legal);
        expect(highlightedSpaces(container)).toEqual(expected);
        // Every other card is greyed with the rules' reason it cannot be taken, and a click sends nothing.
        const play = vi.fn();
        const { container: c1 } = await renderBoard(st.G, st.ctx, pid, legal, play);
        for (const el of c1.querySelectorAll<HTMLElement>('.rr-space[data-legal="false"] .rr-space-main')) {
          const space = el.closest<HTMLElement>('.rr-space')!.dataset.space!;
          expect(el.getAttribute('aria-disabled')).toBe('true');
          expect(el.dataset.why, space).toBeTruthy();
          expect(el.dataset.why).toBe(russianRailroads.explain(st.G, st.ctx, pid, 'placeWorkers', [space, boardSpaces(st.G).find((s) => s.id === space)!.roubles]));
          expect(el.getAttribute('aria-label')).toContain(`Not available: ${el.dataset.why}`);
          await click(el);
        }
        expect(play).not.toHaveBeenCalled();
        // The other seats see the same board without a single highlight.
        const other = Object.keys(st.G.players).find((p) => p !== pid)!;
        const otherView = seatState(client, other);
        const { container: c2 } = await renderBoard(otherView.G, otherView.ctx, other, []);
        expect(highlightedSpaces(c2)).toEqual([]);
        expect(c2.querySelector('.rr-prompt-mine')).toBeNull();
        if (expected.length) checked++;
        // Move on: take one enumerated action so the next check sees a busier board.
        const act1 = legal.find((m) => m.move === 'placeWorkers') ?? legal.find((m) => m.move === 'pass')!;
        const before = seatState(client, pid)._stateID;
        (client.moves as any)[act1.move](...(act1.args ?? []));
        expect(client.getState()!._stateID).not.toBe(before);
        playUntil(client, `${seed}-finish-${turn}`, (G, ctx) => choosingAction(G, ctx));
      }
      expect(checked).toBeGreaterThan(2);
    });
  }

  it('shows occupied spaces with their occupant and never highlights them', async () => {
    const client = newClient(2, 'ui-occupied');
    playUntil(client, 'occ', (G, ctx) => choosingAction(G, ctx) && Object.keys(G.spaces).length >= 2);
    const st = seatState(client, client.getState()!.G.current);
    const legal = enumerate(st.G, st.ctx, st.G.current);
    const { container } = await renderBoard(st.G, st.ctx, st.G.current, legal);
    const taken = Object.keys(st.G.spaces);
    expect(taken.length).toBeGreaterThanOrEqual(2);
    for (const id of taken) {
      const card = container.querySelector<HTMLElement>(`.rr-space[data-space="${id}"]`);
      if (!card) continue; // a space of an engineer that has since moved on
      expect(card.classList.contains('rr-taken')).toBe(true);
      expect(card.dataset.legal).toBe('false');
      expect(card.querySelector('.rr-seat-token')).not.toBeNull();
    }
  });

  it('clicking a highlighted card plays placeWorkers with that space and the fewest roubles; the rouble toggle offers the other payments', async () => {
    const client = newClient(2, 'ui-click');
    playUntil(client, 'click', choosingAction);
    const st = seatState(client, client.getState()!.G.current);
    const pid = st.G.current;
    const legal = enumerate(st.G, st.ctx, pid);
    const offer = readOffer(legal);
    const play = vi.fn();
    const { container } = await renderBoard(st.G, st.ctx, pid, legal, play);
    const [spaceId, payments] = [...offer.place.entries()][0];
    await click(container.querySelector(`.rr-space[data-space="${spaceId}"] .rr-space-main`));
    expect(play).toHaveBeenCalledTimes(1);
    expect(play).toHaveBeenCalledWith('placeWorkers', spaceId, payments[0]);
    expect(legal).toContainEqual({ move: 'placeWorkers', args: [spaceId, payments[0]] });

    const multi = [...offer.place.entries()].find(([, r]) => r.length > 1);
    expect(multi, 'a space payable in more than one way (the seat has roubles)').toBeTruthy();
    const [mid, mr] = multi!;
    await click(container.querySelector(`.rr-space[data-space="${mid}"] .rr-pay-toggle`));
    const options = container.querySelectorAll(`.rr-space[data-space="${mid}"] .rr-pay-options button`);
    expect(options.length).toBe(mr.length);
    await click(options[options.length - 1]);
    expect(play).toHaveBeenLastCalledWith('placeWorkers', mid, mr[mr.length - 1]);
    // A card that is not legal cannot be clicked at all.
    const dead = container.querySelector<HTMLButtonElement>('.rr-space[data-legal="false"] .rr-space-main');
    if (dead) {
      await click(dead);
      expect(play).toHaveBeenCalledTimes(2);
    }
  });

  it('offers Pass as a button, and track advancements both as buttons and as targets on the player board', async () => {
    const client = newClient(2, 'ui-steps');
    playUntil(client, 'steps', (G) => G.pending[0]?.k === 'advanceTracks');
    const st = seatState(client, client.getState()!.G.current);
    const pid = st.G.current;
    const legal = enumerate(st.G, st.ctx, pid);
    const advances = legal.filter((m) => m.move === 'advanceTrack').map((m) => m.args!.join(':')).sort();
    expect(advances.length).toBeGreaterThan(0);
    const play = vi.fn();
    const { container } = await renderBoard(st.G, st.ctx, pid, legal, play);
    const buttons = Array.from(container.querySelectorAll<HTMLElement>('.rr-choices [data-advance]')).map((e) => e.dataset.advance!).sort();
    const cells = Array.from(container.querySelectorAll<HTMLElement>('.rr-pboard [data-advance]')).map((e) => e.dataset.advance!).sort();
    expect(buttons).toEqual(advances);
    expect(cells).toEqual(advances);
    expect(highlightedSpaces(container)).toEqual([]);
    const cell = container.querySelector<HTMLElement>('.rr-pboard [data-advance]')!;
    await click(cell);
    const [l, c] = cell.dataset.advance!.split(':').map(Number);
    expect(play).toHaveBeenCalledWith('advanceTrack', l, c);
    expect(container.querySelector('.rr-btn-pass')).toBeNull();

    // Back at a plain choice, Pass is there and sends pass().
    const client2 = newClient(2, 'ui-pass');
    playUntil(client2, 'pass', choosingAction);
    const st2 = seatState(client2, client2.getState()!.G.current);
    const legal2 = enumerate(st2.G, st2.ctx, st2.G.current);
    const play2 = vi.fn();
    const { container: c2 } = await renderBoard(st2.G, st2.ctx, st2.G.current, legal2, play2);
    await click(c2.querySelector('.rr-btn-pass'));
    expect(play2).toHaveBeenCalledWith('pass');
  });

  it('a spectator sees the board without any highlight; a move the board has no place for (cancel) becomes a plain button', async () => {
    const client = newClient(3, 'ui-watch');
    playUntil(client, 'watch', (G, ctx) => choosingAction(G, ctx) && G.round >= 2);
    client.updatePlayerID(null as any);
    const st = client.getState()!;
    const { container } = await renderBoard(st.G, st.ctx, null, []);
    expect(highlightedSpaces(container)).toEqual([]);
    expect(container.querySelector('.rr-prompt-wait')!.textContent).toContain('You are watching');
    expect(container.querySelectorAll('[role="tab"]').length).toBe(3);

    const pid = st.G.current;
    const legal = [...enumerate(seatState(client, pid).G, st.ctx, pid), { move: 'cancel', args: [] }];
    const play = vi.fn();
    const { container: c2 } = await renderBoard(seatState(client, pid).G, st.ctx, pid, legal, play);
    await click(Array.from(c2.querySelectorAll('.rr-choices button')).find((b) => b.textContent === 'Cancel'));
    expect(play).toHaveBeenCalledWith('cancel');
  });

  it('offers the Starting Bonus cards as buttons', async () => {
    const client = newClient(3, 'ui-start');
    const st = seatState(client, client.getState()!.G.current);
    expect(st.ctx.phase).toBe('startingBonus');
    const legal = enumerate(st.G, st.ctx, st.G.current);
    const play = vi.fn();
    const { container } = await renderBoard(st.G, st.ctx, st.G.current, legal, play);
    const buttons = container.querySelectorAll('.rr-choices .rr-btn');
    expect(buttons.length).toBe(legal.length);
    await click(buttons[0]);
    expect(play).toHaveBeenCalledWith('takeStartingBonus', legal[0].args![0]);
  });
});

/** Every move the page offers, read from the data-move/data-args of its buttons (placeWorkers: the card's default payment). */
function offeredMoves(container: HTMLElement): string[] {
  const out = new Set<string>();
  for (const el of container.querySelectorAll<HTMLButtonElement>('button[data-move]')) {
    if (el.disabled || el.getAttribute('aria-disabled') === 'true') continue;
    out.add(JSON.stringify([el.dataset.move, JSON.parse(el.dataset.args!)]));
  }
  return [...out].sort();
}

/** The enumerator's moves in the same shape: one row per placeWorkers space, with its fewest roubles. */
function expectedMoves(legal: MoveChoice[]): string[] {
  const out = new Set<string>();
  const minPay = new Map<string, number>();
  for (const m of legal) {
    if (m.move === 'placeWorkers') minPay.set(m.args![0], Math.min(minPay.get(m.args![0]) ?? Infinity, m.args![1]));
    else out.add(JSON.stringify([m.move, m.args ?? []]));
  }
  for (const [id, r] of minPay) out.add(JSON.stringify(['placeWorkers', [id, r]]));
  return [...out].sort();
}

describe('russian-railroads board: every legal move, and nothing else', () => {
  const games = [
    [2, 'ui-all-2', { board: 'base', coal: false }, 'base'],
    [3, 'ui-all-3', { board: 'base', coal: false }, 'base'],
    [1, 'ui-all-solo', { board: 'base', coal: false }, 'solo against Emil'],
    [2, 'ui-all-coal', { board: 'base', coal: true }, 'Coal module'],
    [2, 'ui-all-german', { board: 'german', coal: false }, 'German board'],
    [2, 'ui-all-american', { board: 'american', coal: true }, 'American board with Coal'],
  ] as const;
  for (const [players, seed, setupData, label] of games) {
    it(`offers exactly the enumerated moves at every sampled moment of a whole ${players}-player game (${label})`, async () => {
      const client = newClient(players, seed, setupData);
      const rng = seedrandom(seed);
      const kinds = new Set<string>();
      let renders = 0;
      for (let n = 0; n < 4000; n++) {
        const st = seatState(client, client.getState()!.G.current);
        if (st.ctx.gameover) break;
        const pid = st.G.current;
        const legal = enumerate(st.G, st.ctx, pid);
        const special = legal.some((m) => !['placeWorkers', 'pass', 'advanceTrack', 'useEngineer'].includes(m.move));
        if (renders < 60 && (n % 7 === 0 || (special && n % 2 === 0))) {
          const { container } = await renderBoard(st.G, st.ctx, pid, legal);
          expect(offeredMoves(container), `moment ${n}, step ${st.G.pending[0]?.k ?? st.ctx.phase}`).toEqual(expectedMoves(legal));
          const offer = readOffer(legal);
          for (const [id, pays] of offer.place) {
            expect(!!container.querySelector(`.rr-space[data-space="${id}"] .rr-pay-toggle`)).toBe(pays.length > 1);
          }
          legal.forEach((m) => kinds.add(m.move));
          renders++;
          const m = mounted.pop()!;
          act(() => m.root.unmount());
          m.container.remove();
        }
        const acting = legal.filter((o) => o.move !== 'pass' && o.move !== 'skipStep');
        const pool = acting.length && rng() < 0.85 ? acting : legal;
        const pick = pool[Math.floor(rng() * pool.length)];
        (client.moves as any)[pick.move](...(pick.args ?? []));
      }
      expect(client.getState()!.ctx.gameover).toBeTruthy();
      expect(renders).toBeGreaterThan(players === 1 ? 8 : 30);
      for (const k of ['placeWorkers', 'pass', 'advanceTrack', 'advanceIndustry', 'takeLocomotive', 'placeLocomotive']) expect(kinds).toContain(k);
      if (setupData.coal) for (const k of ['attachBoilerman', 'takeFoundry', 'useFoundry']) expect(kinds).toContain(k);
    });
  }
});

describe('russian-railroads board: modules', () => {
  it("solo: Emil's blocked spaces carry his token and his panel shows his workers", async () => {
    const client = newClient(1, 'ui-emil');
    playUntil(client, 'emil', (G, ctx) => choosingAction(G, ctx) && Object.values(G.spaces).includes('emil'));
    const st = seatState(client, '0');
    const legal = enumerate(st.G, st.ctx, '0');
    const { container } = await renderBoard(st.G, st.ctx, '0', legal);
    const blocked = Object.keys(st.G.spaces).filter((id) => st.G.spaces[id] === 'emil');
    expect(blocked.length).toBeGreaterThan(0);
    for (const id of blocked) {
      const card = container.querySelector<HTMLElement>(`.rr-space[data-space="${id}"]`)!;
      expect(card.dataset.legal).toBe('false');
      expect(card.querySelector('.rr-seat-token')!.getAttribute('aria-label')).toMatch(/Emil/);
    }
    expect(container.querySelector('.rr-emil')!.textContent).toContain(`${st.G.emil!.workers}/${st.G.emil!.owned}`);
    expect(container.querySelectorAll('[role="tab"]').length).toBe(0);
  });

  it('Coal: the coal board shows the face-up foundries and each seat\'s coal; coal spaces show their coal cost', async () => {
    const client = newClient(2, 'ui-coal', { board: 'base', coal: true });
    playUntil(client, 'coal', choosingAction);
    const st = seatState(client, client.getState()!.G.current);
    const legal = enumerate(st.G, st.ctx, st.G.current);
    const { container } = await renderBoard(st.G, st.ctx, st.G.current, legal);
    const coal = container.querySelector('.rr-coal')!;
    expect(coal).not.toBeNull();
    expect(coal.querySelectorAll('.rr-foundry:not(.rr-foundry-pile):not(.rr-coal-factory)').length).toBe(st.G.foundryDisplay.length);
    const rows = Array.from(coal.querySelectorAll('li')).map((li) => li.textContent!.replace(/\s+/g, ' ').trim());
    for (const pid of Object.keys(st.G.players)) expect(rows[Number(pid)]).toMatch(new RegExp(`^\\S* ?${['Ada', 'Boris'][Number(pid)]}: ${st.G.players[pid].coal}( |$)`));
    expect(container.querySelector('.rr-space[data-space="C3"] .rr-cost')!.getAttribute('aria-label')).toContain('2 coal');
  });

  it("German: each station lists the seat's placed extension, or the tiles still in the pool with what their spaces give", async () => {
    const client = newClient(2, 'ui-german-ext', { board: 'german', coal: false });
    playUntil(client, 'german', (G, ctx) => choosingAction(G, ctx) && Object.values(G.players).some((p) => Object.keys(p.extensions).length > 0));
    const st = seatState(client, client.getState()!.G.current);
    const owner = Object.keys(st.G.players).find((pid) => Object.keys(st.G.players[pid].extensions).length > 0)!;
    expect(owner).toBeDefined();
    const { container } = await renderBoard(st.G, st.ctx, owner, []);
    const panel = container.querySelector('.rr-german')!;
    const areas = Array.from(panel.querySelectorAll<HTMLElement>('.rr-area'));
    expect(areas.map((a) => a.getAttribute('aria-label'))).toEqual(['Hannover extensions', 'Würzburg extensions', 'Frankfurt extensions']);
    const areaIds = ['HV', 'WU', 'FR'];
    areas.forEach((area, i) => {
      const shown = Array.from(area.querySelectorAll<HTMLElement>('[data-extension]')).map((e) => e.dataset.extension!);
      const placed = st.G.players[owner].extensions[areaIds[i]];
      if (placed) {
        expect(shown).toEqual([placed]);
        expect(area.querySelector('.rr-ext-placed strong')!.textContent).toBe(`${placed} (placed)`);
      } else {
        const pool = st.G.extensionPool.filter((id) => id.startsWith(areaIds[i]));
        expect(shown).toEqual(pool);
        // The tiles to choose from are folded away until asked for.
        const folded = area.querySelector<HTMLDetailsElement>('details.rr-ext-pool')!;
        expect(folded.open).toBe(false);
        expect(folded.querySelector('summary')!.textContent).toBe(`not placed yet: ${pool.length} tiles to choose from`);
      }
    });
    // A tile's spaces are written out.
    const texts = Array.from(panel.querySelectorAll('.rr-ext-tile li'), (li) => li.textContent);
    expect(texts.length).toBeGreaterThan(0);
    for (const t of texts) expect(t).toMatch(/^(Dresden|Nürnberg-Fürth) \d, (black|gray) track \+ locomotive: .+/);
    // This seed: seat 0 placed HV4 (Würzburg still open with WU4, WU3, WU1 in the pool, Frankfurt with FR1, FR4, FR2).
    expect(owner).toBe('0');
    expect(st.G.players[owner].extensions).toEqual({ HV: 'HV4' });
    const spaces = (id: string) => Array.from(panel.querySelectorAll(`[data-extension="${id}"] li`), (li) => li.textContent);
    expect(spaces('HV4')).toEqual([
      'Dresden 7, black track + locomotive: a locomotive or a factory',
      'Dresden 8, black track + locomotive: 2 roubles',
      'Dresden 9, black track + locomotive: industry +2',
    ]);
    expect(spaces('FR4')).toEqual([
      'Nürnberg-Fürth 8, black track + locomotive: industry +2',
      'Nürnberg-Fürth 9, black track + locomotive: 2 roubles',
    ]);
    expect(spaces('FR1')).toEqual([
      'Nürnberg-Fürth 8, black track + locomotive: ★ 5 points every scoring',
      'Nürnberg-Fürth 9, black track + locomotive: ★ 5 points every scoring',
    ]);
  });
});

describe('russian-railroads board: the pause after a relocation', () => {
  it('offers the coin space the relocation reached and a Done button that lets the round be scored', async () => {
    const client = newClient(2, 'ui-american-pause', { board: 'american', coal: false });
    playUntil(client, 'american-pause', (G, ctx) => choosingAction(G, ctx) && G.round === 2);
    const st = seatState(client, client.getState()!.G.current);
    const G = structuredClone(st.G);
    G.pending = [{ k: 'freeActions' }];
    const pid = G.current;
    const legal: MoveChoice[] = [{ move: 'payCoinSpace', args: ['CP2'] }, { move: 'skipStep', args: [] }];
    const { container, play } = await renderBoard(G, st.ctx, pid, legal);
    const prompt = container.querySelector('.rr-prompt')!;
    expect(prompt.textContent).toContain('Before the round is scored you may still use an income marker or pay for a coin space.');
    const buttons = Array.from(prompt.querySelectorAll('button'), (b) => b.textContent);
    expect(buttons).toEqual(['Pay 1 rouble at Transcontinental East 5: this railroad scores double (free)', 'Done: score the round']);
    await click(Array.from(prompt.querySelectorAll('button')).find((b) => b.textContent === 'Done: score the round'));
    expect(play).toHaveBeenCalledWith('skipStep');
  });
});

describe('russian-railroads board: the American panel', () => {
  it("lists each coin space with the track it asks for and what its rouble buys, marks the seat's Done markers, and shows the Golden Spike lines", async () => {
    const client = newClient(2, 'ui-american-coins', { board: 'american', coal: false });
    playUntil(client, 'american', (G, ctx) => choosingAction(G, ctx) && G.round === 2);
    const st = seatState(client, client.getState()!.G.current);
    // Random play seldom gets this far: in this copy seat 0 has paid for CP2 and completed the East
    // line (black track on 7, locomotive #7 on its slot).
    const owner = '0';
    const G = structuredClone(st.G);
    const seat = G.players[owner];
    seat.tracks[1] = [7, 5, 0, -1, -1];
    seat.claimed.push('CP2');
    seat.locos[2] = 7;
    const { container } = await renderBoard(G, st.ctx, owner, []);
    const panel = container.querySelector('.rr-american')!;
    const cards = Array.from(panel.querySelectorAll<HTMLElement>('[data-coin-space]'));
    expect(cards.map((c) => c.dataset.coinSpace)).toEqual(['CP1', 'CP2', 'CP3']);
    expect(cards.map((c) => c.querySelector('li')!.textContent)).toEqual([
      'gray track here, then 1 rouble: a ? token',
      'gray track here, then 1 rouble: this railroad scores double',
      'brown track here, then 1 rouble: draw 2 End Bonus cards, keep 1',
    ]);
    expect(cards.map((c) => c.querySelector('strong')!.textContent)).toEqual([
      'Main line (New York–Omaha) 5',
      'Transcontinental East 5 ✓ Done',
      'Transcontinental West 6',
    ]);
    const spikes = Array.from(panel.querySelectorAll<HTMLElement>('[data-golden-spike] strong'), (e) => e.textContent);
    expect(spikes).toEqual(['Transcontinental East ✓ complete', 'Transcontinental West']);
    expect(panel.querySelector('[aria-label="Golden Spike"] .rr-area-head .rr-muted')!.textContent).toBe('+10 every railroad scoring per line complete: now +10');
  });
});

describe('russian-railroads board: player boards', () => {
  it("draws every seat's railroads with a track marker where the state has one, the viewer's board first", async () => {
    const client = newClient(3, 'ui-tracks');
    playUntil(client, 'tracks', (G, ctx) => choosingAction(G, ctx) && G.round >= 2);
    const st = seatState(client, '1');
    const { container } = await renderBoard(st.G, st.ctx, '1', []);
    const tabs = Array.from(container.querySelectorAll<HTMLElement>('[role="tab"]'));
    expect(tabs.length).toBe(3);
    expect(tabs[0].textContent).toContain('Boris (you)');
    expect(tabs[0].getAttribute('aria-selected')).toBe('true');
    for (const tab of tabs) {
      await click(tab);
      const board = container.querySelector<HTMLElement>('.rr-pboard')!;
      const pid = board.dataset.seat!;
      const p = st.G.players[pid];
      const lines = board.querySelectorAll('.rr-line');
      expect(lines.length).toBe(3);
      lines.forEach((line, l) => {
        const chips = line.querySelectorAll('.rr-line-cells .rr-cell:not(.rr-depot) .rr-chip:not(.rr-chip-ghost)').length;
        expect(chips).toBe(p.tracks[l].filter((pos) => pos > 0).length);
      });
      expect(board.querySelector('.rr-pname')!.textContent).toBe(['Ada', 'Boris', 'Clara'][Number(pid)]);
    }
  });

  it("never renders another seat's End Bonus cards, only their count; the owner sees theirs", async () => {
    const client = newClient(2, 'ui-secret');
    playUntil(client, 'secret', (G, ctx) => choosingAction(G, ctx) && G.round >= 2);
    // Give seat 1 a kept End Bonus card the way the rules would, in the unfiltered state.
    const full = JSON.parse(JSON.stringify((client as any).store.getState().G)) as RRState;
    const card = full.secret!.ebPile[0];
    full.hands['1'] = { endBonus: [card], drawn: [] };
    full.players['1'].endBonusCount = 1;
    const ctx = client.getState()!.ctx;
    const { END_BONUS_BY_ID } = await import('../../../games/russian-railroads/data/endBonus');
    const name = END_BONUS_BY_ID[card].name;

    // Seat 0's view through the game's playerView, and even the unfiltered state: no card of seat 1.
    for (const G of [game.playerView!({ G: full, ctx, playerID: '0' } as any) as RRState, full]) {
      const { container } = await renderBoard(G, ctx, '0', []);
      for (const tab of container.querySelectorAll('[role="tab"]')) {
        await click(tab);
        expect(container.querySelector('[data-endbonus]')).toBeNull();
        expect(container.textContent).not.toContain(name);
      }
      await click(container.querySelectorAll('[role="tab"]')[1]);
      expect(container.querySelector('.rr-pboard')!.textContent).toContain('1 face down');
    }
    // The owner sees it.
    const own = game.playerView!({ G: full, ctx, playerID: '1' } as any) as RRState;
    const { container } = await renderBoard(own, ctx, '1', []);
    expect(container.querySelector(`[data-endbonus="${card}"]`)?.textContent).toContain(name);
  });
});

describe('russian-railroads board: the end screen', () => {
  it('sums up the last round\'s scoring: each seat\'s railroads, bonuses and industry, from the end of the round', async () => {
    const client = newClient(2, 'ui-round-scoring');
    const firstPlacement = seatState(client, client.getState()!.G.current);
    const before = await renderBoard(firstPlacement.G, firstPlacement.ctx, '0', []);
    expect(before.container.querySelector('.rr-round-scoring')).toBeNull();
    playUntil(client, 'ui-round-scoring', (G) => G.round === 2);
    const st = seatState(client, '0');
    expect(st.G.history).toHaveLength(1);
    const { container } = await renderBoard(st.G, st.ctx, '0', []);
    const panel = container.querySelector<HTMLElement>('section[aria-label="Round 1 scoring"]')!;
    expect(panel).not.toBeNull();
    const heads = Array.from(panel.querySelectorAll('thead th'), (th) => th.textContent);
    expect(heads).toEqual(['Seat', 'Trans-Siberian', 'St. Petersburg', 'Kiev', 'Bonuses', 'Industry', 'Round', 'Total']);
    let railroads = 0;
    for (const pid of ['0', '1']) {
      const row = panel.querySelector(`tr[data-seat="${pid}"]`)!;
      expect(row.querySelector('th')!.textContent).toContain(['Ada', 'Boris'][Number(pid)]);
      const [ts, stp, kiev, bonuses, industry, round, total] = Array.from(row.querySelectorAll('td'), (td) => Number(td.textContent!.replace('+', '')));
      // Railroads, bonuses and industry only ever score in a round's scoring, so after round 1 the
      // seat's categories are exactly what the panel says it scored then.
      const p = st.G.players[pid];
      expect(ts + stp + kiev).toBe(p.pts.tracks);
      expect(bonuses).toBe(p.pts.bonuses);
      expect(industry).toBe(p.pts.industry);
      expect(round).toBe(ts + stp + kiev + bonuses + industry);
      expect(total).toBe(p.score);
      railroads += ts + stp + kiev;
    }
    expect(railroads, 'a round in which some railroad scored').toBeGreaterThan(0);
  });

  it("shows the winner and each player's final score breakdown, End Bonus cards revealed", async () => {
    // Play whole games until one ends with an End Bonus card kept, so the card rows are really checked.
    let client = newClient(2, 'ui-end-5');
    for (const seed of ['ui-end-5', 'ui-end-1', 'ui-end-2', 'ui-end-3', 'ui-end-6', 'ui-end-11']) {
      client = newClient(2, seed);
      playUntil(client, seed, () => false, 6000);
      const full = (client as any).store.getState().G as RRState;
      if (Object.values(full.hands).some((h) => (h?.endBonus.length ?? 0) > 0)) break;
    }
    const st = seatState(client, '0');
    expect(st.ctx.gameover).toBeTruthy();
    expect(Object.values(st.G.hands).some((h) => (h?.endBonus.length ?? 0) > 0), 'a game that ends with an End Bonus card').toBe(true);
    const G = st.G;
    const { container } = await renderBoard(G, st.ctx, '0', []);
    const end = container.querySelector('.rr-end');
    expect(end).not.toBeNull();
    expect(end!.querySelector('h2')!.textContent).toMatch(G.gameover!.winners.length > 1 ? /share the victory/ : /wins/);
    const winnerName = ['Ada', 'Boris'][Number(G.gameover!.winners[0])];
    expect(end!.querySelector('h2')!.textContent).toContain(winnerName);
    for (const pid of ['0', '1']) {
      const card = end!.querySelector<HTMLElement>(`.rr-end-card[data-seat="${pid}"]`)!;
      expect(card).not.toBeNull();
      const p = G.players[pid];
      const rows = Array.from(card.querySelectorAll('tbody tr:not(.rr-eb-detail)')).map((tr) => Number(tr.querySelector('td')!.textContent));
      expect(rows.reduce((a, b) => a + b, 0)).toBe(p.score);
      expect(card.querySelector('tfoot td')!.textContent).toBe(String(p.score));
      for (const id of G.hands[pid]?.endBonus ?? []) {
        expect(card.querySelector(`[data-endbonus="${id}"] td`)!.textContent).toBe(String(G.finalScores![pid][id]));
        expect(card.querySelector(`[data-endbonus="${id}"] th`)!.textContent).toContain(endBonusText(id).name);
      }
    }
    // Once the game is over nothing is offered.
    expect(highlightedSpaces(container)).toEqual([]);
    expect(container.querySelector('.rr-prompt')).toBeNull();
  });
});
