// Every legal move of a seat, built from the same legality functions as the moves (exact by
// construction). Works on a seat's filtered view: it reads only public state and the seat's own hand.
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../kit/types';
import { TOKENS } from './data/tokens';
import { engineerSpace, printedSpaces, publicEngineers } from './rules/actions';
import { copyableTrackSpaces } from './rules/effects';
import { boardOf } from './rules/board';
import { allPassed } from './rules/turnOrder';
import { CHECKS } from './moves';
import type { RRState } from './rules/state';

/**
 * Where the candidates go, one call per move with its arguments (`n` of them). The bots' uniform
 * draw (simulate.ts) lists them into reused arrays instead of building a MoveChoice for each.
 */
export type CandidateSink = (move: string, n: number, a0?: any, a1?: any, a2?: any) => void;

/** The candidate moves in a fixed order; every legal move is among them. */
export function emitCandidates(G: RRState, ctx: Ctx, pid: string, add: CandidateSink): void {
  const p = G.players[pid];
  if (!p) return;
  const s = G.pending[0];
  if (s) {
    switch (s.k) {
      case 'advanceTracks': {
        const lines = boardOf(G).lines;
        for (let l = 0; l < lines.length; l++) {
          for (const c of s.cols) {
            add('advanceTrack', 2, l, c);
            if (lines[l].routes && c === 0) { add('advanceTrack', 3, l, c, 'H'); add('advanceTrack', 3, l, c, 'B'); }
          }
        }
        break;
      }
      case 'advanceIndustry': for (let i = 0; i < p.industry.length; i++) add('advanceIndustry', 1, i); break;
      case 'takeTile': add('takeLocomotive', 0); add('takeFactory', 0); add('takeCoalFactory', 0); break;
      case 'attachBoilerman':
        for (let i = 0; i < p.locos.length; i++) add('attachBoilerman', 2, 'loco', i);
        for (let i = 0; i < p.factories.length; i++) add('attachBoilerman', 2, 'factory', i);
        break;
      case 'takeFoundry': for (let i = 0; i < G.foundryDisplay.length; i++) add('takeFoundry', 1, i); break;
      case 'closeFoundry': add('closeFoundry', 0); break;
      case 'repeatAbility': for (let i = 0; i < 3; i++) add('repeatFactoryAbility', 1, i); break;
      case 'placeExtension': for (const id of G.extensionPool) add('placeExtension', 1, id); break;
      case 'placeNaturalTrack': for (let l = 0; l < boardOf(G).lines.length; l++) add('placeNaturalTrack', 1, l); break;
      case 'takeIncomeMarker': for (const id in G.incomePool) add('takeIncomeMarker', 1, id); break;
      case 'placeLocomotive':
        for (let i = 0; i < p.locos.length; i++) add('placeLocomotive', 1, i);
        add('discardLocomotive', 0);
        break;
      case 'replaceFactory': for (let i = 0; i < p.factories.length; i++) add('replaceFactory', 1, i); break;
      case 'chooseBonusToken': for (const t of TOKENS) add('chooseBonusToken', 1, t.id); break;
      case 'claimBonusCard': for (const c of G.bonusCards) add('claimBonusCard', 1, c); break;
      case 'keepEndBonus': { const n = G.hands[pid]?.drawn.length ?? 0; for (let i = 0; i < n; i++) add('keepEndBonusCard', 1, i); break; }
      case 'copyTrackSpace': for (const id of copyableTrackSpaces(G)) add('copyTrackSpace', 1, id); break;
      case 'freeActions': freeActions(G, p, add); break;
    }
    add('skipStep', 0);
    for (let i = 1; i < G.pending.length; i++) add('chooseStep', 1, i);
    return;
  }
  if (ctx.phase === 'startingBonus') {
    for (const id of G.startingBonus) add('takeStartingBonus', 1, id);
    return;
  }
  if (allPassed(G)) {
    for (const sp of printedSpaces(G)) add('relocateWorker', 1, sp.id);
    for (const id of publicEngineers(G)) add('relocateWorker', 1, engineerSpace(id).id);
    for (const id of p.engineers) add('relocateToEngineer', 1, id);
    add('keepWorker', 0);
    return;
  }
  // boardSpaces(G), without building the list: the printed spaces, then the public engineers.
  for (const sp of printedSpaces(G)) {
    for (let r = sp.roubles; r <= sp.roubles + sp.workers; r++) add('placeWorkers', 2, sp.id, r);
  }
  for (const id of publicEngineers(G)) {
    const sp = engineerSpace(id);
    for (let r = sp.roubles; r <= sp.roubles + sp.workers; r++) add('placeWorkers', 2, sp.id, r);
  }
  for (const id of p.engineers) {
    for (let r = 0; r <= 3; r++) add('useEngineer', 2, id, r);
  }
  for (const id of p.foundries) add('useFoundry', 1, id);
  freeActions(G, p, add);
  add('pass', 0);
}

function freeActions(G: RRState, p: RRState['players'][string], add: CandidateSink): void {
  for (let i = 0; i < p.income.length; i++) add('useIncome', 1, i);
  for (const c of boardOf(G).coinSpaces) add('payCoinSpace', 1, c.id);
}

/** A move's arguments as a list (the first `n` of a0, a1, a2). */
export function argList(n: number, a0?: any, a1?: any, a2?: any): any[] {
  return n === 0 ? [] : n === 1 ? [a0] : n === 2 ? [a0, a1] : [a0, a1, a2];
}

export function candidates(G: RRState, ctx: Ctx, pid: string): MoveChoice[] {
  const out: MoveChoice[] = [];
  emitCandidates(G, ctx, pid, (move, n, a0, a1, a2) => out.push({ move, args: argList(n, a0, a1, a2) }));
  return out;
}

export function enumerate(G: RRState, ctx: Ctx, pid: string): MoveChoice[] {
  if (ctx.gameover || G.gameover) return [];
  const out: MoveChoice[] = [];
  // Checked before a MoveChoice is built: most candidates are illegal at any one time. A check
  // reads only its own arguments, so the unused ones may be passed as undefined.
  emitCandidates(G, ctx, pid, (move, n, a0, a1, a2) => {
    if (CHECKS[move](G, ctx, pid, a0, a1, a2) === null) out.push({ move, args: argList(n, a0, a1, a2) });
  });
  return out;
}
