// The moves: each checks legality with rules/ (the same functions explain() uses), applies the effect
// and narrates. Illegal → INVALID_MOVE. After every move the turn either waits in the stage of the
// next pending sub-step or ends.
import { INVALID_MOVE } from 'boardgame.io/core';
import type { Ctx } from 'boardgame.io';
import { SPACE_BY_ID } from './data/spaces';
import { ENGINEER_BY_ID } from './data/engineers';
import { STARTING_BONUS_BY_ID } from './data/tokens';
import { applyEffects, availableTokens, player, type Act } from './rules/effects';
import { boardOf } from './rules/board';
import {
  placeWorkersBlock, useEngineerBlock, passBlock, relocateWorkerBlock, relocateToEngineerBlock, keepWorkerBlock,
  findSpace, pay, turnBlock, useFoundryBlock, useIncomeBlock, payCoinSpaceBlock, relocationPause,
} from './rules/actions';
import { FOUNDRY_BY_ID, FOUNDRY_USE_COAL } from './data/coal';
import { INCOME_BY_ID } from './data/board-german';
import * as st from './rules/steps';
import { passTurn, concludeTurn } from './rules/round';
import { allPassed } from './rules/turnOrder';
import { narrate } from './rules/log';
import type { RRState } from './rules/state';
import { secretChanged, secretSnapshot } from './rules/secret';
import { finishedState, plainCopy, type PlainStateContext } from '../kit/plain-state';

interface MoveCtx extends PlainStateContext<RRState> { G: RRState; ctx: Ctx; playerID: string; events: { endTurn: (arg?: any) => void; setStage: (s: string) => void; endStage?: () => void }; random?: { Shuffle: <T>(d: T[]) => T[] } }

/** Reason a move is illegal now, or null. The single source for moves, explain() and the enumerator. */
export const CHECKS: Record<string, (G: RRState, ctx: Ctx, pid: string, ...args: any[]) => string | null> = {
  takeStartingBonus: (G, ctx, pid, id: string) => {
    const t = turnBlock(G, pid);
    if (t) return t;
    if (ctx.phase !== 'startingBonus') return 'The Starting Bonus cards have been handed out.';
    if (G.pending.length) return 'Finish using your Starting Bonus card first.';
    if (!G.startingBonus.includes(id)) return 'That Starting Bonus card is not available.';
    return null;
  },
  placeWorkers: (G, ctx, pid, spaceId: string, roubles: number) => placeWorkersBlock(G, pid, ctx.phase, spaceId, roubles),
  useEngineer: (G, ctx, pid, id: number, roubles: number) => useEngineerBlock(G, pid, ctx.phase, id, roubles),
  pass: (G, ctx, pid) => passBlock(G, pid, ctx.phase),
  relocateWorker: (G, _ctx, pid, spaceId: string) => relocateWorkerBlock(G, pid, spaceId),
  relocateToEngineer: (G, _ctx, pid, id: number) => relocateToEngineerBlock(G, pid, id),
  keepWorker: (G, _ctx, pid) => keepWorkerBlock(G, pid),
  advanceTrack: (G, _ctx, pid, line: number, colour: number, route?: string) => turnBlock(G, pid) ?? st.advanceTrackBlock(G, pid, line, colour, route),
  advanceIndustry: (G, _ctx, pid, marker: number) => turnBlock(G, pid) ?? st.advanceIndustryBlock(G, pid, marker),
  takeLocomotive: (G, _ctx, pid) => turnBlock(G, pid) ?? st.takeTileBlock(G, pid, 'loco'),
  takeFactory: (G, _ctx, pid) => turnBlock(G, pid) ?? st.takeTileBlock(G, pid, 'factory'),
  placeLocomotive: (G, _ctx, pid, slot: number) => turnBlock(G, pid) ?? st.placeLocomotiveBlock(G, pid, slot),
  discardLocomotive: (G, _ctx, pid) => turnBlock(G, pid) ?? st.discardLocomotiveBlock(G, pid),
  replaceFactory: (G, _ctx, pid, slot: number) => turnBlock(G, pid) ?? st.replaceFactoryBlock(G, pid, slot),
  chooseBonusToken: (G, _ctx, pid, id: string) => turnBlock(G, pid) ?? st.chooseBonusTokenBlock(G, pid, id),
  claimBonusCard: (G, _ctx, pid, id: string) => turnBlock(G, pid) ?? st.claimBonusCardBlock(G, pid, id),
  keepEndBonusCard: (G, _ctx, pid, index: number) => turnBlock(G, pid) ?? st.keepEndBonusBlock(G, pid, index),
  copyTrackSpace: (G, _ctx, pid, spaceId: string) => turnBlock(G, pid) ?? st.copyTrackSpaceBlock(G, pid, spaceId),
  skipStep: (G, _ctx, pid) => turnBlock(G, pid) ?? st.skipStepBlock(G, pid),
  chooseStep: (G, _ctx, pid, index: number) => turnBlock(G, pid) ?? st.chooseStepBlock(G, pid, index),
  useFoundry: (G, ctx, pid, id: string) => useFoundryBlock(G, pid, ctx.phase, id),
  takeCoalFactory: (G, _ctx, pid) => turnBlock(G, pid) ?? st.takeTileBlock(G, pid, 'coalFactory'),
  attachBoilerman: (G, _ctx, pid, kind: string, slot: number) => turnBlock(G, pid) ?? st.attachBoilermanBlock(G, pid, kind, slot),
  takeFoundry: (G, _ctx, pid, index: number) => turnBlock(G, pid) ?? st.takeFoundryBlock(G, pid, index),
  closeFoundry: (G, _ctx, pid) => turnBlock(G, pid) ?? st.closeFoundryBlock(G, pid),
  repeatFactoryAbility: (G, _ctx, pid, index: number) => turnBlock(G, pid) ?? st.repeatAbilityBlock(G, pid, index),
  placeExtension: (G, _ctx, pid, tileId: string) => turnBlock(G, pid) ?? st.placeExtensionBlock(G, pid, tileId),
  placeNaturalTrack: (G, _ctx, pid, line: number) => turnBlock(G, pid) ?? st.placeNaturalTrackBlock(G, pid, line),
  takeIncomeMarker: (G, _ctx, pid, id: string) => turnBlock(G, pid) ?? st.takeIncomeBlock(G, pid, id),
  useIncome: (G, ctx, pid, index: number) => useIncomeBlock(G, pid, ctx.phase, index),
  payCoinSpace: (G, ctx, pid, id: string) => payCoinSpaceBlock(G, pid, ctx.phase, id),
};

export function explainMove(G: RRState, ctx: Ctx, pid: string, move: string, args: any[]): string | null {
  const check = Object.hasOwn(CHECKS, move) ? CHECKS[move] : undefined;
  if (!check) return `There is no move called ${move}.`;
  if (ctx.gameover) return 'The game is over.';
  try {
    return check(G, ctx, pid, ...(args ?? []));
  } catch {
    return 'Those are not valid choices for this move.';
  }
}

/** After a move: wait in the next sub-step's stage, or end the turn (and maybe the round). */
function settle(G: RRState, ctx: Ctx, events: MoveCtx['events'], a: Act): void {
  st.normalizePending(a);
  if (G.pending.length) { events.setStage(G.pending[0].k); return; }
  if (G.freeAction) {
    G.freeAction = false;
    // An income marker is a free action: the turn goes on (back to choosing an action).
    if (!allPassed(G)) { events.endStage?.(); return; }
  }
  if (relocationPause(G, a.pid)) {
    G.pending.push({ k: 'freeActions' });
    events.setStage('freeActions');
    return;
  }
  concludeTurn(a, ctx.phase);
  if (G.gameover) return;
  if (ctx.phase === 'startingBonus' && G.startingBonusQueue.length === 0) { G.startingBonus = []; return; }
  events.endTurn();
}

/**
 * A mutable copy of the state a move starts from (the plain state the framework hands over
 * beside its draft, see games/kit/plain-state.ts). The log and history only ever grow, so
 * their frozen entries are shared, not copied.
 */
function workingCopy(m: MoveCtx): RRState {
  const base = m.plainG;
  if (!base) return m.G; // called without the framework (unit tests): mutate in place
  const { log, history, ...rest } = base;
  return { ...(plainCopy(rest) as Omit<RRState, 'log' | 'history'>), log: [...log], history: [...history] };
}

/**
 * The move the bots' uniform draw (simulate.ts `sampleMove`) has just found legal: the state and
 * context it checked, the seat, the move and its arguments. When the next move called is exactly
 * that one on that same state, it skips the check it would repeat. One slot, cleared by every move.
 */
const vouched = { on: false, G: null as RRState | null, ctx: null as Ctx | null, pid: '', move: '', n: 0, a0: undefined as unknown, a1: undefined as unknown, a2: undefined as unknown };

export function vouchFor(G: RRState, ctx: Ctx, pid: string, move: string, n: number, a0: unknown, a1: unknown, a2: unknown): void {
  vouched.on = true;
  vouched.G = G;
  vouched.ctx = ctx;
  vouched.pid = pid;
  vouched.move = move;
  vouched.n = n;
  vouched.a0 = a0;
  vouched.a1 = a1;
  vouched.a2 = a2;
}

function isVouched(G: RRState, ctx: Ctx, pid: string, move: string, args: readonly unknown[]): boolean {
  const v = vouched;
  const same = v.on && v.G === G && v.ctx === ctx && v.pid === pid && v.move === move && v.n === args.length &&
    (v.n < 1 || args[0] === v.a0) && (v.n < 2 || args[1] === v.a1) && (v.n < 3 || args[2] === v.a2);
  v.on = false;
  v.G = null;
  v.ctx = null;
  return same;
}

function act(name: string, body: (a: Act, ...args: any[]) => void) {
  // body(a, ...its arguments): a call with more arguments than the move reads is not this move.
  const arity = body.length - 1;
  const check = CHECKS[name];
  return {
    move: (m: MoveCtx, ...args: any[]) => {
      if (args.length > arity) return INVALID_MOVE;
      const G = workingCopy(m);
      const ctx = m.ctx;
      // explainMove, without spreading the arguments (no move takes more than three).
      if (!isVouched(G, ctx, m.playerID, name, args)) {
        if (ctx.gameover) return INVALID_MOVE;
        try {
          if (check(G, ctx, m.playerID, args[0], args[1], args[2]) !== null) return INVALID_MOVE;
        } catch {
          return INVALID_MOVE;
        }
      }
      const a: Act = m.random ? { G, pid: m.playerID, turn: ctx.turn, shuffle: m.random.Shuffle } : { G, pid: m.playerID, turn: ctx.turn };
      const hiddenBefore = secretSnapshot(G.secret);
      body(a, args[0], args[1], args[2]);
      settle(G, ctx, m.events, a);
      G.revealedByLastMove = secretChanged(G.secret, hiddenBefore);
      return G === m.G ? undefined : finishedState(G);
    },
    // Moves may reveal hidden cards (draws, final scoring): only the master runs them.
    client: false,
    // Undo is for moves that showed nothing hidden: taking back a draw would let a player peek.
    undoable: ({ G }: { G: RRState }) => !G.revealedByLastMove && !G.gameover,
  };
}

/** A free action taken in the pause after a relocation: its parts come first, then the pause is offered again. */
function leaveRelocationPause(G: RRState): void {
  if (G.pending[0]?.k === 'freeActions') G.pending.shift();
}

export const moves = {
  takeStartingBonus: act('takeStartingBonus', (a, id: string) => {
    a.G.startingBonus = a.G.startingBonus.filter((c) => c !== id);
    narrate(a.G, a.turn, a.pid, `takes the Starting Bonus card "${STARTING_BONUS_BY_ID[id].name}".`);
    applyEffects(a, STARTING_BONUS_BY_ID[id].effects, false);
  }),
  placeWorkers: act('placeWorkers', (a, spaceId: string, roubles: number) => {
    const s = findSpace(a.G, spaceId)!;
    const p = player(a.G, a.pid);
    pay(a.G, p, s.workers, s.roubles, roubles);
    p.coal -= s.coal;
    if (!s.reusable) a.G.spaces[spaceId] = a.pid;
    narrate(a.G, a.turn, a.pid, `takes "${s.name}"${roubles ? ` (${roubles} rouble${roubles > 1 ? 's' : ''})` : ''}.`);
    applyEffects(a, s.effects, true);
  }),
  useEngineer: act('useEngineer', (a, id: number, roubles: number) => {
    const e = ENGINEER_BY_ID[id];
    const p = player(a.G, a.pid);
    pay(a.G, p, e.workers, e.roubles, roubles);
    p.engineersUsed.push(id);
    narrate(a.G, a.turn, a.pid, `uses their engineer #${id} (${e.name}).`);
    applyEffects(a, e.effects, false);
  }),
  pass: act('pass', (a) => passTurn(a)),
  relocateWorker: act('relocateWorker', (a, spaceId: string) => {
    const s = findSpace(a.G, spaceId)!;
    a.G.relocatingDone = true;
    if (!s.reusable) a.G.spaces[spaceId] = a.pid;
    narrate(a.G, a.turn, a.pid, `moves the turn-order worker to "${s.name}".`);
    applyEffects(a, s.effects, true);
  }),
  relocateToEngineer: act('relocateToEngineer', (a, id: number) => {
    const e = ENGINEER_BY_ID[id];
    a.G.relocatingDone = true;
    player(a.G, a.pid).engineersUsed.push(id);
    narrate(a.G, a.turn, a.pid, `moves the turn-order worker to their engineer #${id}.`);
    applyEffects(a, e.effects, false);
  }),
  keepWorker: act('keepWorker', (a) => {
    a.G.relocatingDone = true;
    narrate(a.G, a.turn, a.pid, 'leaves the turn-order worker where it is.');
  }),
  advanceTrack: act('advanceTrack', (a, line: number, colour: number, route?: string) => st.advanceTrack(a, line, colour, route)),
  advanceIndustry: act('advanceIndustry', (a, marker: number) => st.advanceIndustry(a, marker)),
  takeLocomotive: act('takeLocomotive', (a) => st.takeTile(a, 'loco')),
  takeFactory: act('takeFactory', (a) => st.takeTile(a, 'factory')),
  placeLocomotive: act('placeLocomotive', (a, slot: number) => st.placeLocomotive(a, slot)),
  discardLocomotive: act('discardLocomotive', (a) => st.discardLocomotive(a)),
  replaceFactory: act('replaceFactory', (a, slot: number) => st.replaceFactory(a, slot)),
  chooseBonusToken: act('chooseBonusToken', (a, id: string) => st.chooseBonusToken(a, id)),
  claimBonusCard: act('claimBonusCard', (a, id: string) => st.claimBonusCard(a, id)),
  keepEndBonusCard: act('keepEndBonusCard', (a, index: number) => st.keepEndBonus(a, index)),
  copyTrackSpace: act('copyTrackSpace', (a, spaceId: string) => st.copyTrackSpace(a, spaceId)),
  skipStep: act('skipStep', (a) => st.skipStep(a)),
  chooseStep: act('chooseStep', (a, index: number) => st.chooseStep(a, index)),
  useFoundry: act('useFoundry', (a, id: string) => {
    const p = player(a.G, a.pid);
    p.coal -= FOUNDRY_USE_COAL;
    p.foundriesUsed.push(id);
    narrate(a.G, a.turn, a.pid, `uses the foundry ${FOUNDRY_BY_ID[id].name}.`);
    applyEffects(a, FOUNDRY_BY_ID[id].effects, false);
    a.G.pending.push({ k: 'closeFoundry', foundry: id });
  }),
  takeCoalFactory: act('takeCoalFactory', (a) => st.takeTile(a, 'coalFactory')),
  attachBoilerman: act('attachBoilerman', (a, kind: string, slot: number) => st.attachBoilerman(a, kind, slot)),
  takeFoundry: act('takeFoundry', (a, index: number) => st.takeFoundry(a, index)),
  closeFoundry: act('closeFoundry', (a) => st.closeFoundry(a)),
  repeatFactoryAbility: act('repeatFactoryAbility', (a, index: number) => st.repeatAbility(a, index)),
  placeExtension: act('placeExtension', (a, tileId: string) => st.placeExtension(a, tileId)),
  placeNaturalTrack: act('placeNaturalTrack', (a, line: number) => st.placeNaturalTrack(a, line)),
  takeIncomeMarker: act('takeIncomeMarker', (a, id: string) => st.takeIncome(a, id)),
  useIncome: act('useIncome', (a, index: number) => {
    leaveRelocationPause(a.G);
    const p = player(a.G, a.pid);
    p.incomeUsed.push(index);
    a.G.freeAction = true;
    narrate(a.G, a.turn, a.pid, `uses an income marker (${INCOME_BY_ID[p.income[index]].name}).`);
    applyEffects(a, INCOME_BY_ID[p.income[index]].effects, false);
  }),
  payCoinSpace: act('payCoinSpace', (a, id: string) => {
    leaveRelocationPause(a.G);
    const p = player(a.G, a.pid);
    const cs = boardOf(a.G).coinSpaces.find((x) => x.id === id)!;
    p.roubles -= 1; a.G.bank += 1;
    p.claimed.push(id);
    a.G.freeAction = true;
    narrate(a.G, a.turn, a.pid, `pays a rouble for the coin space ${id}.`);
    if (cs.reward === 'token') { if (availableTokens(a.G, p).length) a.G.pending.unshift({ k: 'chooseBonusToken', space: id }); }
    else if (cs.reward !== 'doubleLine') applyEffects(a, cs.reward, false);
  }),
};

export { SPACE_BY_ID };
