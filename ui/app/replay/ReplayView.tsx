// The replay of a finished match: first / previous / next / last and a slider over every step,
// the board as it was after that step (seen by the chosen seat, through the game's playerView),
// the game log and the scores of that moment. Moves cannot be made here. A seat's moves can be
// reviewed by a bot (MoveReview.tsx): its verdict shows at each reviewed step, and the biggest
// mistakes are marked on the slider.
import { Suspense, useCallback, useEffect, useMemo, useState, type ReactNode } from 'react';
import type { Game } from 'boardgame.io';
import type { GameModule, MoveChoice, NarrationLine } from '../../../games/kit/types';
import { sayMove } from '../../../games/kit/sentence';
import type { RailhouseBoardProps } from '../../kit/board-types';
import { boardFor, loadRules } from '../../boards';
import { RulesSource } from '../../kit/RulesLink';
import { LogPanel } from '../../kit/LogPanel';
import { SeatList } from '../../kit/SeatList';
import { PatternDefs } from '../../kit/PatternDefs';
import { actingSeats } from '../play';
import { safeSummary } from '../MatchScreen';
import { stepLabel, viewFor, type Replay } from '../../../games/kit/replay';
import { useMoveReview } from './useMoveReview';
import { MistakeMarks, MoveReviewPanel, partialReview, StepVerdict } from './MoveReview';
import '../features.css';

const REFUSED = 'This is a replay: no move can be made here.';
const SPECTATOR = 'spectator';

function safeLog(game: GameModule, G: unknown): NarrationLine[] {
  try {
    return game.log(G as any) ?? [];
  } catch {
    return [];
  }
}

export function ReplayView({
  game,
  replay,
  playerNames,
  seat,
  actions,
  endedAs,
}: {
  game: GameModule;
  replay: Replay;
  playerNames: Record<string, string>;
  /** The viewer's own seat (the replay opens from it); null for someone who did not play. */
  seat: string | null;
  /** Buttons beside the title (back to the match, to the lobby…). */
  actions?: ReactNode;
  /** The outcome in words of a match that ended without the rules' end (a resignation): the board shows it at the last step, as it did when the match ended. */
  endedAs?: string;
}) {
  const last = replay.states.length - 1;
  const [step, setStep] = useState(last);
  const [perspective, setPerspective] = useState<string>(seat ?? SPECTATOR);
  const viewer = perspective === SPECTATOR ? null : perspective;
  const state = replay.states[Math.min(step, last)];
  const G = useMemo(() => viewFor(game.game as Game, state, viewer), [game, state, viewer]);
  const go = useCallback((to: number) => setStep(Math.max(0, Math.min(last, to))), [last]);
  const review = useMoveReview(game.id, replay);
  const reviewed = review.status.phase === 'done' ? review.status.result : null;
  const verdicts = reviewed ?? partialReview(review.status);

  // Arrow keys step through the match (outside text fields).
  useEffect(() => {
    const onKey = (e: KeyboardEvent) => {
      if (e.target instanceof HTMLInputElement && e.target.type !== 'range') return;
      if (e.target instanceof HTMLTextAreaElement || e.target instanceof HTMLSelectElement) return;
      if (e.key === 'ArrowLeft') go(step - 1);
      else if (e.key === 'ArrowRight') go(step + 1);
      else return;
      e.preventDefault();
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [go, step]);

  const nameOf = (p: string) => playerNames[p] ?? `Seat ${Number(p) + 1}`;
  const seats = state.ctx.playOrder;
  const summary = safeSummary(game, G, state.ctx);
  const acting = state.ctx.gameover ? [] : actingSeats(state.ctx);
  const Board = boardFor(game.id);
  const boardProps = {
    ...state,
    G,
    isActive: false,
    isConnected: true,
    moves: {},
    events: {},
    reset: () => {},
    undo: () => {},
    redo: () => {},
    log: [],
    playerID: viewer,
    matchID: 'replay',
    matchData: undefined,
    sendChatMessage: () => {},
    chatMessages: [],
    isMultiplayer: false,
    legalMoves: [],
    play: () => {},
    whyNot: () => REFUSED,
    sayMove: (choice: MoveChoice) => sayMove(game, state.G, state.ctx, viewer ?? state.ctx.currentPlayer, choice),
    refusal: null,
    playerNames,
    ended: step === last ? endedAs : undefined,
  } as unknown as RailhouseBoardProps;

  return (
    <RulesSource.Provider value={loadRules}>
    <div className="rh-match rh-replay">
      <PatternDefs />
      <div className="rh-match-bar">
        <h1>Replay: {game.name}</h1>
        <label className="rh-inline">
          <span className="rh-control-label">Seen by</span>
          <select aria-label="Seen by" value={perspective} onChange={(e) => setPerspective(e.target.value)}>
            {seats.map((p) => (
              <option key={p} value={p}>
                {nameOf(p)}
                {p === seat ? ' (you)' : ''}
              </option>
            ))}
            <option value={SPECTATOR}>a spectator</option>
          </select>
        </label>
        <div className="rh-controls">{actions}</div>
      </div>
      <div className="rh-replay-bar" role="group" aria-label="Replay controls">
        <button type="button" className="rh-button" onClick={() => go(0)} disabled={step === 0}>
          First
        </button>
        <button type="button" className="rh-button" onClick={() => go(step - 1)} disabled={step === 0}>
          Previous
        </button>
        <div className="rh-replay-slider">
          <input type="range" aria-label="Step" min={0} max={last} value={step} onChange={(e) => go(Number(e.target.value))} />
          {reviewed && <MistakeMarks result={reviewed} last={last} go={go} />}
        </div>
        <button type="button" className="rh-button" onClick={() => go(step + 1)} disabled={step === last}>
          Next
        </button>
        <button type="button" className="rh-button" onClick={() => go(last)} disabled={step === last}>
          Last
        </button>
        <span className="rh-replay-step" aria-live="polite">
          Step {step} of {last}
        </span>
      </div>
      <p className="rh-replay-move">
        {step === 0 ? 'The table as it was set up.' : <>Step {step}: {stepLabel(game, replay.states[step - 1], replay.steps[step - 1], nameOf)}.</>}
        {state.ctx.gameover ? ' The match is over.' : ''}
      </p>
      {verdicts && <StepVerdict result={verdicts} step={step} playerNames={playerNames} />}
      <MoveReviewPanel status={review.status} seat={viewer} nameOf={nameOf} onStart={review.start} onStop={review.stop} go={go} />
      {replay.error && (
        <div className="rh-refusal" role="alert">
          {replay.error} The replay stops there.
        </div>
      )}
      <div className="rh-match-body">
        <main className="rh-board-area" aria-label="Board">
          <Suspense fallback={<p className="rh-muted">Loading the board…</p>}>
            <Board {...boardProps} />
          </Suspense>
        </main>
        <aside className="rh-sidebar">
          <SeatList
            seats={seats.map((p) => ({
              id: p,
              name: nameOf(p),
              me: p === seat,
              active: acting.includes(p),
              score: (state.ctx.gameover as any)?.scores?.[p] ?? summary?.scores[p],
            }))}
          />
          <LogPanel lines={safeLog(game, G)} playerNames={playerNames} />
        </aside>
      </div>
    </div>
    </RulesSource.Provider>
  );
}
