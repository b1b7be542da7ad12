// The Train & Railway board: the hex map with its railways and trains, the current step with its
// buttons, the public contracts, the score track and every player's card. Everything clickable
// comes from props.legalMoves (the game's enumerator), so the board never offers an illegal move.
import { useEffect, useMemo, useState, type ReactNode } from 'react';
import type { RailhouseBoardProps } from '../../kit/board-types';
import { CITY_COLORS, playerColor } from '../../kit/colors';
import { ColorToken } from '../../kit/PatternDefs';
import { mv, step } from '../../kit/markers';
import { whyNotProps } from '../../kit/why';
import { RECIPES, UPGRADES, heldCount, staticBoard, storageLimit, unplacedTech, type TRState } from '../../../games/train-and-railway';
// Not re-exported by the game's index: whether a location is used for free or for a −3 token.
import { locationAccess, noLocationActionReason } from '../../../games/train-and-railway/rules/location';
import { noFactorySiteReason } from '../../../games/train-and-railway/rules/factory';
import { EDGE_WORDS, neighbourKey } from './hex';
import { MapView, type EdgeTarget, type HexTarget, type SegmentTarget } from './MapView';
import { ContractCard, GoodChip, PlayerCard, ScoreTrack, SupplyStrip } from './Cards';
import { FACTORY_NAMES, FactoryGlyph } from './icons';
import {
  directionOptions, drawableHexes, factoryOptions, has, locationArgs, locationOptions, movesNamed, saleOptions,
  segmentOptions, startOptions, stepOptions, upgradeOptions, type LocationOption,
} from './options';
import { EndScreen } from './EndScreen';
import { TR_PANEL_RULES } from './rulesAnchors';
import { RulesLink } from '../../kit/RulesLink';
import { useTallestHeight } from '../../kit/useTallestHeight';
import './board.css';

type Selection =
  | { k: 'drawHex'; hex: string }
  /** `seg` holds the chosen start edge. */
  | { k: 'drawSeg'; hex: string; seg: string }
  | { k: 'factory'; hex?: string; type?: string; exit?: number }
  | { k: 'location'; hex: string }
  | null;

const PAY_LABEL: Record<string, string> = { stones: 'Pay 2 stones', shovel: 'Use your shovel', minus: 'Take a minus token (−3)' };

/** The end screen below lists every seat's final scores, so the app shows only its chart. */
export const showsOwnFinalScores = true;

export default function TrainAndRailwayBoard(props: RailhouseBoardProps<TRState>) {
  const { G, ctx, playerID, legalMoves, play, playerNames } = props;
  const board = staticBoard(G.mapId);
  const name = (id: string) => playerNames[id] ?? `Player ${Number(id) + 1}`;
  const [sel, setSel] = useState<Selection>(null);
  const signature = `${ctx.phase}|${ctx.turn}|${ctx.currentPlayer}|${playerID}|${JSON.stringify(G.turn)}|${legalMoves.length}`;
  useEffect(() => setSel(null), [signature]);
  const [tab, setTab] = useState<string | null>(null);

  const myTurn = legalMoves.length > 0;
  const pending = G.turn.pending;
  const train = playerID != null ? G.trains[playerID] : null;
  const me = playerID != null ? G.players[playerID] : undefined;

  const segs = useMemo(() => segmentOptions(legalMoves), [legalMoves]);
  const drawHexes = useMemo(() => drawableHexes(legalMoves), [legalMoves]);
  const steps = stepOptions(legalMoves);
  const starts = startOptions(legalMoves);
  const factories = useMemo(() => factoryOptions(legalMoves), [legalMoves]);
  const locations = useMemo(() => locationOptions(legalMoves), [legalMoves]);
  const sales = saleOptions(legalMoves);
  const upgrades = upgradeOptions(legalMoves);
  const directions = directionOptions(legalMoves);

  const hexTargets: HexTarget[] = [];
  const segmentTargets: SegmentTarget[] = [];
  const edgeTargets: EdgeTarget[] = [];
  let plannedFactory: { hex: string; type?: string; exit?: number } | null = null;
  let closeUp: string | null = null;

  // Drawing railways. A path starts in a hex the player picks (the chooseRailHex move, or a
  // local choice when the enumerator lists segments of many hexes at once). In the hex, when a
  // segment may be drawn either way (the first of a path), the player picks the edge it starts
  // from, then one of the railways leaving that edge; the path goes on across its other end.
  // While a path continues, its (at most three) next railways are offered at once.
  const railHexes = movesNamed(legalMoves, 'chooseRailHex').map((m) => m.args![0] as string);
  for (const hex of railHexes) {
    hexTargets.push({ hex, tone: 'draw', label: `Start a railway in hex ${hex}`, onClick: () => play('chooseRailHex', hex), marker: mv('chooseRailHex', hex) });
  }
  if (segs.length) {
    const single = drawHexes.length === 1 ? drawHexes[0] : null;
    const focus = single ?? (sel?.k === 'drawHex' || sel?.k === 'drawSeg' ? sel.hex : null);
    closeUp = focus;
    if (!single) {
      for (const hex of drawHexes) {
        if (hex !== focus) hexTargets.push({ hex, tone: 'draw', label: `Draw a railway in hex ${hex}`, onClick: () => setSel({ k: 'drawHex', hex }), marker: step('rail-hex', hex) });
      }
    }
    if (focus && !(pending?.k === 'draw' && pending.next)) hexTargets.push({ hex: focus, tone: 'selected', label: `Hex ${focus} (chosen)`, inert: true });
    const here = segs.filter((o) => o.hex === focus);
    // Edge first when a segment may go either way, or when the railways would pile up in the hex.
    const edgeFirst = here.some((o) => o.directions.length > 1) || here.length > 3;
    const fromEdge = sel?.k === 'drawSeg' && sel.hex === focus ? Number(sel.seg) : null;
    if (focus && (!edgeFirst || fromEdge != null)) {
      for (const o of here) {
        const dir = !edgeFirst ? o.directions[0] : o.directions.find((d) => d[0] === fromEdge) ?? o.directions.find((d) => d[1] === fromEdge);
        if (!dir) continue;
        const [from, to] = dir;
        segmentTargets.push({
          hex: focus,
          a: from,
          b: to,
          arrowTo: pending?.k === 'draw' && pending.left > 1 ? to : undefined,
          label: `Railway from the ${EDGE_WORDS[from]} edge to the ${EDGE_WORDS[to]} edge of hex ${focus}`,
          onClick: () => play('drawRailSegment', focus, from, to),
          marker: mv('drawRailSegment', focus, from, to),
        });
      }
      if (edgeFirst) {
        const e = fromEdge!;
        edgeTargets.push({ hex: focus, edge: e, label: `Start edge ${EDGE_WORDS[e]} (chosen; click to choose again)`, onClick: () => setSel({ k: 'drawHex', hex: focus }), chosen: true, marker: step('rail-edge', e) });
      }
    } else if (focus) {
      const edges = new Set(here.flatMap((o) => o.directions.flat()));
      for (const e of edges) {
        edgeTargets.push({ hex: focus, edge: e, label: `Start the railway at the ${EDGE_WORDS[e]} edge`, onClick: () => setSel({ k: 'drawSeg', hex: focus, seg: String(e) }), marker: step('rail-edge', e) });
      }
    }
  }

  // Moving: the railways the train may take into the hex ahead.
  if (steps.length && train) {
    const ahead = neighbourKey(train.hex, train.facing);
    closeUp = ahead;
    const entry = (train.facing + 3) % 6;
    for (const seg of steps) {
      const [a, b] = [Number(seg[0]), Number(seg[2])];
      const out = a === entry ? b : a;
      segmentTargets.push({ hex: ahead, a: entry, b: out, arrowTo: out, label: `Move into hex ${ahead}, leaving ${EDGE_WORDS[out]}`, onClick: () => play('moveStep', seg), marker: mv('moveStep', seg) });
    }
  }

  if (pending?.k === 'sale') hexTargets.push({ hex: pending.hex, tone: 'selected', label: `Selling to this ${pending.colour} city`, inert: true });

  for (const id of starts) {
    const st = board.map.starts.find((s) => s.id === id)!;
    const hex = `${st.hex[0]},${st.hex[1]}`;
    hexTargets.push({ hex, tone: 'start', label: `Start at ${id}`, onClick: () => play('chooseStart', id), marker: mv('chooseStart', id) });
  }

  // Factory planning: site, then type, then exit, then payment.
  const factoryMode = sel?.k === 'factory' ? sel : null;
  const factoryFit = factories.filter(
    (f) => (!factoryMode?.hex || f.hex === factoryMode.hex) && (!factoryMode?.type || f.type === factoryMode.type) && (factoryMode?.exit == null || f.exit === factoryMode.exit),
  );
  if (factoryMode) {
    if (!factoryMode.hex) {
      for (const hex of new Set(factories.map((f) => f.hex))) {
        hexTargets.push({ hex, tone: 'factory', label: `Build the factory in hex ${hex}`, onClick: () => setSel({ k: 'factory', hex }), marker: step('factory-hex', hex) });
      }
    } else {
      plannedFactory = { hex: factoryMode.hex, type: factoryMode.type, exit: factoryMode.exit };
      closeUp = factoryMode.hex;
      if (factoryMode.type && factoryMode.exit == null) {
        for (const exit of new Set(factoryFit.map((f) => f.exit))) {
          edgeTargets.push({ hex: factoryMode.hex, edge: exit, label: `Exit ${EDGE_WORDS[exit]}`, onClick: () => setSel({ ...factoryMode, exit }), marker: step('factory-exit', exit) });
        }
      }
    }
  }

  // Location actions: highlight the locations the train can use.
  const locationHexes = [...new Set(locations.map((l) => l.hex))];
  const selectedLocation = sel?.k === 'location' ? sel.hex : null;
  if (!factoryMode && !segs.length) {
    for (const hex of locationHexes) {
      const opts = locations.filter((l) => l.hex === hex);
      hexTargets.push({
        hex,
        tone: hex === selectedLocation ? 'selected' : 'location',
        label: `Use this location (${opts.length} choice${opts.length === 1 ? '' : 's'})`,
        onClick: () => (opts.length === 1 ? play(opts[0].move, ...locationArgs(opts[0])) : setSel({ k: 'location', hex })),
        marker: opts.length === 1 ? mv(opts[0].move, ...locationArgs(opts[0])) : step('location', hex),
      });
    }
  }

  // During the viewer's sale, a needed good that cannot be sold says why (another city's card, a good not held).
  const whyNotSell = myTurn && G.turn.pending?.k === 'sale' && props.whyNot ? (card: string, good: string) => props.whyNot!('sellGood', card, good) : undefined;
  const showStarts = ctx.phase === 'chooseStart';
  const current = ctx.currentPlayer;
  const seats = Object.keys(G.players);
  const shownTab = tab && seats.includes(tab) ? tab : playerID != null && seats.includes(playerID) ? playerID : current;

  const cardFor = (id: string) => (
    <PlayerCard
      key={id}
      id={id}
      P={G.players[id]}
      name={name(id)}
      isViewer={id === playerID}
      isCurrent={id === current && !G.gameover}
      legalUpgrades={id === playerID ? upgrades : undefined}
      onUpgrade={id === playerID ? (u) => play('upgrade', u) : undefined}
      whyNotUpgrade={id === playerID && myTurn && me && unplacedTech(me) > 0 && props.whyNot ? (u) => props.whyNot!('upgrade', u) : undefined}
      sellable={id === playerID ? sales : undefined}
      onSell={id === playerID ? (c, g) => play('sellGood', c, g) : undefined}
    />
  );

  // Choosing a start: a taken one says why it cannot be chosen.
  const whyNotStart = showStarts && myTurn && props.whyNot ? (id: string) => props.whyNot!('chooseStart', id) : undefined;
  const mapProps = {
    G, board, playerNames, hexTargets, segmentTargets, edgeTargets, plannedFactory, showStarts, whyNotStart,
    current: G.gameover || ctx.phase !== 'play' ? null : ctx.currentPlayer,
  };

  // The step panel keeps its tallest height for this seat: the turn passing to a bot or back
  // does not move the contracts and player cards below it.
  const stepSlot = useTallestHeight<HTMLDivElement>(String(props.playerID));

  return (
    <div className="tr-board">
      {G.final && <EndScreen G={G} names={playerNames} />}
      <div className="tr-top">
        <div className="tr-map-wrap">
          <MapView {...mapProps} />
          <p className="tr-map-caption">
            {board.map.name} <span className="tr-muted">({board.map.id})</span> · round {G.round}
            {G.finalRound != null && !G.gameover ? ` · the game ends after round ${G.finalRound}` : ''}
            <RulesLink game="train-and-railway" section={TR_PANEL_RULES.map.id} title={TR_PANEL_RULES.map.title} />
          </p>
          <MapKey />
        </div>
        <div className="tr-side">
          <div className="tr-step-slot" ref={stepSlot}>
          <StepPanel
            {...props}
            sel={sel}
            setSel={setSel}
            myTurn={myTurn}
            factoryFit={factoryFit}
            locations={locations}
            directions={directions}
            selectedLocation={selectedLocation}
            closeUp={closeUp ? <MapView {...mapProps} focus={closeUp} /> : null}
          />
          </div>
          <section className="tr-contracts" aria-label="Public contracts">
            <h3>
              Public contracts <span className="tr-muted">· deck {G.deckCount}</span>
              <RulesLink game="train-and-railway" section={TR_PANEL_RULES.contracts.id} title={`${TR_PANEL_RULES.contracts.title} (selling)`} />
            </h3>
            <div className="tr-contract-row">
              {G.publicContracts.map((c) => (
                <ContractCard key={c.id} id={c.id} left={c.left} sellable={sales[c.id]} onSell={(g) => play('sellGood', c.id, g)} whyNotSell={whyNotSell ? (g) => whyNotSell(c.id, g) : undefined} />
              ))}
            </div>
            <SupplyStrip supply={G.supply} />
          </section>
          <section className="tr-track-wrap" aria-label="Score track">
            <ScoreTrack players={G.players} names={playerNames} />
          </section>
        </div>
        <div className="tr-players">
          <div className="tr-tabs" role="tablist" aria-label="Player cards">
            {seats.map((id) => (
              <button
                key={id}
                type="button"
                role="tab"
                aria-selected={id === shownTab}
                className={`tr-tab${id === shownTab ? ' tr-tab-on' : ''}${id === current && !G.gameover ? ' tr-tab-current' : ''}`}
                onClick={() => setTab(id)}
              >
                <ColorToken swatch={playerColor(id)} size={16} />
                <span className="tr-tab-name" title={id === playerID ? `${name(id)} (you)` : name(id)}>
                  {name(id)}
                </span>
                <strong>{G.players[id].score}★</strong>
              </button>
            ))}
          </div>
          {seats.map((id) => (
            <div key={id} className={`tr-player-slot${id === shownTab ? ' tr-slot-shown' : ''}`} role="tabpanel">
              {cardFor(id)}
            </div>
          ))}
        </div>
      </div>
    </div>
  );
}

function MapKey() {
  return (
    <details className="tr-map-key">
      <summary>Map key</summary>
      <ul>
        <li>
          <svg width="26" height="18" viewBox="0 0 26 18" aria-hidden="true">
            <path d="M2 14 H24" stroke="#6b5b45" strokeWidth="2" />
            <polygon points="8,14 13,5 18,14" fill="#6b5b45" stroke="#fffaf0" />
          </svg>
          An <strong>opening</strong>: stand on the hex it points to, to use the building for free.
        </li>
        <li>
          <svg width="26" height="18" viewBox="0 0 26 18" aria-hidden="true">
            <path d="M2 10 H24" stroke="#111" strokeWidth="3.4" />
          </svg>
          A factory's <strong>black edges</strong>: using it from there costs a −3 token (so does any
          other side of a building).
        </li>
        <li>
          <svg width="26" height="18" viewBox="0 0 26 18" aria-hidden="true">
            <path d="M2 9 H24" className="tr-rail-ties" />
            <path d="M2 9 H24" className="tr-rail-line" />
          </svg>
          A <strong>railway</strong>: anyone's train may run on it.
        </li>
        <li>
          <svg width="26" height="18" viewBox="0 0 26 18" aria-hidden="true">
            <polygon points="24,9 16,4 16,14" fill="#c8423b" stroke="#1b1b1b" />
            <circle cx="10" cy="9" r="7" fill="#c8423b" stroke="#1b1b1b" />
            <text x="10" y="12.5" textAnchor="middle" fontSize="9" fontWeight="800" fill="#fff">
              R
            </text>
          </svg>
          A <strong>train</strong> and the way it faces.
        </li>
        <li>
          <svg width="26" height="18" viewBox="0 0 26 18" aria-hidden="true">
            <rect x="2" y="3" width="22" height="12" rx="3" fill="none" stroke="#e0701b" strokeWidth="2.5" strokeDasharray="5 3" />
          </svg>
          <strong>Orange</strong>: what you can click now.
        </li>
      </ul>
    </details>
  );
}

/**
 * A move the viewer cannot make now, greyed, with the game's reason (ui/kit/why.tsx shows it on
 * hover, focus or a long press, and a click says it where refusals show). No marker: it plays nothing.
 */
function Greyed({ children, reason }: { children: ReactNode; reason: string }) {
  return (
    <button type="button" className="rh-button tr-btn tr-greyed" {...whyNotProps(reason)}>
      {children}
    </button>
  );
}

/** The game's reason a move is refused, or `fallback` when the rules allow it but the enumerator offers no way to it now. */
function reasonFor(props: RailhouseBoardProps<TRState>, fallback: string, move: string, ...args: any[]): string {
  return props.whyNot?.(move, ...args) ?? fallback;
}

/** A step-panel button; `marker` says what it does (mv: plays a move, step: narrows a choice). */
function Btn({ onClick, children, primary, title, marker }: { onClick: () => void; children: ReactNode; primary?: boolean; title?: string; marker: Record<string, string> }) {
  return (
    <button type="button" className={`rh-button tr-btn${primary ? ' rh-primary' : ''}`} onClick={onClick} title={title} {...marker}>
      {children}
    </button>
  );
}

interface StepProps extends RailhouseBoardProps<TRState> {
  sel: Selection;
  setSel: (s: Selection) => void;
  myTurn: boolean;
  factoryFit: ReturnType<typeof factoryOptions>;
  locations: LocationOption[];
  directions: { seg: string; facing: number }[];
  selectedLocation: string | null;
  closeUp: ReactNode;
}

function locationLabel(G: TRState, pid: string, o: LocationOption): ReactNode {
  const b = (G.factories[o.hex] ? { kind: 'factory' } : staticBoard(G.mapId).buildings[o.hex]) as any;
  // The token is the rules' price for using a location across its black lines (S004-0061/0067);
  // without the reason it reads as the price of the good.
  const minus = locationAccess(G, pid, o.hex) === 'minus' ? ` (−3 token: not at its ${b?.kind === 'factory' ? 'exit' : 'opening'})` : '';
  if (o.move === 'obtain') {
    const r = b?.resource as string;
    return (
      <>
        Take {o.count} <GoodChip good={r} label={`${o.count} ${r}`} />
        {minus}
      </>
    );
  }
  if (o.move === 'process') {
    const r = RECIPES.find((x) => x.id === o.recipe)!;
    return (
      <>
        Make <GoodChip good={r.output} /> from {r.inputs.map((g, i) => <GoodChip key={i} good={g} />)}
        {minus}
      </>
    );
  }
  const colour = b?.color as string;
  return (
    <>
      Sell to the{' '}
      <span className="tr-city-tag" style={{ background: CITY_COLORS[colour]?.fill, color: CITY_COLORS[colour]?.ink }}>
        {CITY_COLORS[colour]?.letter} {colour}
      </span>{' '}
      city{minus}
    </>
  );
}

function StepPanel(props: StepProps) {
  const { G, ctx, playerID, legalMoves, play, playerNames, sel, setSel, myTurn, factoryFit, locations, directions, selectedLocation, closeUp } = props;
  const name = (id: string) => playerNames[id] ?? `Player ${Number(id) + 1}`;
  const current = ctx.currentPlayer;
  const p = G.turn.pending;
  const me = playerID != null ? G.players[playerID] : undefined;
  let title: string;
  let hint: ReactNode = null;
  const buttons: ReactNode[] = [];
  const canDo = (m: string) => has(legalMoves, m);

  if (G.gameover || ctx.gameover) {
    title = 'The game is over';
    hint = 'The final scoring is shown above the map.';
  } else if (props.ended) {
    title = 'The match is over';
    hint = props.ended;
  } else if (!myTurn) {
    title = playerID == null ? `${name(current)} is playing` : `Waiting for ${name(current)}`;
    hint = ctx.phase === 'chooseStart' ? 'Players choose their starting railways, the last player first.' : describeStep(G, name(current));
  } else if (ctx.phase === 'chooseStart') {
    title = 'Choose your starting railway';
    hint = 'Click one of the highlighted start positions (S1–S8) on the edge of the map. Your train will face inward.';
  } else if (p?.k === 'draw') {
    const total = p.main ? 3 : 1;
    title = p.main ? `Draw the railway: ${total - p.left + 1} of 3` : 'Draw 1 railway (iron)';
    const opts = segmentOptions(legalMoves);
    const hexes = new Set(opts.map((o) => o.hex));
    const edgeFirst = opts.some((o) => o.directions.length > 1) || opts.length > 3;
    hint = p.next
      ? 'The path goes on: click one of the highlighted railways.'
      : has(legalMoves, 'chooseRailHex') || (hexes.size > 1 && props.sel?.k !== 'drawHex' && props.sel?.k !== 'drawSeg')
        ? 'Click any free hex to start. Railways run straight across a hex or in a wide curve, never to the next edge.'
        : edgeFirst && props.sel?.k !== 'drawSeg'
          ? 'Click the edge where the railway starts.'
          : p.left > 1
            ? 'Now pick a railway. The arrow shows where the path goes on.'
            : 'Now pick a railway.';
  } else if (p?.k === 'move') {
    title = p.budget > 0 ? `Moving: ${p.taken} of ${p.budget} steps` : `Moving forward: ${p.taken} step${p.taken === 1 ? '' : 's'}`;
    hint = canDo('moveStep') ? 'Click the highlighted railway ahead of your train, or stop.' : 'Your train can go no further.';
    if (canDo('stopTrain')) buttons.push(<Btn key="stop" primary onClick={() => play('stopTrain')} marker={mv('stopTrain')}>Stop here</Btn>);
  } else if (p?.k === 'sale') {
    const sw = CITY_COLORS[p.colour];
    title = `Selling to the ${sw.name} city`;
    hint = `Click a highlighted good on a ${sw.name} contract: public, or your secret one. ${p.sold} sold so far.`;
    const saleNow = saleOptions(legalMoves);
    const secretHere = (me?.secret ?? []).filter((c) => saleNow[c]?.length);
    if (secretHere.length) {
      buttons.push(
        <div key="secret" className="tr-secret-sale">
          <span className="tr-row-label">Your secret</span>
          {secretHere.map((c) => (
            <ContractCard key={c} id={c} sellable={saleNow[c]} onSell={(g) => play('sellGood', c, g)} tag="secret" />
          ))}
        </div>,
      );
    }
    if (canDo('finishSale')) buttons.push(<Btn key="fin" primary onClick={() => play('finishSale')} marker={mv('finishSale')}>Finish selling</Btn>);
  } else if (p?.k === 'discard') {
    title = `Storage full (${me ? heldCount(me) : 0}/${me ? storageLimit(me) : 4})`;
    hint = 'Choose a good to put back in the supply.';
    for (const m of movesNamed(legalMoves, 'discardGood')) {
      const g = m.args![0];
      buttons.push(<GoodChip key={g} good={g} label={`Discard ${g}`} onClick={() => play('discardGood', g)} marker={mv('discardGood', g)} />);
    }
  } else if (G.turn.location) {
    title = G.turn.location.main ? 'Main action: location action' : 'Location action';
    hint = locations.length
      ? `Use a location next to your train${G.turn.location.left > 1 ? ` (${G.turn.location.left} different actions)` : ''}. Click it on the map or below.`
      : 'No location action is possible here.';
  } else if (!G.turn.mainDone) {
    title = 'Your turn: choose your main action';
    hint = 'Additional actions (fuel, iron, factory) and upgrades can come before or after it.';
  } else if (!G.turn.locationDone && locations.length) {
    title = 'Location action';
    hint = 'Use a location next to your train, or take additional actions first.';
  } else {
    title = 'Finish your turn';
    hint = 'Take additional actions or upgrades, or end your turn.';
  }

  if (myTurn && !p) {
    // Before the main action, the three main actions all show; one that cannot be taken is greyed with its reason.
    const main = ctx.phase === 'play' && !G.turn.mainDone && !G.turn.location;
    const mainAction = (move: string, label: string, fallback: string, pointless: string | null = null) =>
      canDo(move) && !pointless ? (
        <Btn key={move} onClick={() => play(move)} marker={mv(move)}>
          {label}
        </Btn>
      ) : main ? (
        <Greyed key={move} reason={pointless ?? reasonFor(props, fallback, move)}>
          {label}
        </Greyed>
      ) : null;
    for (const button of [
      mainAction('drawRailway', 'Draw 3 railways', 'No railway can be drawn anywhere.'),
      mainAction('moveForward', 'Move forward', 'Your train cannot move forward to a free position.'),
      // Legal even with nothing to do, when it would only waste the main action: greyed with why.
      mainAction('mainLocation', 'Location action', 'No location next to your train can be used now.', main && playerID != null ? noLocationActionReason(G, playerID) : null),
    ])
      if (button) buttons.push(button);
    // Location actions as buttons (the map highlights the same ones).
    const shown = selectedLocation ? locations.filter((l) => l.hex === selectedLocation) : locations;
    for (const o of shown) {
      buttons.push(
        <Btn
          key={`${o.move}:${locationArgs(o).join(':')}`}
          primary={!!G.turn.location}
          onClick={() => play(o.move, ...locationArgs(o))}
          marker={mv(o.move, ...locationArgs(o))}
          title={locationAccess(G, playerID!, o.hex) === 'minus' ? 'Your train stands beside this location but not at its opening: using it across the black lines costs a minus token (−3 points at the end).' : undefined}
        >
          {locationLabel(G, playerID!, o)}
        </Btn>,
      );
    }
    if (canDo('passLocation')) buttons.push(<Btn key="pass" onClick={() => play('passLocation')} marker={mv('passLocation')}>Skip the location action</Btn>);
  }

  const extra: ReactNode[] = [];
  if (myTurn && !p && !G.turn.location && ctx.phase === 'play') {
    for (const d of directions) {
      const from = Number(d.seg[0]) === d.facing ? Number(d.seg[2]) : Number(d.seg[0]);
      const twin = directions.filter((x) => x.facing === d.facing).length > 1;
      extra.push(
        <Btn key={`dir${d.seg}${d.facing}`} onClick={() => play('changeDirection', d.seg, d.facing)} marker={mv('changeDirection', d.seg, d.facing)} title="Change direction: your main action, and a minus token">
          ↻ Face {EDGE_WORDS[d.facing]}
          {twin ? ` (from ${EDGE_WORDS[from]})` : ''} · −3
        </Btn>,
      );
    }
    // The fuel and iron actions always show, greyed with the game's reason when they cannot be taken.
    for (const g of ['wood', 'coal']) {
      const label = (
        <>
          <GoodChip good={g} label={g} /> Move up to 5
        </>
      );
      extra.push(
        legalMoves.some((m) => m.move === 'spendFuel' && m.args?.[0] === g) ? (
          <Btn key={`fuel${g}`} onClick={() => play('spendFuel', g)} marker={mv('spendFuel', g)}>
            {label}
          </Btn>
        ) : (
          <Greyed key={`fuel${g}`} reason={reasonFor(props, 'Your train cannot reach a free position within 5 steps.', 'spendFuel', g)}>
            {label}
          </Greyed>
        ),
      );
    }
    const iron = (
      <>
        <GoodChip good="iron" label="iron" /> Draw 1 railway
      </>
    );
    extra.push(
      canDo('spendIron') ? (
        <Btn key="iron" onClick={() => play('spendIron')} marker={mv('spendIron')}>
          {iron}
        </Btn>
      ) : (
        <Greyed key="iron" reason={reasonFor(props, 'No railway can be drawn anywhere.', 'spendIron')}>
          {iron}
        </Greyed>
      ),
    );
    if (sel?.k !== 'factory') {
      extra.push(
        canDo('buildFactory') ? (
          <Btn key="fac" onClick={() => setSel({ k: 'factory' })} marker={step('factory')}>
            Build a factory…
          </Btn>
        ) : (
          <Greyed key="fac" reason={noFactorySiteReason(G, playerID!) ?? 'No factory can be built now.'}>
            Build a factory…
          </Greyed>
        ),
      );
    }
  }

  let factoryStep: ReactNode = null;
  if (sel?.k === 'factory') {
    const types = [...new Set(factoryFit.map((f) => f.type))];
    const exits = [...new Set(factoryFit.map((f) => f.exit))];
    const pays = [...new Set(factoryFit.map((f) => f.pay))];
    factoryStep = (
      <div className="tr-factory-step" role="group" aria-label="Build a factory">
        <strong>Build a factory</strong>{' '}
        {!sel.hex ? (
          <span>Click a highlighted hex next to your train.</span>
        ) : !sel.type ? (
          <div className="tr-buttons">
            {types.map((t) => (
              <Btn key={t} onClick={() => setSel({ ...sel, type: t })} marker={step('factory-type', t)}>
                <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true">
                  <FactoryGlyph type={t} x={12} y={12} size={24} />
                </svg>
                {FACTORY_NAMES[t]}
              </Btn>
            ))}
          </div>
        ) : sel.exit == null ? (
          <div className="tr-buttons">
            <span>Its one exit (click a dot on the map):</span>
            {exits.map((e) => (
              <Btn key={e} onClick={() => setSel({ ...sel, exit: e })} marker={step('factory-exit', e)}>
                {EDGE_WORDS[e]}
              </Btn>
            ))}
          </div>
        ) : (
          <div className="tr-buttons">
            {pays.map((pay) => (
              <Btn key={pay} primary onClick={() => play('buildFactory', sel.hex, sel.type, sel.exit, pay)} marker={mv('buildFactory', sel.hex, sel.type, sel.exit, pay)}>
                {PAY_LABEL[pay] ?? pay}
              </Btn>
            ))}
          </div>
        )}
        <button type="button" className="rh-link-button" onClick={() => setSel(null)} {...step('factory-cancel')}>
          cancel
        </button>
      </div>
    );
  }

  const endTurn = myTurn && canDo('endTurn');
  const cancel = legalMoves.find((m) => m.move === 'cancel');
  const unplaced = me ? unplacedTech(me) : 0;
  return (
    <section className={`tr-step${myTurn ? ' tr-step-mine' : ''}`} aria-label="Current step" aria-live="polite">
      <h3 className="tr-step-title">{title}</h3>
      {hint && <p className="tr-step-hint">{hint}</p>}
      {closeUp && <div className="tr-closeup">{closeUp}</div>}
      {buttons.length > 0 && <div className="tr-buttons">{buttons}</div>}
      {extra.length > 0 && (
        <div className="tr-buttons tr-extra" aria-label="Additional actions">
          {extra}
          <RulesLink game="train-and-railway" section={TR_PANEL_RULES.additionalActions.id} title={TR_PANEL_RULES.additionalActions.title} />
        </div>
      )}
      {factoryStep}
      {myTurn && unplaced > 0 && has(legalMoves, 'upgrade') && (
        <details className="tr-upgrade-inline">
          <summary className="tr-upgrade-hint">
            You have {unplaced} tech token{unplaced === 1 ? '' : 's'} to place: click a highlighted ability on your card, or choose here.
          </summary>
          <div className="tr-buttons">
            {movesNamed(legalMoves, 'upgrade').map((m) => {
              const u = UPGRADES.find((x) => x.id === m.args![0]);
              return (
                <Btn key={m.args![0]} onClick={() => play('upgrade', m.args![0])} marker={mv('upgrade', m.args![0])}>
                  {u ? `${u.label} (col ${u.column})` : m.args![0]}
                </Btn>
              );
            })}
          </div>
        </details>
      )}
      {(endTurn || cancel) && (
        <div className="tr-buttons tr-end-buttons">
          {cancel && (
            <Btn onClick={() => play('cancel', ...(cancel.args ?? []))} marker={mv('cancel', ...(cancel.args ?? []))}>
              Cancel
            </Btn>
          )}
          {endTurn && (
            <Btn primary onClick={() => play('endTurn')} marker={mv('endTurn')}>
              End turn
            </Btn>
          )}
        </div>
      )}
    </section>
  );
}

function describeStep(G: TRState, who: string): string {
  const p = G.turn.pending;
  if (p?.k === 'draw') return `${who} is drawing railways.`;
  if (p?.k === 'move') return `${who}'s train is moving.`;
  if (p?.k === 'sale') return `${who} is selling to the ${p.colour} city.`;
  if (p?.k === 'discard') return `${who} is discarding goods.`;
  if (G.turn.location) return `${who} is taking a location action.`;
  return G.turn.mainDone ? `${who} has taken the main action.` : `${who} is choosing a main action.`;
}
