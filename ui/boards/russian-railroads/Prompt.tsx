// What to do now, in words, and the legal moves that have no place on the board (choosing a track
// to advance, a token, a card, passing) as plain buttons: all from the enumerator's rows.
import type { Ref } from 'react';
import type { Ctx } from 'boardgame.io';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { lowestStack } from '../../../games/russian-railroads/rules/locos';
import { COIN_SPACE_COST } from '../../../games/russian-railroads/data/board-american';
import { boardOf } from '../../../games/russian-railroads/rules/board';
import {
  type Offer, COLOUR_NAMES, describeStep, stepShort, tokenText, bonusCardText, endBonusText, startingBonusText, factoryText, mv,
  foundryText, extensionText, incomeText, describeEffect, coinSpaceText,
} from './model';
import { FACTORY_BY_LOCO } from '../../../games/russian-railroads/data/factories';
import { TrackChip } from './pieces';
import { russianRailroadsMoveSentence } from '../../../games/russian-railroads/sentence';

const SLOT_NAMES = ['Trans-Siberian, 1st locomotive', 'Trans-Siberian, 2nd locomotive', 'St. Petersburg', 'Kiev'];

export function Prompt({
  G, ctx, viewer, offer, play, playerNames, ended, boxRef,
}: {
  G: RRState;
  ctx: Ctx;
  viewer: string | null;
  offer: Offer;
  play: (m: string, ...a: any[]) => void;
  playerNames: Record<string, string>;
  /** The match ended by a resignation: its outcome, said instead of whose turn it was. */
  ended?: string;
  /** The prompt's box (the board keeps it at its tallest height). */
  boxRef?: Ref<HTMLElement>;
}) {
  if (G.gameover) return null;
  if (ended) {
    return (
      <section ref={boxRef} className="rr-prompt rr-prompt-wait" aria-label="What happens now">
        <p>{ended}</p>
      </section>
    );
  }
  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const step = G.pending[0];
  const mine = viewer != null && G.current === viewer;
  const lines = boardOf(G).lines;
  const any = offer.place.size + offer.relocate.size + offer.copy.size + offer.engineer.size + offer.advance.length + offer.industry.length +
    offer.locoSlots.length + offer.factorySlots.length + offer.tokens.length + offer.bonusCards.length + offer.keepEndBonus.length +
    offer.startingBonus.length + offer.chooseStep.length + offer.other.length + offer.useFoundry.length + offer.boiler.length +
    offer.takeFoundry.length + offer.repeatAbility.length + offer.extensions.length + offer.naturalLines.length + offer.incomeMarkers.length +
    offer.useIncome.length + offer.coinSpaces.length + [offer.takeCoalFactory, offer.closeFoundry, offer.pass, offer.keepWorker, offer.skip, offer.takeLoco, offer.takeFactory, offer.discardLoco].filter(Boolean).length;

  if (!mine || any === 0) {
    const who = G.current === 'emil' ? 'Emil' : nameOf(G.current);
    const doing = step ? stepShort(step) : ctx.phase === 'startingBonus' ? 'a Starting Bonus card' : 'an action';
    return (
      <section ref={boxRef} className="rr-prompt rr-prompt-wait" aria-label="What happens now">
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
    <section ref={boxRef} className="rr-prompt rr-prompt-mine" aria-label="Your move">
      <p className="rr-prompt-text">{text}</p>
      <div className="rr-choices" role="group" aria-label="Choices">
        {offer.startingBonus.map((id) => (
          <button key={id} type="button" className="rr-btn" {...mv('takeStartingBonus', id)} onClick={() => play('takeStartingBonus', id)}>{startingBonusText(id)}</button>
        ))}
        {offer.advance.map((args) => {
          const [l, c, route] = args;
          return (
            <button key={args.join(':')} type="button" className="rr-btn" data-advance={args.join(':')} {...mv('advanceTrack', ...args)} onClick={() => play('advanceTrack', ...args)}>
              <TrackChip colour={c} size={18} /> {lines[l]?.name ?? l} → {G.players[viewer!].tracks[l][c] + 1}{route ? ` towards ${route === 'H' ? 'Hamburg' : route === 'B' ? 'Berlin' : route}` : ''}
            </button>
          );
        })}
        {offer.industry.map((m) => (
          <button key={m} type="button" className="rr-btn" {...mv('advanceIndustry', m)} onClick={() => play('advanceIndustry', m)}>
            Industry marker{G.players[viewer!].industry.length > 1 ? ` ${m + 1}` : ''} → {G.players[viewer!].industry[m] + 1}
          </button>
        ))}
        {offer.takeLoco && <button type="button" className="rr-btn" {...mv('takeLocomotive')} onClick={() => play('takeLocomotive')}>Take locomotive #{tile}</button>}
        {offer.takeFactory && <button type="button" className="rr-btn" title={factoryText(tile)} {...mv('takeFactory')} onClick={() => play('takeFactory')}>Take factory #{tile} ({factoryText(tile)})</button>}
        {offer.takeCoalFactory && <button type="button" className="rr-btn" {...mv('takeCoalFactory')} onClick={() => play('takeCoalFactory')}>Take the coal factory (3 coal each time it fires)</button>}
        {offer.boiler.map(([kind, slot]) => {
          const me = G.players[viewer!];
          const what = kind === 'loco' ? `${SLOT_NAMES[slot] ?? `slot ${slot + 1}`} (#${me.locos[slot]})` : `factory #${me.factories[slot]}`;
          return (
            <button key={`${kind}${slot}`} type="button" className="rr-btn" {...mv('attachBoilerman', kind, slot)} onClick={() => play('attachBoilerman', kind, slot)}>
              Boilerman on {what}
            </button>
          );
        })}
        {offer.takeFoundry.map((i) => (
          <button key={`f${i}`} type="button" className="rr-btn" {...mv('takeFoundry', i)} onClick={() => play('takeFoundry', i)}>
            Take {foundryText(G.foundryDisplay[i]).name} ({foundryText(G.foundryDisplay[i]).text})
          </button>
        ))}
        {offer.closeFoundry && <button type="button" className="rr-btn" {...mv('closeFoundry')} onClick={() => play('closeFoundry')}>Close it: it becomes a boilerman</button>}
        {offer.repeatAbility.map((i) => {
          const st = step?.k === 'repeatAbility' ? step : null;
          const ef = st ? FACTORY_BY_LOCO[st.factory]?.effects[i] : undefined;
          return (
            <button key={`ra${i}`} type="button" className="rr-btn" {...mv('repeatFactoryAbility', i)} onClick={() => play('repeatFactoryAbility', i)}>
              Again: {ef ? describeEffect(ef) : st?.factory === 10 ? '3 coal' : `ability ${i + 1}`}
            </button>
          );
        })}
        {offer.extensions.map((id) => (
          <button key={`x${id}`} type="button" className="rr-btn" {...mv('placeExtension', id)} onClick={() => play('placeExtension', id)}>Place {extensionText(id)}</button>
        ))}
        {offer.naturalLines.map((l) => (
          <button key={`n${l}`} type="button" className="rr-btn" {...mv('placeNaturalTrack', l)} onClick={() => play('placeNaturalTrack', l)}>
            <TrackChip colour={3} size={18} /> on the {lines[l]?.name ?? l}
          </button>
        ))}
        {offer.incomeMarkers.map((id) => (
          <button key={`i${id}`} type="button" className="rr-btn" {...mv('takeIncomeMarker', id)} onClick={() => play('takeIncomeMarker', id)}>Income marker: {incomeText(id)}</button>
        ))}
        {offer.useIncome.map((i) => (
          <button key={`u${i}`} type="button" className="rr-btn rr-btn-free" {...mv('useIncome', i)} onClick={() => play('useIncome', i)}>
            Use income: {incomeText(G.players[viewer!]?.income[i] ?? '')} (free)
          </button>
        ))}
        {offer.coinSpaces.map((id) => {
          const cs = boardOf(G).coinSpaces.find((x) => x.id === id);
          return (
            <button key={`cp${id}`} type="button" className="rr-btn rr-btn-free" {...mv('payCoinSpace', id)} onClick={() => play('payCoinSpace', id)}>
              Pay {COIN_SPACE_COST} rouble at {cs ? `${lines[cs.line]?.name} ${cs.space}: ${coinSpaceText(cs)}` : id} (free)
            </button>
          );
        })}
        {offer.useFoundry.map((id) => (
          <button key={`uf${id}`} type="button" className="rr-btn" {...mv('useFoundry', id)} onClick={() => play('useFoundry', id)}>
            Use {foundryText(id).name}: {foundryText(id).text} (2 coal)
          </button>
        ))}
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
          <button key={`o${i}`} type="button" className="rr-btn" {...mv(m.move, ...(m.args ?? []))} onClick={() => play(m.move, ...(m.args ?? []))}>{m.move === 'cancel' ? 'Cancel' : russianRailroadsMoveSentence(G, viewer!, m)}</button>
        ))}
        {offer.skip && (
          <button type="button" className="rr-btn rr-btn-quiet" {...mv('skipStep')} onClick={() => play('skipStep')}>
            {step?.k === 'freeActions' ? 'Done: score the round' : step?.k === 'replaceFactory' ? 'Keep my factories' : step?.k === 'closeFoundry' ? 'Keep it open' : step?.k === 'chooseBonusToken' || step?.k === 'claimBonusCard' ? 'Take nothing' : 'Skip the rest'}
          </button>
        )}
        {offer.keepWorker && <button type="button" className="rr-btn rr-btn-quiet" {...mv('keepWorker')} onClick={() => play('keepWorker')}>Leave the worker</button>}
        {offer.pass && <button type="button" className="rr-btn rr-btn-pass" {...mv('pass')} onClick={() => play('pass')}>Pass</button>}
      </div>
      {G.pending.length > 1 && (
        <p className="rr-hint rr-pool">Still to do this turn: {G.pending.slice(1).map((x) => stepShort(x)).join(' · ')}</p>
      )}
      {step?.k === 'advanceTracks' && step.cols.length < 5 && (
        <p className="rr-hint">Colours: {step.cols.map((c) => COLOUR_NAMES[c]).join(', ')}. You can also tap a dashed space on your board.</p>
      )}
    </section>
  );
}
