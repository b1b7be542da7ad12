// Every legal move of a seat, built from the same legality functions as the moves (exact by
// construction). Works on a seat's filtered view: it reads only public state and the seat's own hand.
import type { Ctx } from 'boardgame.io';
import type { MoveChoice } from '../kit/types';
import { TOKENS } from './data/tokens';
import { boardSpaces } from './rules/actions';
import { copyableTrackSpaces } from './rules/effects';
import { boardOf } from './rules/board';
import { allPassed } from './rules/turnOrder';
import { CHECKS } from './moves';
import type { RRState } from './rules/state';

export function candidates(G: RRState, ctx: Ctx, pid: string): MoveChoice[] {
  const p = G.players[pid];
  if (!p) return [];
  const out: MoveChoice[] = [];
  const s = G.pending[0];
  if (s) {
    switch (s.k) {
      case 'advanceTracks':
        boardOf(G).lines.forEach((line, l) => s.cols.forEach((c) => {
          out.push({ move: 'advanceTrack', args: [l, c] });
          if (line.routes && c === 0) out.push({ move: 'advanceTrack', args: [l, c, 'H'] }, { move: 'advanceTrack', args: [l, c, 'B'] });
        }));
        break;
      case 'advanceIndustry': p.industry.forEach((_, i) => out.push({ move: 'advanceIndustry', args: [i] })); break;
      case 'takeTile': out.push({ move: 'takeLocomotive', args: [] }, { move: 'takeFactory', args: [] }, { move: 'takeCoalFactory', args: [] }); break;
      case 'attachBoilerman':
        p.locos.forEach((_, i) => out.push({ move: 'attachBoilerman', args: ['loco', i] }));
        p.factories.forEach((_, i) => out.push({ move: 'attachBoilerman', args: ['factory', i] }));
        break;
      case 'takeFoundry': G.foundryDisplay.forEach((_, i) => out.push({ move: 'takeFoundry', args: [i] })); break;
      case 'closeFoundry': out.push({ move: 'closeFoundry', args: [] }); break;
      case 'repeatAbility': [0, 1, 2].forEach((i) => out.push({ move: 'repeatFactoryAbility', args: [i] })); break;
      case 'placeExtension': G.extensionPool.forEach((id) => out.push({ move: 'placeExtension', args: [id] })); break;
      case 'placeNaturalTrack': boardOf(G).lines.forEach((_, l) => out.push({ move: 'placeNaturalTrack', args: [l] })); break;
      case 'takeIncomeMarker': Object.keys(G.incomePool).forEach((id) => out.push({ move: 'takeIncomeMarker', args: [id] })); break;
      case 'placeLocomotive':
        p.locos.forEach((_, i) => out.push({ move: 'placeLocomotive', args: [i] }));
        out.push({ move: 'discardLocomotive', args: [] });
        break;
      case 'replaceFactory': p.factories.forEach((_, i) => out.push({ move: 'replaceFactory', args: [i] })); break;
      case 'chooseBonusToken': TOKENS.forEach((t) => out.push({ move: 'chooseBonusToken', args: [t.id] })); break;
      case 'claimBonusCard': G.bonusCards.forEach((c) => out.push({ move: 'claimBonusCard', args: [c] })); break;
      case 'keepEndBonus': (G.hands[pid]?.drawn ?? []).forEach((_, i) => out.push({ move: 'keepEndBonusCard', args: [i] })); break;
      case 'copyTrackSpace': copyableTrackSpaces(G).forEach((id) => out.push({ move: 'copyTrackSpace', args: [id] })); break;
      case 'freeActions': freeActions(G, p, out); break;
    }
    out.push({ move: 'skipStep', args: [] });
    for (let i = 1; i < G.pending.length; i++) out.push({ move: 'chooseStep', args: [i] });
    return out;
  }
  if (ctx.phase === 'startingBonus') {
    G.startingBonus.forEach((id) => out.push({ move: 'takeStartingBonus', args: [id] }));
    return out;
  }
  if (allPassed(G)) {
    boardSpaces(G).forEach((sp) => out.push({ move: 'relocateWorker', args: [sp.id] }));
    p.engineers.forEach((id) => out.push({ move: 'relocateToEngineer', args: [id] }));
    out.push({ move: 'keepWorker', args: [] });
    return out;
  }
  for (const sp of boardSpaces(G)) {
    for (let r = sp.roubles; r <= sp.roubles + sp.workers; r++) out.push({ move: 'placeWorkers', args: [sp.id, r] });
  }
  for (const id of p.engineers) {
    for (let r = 0; r <= 3; r++) out.push({ move: 'useEngineer', args: [id, r] });
  }
  for (const id of p.foundries) out.push({ move: 'useFoundry', args: [id] });
  freeActions(G, p, out);
  out.push({ move: 'pass', args: [] });
  return out;
}

function freeActions(G: RRState, p: RRState['players'][string], out: MoveChoice[]): void {
  p.income.forEach((_, i) => out.push({ move: 'useIncome', args: [i] }));
  boardOf(G).coinSpaces.forEach((c) => out.push({ move: 'payCoinSpace', args: [c.id] }));
}

export function enumerate(G: RRState, ctx: Ctx, pid: string): MoveChoice[] {
  if (ctx.gameover || G.gameover) return [];
  return candidates(G, ctx, pid).filter((m) => CHECKS[m.move](G, ctx, pid, ...(m.args ?? [])) === null);
}
