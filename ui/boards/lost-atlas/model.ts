// What the Lost Atlas board reads from the state and the legal moves: company names and colours,
// the words for each move, and which moves have a widget of their own (the rest go to the
// fallback list, so a move the board does not know yet is still playable).
import type { MoveChoice } from '../../../games/kit/types';
import { MAJORS } from '../../../games/lost-atlas/data/majors';
import { MINORS } from '../../../games/lost-atlas/data/minors';
import { STOCK_TRACK } from '../../../games/lost-atlas/data/economy';
import type { Company, LAState } from '../../../games/lost-atlas/rules/state';
import { describeMove } from '../generic';

export type LAView = LAState & { stackCount?: number; eventsLeft?: number };

export const argsKey = (m: MoveChoice): string => JSON.stringify([m.move, m.args ?? []]);

/** Minor colours: each Minor its own, dark enough for white letters. */
const MINOR_FILL: Record<string, string> = {
  AD: '#6b6b6b', AG: '#5a8a2e', BR: '#2f6d8f', EM: '#7a4a2a', EA: '#b5462f', ER: '#c0392b', NP: '#1f5f9e', OV: '#34345e',
  RE: '#8a6d1f', SP: '#6d3b8e', SU: '#2e7d6b', TU: '#5b4636', CI: '#b83280', CO: '#2b6cb0', MA: '#805b10', TW: '#4a5568',
};
const MAJOR_FILL: Record<string, string> = {
  red: '#b83232', orange: '#c05621', yellow: '#b7791f', lightblue: '#2c7fb8', green: '#2f855a', purple: '#6b46c1', navy: '#1a365d', brown: '#744210',
};

export function companyName(id: string, G?: LAView): string {
  const minor = MINORS.find((m) => m.id === id);
  if (minor) return minor.name;
  const c = G?.companies[id as keyof LAState['companies']];
  const major = MAJORS.find((m) => m.letter === id);
  return c?.identity ?? major?.names[0] ?? id;
}

export function companyFill(id: string): string {
  if (MINOR_FILL[id]) return MINOR_FILL[id];
  const major = MAJORS.find((m) => m.letter === id);
  return (major && MAJOR_FILL[major.color]) ?? '#444';
}

export const price = (c: Company): number => STOCK_TRACK.values[c.priceIdx] ?? 0;

export const seatName = (names: Record<string, string>, seat: string | number): string => names[String(seat)] ?? `Player ${Number(seat) + 1}`;

/** Headquarters' openings (§3.17) in words. */
export const HQ_WORDS: Record<string, string> = { taxBreak: 'Tax Break (+60 now)', landGrant: 'Land Grant (an extra yellow lay next turn)', commercialZoning: 'Commercial Zoning (+10 to its trains)' };

const TRAIN_WORD: Record<string, string> = { inf: '∞', M2: 'M2' };
export const trainLabel = (type: string): string => TRAIN_WORD[type] ?? type;

/** A stop id in words: the hex and, for a hex with several stops, which one. */
export function stopWords(stop: string): string {
  if (stop.startsWith('DD:')) return `Distant Destination ${stop.slice(3)}`;
  const [hex, i] = stop.split('#');
  return i && i !== '0' ? `city ${hex} (stop ${Number(i) + 1})` : `city ${hex}`;
}

function buyWords(o: { source: string; card?: string; side?: string; tradeIn?: string }, G: LAView): string {
  if (o.source === 'pool') {
    const t = G.trains.pool.find((x) => x.card === o.card);
    // Two cards of one type in the pool are alike; each still gets its own button, told apart by its card.
    const alike = t ? G.trains.pool.filter((x) => x.type === t.type).length : 0;
    return `Buy the ${t ? trainLabel(t.type) : o.card}-train from the pool${alike > 1 ? ` (card ${o.card})` : ''}`;
  }
  const top = G.trains.stack[0];
  const type = o.side ?? (top ? top.replace(/^T(\d+)-.*/, '$1') : '?');
  return `Buy a ${trainLabel(type)}-train from the bank${o.tradeIn ? ` trading in ${o.tradeIn}` : ''}`;
}

/** A move in words, for buttons; unknown moves fall back to the generic board's wording. */
export function moveWords(m: MoveChoice, G: LAView): string {
  const a = m.args ?? [];
  switch (m.move) {
    case 'skip': return 'Skip this step';
    case 'pass': return 'Pass';
    case 'finishTurn': return 'End my turn';
    case 'passAuction': return 'Pass (leave the auction)';
    case 'bid': return `Bid ${a[0]}`;
    case 'startAuction': return `Open an auction at ${a[0]}`;
    case 'launch': {
      // Adaptive's launches differ by the home city it chooses (the fourth argument).
      const home = a[3] ? ` with its home in ${stopWords(a[3])}` : '';
      return a[1] ? `Launch ${companyName(a[0])} as ${a[2]} (${a[1]})${home}` : `Launch ${companyName(a[0])} (${a[0]})${home}`;
    }
    case 'sell': return `Sell ${a[1]} ${a[0]}`;
    case 'buyShare': return `Buy ${a[0]} from the ${a[1]}`;
    case 'buyTrain': return buyWords(a[0] ?? {}, G);
    case 'issueShare': return 'Issue a share';
    case 'redeemShare': return 'Redeem a share';
    case 'payout': return `Pay out ${G.or?.revenue ?? ''}`.trim();
    case 'withhold': return `Withhold ${G.or?.revenue ?? ''}`.trim();
    case 'discardMTrain': return 'Discard the M2-train';
    case 'discardTrain': return `Discard ${a[1]} of ${a[0]}`;
    case 'emergencySell': return `Sell a share of ${a[0]} (emergency)`;
    case 'declareBankruptcy': return 'Declare bankruptcy';
    case 'propose': return `Propose a merger with ${companyName(a[0])} (${a[0]})`;
    case 'passMerger': return 'No merger';
    case 'placeBlank': return `Place a blank hex at ${(a[0] as number[]).join(',')}`;
    case 'passBlank': return 'Place no blank (pass)';
    case 'respond': return a[0] ? 'Accept the merger' : 'Refuse the merger';
    // Hostile Mergers: after a refusal the proposer's president may put it to the shareholders.
    case 'callVote': return G.mr?.refused ? `Call a vote on merging ${G.mr.refused.from} with ${G.mr.refused.to}` : 'Call a vote on the merger';
    case 'declineVote': return 'Accept the refusal (no vote)';
    case 'castVote': return a[0] ? `Vote yes${G.mr?.vote ? ` (merge ${G.mr.vote.from} with ${G.mr.vote.to})` : ''}` : 'Vote no';
    case 'formMajor': return `Form ${a[1]} (${a[0]})`;
    case 'placeHeadquarters': return `HQ in ${stopWords(a[0])}: ${HQ_WORDS[a[1]] ?? a[1]}`;
    case 'offerTrain': return `Offer ${a[0]?.price} for ${a[0]?.card} of ${a[0]?.from}`;
    case 'approveOffer': return 'Approve the offer';
    case 'declineOffer': return 'Decline the offer';
    case 'confirmRuns': return 'Confirm the runs';
    case 'closeRun': return 'Close this run';
    case 'resolveProject': return `Project on ${a[0]}`;
    case 'eventChooseHex': return `${G.events?.pending === 'CHR-7' ? 'Boom Town' : 'New City'} on ${a[0]}`;
    case 'eventLayTile': return `Town Charter: tile ${a[1]} turned ${a[2]} on ${a[0]}`;
    case 'placeHub': return `Hub on ${stopWords(a[0])}`;
    case 'placeSuburb': return `Suburb on ${a[0]}`;
    case 'startRun': return `Start ${a[0]} at ${stopWords(a[1])}`;
    case 'circusDouble': return `Circus: double ${stopWords(a[1])}`;
    case 'setRunConfig': {
      const c = a[0] ?? {};
      return c.mode === 'couple' ? `Couple ${c.consist.join(' + ')}` : c.mode === 'uncouple' ? `Uncouple ${c.card} as ${c.split.join(' + ')}` : 'Run each card alone';
    }
    default: return describeMove(m);
  }
}

/** Moves drawn by a widget of their own; anything else is a button in the action list. */
export const WIDGET_MOVES = new Set(['placePiece', 'layTile', 'eventLayTile', 'eventChooseHex', 'resolveProject', 'placeHub', 'placeSuburb', 'startRun', 'extendRun', 'closeRun', 'confirmRuns', 'circusDouble', 'setRunConfig', 'startAuction', 'sell', 'buyShare', 'offerTrain', 'approveOffer', 'declineOffer']);
