// What to do now, in words, and the legal moves that have no place on the board (choosing a track
// to advance, a token, a card, passing) as plain buttons: all from the enumerator's rows.
import type { Ctx } from 'boardgame.io';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { lowestStack } from '../../../games/russian-railroads/rules/locos';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import {
  type Offer, COLOUR_NAMES, describeStep, stepShort, tokenText, bonusCardText, endBonusText, startingBonusText, factoryText, mv,
} from './model';
import { TrackChip } from './pieces';

function describeMove(m: { move: string; args?: any[] }): string {
  const words = m.move.replace(/([a-z0-9])([A-Z])/g, '$1 $2').toLowerCase();
  return [words, ...(m.args ?? []).map((a) => (typeof a === 'object' ? JSON.stringify(a) : String(a)))].join(' ');
}

const SLOT_NAMES = ['Trans-Siberian, 1st locomotive', 'Trans-Siberian, 2nd locomotive', 'St. Petersburg', 'Kiev'];

export function Prompt({
  G, ctx, viewer, offer, play, playerNames,
}: {
  G: RRState;
  ctx: Ctx;
  viewer: string | null;
  offer: Offer;
  play: (m: string, ...a: any[]) => void;
  playerNames: Record<string, string>;
}) {
  if (G.gameover) return null;
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const step = G.pending[0];
  const mine = viewer != null && G.current === viewer;
  const lines = boardOf(G).lines;
  const any = offer.place.size + offer.relocate.size + offer.copy.size + offer.engineer.size + offer.advance.length + offer.industry.length +
    offer.locoSlots.length + offer.factorySlots.length + offer.tokens.length + offer.bonusCards.length + offer.keepEndBonus.length +
    offer.startingBonus.length + offer.chooseStep.length + offer.other.length + [offer.pass, offer.keepWorker, offer.skip, offer.takeLoco, offer.takeFactory, offer.discardLoco].filter(Boolean).length;

  if (!mine || any === 0) {
    const who = G.current === 'emil' ? 'Emil' : nameOf(G.current);
    const doing = step ? stepShort(step) : ctx.phase === 'startingBonus' ? 'a Starting Bonus card' : 'an action';
    return (
      <section className="rr-prompt rr-prompt-wait" aria-label="What happens now">
        <p>{viewer == null ? 'You are watching. ' : ''}{who} is choosing {doing}.</p>
      </section>
    );
  }

  let text: string;
  if (step) text = describeStep(step, G);
  else if (ctx.phase === 'startingBonus') text = 'Choose a Starting Bonus card: you use it at once.';
  else if (offer.keepWorker) text = 'Everyone has passed. Move your turn-order worker to a highlighted space (it moves alone), or leave it where it is.';
  else text = 'Your turn: tap a highlighted action space, use one of your engineers, or pass.';
  const tile = lowestStack(G);
  const drawn = viewer != null ? G.hands[viewer]?.drawn ?? [] : [];

  return (
    <section className="rr-prompt rr-prompt-mine" aria-label="Your move">
      <p className="rr-prompt-text">{text}</p>
      <div className="rr-choices" role="group" aria-label="Choices">
        {offer.startingBonus.map((id) => (
          <button key={id} type="button" className="rr-btn" {...mv('takeStartingBonus', id)} onClick={() => play('takeStartingBonus', id)}>{startingBonusText(id)}</button>
        ))}
        {offer.advance.map(([l, c]) => (
          <button key={`${l}:${c}`} type="button" className="rr-btn" data-advance={`${l}:${c}`} {...mv('advanceTrack', l, c)} onClick={() => play('advanceTrack', l, c)}>
            <TrackChip colour={c} size={18} /> {lines[l]?.name ?? l} → {G.players[viewer!].tracks[l][c] + 1}
          </button>
        ))}
        {offer.industry.map((m) => (
          <button key={m} type="button" className="rr-btn" {...mv('advanceIndustry', m)} onClick={() => play('advanceIndustry', m)}>
            Industry marker{G.players[viewer!].industry.length > 1 ? ` ${m + 1}` : ''} → {G.players[viewer!].industry[m] + 1}
          </button>
        ))}
        {offer.takeLoco && <button type="button" className="rr-btn" {...mv('takeLocomotive')} onClick={() => play('takeLocomotive')}>Take locomotive #{tile}</button>}
        {offer.takeFactory && <button type="button" className="rr-btn" title={factoryText(tile)} {...mv('takeFactory')} onClick={() => play('takeFactory')}>Take factory #{tile} ({factoryText(tile)})</button>}
        {offer.locoSlots.map((slot) => (
          <button key={slot} type="button" className="rr-btn" {...mv('placeLocomotive', slot)} onClick={() => play('placeLocomotive', slot)}>
            {SLOT_NAMES[slot] ?? `Slot ${slot + 1}`}{G.players[viewer!].locos[slot] ? ` (replaces #${G.players[viewer!].locos[slot]})` : ''}
          </button>
        ))}
        {offer.discardLoco && <button type="button" className="rr-btn" {...mv('discardLocomotive')} onClick={() => play('discardLocomotive')}>Return it to the supply</button>}
        {offer.factorySlots.map((slot) => (
          <button key={slot} type="button" className="rr-btn" {...mv('replaceFactory', slot)} onClick={() => play('replaceFactory', slot)}>Replace factory #{G.players[viewer!].factories[slot]}</button>
        ))}
        {offer.tokens.map((id) => (
          <button key={id} type="button" className="rr-btn" title={tokenText(id).text} {...mv('chooseBonusToken', id)} onClick={() => play('chooseBonusToken', id)}>
            {tokenText(id).name}: {tokenText(id).text}
          </button>
        ))}
        {offer.bonusCards.map((id) => (
          <button key={id} type="button" className="rr-btn" {...mv('claimBonusCard', id)} onClick={() => play('claimBonusCard', id)}>{bonusCardText(id).name}: {bonusCardText(id).text}</button>
        ))}
        {offer.keepEndBonus.map((i) => (
          <button key={i} type="button" className="rr-btn" {...mv('keepEndBonusCard', i)} onClick={() => play('keepEndBonusCard', i)}>
            Keep {endBonusText(drawn[i]).name} ({endBonusText(drawn[i]).text})
          </button>
        ))}
        {offer.chooseStep.map((i) => (
          <button key={`s${i}`} type="button" className="rr-btn rr-btn-quiet" {...mv('chooseStep', i)} onClick={() => play('chooseStep', i)}>Do first: {stepShort(G.pending[i])}</button>
        ))}
        {offer.other.map((m, i) => (
          <button key={`o${i}`} type="button" className="rr-btn" {...mv(m.move, ...(m.args ?? []))} onClick={() => play(m.move, ...(m.args ?? []))}>{m.move === 'cancel' ? 'Cancel' : describeMove(m)}</button>
        ))}
        {offer.skip && (
          <button type="button" className="rr-btn rr-btn-quiet" {...mv('skipStep')} onClick={() => play('skipStep')}>
            {step?.k === 'replaceFactory' ? 'Keep my factories' : step?.k === 'chooseBonusToken' || step?.k === 'claimBonusCard' ? 'Take nothing' : 'Skip the rest'}
          </button>
        )}
        {offer.keepWorker && <button type="button" className="rr-btn rr-btn-quiet" {...mv('keepWorker')} onClick={() => play('keepWorker')}>Leave the worker</button>}
        {offer.pass && <button type="button" className="rr-btn rr-btn-pass" {...mv('pass')} onClick={() => play('pass')}>Pass</button>}
      </div>
      {step?.k === 'advanceTracks' && step.cols.length < 5 && (
        <p className="rr-hint">Colours: {step.cols.map((c) => COLOUR_NAMES[c]).join(', ')}. You can also tap a dashed space on your board.</p>
      )}
    </section>
  );
}
