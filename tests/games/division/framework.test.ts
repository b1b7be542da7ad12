// The boardgame.io 0.50.2 facts the one-phase-per-Stage flow of §13.3 relies on, checked on the
// real reducer with small games built like Division's, and on Division itself.
import { describe, expect, it } from 'vitest';
import type { Game } from 'boardgame.io';
import { Client } from 'boardgame.io/client';
import { gameWithSetup } from '../../kit/client';
import { division } from '../../../games/division';
import type { DivisionState } from '../../../games/division/rules/state';

interface Mini { log: string[]; stage: number; turns: number; drawn: number[]; over: boolean }

function mini(extra: Partial<Game<Mini>> = {}, phaseExtra: Record<string, any> = {}): Game<Mini> {
  return {
    seed: 'framework',
    setup: () => ({ log: [], stage: 1, turns: 0, drawn: [], over: false }),
    phases: {
      stage: {
        start: true,
        turn: {
          order: {
            first: () => 0,
            next: ({ G, ctx }) => (G.turns >= ctx.numPlayers ? undefined : (ctx.playOrderPos + 1) % ctx.numPlayers),
          },
          onBegin: ({ G, ctx, random, events }) => {
            G.log.push(`begin ${G.stage}:${ctx.currentPlayer}`);
            G.drawn.push(random.Die(6));
            events.setActivePlayers({ currentPlayer: ctx.currentPlayer === '0' ? 'ruling' : 'office' });
          },
          stages: {
            ruling: { moves: { rule: ({ G, random, events }) => { G.drawn.push(random.Die(100)); events.setActivePlayers({ currentPlayer: 'office' }); } } },
            office: { moves: { done: ({ G, events }) => { G.turns += 1; events.endTurn(); } } },
          },
        },
        onEnd: ({ G }) => {
          G.log.push(`end ${G.stage}`);
          G.stage += 1;
          G.turns = 0;
          if (G.stage > 3) G.over = true;
        },
        next: 'stage',
        ...phaseExtra,
      },
    },
    endIf: ({ G }) => (G.over ? { winners: ['0'] } : undefined),
    ...extra,
  };
}

function playMini(game: Game<Mini>) {
  const c = Client({ game, numPlayers: 2 });
  c.start();
  for (let i = 0; i < 20 && !c.getState()!.ctx.gameover; i++) {
    const s = c.getState()!;
    c.updatePlayerID(s.ctx.currentPlayer);
    const stage = (s.ctx.activePlayers as any)?.[s.ctx.currentPlayer];
    (c.moves as any)[stage === 'ruling' ? 'rule' : 'done']();
  }
  const s = c.getState()!;
  c.stop();
  return s;
}

describe('boardgame.io 0.50.2 facts behind the flow of §13.3', () => {
  it('a phase\'s endIf is evaluated before its onBegin runs (so no phase of ours has an endIf)', () => {
    const calls: string[] = [];
    const g = mini({}, { endIf: () => { calls.push('endIf'); return false; }, onBegin: () => { calls.push('onBegin'); } });
    const c = Client({ game: g, numPlayers: 2 });
    c.start();
    expect(calls.slice(0, 2)).toEqual(['endIf', 'onBegin']);
    c.stop();
  });

  it('a turn order whose next returns undefined ends the phase; onEnd runs; the phase names itself as next; turn.onBegin sets stages and uses random; a ruling move draws and opens the Office stage', () => {
    const s = playMini(mini());
    expect(s.G.log).toEqual(['begin 1:0', 'begin 1:1', 'end 1', 'begin 2:0', 'begin 2:1', 'end 2', 'begin 3:0', 'begin 3:1', 'end 3']);
    expect(s.G.drawn).toHaveLength(9);
    expect(s.G.drawn.every((d) => Number.isInteger(d))).toBe(true);
    // The same seed replays the same draws.
    expect(playMini(mini()).G.drawn).toEqual(s.G.drawn);
  });

  it('the game\'s endIf is checked after phase.onEnd and before the next phase starts: no turn of a later Stage opens', () => {
    const s = playMini(mini());
    expect(s.ctx.gameover).toEqual({ winners: ['0'] });
    expect(s.G.log[s.G.log.length - 1]).toBe('end 3');
  });
});

describe('Division on the framework', () => {
  it('one Stage: each seat one Office turn from the Superintendent, then Movement; the badge passes; undo on; server-only moves', () => {
    const c = Client<DivisionState>({ game: gameWithSetup(division.game, {} as any, { seed: 'fw-div' }), numPlayers: 3 });
    c.start();
    const s0 = c.getState()!;
    const first = s0.G.superintendent;
    const order: string[] = [];
    for (let guard = 0; guard < 10 && c.getState()!.G.stage === 1; guard++) {
      const s = c.getState()!;
      order.push(s.ctx.currentPlayer);
      c.updatePlayerID(s.ctx.currentPlayer);
      const hand = c.getState()!.G.hands[s.ctx.currentPlayer];
      if (hand.length > 4) c.moves.discard(hand[0]);
      c.moves.endLocalOps();
    }
    const f = Number(first);
    expect(order).toEqual([0, 1, 2].map((i) => String((f + i) % 3)));
    const s1 = c.getState()!;
    expect(s1.G.superintendent).toBe(String((f + 1) % 3));
    expect(s1.ctx.currentPlayer).toBe(s1.G.superintendent);
    expect(s1.G.trains.every((t) => t.pos.at === 'card')).toBe(true);
    // Undo is on (RULES.md, Undo): tests/games/division/undo.test.ts says what it takes back.
    expect(division.game.disableUndo).toBeFalsy();
    const stages = division.game.phases!.stage.turn!.stages as any;
    for (const m of ['rule', 'holdRemaining']) expect(stages.ruling.moves[m].client).toBe(false);
    expect(stages.office.moves.takeDraw.client).toBe(false);
    expect(stages.drawOption.moves.endLocalOps.client).toBe(false);
    expect(stages.office.moves.setBoard.client).toBe(true);
    c.stop();
  });
});
