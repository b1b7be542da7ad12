// Every move: a legality check (a reason string, or null) and an effect. game.ts wires them into
// boardgame.io; explain() and the enumerator call the same checks.
import type { Ctx } from 'boardgame.io';
import { playerRef } from '../kit/narration';
import type { PlayerID } from '../kit/types';
import { contract } from './data/contracts';
import { goodValue, type FactoryType, type Good } from './data/goods';
import { staticBoard, buildingAt } from './rules/board';
import { drawContract, refillPublic, type Shuffler } from './rules/contracts';
import { factoryReason, type FactoryPayment } from './rules/factory';
import { EDGE_NAMES, segEdges, segKey } from './rules/hex';
import {
  availableLocationActions, locationAccess, obtainReason, processReason, recipeById, sellReason,
} from './rules/location';
import { narrate } from './rules/log';
import { canMove, changeDirectionReason, legalSteps, occupiedByOther } from './rules/movement';
import { gainGood, hasEffect, held, heldCount, returnGood, storageLimit } from './rules/player';
import { addSegment, anySegmentDrawable, continuation, hexAcceptsRail, segmentReason } from './rules/railway';
import { cityBonus, finalScoring, winners } from './rules/scoring';
import type { TRState, TurnProgress } from './rules/state';
import { awardPoints, upgradeReason } from './rules/tech';
import { LAST_TRIGGER_ROUND } from './data/goods';
import { upgradeRow } from './data/upgrades';

export interface ApplyContext {
  G: TRState;
  ctx: Ctx;
  pid: PlayerID;
  random: Shuffler;
  events: { endTurn?: () => void };
}

export interface MoveDef {
  phase: 'chooseStart' | 'play';
  check(G: TRState, pid: PlayerID, ...args: any[]): string | null;
  apply(c: ApplyContext, ...args: any[]): void;
  /** Moves that draw from the hidden deck or read hidden cards run on the server only. */
  serverOnly?: boolean;
}

export const freshTurn = (): TurnProgress => ({ mainDone: false, locationDone: false, pending: null, location: null });

const BUSY = 'Finish the action in progress first.';
const idleReason = (G: TRState): string | null => (G.turn.pending || G.turn.location ? BUSY : null);
const mainReason = (G: TRState): string | null => idleReason(G) ?? (G.turn.mainDone ? 'You already took your main action this turn.' : null);

/** Is a location action of a kind not yet taken in this step possible for free? */
function freeLocationActionPossible(G: TRState, pid: PlayerID): boolean {
  const done = G.turn.location?.kinds ?? [];
  return availableLocationActions(G, pid).some((a) => a.access === 'free' && !done.includes(kindOf(a.move)));
}

const kindOf = (move: string): string => (move === 'sell' ? 'sell' : move === 'obtain' ? 'obtain' : 'process');

/** May a location action of this kind start now (S004-0020, S004-0044, S004-0142/0143)? */
function locationStepReason(G: TRState, kind: string): string | null {
  if (G.turn.pending) return BUSY;
  const loc = G.turn.location;
  if (loc) return loc.kinds.includes(kind) ? 'Your second location action must be a different one.' : null;
  if (!G.turn.mainDone) return 'Take your main action first (the Location Action can be your main action).';
  if (G.turn.locationDone) return 'You already took your location action this turn.';
  return null;
}

function beginLocationAction(c: ApplyContext, hex: string): void {
  const { G, pid } = c;
  if (!G.turn.location) {
    const two = hasEffect(G.players[pid], (e) => e.kind === 'twoLocationActions');
    G.turn.location = { main: false, left: two ? 2 : 1, kinds: [] };
  }
  if (locationAccess(G, pid, hex) === 'minus') {
    G.players[pid].minus += 1;
    narrate(G, c.ctx, pid, 'takes a minus token to use a location across its black lines.');
  }
}

function endLocationStep(G: TRState): void {
  const loc = G.turn.location!;
  if (loc.main) G.turn.mainDone = true;
  else G.turn.locationDone = true;
  G.turn.location = null;
}

function completeLocationAction(G: TRState, kind: string): void {
  const loc = G.turn.location!;
  loc.kinds.push(kind);
  loc.left -= 1;
  if (loc.left <= 0) endLocationStep(G);
}

function finishDraw(c: ApplyContext, main: boolean, drawn: number): void {
  c.G.turn.pending = null;
  if (main) c.G.turn.mainDone = true;
  narrate(c.G, c.ctx, c.pid, `draws ${drawn} railway${drawn === 1 ? '' : 's'}.`);
}

function finishMove(c: ApplyContext): void {
  const p = c.G.turn.pending;
  if (p?.k !== 'move') return;
  c.G.turn.pending = null;
  if (p.main) c.G.turn.mainDone = true;
  narrate(c.G, c.ctx, c.pid, `moves ${p.taken} step${p.taken === 1 ? '' : 's'} to ${c.G.trains[c.pid]!.hex}.`);
}

/** A player's secret contract still needs these goods during the current sale. */
function secretNeeds(G: TRState, id: string): Good[] {
  const p = G.turn.pending;
  const need = [...contract(id).goods];
  if (p?.k === 'sale') for (const g of p.secretSold[id] ?? []) need.splice(need.indexOf(g), 1);
  return need;
}

function endRound(c: ApplyContext): void {
  const { G } = c;
  const scores = Object.fromEntries(Object.keys(G.players).map((id) => [id, G.players[id].score]));
  G.history.push({ label: `Round ${G.round}`, scores });
  // The safety cap (design note item 35): nobody has reached 25 by the end of round 40.
  if (G.finalRound === null && G.round >= LAST_TRIGGER_ROUND.value) {
    G.finalRound = G.round + 2;
    G.endTrigger = 'cap';
    narrate(G, c.ctx, undefined, `Nobody has reached 25 points by the end of round ${G.round}: the round cap ends the game, everyone plays 2 more turns.`);
  }
  if (G.finalRound !== null && G.round >= G.finalRound) {
    G.final = finalScoring(G);
    const final = Object.fromEntries(Object.keys(G.players).map((id) => [id, G.players[id].score]));
    G.history.push({ label: 'Final', scores: final });
    G.gameover = { winners: winners(G), scores: final, endedBy: G.endTrigger ?? 'cap', rounds: G.round };
    for (const id of Object.keys(G.players)) {
      const f = G.final[id];
      narrate(G, c.ctx, id, `scores at the end: track ${f.track}, contracts in hand ${f.hand}, remaining goods ${f.goods}, influence ${f.influence}, minus tokens ${f.minus}, tech ${f.tech}.`);
    }
    narrate(G, c.ctx, undefined, `Game over. Final scores: ${Object.entries(final).map(([id, s]) => `${playerRef(id)} ${s}`).join(', ')}.`);
  } else {
    G.round += 1;
  }
}

export const MOVES: Record<string, MoveDef> = {
  chooseStart: {
    phase: 'chooseStart',
    check(G, pid, startId: string) {
      const start = staticBoard(G.mapId).map.starts.find((s) => s.id === startId);
      if (!start) return 'Choose one of the 8 starting railways (S1..S8).';
      if (G.trains[pid]) return 'Your train is already placed.';
      const hex = `${start.hex[0]},${start.hex[1]}`;
      if (Object.values(G.trains).some((t) => t?.hex === hex)) return 'Each starting position holds only 1 train.';
      return null;
    },
    apply(c, startId: string) {
      const start = staticBoard(c.G.mapId).map.starts.find((s) => s.id === startId)!;
      c.G.trains[c.pid] = { hex: `${start.hex[0]},${start.hex[1]}`, seg: segKey(start.rail[0], start.rail[1]), facing: start.facing };
      narrate(c.G, c.ctx, c.pid, `places the train on start ${startId}.`);
      c.events.endTurn?.();
    },
  },

  drawRailway: {
    phase: 'play',
    check(G) {
      return mainReason(G) ?? (anySegmentDrawable(G, staticBoard(G.mapId).cells) ? null : 'No railway can be drawn anywhere.');
    },
    apply(c) {
      c.G.turn.pending = { k: 'draw', left: 3, next: null, at: null, main: true };
    },
  },

  spendIron: {
    phase: 'play',
    check(G, pid) {
      if (idleReason(G)) return BUSY;
      if (held(G.players[pid], 'iron') < 1) return 'Drawing one extra railway costs 1 iron.';
      return anySegmentDrawable(G, staticBoard(G.mapId).cells) ? null : 'No railway can be drawn anywhere.';
    },
    apply(c) {
      returnGood(c.G, c.G.players[c.pid], 'iron');
      c.G.turn.pending = { k: 'draw', left: 1, next: null, at: null, main: false };
    },
  },

  chooseRailHex: {
    phase: 'play',
    check(G, _pid, hex: string) {
      const p = G.turn.pending;
      if (p?.k !== 'draw' || p.next || p.at) return 'Choose a hex only to start a railway.';
      return hexAcceptsRail(G, hex) ? null : 'No railway can be drawn in that hex.';
    },
    apply(c, hex: string) {
      const p = c.G.turn.pending;
      if (p?.k === 'draw') p.at = hex;
    },
  },

  drawRailSegment: {
    phase: 'play',
    check(G, _pid, hex: string, from: number, to: number) {
      const p = G.turn.pending;
      if (p?.k !== 'draw') return 'You are not drawing railways now.';
      if (p.next) {
        const [nextHex, entry] = p.next.split('|');
        if (hex !== nextHex || from !== Number(entry)) return `The next railway continues from the ${EDGE_NAMES[Number(entry)]} edge of hex ${nextHex}.`;
      } else {
        if (!p.at) return 'Choose the hex where the railway starts first.';
        if (hex !== p.at) return `The railway starts in the chosen hex ${p.at}.`;
        if (p.left === 1 && !(from < to)) return 'A single railway is written with its lower edge first.';
      }
      return segmentReason(G, hex, from, to);
    },
    apply(c, hex: string, from: number, to: number) {
      const p = c.G.turn.pending;
      if (p?.k !== 'draw') return;
      addSegment(c.G, hex, from, to);
      p.at = null;
      p.left -= 1;
      p.next = p.left > 0 ? continuation(c.G, hex, to) : null;
      const drawn = (p.main ? 3 : 1) - p.left;
      if (p.left === 0 || p.next === null) finishDraw(c, p.main, drawn);
    },
  },

  moveForward: {
    phase: 'play',
    check(G, pid) {
      return mainReason(G) ?? (canMove(G, pid, -1) ? null : 'Your train cannot move forward to a free position.');
    },
    apply(c) {
      c.G.turn.pending = { k: 'move', budget: -1, taken: 0, main: true };
    },
  },

  spendFuel: {
    phase: 'play',
    check(G, pid, good: Good) {
      if (idleReason(G)) return BUSY;
      if (good !== 'wood' && good !== 'coal') return 'Extra movement costs wood or coal.';
      if (held(G.players[pid], good) < 1) return `You hold no ${good}.`;
      return canMove(G, pid, 5) ? null : 'Your train cannot reach a free position within 5 steps.';
    },
    apply(c, good: Good) {
      returnGood(c.G, c.G.players[c.pid], good);
      c.G.turn.pending = { k: 'move', budget: 5, taken: 0, main: false };
      narrate(c.G, c.ctx, c.pid, `spends ${good} to move up to 5 steps.`);
    },
  },

  moveStep: {
    phase: 'play',
    check(G, pid, seg: string) {
      const p = G.turn.pending;
      if (p?.k !== 'move') return 'Your train is not moving now.';
      const left = p.budget < 0 ? -1 : p.budget - p.taken;
      if (left === 0) return 'No steps are left.';
      const steps = legalSteps(G, pid, left);
      if (!steps.some((s) => s.seg === seg)) return steps.length ? 'The train follows a railway that continues from its entry edge, and must be able to stop on a free position.' : 'The train cannot go further.';
      return null;
    },
    apply(c, seg: string) {
      const p = c.G.turn.pending;
      if (p?.k !== 'move') return;
      const left = p.budget < 0 ? -1 : p.budget - p.taken;
      c.G.trains[c.pid] = legalSteps(c.G, c.pid, left).find((s) => s.seg === seg)!;
      p.taken += 1;
      if (p.budget > 0 && p.taken >= p.budget) finishMove(c);
    },
  },

  stopTrain: {
    phase: 'play',
    check(G, pid) {
      const p = G.turn.pending;
      if (p?.k !== 'move') return 'Your train is not moving now.';
      if (p.taken < 1) return 'Move at least one step first.';
      if (occupiedByOther(G, pid, G.trains[pid]!.hex)) return 'You cannot stop on a position occupied by another train.';
      return null;
    },
    apply(c) {
      finishMove(c);
    },
  },

  changeDirection: {
    phase: 'play',
    check(G, pid, seg: string, facing: number) {
      return mainReason(G) ?? changeDirectionReason(G, pid, seg, facing);
    },
    apply(c, seg: string, facing: number) {
      const t = c.G.trains[c.pid]!;
      c.G.trains[c.pid] = { hex: t.hex, seg, facing };
      c.G.players[c.pid].minus += 1;
      c.G.turn.mainDone = true;
      narrate(c.G, c.ctx, c.pid, `changes direction to face ${EDGE_NAMES[facing]} and takes a minus token.`);
    },
  },

  mainLocation: {
    phase: 'play',
    check(G) {
      return mainReason(G);
    },
    apply(c) {
      c.G.turn.location = { main: true, left: 1, kinds: [] };
    },
  },

  obtain: {
    phase: 'play',
    check(G, pid, hex: string, count: number) {
      return locationStepReason(G, 'obtain') ?? obtainReason(G, pid, hex, count);
    },
    apply(c, hex: string, count: number) {
      beginLocationAction(c, hex);
      const b = buildingAt(c.G, hex);
      if (b?.kind !== 'resource') return;
      gainGood(c.G, c.G.players[c.pid], b.resource, count);
      narrate(c.G, c.ctx, c.pid, `obtains ${count} ${b.resource}.`);
      completeLocationAction(c.G, 'obtain');
    },
  },

  process: {
    phase: 'play',
    check(G, pid, hex: string, recipeId: string) {
      return locationStepReason(G, 'process') ?? processReason(G, pid, hex, recipeId);
    },
    apply(c, hex: string, recipeId: string) {
      const { G, pid } = c;
      beginLocationAction(c, hex);
      const r = recipeById(recipeId)!;
      const P = G.players[pid];
      for (const g of r.inputs) returnGood(G, P, g);
      gainGood(G, P, r.output);
      const bonus = hasEffect(P, (e) => e.kind === 'extraOutput' && e.outputs.includes(r.output)) && (G.supply[r.output] ?? 0) > 0;
      if (bonus) gainGood(G, P, r.output);
      narrate(G, c.ctx, pid, `processes ${r.inputs.join(' + ')} into ${bonus ? 2 : 1} ${r.output}.`);
      completeLocationAction(G, 'process');
      if (heldCount(P) > storageLimit(P)) G.turn.pending = { k: 'discard' };
    },
  },

  sell: {
    phase: 'play',
    check(G, pid, hex: string) {
      return locationStepReason(G, 'sell') ?? sellReason(G, pid, hex);
    },
    apply(c, hex: string) {
      beginLocationAction(c, hex);
      const b = buildingAt(c.G, hex);
      if (b?.kind !== 'city') return;
      c.G.turn.pending = { k: 'sale', hex, colour: b.color, sold: 0, secretSold: {} };
    },
  },

  sellGood: {
    phase: 'play',
    check(G, pid, cardId: string, good: Good) {
      const p = G.turn.pending;
      if (p?.k !== 'sale') return 'You are not selling now.';
      // The card's city first: it is why most cards on the table take nothing from this sale.
      const pub = G.publicContracts.find((x) => x.id === cardId);
      const secret = G.players[pid].secret.includes(cardId);
      if (!pub && !secret) return 'Sell to a public contract or to one of your secret contracts.';
      if (contract(cardId).colour !== p.colour) return `That contract belongs to a ${contract(cardId).colour} city.`;
      if (held(G.players[pid], good) < 1) return 'You do not hold that good.';
      if (pub) return pub.left.includes(good) ? null : 'That contract does not (or no longer) need that good.';
      return secretNeeds(G, cardId).includes(good) ? null : 'That contract does not need that good.';
    },
    apply(c, cardId: string, good: Good) {
      const { G, pid } = c;
      const p = G.turn.pending;
      if (p?.k !== 'sale') return;
      const P = G.players[pid];
      returnGood(G, P, good);
      const points = goodValue(good) + cityBonus(P, p.colour);
      p.sold += 1;
      const pub = G.publicContracts.find((x) => x.id === cardId);
      let text = `sells ${good} for ${points} point${points === 1 ? '' : 's'} to ${pub ? 'public' : 'secret'} contract ${cardId}`;
      if (pub) {
        pub.left.splice(pub.left.indexOf(good), 1);
        if (pub.left.length === 0) {
          G.publicContracts = G.publicContracts.filter((x) => x.id !== cardId);
          P.completed.push(cardId);
          text += ', completing it';
        }
      } else {
        p.secretSold[cardId] = [...(p.secretSold[cardId] ?? []), good];
        if (secretNeeds(G, cardId).length === 0) {
          delete p.secretSold[cardId];
          P.secret = P.secret.filter((x) => x !== cardId);
          P.completed.push(cardId);
          text += ', completing it';
        }
      }
      narrate(G, c.ctx, pid, text + '.');
      awardPoints(G, pid, points);
    },
  },

  finishSale: {
    phase: 'play',
    serverOnly: true,
    check(G) {
      const p = G.turn.pending;
      if (p?.k !== 'sale') return 'You are not selling now.';
      return p.sold > 0 ? null : 'Sell at least one good.';
    },
    apply(c) {
      const { G, pid } = c;
      const p = G.turn.pending;
      if (p?.k !== 'sale') return;
      const P = G.players[pid];
      for (const id of Object.keys(p.secretSold)) {
        P.secret = P.secret.filter((x) => x !== id);
        G.discard.push(id);
        narrate(G, c.ctx, pid, `discards the partly sold secret contract ${id}.`);
      }
      G.turn.pending = null;
      refillPublic(G, c.random);
      completeLocationAction(G, 'sell');
    },
  },

  discardGood: {
    phase: 'play',
    check(G, pid, good: Good) {
      if (G.turn.pending?.k !== 'discard') return 'You need not discard anything.';
      return held(G.players[pid], good) > 0 ? null : 'You do not hold that good.';
    },
    apply(c, good: Good) {
      const P = c.G.players[c.pid];
      returnGood(c.G, P, good);
      narrate(c.G, c.ctx, c.pid, `discards ${good} (storage full).`);
      if (heldCount(P) <= storageLimit(P)) c.G.turn.pending = null;
    },
  },

  passLocation: {
    phase: 'play',
    check(G, pid) {
      const loc = G.turn.location;
      if (!loc || G.turn.pending) return 'You are not in a location action.';
      if (loc.kinds.length === 0 && freeLocationActionPossible(G, pid)) return 'A location action is possible here, so you must take it.';
      return null;
    },
    apply(c) {
      endLocationStep(c.G);
    },
  },

  buildFactory: {
    phase: 'play',
    check(G, pid, hex: string, type: FactoryType, exit: number, pay: FactoryPayment) {
      return idleReason(G) ?? factoryReason(G, pid, hex, type, exit, pay);
    },
    apply(c, hex: string, type: FactoryType, exit: number, pay: FactoryPayment) {
      const { G, pid } = c;
      const P = G.players[pid];
      if (pay === 'stones') returnGood(G, P, 'stone', 2);
      else if (pay === 'shovel') P.shovels -= 1;
      else P.minus += 1;
      G.factories[hex] = { factory: type, exit };
      const paid = pay === 'stones' ? '2 stones' : pay === 'shovel' ? 'a shovel' : 'a minus token';
      narrate(G, c.ctx, pid, `builds ${/^[aeiou]/.test(type) ? 'an' : 'a'} ${type} factory at ${hex} with its exit ${EDGE_NAMES[exit]}, paying ${paid}.`);
    },
  },

  upgrade: {
    phase: 'play',
    serverOnly: true,
    check(G, pid, id: string) {
      return idleReason(G) ?? upgradeReason(G, pid, id);
    },
    apply(c, id: string) {
      const { G, pid } = c;
      const P = G.players[pid];
      P.upgrades[id] = (P.upgrades[id] ?? 0) + 1;
      const u = upgradeRow(id)!;
      if (u.effect.kind === 'shovel') P.shovels = 1;
      if (u.effect.kind === 'drawContract') {
        const card = drawContract(G, c.random);
        if (card) P.secret.push(card);
      }
      if (u.effect.kind === 'extraTurn') P.extraTurns += 1;
      narrate(G, c.ctx, pid, `upgrades: ${u.label}.`);
    },
  },

  endTurn: {
    phase: 'play',
    serverOnly: true,
    check(G, pid) {
      if (idleReason(G)) return BUSY;
      if (!G.turn.mainDone) return 'Take your main action first.';
      if (!G.turn.locationDone && freeLocationActionPossible(G, pid)) return 'A location action is possible here, so you must take it.';
      return null;
    },
    apply(c) {
      const { G, ctx, pid } = c;
      const P = G.players[pid];
      G.repeatTurn = P.extraTurns > 0;
      if (G.repeatTurn) {
        P.extraTurns -= 1;
        narrate(G, ctx, pid, 'takes an extra turn.');
      } else if (ctx.playOrderPos === ctx.numPlayers - 1) {
        endRound(c);
      }
      if (!G.gameover) c.events.endTurn?.();
    },
  },
};

export const MOVE_NAMES = Object.keys(MOVES);

/** The one legality function: null when the move is legal for this seat now, else why not. */
export function checkMove(G: TRState, ctx: Ctx, playerID: PlayerID, move: string, args: any[]): string | null {
  const def = Object.hasOwn(MOVES, move) ? MOVES[move] : undefined;
  if (!def) return `There is no move called ${move}.`;
  // apply(c, ...its arguments): a call with more arguments than the move reads is not this move.
  if ((args?.length ?? 0) > def.apply.length - 1) return `${move} takes ${def.apply.length - 1} argument${def.apply.length === 2 ? '' : 's'}.`;
  if (G.gameover || ctx.gameover) return 'The game is over.';
  if (ctx.phase !== def.phase) return def.phase === 'chooseStart' ? 'Starting positions are already chosen.' : 'First every player chooses a starting position.';
  if (ctx.currentPlayer !== playerID) return 'It is not your turn.';
  try {
    return def.check(G, playerID, ...(args ?? []));
  } catch {
    return 'That move is malformed.';
  }
}
