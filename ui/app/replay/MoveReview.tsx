// The replay's move review in the page: the control that starts it (the reviewing bot's level),
// its progress bar, the verdict on the step shown and the biggest mistakes, which jump there.
import { useState, type ReactNode } from 'react';
import type { Difficulty } from '../../../bots/protocol';
import type { MoveReview, ReviewResult, ReviewUnit } from '../../../bots/review';
import { UNNAMED_MOVE } from '../../../games/kit/sentence';
import { renderNarration, seatName } from '../../kit/narration';
import type { ReviewStatus } from './useMoveReview';

// How long a whole two-seat match takes (production, one seat of a seeded random-move match, in
// Node on the shared 2-core machine): hard 115 s for RR's 85 moves, 210 s for T&R's 168; normal
// 0.65 s a move in RR (first 12 moves), 8.8 s for all of T&R's 168; easy 0.1 and 0.2 s a move.
const LEVELS: { value: Difficulty; label: string }[] = [
  { value: 'hard', label: 'Hard bot (best; a few minutes)' },
  { value: 'normal', label: 'Normal bot (up to a minute)' },
  { value: 'easy', label: 'Easy bot (a quick look)' },
];

/** What is left of a review in words, from its pace so far; nothing until the pace means something. */
export function timeLeft(fraction: number, elapsedMs: number): string | null {
  if (fraction < 0.03 || elapsedMs < 2000 || fraction >= 1) return null;
  const seconds = (elapsedMs * (1 - fraction)) / fraction / 1000;
  if (seconds < 60) return `about ${Math.max(5, Math.round(seconds / 5) * 5)} s left`;
  return `about ${Math.round(seconds / 60)} min left`;
}

/** A loss in words: "−8.1% win chance", "−3 points"; nothing lost reads as such. */
export function formatLoss(loss: number, unit: ReviewUnit): string {
  if (unit === 'win') {
    const percent = Math.abs(loss * 100).toFixed(1);
    return loss > 0 && percent !== '0.0' ? `−${percent}% win chance` : 'no loss';
  }
  const points = Math.abs(loss).toFixed(1);
  return loss > 0 && points !== '0.0' ? `−${points} points` : 'no loss';
}

/**
 * The moves a running review has done, as a result to read at their steps; the biggest mistakes
 * are named only once every move is in.
 */
export function partialReview(status: ReviewStatus): Pick<ReviewResult, 'moves' | 'mistakes' | 'unit'> | null {
  if (status.phase !== 'running' || !status.unit) return null;
  return { moves: status.moves, mistakes: [], unit: status.unit };
}

/** What the review says of the move made at this step, when it reviewed it. */
export function StepVerdict({
  result,
  step,
  playerNames,
}: {
  result: Pick<ReviewResult, 'moves' | 'mistakes' | 'unit'>;
  step: number;
  playerNames: Record<string, string>;
}) {
  const reviewed = result.moves.find((m) => m.step === step);
  if (!reviewed) return null;
  const rank = result.mistakes.indexOf(step);
  return (
    <p className={rank >= 0 ? 'rh-review-verdict rh-review-mistake' : 'rh-review-verdict'} aria-label="Review of this move">
      {rank >= 0 && <strong>Mistake {rank + 1} of {result.mistakes.length}: </strong>}
      {verdict(reviewed, result.unit, playerNames)}
    </p>
  );
}

function verdict(m: MoveReview, unit: ReviewUnit, playerNames: Record<string, string>): ReactNode {
  if (!m.best) return 'The bot had no move to suggest here.';
  if (m.same) return 'The bot would have played the same.';
  const loss = formatLoss(m.loss, unit);
  const said = m.bestSentence ?? UNNAMED_MOVE;
  if (m.bestNarration.length === 0) return `The bot would have played: ${said} (${loss}).`;
  // The game's own words for the move, as its log would have said them (a seat named as the log names it).
  const lines = m.bestNarration.map((line, i) => (
    <span key={i} className="rh-review-narration">
      {line.player !== undefined && !line.text.startsWith(`{p:${line.player}}`) && `${seatName(line.player, playerNames)} `}
      {renderNarration(line.text, playerNames)}
    </span>
  ));
  return (
    <>
      The bot would have played: {said} ({loss}): {lines}
    </>
  );
}

/** The mistakes as marks over the step slider (each jumps to its step). */
export function MistakeMarks({ result, last, go }: { result: ReviewResult; last: number; go: (step: number) => void }) {
  if (last === 0) return null;
  return (
    <div className="rh-review-marks">
      {result.mistakes.map((step, i) => (
        <button
          key={step}
          type="button"
          className="rh-review-mark"
          // The range's thumb (16 px in Chromium) never reaches the track's ends.
          style={{ left: `calc(8px + (100% - 16px) * ${step / last})` }}
          aria-label={`Mistake ${i + 1} at step ${step}`}
          title={`Mistake ${i + 1}: step ${step}`}
          onClick={() => go(step)}
        />
      ))}
    </div>
  );
}

export function MoveReviewPanel({
  status,
  seat,
  nameOf,
  onStart,
  onStop,
  go,
}: {
  status: ReviewStatus;
  /** The seat whose moves a review would look at (the one the board is seen by); null for a spectator. */
  seat: string | null;
  nameOf: (p: string) => string;
  onStart: (seat: string, level: Difficulty) => void;
  onStop: () => void;
  go: (step: number) => void;
}) {
  const [level, setLevel] = useState<Difficulty>('hard');
  if (status.phase === 'running') {
    const left = timeLeft(status.fraction, Date.now() - status.startedAt);
    return (
      <section className="rh-review" aria-label="Move review">
        <span>
          Reviewing {nameOf(status.seat)}'s moves… {status.moves.length > 0 && <span className="rh-muted">({status.moves.length} done: step through them meanwhile)</span>}
        </span>
        <progress aria-label="Review progress" max={1} value={status.fraction} />
        <span className="rh-review-percent">
          {Math.round(status.fraction * 100)}%{left ? `, ${left}` : ''}
        </span>
        <button type="button" className="rh-button" onClick={onStop} disabled={status.stopping}>
          {status.stopping ? 'Stopping…' : 'Stop'}
        </button>
      </section>
    );
  }
  const result = status.phase === 'done' ? status.result : null;
  return (
    <section className="rh-review" aria-label="Move review">
      <label className="rh-inline">
        <span className="rh-control-label">Reviewer</span>
        <select aria-label="Reviewer" value={level} onChange={(e) => setLevel(e.target.value as Difficulty)}>
          {LEVELS.map((l) => (
            <option key={l.value} value={l.value}>
              {l.label}
            </option>
          ))}
        </select>
      </label>
      <button type="button" className="rh-button" disabled={seat === null} onClick={() => seat !== null && onStart(seat, level)}>
        {seat === null ? 'Review moves' : `Review ${nameOf(seat)}'s moves`}
      </button>
      {seat === null && <span className="rh-muted">Choose a seat in “Seen by” to review its moves.</span>}
      {status.phase === 'failed' && (
        <span className="rh-refusal" role="alert">
          The review failed: {status.message}
        </span>
      )}
      {result && <ReviewSummary result={result} nameOf={nameOf} go={go} />}
    </section>
  );
}

function ReviewSummary({ result, nameOf, go }: { result: ReviewResult; nameOf: (p: string) => string; go: (step: number) => void }) {
  const agreed = result.moves.filter((m) => m.same).length;
  const byStep = new Map(result.moves.map((m) => [m.step, m]));
  return (
    <div className="rh-review-summary" aria-live="polite">
      <p>
        {result.stopped ? 'Stopped early. ' : ''}The {result.level} bot reviewed {result.moves.length} moves of {nameOf(result.seat)} and would
        have played the same {agreed} times.{' '}
        {result.mistakes.length === 0 ? 'No mistake stands out.' : result.mistakes.length === 1 ? 'The biggest mistake:' : `The ${result.mistakes.length} biggest mistakes:`}
      </p>
      {result.mistakes.length > 0 && (
        <ol className="rh-review-mistakes" aria-label="Biggest mistakes">
          {result.mistakes.map((step) => (
            <li key={step}>
              <button type="button" className="rh-button" onClick={() => go(step)}>
                Step {step}: {formatLoss(byStep.get(step)!.loss, result.unit)}
              </button>
            </li>
          ))}
        </ol>
      )}
      <p className="rh-muted rh-review-note">
        Losses are estimates: the game's evaluation of the position right after each move, for {nameOf(result.seat)}.
      </p>
    </div>
  );
}
