// The real boardgame.io reducer: turn order after an extra turn, and undo limits.
import { describe, expect, it } from 'vitest';
import { InitializeGame, CreateGameReducer, ProcessGameConfig } from 'boardgame.io/internal';
import { gameWith } from './helpers';

const makeMove = (type: string, args: any[], playerID: string) => ({ type: 'MAKE_MOVE', payload: { type, args, playerID } }) as any;

function started(numPlayers: number) {
  const game = ProcessGameConfig(gameWith('framework', { map: 'TR-P01' }) as any);
  const reducer = CreateGameReducer({ game });
  let state: any = InitializeGame({ game, numPlayers });
  const starts = ['S1', 'S2', 'S3', 'S4'];
  for (let i = numPlayers - 1; i >= 0; i--) state = reducer(state, makeMove('chooseStart', [starts[i]], String(i)));
  return { reducer, state };
}

describe('Train & Railway on the real reducer', () => {
  it('S004-0147 the extra turn comes straight after the current one, then play passes on', () => {
    let { reducer, state } = started(2);
    expect(state.ctx.phase).toBe('play');
    state = { ...state, G: { ...state.G, players: { ...state.G.players, '0': { ...state.G.players['0'], tech: 4, upgrades: { storage: 1, 'wood-unlimited': 1, 'paper-plus': 1 } } } } };
    state = reducer(state, makeMove('upgrade', ['extra-turn'], '0'));
    state = reducer(state, makeMove('changeDirection', ['0-3', 0], '0'));
    const turn = state.ctx.turn;
    state = reducer(state, makeMove('endTurn', [], '0'));
    expect(state.ctx.currentPlayer).toBe('0');
    expect(state.ctx.turn).toBe(turn + 1);
    expect(state.G.turn.mainDone).toBe(false);
    state = reducer(state, makeMove('changeDirection', ['0-3', 3], '0'));
    state = reducer(state, makeMove('endTurn', [], '0'));
    expect(state.ctx.currentPlayer).toBe('1');
    expect(state.G.round).toBe(1);
  });

  it('a drawn card cannot be undone; a plain step can', () => {
    let { reducer, state } = started(2);
    state = { ...state, G: { ...state.G, players: { ...state.G.players, '0': { ...state.G.players['0'], tech: 3, upgrades: { storage: 1, 'wood-unlimited': 1 } } } } };
    const before = state.G.players['0'].secret.length;
    state = reducer(state, makeMove('upgrade', ['draw-contract'], '0'));
    expect(state.G.players['0'].secret.length).toBe(before + 1);
    const undone = reducer(state, { type: 'UNDO', payload: { type: null, args: null, playerID: '0' } } as any);
    expect(undone.G.players['0'].secret.length).toBe(before + 1);
    state = reducer(state, makeMove('drawRailway', [], '0'));
    expect(state.G.turn.pending).not.toBeNull();
    const back = reducer(state, { type: 'UNDO', payload: { type: null, args: null, playerID: '0' } } as any);
    expect(back.G.turn.pending).toBeNull();
  });
});
