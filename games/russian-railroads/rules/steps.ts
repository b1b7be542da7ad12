// The sub-steps of an action (the rulebook's stages): legality (a reason or null) and effect.
import type { Colour } from '../data/types';
import { FACTORY_SLOTS } from '../data/board-base';
import { advanceBlock, trackCapacity, colourName, withAdvance } from './tracks';
import { industryBlock, industryCapacity } from './industry';
import { FACTORY_BY_LOCO } from '../data/factories';
import { FOUNDRY_BY_ID, COAL_FACTORY } from '../data/coal';
import { lowestStack, tilesLeft, locoSlotOptions, allSlotsFull } from './locos';
import { advancementsFit, applyEffects, availableTokens, canTakeBoilerman, claimBonusCardEffects, copiedActionFits, copiedAction, copyableTrackSpaces, drawEndBonus, fireFactory, grantSpecials, player, type Act } from './effects';
import { TOKEN_BY_ID } from '../data/tokens';
import { boardOf } from './board';
import { EXTENSION_BY_ID, GERMAN_AREAS, INCOME_BY_ID } from '../data/board-german';
import { narrate } from './log';
import type { RRState, Step } from './state';

export const STEP_MOVES: Record<Step['k'], string[]> = {
  advanceTracks: ['advanceTrack', 'skipStep'],
  advanceIndustry: ['advanceIndustry', 'skipStep'],
  takeTile: ['takeLocomotive', 'takeFactory', 'takeCoalFactory', 'skipStep'],
  placeLocomotive: ['placeLocomotive', 'discardLocomotive'],
  replaceFactory: ['replaceFactory', 'skipStep'],
  chooseBonusToken: ['chooseBonusToken', 'skipStep'],
  claimBonusCard: ['claimBonusCard', 'skipStep'],
  keepEndBonus: ['keepEndBonusCard'],
  copyTrackSpace: ['copyTrackSpace', 'skipStep'],
  attachBoilerman: ['attachBoilerman'],
  takeFoundry: ['takeFoundry'],
  closeFoundry: ['closeFoundry', 'skipStep'],
  repeatAbility: ['repeatFactoryAbility', 'skipStep'],
  placeExtension: ['placeExtension'],
  placeNaturalTrack: ['placeNaturalTrack'],
  takeIncomeMarker: ['takeIncomeMarker'],
  freeActions: ['useIncome', 'payCoinSpace', 'skipStep'],
};

function front(G: RRState): Step | undefined {
  return G.pending[0];
}

function needStep(G: RRState, k: Step['k']): string | null {
  const s = front(G);
  if (!s) return 'There is nothing of an action left to carry out.';
  if (s.k !== k) return `First finish the current step (${s.k}).`;
  return null;
}

/** A step whose every option is gone is dropped: its remaining effect is lost (S002-0094, 0153). */
export function stepPossible(G: RRState, pid: string, s: Step): boolean {
  const p = player(G, pid);
  switch (s.k) {
    case 'advanceTracks': {
      const cap = trackCapacity(G, p, s.cols, s.lines);
      return s.full ? cap >= s.n : cap >= 1;
    }
    case 'advanceIndustry': {
      const cap = industryCapacity(p, s.marker);
      return s.full ? cap >= s.n : cap >= 1;
    }
    case 'takeTile': return tilesLeft(G) >= 1 || (G.coalFactory && s.mode !== 'loco');
    case 'attachBoilerman': return canTakeBoilerman(p);
    case 'takeFoundry': return G.foundryDisplay.length > 0;
    case 'placeExtension': return extensionsFor(G, s.area).length > 0;
    case 'placeNaturalTrack': return naturalLines(G, p).length > 0;
    case 'takeIncomeMarker': return Object.values(G.incomePool).some((n) => n > 0);
    case 'chooseBonusToken': return availableTokens(G, p).length > 0;
    case 'claimBonusCard': return G.bonusCards.length > 0;
    case 'keepEndBonus': return G.hands[pid] == null || G.hands[pid]!.drawn.length > 0 || (!!s.draw && G.ebPileCount > 0);
    default: return true;
  }
}

export function normalizePending(a: Act): void {
  const { G, pid } = a;
  for (;;) {
    const next = G.pending[0];
    if (next?.k === 'keepEndBonus' && next.draw && G.hands[pid]?.drawn.length === 0) {
      drawEndBonus(a, next.draw);
      delete next.draw;
    }
    if (!next || stepPossible(G, pid, next)) break;
    // The parts of an action are done in any order (design §1b): a part that cannot be done now
    // waits behind the others while one of them can, since doing it may make room (natural
    // ahead of white, a factory filling the gap in front of a marker).
    if (G.pending.some((later, i) => i > 0 && stepPossible(G, pid, later))) {
      G.pending.push(G.pending.shift()!);
      continue;
    }
    const s = G.pending.shift()!;
    if (s.k === 'advanceTracks' || s.k === 'advanceIndustry') narrate(G, a.turn, pid, `cannot use the remaining ${s.n} advancement${s.n > 1 ? 's' : ''}.`);
  }
}

// ---- advanceTrack(line, colour)
export function advanceTrackBlock(G: RRState, pid: string, line: number, colour: number, route?: string): string | null {
  const r = needStep(G, 'advanceTracks');
  if (r) return r;
  const s = front(G) as Extract<Step, { k: 'advanceTracks' }>;
  if (!Number.isInteger(line) || !Number.isInteger(colour)) return 'Choose a railroad and a track colour.';
  const lineRow = boardOf(G).lines[line];
  const atSwitch = !!lineRow?.routes && colour === 0 && player(G, pid).route === '' && player(G, pid).tracks[line][0] === lineRow.routes.switchAt;
  if (atSwitch && route !== 'H' && route !== 'B') return 'At the switch choose where to build: Hamburg (H) or Berlin (B).';
  if (!atSwitch && route !== undefined) return 'There is no route to choose here.';
  if (!s.cols.includes(colour as Colour)) return `This action advances ${s.cols.map((c) => colourName(c)).join(' or ')} tracks only.`;
  if (s.lines && !s.lines.includes(line)) return 'This advancement is for another railroad.';
  const p = player(G, pid);
  const b = advanceBlock(G, p, line, colour as Colour);
  if (b) return b;
  if (s.full) {
    // What a board action still owes after this advancement: the rest of this part and its other
    // track parts (Hardwood gang #7: natural on the railroad where white waits behind it).
    const owed = [{ ...s, n: s.n - 1 }, ...G.pending.slice(1).filter((x): x is typeof s => x.k === 'advanceTracks' && !!x.full)].filter((x) => x.n > 0);
    if (owed.length && !advancementsFit(G, withAdvance(p, line, colour), owed)) return 'After this advancement the rest of the action could not be carried out in full.';
  }
  return null;
}
export function advanceTrack(a: Act, line: number, colour: number, route?: string): void {
  const { G } = a;
  const p = player(G, a.pid);
  const s = G.pending[0] as Extract<Step, { k: 'advanceTracks' }>;
  if (route === 'H' || route === 'B') {
    p.route = route;
    narrate(G, a.turn, a.pid, `builds towards ${route === 'H' ? 'Hamburg' : 'Berlin'}.`);
  }
  p.tracks[line][colour]++;
  s.n--;
  s.started = true;
  if (s.n === 0) G.pending.shift();
  grantSpecials(a);
}

// ---- advanceIndustry(marker)
export function advanceIndustryBlock(G: RRState, pid: string, marker: number): string | null {
  const r = needStep(G, 'advanceIndustry');
  if (r) return r;
  const s = front(G) as Extract<Step, { k: 'advanceIndustry' }>;
  if (s.marker !== undefined && marker !== s.marker) return 'This advancement is for your new industry marker.';
  const p = player(G, pid);
  const b = industryBlock(p, marker);
  if (b) return b;
  if (s.full && s.n > 1) {
    const industry = p.industry.map((v, i) => (i === marker ? v + 1 : v));
    const cap = industryCapacity({ ...p, industry }, s.marker);
    if (cap < s.n - 1) return 'After this advancement the rest of the action could not be carried out in full.';
  }
  return null;
}
export function advanceIndustry(a: Act, marker: number): void {
  const { G } = a;
  const p = player(G, a.pid);
  const s = G.pending[0] as Extract<Step, { k: 'advanceIndustry' }>;
  p.industry[marker]++;
  s.n--;
  s.started = true;
  if (s.n === 0) G.pending.shift();
  const slot = FACTORY_SLOTS.indexOf(p.industry[marker]);
  if (slot >= 0 && slot < p.factories.length) fireFactory(a, slot);
  grantSpecials(a);
}

// ---- takeLocomotive() / takeFactory()
export function takeTileBlock(G: RRState, _pid: string, kind: 'loco' | 'factory' | 'coalFactory'): string | null {
  const r = needStep(G, 'takeTile');
  if (r) return r;
  const s = front(G) as Extract<Step, { k: 'takeTile' }>;
  if (s.mode === 'loco' && kind !== 'loco') return 'Take a locomotive here.';
  if (s.mode === 'factory' && kind === 'loco') return 'Take a factory here.';
  if (kind === 'coalFactory') return G.coalFactory ? null : 'The coal factory card has been taken.';
  if (lowestStack(G) === 0) return 'No locomotive is left in the supply.';
  return null;
}
export function takeTile(a: Act, kind: 'loco' | 'factory' | 'coalFactory'): void {
  const { G } = a;
  const p = player(G, a.pid);
  const s = G.pending[0] as Extract<Step, { k: 'takeTile' }>;
  let n: number;
  if (kind === 'coalFactory') { n = COAL_FACTORY; G.coalFactory = false; }
  else { n = lowestStack(G); G.locoStacks[n]--; }
  if (s.mode === 'both') { s.mode = kind === 'loco' ? 'factory' : 'loco'; s.started = true; }
  else G.pending.shift();
  if (kind === 'loco') {
    G.pending.unshift({ k: 'placeLocomotive', loco: n });
    narrate(G, a.turn, a.pid, `takes locomotive #${n}.`);
  } else if (p.factories.length < FACTORY_SLOTS.length) {
    p.factories.push(n);
    p.factoryBoiler.push(false);
    narrate(G, a.turn, a.pid, `builds factory ${FACTORY_BY_LOCO[n].name} (#${n}).`);
  } else {
    G.pending.unshift({ k: 'replaceFactory', factory: n });
  }
}

/** A factory tile goes back: to its pile, or the coal factory to its card. */
function returnFactory(G: RRState, n: number): void {
  if (n === COAL_FACTORY) G.coalFactory = true;
  else G.locoStacks[n]++;
}

// ---- placeLocomotive(slot) / discardLocomotive()
export function placeLocomotiveBlock(G: RRState, pid: string, slot: number): string | null {
  const r = needStep(G, 'placeLocomotive');
  if (r) return r;
  const s = front(G) as Extract<Step, { k: 'placeLocomotive' }>;
  const p = player(G, pid);
  if (!Number.isInteger(slot) || slot < 0 || slot >= p.locos.length) return 'There is no such locomotive space.';
  if (!locoSlotOptions(p, s.loco + (s.boiler ? 1 : 0)).includes(slot)) return 'A locomotive may only replace a lower-numbered one.';
  return null;
}
export function placeLocomotive(a: Act, slot: number): void {
  const { G } = a;
  const p = player(G, a.pid);
  const s = G.pending[0] as Extract<Step, { k: 'placeLocomotive' }>;
  const old = p.locos[slot];
  const oldBoiler = p.locoBoiler[slot];
  p.locos[slot] = s.loco;
  p.locoBoiler[slot] = !!s.boiler;
  if (old > 0) { s.loco = old; if (oldBoiler) s.boiler = true; else delete s.boiler; }
  else G.pending.shift();
  grantSpecials(a);
}
export function discardLocomotiveBlock(G: RRState, pid: string): string | null {
  const r = needStep(G, 'placeLocomotive');
  if (r) return r;
  if (!allSlotsFull(player(G, pid))) return 'A locomotive may only be returned when all your locomotive spaces are full.';
  return null;
}
export function discardLocomotive(a: Act): void {
  const { G } = a;
  const s = G.pending.shift() as Extract<Step, { k: 'placeLocomotive' }>;
  G.locoStacks[s.loco]++; // a boilerman on it leaves the game (S002-0292)
  narrate(G, a.turn, a.pid, `returns locomotive #${s.loco} to the supply.`);
}

// ---- replaceFactory(slot)
export function replaceFactoryBlock(G: RRState, pid: string, slot: number): string | null {
  const r = needStep(G, 'replaceFactory');
  if (r) return r;
  const p = player(G, pid);
  if (!Number.isInteger(slot) || slot < 0 || slot >= p.factories.length) return 'There is no such factory.';
  return null;
}
export function replaceFactory(a: Act, slot: number): void {
  const { G } = a;
  const p = player(G, a.pid);
  const s = G.pending.shift() as Extract<Step, { k: 'replaceFactory' }>;
  returnFactory(G, p.factories[slot]);
  p.factories[slot] = s.factory;
  p.factoryBoiler[slot] = false; // its boilerman leaves the game (S002-0306)
  narrate(G, a.turn, a.pid, `replaces a factory with factory #${s.factory}.`);
}

// ---- chooseBonusToken(id)
export function chooseBonusTokenBlock(G: RRState, pid: string, id: string): string | null {
  const r = needStep(G, 'chooseBonusToken');
  if (r) return r;
  if (!TOKEN_BY_ID[id]) return 'There is no such token.';
  const p = player(G, pid);
  if (p.tokens.includes(id)) return 'You have already used this token.';
  if (!availableTokens(G, p).includes(id)) return 'No ? card is left to claim.';
  return null;
}
export function chooseBonusToken(a: Act, id: string): void {
  const { G } = a;
  const p = player(G, a.pid);
  G.pending.shift();
  p.tokens.push(id);
  narrate(G, a.turn, a.pid, `uses the ${TOKEN_BY_ID[id].name} token.`);
  applyEffects(a, TOKEN_BY_ID[id].effects, false, true);
}

// ---- claimBonusCard(id)
export function claimBonusCardBlock(G: RRState, _pid: string, id: string): string | null {
  const r = needStep(G, 'claimBonusCard');
  if (r) return r;
  if (!G.bonusCards.includes(id)) return 'That ? card is not available.';
  return null;
}
export function claimBonusCard(a: Act, id: string): void {
  const { G } = a;
  G.pending.shift();
  G.bonusCards = G.bonusCards.filter((c) => c !== id);
  player(G, a.pid).bonusCards.push(id);
  narrate(G, a.turn, a.pid, `claims the ? card ${id}.`);
  claimBonusCardEffects(a, id);
}

// ---- keepEndBonusCard(index)
export function keepEndBonusBlock(G: RRState, pid: string, index: number): string | null {
  const r = needStep(G, 'keepEndBonus');
  if (r) return r;
  const h = G.hands[pid];
  if (!h) return 'Your hand is hidden.';
  if (!Number.isInteger(index) || index < 0 || index >= h.drawn.length) return 'Choose one of the cards you drew.';
  return null;
}
export function keepEndBonus(a: Act, index: number): void {
  const { G } = a;
  const h = G.hands[a.pid]!;
  const kept = h.drawn[index];
  const rest = h.drawn.filter((_, i) => i !== index);
  h.endBonus.push(kept);
  h.drawn = [];
  G.secret!.ebPile.push(...rest);
  G.ebPileCount = G.secret!.ebPile.length;
  player(G, a.pid).endBonusCount = h.endBonus.length;
  G.pending.shift();
  narrate(G, a.turn, a.pid, 'keeps an End Bonus card.');
}

// ---- copyTrackSpace(spaceId) (Dispatcher)
export function copyTrackSpaceBlock(G: RRState, pid: string, spaceId: string): string | null {
  const r = needStep(G, 'copyTrackSpace');
  if (r) return r;
  if (!copyableTrackSpaces(G).includes(spaceId)) return 'Choose a track action space (T1–T10) of this board.';
  const s = front(G) as Extract<Step, { k: 'copyTrackSpace' }>;
  if (s.full && !copiedActionFits(G, player(G, pid), spaceId)) return 'That action could not be carried out in full, and a board action must be.';
  return null;
}
export function copyTrackSpace(a: Act, spaceId: string): void {
  const { G } = a;
  const s = G.pending.shift() as Extract<Step, { k: 'copyTrackSpace' }>;
  applyEffects(a, [copiedAction(spaceId)], s.full === true, true);
}

// ---- chooseStep(index): the gained actions form a pool done in any order (design §1b); a step
// already begun is finished first.
export function chooseStepBlock(G: RRState, pid: string, index: number): string | null {
  const s = front(G);
  if (!s) return 'There is nothing pending to choose from.';
  if (!Number.isInteger(index) || index < 1 || index >= G.pending.length) return 'Choose another pending part of your action.';
  if (('started' in s && s.started) || s.picked) return 'Finish the part of the action you have begun first.';
  if (s.k === 'placeLocomotive' || s.k === 'replaceFactory' || s.k === 'keepEndBonus' || s.k === 'closeFoundry' || s.k === 'attachBoilerman') return 'Place the tile or card in hand first.';
  // German specials are taken immediately (S002-0245, S002-0247), before any other part of the action.
  if (s.k === 'placeExtension' || s.k === 'placeNaturalTrack' || s.k === 'takeIncomeMarker') return 'Take what this space gives you first: it comes at once.';
  const chosen = G.pending[index];
  if (chosen.k === 'keepEndBonus' && chosen.draw && G.hands[pid]?.drawn.length) return 'Keep one of the End Bonus cards you drew first.';
  // It would only wait behind the rest again (normalizePending): choosing it would change nothing.
  if (!stepPossible(G, pid, chosen)) return 'That part cannot be done yet: do the others first.';
  return null;
}
export function chooseStep(a: Act, index: number): void {
  const [s] = a.G.pending.splice(index, 1);
  s.picked = true;
  a.G.pending.unshift(s);
}

// ---- German board: placeExtension(tileId), placeNaturalTrack(line), takeIncomeMarker(id)
export function extensionsFor(G: RRState, area: string): string[] {
  return G.extensionPool.filter((id) => EXTENSION_BY_ID[id].area === area);
}
export function placeExtensionBlock(G: RRState, _pid: string, tileId: string): string | null {
  const r = needStep(G, 'placeExtension');
  if (r) return r;
  const s = front(G) as Extract<Step, { k: 'placeExtension' }>;
  if (!extensionsFor(G, s.area).includes(tileId)) return `Choose one of the available ${GERMAN_AREAS.find((x) => x.id === s.area)!.name} extensions.`;
  return null;
}
export function placeExtension(a: Act, tileId: string): void {
  const { G } = a;
  const s = G.pending.shift() as Extract<Step, { k: 'placeExtension' }>;
  G.extensionPool = G.extensionPool.filter((id) => id !== tileId);
  player(G, a.pid).extensions[s.area] = tileId;
  narrate(G, a.turn, a.pid, `places the extension ${tileId} at ${GERMAN_AREAS.find((x) => x.id === s.area)!.name}.`);
  grantSpecials(a);
}
/** Lines that may still take a natural track (German: any line, one natural track each). */
export function naturalLines(G: RRState, p: import('./state').PlayerState): number[] {
  return boardOf(G).lines.map((l, i) => (l.colours.includes(3) && p.tracks[i][3] < 0 ? i : -1)).filter((i) => i >= 0);
}
export function placeNaturalTrackBlock(G: RRState, pid: string, line: number): string | null {
  const r = needStep(G, 'placeNaturalTrack');
  if (r) return r;
  if (!naturalLines(G, player(G, pid)).includes(line)) return 'Choose a railroad that has no natural track yet.';
  return null;
}
export function placeNaturalTrack(a: Act, line: number): void {
  const { G } = a;
  const s = G.pending[0] as Extract<Step, { k: 'placeNaturalTrack' }>;
  player(G, a.pid).tracks[line][3] = 0;
  s.n--;
  if (s.n === 0) G.pending.shift();
  narrate(G, a.turn, a.pid, `puts a natural track on the ${boardOf(G).lines[line].name}.`);
}
export function takeIncomeBlock(G: RRState, _pid: string, id: string): string | null {
  const r = needStep(G, 'takeIncomeMarker');
  if (r) return r;
  if (!INCOME_BY_ID[id] || !(G.incomePool[id] > 0)) return 'That income marker is not available.';
  return null;
}
export function takeIncome(a: Act, id: string): void {
  const { G } = a;
  G.pending.shift();
  G.incomePool[id]--;
  player(G, a.pid).income.push(id);
  narrate(G, a.turn, a.pid, `takes an income marker (${INCOME_BY_ID[id].name}).`);
}

// ---- skipStep(): private effects may be done partly or not at all (design §1b)
export function skipStepBlock(G: RRState, _pid: string): string | null {
  const s = front(G);
  if (!s) return 'There is nothing to skip.';
  if ((s.k === 'advanceTracks' || s.k === 'advanceIndustry' || s.k === 'takeTile' || s.k === 'copyTrackSpace') && s.full) return 'A board action must be carried out in full.';
  // A boilerman's tile has left the foundry pile: it must be placed (S002-0283, S002-0314).
  if (s.k === 'placeLocomotive' || s.k === 'keepEndBonus' || s.k === 'takeFoundry' || s.k === 'placeNaturalTrack' || s.k === 'placeExtension' || s.k === 'takeIncomeMarker' || s.k === 'attachBoilerman') return 'This step cannot be skipped.';
  return null;
}
export function skipStep(a: Act): void {
  const { G } = a;
  const s = G.pending.shift()!;
  if (s.k === 'replaceFactory') returnFactory(G, s.factory);
  if (s.k === 'freeActions') G.relocationFreeDone = true;
}

// ---- Coal module: attachBoilerman(kind, slot), takeFoundry(index), closeFoundry(), repeatFactoryAbility(index)
export function attachBoilermanBlock(G: RRState, pid: string, kind: string, slot: number): string | null {
  const r = needStep(G, 'attachBoilerman');
  if (r) return r;
  const p = player(G, pid);
  if (kind === 'loco') {
    if (!Number.isInteger(slot) || !(p.locos[slot] > 0)) return 'There is no locomotive there.';
    if (p.locoBoiler[slot]) return 'Each locomotive may only have 1 boilerman.';
    return null;
  }
  if (kind === 'factory') {
    if (!Number.isInteger(slot) || slot < 0 || slot >= p.factories.length) return 'There is no factory there.';
    if (p.factoryBoiler[slot]) return 'Each factory may only have 1 boilerman.';
    return null;
  }
  return 'A boilerman goes next to a locomotive or a factory.';
}
export function attachBoilerman(a: Act, kind: string, slot: number): void {
  const p = player(a.G, a.pid);
  a.G.pending.shift();
  if (kind === 'loco') p.locoBoiler[slot] = true;
  else p.factoryBoiler[slot] = true;
  narrate(a.G, a.turn, a.pid, `adds a boilerman to a ${kind === 'loco' ? 'locomotive' : 'factory'}.`);
  grantSpecials(a);
}
export function takeFoundryBlock(G: RRState, _pid: string, index: number): string | null {
  const r = needStep(G, 'takeFoundry');
  if (r) return r;
  if (!Number.isInteger(index) || index < 0 || index >= G.foundryDisplay.length) return 'Choose one of the face-up foundries.';
  return null;
}
export function takeFoundry(a: Act, index: number): void {
  const { G } = a;
  G.pending.shift();
  const [id] = G.foundryDisplay.splice(index, 1);
  player(G, a.pid).foundries.push(id);
  const pile = G.secret!.foundryPile;
  if (pile.length) { G.foundryDisplay.push(pile.shift()!); G.foundryPileCount = pile.length; }
  narrate(G, a.turn, a.pid, `takes the foundry ${FOUNDRY_BY_ID[id].name}.`);
}
export function closeFoundryBlock(G: RRState, _pid: string): string | null {
  return needStep(G, 'closeFoundry');
}
export function closeFoundry(a: Act): void {
  const { G } = a;
  const s = G.pending.shift() as Extract<Step, { k: 'closeFoundry' }>;
  const p = player(G, a.pid);
  p.foundries = p.foundries.filter((f) => f !== s.foundry);
  narrate(G, a.turn, a.pid, `closes the foundry ${FOUNDRY_BY_ID[s.foundry].name}.`);
  G.pending.unshift({ k: 'attachBoilerman' });
}
export function repeatAbilityBlock(G: RRState, _pid: string, index: number): string | null {
  const r = needStep(G, 'repeatAbility');
  if (r) return r;
  const s = front(G) as Extract<Step, { k: 'repeatAbility' }>;
  if (!Number.isInteger(index) || index < 0 || index >= FACTORY_BY_LOCO[s.factory].effects.length) return 'Choose one of the factory\'s abilities.';
  return null;
}
export function repeatAbility(a: Act, index: number): void {
  const s = a.G.pending.shift() as Extract<Step, { k: 'repeatAbility' }>;
  applyEffects(a, [FACTORY_BY_LOCO[s.factory].effects[index]], false, true);
}
