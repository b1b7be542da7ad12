// A Lost Atlas move in the game's words (GameModule.moveSentence): an imperative phrase
// ("Buy the 3-train from the pool"), from the company, train and Headquarters tables. The board
// labels its buttons with the same words. It reads the state the move is made in (the operating
// company, the auction, the merger under way).
import type { MoveChoice } from '../kit/types';
import { UNNAMED_MOVE } from '../kit/sentence';
import { MAJORS } from './data/majors';
import { MINORS } from './data/minors';
import { operatingCompany } from './rules/choices';
import { neighbourKey } from './rules/geometry';
import type { LAState, OrStep } from './rules/state';

/** A company by name: a Minor's, or a Major's chosen identity (its first name before it forms). */
export function companyName(id: string, G?: LAState): string {
  const minor = MINORS.find((m) => m.id === id);
  if (minor) return minor.name;
  const c = G?.companies?.[id as keyof LAState['companies']];
  const major = MAJORS.find((m) => m.letter === id);
  return c?.identity ?? major?.names[0] ?? id;
}

/** Headquarters' openings (§3.17) in words. */
export const HQ_WORDS: Record<string, string> = { taxBreak: 'Tax Break (+60 now)', landGrant: 'Land Grant (an extra yellow lay next turn)', commercialZoning: 'Commercial Zoning (+10 to its trains)' };

const TRAIN_WORD: Record<string, string> = { inf: '∞', M2: 'M2' };
/** A train type as the cards print it: "3", "∞", "M2". */
export const trainLabel = (type: string): string => TRAIN_WORD[type] ?? type;

/** A stop id in words: the hex and, for a hex with several stops, which one. */
export function stopWords(stop: string): string {
  if (typeof stop !== 'string') return 'a city';
  if (stop.startsWith('DD:')) return `Distant Destination ${stop.slice(3)}`;
  const [hex, i] = stop.split('#');
  return i && i !== '0' ? `city ${hex} (stop ${Number(i) + 1})` : `city ${hex}`;
}

/** The stop a run link ("from>to@path") reaches. */
const linkTarget = (link: string): string => link.slice(link.indexOf('>') + 1, link.indexOf('@') < 0 ? undefined : link.indexOf('@'));

/**
 * The hexes a run link's track passes between its two cities, in order: two links to one city
 * differ by them. Its path lists the hex sides it crosses ("q,r/edge", joined by '.').
 */
function linkVia(link: string): string[] {
  const at = link.indexOf('@');
  if (at < 0) return [];
  const ends = new Set([link.slice(0, link.indexOf('>')), linkTarget(link)].map((stop) => stop.split('#')[0]));
  const via: string[] = [];
  for (const side of link.slice(at + 1).split('.')) {
    const [hex, edge] = side.split('/');
    if (edge === undefined) continue;
    for (const k of [hex, neighbourKey(hex, Number(edge))]) if (!ends.has(k) && !via.includes(k)) via.push(k);
  }
  return via;
}

/** A train card by its type: "the 3-train T3-2" (the card id tells two of a type apart). */
function trainCard(G: LAState, card: string): string {
  const all = [...(G.trains?.pool ?? []), ...Object.values(G.companies ?? {}).flatMap((c) => [...(c?.trains ?? []), ...(c?.waiting ?? [])])];
  const t = all.find((x) => x.card === card);
  return t ? `the ${trainLabel(t.type)}-train ${card}` : `the train ${card}`;
}

function buyWords(o: { source?: string; card?: string; side?: string; tradeIn?: string }, G: LAState): string {
  if (o.source === 'pool') {
    const t = G.trains?.pool?.find((x) => x.card === o.card);
    // Two cards of one type in the pool are alike; each still gets its own button, told apart by its card.
    const alike = t ? G.trains.pool.filter((x) => x.type === t.type).length : 0;
    return `Buy the ${t ? trainLabel(t.type) : o.card}-train from the pool${alike > 1 ? ` (card ${o.card})` : ''}`;
  }
  const top = G.trains?.stack?.[0];
  const type = o.side ?? (top ? top.replace(/^T(\d+)-.*/, '$1') : undefined);
  const train = type ? `a ${trainLabel(type)}-train` : 'the top train';
  return `Buy ${train} from the bank${o.tradeIn ? ` trading in ${trainCard(G, o.tradeIn)}` : ''}`;
}

const SKIP_WORDS: Record<OrStep, string> = {
  leadoff: 'Skip the leadoff train',
  issue: 'Issue no share',
  track: 'Lay no tile',
  hub: 'Place no hub',
  run: 'Skip the runs',
  dividend: 'Skip the dividend',
  buy: 'Buy no more trains',
  forced: 'Skip the forced train purchase',
};

const co = (G: LAState, id: unknown): string => `${companyName(String(id), G)} (${id})`;

export function lostAtlasMoveSentence(G: LAState, choice: MoveChoice): string {
  const a = choice.args ?? [];
  const operating = operatingCompany(G);
  const forOperating = operating ? ` for ${co(G, operating)}` : '';
  switch (choice.move) {
    case 'placePiece': {
      const at = Array.isArray(a[0]) ? `(${a[0][0]},${a[0][1]})` : 'its place';
      const piece = G.mapBuild?.drawn === 'TWP' ? 'TW-1' : G.mapBuild?.drawn;
      return `Place the map piece ${piece ?? ''} at ${at} turned ${a[1]}`.replace('  ', ' ');
    }
    case 'resolveProject': {
      const project = G.mapBuild?.drawn;
      return project?.startsWith('CAP-') ? `Make the city at ${a[0]} a Capital` : `Make the city at ${a[0]} the Landmark ${project ?? ''}`.trimEnd();
    }
    case 'placeBlank': return `Place a blank hex at ${Array.isArray(a[0]) ? `(${a[0][0]},${a[0][1]})` : 'a free edge'}`;
    case 'passBlank': return 'Place no blank';
    case 'eventChooseHex': return `Put the ${G.events?.pending === 'CHR-7' ? 'Boom Town' : 'New City'} on ${a[0]}`;
    case 'eventLayTile': return `Town Charter: lay tile ${a[1]} turned ${a[2]} on ${a[0]}`;
    case 'startAuction': return `Open an auction at ${a[0]}`;
    case 'bid': return `Bid ${a[0]}`;
    case 'passAuction': return 'Pass (leave the auction)';
    case 'launch': {
      // Adaptive's launches differ by the home city it chooses (the fourth argument).
      const home = a[3] ? ` with its home in ${stopWords(a[3])}` : '';
      return a[1] ? `Launch ${companyName(a[0])} as the Major ${a[2]} (${a[1]})${home}` : `Launch ${co(G, a[0])}${home}`;
    }
    case 'sell': return `Sell ${a[1]} share${a[1] === 1 ? '' : 's'} of ${co(G, a[0])}`;
    case 'buyShare': return `Buy a share of ${co(G, a[0])} from the ${a[1] === 'pool' ? 'pool' : 'treasury'}`;
    case 'finishTurn': return 'End the stock turn';
    case 'pass': return 'Pass';
    case 'buyTrain': return buyWords(a[0] ?? {}, G);
    case 'offerTrain': {
      const o = a[0] ?? {};
      return `Offer ${o.price} for ${trainCard(G, o.card)} of ${co(G, o.from)}`;
    }
    case 'approveOffer': return 'Approve the offer';
    case 'declineOffer': return 'Decline the offer';
    case 'issueShare': return `Issue a share${forOperating}`;
    case 'redeemShare': return `Redeem a share${forOperating}`;
    case 'layTile': return `Lay tile ${a[1]} turned ${a[2]} on ${a[0]}${forOperating}`;
    case 'placeHub': return `Place a hub${forOperating} on ${stopWords(a[0])}`;
    case 'placeSuburb': return `Place a suburb${forOperating} on ${a[0]}`;
    case 'discardMTrain': return 'Discard the M2-train';
    case 'setRunConfig': {
      const c = a[0] ?? {};
      return c.mode === 'couple' ? `Couple ${c.consist.join(' + ')}` : c.mode === 'uncouple' ? `Uncouple ${c.card} as ${c.split.join(' + ')}` : 'Run each card alone';
    }
    case 'startRun': return `Start a run of ${trainCard(G, a[0])} at ${stopWords(a[1])}`;
    case 'extendRun': {
      const to = typeof a[0] === 'string' ? stopWords(linkTarget(a[0])) : 'the next city';
      const hexes = typeof a[0] === 'string' ? linkVia(a[0]) : [];
      const via = hexes.length ? ` via ${hexes.join(', ')}` : '';
      return a[1] ? `Extend the run through ${to}${via} (Overnight: not counted)` : `Extend the run to ${to}${via}`;
    }
    case 'closeRun': return 'Close this run';
    case 'circusDouble': return `Circus: double ${stopWords(a[1])}`;
    case 'confirmRuns': return 'Confirm the runs';
    case 'payout': return `Pay out ${G.or?.revenue ?? 'the revenue'}${forOperating}`;
    case 'withhold': return `Withhold ${G.or?.revenue ?? 'the revenue'}${forOperating}`;
    case 'emergencySell': return `Sell a share of ${co(G, a[0])} to raise cash`;
    case 'declareBankruptcy': return 'Declare bankruptcy';
    case 'discardTrain': return `Give up ${trainCard(G, a[1])} of ${co(G, a[0])} to the pool`;
    case 'skip': return (G.or?.step && SKIP_WORDS[G.or.step]) ?? 'Skip this step';
    case 'propose': return `Propose a merger with ${co(G, a[0])}`;
    case 'passMerger': return 'Propose no merger';
    case 'respond': return a[0] ? 'Accept the merger' : 'Refuse the merger';
    // Hostile Mergers: after a refusal the proposer's president may put it to the shareholders.
    case 'callVote': return G.mr?.refused ? `Call a vote on merging ${G.mr.refused.from} with ${G.mr.refused.to}` : 'Call a vote on the merger';
    case 'declineVote': return 'Accept the refusal (no vote)';
    case 'castVote': return a[0] ? `Vote yes${G.mr?.vote ? ` (merge ${G.mr.vote.from} with ${G.mr.vote.to})` : ''}` : 'Vote no';
    case 'formMajor': return `Form the Major ${a[1]} (${a[0]})`;
    case 'placeHeadquarters': return `Place the Headquarters in ${stopWords(a[0])}: ${HQ_WORDS[a[1]] ?? 'an opening'}`;
    default: return UNNAMED_MOVE;
  }
}
