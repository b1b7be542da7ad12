// A Train & Railway move in the game's words (GameModule.moveSentence): an imperative phrase
// ("Obtain 2 wood at 7,0"), from the goods, recipe, contract and upgrade tables and the map. Hexes
// are named by their coordinates and edges by compass point, as the game log names them.
import type { MoveChoice } from '../kit/types';
import { UNNAMED_MOVE } from '../kit/sentence';
import { upgradeRow } from './data/upgrades';
import { buildingAt } from './rules/board';
import { EDGE_NAMES, segEdges } from './rules/hex';
import { recipeById } from './rules/location';
import { legalSteps } from './rules/movement';
import type { TRState } from './rules/state';

const article = (word: string) => (/^[aeiou]/.test(word) ? 'an' : 'a');
const edge = (e: unknown) => EDGE_NAMES[e as number] ?? 'an';

/** A railway in a hex by the edges it joins: "N–SW". */
function railway(seg: unknown): string {
  if (typeof seg !== 'string') return 'chosen';
  const [a, b] = segEdges(seg);
  return `${edge(a)}–${edge(b)}`;
}

const PAYMENT: Record<string, string> = { stones: '2 stones', shovel: 'a shovel', minus: 'a minus token' };

/** Where one step along `seg` takes the seat's train, when the state can tell. */
function stepTarget(G: TRState, pid: string, seg: string): string | null {
  const p = G.turn?.pending;
  if (p?.k !== 'move' || !G.trains?.[pid]) return null;
  const left = p.budget < 0 ? -1 : p.budget - p.taken;
  try {
    return legalSteps(G, pid, left).find((s) => s.seg === seg)?.hex ?? null;
  } catch {
    return null;
  }
}

function contractWords(G: TRState, pid: string, id: string): string {
  if (G.publicContracts?.some((c) => c.id === id)) return `public contract ${id}`;
  return G.players?.[pid]?.secret?.includes(id) ? `secret contract ${id}` : `contract ${id}`;
}

export function trainAndRailwayMoveSentence(G: TRState, pid: string, choice: MoveChoice): string {
  const a = choice.args ?? [];
  switch (choice.move) {
    case 'chooseStart': return `Place the train on start ${a[0]}`;
    case 'drawRailway': return 'Draw railways (up to 3)';
    case 'spendIron': return 'Spend 1 iron to draw one more railway';
    case 'chooseRailHex': return `Start a railway in hex ${a[0]}`;
    case 'drawRailSegment': return `Draw a railway in hex ${a[0]} from the ${edge(a[1])} edge to the ${edge(a[2])} edge`;
    case 'moveForward': return 'Move the train forward';
    case 'spendFuel': return `Spend 1 ${a[0]} to move up to 5 steps`;
    case 'moveStep': {
      // A hex may hold two railways the train could step onto: the railway tells them apart.
      const to = typeof a[0] === 'string' ? stepTarget(G, pid, a[0]) : null;
      return `Move one step${to ? ` to ${to}` : ''}, onto its ${railway(a[0])} railway`;
    }
    case 'stopTrain': return 'Stop the train here';
    case 'changeDirection': return `Turn the train to face ${edge(a[1])} on the ${railway(a[0])} railway (takes a minus token)`;
    case 'mainLocation': return 'Take a location action as the main action';
    case 'obtain': {
      const b = buildingAt(G, a[0]);
      return `Obtain ${a[1]} ${b?.kind === 'resource' ? b.resource : 'goods'} at ${a[0]}`;
    }
    case 'process': {
      const r = recipeById(a[1]);
      return r ? `Process ${r.inputs.join(' + ')} into ${r.output} at ${a[0]}` : `Process goods at ${a[0]}`;
    }
    case 'sell': {
      const b = buildingAt(G, a[0]);
      return `Sell goods at the ${b?.kind === 'city' ? `${b.color} ` : ''}city at ${a[0]}`;
    }
    case 'sellGood': return `Sell ${a[1]} to ${contractWords(G, pid, a[0])}`;
    case 'finishSale': return 'Finish the sale';
    case 'discardGood': return `Discard ${a[0]} (storage full)`;
    case 'passLocation': return 'End the location action';
    case 'buildFactory': return `Build ${article(a[1])} ${a[1]} factory at ${a[0]} with its exit ${edge(a[2])}, paying ${PAYMENT[a[3]] ?? 'its cost'}`;
    case 'upgrade': {
      // The ⚡ marks a one-time upgrade on the board; in a sentence it is noise.
      const label = upgradeRow(a[0])?.label.replace(/^⚡\s*/, '');
      return `Spend tech tokens on “${label ?? 'an ability'}”`;
    }
    case 'endTurn': return 'End the turn';
    default: return UNNAMED_MOVE;
  }
}
