// Pass-and-play and games against bots: the whole match runs in this page on boardgame.io's
// Local master, one client per seat (each receives only its own filtered view). People's seats
// are shown one at a time (with a hand-over screen when the game hides information); bot seats
// think in the bot worker and play through their own client.
import { useEffect, useReducer, useRef, useState } from 'react';
import { Client } from 'boardgame.io/client';
import { Local } from 'boardgame.io/multiplayer';
import type { Game } from 'boardgame.io';
import type { GameModule, GameOver } from '../../games/kit/types';
import { recordSoloScore, soloBest, soloTargetText } from './soloTargets';
import type { Difficulty } from '../../bots/protocol';
import { MatchScreen, safeSummary, type BgioClient, type BotActivity } from './MatchScreen';
import { HandOver } from './HandOver';
import { actingSeats, legalMovesFor } from './play';
import { createBotThinker, type BotThinker } from './bots';
import { sameSetupQuery, type MatchMode, type SeatChoice, type ValidMatch } from './newMatch';
import { ScoreTable } from '../kit/ScoreTable';
import { discardLocalMatch, masterKey, randomSeed, saveLocalMatch } from './localSaves';
import { LocalReplay } from './replay/LocalReplay';
import { saveLocalRecord } from './replay/localRecords';
import { mergeSeatLogs } from '../../games/kit/replay';

export { randomSeed } from './localSaves';

/**
 * The game with this match's setupData and seed baked in: boardgame.io's Local master creates a
 * match without setupData, and keeps one master per Game object, so each local match gets its own.
 */
export function localGame(game: Game, setupData: unknown, seed: string): Game {
  return {
    ...game,
    seed,
    setup: (context: any) => (game.setup ? game.setup(context, setupData as any) : {}),
    validateSetupData: undefined,
  };
}

/**
 * Which seat the screen shows. People who must act come first (the one already shown keeps the
 * screen when several must act); while only bots act, the screen stays with the last person.
 */
export function seatToShow(acting: string[], humans: string[], current: string): string {
  const humansActing = acting.filter((p) => humans.includes(p));
  if (humansActing.length === 0) return current;
  return humansActing.includes(current) ? current : humansActing[0];
}

/**
 * The outcome of a local match a person resigned: the best score among the others wins (a tie
 * shares the win), in words for the status line.
 */
export function resignationOutcome(resigned: string, scores: Record<string, number>, playerNames: Record<string, string>): string {
  const others = Object.keys(playerNames).filter((p) => p !== resigned);
  const best = Math.max(...others.map((p) => scores[p] ?? 0));
  const winners = others.filter((p) => (scores[p] ?? 0) === best).map((p) => playerNames[p]);
  const who = others.length === 0 ? 'Nobody wins.' : winners.length > 1 ? `${winners.join(' and ')} share the win.` : `${winners[0]} wins.`;
  return `${playerNames[resigned]} resigned: ${who}`;
}

function ResignedPanel({
  resigned,
  game,
  state,
  playerNames,
  seats,
  onExit,
}: {
  resigned: string;
  game: GameModule;
  state: { G: unknown; ctx: any };
  playerNames: Record<string, string>;
  seats: string[];
  onExit: () => void;
}) {
  const summary = safeSummary(game, state.G, state.ctx);
  return (
    <section className="rh-panel rh-final rh-resigned" aria-label="Match over">
      <h2>{resignationOutcome(resigned, summary?.scores ?? {}, playerNames)}</h2>
      <p className="rh-muted">The board and the log stay as the match ended.</p>
      {summary && (
        <details>
          <summary>Scores when the match ended</summary>
          <ScoreTable summary={summary} playerNames={playerNames} seats={seats} caption="Scores when the match ended" />
        </details>
      )}
      <button type="button" className="rh-button rh-primary" onClick={onExit}>
        New match
      </button>
    </section>
  );
}

/** How fast bots play: 'quick' moves as soon as the bot has chosen; 'steady' pauses between moves so they can be followed. */
export type BotSpeed = 'quick' | 'steady';
const BOT_SPEED_KEY = 'railhouse.botSpeed';
/** The pause before each bot move at the steady speed. */
export const STEADY_PAUSE_MS = 700;

export function savedBotSpeed(): BotSpeed {
  try {
    return localStorage.getItem(BOT_SPEED_KEY) === 'steady' ? 'steady' : 'quick';
  } catch {
    return 'quick';
  }
}

function saveBotSpeed(speed: BotSpeed) {
  try {
    localStorage.setItem(BOT_SPEED_KEY, speed);
  } catch {
    /* private mode: the choice lasts for this page only */
  }
}

export function LocalMatch({
  game,
  match,
  mode,
  onExit,
  seed: givenSeed,
  store,
  initialSeats,
  persist = false,
}: {
  game: GameModule;
  match: ValidMatch;
  mode: MatchMode;
  onExit: () => void;
  /** The match seed; a resumed match passes its saved one. */
  seed?: string;
  /** Names the persisted master state (SavedLocalMatch.store); the seed when absent. */
  store?: string;
  initialSeats?: SeatChoice[];
  /** Keep the match in localStorage so that a reload resumes it. */
  persist?: boolean;
}) {
  const [, bump] = useReducer((x: number) => x + 1, 0);
  const [session, setSession] = useState<{ clients: Record<string, BgioClient>; seed: string; game: Game } | null>(null);
  const [replaying, setReplaying] = useState(false);
  const [seats, setSeats] = useState<SeatChoice[]>(initialSeats ?? match.seats);
  const [seed] = useState(() => givenSeed ?? randomSeed());
  const humans = seats.flatMap((s, i) => (s.kind === 'human' ? [String(i)] : []));
  const [viewer, setViewer] = useState<string>(humans[0] ?? '0');
  const [handOverTo, setHandOverTo] = useState<string | null>(null);
  const [bot, setBot] = useState<BotActivity | null>(null);
  const [resigned, setResigned] = useState<string | null>(null);
  const thinker = useRef<BotThinker | null>(null);
  const thinking = useRef(false);
  const forcedAt = useRef(-1);
  const failures = useRef({ stateID: -1, count: 0 });
  const [botStuck, setBotStuck] = useState<string | null>(null);
  const [botSpeed, setBotSpeed] = useState<BotSpeed>(() => savedBotSpeed());
  const positionSince = useRef({ stateID: -1, at: 0 });
  const seatName = (p: string) => (seats[Number(p)]?.kind === 'human' ? seats[Number(p)].name : `Bot ${Number(p) + 1}`);

  useEffect(() => {
    const wrapped = localGame(game.game, match.setupData, seed);
    const transport = persist ? Local({ persist: true, storageKey: masterKey(store ?? seed) }) : Local();
    const clients: Record<string, BgioClient> = {};
    for (let i = 0; i < match.numPlayers; i++) {
      const client = Client({
        game: wrapped,
        numPlayers: match.numPlayers,
        multiplayer: transport,
        matchID: 'local',
        playerID: String(i),
        debug: false,
      });
      client.subscribe(() => bump());
      client.start();
      clients[String(i)] = client;
    }
    setSession({ clients, seed, game: wrapped });
    let disposed = false;
    createBotThinker(game).then((t) => {
      if (disposed) t.dispose();
      else {
        thinker.current = t;
        bump();
      }
    });
    return () => {
      disposed = true;
      for (const c of Object.values(clients)) c.stop();
      thinker.current?.dispose();
      thinker.current = null;
    };
  }, [game, match, seed, store, persist]);

  // Remember the match (and who plays which seat) until it ends.
  const over = !!session?.clients['0']?.getState()?.ctx.gameover || resigned !== null;
  useEffect(() => {
    if (!persist) return;
    if (over) discardLocalMatch(game.id, mode);
    else saveLocalMatch(game.id, mode, { match, seed, seats, ...(store ? { store } : {}) });
  }, [persist, over, game.id, mode, match, seed, store, seats]);

  // A finished match is kept on this device for its replay (listed in the lobby).
  const [recordID] = useState(() => randomSeed());
  useEffect(() => {
    if (!over || !session) return;
    const names = Object.fromEntries(seats.slice(0, match.numPlayers).map((s, i) => [String(i), s.kind === 'human' ? s.name : `Bot ${i + 1}`]));
    const final = session.clients['0'].getState();
    const gameover = final?.ctx.gameover as GameOver | undefined;
    const winners = gameover?.winners?.map((p) => names[p]) ?? [];
    const outcome =
      resigned !== null
        ? resignationOutcome(resigned, (final && safeSummary(game, final.G, final.ctx)?.scores) ?? {}, names)
        : winners.length > 1
          ? `${winners.join(' and ')} share the win`
          : winners.length === 1
            ? `${winners[0]} wins`
            : 'no winner';
    saveLocalRecord({
      id: recordID,
      gameId: game.id,
      mode: mode === 'bots' ? 'bots' : 'local',
      numPlayers: match.numPlayers,
      setupData: match.setupData,
      seed: session.seed,
      playerNames: names,
      seat: humans[0] ?? null,
      outcome,
      resigned: resigned !== null,
      finishedAt: Date.now(),
      log: mergeSeatLogs(Object.fromEntries(Object.entries(session.clients).map(([p, c]) => [p, c.log ?? []]))),
    });
    // Once, when the match ends: later renders change nothing in it.
  }, [over, session]);

  // Solo: a score to aim for, read once when the match opens; the final score is kept if it beats it.
  const solo = match.numPlayers === 1 && seats[0]?.kind === 'human';
  const [bestBefore] = useState(() => (solo ? soloBest(game.id) : null));
  const [newBest, setNewBest] = useState(false);
  const finalScore = (session?.clients['0']?.getState()?.ctx.gameover as GameOver | undefined)?.scores?.['0'];
  useEffect(() => {
    if (solo && finalScore !== undefined) setNewBest(recordSoloScore(game.id, finalScore));
  }, [solo, finalScore, game.id]);

  const anyState = session?.clients['0']?.getState() ?? null;
  const ctx = anyState?.ctx;

  // Follow the people who must act.
  useEffect(() => {
    if (!ctx || ctx.gameover || resigned) return;
    const target = seatToShow(actingSeats(ctx), humans, viewer);
    if (target === viewer) {
      if (handOverTo && handOverTo !== viewer && !actingSeats(ctx).includes(handOverTo)) setHandOverTo(null);
      return;
    }
    // Whenever the screen moves from one seat to another, a game with secrets first hides the board.
    if (game.hiddenInformation) setHandOverTo(target);
    else setViewer(target);
  });

  // Let a bot play when one must act.
  useEffect(() => {
    if (!session || !thinker.current || thinking.current || resigned || botStuck) return;
    // The steady pause counts from when the position appeared: a re-render in between (a bot's
    // progress, the log) must not start it again.
    const stateID = session.clients['0'].getState()?._stateID ?? -1;
    const now = Date.now();
    if (positionSince.current.stateID !== stateID) positionSince.current = { stateID, at: now };
    const pause = botSpeed === 'quick' ? 0 : Math.max(0, STEADY_PAUSE_MS - (now - positionSince.current.at));
    const timer = setTimeout(() => {
      const t = thinker.current;
      const first = session.clients['0'].getState();
      if (!t || !first || first.ctx.gameover || thinking.current) return;
      const seat = actingSeats(first.ctx).find((p) => seats[Number(p)]?.kind === 'bot');
      if (seat === undefined) return;
      const client = session.clients[seat];
      const before = client.getState();
      if (!before) return;
      // A move the bot cannot choose (its only legal one) is played at once, without a search:
      // after a person passes, a bot's chains of forced steps no longer wait on the worker.
      const legal = legalMovesFor(game, before.G, before.ctx, seat);
      if (legal.length === 1) {
        // Once per state: the master's answer may come after the next render.
        if (forcedAt.current === before._stateID) return;
        forcedAt.current = before._stateID;
        (client.moves as Record<string, (...a: any[]) => void>)[legal[0].move]?.(...(legal[0].args ?? []));
        bump();
        return;
      }
      thinking.current = true;
      setBot({ playerID: seat, fraction: null });
      const difficulty: Difficulty = seats[Number(seat)].difficulty;
      t.think({ G: before.G, ctx: before.ctx, playerID: seat, difficulty, seed: session.seed }, (fraction) =>
        setBot({ playerID: seat, fraction }),
      )
        .then((choice) => {
          const now = client.getState();
          if (!now || now._stateID !== before._stateID || thinker.current !== t) return;
          let chosen = choice;
          if (game.explain(now.G, now.ctx, seat, choice.move, choice.args ?? [])) {
            const legal = legalMovesFor(game, now.G, now.ctx, seat);
            console.warn(`The bot chose a refused move (${choice.move}); playing the first legal move instead.`);
            if (!legal.length) return;
            chosen = legal[0];
          }
          (client.moves as Record<string, (...a: any[]) => void>)[chosen.move]?.(...(chosen.args ?? []));
        })
        .catch((e: Error) => {
          console.error('The bot could not move', e);
          // Retry once; a bot that fails twice on the same position stops and says so.
          const same = failures.current.stateID === before._stateID;
          failures.current = { stateID: before._stateID, count: same ? failures.current.count + 1 : 1 };
          if (failures.current.count >= 2) setBotStuck(`${seatName(seat)} could not move: ${e.message}`);
        })
        .finally(() => {
          thinking.current = false;
          setBot(null);
          bump();
        });
    }, pause);
    return () => clearTimeout(timer);
  });

  if (!session || !anyState) return <p className="rh-muted">Setting up the table…</p>;
  const client = session.clients[viewer];
  const state = client.getState();
  if (!state) return <p className="rh-muted">Setting up the table…</p>;

  const playerNames = Object.fromEntries(seats.slice(0, match.numPlayers).map((s, i) => [String(i), s.kind === "human" ? s.name : `Bot ${i + 1}`]));
  const seatInfos = seats.slice(0, match.numPlayers).map((s, i) => ({
    id: String(i),
    name: playerNames[String(i)],
    bot: s.kind === 'bot' ? s.difficulty : undefined,
    me: String(i) === viewer,
  }));

  const handOver = handOverTo !== null && !state.ctx.gameover;
  const finished = !!state.ctx.gameover || resigned !== null;
  if (replaying && finished) {
    return (
      <LocalReplay
        game={game}
        seededGame={session.game}
        numPlayers={match.numPlayers}
        clients={session.clients}
        playerNames={playerNames}
        seat={humans.includes(viewer) ? viewer : null}
        endedAs={resigned !== null ? resignationOutcome(resigned, safeSummary(game, state.G, state.ctx)?.scores ?? {}, playerNames) : undefined}
        onBack={() => setReplaying(false)}
      />
    );
  }
  return (
    <>
      <MatchScreen
        game={game}
        client={client}
        state={state}
        // A seat handed to a bot is only watched: its bot moves, not the screen.
        viewer={seats[Number(viewer)]?.kind === 'human' ? viewer : null}
        seats={seatInfos}
        playerNames={playerNames}
        seed={seed}
        replayHref={`/${game.id}/${mode === 'bots' ? 'bots' : 'local'}?${sameSetupQuery(match, seed)}`}
        bot={resigned !== null ? null : bot}
        hidden={handOver && resigned === null}
        ended={resigned !== null ? resignationOutcome(resigned, safeSummary(game, state.G, state.ctx)?.scores ?? {}, playerNames) : undefined}
        banner={
          resigned !== null && (
            <ResignedPanel resigned={resigned} game={game} state={state} playerNames={playerNames} seats={seatInfos.map((s) => s.id)} onExit={onExit} />
          )
        }
        notice={
          botStuck ??
          (solo ? <span className="rh-solo-target">{newBest ? `A new best on this device: ${finalScore}! ` : ''}{soloTargetText(game.id, bestBefore)}</span> : undefined) ??
          (mode === 'local' && humans.length > 1 ? `Pass-and-play: the screen shows ${playerNames[viewer]}'s view.` : undefined)
        }
        controls={{
          onResign: () => {
            if (window.confirm(`${playerNames[viewer]}: resign and end the match?`)) setResigned(viewer);
          },
          onHandToBot: (difficulty) => {
            // The screen stays on this seat (now watched) until another person must act.
            setSeats((all) => all.map((s, i) => (String(i) === viewer ? { ...s, kind: 'bot', difficulty } : s)));
          },
          primary: finished && (
            <button type="button" className="rh-button rh-primary" onClick={() => setReplaying(true)}>
              Replay
            </button>
          ),
          extra: (
            <>
            {seats.some((s) => s.kind === 'bot') && !state.ctx.gameover && resigned === null && (
              <label className="rh-inline" title="Quick: a bot moves as soon as it has chosen. Steady: a pause before each bot move, to follow them.">
                <span className="rh-control-label">Bot speed</span>
                <select
                  aria-label="Bot speed"
                  value={botSpeed}
                  onChange={(e) => {
                    const speed = e.target.value as BotSpeed;
                    setBotSpeed(speed);
                    saveBotSpeed(speed);
                  }}
                >
                  <option value="quick">quick</option>
                  <option value="steady">steady</option>
                </select>
              </label>
            )}
            <button
              type="button"
              className="rh-button"
              onClick={() => {
                if (state.ctx.gameover || resigned !== null || window.confirm('Leave this match? It cannot be resumed.')) onExit();
              }}
            >
              New match
            </button>
            </>
          ),
        }}
      />
      {handOver && resigned === null && (
        <HandOver
          playerID={handOverTo!}
          name={playerNames[handOverTo!]}
          onReady={() => {
            setViewer(handOverTo!);
            setHandOverTo(null);
          }}
        />
      )}
    </>
  );
}
