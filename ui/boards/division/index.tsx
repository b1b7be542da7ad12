// The Division board: the Division as one row (Division Points and their yards, Mainline cards with
// their region slots and marks, Offices with berths, boards and squares), the ruling panel with the
// facts of §8.1, the hand with card texts, the option buttons, the switching controls and the
// timetable. Everything clickable comes from props.legalMoves (the game's enumerator).
import { useEffect, useState, type ReactNode } from 'react';
import type { RailhouseBoardProps } from '../../kit/board-types';
import { mv, step } from '../../kit/markers';
import type { MoveChoice } from '../../../games/kit/types';
import {
  COLOURS, HIDDEN, UNUSED_PERMIT_TEXT, berths, cardHistory, cardMarks, homeCard, mainline, noTargetReason, rulingFactText, soloRating, superiorDir,
  trainsAtOffice, trainsOnCard, type DivisionState,
} from '../../../games/division';
import type { HomeCardId } from '../../../games/division/data';
import { checkMove } from '../../../games/division/moves';
import type { Dir, Ruling, Train } from '../../../games/division/rules/state';
import { RulesLink } from '../../kit/RulesLink';
import { whyNotProps } from '../../kit/why';
import { Prompt, promptLine } from './Prompt';
import { DIVISION_PANEL_RULES } from './rulesAnchors';
import './board.css';

/** The "?" beside a panel: its section of the players' rules, opened in place. */
function Help({ part, label }: { part: keyof typeof DIVISION_PANEL_RULES; label?: string }) {
  const anchor = DIVISION_PANEL_RULES[part];
  return <RulesLink game="division" section={anchor.id} title={label ?? anchor.title} />;
}

const CAR_FILL = ['#c8423b', '#2f6db5', '#357a45', '#e8b634'];
const CAR_INK = ['#fff', '#fff', '#fff', '#1d1d1d'];
const LETTER = ['R', 'B', 'G', 'Y'];
/** Narrowest region slot (rem): a train chip's number and class still fit on a line or two. */
const SLOT_REM = 6;
const arrow = (d: Dir) => (d === 'E' ? '▶' : '◀');
const dirWord = (d: Dir) => (d === 'E' ? 'eastbound' : 'westbound');
const argsKey = (m: MoveChoice) => JSON.stringify([m.move, m.args ?? []]);

/** A Permit's outcome in words, as the log gives it. */
function permitOutcome(r: Ruling): string {
  if (!r.outcome) return '';
  if (r.outcome === 'unused') return ` (unused${r.reason ? `: ${UNUSED_PERMIT_TEXT[r.reason]}` : ''})`;
  return ` (${{ safe: 'entered safely', collision: 'collision', heldShort: 'held short', overriddenByAbs: 'overridden by ABS' }[r.outcome]})`;
}

function Car({ colour, value }: { colour: number; value: number }) {
  return (
    <span className="dv-car" style={{ background: CAR_FILL[colour], color: CAR_INK[colour] }} title={`${COLOURS.value[colour]} car, ${value}`}>
      {LETTER[colour]}{value}
    </span>
  );
}

// Drawn, not emoji: a system without an emoji font (Debian's Chromium, for one) shows emoji as boxes.
function RedFlagIcon() {
  return (
    <svg className="dv-icon" viewBox="0 0 12 14" width="11" height="13" role="img" aria-label="Red Flag">
      <path d="M2 1 V13" stroke="#3a3a3a" strokeWidth="1.4" />
      <path d="M2.7 1.5 H10.5 L8.4 4.2 L10.5 6.9 H2.7 Z" fill="#c8423b" />
    </svg>
  );
}

function SignalMastIcon() {
  return (
    <svg className="dv-icon" viewBox="0 0 12 18" width="12" height="18" aria-hidden="true">
      <rect x="2" y="1" width="8" height="13" rx="2" fill="#2b2b2b" />
      <circle cx="6" cy="4" r="1.6" fill="#d94a3a" />
      <circle cx="6" cy="7.5" r="1.6" fill="#e8b634" />
      <circle cx="6" cy="11" r="1.6" fill="#3c9a55" />
      <path d="M6 14 V17.5" stroke="#2b2b2b" strokeWidth="1.4" />
    </svg>
  );
}

function TrainChip({ t, G, onClick, marker, hot }: { t: Train; G: DivisionState; onClick?: () => void; marker?: Record<string, string>; hot?: boolean }) {
  const cls = t.cls === 1 ? '1st' : t.cls === 2 ? '2nd' : 'Extra';
  const flagged = t.pos.at === 'card' && G.cards[t.pos.card].flags.some((f) => f.train === t.no);
  const body = (
    <>
      <span className="dv-train-no">{t.dir === 'W' ? arrow('W') : ''} No. {t.no} {t.dir === 'E' ? arrow('E') : ''}</span>
      <span className="dv-train-class">{cls} · {t.speed}{t.due ? ` · due ${t.due}` : ''}{t.owner !== undefined ? ` · {p:${t.owner}}`.replace(/\{p:(\d+)\}/, (_, p) => `P${Number(p) + 1}`) : ''}{flagged && <> · <RedFlagIcon /></>}</span>
      {t.consist.length > 0 && <span className="dv-consist">{t.consist.map((c) => <Car key={c.id} colour={c.colour} value={c.value} />)}</span>}
    </>
  );
  const className = `dv-train dv-class-${t.cls}${hot ? ' dv-hot' : ''}`;
  if (onClick) return <button type="button" className={className} onClick={onClick} {...marker} aria-label={`No. ${t.no}`}>{body}</button>;
  return <div className={className} title={`No. ${t.no}, ${dirWord(t.dir)}`}>{body}</div>;
}

export default function DivisionBoard(props: RailhouseBoardProps<DivisionState>) {
  const { G, ctx, playerID, legalMoves, play, playerNames } = props;
  const name = (id: string) => playerNames[id] ?? `Player ${Number(id) + 1}`;
  const legal = new Set(legalMoves.map(argsKey));
  const can = (move: string, ...args: unknown[]) => legal.has(JSON.stringify([move, args]));
  // The app's whyNot knows about spectators and resigned matches; without it (a bare board) the
  // game's own explain() gives the same reasons.
  const whyNot = (move: string, ...args: unknown[]): string | null =>
    props.whyNot ? props.whyNot(move, ...args) : checkMove(G, ctx, playerID, move, args);
  const notYourTurn = playerID !== ctx.currentPlayer;
  const [card, setCard] = useState<string | null>(null);
  const [sw, setSw] = useState<{ train: number; from: number; count: number } | null>(null);
  const signature = `${ctx.turn}|${G.stage}|${playerID}|${legalMoves.length}`;
  useEffect(() => { setCard(null); setSw(null); }, [signature]);
  const plays = legalMoves.filter((m) => m.move === 'playCard' && m.args![0] === card);
  const targetOf = (t: object) => plays.find((m) => JSON.stringify(m.args![1]) === JSON.stringify(t));
  const sup = superiorDir(G);
  const me = playerID != null && G.hands[playerID] ? playerID : null;
  const ruling = G.pending.filter((r) => r.decision === null);

  const cardCell = (k: number): ReactNode => {
    const marks = cardMarks(G, k);
    const c = G.cards[k];
    const on = trainsOnCard(G, k);
    const target = targetOf({ card: k });
    const permits = G.pending.filter((r) => r.card === k && r.decision === 'permit');
    const slots = Array.from({ length: marks.regions }, (_, slot) => slot);
    const history = cardHistory(G, k);
    const at = (slot: number, place: 'line' | 'siding') => on.filter((t) => t.pos.at === 'card' && t.pos.place === place && (t.dir === 'E' ? t.pos.region : marks.regions - 1 - t.pos.region) === slot);
    return (
      // Each region slot keeps room for a train chip ("◀ No. 12", its class), so a 3-region card
      // is never squeezed to one word a line on a phone: the row wraps instead.
      // A realigned card is drawn exactly as the card it became (S003-0067: nothing marks the
      // face); its history is only in the tooltip.
      <div key={`c${k}`} className={`dv-card${target ? ' dv-target' : ''}${marks.wreck ? ' dv-wrecked' : ''}`} title={history ? `${marks.text} (${history})` : marks.text} style={{ minWidth: `${marks.regions * SLOT_REM + 1}rem` }}>
        <div className="dv-card-head">
          <strong>{marks.name}</strong>
          {marks.grade.length > 0 && <span className="dv-grade">{marks.grade.join(' ')}</span>}
          {marks.signalMast && <span className="dv-mast" title="ABS Signals: following trains are held short, never ruled on" aria-label="ABS Signals"><SignalMastIcon /></span>}
        </div>
        <div className="dv-card-sub">
          {marks.upArrow && <span title={`Uphill: ${dirWord(marks.upArrow)}`}>Up {arrow(marks.upArrow)}</span>}
          <span className="dv-muted">{marks.mph} mph</span>
        </div>
        <div className="dv-regions">
          {slots.map((slot) => (
            <div key={slot} className="dv-slot">
              {at(slot, 'line').map((t) => <TrainChip key={t.no} t={t} G={G} {...trainTarget(t)} />)}
            </div>
          ))}
        </div>
        {c.type === 'uncontrolledSiding' && (
          <div className="dv-siding">
            siding: {on.filter((t) => t.pos.at === 'card' && t.pos.place === 'siding').map((t) => <TrainChip key={t.no} t={t} G={G} {...trainTarget(t)} />)}
          </div>
        )}
        {marks.wreck && <div className="dv-wreck">WRECK until Stage {c.wreckUntil}</div>}
        {permits.map((r) => <div key={r.train} className="dv-permit">⇢ Permit: No. {r.train}{permitOutcome(r)}</div>)}
        {target && <button type="button" className="dv-button" onClick={() => play('playCard', card, { card: k })} {...mv('playCard', card, { card: k })}>Play {homeCard(card as any).name} here</button>}
      </div>
    );
  };

  function trainTarget(t: Train): { onClick?: () => void; marker?: Record<string, string>; hot?: boolean } {
    const m = targetOf({ train: t.no });
    if (m) return { onClick: () => play('playCard', card, { train: t.no }), marker: mv('playCard', card, { train: t.no }), hot: true };
    return {};
  }

  const officeCell = (o: number): ReactNode => {
    const off = G.offices[o];
    const here = trainsAtOffice(G, o);
    const mine = off.owner === playerID;
    const whose = `Office ${o + 1} (${name(off.owner)})`;
    return (
      <div key={`o${o}`} className={`dv-office${mine ? ' dv-mine' : ''}`} style={{ borderColor: CAR_FILL[off.colour] }}>
        <div className="dv-office-head">
          <span className="dv-car" style={{ background: CAR_FILL[off.colour], color: CAR_INK[off.colour] }}>{LETTER[off.colour]}</span>
          <strong>Office {o + 1}</strong> <span className="dv-muted">{name(off.owner)}</span>
          {G.superintendent === off.owner && <span className="dv-badge" title="Superintendent this Stage">★ Supt.</span>}
        </div>
        <div className="dv-boards">
          {(['W', 'E'] as Dir[]).map((d) => {
            const shows = off.board[d] === 'stop' ? 'Stop' : 'Clear';
            // setBoard always sets the mover's own board, so only the viewer's Office is a control:
            // another Office's board, offered the same move, would set the viewer's own.
            if (!mine) {
              return (
                <span key={d} className={`dv-board-sign dv-${off.board[d]}`} title={`${whose}'s ${dirWord(d)} board`}>
                  <span aria-hidden="true">{arrow(d)} {shows}</span>
                  <span className="rh-visually-hidden">{whose}'s {dirWord(d)} board shows {shows}</span>
                </span>
              );
            }
            const next = off.board[d] === 'stop' ? 'clear' : 'stop';
            const ok = can('setBoard', d, next);
            const nextWord = next === 'stop' ? 'Stop' : 'Clear';
            if (!ok) {
              const why = notYourTurn ? 'You set your boards during your own Office turn.' : whyNot('setBoard', d, next) ?? 'You cannot set this board now.';
              return (
                <button key={d} type="button" className={`dv-board-btn dv-${off.board[d]} dv-greyed`} {...whyNotProps(why)} aria-label={`Your ${dirWord(d)} board shows ${shows}`}>
                  {arrow(d)} {shows}
                </button>
              );
            }
            return (
              <button key={d} type="button" className={`dv-board-btn dv-${off.board[d]}`} onClick={() => play('setBoard', d, next)} {...mv('setBoard', d, next)}
                aria-label={`Your ${dirWord(d)} board shows ${shows}: set it to ${nextWord}`}
                title={`Set your ${dirWord(d)} board to ${nextWord}`}>
                {arrow(d)} {shows}
              </button>
            );
          })}
        </div>
        <div className="dv-berths" aria-label={`${here.length} of ${berths(off)} berths taken`}>
          {Array.from({ length: berths(off) }, (_, i) => (
            <div key={i} className="dv-berth">{here[i] ? <TrainChip t={here[i]} G={G} {...trainTarget(here[i])} /> : <span className="dv-muted">berth</span>}</div>
          ))}
        </div>
        <div className="dv-squares">
          {off.squares.map((s, i) => {
            const m = targetOf({ square: i });
            const label = s ? { smallYard: 'Small Yard', classificationYard: 'Classification Yard', yardOffice: 'Yard Office', houseTrack: 'House Track' }[s] : 'empty square';
            return m && mine ? (
              <button key={i} type="button" className="dv-button dv-target" onClick={() => play('playCard', card, { square: i })} {...mv('playCard', card, { square: i })}>{label}: build here</button>
            ) : <span key={i} className="dv-square">{label}</span>;
          })}
        </div>
      </div>
    );
  };

  const yard = (dp: Dir) => (
    <div key={`dp${dp}`} className="dv-dp">
      <strong>{dp === 'W' ? 'West' : 'East'} DP</strong>
      <span className="dv-muted">Division Yard</span>
      {G.trains.filter((t) => t.pos.at === 'yard' && t.pos.dp === dp).map((t) => <TrainChip key={t.no} t={t} G={G} />)}
    </div>
  );

  const row: ReactNode[] = [yard('W')];
  for (let k = 0; k <= G.n; k++) {
    row.push(cardCell(k));
    if (k < G.n) row.push(officeCell(k));
  }
  row.push(yard('E'));

  // Switching: pick a train at your Office, a run of cars, then where it goes.
  const switches = legalMoves.filter((m) => m.move === 'switchCars');
  const blocks = legalMoves.filter((m) => m.move === 'blockTrain');
  const swTrains = [...new Set(switches.map((m) => m.args![0] as number))];
  const swTo = sw ? switches.filter((m) => m.args![0] === sw.train && m.args![1] === sw.from && m.args![2] === sw.count) : [];

  const hand = me ? G.hands[me] : [];
  const endMove = legalMoves.find((m) => m.move === 'endLocalOps');
  const optionWords = G.turn.option === 'extra' ? 'Extra option: you made up an Extra, so you play no cards this turn.'
    : G.turn.option === 'draw' ? (G.turn.autoDraw ? 'Draw option, taken for you: no Extra was possible when your turn opened.' : 'Draw option: you drew your cards.')
      : 'Choose one option: the Draw option or an Extra.';

  /** Why a card in the viewer's hand has no Play button now; null when it has one. */
  const cardIdle = (h: HomeCardId): string | null => {
    if (legalMoves.some((m) => m.move === 'playCard' && m.args![0] === h)) return null;
    if (notYourTurn) return 'Cards are played on your own Office turn, after you take the Draw option.';
    return whyNot('discard', h) ?? noTargetReason(G, me!, h);
  };
  const idle = hand.map((h) => (h === HIDDEN ? null : cardIdle(h as HomeCardId)));
  const over = G.gameover;

  return (
    <div className="dv-board">
      <div className="dv-header">
        <span><strong>Stage {G.stage}</strong> of at most {G.lastStage}</span>
        <span className="dv-chip" title="Superior direction this Stage (rolled at setup: it alternates by Stage)">{arrow(sup)} {dirWord(sup)} superior</span>
        <span>Superintendent: {name(G.superintendent)}</span>
        <span className="dv-muted">Deck {G.homeDeckCount} · discard {G.homeDiscard.length} · cars {G.carDeckCount}</span>
        <Help part="division" />
      </div>
      <Prompt line={promptLine(G, ctx.currentPlayer, playerID ?? null, legalMoves, name, props.ended)} G={G} />
      {/* One row, west to east, at every width: it scrolls sideways rather than wrap, since a
          wrapped row reads as a second line of track. Focusable so the keyboard can scroll it. */}
      <div className="dv-division" role="region" tabIndex={0} aria-label="The Division, west to east">{row}</div>

      {over && (
        <div className="dv-panel dv-end">
          <h3>Game over <Help part="end" /></h3>
          <p>Winner{over.winners.length > 1 ? 's' : ''}: {over.winners.map(name).join(', ')}</p>
          <ul>
            {Object.keys(G.score).map((s) => (
              <li key={s}>{name(s)}: {G.score[s].total} (cars {G.score[s].setOuts}, Extras {G.score[s].extras}, on time {G.score[s].onTime}, collisions {G.score[s].collisions}){G.n === 1 ? ` — rated ${soloRating(G.score[s].total)}` : ''}</li>
            ))}
          </ul>
        </div>
      )}

      {ruling.length > 0 && (
        <div className="dv-panel dv-ruling">
          <h3>Superintendent's ruling <Help part="ruling" /></h3>
          {ruling.map((r: Ruling) => (
            <div key={r.train} className="dv-ruling-item">
              <p>
                <strong>No. {r.train}</strong> following <strong>No. {r.leader}</strong> onto {mainline(G.cards[r.card].type).name}: {rulingFactText(G, r)}.
                <span className="dv-muted"> A Permit may go unused; a collision costs the Superintendent −3.</span>
              </p>
              {can('rule', r.train, 'permit') && <button type="button" className="dv-button" onClick={() => play('rule', r.train, 'permit')} {...mv('rule', r.train, 'permit')}>Permit</button>}
              {can('rule', r.train, 'hold') && <button type="button" className="dv-button" onClick={() => play('rule', r.train, 'hold')} {...mv('rule', r.train, 'hold')}>Hold</button>}
            </div>
          ))}
          {can('holdRemaining') && <button type="button" className="dv-button" onClick={() => play('holdRemaining')} {...mv('holdRemaining')}>Hold the rest</button>}
        </div>
      )}

      {legalMoves.length > 0 && ruling.length === 0 && (
        <div className="dv-panel">
          <h3>Your Office turn <Help part="officeTurn" label="A Stage (Office turns)" /></h3>
          <p className="dv-option">{optionWords}</p>
          <div className="dv-actions">
            {can('takeDraw') && <button type="button" className="dv-button" onClick={() => play('takeDraw')} {...mv('takeDraw')}>Draw option (draw 2, play cards)</button>}
            {legalMoves.filter((m) => m.move === 'makeExtra').map((m) => (
              <button key={argsKey(m)} type="button" className="dv-button" onClick={() => play('makeExtra', ...m.args!)} {...mv('makeExtra', ...m.args!)}>
                Extra {arrow(m.args![1])} {m.args![0] === 'office' ? 'at your Office' : 'on the Interchange'}
              </button>
            ))}
            {blocks.map((m) => (
              <button key={argsKey(m)} type="button" className="dv-button" onClick={() => play('blockTrain', m.args![0])} {...mv('blockTrain', m.args![0])}>Block No. {m.args![0]} (Classification Yard)</button>
            ))}
            {endMove
              ? <button type="button" className="dv-button dv-primary" onClick={() => play('endLocalOps')} {...mv('endLocalOps')}>End Office turn</button>
              : <button type="button" className="dv-button dv-primary dv-greyed" {...whyNotProps(whyNot('endLocalOps'))} aria-describedby="dv-end-why">End Office turn</button>}
            {!endMove && <span id="dv-end-why" className="rh-visually-hidden">{whyNot('endLocalOps')}</span>}
          </div>
          {swTrains.length > 0 && (
            <div className="dv-switch">
              <span>Switching Move:</span>
              {swTrains.map((no) => {
                const t = G.trains.find((x) => x.no === no)!;
                return (
                  <div key={no} className="dv-switch-train">
                    <span>No. {no}: pick the first car of the run, then its length</span>
                    <div className="dv-consist">
                      {t.consist.map((c, i) => (
                        <button key={c.id} type="button" className={`dv-car-btn${sw?.train === no && i >= sw.from && i < sw.from + sw.count ? ' dv-hot' : ''}`}
                          onClick={() => setSw(sw?.train === no && sw.from <= i ? { train: no, from: sw.from, count: i - sw.from + 1 } : { train: no, from: i, count: 1 })} {...step('switchRun', `${no}:${i}`)}>
                          <Car colour={c.colour} value={c.value} />
                        </button>
                      ))}
                    </div>
                    {sw?.train === no && (
                      <div className="dv-actions">
                        {swTo.length === 0 && <span className="dv-muted">No place makes a difference for this run.</span>}
                        {swTo.map((m) => (
                          <button key={argsKey(m)} type="button" className="dv-button" onClick={() => play('switchCars', ...m.args!)} {...mv('switchCars', ...m.args!)}>
                            {m.args![3] === 0 ? 'to the head' : m.args![3] === t.consist.length - sw.count ? 'to the rear' : `before car ${m.args![3] + 1} of the rest`}
                          </button>
                        ))}
                      </div>
                    )}
                  </div>
                );
              })}
            </div>
          )}
        </div>
      )}

      {me && (
        <div className="dv-panel">
          <h3>Your hand ({hand.length}{hand.length > 4 ? ', over the limit of 4' : ''}) <Help part="hand" /></h3>
          <div className="dv-hand">
            {hand.map((h, i) => h === HIDDEN ? null : (
              <div key={i} className={`dv-hand-card${card === h ? ' dv-hot' : ''}`}>
                <strong>{homeCard(h).name}</strong>
                <p>{homeCard(h).text}</p>
                <div className="dv-actions">
                  {idle[i] === null
                    ? <button type="button" className="dv-button" onClick={() => setCard(card === h ? null : h)} {...step('chooseCard', h)}>{card === h ? 'Cancel' : 'Play…'}</button>
                    : <button type="button" className="dv-button dv-greyed" {...whyNotProps(idle[i])} aria-label={`Play ${homeCard(h).name}`} aria-describedby={`dv-why-${i}`}>Play…</button>}
                  {can('discard', h) && <button type="button" className="dv-button" onClick={() => play('discard', h)} {...mv('discard', h)}>Discard</button>}
                </div>
                {idle[i] !== null && (
                  // Said on the card during one's own Draw option, when the reason is the card's own
                  // (a Red Flag with no train out); otherwise it waits for a hover, focus or tap.
                  <p id={`dv-why-${i}`} className={G.turn.option === 'draw' && !notYourTurn ? 'dv-why' : 'rh-visually-hidden'}>{idle[i]}</p>
                )}
              </div>
            ))}
          </div>
          {card && <p className="dv-muted">Choose a highlighted target for {homeCard(card as any).name}.</p>}
        </div>
      )}

      <div className="dv-panel">
        <h3>Timetable <Help part="timetable" label="The Division (trains)" /></h3>
        <table className="dv-timetable">
          <thead><tr><th>No.</th><th>Appears</th><th>Due</th><th>Where</th></tr></thead>
          <tbody>
            {G.timetable.map((r) => {
              const t = G.trains.find((x) => x.no === r.no);
              const where = r.appears > G.stage ? 'not yet' : !t ? 'gone' : t.pos.at === 'yard' ? 'Division Yard' : t.pos.at === 'office' ? `Office ${t.pos.office + 1}` : mainline(G.cards[t.pos.card].type).name;
              return <tr key={r.no}><td>{r.no} {arrow(r.no % 2 ? 'W' : 'E')}</td><td>{r.appears}</td><td>{r.due}</td><td>{where}</td></tr>;
            })}
          </tbody>
        </table>
        <p className="dv-muted">Hands: {Object.keys(G.hands).map((s) => `${name(s)} ${G.hands[s].length}`).join(' · ')}. Discard pile: {G.homeDiscard.map((c) => homeCard(c).name).join(', ') || 'empty'}.</p>
      </div>
    </div>
  );
}
