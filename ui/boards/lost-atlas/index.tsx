// The Lost Atlas board: the SVG map (tiles, track, cities, hubs; clickable hexes and stops), the
// decision panel (placements and orientations, tile lays with their orientations, the Stock
// Round's auction, the run builder with Auto from the router worker, the offer for another
// company's train and the seller's answer (TrainOffers.tsx), and every other legal move
// as a button), the charters, the stock market, the train rack, the tile tray, the last moves,
// and the end screen with the final scores. Everything clickable comes from props.legalMoves.
import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { MoveChoice } from '../../../games/kit/types';
import { pieceOfCopy } from '../../../games/lost-atlas/data/mapPieces';
import { pieceCells } from '../../../games/lost-atlas/rules/geometry';
import { actor, isProject, point } from '../../../games/lost-atlas/rules/flow';
import { operatingCompany } from '../../../games/lost-atlas/rules/choices';
import { EVENT_NAMES } from '../../../games/lost-atlas/rules/events';
import { networkOf } from '../../../games/lost-atlas/route/network';
import { nextPlanMove } from '../../../games/lost-atlas/route/steps';
import type { Draft } from '../../../games/lost-atlas/route/draft';
import type { Plan } from '../../../games/lost-atlas/route/validate';
import type { CoId, LAState } from '../../../games/lost-atlas/rules/state';
import type { RailhouseBoardProps } from '../../kit/board-types';
import { mv, step } from '../../kit/markers';
import { whyNotProps } from '../../kit/why';
import { MapView, PieceGlyph, TileGlyph, type Ghost, type HexTarget, type StopTarget } from './MapView';
import { ChartersPanel, EndScreen, MarketPanel, PlayersPanel, RecentLog, TileTray, TrainRack } from './Panels';
import { RunBuilder, linkTarget, type AutoState } from './RunBuilder';
import { planInWorker } from './autoRoute';
import { AnswerOffer, OfferWidget, sellersOf } from './TrainOffers';
import { argsKey, companyName, moveWords, seatName, stopWords, WIDGET_MOVES, type LAView } from './model';
import './board.css';

export const showsOwnFinalScores = true;

const ZOOMS = [0.5, 0.65, 0.8, 1, 1.25];
const samePos = (a: unknown, b: [number, number]) => Array.isArray(a) && a[0] === b[0] && a[1] === b[1];

function decisionWords(p: string, G: LAView, names: Record<string, string>): string {
  const co = operatingCompany(G);
  const coWords = co ? `${co} ${companyName(co, G)}` : '';
  switch (p) {
    case 'build': {
      const d = G.mapBuild.drawn;
      if (!d) return 'Map building';
      return isProject(d) ? `Map building: put the project ${d} on a city` : `Map building: place the piece ${d === 'TWP' ? 'TW-1 (Twin Cities)' : d}`;
    }
    case 'blank': return 'Blank overlays: place a plain hex next to a Minor\'s home, or pass';
    case 'stock': return 'Stock Round: buy, sell, open an auction, or pass';
    case 'auction': {
      const a = G.sr!.auction!;
      return `Auction: ${seatName(names, a.leader)} bids ${a.bid}`;
    }
    case 'launch': return 'Choose the charter to launch';
    case 'discard': return `${G.pendingDiscards[0]} is over its train limit: discard a train`;
    case 'propose': return `Merger Round: ${G.mr?.queue[G.mr.idx] ?? ''} may propose a merger`;
    case 'respond': return `Merger proposed by ${G.mr?.proposal?.from ?? ''} to ${G.mr?.proposal?.to ?? ''}`;
    case 'hostile': {
      const r = G.mr?.refused;
      return r ? `Merger Round: ${r.to} refused ${r.from}; call a vote (Hostile Mergers) or let the refusal stand` : 'Merger Round: call a vote or let the refusal stand';
    }
    case 'vote': {
      const v = G.mr?.vote;
      return v ? `Vote on merging ${v.from} with ${v.to}: yes ${v.yes}, no ${v.no}, ${v.voters.length} still to vote` : 'Vote on the merger';
    }
    case 'form': return 'Choose the new Major\'s charter';
    case 'hq': return `Place ${G.hqDue ?? ''}'s HQ on one of its hubs and choose its opening`;
    case 'leadoff': return `${coWords}: lead-off train`;
    case 'issue': return `${coWords}: issue or redeem a share`;
    case 'track': return `${coWords}: lay track`;
    case 'hub': return `${coWords}: place a hub`;
    case 'run': return `${coWords}: run the trains`;
    case 'dividend': return `${coWords}: revenue ${G.or?.revenue ?? 0}, pay out or withhold`;
    case 'buy': return `${coWords}: buy trains`;
    case 'approve': {
      const o = G.or!.offer!;
      return `${coWords} offers ${o.price} for ${o.card} of ${o.from}: its president answers`;
    }
    case 'forced': return `${coWords}: must buy a train`;
    case 'eventChoice': {
      const card = G.events?.pending ?? '';
      return `Event ${card} ${EVENT_NAMES[card] ?? ''}: ${card === 'CHR-5' ? 'lay a free city tile on a basic city' : card === 'CHR-7' ? 'mark a basic city (+10 for the rest of the game)' : 'found a New City on a plain hex'}`;
    }
    case 'over': return 'The game is over';
    default: return p;
  }
}

/** A value chosen among the offered amounts (bids), sent with one button. */
function AmountPicker({ moves, play, label }: { moves: MoveChoice[]; play: (m: MoveChoice) => void; label: (v: number) => string }) {
  const values = moves.map((m) => m.args![0] as number);
  const [i, setI] = useState(0);
  const at = Math.min(i, values.length - 1);
  const m = moves[at];
  const stepBy = (d: number) => setI(Math.max(0, Math.min(values.length - 1, at + d)));
  return (
    <div className="la-actions la-amount">
      <button type="button" className="la-button la-small" disabled={at === 0} onClick={() => stepBy(-10)} aria-label="50 less">−50</button>
      <button type="button" className="la-button la-small" disabled={at === 0} onClick={() => stepBy(-1)} aria-label="5 less">−5</button>
      <button type="button" className="la-button la-primary" onClick={() => play(m)} {...mv(m.move, ...(m.args ?? []))}>{label(values[at])}</button>
      <button type="button" className="la-button la-small" disabled={at === values.length - 1} onClick={() => stepBy(1)} aria-label="5 more">+5</button>
      <button type="button" className="la-button la-small" disabled={at === values.length - 1} onClick={() => stepBy(10)} aria-label="50 more">+50</button>
    </div>
  );
}

/** A choice made on the map, with the same moves as a folded list (a stop the map cannot show stays reachable). */
function MapChoice({ text, moves, G, send }: { text: string; moves: MoveChoice[]; G: LAView; send: (m: MoveChoice) => void }) {
  return (
    <div className="la-widget">
      <p>{text}</p>
      <details className="la-list-fallback">
        <summary>As a list</summary>
        <div className="la-actions">
          {moves.map((m) => (
            <button key={argsKey(m)} type="button" className="la-button" onClick={() => send(m)} {...mv(m.move, ...(m.args ?? []))}>{moveWords(m, G)}</button>
          ))}
        </div>
      </details>
    </div>
  );
}

export default function LostAtlasBoard(props: RailhouseBoardProps<LAView>) {
  const { G, ctx, playerID, legalMoves, play, playerNames, whyNot } = props;
  const S_ = G as unknown as LAState;
  const p = point(S_);
  const acting = p === 'over' ? null : String(actor(S_));
  const mine = playerID != null && acting === playerID && legalMoves.length > 0;
  const net = useMemo(() => networkOf(G.map), [G.map]);
  const [zoom, setZoom] = useState(1);
  const [sel, setSel] = useState<string | null>(null);
  const [preview, setPreview] = useState<number>(0);
  const [slot, setSlot] = useState<string | null>(null);
  const [autoPlan, setAutoPlan] = useState<{ turnKey: string; plan: Plan } | null>(null);
  const [auto, setAuto] = useState<AutoState>({ status: 'idle' });
  const sentAt = useRef<string | null>(null);
  const mapBox = useRef<HTMLDivElement | null>(null);
  const signature = `${ctx.turn}|${p}|${playerID}|${legalMoves.length}`;
  useEffect(() => {
    setSel(null);
    setPreview(0);
  }, [signature]);

  // Bring the chosen (else the first) highlighted target into the map's box when the choice changes,
  // scrolling only the box, never the page.
  useEffect(() => {
    const box = mapBox.current;
    const target = box?.querySelector('.la-target-selected, .la-target, .la-stop-target, .la-run-open');
    if (!box || !target) return;
    const b = box.getBoundingClientRect();
    const t = target.getBoundingClientRect();
    const inside = t.left >= b.left && t.right <= b.right && t.top >= b.top && t.bottom <= b.bottom;
    if (inside) return;
    box.scrollTo({ left: box.scrollLeft + t.left + t.width / 2 - (b.left + b.width / 2), top: box.scrollTop + t.top + t.height / 2 - (b.top + b.height / 2) });
  }, [signature, sel, zoom]);

  const send = (m: MoveChoice) => play(m.move, ...(m.args ?? []));
  const of = (name: string) => legalMoves.filter((m) => m.move === name);
  const co = operatingCompany(S_);
  const company = co ? G.companies[co] ?? null : null;
  const turnKey = `${G.cycle}|${G.round}|${G.or?.idx ?? ''}|${co ?? ''}`;

  // Auto: once the plan is known, play its next step after each authoritative update of the state.
  useEffect(() => {
    if (!autoPlan || !mine || p !== 'run' || autoPlan.turnKey !== turnKey) {
      if (autoPlan && (p !== 'run' || autoPlan.turnKey !== turnKey)) {
        setAutoPlan(null);
        setAuto((a) => (a.status === 'playing' ? { ...a, status: 'idle' } : a));
      }
      return;
    }
    // One step per turn: every move ends its boardgame.io turn, and a multiplayer client's own
    // optimistic update leaves ctx.turn alone (stack.md), so a new turn is the authoritative state.
    const stamp = String(ctx.turn);
    if (sentAt.current === stamp) return;
    const next = nextPlanMove(G.or!.draft as Draft, autoPlan.plan);
    if (!legalMoves.some((m) => argsKey(m) === argsKey(next))) {
      setAutoPlan(null);
      setAuto({ status: 'failed', error: `its next step (${moveWords(next, G)}) is not legal now` });
      return;
    }
    sentAt.current = stamp;
    send(next);
  });

  const runAuto = () => {
    setAuto({ status: 'thinking' });
    const key = turnKey;
    planInWorker(JSON.parse(JSON.stringify(G)) as LAState).then(
      ({ plan, revenue, ms }) => {
        if (!plan) {
          setAuto({ status: 'failed', error: 'no plan', ms });
          return;
        }
        setAuto({ status: 'playing', ms, revenue });
        setAutoPlan({ turnKey: key, plan });
      },
      (e: Error) => setAuto({ status: 'failed', error: e.message }),
    );
  };
  useEffect(() => setAuto({ status: 'idle' }), [turnKey]);
  useEffect(() => {
    if (p !== 'run') setAuto((a) => (a.status === 'idle' || a.status === 'failed' ? a : { ...a, status: 'idle' }));
  }, [p]);
  const autoBusy = auto.status === 'thinking' || auto.status === 'playing';

  // ---- Map targets and the decision panel's widgets, from the legal moves ----
  const hexTargets: HexTarget[] = [];
  const stopTargets: StopTarget[] = [];
  let ghost: Ghost | null = null;
  const widgets: ReactNode[] = [];
  const claimed = new Set<string>();
  const claim = (ms: MoveChoice[]) => ms.forEach((m) => claimed.add(argsKey(m)));

  const placements = of('placePiece');
  if (placements.length) {
    const drawn = G.mapBuild.drawn ?? '';
    const copy = drawn === 'TWP' ? 'TW-1' : drawn;
    const piece = pieceOfCopy(copy);
    const anchors = [...new Map(placements.map((m) => [String(m.args![0]), m.args![0] as [number, number]])).values()];
    const chosen = anchors.find((a) => String(a) === sel) ?? anchors[0];
    for (const a of anchors) {
      const key = `${a[0]},${a[1]}`;
      const selected = a === chosen;
      hexTargets.push({ key, label: `Place ${copy} with its first hex at ${key}`, selected, onClick: () => { setSel(String(a)); setPreview(0); }, marker: selected ? {} : step('anchor', key) });
    }
    const options = placements.filter((m) => samePos(m.args![0], chosen));
    const shown = options[Math.min(preview, options.length - 1)];
    ghost = {
      cells: pieceCells(piece.shape, chosen, shown.args![1] as number).map((c, i) => ({ q: c.q, r: c.r, kind: piece.cells[i] })),
    };
    widgets.push(
      <div key="place" className="la-widget">
        <p>Piece <strong>{copy}</strong> ({piece.cells.map((c) => c.replace('home:', 'home of ')).join(', ')}): {anchors.length} place{anchors.length === 1 ? '' : 's'} highlighted on the map (its first hex, marked •). At {chosen.join(',')} it can turn:</p>
        <div className="la-actions">
          {options.map((m, i) => (
            <button key={argsKey(m)} type="button" className={`la-button la-tile-option${i === preview ? ' la-chosen' : ''}`} onMouseEnter={() => setPreview(i)} onFocus={() => setPreview(i)} onClick={() => send(m)} {...mv('placePiece', ...m.args!)} aria-label={`Place ${copy} turned ${m.args![1] as number}`}>
              <PieceGlyph cells={pieceCells(piece.shape, [0, 0], m.args![1] as number).map((c, k) => ({ q: c.q, r: c.r, kind: piece.cells[k] }))} />
              <span>turned {m.args![1] as number}</span>
            </button>
          ))}
        </div>
      </div>,
    );
    claim(placements);
  }

  for (const m of of('resolveProject')) {
    const key = String(m.args![0]);
    hexTargets.push({ key, label: `Put ${G.mapBuild.drawn} on ${key}`, onClick: () => send(m), marker: mv('resolveProject', key) });
    claim([m]);
  }
  // Events (§3.16): Boom Town and New City choose a highlighted hex; Town Charter lays like a tile (below).
  for (const m of of('eventChooseHex')) {
    const key = String(m.args![0]);
    hexTargets.push({ key, label: moveWords(m, G), onClick: () => send(m), marker: mv('eventChooseHex', key) });
    claim([m]);
  }
  if (of('eventChooseHex').length) widgets.push(<MapChoice key="event" text="Tap a highlighted hex on the map for the event." moves={of('eventChooseHex')} G={G} send={send} />);
  if (of('resolveProject').length) widgets.push(<MapChoice key="proj" text={`Tap a highlighted city on the map for the project ${G.mapBuild.drawn}.`} moves={of('resolveProject')} G={G} send={send} />);

  // Blank overlays (§3.3): each legal empty hex is a target; passing is a button.
  for (const m of of('placeBlank')) {
    const at = m.args![0] as [number, number];
    const key = `${at[0]},${at[1]}`;
    hexTargets.push({ key, label: `Place a blank hex at ${key}`, onClick: () => send(m), marker: mv('placeBlank', at) });
    claim([m]);
  }
  if (of('placeBlank').length) widgets.push(<MapChoice key="blank" text="Tap a highlighted hex next to a home to place a blank (plain) hex there, or pass." moves={of('placeBlank')} G={G} send={send} />);

  const lays = [...of('layTile'), ...of('eventLayTile')];
  const layable = new Set(lays.map((m) => String(m.args![1])));
  if (lays.length) {
    const hexes = [...new Set(lays.map((m) => String(m.args![0])))];
    const chosen = hexes.includes(sel ?? '') ? sel! : hexes[0];
    for (const key of hexes) {
      const selected = key === chosen;
      hexTargets.push({ key, label: `Lay a tile on ${key}`, selected, onClick: () => { setSel(key); setPreview(0); }, marker: selected ? {} : step('hex', key) });
    }
    const options = lays.filter((m) => m.args![0] === chosen);
    const shown = options[Math.min(preview, options.length - 1)];
    ghost = { tile: { hex: chosen, tile: String(shown.args![1]), rot: shown.args![2] as number } };
    widgets.push(
      <div key="lay" className="la-widget">
        <p>Lay track: {hexes.length} hex{hexes.length === 1 ? '' : 'es'} highlighted on the map. On <strong>{chosen}</strong>:</p>
        <div className="la-actions la-tile-options">
          {options.map((m, i) => (
            <button key={argsKey(m)} type="button" className={`la-button la-tile-option${i === preview ? ' la-chosen' : ''}`} onMouseEnter={() => setPreview(i)} onFocus={() => setPreview(i)} onClick={() => send(m)} {...mv(m.move, ...m.args!)} aria-label={`Lay tile ${m.args![1]} turned ${m.args![2]} on ${chosen}`}>
              <svg viewBox="-22 -20 44 40" width={44} height={40} aria-hidden="true"><TileGlyph tile={String(m.args![1])} rot={m.args![2] as number} c={{ x: 0, y: 0 }} s={20} /></svg>
              <span>{String(m.args![1])}</span>
            </button>
          ))}
        </div>
      </div>,
    );
    claim(lays);
  }

  for (const m of of('placeHub')) {
    const stop = String(m.args![0]);
    stopTargets.push({ stop, label: `Hub on ${stopWords(stop)}`, onClick: () => send(m), marker: mv('placeHub', stop) });
    claim([m]);
  }
  if (of('placeHub').length) widgets.push(<MapChoice key="hub" text="Tap a highlighted city on the map to place a hub there." moves={of('placeHub')} G={G} send={send} />);

  // The run stage.
  const runNames = new Set(['setRunConfig', 'startRun', 'extendRun', 'closeRun', 'circusDouble', 'confirmRuns']);
  const runMoves = legalMoves.filter((m) => runNames.has(m.move));
  const slotIds = [...new Set(of('startRun').map((m) => String(m.args![0])))];
  const curSlot = slot && slotIds.includes(slot) ? slot : slotIds[0] ?? null;
  if (p === 'run' && company && runMoves.length) {
    if (!autoBusy) {
      for (const m of of('startRun').filter((x) => x.args![0] === curSlot)) {
        const stop = String(m.args![1]);
        stopTargets.push({ stop, label: `Start ${curSlot} at ${stopWords(stop)}`, onClick: () => send(m), marker: mv('startRun', ...m.args!) });
      }
      const ext = of('extendRun');
      const byStop = new Map<string, MoveChoice[]>();
      for (const m of ext) byStop.set(linkTarget(String(m.args![0])), [...(byStop.get(linkTarget(String(m.args![0]))) ?? []), m]);
      for (const [stop, ms] of byStop) if (ms.length === 1) stopTargets.push({ stop, label: `Go on to ${stopWords(stop)}`, onClick: () => send(ms[0]), marker: mv('extendRun', ...ms[0].args!) });
    }
    widgets.push(
      <RunBuilder key="run" G={G} company={company} moves={runMoves} play={play} slot={curSlot} setSlot={setSlot} slots={slotIds} auto={auto} onAuto={runAuto} />,
    );
    claim(runMoves);
  }

  // Stock Round: the auction amount pickers; shares are bought and sold on the charters.
  const opens = of('startAuction');
  if (opens.length) {
    widgets.push(
      <div key="open" className="la-widget">
        <p>Open an auction for the next charter ({G.charters.columns.map((c) => c[0]).filter(Boolean).join(', ')}):</p>
        <AmountPicker key={signature} moves={opens} play={send} label={(v) => `Open at ${v}`} />
      </div>,
    );
    claim(opens);
  }
  const bids = of('bid');
  if (bids.length) {
    widgets.push(
      <div key="bid" className="la-widget">
        <AmountPicker key={signature} moves={bids} play={send} label={(v) => `Bid ${v}`} />
      </div>,
    );
    claim(bids);
  }
  claim(of('buyShare'));
  claim(of('sell'));

  // Trains between companies: the offer (train and price) in the buy step, the seller's answer.
  const offers = of('offerTrain');
  if (company && (offers.length || ((p === 'buy' || p === 'forced') && sellersOf(G, company.id).length))) {
    widgets.push(<OfferWidget key={`offer|${signature}`} G={G} buyer={company} offers={offers} send={send} whyNot={whyNot} names={playerNames} />);
  }
  claim(offers);
  const answers = legalMoves.filter((m) => m.move === 'approveOffer' || m.move === 'declineOffer');
  if (p === 'approve' && co && G.or?.offer) {
    widgets.push(<AnswerOffer key="answer" G={G} buyer={co} offer={G.or.offer} moves={answers} send={send} whyNot={whyNot} />);
    claim(answers);
  }

  const rest = legalMoves.filter((m) => !claimed.has(argsKey(m)) && !(autoBusy && p === 'run'));

  const shareActions = (coId: CoId): ReactNode => {
    const trades = legalMoves.filter((x) => (x.move === 'buyShare' || x.move === 'sell') && x.args![0] === coId);
    if (!mine || (p !== 'stock' && !trades.length)) return null;
    const c = G.companies[coId]!;
    const buttons: ReactNode[] = [];
    for (const from of ['treasury', 'pool'] as const) {
      const have = from === 'treasury' ? c.treasuryShares : c.poolShares;
      if (!have) continue;
      const m = legalMoves.find((x) => x.move === 'buyShare' && x.args![0] === coId && x.args![1] === from);
      buttons.push(
        m ? (
          <button key={from} type="button" className="la-button la-small" onClick={() => send(m)} {...mv('buyShare', coId, from)}>Buy from {from}</button>
        ) : (
          <button key={from} type="button" className="la-button la-small" {...whyNotProps(whyNot?.('buyShare', coId, from))}>Buy from {from}</button>
        ),
      );
    }
    for (const m of legalMoves.filter((x) => x.move === 'sell' && x.args![0] === coId)) {
      buttons.push(<button key={argsKey(m)} type="button" className="la-button la-small" onClick={() => send(m)} {...mv('sell', ...m.args!)}>Sell {m.args![1] as number}</button>);
    }
    return buttons.length ? <div className="la-actions">{buttons}</div> : null;
  };

  const buyStep = mine && (p === 'buy' || p === 'leadoff' || p === 'forced') && company;
  const stackBuyLegal = legalMoves.some((m) => m.move === 'buyTrain' && (m.args![0] as { source: string }).source === 'stack');
  const rackNote = buyStep && !stackBuyLegal && G.trains.stack[0] ? (
    <button type="button" className="la-button la-small" {...whyNotProps(whyNot?.('buyTrain', { source: 'stack' }))}>Buy {G.trains.stack[0]} from the bank</button>
  ) : null;

  const over = !!ctx.gameover || p === 'over';
  return (
    <div className="la-board">
      <header className="la-header">
        <span><strong>Cycle {G.cycle}</strong> of {G.cfg.cycles}</span>
        <span>{G.round === 'BUILD' ? 'Map building' : G.round === 'SR' ? 'Stock Round' : G.round === 'OR1' ? 'Operating Round 1' : G.round === 'OR2' ? 'Operating Round 2' : G.round === 'MR' ? 'Merger Round' : G.round === 'END' ? 'Game over' : 'Between rounds'}</span>
        <span className={`la-phase la-phase-${G.phase}`}>phase {G.phase}</span>
        <span>bank {G.bank}</span>
        {G.events?.active && <span title="The event card of this cycle">event {G.events.active} {EVENT_NAMES[G.events.active]}{G.eventsLeft !== undefined ? ` (${G.eventsLeft} left)` : ''}</span>}
        {G.round === 'BUILD' && <span>pieces left {G.stackCount ?? '?'}</span>}
      </header>
      {over ? (
        <EndScreen G={G} names={playerNames} winners={(ctx.gameover as { winners?: string[] } | undefined)?.winners} />
      ) : (
        <section className={`la-decision${mine ? ' la-mine' : ''}`} aria-label="Decision">
          <h3>
            {decisionWords(p, G, playerNames)}
            {acting !== null && <span className="la-muted"> · {mine ? 'your decision' : `${seatName(playerNames, acting)} decides`}</span>}
          </h3>
          {mine && widgets}
          {mine && rest.length > 0 && (
            <div className="la-actions la-move-list" role="group" aria-label="Moves">
              {rest.map((m) => (
                <button key={argsKey(m)} type="button" className={`la-button${m.move === 'pass' || m.move === 'skip' ? '' : ' la-primary'}`} onClick={() => send(m)} {...mv(m.move, ...(m.args ?? []))}>
                  {moveWords(m, G)}
                </button>
              ))}
            </div>
          )}
          {!mine && <p className="la-muted">{playerID == null ? 'You are watching.' : 'Waiting for the other players.'}</p>}
        </section>
      )}
      <section className="la-panel la-map-panel" aria-label="Map">
        <div className="la-zoom">
          <button type="button" className="la-button la-small" aria-label="Zoom out" disabled={zoom === ZOOMS[0]} onClick={() => setZoom(ZOOMS[Math.max(0, ZOOMS.indexOf(zoom) - 1)])}>−</button>
          <span className="la-muted">{Math.round(zoom * 100)}%</span>
          <button type="button" className="la-button la-small" aria-label="Zoom in" disabled={zoom === ZOOMS[ZOOMS.length - 1]} onClick={() => setZoom(ZOOMS[Math.min(ZOOMS.length - 1, ZOOMS.indexOf(zoom) + 1)])}>+</button>
          {(hexTargets.length > 0 || stopTargets.length > 0) && <span className="la-muted">highlighted: where you can play</span>}
        </div>
        <div className="la-map-box" ref={mapBox}>
          <MapView G={G} net={net} zoom={zoom} hexTargets={mine ? hexTargets : []} stopTargets={mine ? stopTargets : []} ghost={mine ? ghost : null} runs={runsToDraw(G)} />
        </div>
      </section>
      <div className="la-columns">
        <PlayersPanel G={G} names={playerNames} acting={acting} />
        <TrainRack G={G} buy={rackNote} />
        <RecentLog G={G} names={playerNames} />
      </div>
      <ChartersPanel G={G} names={playerNames} actions={shareActions} operating={co} />
      <MarketPanel G={G} />
      <TileTray G={G} layable={layable} />
    </div>
  );
}

function runsToDraw(G: LAView) {
  const d = G.or?.draft;
  if (!d || G.or?.step !== 'run') return [];
  return [...d.runs, ...(d.open ? [{ ...d.open, open: true }] : [])];
}

