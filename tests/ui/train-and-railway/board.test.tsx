// @vitest-environment jsdom
// The Train & Railway board, rendered from real game states (boardgame.io's Client driving the
// game module): its highlights are exactly the enumerator's moves, clicks send the right
// arguments, other seats' secrets stay hidden, and the end screen lists the five scoring steps.
import { act } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { trainAndRailway } from '../../../games/train-and-railway';
import type { TRState } from '../../../games/train-and-railway/rules/state';
import type { MoveChoice } from '../../../games/kit/types';
import Board from '../../../ui/boards/train-and-railway';
import { endedByText } from '../../../ui/boards/train-and-railway/EndScreen';

(globalThis as any).IS_REACT_ACT_ENVIRONMENT = true;

const enumerate = (G: TRState, ctx: any, pid: string) => trainAndRailway.game.ai!.enumerate(G, ctx, pid) as MoveChoice[];
const names = { '0': 'Ada', '1': 'Boris', '2': 'Chloé' };

function newClient(numPlayers: number, seed: string, map = 'TR-P02') {
  const game = { ...trainAndRailway.game, seed, setup: (c: any) => trainAndRailway.game.setup!(c, { map }) };
  const client = Client<TRState>({ game, numPlayers, debug: false });
  client.start();
  return client;
}

/** Plays one enumerated move for the current player (the first one matching `pick`). */
function playMove(client: ReturnType<typeof newClient>, pick: (m: MoveChoice) => boolean) {
  const s = client.getState()!;
  client.updatePlayerID(s.ctx.currentPlayer);
  const st = client.getState()!;
  const m = enumerate(st.G, st.ctx, st.ctx.currentPlayer).find(pick);
  if (!m) throw new Error('no such legal move');
  const before = st._stateID;
  (client.moves as any)[m.move](...(m.args ?? []));
  expect(client.getState()!._stateID).toBeGreaterThan(before);
  return m;
}

/** Picks the hex where a railway path starts, when the rules ask for it as a move of its own. */
function startRailIn(client: ReturnType<typeof newClient>, hex: string) {
  const s = client.getState()!;
  client.updatePlayerID(s.ctx.currentPlayer);
  const st = client.getState()!;
  if (enumerate(st.G, st.ctx, st.ctx.currentPlayer).some((m) => m.move === 'chooseRailHex')) playMove(client, (m) => m.move === 'chooseRailHex' && m.args![0] === hex);
}

function chooseStarts(client: ReturnType<typeof newClient>) {
  while (client.getState()!.ctx.phase === 'chooseStart') playMove(client, (m) => m.move === 'chooseStart');
}

interface Mounted {
  container: HTMLElement;
  root: Root;
  play: ReturnType<typeof vi.fn>;
  moves: MoveChoice[];
  G: TRState;
}
const mounted: Mounted[] = [];
afterEach(() => {
  while (mounted.length) {
    const m = mounted.pop()!;
    act(() => m.root.unmount());
    m.container.remove();
  }
});

/** Renders the board as `viewer` sees the client's current state (playerView applied by the client). */
async function renderAs(client: ReturnType<typeof newClient>, viewer: string): Promise<Mounted> {
  client.updatePlayerID(viewer);
  const state = client.getState()!;
  const moves = state.ctx.gameover ? [] : enumerate(state.G, state.ctx, viewer).filter(() => state.ctx.currentPlayer === viewer);
  const play = vi.fn();
  const container = document.createElement('div');
  document.body.appendChild(container);
  const root = createRoot(container);
  const props: any = { ...state, moves: client.moves, events: {}, playerID: viewer, legalMoves: moves, play, refusal: null, playerNames: names, isActive: true, isMultiplayer: false, log: [] };
  await act(async () => root.render(<Board {...props} />));
  const m = { container, root, play, moves, G: state.G };
  mounted.push(m);
  return m;
}

async function click(el: Element | null | undefined) {
  if (!el) throw new Error('nothing to click');
  await act(async () => {
    el.dispatchEvent(new MouseEvent('click', { bubbles: true }));
  });
}

const segKey = (a: number, b: number) => `${Math.min(a, b)}-${Math.max(a, b)}`;
const mainMap = (c: HTMLElement) => c.querySelector('.tr-map-main')!;
const attrs = (root: Element, sel: string, attr: string) => [...root.querySelectorAll(sel)].map((e) => e.getAttribute(attr)!);

describe('Train & Railway board', () => {
  it('offers exactly the legal start positions and sends chooseStart with the start id', async () => {
    const client = newClient(2, 'starts');
    const viewer = client.getState()!.ctx.currentPlayer;
    const m = await renderAs(client, viewer);
    const legal = m.moves.filter((x) => x.move === 'chooseStart').map((x) => x.args![0]);
    expect(legal.length).toBe(8);
    const starts = trainAndRailway.game.setup ? (await import('../../../games/train-and-railway/rules/board')).staticBoard(m.G.mapId).map.starts : [];
    const hexOf = (id: string) => starts.find((s) => s.id === id)!.hex.join(',');
    const targets = attrs(mainMap(m.container), '.tr-tone-start', 'data-target-hex');
    expect(new Set(targets)).toEqual(new Set(legal.map(hexOf)));
    await click(mainMap(m.container).querySelector(`[data-target-hex="${hexOf('S5')}"]`));
    expect(m.play).toHaveBeenCalledWith('chooseStart', 'S5');
  });

  it('highlights exactly the legal railway segments of a chosen hex and start edge, and draws the clicked one', async () => {
    const client = newClient(2, 'draw');
    chooseStarts(client);
    playMove(client, (x) => x.move === 'drawRailway');
    const pid = client.getState()!.ctx.currentPlayer;
    let m = await renderAs(client, pid);
    // The rules either ask for the start hex first (chooseRailHex) or list segments of every hex.
    const hexMoves = m.moves.filter((x) => x.move === 'chooseRailHex');
    const stepwise = hexMoves.length > 0;
    const legalHexes = new Set((stepwise ? hexMoves : m.moves.filter((x) => x.move === 'drawRailSegment')).map((x) => x.args![0] as string));
    expect(legalHexes.size).toBeGreaterThan(10);
    // Every hex where a railway may start, and no other, is clickable; no railway is offered yet.
    expect(new Set(attrs(mainMap(m.container), '.tr-tone-draw', 'data-target-hex'))).toEqual(legalHexes);
    expect(mainMap(m.container).querySelectorAll('[data-seg]').length).toBe(0);
    const hex = [...legalHexes][7];
    await click(mainMap(m.container).querySelector(`[data-target-hex="${hex}"]`));
    if (stepwise) {
      expect(m.play).toHaveBeenLastCalledWith('chooseRailHex', hex);
      playMove(client, (x) => x.move === 'chooseRailHex' && x.args![0] === hex);
    }
    const open = async () => {
      await act(async () => m.root.unmount());
      m = await renderAs(client, pid);
      if (!stepwise) await click(mainMap(m.container).querySelector(`[data-target-hex="${hex}"]`));
    };
    await open();
    const inHex = m.moves.filter((x) => x.move === 'drawRailSegment' && x.args![0] === hex);
    expect(inHex.length).toBeGreaterThan(3);
    if (stepwise) expect(m.moves.every((x) => x.move !== 'drawRailSegment' || x.args![0] === hex)).toBe(true);
    // First the start edge: exactly the edges that legal railways in the hex touch.
    const edges = new Set(inHex.flatMap((x) => [x.args![1], x.args![2]] as number[]));
    expect(new Set(attrs(mainMap(m.container), '[data-edge]', 'data-edge'))).toEqual(new Set([...edges].map((e) => `${hex}:${e}`)));
    const union = new Set<string>();
    for (const e of edges) {
      await open();
      await click(mainMap(m.container).querySelector(`[data-edge="${hex}:${e}"]`));
      const shown = attrs(mainMap(m.container), '[data-seg]', 'data-seg');
      const expected = new Set(inHex.filter((x) => x.args![1] === e || x.args![2] === e).map((x) => `${hex}:${segKey(x.args![1], x.args![2])}`));
      expect(new Set(shown)).toEqual(expected);
      expect(shown.length).toBe(expected.size);
      shown.forEach((x) => union.add(x));
      // Clicking a highlighted railway draws it from the chosen edge: a legal move.
      const first = mainMap(m.container).querySelector('[data-seg]')!;
      await click(first);
      const call = m.play.mock.calls.at(-1)!;
      expect(call[0]).toBe('drawRailSegment');
      expect(call[1]).toBe(hex);
      expect(call[2]).toBe(e);
      expect(`${hex}:${segKey(call[2], call[3])}`).toBe(first.getAttribute('data-seg'));
      expect(inHex.some((x) => JSON.stringify(x.args) === JSON.stringify(call.slice(1)))).toBe(true);
    }
    expect(union).toEqual(new Set(inHex.map((x) => `${hex}:${segKey(x.args![1], x.args![2])}`)));
  });

  it('while a path continues, highlights exactly the next legal segments and sends the clicked one', async () => {
    const client = newClient(2, 'continue');
    chooseStarts(client);
    playMove(client, (x) => x.move === 'drawRailway');
    // A straight segment in an open hex of the middle of the map, so the path can continue.
    startRailIn(client, '2,3');
    playMove(client, (x) => x.move === 'drawRailSegment' && x.args![0] === '2,3' && x.args![1] === 0 && x.args![2] === 3);
    const pid = client.getState()!.ctx.currentPlayer;
    const m = await renderAs(client, pid);
    const legal = m.moves.filter((x) => x.move === 'drawRailSegment');
    expect(legal.length).toBeGreaterThan(0);
    expect(m.G.turn.pending).toMatchObject({ k: 'draw', left: 2 });
    const shown = attrs(mainMap(m.container), '[data-seg]', 'data-seg');
    expect(shown.length).toBe(legal.length);
    expect(new Set(shown)).toEqual(new Set(legal.map((x) => `${x.args![0]}:${segKey(x.args![1], x.args![2])}`)));
    // No hex needs choosing while the path continues.
    expect(mainMap(m.container).querySelectorAll('.tr-tone-draw').length).toBe(0);
    const target = mainMap(m.container).querySelectorAll('[data-seg]')[legal.length - 1];
    await click(target);
    const call = m.play.mock.calls.at(-1)!;
    expect(call[0]).toBe('drawRailSegment');
    expect(legal.some((x) => JSON.stringify(x.args) === JSON.stringify(call.slice(1)))).toBe(true);
    expect(`${call[1]}:${segKey(call[2], call[3])}`).toBe(target.getAttribute('data-seg'));
  });

  it('offers the train the legal steps ahead and the non-spatial choices as buttons', async () => {
    const client = newClient(2, 'move');
    chooseStarts(client);
    const pid = client.getState()!.ctx.currentPlayer;
    const t = client.getState()!.G.trains[pid]!;
    // Draw a path straight out of the hex the train faces, so the train can move.
    playMove(client, (x) => x.move === 'drawRailway');
    const { neighbourKey } = await import('../../../ui/boards/train-and-railway/hex');
    const ahead = neighbourKey(t.hex, t.facing);
    const entry = (t.facing + 3) % 6;
    startRailIn(client, ahead);
    playMove(client, (x) => x.move === 'drawRailSegment' && x.args![0] === ahead && x.args![1] === entry && x.args![2] === t.facing);
    while (client.getState()!.G.turn.pending?.k === 'draw') playMove(client, (x) => x.move === 'drawRailSegment');
    // Main action done: the board offers End turn as a button, which sends endTurn.
    let m = await renderAs(client, pid);
    expect(m.moves.some((x) => x.move === 'endTurn')).toBe(true);
    await click(m.container.querySelector('[data-move="endTurn"]'));
    expect(m.play).toHaveBeenCalledWith('endTurn');
    playMove(client, (x) => x.move === 'endTurn');
    // The other player passes, then the first player moves forward.
    const other = client.getState()!.ctx.currentPlayer;
    playMove(client, (x) => x.move === 'drawRailway');
    while (client.getState()!.G.turn.pending?.k === 'draw') playMove(client, (x) => x.move === 'drawRailSegment' || x.move === 'chooseRailHex');
    while (client.getState()!.ctx.currentPlayer === other) playMove(client, (x) => x.move === 'endTurn' || x.move === 'passLocation');
    m = await renderAs(client, pid);
    await click(m.container.querySelector('[data-move="moveForward"]'));
    expect(m.play).toHaveBeenCalledWith('moveForward');
    playMove(client, (x) => x.move === 'moveForward');
    m = await renderAs(client, pid);
    const steps = m.moves.filter((x) => x.move === 'moveStep').map((x) => x.args![0] as string);
    expect(steps.length).toBeGreaterThan(0);
    const shown = attrs(mainMap(m.container), '[data-seg]', 'data-seg');
    expect(new Set(shown)).toEqual(new Set(steps.map((s) => `${ahead}:${s}`)));
    await click(mainMap(m.container).querySelector('[data-seg]'));
    expect(m.play).toHaveBeenLastCalledWith('moveStep', shown[0].split(':')[1]);
  });

  it('offers exactly the legal sales on the contracts and sends sellGood with the card and the good', async () => {
    const client = newClient(2, 'sale');
    chooseStarts(client);
    const pid = client.getState()!.ctx.currentPlayer;
    client.updatePlayerID(pid);
    const state = client.getState()!;
    // The real position, a few steps on: the player stands in a sale at the city of the first
    // public contract's colour, holding that card's goods and one good nobody wants there.
    const G: TRState = JSON.parse(JSON.stringify(state.G));
    const { contract } = await import('../../../games/train-and-railway/data/contracts');
    const colour = contract(G.publicContracts[0].id).colour;
    const { staticBoard } = await import('../../../games/train-and-railway/rules/board');
    const city = Object.entries(staticBoard(G.mapId).buildings).find(([, b]) => b.kind === 'city' && b.color === colour)![0];
    G.turn = { mainDone: true, locationDone: false, location: { main: false, left: 1, kinds: [] }, pending: { k: 'sale', hex: city, colour, sold: 0, secretSold: {} } };
    const goods: Record<string, number> = {};
    for (const g of contract(G.publicContracts[0].id).goods) goods[g] = (goods[g] ?? 0) + 1;
    G.players[pid].goods = goods;
    const moves = enumerate(G, state.ctx, pid);
    const legal = moves.filter((m) => m.move === 'sellGood').map((m) => `${m.args![0]}:${m.args![1]}`);
    expect(legal.length).toBeGreaterThan(0);
    const play = vi.fn();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ container, root, play, moves, G });
    const whyNot = (move: string, ...args: any[]) => trainAndRailway.explain(G, state.ctx, pid, move, args);
    await act(async () => root.render(<Board {...({ ...state, G, playerID: pid, legalMoves: moves, play, refusal: null, playerNames: names, moves: {}, whyNot } as any)} />));
    const offered = new Set(attrs(container, '.tr-contracts [data-sell], [data-player] [data-sell]', 'data-sell'));
    expect(offered).toEqual(new Set(legal));
    // Every other good a public contract still needs says why it cannot be sold now, in the rules' words.
    const unsellable = [...container.querySelectorAll('.tr-contracts .tr-unsellable')];
    const needed = G.publicContracts.reduce((n, c) => n + c.left.length, 0);
    expect(unsellable.length + container.querySelectorAll('.tr-contracts [data-sell]').length).toBe(needed);
    expect(unsellable.length).toBeGreaterThan(0);
    for (const e of unsellable) expect(e.getAttribute('data-why')).toMatch(/belongs to a \w+ city|do not hold that good/);
    expect(unsellable.some((e) => /belongs to a/.test(e.getAttribute('data-why')!))).toBe(true);
    await click(container.querySelector(`.tr-contracts [data-sell="${legal[0]}"]`));
    expect(play).toHaveBeenLastCalledWith('sellGood', ...legal[0].split(':'));
    // Nothing sold yet: finishing the sale is not offered.
    expect(moves.some((m) => m.move === 'finishSale')).toBe(false);
    expect(container.querySelector('[data-move="finishSale"]')).toBeNull();
  });

  it('greys "Build a factory…" with the reason when no hex next to the train can take one, and offers it when one can', async () => {
    const client = newClient(2, 'factory');
    chooseStarts(client);
    const pid = client.getState()!.ctx.currentPlayer;
    client.updatePlayerID(pid);
    const state = client.getState()!;
    const { neighbour } = await import('../../../games/train-and-railway/rules/hex');
    const render = async (G: TRState) => {
      const moves = enumerate(G, state.ctx, pid);
      const container = document.createElement('div');
      document.body.appendChild(container);
      const root = createRoot(container);
      mounted.push({ container, root, play: vi.fn(), moves, G });
      await act(async () => root.render(<Board {...({ ...state, G, playerID: pid, legalMoves: moves, play: vi.fn(), refusal: null, playerNames: names, moves: {} } as any)} />));
      const button = [...container.querySelectorAll('[aria-label="Additional actions"] button')].find((b) => b.textContent === 'Build a factory…')!;
      return { moves, button };
    };
    const open = await render(state.G);
    expect(open.moves.some((m) => m.move === 'buildFactory')).toBe(true);
    expect(open.button.getAttribute('aria-disabled')).toBeNull();
    // Railways on every hex next to the train: factories cannot be built where there are railways.
    const G: TRState = JSON.parse(JSON.stringify(state.G));
    for (let e = 0; e < 6; e++) {
      const n = neighbour(G.trains[pid]!.hex, e);
      G.rails[n] = [...(G.rails[n] ?? []), '0-3'];
    }
    const closed = await render(G);
    expect(closed.moves.some((m) => m.move === 'buildFactory')).toBe(false);
    expect(closed.button.getAttribute('aria-disabled')).toBe('true');
    expect(closed.button.getAttribute('data-why')).toMatch(/^No hex next to your train can take a factory\. .*where there are railways/);
  });

  it('greys the Location action with its reason when nothing can be done there, and says why a location costs a token', async () => {
    const client = newClient(2, 'location');
    chooseStarts(client);
    const pid = client.getState()!.ctx.currentPlayer;
    client.updatePlayerID(pid);
    const state = client.getState()!;
    const { neighbour } = await import('../../../games/train-and-railway/rules/hex');
    const { buildingAt, openingHexes, staticBoard } = await import('../../../games/train-and-railway/rules/board');
    const render = async (G: TRState) => {
      const moves = enumerate(G, state.ctx, pid);
      const container = document.createElement('div');
      document.body.appendChild(container);
      const root = createRoot(container);
      mounted.push({ container, root, play: vi.fn(), moves, G });
      await act(async () => root.render(<Board {...({ ...state, G, playerID: pid, legalMoves: moves, play: vi.fn(), refusal: null, playerNames: names, moves: {} } as any)} />));
      return { container, moves, location: [...container.querySelectorAll('button')].find((b) => b.textContent === 'Location action')! };
    };
    // A start on the map's edge: no location next to the train. The rules still allow the main action.
    const start = await render(state.G);
    expect(start.moves.some((m) => m.move === 'mainLocation')).toBe(true);
    expect(start.location.getAttribute('aria-disabled')).toBe('true');
    expect(start.location.getAttribute('data-why')).toBe('No resource, factory or city stands next to your train.');

    // Beside a coal mine but not at its opening, with a full storage: greyed, naming the mine and why.
    const board = staticBoard(state.G.mapId);
    const coal = board.cells.find((k) => buildingAt(state.G, k)?.kind === 'resource' && (buildingAt(state.G, k) as any).resource === 'coal')!;
    const side = [0, 1, 2, 3, 4, 5].map((e) => neighbour(coal, e)).find((n) => board.cells.includes(n) && !buildingAt(state.G, n) && !openingHexes(coal, buildingAt(state.G, coal)!).includes(n))!;
    const full: TRState = JSON.parse(JSON.stringify(state.G));
    full.trains[pid] = { ...full.trains[pid]!, hex: side };
    full.players[pid].goods = { wood: 4 } as any;
    const blocked = await render(full);
    expect(blocked.location.getAttribute('aria-disabled')).toBe('true');
    expect(blocked.location.getAttribute('data-why')).toMatch(/^Nothing can be done at the locations next to your train\..*Coal: Your storage is full\./);

    // Room in the storage: Location action is offered; once chosen, taking coal says what the token is for.
    const open = JSON.parse(JSON.stringify(full)) as TRState;
    open.players[pid].goods = {} as any;
    const offered = await render(open);
    expect(offered.location.getAttribute('aria-disabled')).toBeNull();
    open.turn.location = { main: true, left: 1, kinds: [] };
    const choosing = await render(open);
    const take = [...choosing.container.querySelectorAll('button')].find((b) => /^Take 1/.test(b.textContent ?? ''))!;
    expect(take.textContent).toMatch(/coal.* \(−3 token: not at its opening\)$/);
    expect(take.getAttribute('title')).toMatch(/not at its opening: using it across the black lines costs a minus token/);
  });

  it('lets the player place tech tokens only on the abilities the enumerator allows', async () => {
    const client = newClient(2, 'upgrade');
    chooseStarts(client);
    const pid = client.getState()!.ctx.currentPlayer;
    client.updatePlayerID(pid);
    const state = client.getState()!;
    const G: TRState = JSON.parse(JSON.stringify(state.G));
    G.players[pid].tech = 2;
    G.players[pid].upgrades = { 'wood-unlimited': 1 };
    const moves = enumerate(G, state.ctx, pid);
    const legal = moves.filter((m) => m.move === 'upgrade').map((m) => m.args![0] as string);
    expect(legal).toContain('coal-unlimited');
    expect(legal).not.toContain('wood-unlimited');
    expect(legal).not.toContain('paper-plus');
    const play = vi.fn();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    mounted.push({ container, root, play, moves, G });
    await act(async () => root.render(<Board {...({ ...state, G, playerID: pid, legalMoves: moves, play, refusal: null, playerNames: names, moves: {} } as any)} />));
    expect(new Set(attrs(container, `[data-player="${pid}"] [data-upgrade]`, 'data-upgrade'))).toEqual(new Set(legal));
    const other = pid === '0' ? '1' : '0';
    expect(container.querySelectorAll(`[data-player="${other}"] [data-upgrade]`).length).toBe(0);
    await click(container.querySelector(`[data-upgrade="coal-unlimited"]`));
    expect(play).toHaveBeenLastCalledWith('upgrade', 'coal-unlimited');
  });

  it("never renders another seat's secret contract, but shows the viewer's own", async () => {
    const client = newClient(3, 'secrets');
    chooseStarts(client);
    const full = (client as any).store.getState().G as TRState;
    const m = await renderAs(client, '0');
    const html = m.container.innerHTML;
    const mine = full.players['0'].secret[0];
    expect(m.container.querySelector(`[data-player="0"] [data-contract="${mine}"]`)).not.toBeNull();
    for (const other of ['1', '2']) {
      const secret = full.players[other].secret[0];
      expect(secret).toMatch(/^[RYGB]\d\d$/);
      expect(html).not.toContain(secret);
      expect(m.container.querySelectorAll(`[data-player="${other}"] [data-contract-back]`).length).toBe(1);
    }
  });

  it('shows the five final-scoring steps for every player at the end', async () => {
    const client = newClient(2, 'the-end', 'TR-P01');
    const rng = seedrandom('end-policy');
    for (let i = 0; i < 4000 && !client.getState()!.ctx.gameover; i++) {
      const s = client.getState()!;
      client.updatePlayerID(s.ctx.currentPlayer);
      const st = client.getState()!;
      const options = enumerate(st.G, st.ctx, st.ctx.currentPlayer);
      const ends = options.filter((o) => o.move === 'endTurn' || o.move === 'passLocation' || o.move === 'stopTrain' || o.move === 'finishSale');
      const pick = ends.length && rng() < 0.7 ? ends[0] : options[Math.floor(rng() * options.length)];
      (client.moves as any)[pick.move](...(pick.args ?? []));
    }
    expect(client.getState()!.ctx.gameover).toBeTruthy();
    const m = await renderAs(client, '0');
    const end = m.container.querySelector('.tr-end')!;
    expect(end).not.toBeNull();
    const rows = [...end.querySelectorAll('tbody tr[data-step]')];
    expect(rows.map((r) => r.querySelector('th')!.childNodes[0].textContent)).toEqual([
      '1. Contract cards in hand',
      '2. Remaining goods',
      '3. City influence',
      '4. Minus point tokens',
      '5. Tech tokens (column 4)',
    ]);
    const fin = m.G.final!;
    for (const r of rows) expect(r.querySelectorAll('td').length).toBe(2);
    const minusRow = rows[3].querySelectorAll('td');
    expect(minusRow[0].textContent).toBe(fin['0'].minus === 0 ? '0' : `−${-fin['0'].minus}`);
    const total = [...end.querySelectorAll('tfoot td')].map((td) => td.textContent);
    const shown = (n: number) => (n < 0 ? `−${-n}` : String(n));
    expect(total).toEqual([shown(m.G.players['0'].score), shown(m.G.players['1'].score)]);
    expect(end.textContent).toMatch(/wins|share the victory|no winner/);
    expect(end.querySelector('.tr-end-how')!.textContent).toMatch(m.G.gameover!.endedBy === 'cap' ? /round cap decided/ : /reached 25 points/);
  });
});

describe('Train & Railway board markers', () => {
  const key = (move: string, args: unknown[] = []) => JSON.stringify([move, ...args]);
  /** Every clickable element says what it does; every move it names is legal and is what a click sends. */
  async function checkMarkers(m: Mounted, rng: () => number) {
    const legal = new Set(m.moves.map((x) => key(x.move, x.args)));
    const all = [...m.container.querySelectorAll('button, [role="button"]')].filter((e) => e.getAttribute('role') !== 'tab');
    // A greyed move plays nothing: it carries no marker, and says why instead.
    const greyed = all.filter((e) => e.getAttribute('aria-disabled') === 'true');
    for (const e of greyed) {
      expect(e.hasAttribute('data-move'), `no marker on greyed ${e.textContent}`).toBe(false);
      expect(e.getAttribute('data-why')?.length, `reason on greyed ${e.textContent}`).toBeGreaterThan(5);
    }
    const clickable = all.filter((e) => !greyed.includes(e));
    for (const e of clickable) {
      const what = e.getAttribute('aria-label') ?? e.textContent;
      expect(e.hasAttribute('data-move') || e.hasAttribute('data-step'), `marker on ${what}`).toBe(true);
      if (e.hasAttribute('data-move')) {
        expect(legal.has(key(e.getAttribute('data-move')!, JSON.parse(e.getAttribute('data-args')!))), `legal: ${what}`).toBe(true);
      }
    }
    const marked = clickable.filter((e) => e.hasAttribute('data-move'));
    if (marked.length) {
      const e = marked[Math.floor(rng() * marked.length)];
      m.play.mockClear();
      await click(e);
      expect(m.play).toHaveBeenCalledWith(e.getAttribute('data-move'), ...JSON.parse(e.getAttribute('data-args')!));
    }
    return clickable;
  }

  it('marks every clickable element with data-move/data-args or data-step along a seeded game', async () => {
    const rng = seedrandom('markers');
    const client = newClient(2, 'markers');
    const seenSteps = new Set<string>();
    const seenMoves = new Set<string>();
    for (let i = 0; i < 60 && !client.getState()!.ctx.gameover; i++) {
      const pid = client.getState()!.ctx.currentPlayer;
      const m = await renderAs(client, pid);
      // Narrow choices on screen (hex, edge, factory type and exit) a few clicks deep.
      for (let depth = 0; depth < 5; depth++) {
        const clickable = await checkMarkers(m, rng);
        clickable.forEach((e) => e.hasAttribute('data-move') && seenMoves.add(e.getAttribute('data-move')!));
        const steps = clickable.filter((e) => e.hasAttribute('data-step') && e.getAttribute('data-step') !== 'factory-cancel');
        if (!steps.length) break;
        const s = steps[Math.floor(rng() * steps.length)];
        seenSteps.add(s.getAttribute('data-step')!);
        await click(s);
        m.play.mockClear();
      }
      // Prefer building a factory whenever one may be built, so that chain is walked too.
      const st = client.getState()!;
      const options = enumerate(st.G, st.ctx, pid);
      const factory = options.find((x) => x.move === 'buildFactory');
      const choice = factory ?? options[Math.floor(rng() * options.length)];
      playMove(client, (x) => x === choice || key(x.move, x.args) === key(choice.move, choice.args));
      for (const mm of mounted.splice(0)) {
        act(() => mm.root.unmount());
        mm.container.remove();
      }
    }
    expect(seenMoves.size).toBeGreaterThan(3);
    expect(seenSteps.size).toBeGreaterThan(0);
  }, 120_000);

  it('marks the factory steps (type, exit, cancel) and the pay buttons with the full buildFactory move', async () => {
    const client = newClient(2, 'markers-factory');
    chooseStarts(client);
    const pid = client.getState()!.ctx.currentPlayer;
    client.updatePlayerID(pid);
    const state = client.getState()!;
    // Give the player what a factory costs, so buildFactory is legal next to the train.
    const G: TRState = JSON.parse(JSON.stringify(state.G));
    G.players[pid].goods = { iron: 3, coal: 3, wood: 3, stone: 3 } as any;
    const moves = enumerate(G, state.ctx, pid);
    const builds = moves.filter((x) => x.move === 'buildFactory');
    if (!builds.length) return expect.fail('no factory can be built in this position');
    const play = vi.fn();
    const container = document.createElement('div');
    document.body.appendChild(container);
    const root = createRoot(container);
    const m = { container, root, play, moves, G };
    mounted.push(m);
    await act(async () => root.render(<Board {...({ ...state, G, playerID: pid, legalMoves: moves, play, refusal: null, playerNames: names, moves: {} } as any)} />));
    await click(container.querySelector('[data-step="factory"]'));
    expect(container.querySelector('[data-step="factory-cancel"]')).not.toBeNull();
    const [hex, type, exit] = builds[0].args as [string, string, number];
    await click(mainMap(container).querySelector(`[data-step="factory-hex"][data-value="${hex}"]`));
    const types = attrs(container, '.tr-factory-step [data-step="factory-type"]', 'data-value');
    expect(new Set(types)).toEqual(new Set(builds.filter((b) => b.args![0] === hex).map((b) => b.args![1])));
    await click(container.querySelector(`[data-step="factory-type"][data-value="${type}"]`));
    const exits = attrs(container, '.tr-factory-step [data-step="factory-exit"]', 'data-value');
    expect(new Set(exits)).toEqual(new Set(builds.filter((b) => b.args![0] === hex && b.args![1] === type).map((b) => String(b.args![2]))));
    await click(container.querySelector(`.tr-factory-step [data-step="factory-exit"][data-value="${exit}"]`));
    const pays = [...container.querySelectorAll('[data-move="buildFactory"]')].map((e) => e.getAttribute('data-args'));
    expect(new Set(pays)).toEqual(
      new Set(builds.filter((b) => b.args![0] === hex && b.args![1] === type && b.args![2] === exit).map((b) => JSON.stringify(b.args))),
    );
    await click(container.querySelector('[data-move="buildFactory"]'));
    expect(play).toHaveBeenCalledWith('buildFactory', ...JSON.parse(pays[0]!));
  });
});

describe('Train & Railway end screen: what decided the end', () => {
  const ended = (endedBy: 'score' | 'cap' | 'turns', rounds: number) =>
    ({ gameover: { winners: [], scores: {}, endedBy, rounds } }) as unknown as TRState;

  it('issue 14: names the round cap when it decided the game, and the 25 points otherwise', () => {
    expect(endedByText(ended('cap', 42))).toBe('Nobody reached 25 points by round 40, so the round cap decided the end (after 42 rounds).');
    expect(endedByText(ended('score', 24))).toMatch(/^The game ended after 24 rounds: a player reached 25 points/);
    expect(endedByText(ended('turns', 20))).toMatch(/solo game lasts at most 20 turns/);
    expect(endedByText({ gameover: null } as unknown as TRState)).toBe('');
  });
});
