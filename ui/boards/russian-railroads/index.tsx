// The Russian Railroads board: what to do now, the main board as cards grouped by kind, the
// player boards behind tabs (the viewer's first), the strips (engineers, turn order, score,
// supply), the modules' boards when the state has them, the last round's scoring, and the final
// scoring.
import { useEffect, useMemo, useState } from 'react';
import type { RailhouseBoardProps } from '../../kit/board-types';
import type { RRState } from '../../../games/russian-railroads/rules/state';
import { boardSpaces } from '../../../games/russian-railroads/rules/actions';
import { readOffer } from './model';
import { ActionBoard } from './ActionBoard';
import { PlayerBoard } from './PlayerBoard';
import { Prompt } from './Prompt';
import { EngineerStrip, TurnOrder, ScoreTrack, Supply, EmilPanel } from './Strips';
import { EndScreen } from './EndScreen';
import { RoundScoring } from './RoundScoring';
import { CoalBoard, GermanBoard, AmericanBoard } from './Expansions';
import { SeatToken } from './pieces';
import { useTallestHeight } from '../../kit/useTallestHeight';
import './board.css';

/** The end screen below lists every seat's final scores, so the app shows only its chart. */
export const showsOwnFinalScores = true;

export default function RussianRailroadsBoard(props: RailhouseBoardProps<RRState>) {
  const { G, ctx, playerID, legalMoves, play, whyNot, playerNames } = props;
  const viewer = playerID ?? null;
  const offer = useMemo(() => readOffer(legalMoves ?? []), [legalMoves]);
  const spaces = useMemo(() => boardSpaces(G), [G]);
  const seats = Object.keys(G.players);
  const tabOrder = viewer != null && G.players[viewer] ? [viewer, ...G.order.filter((s) => s !== viewer)] : [...G.order];
  const [tab, setTab] = useState<string>(viewer != null && G.players[viewer] ? viewer : G.current);
  const nameOf = (p: string) => playerNames?.[p] ?? `Player ${Number(p) + 1}`;
  const myStep = viewer != null && G.current === viewer && G.pending.length > 0;

  // When the viewer must act on their own board (tracks, industry, locomotives), show it.
  useEffect(() => {
    if (myStep && viewer != null) setTab(viewer);
  }, [myStep, viewer]);
  useEffect(() => {
    if (!G.players[tab]) setTab(tabOrder[0]);
  }, [tab, G.players, tabOrder]);

  const shown = G.players[tab] ? tab : tabOrder[0];
  // The prompt keeps its tallest height for this seat: a bot's turn (one line) and one's own (a row
  // of choices that may wrap) then leave the action spaces below where they are.
  const promptBox = useTallestHeight<HTMLElement>(String(viewer));
  return (
    <div className="rr-board" data-round={G.round}>
      {G.gameover && <EndScreen G={G} playerNames={playerNames ?? {}} />}
      <Prompt G={G} ctx={ctx} viewer={viewer} offer={offer} play={play} playerNames={playerNames ?? {}} ended={props.ended} boxRef={promptBox} />
      <div className="rr-strips">
        <EngineerStrip G={G} />
        {G.setup.players > 1 && <TurnOrder G={G} playerNames={playerNames ?? {}} />}
        <EmilPanel G={G} />
        <ScoreTrack G={G} playerNames={playerNames ?? {}} />
        <Supply G={G} />
      </div>
      <div className="rr-main">
        <div className="rr-main-left">
          <ActionBoard G={G} spaces={spaces} offer={offer} play={play} whyNot={whyNot} playerNames={playerNames ?? {}} />
        </div>
        <div className="rr-main-right">
          {seats.length > 1 && (
            <div
              className="rr-tabs"
              role="tablist"
              aria-label="Player boards"
              onKeyDown={(e) => {
                if (e.key !== 'ArrowRight' && e.key !== 'ArrowLeft') return;
                const i = tabOrder.indexOf(shown);
                const next = tabOrder[(i + (e.key === 'ArrowRight' ? 1 : tabOrder.length - 1)) % tabOrder.length];
                setTab(next);
                document.getElementById(`rr-tab-${next}`)?.focus();
              }}
            >
              {tabOrder.map((pid) => (
                <button
                  key={pid}
                  type="button"
                  role="tab"
                  id={`rr-tab-${pid}`}
                  aria-selected={pid === shown}
                  tabIndex={pid === shown ? 0 : -1}
                  aria-controls="rr-tabpanel"
                  className={`rr-tab${pid === shown ? ' rr-tab-on' : ''}${pid === G.current && !G.gameover ? ' rr-tab-acting' : ''}`}
                  onClick={() => setTab(pid)}
                >
                  <SeatToken seat={pid} size={16} />
                  <span>{pid === viewer ? `${nameOf(pid)} (you)` : nameOf(pid)}</span>
                  <small>{G.players[pid].score}</small>
                </button>
              ))}
            </div>
          )}
          <div id="rr-tabpanel" role="tabpanel" aria-labelledby={`rr-tab-${shown}`}>
            <PlayerBoard G={G} pid={shown} viewer={viewer} offer={offer} play={play} name={nameOf(shown)} />
            <GermanBoard G={G} pid={shown} />
            <AmericanBoard G={G} pid={shown} />
          </div>
          <CoalBoard G={G} playerNames={playerNames ?? {}} />
          {/* Below the player boards, where a laptop's right column has room: appearing at a
              round's end, it moves nothing the player is looking at or about to click. */}
          <RoundScoring G={G} playerNames={playerNames ?? {}} />
        </div>
      </div>
    </div>
  );
}
