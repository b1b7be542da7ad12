// Trains between companies (§3.7 step 7): the operating company's offer for another company's
// train (pick the train, then one of the enumerator's prices: 1, multiples of 10, the whole
// treasury, above a declined price), and the selling president's answer to an offer.
import { useState } from 'react';
import type { MoveChoice } from '../../../games/kit/types';
import { needsConsent } from '../../../games/lost-atlas/rules/trains';
import type { CoId, Company, TrainOffer } from '../../../games/lost-atlas/rules/state';
import { mv, step } from '../../kit/markers';
import { whyNotProps } from '../../kit/why';
import { CompanyChip } from './Panels';
import { companyName, seatName, trainLabel, type LAView } from './model';

type WhyNot = ((move: string, ...args: unknown[]) => string | null) | undefined;

const offerOf = (m: MoveChoice): TrainOffer => m.args![0] as TrainOffer;
const trainKey = (from: string, card: string) => `${from}:${card}`;

/** The other companies in play that hold a train now (a waiting train cannot be sold). */
export function sellersOf(G: LAView, buyer: CoId): Company[] {
  return (Object.values(G.companies) as (Company | undefined)[]).filter((c): c is Company => !!c && !c.closed && c.id !== buyer && c.trains.length > 0);
}

interface OfferProps {
  G: LAView;
  buyer: Company;
  /** The legal offerTrain moves, as enumerated. */
  offers: MoveChoice[];
  send: (m: MoveChoice) => void;
  whyNot: WhyNot;
  names: Record<string, string>;
}

/** The offer for a train of another company: its train, its price, and the Offer button. */
export function OfferWidget({ G, buyer, offers, send, whyNot, names }: OfferProps) {
  const sellers = sellersOf(G, buyer.id);
  const offerable = (from: string, card: string) => offers.filter((m) => offerOf(m).from === from && offerOf(m).card === card);
  const firstOfferable = offers.length ? trainKey(offerOf(offers[0]).from, offerOf(offers[0]).card) : null;
  const [picked, setPicked] = useState<string | null>(null);
  const [priceAt, setPriceAt] = useState(0);
  const chosenKey = picked && offers.some((m) => trainKey(offerOf(m).from, offerOf(m).card) === picked) ? picked : firstOfferable;
  const choices = chosenKey ? offers.filter((m) => trainKey(offerOf(m).from, offerOf(m).card) === chosenKey) : [];
  const at = Math.min(priceAt, Math.max(0, choices.length - 1));
  const chosen = choices[at];
  const offer = chosen ? offerOf(chosen) : null;
  const seller = offer ? G.companies[offer.from]! : null;
  const train = offer && seller ? seller.trains.find((t) => t.card === offer.card) : undefined;
  const declined = offer ? G.or?.declined?.[offer.card] : undefined;
  // Any price the treasury pays probes the price-independent reasons (the whole treasury is always listed).
  const probePrice = Math.max(1, buyer.treasury);
  const pick = (key: string) => {
    setPicked(key);
    setPriceAt(0);
  };

  if (!sellers.length) return null;
  return (
    <div className="la-widget la-offer" role="group" aria-label="Offer for a train of another company">
      <p>Offer for a train of another company:</p>
      {sellers.map((s) => (
        <div key={s.id} className="la-actions la-offer-seller">
          <CompanyChip id={s.id} G={G} /> <span>{companyName(s.id, G)} <span className="la-muted">({seatName(names, s.president)}, treasury {s.treasury})</span></span>
          {s.trains.map((t) => {
            const key = trainKey(s.id, t.card);
            const label = `${trainLabel(t.type)}-train ${t.card} of ${s.id}`;
            if (!offerable(s.id, t.card).length) {
              return (
                <button key={key} type="button" className="la-button la-small" aria-label={label} {...whyNotProps(whyNot?.('offerTrain', { from: s.id, card: t.card, price: probePrice }))}>
                  {trainLabel(t.type)}
                </button>
              );
            }
            return (
              <button key={key} type="button" className={`la-button la-small${key === chosenKey ? ' la-chosen' : ''}`} aria-label={label} aria-pressed={key === chosenKey} onClick={() => pick(key)} {...step('offer-train', key)}>
                {trainLabel(t.type)}
              </button>
            );
          })}
        </div>
      ))}
      {offer && seller && chosen && (
        <>
          <div className="la-actions la-offer-price">
            <button type="button" className="la-button la-small" aria-label="Lower price" disabled={at === 0} onClick={() => setPriceAt(at - 1)}>−</button>
            <label>
              Price{' '}
              <select className="la-select" value={at} onChange={(e) => setPriceAt(Number(e.target.value))}>
                {choices.map((m, i) => <option key={i} value={i}>{offerOf(m).price}</option>)}
              </select>
            </label>
            <button type="button" className="la-button la-small" aria-label="Higher price" disabled={at === choices.length - 1} onClick={() => setPriceAt(at + 1)}>+</button>
            <button type="button" className="la-button la-primary" onClick={() => send(chosen)} {...mv(chosen.move, ...chosen.args!)}>
              Offer {offer.price}
            </button>
          </div>
          <p>
            {offer.price} for {seller.id}'s {train ? `${trainLabel(train.type)}-train` : 'train'} ({offer.card}) leaves {buyer.treasury - offer.price} in {buyer.id}'s treasury.{' '}
            <span className="la-muted">
              {needsConsent(G, buyer.id, seller.id) ? `${seatName(names, seller.president)} approves or declines.` : `You preside over ${seller.id} too: the sale happens at once.`}
              {declined !== undefined && ` ${seller.id}'s president declined ${declined} for it this turn.`}
            </span>
          </p>
        </>
      )}
    </div>
  );
}

interface AnswerProps {
  G: LAView;
  buyer: CoId;
  offer: TrainOffer;
  /** The approveOffer and declineOffer moves, as enumerated. */
  moves: MoveChoice[];
  send: (m: MoveChoice) => void;
  whyNot: WhyNot;
}

/** The selling president's answer: approve or decline the operating company's offer. */
export function AnswerOffer({ G, buyer, offer, moves, send, whyNot }: AnswerProps) {
  const seller = G.companies[offer.from]!;
  const train = seller.trains.find((t) => t.card === offer.card);
  const answer = (move: 'approveOffer' | 'declineOffer', label: string, primary: boolean) => {
    const m = moves.find((x) => x.move === move);
    return m ? (
      <button type="button" className={`la-button${primary ? ' la-primary' : ''}`} onClick={() => send(m)} {...mv(m.move, ...(m.args ?? []))}>{label}</button>
    ) : (
      <button type="button" className="la-button" {...whyNotProps(whyNot?.(move))}>{label}</button>
    );
  };
  return (
    <div className="la-widget la-offer-answer" role="group" aria-label="Answer the offer">
      <p>
        <CompanyChip id={buyer} G={G} /> <strong>{companyName(buyer, G)}</strong> offers <strong>{offer.price}</strong> for your company {offer.from}'s{' '}
        <strong>{train ? `${trainLabel(train.type)}-train` : 'train'}</strong> ({offer.card}).{' '}
        <span className="la-muted">Approve: {offer.from}'s treasury {seller.treasury} → {seller.treasury + offer.price}, and {offer.card} goes to {buyer}.</span>
      </p>
      <div className="la-actions">
        {answer('approveOffer', 'Approve', true)}
        {answer('declineOffer', 'Decline', false)}
      </div>
    </div>
  );
}
