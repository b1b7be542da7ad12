// Development preview of the board (not part of the built app): plays a seeded game with a
// weighted random policy over the enumerator for ?moves=N moves, then shows the board as seat
// ?viewer sees it, with a working play(). Open /boards/train-and-railway/preview/?players=3&moves=200
// under `npx vite` to look at mid-game and end-game positions quickly.
import { StrictMode, useCallback, useMemo, useReducer, useState } from 'react';
import { createRoot } from 'react-dom/client';
import { Client } from 'boardgame.io/client';
import seedrandom from 'seedrandom';
import { trainAndRailway } from '../../../../games/train-and-railway';
import { PatternDefs } from '../../../kit/PatternDefs';
import Board from '../index';
import { neighbourKey } from '../hex';
import '../../../app/styles.css';

const q = new URLSearchParams(location.search);
const players = Number(q.get('players') ?? 2);
const moves = q.get('moves') === 'end' ? 1e6 : Number(q.get('moves') ?? 0);
const seed = q.get('seed') ?? 'preview';
const map = q.get('map') ?? 'TR-P02';
const WEIGHTS: Record<string, number> = {
  sellGood: 60, sell: 40, finishSale: 4, process: 40, obtain: 25, upgrade: 10, discardGood: 5,
  moveForward: 8, moveStep: 12, stopTrain: 4, drawRailway: 3, drawRailSegment: 10, spendFuel: 2, spendIron: 1,
  mainLocation: 2, changeDirection: 0.3, buildFactory: 0.5, passLocation: 3, endTurn: 3, chooseStart: 1,
};

const game = { ...trainAndRailway.game, seed, setup: (c: any) => trainAndRailway.game.setup!(c, { map }) };
const client = Client({ game, numPlayers: players, debug: false });
client.start();
const rng = seedrandom(seed + '-policy');
for (let i = 0; i < moves; i++) {
  const s = client.getState()!;
  if (s.ctx.gameover) break;
  const pid = s.ctx.currentPlayer;
  client.updatePlayerID(pid);
  const st = client.getState()!;
  const options = trainAndRailway.game.ai!.enumerate(st.G, st.ctx, pid) as { move: string; args?: any[] }[];
  if (!options.length) break;
  const kinds = [...new Set(options.map((o) => o.move))];
  const total = kinds.reduce((t, k) => t + (WEIGHTS[k] ?? 1), 0);
  let x = rng() * total;
  let kind = kinds[kinds.length - 1];
  for (const k of kinds) { x -= WEIGHTS[k] ?? 1; if (x < 0) { kind = k; break; } }
  const of = options.filter((o) => o.move === kind);
  const pick = of[Math.floor(rng() * of.length)];
  (client.moves as any)[pick.move](...(pick.args ?? []));
}

/** ?demo=1: a made-up richer position (goods, upgrades, scores) to look at; its moves do not play. */
function demo(state: any): any {
  const G = JSON.parse(JSON.stringify(state.G));
  const ids = Object.keys(G.players);
  const P0 = G.players[ids[0]];
  Object.assign(P0, { score: 13, tech: 5, goods: { wood: 1, iron: 2, paper: 1 }, upgrades: { 'wood-unlimited': 1, storage: 1, 'paper-plus': 1 }, minus: 1, completed: ['G01', 'R01', 'G03'] });
  if (ids[1]) Object.assign(G.players[ids[1]], { score: 8, tech: 4, goods: { gold: 1, coal: 2, brick: 1, dynamite: 1 }, upgrades: { 'coal-unlimited': 1, 'iron-unlimited': 1, 'gold-unlimited': 1 }, completed: ['B02'] });
  if (ids[2]) Object.assign(G.players[ids[2]], { score: 8, goods: { stone: 3 } });
  if (G.publicContracts[1]) G.publicContracts[1].left = G.publicContracts[1].left.slice(1);
  const mode = q.get('demo');
  if ((mode === '2' || mode === '3') && G.mapId === 'TR-P02') {
    // Seat 0 stands at the red city's south-east opening, which is also the stone's north opening.
    G.trains[ids[0]] = { hex: '3,1', seg: '0-3', facing: 3 };
    G.rails['3,1'] = ['0-3'];
    G.turn.mainDone = true;
    P0.goods = { brick: 1, steel: 1, iron: 1 };
    P0.secret = ['R01'];
    G.publicContracts[0] = { id: 'R04', left: ['steel', 'iron'] };
    if (mode === '3') {
      G.turn.location = { main: false, left: 1, kinds: [] };
      G.turn.pending = { k: 'sale', hex: '2,1', colour: 'red', sold: 1, secretSold: {} };
    }
  }
  if (mode === '4') {
    // Seat 0's train is moving; a junction lies ahead.
    const t = G.trains[ids[0]];
    const ahead = neighbourKey(t.hex, t.facing);
    const entry = (t.facing + 3) % 6;
    const seg = (a: number, b: number) => (a < b ? `${a}-${b}` : `${b}-${a}`);
    G.rails[ahead] = [seg(entry, t.facing), seg(entry, (entry + 2) % 6)].sort();
    G.turn.pending = { k: 'move', budget: -1, taken: 0, main: true };
  }
  return { ...state, G };
}

function Preview() {
  const [, bump] = useReducer((n: number) => n + 1, 0);
  const [refusal, setRefusal] = useState<string | null>(null);
  const state = client.getState()!;
  const viewer = q.get('viewer') ?? state.ctx.currentPlayer;
  if (client.playerID !== viewer) client.updatePlayerID(viewer);
  const real = client.getState()!;
  const s = q.get('demo') ? demo(real) : real;
  const legalMoves = useMemo(
    () => (s.ctx.gameover ? [] : (trainAndRailway.game.ai!.enumerate(s.G, s.ctx, viewer) as any[])),
    [s, viewer],
  );
  const play = useCallback(
    (move: string, ...args: any[]) => {
      const reason = trainAndRailway.explain(s.G, s.ctx, viewer, move, args);
      if (reason) return setRefusal(reason);
      setRefusal(null);
      (client.moves as any)[move](...args);
      if (!q.get('viewer')) client.updatePlayerID(client.getState()!.ctx.currentPlayer);
      bump();
    },
    [s, viewer],
  );
  const names = Object.fromEntries(Object.keys(s.G.players).map((id) => [id, ['Ada', 'Boris', 'Chloé', 'Dmitri'][Number(id)]]));
  return (
    <div className="rh-page">
      <PatternDefs />
      {refusal && <div className="rh-refusal">{refusal}</div>}
      <Board {...(s as any)} playerID={viewer} moves={client.moves} legalMoves={legalMoves} play={play} refusal={refusal} playerNames={names} />
    </div>
  );
}

createRoot(document.getElementById('root')!).render(
  <StrictMode>
    <Preview />
  </StrictMode>,
);
