// The position builder (design §7): a small LAState from a compact spec, so rule tests need no replay.
import type { Company, LAState, MinorId, CoId, Hex } from '../../../../games/lost-atlas/rules/state';
import { placeMarker } from '../../../../games/lost-atlas/rules/market';
import { indexAtOrBelow } from '../../../../games/lost-atlas/rules/market';
import { BANK } from '../../../../games/lost-atlas/data/economy';
import { TRACK_TILES } from '../../../../games/lost-atlas/data/trackTiles';
import { mapOf } from './map';

export interface PositionSpec {
  players?: number[];
  phase?: LAState['phase'];
  trainPhase?: number;
  stack?: string[];
  columns?: MinorId[][];
  hexes?: Hex[];
  companies?: (Partial<Company> & { id: CoId; price: number; holders?: Record<string, number> })[];
}

export function position(spec: PositionSpec = {}): LAState {
  const cash = spec.players ?? [300, 300, 300];
  const G: LAState = {
    cfg: { mode: 'long', players: cash.length, cycles: 6, landmarks: true, minors: [], directToMajor: false, ddCard: 'DD-1' },
    cycle: 1, phase: spec.phase ?? 'yellow', trainPhase: spec.trainPhase ?? 2, pendingDiscards: [], bank: BANK.value - cash.reduce((a, b) => a + b, 0),
    players: cash.map((c) => ({ cash: c, out: false })),
    holdings: Object.fromEntries(cash.map((_, i) => [String(i), {}])),
    priority: 0,
    map: mapOf(spec.hexes ?? []),
    mapBuild: { firstBuilder: 0, drawn: null, rebuilds: 0 },
    secret: { stack: [], removed: [] },
    charters: { columns: spec.columns ?? [['AG', 'EA', 'EM', 'ER'], ['NP', 'RE', 'SU', 'TU'], ['CI', 'CO', 'MA', 'TW']], dealt: true },
    reservations: {}, dd: {}, companies: {}, market: [],
    trains: { stack: spec.stack ?? [], pool: [], gone: [] },
    tileSupply: Object.fromEntries(TRACK_TILES.map((t) => [t.id, t.count])),
    sr: { passesInRow: 0, lastActor: null, soldThisSR: {}, soldThisTurn: [], boughtThisTurn: false, launchedAny: false, redeal: false },
  };
  for (const c of spec.companies ?? []) {
    const { price, holders, ...rest } = c;
    const company: Company = {
      kind: 'minor', abilities: [], president: '0', treasury: 0, treasuryShares: 0, poolShares: 0, priceIdx: 0,
      operated: true, leadoffDue: false, trains: [], waiting: [], hubs: [], ab: {}, ...rest,
    };
    G.companies[c.id] = company;
    for (const [seat, n] of Object.entries(holders ?? {})) G.holdings[seat] = { ...G.holdings[seat], [c.id]: n };
    placeMarker(G, c.id, indexAtOrBelow(price));
  }
  return G;
}

/** Bank + players' cash + treasuries: constant in every move (§7.3). */
export const moneyTotal = (G: LAState): number =>
  G.bank + G.players.reduce((s, p) => s + p.cash, 0) + Object.values(G.companies).reduce((s, c) => s + (c?.treasury ?? 0), 0);
