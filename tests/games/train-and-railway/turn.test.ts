import { describe, expect, it } from 'vitest';
import { act, give, makeClient, newState, placeTrain } from './helpers';
import { trainAndRailway } from '../../../games/train-and-railway';

// TR-P01: hex 4,0 is the opening of the wood (3,1), the gold (4,1) and the blue city (4,-1).
describe('Train & Railway turn structure', () => {
  it('S004-0020 the main action and the location action are separate; location comes after the main action', () => {
    const G = newState(2);
    placeTrain(G, '0', '4,0', 0, 3, 3);
    expect(act(G, '0', 'obtain', '3,1', 1)).toMatch(/main action first/);
    expect(act(G, '0', 'mainLocation')).toBeNull();
    expect(act(G, '0', 'obtain', '3,1', 1)).toBeNull();
    expect(G.turn.mainDone).toBe(true);
    expect(G.players['0'].goods.wood).toBe(1);
    expect(act(G, '0', 'obtain', '4,1', 1)).toBeNull(); // the regular location action
    expect(G.players['0'].goods.gold).toBe(1);
    expect(act(G, '0', 'obtain', '3,1', 1)).toMatch(/already took your location action/);
    expect(act(G, '0', 'endTurn')).toBeNull();
  });

  it('S004-0044 the Location Action as main action is taken before the regular one, which stays available', () => {
    const G = newState(2);
    placeTrain(G, '0', '4,0', 0, 3, 3);
    act(G, '0', 'mainLocation');
    expect(G.turn.location).toEqual({ main: true, left: 1, kinds: [] });
    expect(act(G, '0', 'endTurn')).toMatch(/Finish the action/);
    act(G, '0', 'obtain', '4,1', 1);
    expect(G.turn.location).toBeNull();
    expect(G.turn.locationDone).toBe(false);
    expect(act(G, '0', 'endTurn')).toMatch(/location action is possible/);
  });

  it('S004-0021 S004-0045 additional actions come before or after the main action, any number of them', () => {
    const G = newState(2);
    give(G, '0', { iron: 3 });
    expect(act(G, '0', 'spendIron')).toBeNull();
    act(G, '0', 'chooseRailHex', '3,3');
    expect(act(G, '0', 'drawRailSegment', '3,3', 0, 3)).toBeNull();
    expect(act(G, '0', 'spendIron')).toBeNull();
    act(G, '0', 'chooseRailHex', '3,4');
    expect(act(G, '0', 'drawRailSegment', '3,4', 0, 3)).toBeNull();
    expect(G.turn.mainDone).toBe(false);
    expect(act(G, '0', 'changeDirection', '0-3', 0)).toBeNull(); // main
    expect(act(G, '0', 'spendIron')).toBeNull(); // after the main action
    act(G, '0', 'chooseRailHex', '3,5');
    expect(act(G, '0', 'drawRailSegment', '3,5', 0, 3)).toBeNull();
    expect(G.players['0'].goods.iron).toBeUndefined();
    expect(act(G, '0', 'endTurn')).toBeNull();
  });

  it('S004-0021 the turn then passes clockwise to the next player', () => {
    const client = makeClient(3, 'clockwise', 'TR-P01');
    for (const [p, s] of [['2', 'S1'], ['1', 'S2'], ['0', 'S3']]) { client.updatePlayerID(p); client.moves.chooseStart(s); }
    for (const expected of ['0', '1', '2', '0']) {
      const st = client.getState()!;
      expect(st.ctx.currentPlayer).toBe(expected);
      client.updatePlayerID(expected);
      client.moves.changeDirection(st.G.trains[expected]!.seg, Number(st.G.trains[expected]!.seg[0]) === st.G.trains[expected]!.facing ? Number(st.G.trains[expected]!.seg[2]) : Number(st.G.trains[expected]!.seg[0]));
      client.moves.endTurn();
    }
    client.stop();
  });

  it('S004-0022 exactly one of the four main actions is chosen', () => {
    const G = newState(2);
    expect(act(G, '0', 'changeDirection', '0-3', 0)).toBeNull();
    for (const m of ['drawRailway', 'moveForward', 'mainLocation']) expect(act(G, '0', m)).toMatch(/already took your main action/);
    expect(act(G, '0', 'changeDirection', '0-3', 3)).toMatch(/already took your main action/);
  });

  it('S004-0063 S004-0065 one location action is chosen, and it is skipped when none is possible', () => {
    const G = newState(2);
    placeTrain(G, '0', '4,0', 0, 3, 3);
    act(G, '0', 'changeDirection', '0-3', 0);
    expect(act(G, '0', 'endTurn')).toMatch(/location action is possible/);
    act(G, '0', 'obtain', '3,1', 1);
    expect(act(G, '0', 'obtain', '4,1', 1)).toMatch(/already took/);
    const H = newState(2); // the start S1 is next to no location's opening
    act(H, '0', 'mainLocation');
    expect(act(H, '0', 'passLocation')).toBeNull();
    expect(act(H, '0', 'endTurn')).toBeNull();
  });

  it('S004-0064 a location is used only from next to it', () => {
    const G = newState(2);
    placeTrain(G, '0', '2,0', 0, 3, 3);
    act(G, '0', 'mainLocation');
    expect(act(G, '0', 'obtain', '3,1', 1)).toMatch(/next to the location/);
    expect(trainAndRailway.explain(G, { numPlayers: 2, currentPlayer: '0', phase: 'play' } as any, '1', 'endTurn', [])).toMatch(/not your turn/);
  });
});
