// The match screen shared by online play, pass-and-play and games against bots: the game's
// board (lazy, per game), the seats, the log in words, the scores, the controls, and at the end
// the final scores with their breakdown and a chart of the scores over the rounds.
import { Suspense, useCallback, useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import type { Client } from 'boardgame.io/client';
import type { GameModule, GameOver, MoveChoice, NarrationLine, ScoreSummary } from '../../games/kit/types';
import { sayMove as sayMoveIn } from '../../games/kit/sentence';
import type { RailhouseBoardProps } from '../kit/board-types';
import type { Difficulty } from '../../bots/protocol';
import { boardFor, loadRules, useBoardShowsOwnFinalScores } from '../boards';
import { LogPanel } from '../kit/LogPanel';
import { ScoreTable } from '../kit/ScoreTable';
import { ScoreChart } from '../kit/ScoreChart';
import { SeatList, type SeatInfo } from '../kit/SeatList';
import { PatternDefs } from '../kit/PatternDefs';
import { renderNarration } from '../kit/narration';
import { actingSeats, legalMovesFor, tabTitle, undoStatus } from './play';
import { WhyTip, useWhyTips, whyNotProps } from '../kit/why';
import { DIFFICULTIES } from './newMatch';
import { useTurnAlerts } from './notify';
import { TurnAlertsPanel } from './TurnAlerts';
import { Link } from 'react-router';
import { MoreControls } from './MoreControls';
import { undoOnMaster } from './undo';
import { RulesLink, RulesSource } from '../kit/RulesLink';
import { rulesForPhase } from './rulesHelp';

export type BgioClient = ReturnType<typeof Client>;
export type ClientSnapshot = NonNullable<ReturnType<BgioClient['getState']>>;

export interface MatchControls {
  onResign?: () => void;
  onHandToBot?: (difficulty: Difficulty) => void;
  /** Buttons that stay in the row on a phone too (Replay once the match is over). */
  primary?: ReactNode;
  /** Extra buttons or notes beside the controls (invite link, leave…); folded behind "More" on a phone. */
  extra?: ReactNode;
}

export interface BotActivity {
  playerID: string;
  /** 0…1, or null before the first report. */
  fraction: number | null;
}

export function safeSummary(game: GameModule, G: any, ctx: any): ScoreSummary | null {
  try {
    return game.summary(G, ctx);
  } catch (e) {
    console.error('summary() failed', e);
    return null;
  }
}

function safeLog(game: GameModule, G: any): NarrationLine[] {
  try {
    return game.log(G) ?? [];
  } catch (e) {
    console.error('log() failed', e);
    return [];
  }
}

/** Whom the match waits for; an open seat (nobody has joined it yet) is a player still to join. */
export function waitingStatus(acting: string[], seats: SeatInfo[], nameOf: (p: string) => string): string {
  const open = acting.filter((p) => seats.find((s) => s.id === p)?.empty);
  const named = acting.filter((p) => !open.includes(p)).map(nameOf);
  if (!open.length) return `Waiting for ${named.join(', ')}.`;
  const joining = open.length > 1 ? `${open.length} players to join` : 'a player to join';
  return named.length ? `Waiting for ${named.join(', ')} and for ${joining}.` : `Waiting for ${joining}.`;
}

/** A move in words: "placeWorkers T4 0" reads as "place workers T4 0". */
export function MatchScreen({
  game,
  client,
  state,
  viewer,
  seats,
  playerNames,
  controls,
  bot,
  notice,
  hidden,
  banner,
  seed,
  replayHref,
  ended,
  offline = false,
  aside,
}: {
  game: GameModule;
  client: BgioClient;
  state: ClientSnapshot;
  /** The seat whose view is shown and who moves; null for a spectator. */
  viewer: string | null;
  seats: SeatInfo[];
  playerNames: Record<string, string>;
  controls: MatchControls;
  bot?: BotActivity | null;
  /** A line above the board (connection trouble, "a bot plays your seat"…). */
  notice?: ReactNode;
  /** Hide the board (hand-over between seats). */
  hidden?: boolean;
  /** A panel above the board (an online match waiting for players…). */
  banner?: ReactNode;
  /** The match seed, shown so a game can be replayed (pass-and-play and bots). */
  seed?: string;
  /** Where a new match with this seed and these settings is set up (the setup page, see sameSetupQuery). */
  replayHref?: string;
  /** The match ended without the rules' end (a resignation): the outcome in words, shown as the status. */
  ended?: string;
  /** Online and the connection is down: a move is held as pending, never drawn as done. */
  offline?: boolean;
  /** A panel in the sidebar above the log (the chat of an online match). */
  aside?: ReactNode;
}) {
  const { G, ctx } = state;
  const [refusal, setRefusal] = useState<string | null>(null);
  const [pending, setPending] = useState<{ move: string; args: any[] } | null>(null);
  const [botLevel, setBotLevel] = useState<Difficulty>('normal');
  const legalMoves = useMemo(() => (ended ? [] : legalMovesFor(game, G, ctx, viewer)), [game, G, ctx, viewer, ended]);
  const acting = ended ? [] : actingSeats(ctx);
  const myTurn = viewer != null && acting.includes(viewer);
  const gameover = ctx.gameover as GameOver | undefined;
  const summary = safeSummary(game, G, ctx);
  const lines = safeLog(game, G);
  const undo = undoStatus(game, G, ctx, client.log ?? [], viewer);
  const cancelMove = legalMoves.find((m) => m.move === 'cancel');
  const phaseRules = gameover || ended ? null : rulesForPhase(game.id, ctx.phase);

  useEffect(() => setRefusal(null), [viewer, ctx.turn, ended]);
  useEffect(() => {
    document.title = tabTitle(game.name, ctx, viewer, viewer != null ? playerNames[viewer] : undefined);
  }, [game.name, ctx, viewer, playerNames]);
  useEffect(
    () => () => {
      document.title = 'Railhouse';
    },
    [],
  );
  useTurnAlerts(myTurn && !gameover && !ended, `Your turn · ${game.name}`, viewer != null ? `${playerNames[viewer] ?? 'You'}: it is your turn.` : '');

  const play = useCallback(
    (move: string, ...args: any[]) => {
      if (viewer == null) {
        setRefusal('You are watching this match; only players can move.');
        return;
      }
      if (ended) {
        setRefusal(ended);
        return;
      }
      let reason: string | null;
      try {
        reason = game.explain(G, ctx, viewer, move, args);
      } catch (e) {
        reason = `That move cannot be checked: ${(e as Error).message}`;
      }
      if (reason) {
        setRefusal(reason);
        return;
      }
      const send = (client.moves as Record<string, (...a: any[]) => void>)[move];
      if (!send) {
        setRefusal(`There is no move called ${move} now.`);
        return;
      }
      setRefusal(null);
      if (offline) {
        // Not sent, not drawn: it waits for the connection, and the person may withdraw it.
        setPending({ move, args });
        return;
      }
      send(...args);
    },
    [client, game, G, ctx, viewer, ended, offline],
  );

  // Back online: the pending move goes if the rules still allow it, else it is dropped with the reason.
  useEffect(() => {
    if (offline || !pending || viewer == null) return;
    setPending(null);
    let reason: string | null;
    try {
      reason = game.explain(G, ctx, viewer, pending.move, pending.args);
    } catch (e) {
      reason = (e as Error).message;
    }
    if (reason) setRefusal(`Your move waiting for the connection was not sent: ${reason}`);
    else (client.moves as Record<string, (...a: any[]) => void>)[pending.move]?.(...pending.args);
  }, [offline, pending, viewer, game, G, ctx, client]);

  /** Why the viewer may not make this move now (null: it is legal); boards grey such targets. */
  const whyNot = useCallback(
    (move: string, ...args: any[]): string | null => {
      if (viewer == null) return 'You are watching this match; only players can move.';
      if (ended) return ended;
      try {
        return game.explain(G, ctx, viewer, move, args);
      } catch (e) {
        return `That move cannot be checked: ${(e as Error).message}`;
      }
    },
    [game, G, ctx, viewer, ended],
  );
  // A spectator's view tells moves as the seat to act would make them.
  const sayMove = useCallback((choice: MoveChoice) => sayMoveIn(game, G, ctx, viewer ?? ctx.currentPlayer, choice), [game, G, ctx, viewer]);
  const matchRef = useRef<HTMLDivElement>(null);
  const tip = useWhyTips(matchRef, setRefusal);

  const Board = boardFor(game.id);
  const boardHasFinalScores = useBoardShowsOwnFinalScores(game.id);
  const boardProps: RailhouseBoardProps = {
    ...state,
    moves: client.moves,
    events: client.events,
    reset: client.reset,
    undo: () => undoOnMaster(client),
    redo: client.redo,
    log: client.log ?? [],
    playerID: viewer,
    matchID: client.matchID,
    matchData: client.matchData,
    sendChatMessage: client.sendChatMessage,
    chatMessages: client.chatMessages,
    isMultiplayer: true,
    isActive: myTurn,
    legalMoves,
    play,
    whyNot,
    sayMove,
    refusal,
    playerNames,
    ended,
  };

  const nameOf = (p: string) => playerNames[p] ?? `Player ${Number(p) + 1}`;
  const status = ended
    ? ended
    : gameover
    ? `Game over: ${gameover.winners?.length ? gameover.winners.map(nameOf).join(' and ') + (gameover.winners.length > 1 ? ' share the win' : ' wins') : 'no winner'}.`
    : myTurn
      ? 'Your turn.'
      : waitingStatus(acting, seats, nameOf);
  const seatsWithScores = seats.map((s) => ({ ...s, active: acting.includes(s.id), score: gameover?.scores?.[s.id] ?? summary?.scores[s.id] }));
  const seatOrder = seats.map((s) => s.id);
  const finalTable = gameover && summary && (
    <ScoreTable
      summary={{ ...summary, scores: gameover.scores ?? summary.scores }}
      playerNames={playerNames}
      seats={seatOrder}
      winners={gameover.winners}
      caption="Final scores by category"
    />
  );

  return (
    <RulesSource.Provider value={loadRules}>
    <div className="rh-match" ref={matchRef}>
      <PatternDefs />
      <WhyTip tip={tip} />
      <div className="rh-match-bar">
        <h1>
          {game.name}{' '}
          {/* A new tab: leaving the page would end a pass-and-play or bot match. */}
          <a href={`/${game.id}/rules`} target="_blank" rel="noopener" className="rh-small-link">
            rules
          </a>
        </h1>
        {seed && (
          <p className="rh-seed">
            Seed <code data-seed={seed}>{seed}</code>
            {replayHref && (
              <>
                {' '}
                {/* The same tab: this match stays saved on the device, and the form offers to resume it. */}
                <Link to={replayHref} className="rh-small-link" title="Open the setup form with this match's seed and settings: the cards and tiles come in the same order">
                  new match, same shuffle
                </Link>
              </>
            )}
          </p>
        )}
        <p className={`rh-status${myTurn ? ' rh-status-mine' : ''}`} aria-live="polite">
          {status}
        </p>
        <RulesLink game={game.id} section={phaseRules?.id} title={phaseRules?.title ?? game.name} />
        <div className="rh-controls" role="group" aria-label="Match controls">
          {cancelMove && (
            <button type="button" className="rh-button" onClick={() => play('cancel', ...(cancelMove.args ?? []))}>
              Cancel action
            </button>
          )}
          {viewer != null && !gameover && !ended && (
            <button
              type="button"
              className="rh-button"
              {...(undo.ok ? { title: 'Take back your last move' } : whyNotProps(undo.reason))}
              onClick={() => undo.ok && undoOnMaster(client)}
            >
              Undo
            </button>
          )}
          {viewer != null && !gameover && !ended && controls.onResign && (
            <button type="button" className="rh-button rh-danger" onClick={controls.onResign}>
              Resign
            </button>
          )}
          {controls.primary}
          {/* On a phone held upright what follows folds behind "More", so the controls keep one row. */}
          <MoreControls>
          {viewer != null && !gameover && !ended && controls.onHandToBot && (
            <span className="rh-inline rh-hand-to-bot">
              {/* Not the level of the bots already playing: a match against an easy bot would otherwise
                  show "Bot level: normal" and read as a contradiction. The visible words name it. */}
              <label className="rh-inline" title="How well the bot that takes over your seat plays">
                <span className="rh-control-label">Level for my seat's bot</span>
                <select value={botLevel} onChange={(e) => setBotLevel(e.target.value as Difficulty)}>
                  {DIFFICULTIES.map((d) => (
                    <option key={d}>{d}</option>
                  ))}
                </select>
              </label>
              <button type="button" className="rh-button" onClick={() => controls.onHandToBot?.(botLevel)}>
                Hand my seat to a bot
              </button>
            </span>
          )}
          {controls.extra}
          </MoreControls>
        </div>
      </div>
      {notice && <div className="rh-notice">{notice}</div>}
      {pending && (
        <div className="rh-pending" role="status">
          <strong>Pending:</strong> {sayMove(pending)}. Your move is not sent yet: it goes when the connection returns.{' '}
          <button type="button" className="rh-link-button" onClick={() => setPending(null)}>
            withdraw it
          </button>
        </div>
      )}
      {/* The bot's strip floats over the screen's foot (styles.css), so the board never moves for it. */}
      {seats.some((s) => s.bot) && !gameover && !ended && (
        <div className="rh-activity">
          {bot && (
            <div className="rh-thinking" role="status">
              <span>{nameOf(bot.playerID)} is thinking…</span>
              <progress max={1} value={bot.fraction ?? undefined} aria-label="Bot progress" />
            </div>
          )}
        </div>
      )}
      {banner}
      {refusal && (
        <div className="rh-refusal" role="alert">
          <strong>Not allowed:</strong> {renderNarration(refusal, playerNames)}{' '}
          <button type="button" className="rh-link-button" onClick={() => setRefusal(null)}>
            dismiss
          </button>
        </div>
      )}
      <div className="rh-match-body">
        <main className="rh-board-area" aria-label="Board">
          {hidden ? (
            <div className="rh-board-hidden">The board is hidden.</div>
          ) : (
            <Suspense fallback={<p className="rh-muted">Loading the board…</p>}>
              <Board {...boardProps} />
            </Suspense>
          )}
          {gameover && summary && (
            <section className="rh-panel rh-final" aria-label="Final scores">
              <h2>{boardHasFinalScores ? 'Score over the rounds' : 'Final scores'}</h2>
              {boardHasFinalScores ? (
                // The board's own end screen already lists the final scores; the table stays
                // available (folded) for anyone who wants the app's uniform breakdown.
                <details className="rh-final-table">
                  <summary>Score table</summary>
                  {finalTable}
                </details>
              ) : (
                finalTable
              )}
              <ScoreChart history={summary.history} playerNames={playerNames} seats={seatOrder} />
            </section>
          )}
        </main>
        <aside className="rh-sidebar">
          <SeatList seats={seatsWithScores} scoreUnit={game.scoreUnit ?? 'points'} />
          {viewer != null && !gameover && !ended && <TurnAlertsPanel />}
          {!gameover && summary && summary.breakdown.length > 0 && (
            <details className="rh-panel">
              <summary>Score details</summary>
              <ScoreTable summary={summary} playerNames={playerNames} seats={seatOrder} caption="Scores so far" />
            </details>
          )}
          {aside}
          {!hidden && <LogPanel lines={lines} playerNames={playerNames} />}
        </aside>
      </div>
    </div>
    </RulesSource.Provider>
  );
}
