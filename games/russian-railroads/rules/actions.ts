// Choosing an action (S002-0048–0060, 0101–0108, 0111–0123, 0138–0149): which spaces are open,
// what they cost, how workers, temporary workers and roubles pay for them.
import type { Effect } from '../data/types';
import { SPACES, SPACE_BY_ID, type SpaceRow } from '../data/spaces';
import { ENGINEER_BY_ID } from '../data/engineers';
import { PLAYER_COUNTS } from '../data/setup';
import { FOUNDRY_USE_COAL } from '../data/coal';
import { availableTokens, fullBlock, player } from './effects';
import { boardOf } from './board';
import { allPassed } from './turnOrder';
import type { RRState, PlayerState } from './state';

export interface SpaceInfo { id: string; name: string; workers: number; roubles: number; coal: number; effects: Effect[]; workerOnly: boolean; reusable: boolean }

export function isLastRound(G: RRState): boolean {
  return G.round === G.setup.rounds;
}

/** Indexes of the public (light side up) engineer spaces and the hiring space on the strip. */
export function publicEngineerSlots(G: RRState): number[] {
  const L = G.engineers.length;
  return [L - 3, L - 2];
}

export function publicEngineers(G: RRState): number[] {
  return publicEngineerSlots(G).map((i) => G.engineers[i]).filter((e): e is number => e != null);
}

/** Every action space of the board as it lies this round (side, Last Round marker, engineers). */
export function boardSpaces(G: RRState): SpaceInfo[] {
  const out = [...printedSpaces(G)];
  for (const id of publicEngineers(G)) out.push(engineerSpace(id));
  return out;
}

// Which printed spaces lie on the board depends only on the player count, the Coal module and
// whether this is the last round: each list is made once (frozen, shared), since the bots'
// search lists the spaces on most of its steps.
const PRINTED_SPACES: (readonly SpaceInfo[] | undefined)[] = [];
/** The printed action spaces on the board this round (boardSpaces without the engineers), in SPACES order. */
export function printedSpaces(G: RRState): readonly SpaceInfo[] {
  const key = G.setup.players * 4 + (G.setup.coal ? 2 : 0) + (isLastRound(G) ? 1 : 0);
  let list = PRINTED_SPACES[key];
  if (!list) {
    list = Object.freeze(SPACES.filter((s) => spaceOnBoard(G, s)).map(info));
    PRINTED_SPACES[key] = list;
  }
  return list;
}

/** Whether a printed space is on the board this round (board side, solo, Coal, Last Round marker). */
function spaceOnBoard(G: RRState, s: SpaceRow): boolean {
  if (s.blocked2p && PLAYER_COUNTS[G.setup.players].twoPlayerSide) return false;
  if (s.soloBlocked && G.setup.players === 1) return false;
  if (s.coalOnly && !G.setup.coal) return false;
  const last = isLastRound(G);
  if (s.when === 'normal' && last) return false;
  if (s.when === 'lastRound' && !last) return false;
  return true;
}

// A space's description depends on its printed row (or engineer) alone, so each is made once,
// frozen, and shared: every legality check of a placement looks one up.
const ENGINEER_SPACES = new Map<number, SpaceInfo>();
export function engineerSpace(id: number): SpaceInfo {
  let space = ENGINEER_SPACES.get(id);
  if (!space) {
    const e = ENGINEER_BY_ID[id];
    space = Object.freeze({ id: `E${id}`, name: e.name, workers: e.workers, roubles: e.roubles, coal: 0, effects: e.effects, workerOnly: false, reusable: false });
    ENGINEER_SPACES.set(id, space);
  }
  return space;
}

const SPACE_INFO = new Map<SpaceRow, SpaceInfo>();
function info(s: SpaceRow): SpaceInfo {
  let space = SPACE_INFO.get(s);
  if (!space) {
    space = Object.freeze({ id: s.id, name: s.name, workers: s.workers, roubles: s.roubles, coal: s.coal ?? 0, effects: s.effects, workerOnly: !!s.workerOnly, reusable: !!s.reusable });
    SPACE_INFO.set(s, space);
  }
  return space;
}

export function findSpace(G: RRState, id: string): SpaceInfo | undefined {
  const row = SPACE_BY_ID[id];
  if (row) return spaceOnBoard(G, row) ? info(row) : undefined;
  if (typeof id !== 'string' || id[0] !== 'E') return undefined;
  const n = Number(id.slice(1));
  return publicEngineers(G).includes(n) ? engineerSpace(n) : undefined;
}

/** How many roubles may be paid for a cost: the compulsory ones, plus any that replace workers. */
export function paymentBlock(p: PlayerState, workers: number, roubles: number, paid: number, workerOnly: boolean): string | null {
  if (!Number.isInteger(paid)) return 'Say how many roubles you pay.';
  if (paid < roubles) return `This action needs ${roubles} rouble${roubles > 1 ? 's' : ''}; workers cannot replace roubles.`;
  if (paid > roubles + (workerOnly ? 0 : workers)) return workerOnly ? 'Only a worker may take this space.' : 'You are paying more roubles than the action needs.';
  if (paid > p.roubles) return 'You do not have that many roubles.';
  const w = workers - (paid - roubles);
  if (w > p.workers + p.temp) return `You need ${w} worker${w > 1 ? 's' : ''} in your supply.`;
  return null;
}

/** Pay: temporary workers first (they are lost at the end of the round anyway), then your own. */
export function pay(G: RRState, p: PlayerState, workers: number, roubles: number, paid: number): void {
  let w = workers - (paid - roubles);
  const t = Math.min(p.temp, w);
  p.temp -= t; p.tempPlaced += t; w -= t;
  p.workers -= w; p.placed += w;
  p.roubles -= paid; G.roublesOnBoard += paid;
}

export function turnBlock(G: RRState, pid: string): string | null {
  if (G.gameover) return 'The game is over.';
  if (G.current !== pid) return 'It is not your turn.';
  return null;
}

/** null when `pid` may choose an action now (nothing pending, in the worker placement). */
function choosingBlock(G: RRState, pid: string, phase: string): string | null {
  const t = turnBlock(G, pid);
  if (t) return t;
  if (phase !== 'workerPlacement') return 'Choose a Starting Bonus card first.';
  if (G.pending.length) return 'Finish your current action first.';
  if (allPassed(G)) return 'Everyone has passed; only the turn-order workers move now.';
  if (G.players[pid].passed) return 'You have passed for this round.';
  return null;
}

export function placeWorkersBlock(G: RRState, pid: string, phase: string, spaceId: string, paid: number): string | null {
  const c = choosingBlock(G, pid, phase);
  if (c) return c;
  const s = findSpace(G, spaceId);
  if (!s) return SPACE_BY_ID[spaceId] ? 'That action space is not available this round.' : 'There is no such action space.';
  if (!s.reusable && G.spaces[spaceId] !== undefined) return 'That action space is already occupied this round.';
  const p = player(G, pid);
  if (spaceId === 'TO1' || spaceId === 'TO2') {
    const pos = G.order.indexOf(pid);
    const twoSide = PLAYER_COUNTS[G.setup.players].twoPlayerSide;
    if (!twoSide && ((spaceId === 'TO1' && pos === 0) || (spaceId === 'TO2' && pos === 1))) return 'You may not take the turn-order space of your current position.';
    const other = spaceId === 'TO1' ? 'TO2' : 'TO1';
    if (G.spaces[other] === pid) return 'You may not occupy both turn-order spaces.';
  }
  const pb = paymentBlock(p, s.workers, s.roubles, paid, s.workerOnly);
  if (pb) return pb;
  if (p.coal < s.coal) return `This action needs ${s.coal} coal from your supply.`;
  // A rouble spent on the cost is gone before the action: check "in full" after paying.
  return fullBlock(G, p, s.effects);
}

export function useEngineerBlock(G: RRState, pid: string, phase: string, id: number, paid: number): string | null {
  const c = choosingBlock(G, pid, phase);
  if (c) return c;
  const p = player(G, pid);
  if (!p.engineers.includes(id)) return 'You have not hired that engineer.';
  if (p.engineersUsed.includes(id)) return 'You have already used that engineer this round.';
  const e = ENGINEER_BY_ID[id];
  return paymentBlock(p, e.workers, e.roubles, paid, false);
}

/** Using one of your foundries (S002-0307–0311): 2 coal, once per round, your own foundries only. */
export function useFoundryBlock(G: RRState, pid: string, phase: string, id: string): string | null {
  const c = choosingBlock(G, pid, phase);
  if (c) return c;
  const p = player(G, pid);
  if (!p.foundries.includes(id)) return G.foundryDisplay.includes(id) ? 'You may not use the face-up foundries in the supply.' : 'You do not own that foundry.';
  if (p.foundriesUsed.includes(id)) return 'You have already used that foundry this round.';
  if (p.coal < FOUNDRY_USE_COAL) return `Using a foundry takes ${FOUNDRY_USE_COAL} coal.`;
  return null;
}

/**
 * When a free action (an income marker, a coin space) may be taken: on your turn while choosing an
 * action, or in the pause after relocating your turn-order worker, so that what the relocation
 * brought is usable before the round is scored (S002-0263 "including the round you acquire it",
 * S002-0394 "as soon as you reach").
 */
function freeActionBlock(G: RRState, pid: string, phase: string): string | null {
  if (G.pending[0]?.k === 'freeActions') return turnBlock(G, pid);
  return choosingBlock(G, pid, phase);
}

/** German income markers: each once per round, a free action on your own turn. */
export function useIncomeBlock(G: RRState, pid: string, phase: string, index: number): string | null {
  return freeActionBlock(G, pid, phase) ?? incomeBlock(player(G, pid), index);
}
function incomeBlock(p: PlayerState, index: number): string | null {
  if (!Number.isInteger(index) || index < 0 || index >= p.income.length) return 'You have no such income marker.';
  if (p.incomeUsed.includes(index)) return 'You have already used that income marker this round.';
  return null;
}

/** American coin spaces (S002-0393–0397): once the track is there, pay 1 rouble (now or on a later turn). */
export function payCoinSpaceBlock(G: RRState, pid: string, phase: string, id: string): string | null {
  return freeActionBlock(G, pid, phase) ?? coinSpaceBlock(G, player(G, pid), id);
}
function coinSpaceBlock(G: RRState, p: PlayerState, id: string): string | null {
  const cs = boardOf(G).coinSpaces.find((x) => x.id === id);
  if (!cs) return 'There is no such coin space on this board.';
  if (p.claimed.includes(id)) return 'You have already received this advantage (a Done marker covers it).';
  if (p.tracks[cs.line][cs.colour] < cs.space) return 'Your track of the colour shown has not reached this space yet.';
  if (p.roubles < 1) return 'You need a rouble to pay for this advantage.';
  if (cs.reward === 'token' && availableTokens(G, p).length === 0) return 'No ? token is left for you to take.';
  if (Array.isArray(cs.reward) && cs.reward.some((ef) => ef.e === 'ebDraw') && G.ebPileCount === 0) return 'The End Bonus pile is empty.';
  return null;
}

/** Whether the seat that has just relocated its turn-order worker pauses for its free actions before the scoring. */
export function relocationPause(G: RRState, pid: string): boolean {
  if (!allPassed(G) || G.relocation[0] !== pid || !G.relocatingDone || G.relocationFreeDone || G.pending.length) return false;
  const p = player(G, pid);
  return p.income.some((_, i) => incomeBlock(p, i) === null) || boardOf(G).coinSpaces.some((c) => coinSpaceBlock(G, p, c.id) === null);
}

export function passBlock(G: RRState, pid: string, phase: string): string | null {
  return choosingBlock(G, pid, phase);
}

// ---- Relocating a turn-order worker (S002-0144–0149)
function relocatingBlock(G: RRState, pid: string): string | null {
  const t = turnBlock(G, pid);
  if (t) return t;
  if (!allPassed(G) || G.relocation[0] !== pid) return 'Only a worker on a turn-order space moves now, once everyone has passed.';
  if (G.pending.length) return 'Finish your current action first.';
  return null;
}

export function relocateWorkerBlock(G: RRState, pid: string, spaceId: string): string | null {
  const r = relocatingBlock(G, pid);
  if (r) return r;
  const s = findSpace(G, spaceId);
  if (!s) return 'There is no such action space this round.';
  if (!s.reusable && G.spaces[spaceId] !== undefined) return 'That action space is occupied.';
  if (s.workers !== 1 || s.roubles !== 0 || s.coal !== 0 || s.workerOnly) return 'The worker moves alone: choose a space that one worker may take.';
  return fullBlock(G, player(G, pid), s.effects);
}

export function relocateToEngineerBlock(G: RRState, pid: string, id: number): string | null {
  const r = relocatingBlock(G, pid);
  if (r) return r;
  const p = player(G, pid);
  if (!p.engineers.includes(id)) return 'You have not hired that engineer.';
  if (p.engineersUsed.includes(id)) return 'You have already used that engineer this round.';
  const e = ENGINEER_BY_ID[id];
  if (e.workers !== 1 || e.roubles !== 0) return 'The worker moves alone: this engineer needs another cost.';
  return null;
}

export function keepWorkerBlock(G: RRState, pid: string): string | null {
  return relocatingBlock(G, pid);
}
