// Russian Railroads: the public face of the game for the registry, server, app and bots.
import type { Ctx } from 'boardgame.io';
import type { GameModule, ScoreSummary, NarrationLine, SetupParse } from '../kit/types';
import { RussianRailroadsGame } from './game';
import { explainMove } from './moves';
import { END_BONUS_CARDS } from './data/endBonus';
import { ENGINEERS } from './data/engineers';
import { SCORE_CATEGORIES, SCORE_LABELS, type RRState, type RRSetup } from './rules/state';
import { checkInvariants } from './rules/invariants';
import { emilCards } from './rules/emil';
import { FOUNDRIES } from './data/coal';

export type { RRState, RRSetup } from './rules/state';

const BOARDS = ['base', 'german', 'american'] as const;
/** Modules not built yet are refused so that nothing half-done can be started. */
const READY = { boards: ['base', 'german', 'american'] as string[], coal: true, solo: true };

export function parseSetup(numPlayers: number, raw: unknown): SetupParse<RRSetup> {
  if (!Number.isInteger(numPlayers) || numPlayers < 1 || numPlayers > 4) return { ok: false, error: 'Russian Railroads is for 1 to 4 players.' };
  const obj = raw == null ? {} : raw;
  if (typeof obj !== 'object' || Array.isArray(obj)) return { ok: false, error: 'The game options must be an object such as {"board":"base","coal":false}.' };
  const rec = obj as Record<string, unknown>;
  for (const k of Object.keys(rec)) if (k !== 'board' && k !== 'coal') return { ok: false, error: `Unknown option "${k}": the options are board and coal.` };
  const board = rec.board ?? 'base';
  const coal = rec.coal ?? false;
  if (typeof board !== 'string' || !(BOARDS as readonly string[]).includes(board)) return { ok: false, error: 'The board must be "base", "german" or "american".' };
  if (typeof coal !== 'boolean') return { ok: false, error: 'The Coal option must be true or false.' };
  if (numPlayers === 1 && !READY.solo) return { ok: false, error: 'The solo game against Emil is not available yet.' };
  if (!READY.boards.includes(board)) return { ok: false, error: `The ${board === 'german' ? 'German' : 'American'} board is not available yet.` };
  if (coal && !READY.coal) return { ok: false, error: 'The Coal module is not available yet.' };
  return { ok: true, setup: { board: board as RRSetup['board'], coal } };
}

export function summary(G: RRState, _ctx?: Ctx): ScoreSummary {
  const ids = Object.keys(G.players);
  return {
    scores: Object.fromEntries(ids.map((id) => [id, G.players[id].score])),
    breakdown: SCORE_CATEGORIES.map((c) => ({ key: c, label: SCORE_LABELS[c], values: Object.fromEntries(ids.map((id) => [id, G.players[id].pts[c]])) })),
    history: G.history.map((h) => ({ label: h.label, scores: { ...h.scores } })),
  };
}

export function log(G: RRState): NarrationLine[] {
  return G.log.map((l) => ({ ...l }));
}

function shuffled<T>(xs: T[], rng: () => number): T[] {
  const a = [...xs];
  for (let i = a.length - 1; i > 0; i--) {
    const j = Math.floor(rng() * (i + 1));
    [a[i], a[j]] = [a[j], a[i]];
  }
  return a;
}

/** A full state consistent with the seat's view: unseen End Bonus cards and engineers are dealt at random. */
export function determinize(view: RRState, _ctx: Ctx, playerID: string, rng: () => number): RRState {
  const G: RRState = JSON.parse(JSON.stringify(view));
  const own = G.hands[playerID] ?? { endBonus: [], drawn: [] };
  const seen = new Set([...own.endBonus, ...own.drawn]);
  for (const h of Object.values(G.hands)) if (h) for (const c of h.endBonus) seen.add(c);
  const pool = shuffled(END_BONUS_CARDS.map((c) => c.id).filter((id) => !seen.has(id)), rng);
  for (const pid of Object.keys(G.players)) {
    if (G.hands[pid]) continue;
    G.hands[pid] = { endBonus: pool.splice(0, G.players[pid].endBonusCount), drawn: [] };
  }
  const ebPile = pool.splice(0, G.ebPileCount);
  const visibleEngineers = new Set<number>([4]);
  for (const e of G.engineers) if (e != null) visibleEngineers.add(e);
  for (const p of Object.values(G.players)) for (const e of p.engineers) visibleEngineers.add(e);
  const engineersRemoved = ENGINEERS.map((e) => e.id).filter((id) => !visibleEngineers.has(id));
  // Emil's deck: every card not yet drawn this round, in a random order.
  const emilDeck = G.emil ? shuffled(emilCards(G).filter((c) => !G.emil!.discard.includes(c)), rng).slice(0, G.emil.deckCount) : [];
  // Face-down foundries: any foundry neither face up nor owned (boilermen hide theirs).
  const known = new Set([...G.foundryDisplay, ...Object.values(G.players).flatMap((p) => p.foundries)]);
  const foundryPile = shuffled(FOUNDRIES.map((f) => f.id).filter((id) => !known.has(id)), rng).slice(0, G.foundryPileCount);
  G.secret = { ebPile, ebRemoved: pool, engineersRemoved, emilDeck, foundryPile };
  G.hands[playerID] = own;
  return G;
}

export const russianRailroads: GameModule<RRState, RRSetup> = {
  id: 'russian-railroads',
  name: 'Russian Railroads',
  description: 'Build the Trans-Siberian, St. Petersburg and Kiev railroads, industrialise, and hire engineers.',
  minPlayers: 1,
  maxPlayers: 4,
  variants: [
    { key: 'board', label: 'Player board', type: 'enum', choices: [{ value: 'base', label: 'Russia (base game)' }, { value: 'german', label: 'Germany (German Railroads)' }, { value: 'american', label: 'America (American Railroads)' }], default: 'base' },
    { key: 'coal', label: 'Coal module', type: 'boolean', default: false, help: 'Coal, foundries and boilermen; one round fewer.' },
  ],
  hiddenInformation: true,
  game: RussianRailroadsGame,
  parseSetup,
  explain: (G, ctx, playerID, move, args) => explainMove(G, ctx, playerID, move, args),
  summary,
  log,
  determinize,
  invariants: (prev, next, ctx) => checkInvariants(prev, next, ctx),
};
