// The game through boardgame.io's Client (design §5.3–§5.5): map building with its draws, the
// first Stock Round played again when nobody launches (§3.5), an auction and a launch, the first
// Operating Round with the new Minor's president acting; refused moves and their reasons; the view
// without the secret stack, and determinize rebuilding it from public facts.
import { describe, expect, it } from 'vitest';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { lostAtlas } from '../../../games/lost-atlas';
import { gameWithSetup } from '../../kit/client';
import type { LAState } from '../../../games/lost-atlas/rules/state';

function started(players: number, setup: Record<string, unknown>, seed: string) {
  const client = Client({ game: gameWithSetup(lostAtlas.game, setup as never, { seed }), numPlayers: players });
  client.start();
  return client;
}
type C = ReturnType<typeof started>;
/** The full state on the client's store (getState() is the seat's view, without the secret stack). */
const fullState = (c: C) => (c as any).store.getState().G as LAState;
function act(c: C, move: string, ...args: unknown[]) {
  const s = c.getState()!;
  c.updatePlayerID(s.ctx.currentPlayer);
  (c.moves as any)[move](...args);
  return c.getState()!;
}
function buildMap(c: C) {
  while (c.getState()!.ctx.phase === 'mapBuild') {
    const s = c.getState()!;
    const [first] = lostAtlas.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer) as { move: string; args: unknown[] }[];
    act(c, first.move, ...first.args);
  }
}

describe('lost-atlas through the Client', () => {
  it('§3.3: building starts with the first builder, who holds a drawn piece; a wrong placement is refused with its reason', () => {
    const c = started(3, { mode: 'short' }, 'la-game-1');
    const s = c.getState()!;
    expect(s.ctx.phase).toBe('mapBuild');
    expect(s.ctx.currentPlayer).toBe(String(s.G.mapBuild.firstBuilder));
    expect(s.G.mapBuild.drawn).toBeTruthy();
    expect(lostAtlas.explain(s.G, s.ctx, s.ctx.currentPlayer, 'placePiece', [[3, 3], 0])).toBe('The first piece goes at the centre, (0,0).');
    const after = act(c, 'placePiece', [3, 3], 0);
    expect(after._stateID).toBe(s._stateID);
    expect(lostAtlas.explain(s.G, s.ctx, String((Number(s.ctx.currentPlayer) + 1) % 3), 'placePiece', [[0, 0], 0])).toBe('It is not your turn.');
    const placed = act(c, 'placePiece', [0, 0], 2);
    expect(Object.keys(placed.G.map.hexes).length).toBeGreaterThan(0);
    expect(placed.ctx.currentPlayer).toBe(String((s.G.mapBuild.firstBuilder + 1) % 3));
  });

  it('§5.5: every seat and spectators see no secret stack, only its size; determinize rebuilds the undrawn pieces', () => {
    const c = started(3, { mode: 'long' }, 'la-game-2');
    for (let i = 0; i < 5; i++) {
      const s = c.getState()!;
      const [m] = lostAtlas.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer) as { move: string; args: unknown[] }[];
      act(c, m.move, ...m.args);
    }
    const full = fullState(c);
    expect((c.getState()!.G as any).secret).toBeUndefined();
    for (const seat of ['0', '1', '2', null]) {
      const view = lostAtlas.game.playerView!({ G: full, ctx: c.getState()!.ctx, playerID: seat } as never) as any;
      expect(view.secret).toBeUndefined();
      expect(view.stackCount).toBe(full.secret.stack.length);
      expect(JSON.stringify(view)).not.toContain(full.secret.stack.join('","'));
      const world = lostAtlas.determinize(view, c.getState()!.ctx, seat ?? '0', seedrandom('d'));
      expect([...world.secret.stack].sort()).toEqual([...full.secret.stack].sort());
    }
  });

  it('§3.5: a first Stock Round of passes is played again after a redeal; an auction launches a Minor, which leads off OR1', () => {
    const c = started(3, { mode: 'short' }, 'la-game-3');
    buildMap(c);
    let s = c.getState()!;
    expect(s.ctx.phase).toBe('stock');
    expect(s.ctx.currentPlayer).toBe(String(s.G.priority));
    for (let i = 0; i < 3; i++) s = act(c, 'pass');
    expect(s.ctx.phase).toBe('stock');
    expect(s.G.log!.some((l) => l.text.startsWith('Nobody launched a Minor'))).toBe(true);
    const opener = s.ctx.currentPlayer;
    s = act(c, 'startAuction', 120);
    expect(s.G.sr!.auction!.bid).toBe(120);
    s = act(c, 'bid', 125);
    const leader = s.G.sr!.auction!.leader;
    while (s.G.sr?.auction) s = act(c, 'passAuction');
    expect(s.ctx.currentPlayer).toBe(String(leader));
    const minor = s.G.charters.columns[0][0];
    s = act(c, 'launch', minor);
    expect(s.G.companies[minor]!.treasury).toBe(125);
    expect(s.G.companies[minor]!.president).toBe(String(leader));
    expect(s.ctx.currentPlayer).toBe(String((Number(opener) + 1) % 3)); // the turn after the opener
    for (let i = 0; i < 3; i++) s = act(c, 'pass');
    expect(s.ctx.phase).toBe('or1');
    expect(s.G.or!.step).toBe('leadoff');
    expect(s.ctx.currentPlayer).toBe(String(leader));
    expect(lostAtlas.game.ai!.enumerate(s.G, s.ctx, s.ctx.currentPlayer)).toContainEqual({ move: 'buyTrain', args: [{ source: 'stack' }] });
    s = act(c, 'buyTrain', { source: 'stack' });
    expect(s.G.companies[minor]!.trains.map((t) => t.type)).toEqual(['2']);
    expect(s.G.companies[minor]!.treasury).toBe(25);
  });
});
