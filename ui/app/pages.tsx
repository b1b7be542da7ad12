// The app's pages: home, rules, a game's lobby, and the wrappers of the three ways to play.
import { lazy, useEffect, useState, type ReactNode } from 'react';
import { Link, useLocation, useNavigate, useParams, useSearchParams } from 'react-router';
import type { GameMeta, GameModule } from '../../games/kit/types';
import { useGame, useGameModule, useGames, type CatalogEntry } from './registry';
import { loadRules, thumbnailFor } from '../boards';
import { Markdown } from '../kit/Markdown';
import { NewMatchForm } from './NewMatchForm';
import { formFromQuery, type MatchMode, type ValidMatch } from './newMatch';
import { discardLocalMatch, loadLocalMatch, randomSeed, type SavedLocalMatch } from './localSaves';
import { createMatch, getMatch, joinMatch, leaveMatch, listOpenMatches, seatBot, type Match } from './api';
import { forgetSeat, mySeats, savePlayerName, saveSeat, savedPlayerName, type SeatCredentials } from './credentials';
import { freeSeats, joinFailure, matchesToOffer, seatLabel, whenText } from './lobbyList';
import { FinishedLocalMatches } from './replay/FinishedLocalMatches';

// The match screens carry boardgame.io's client and socket.io: loaded only when a match opens.
const loadLocalMatchScreen = () => import('./LocalMatch');
const loadOnlineMatchScreen = () => import('./OnlineMatch');
const LocalMatch = lazy(() => loadLocalMatchScreen().then((m) => ({ default: m.LocalMatch })));
const OnlineMatch = lazy(() => loadOnlineMatchScreen().then((m) => ({ default: m.OnlineMatch })));
const loadReplayScreen = () => import('./replay/OnlineReplay');
const OnlineReplay = lazy(() => loadReplayScreen().then((m) => ({ default: m.OnlineReplay })));
const loadLocalReplayScreen = () => import('./replay/LocalRecordReplay');
const LocalRecordReplay = lazy(() => loadLocalReplayScreen().then((m) => ({ default: m.LocalRecordReplay })));

export function playerCount(game: Pick<GameMeta, 'minPlayers' | 'maxPlayers'>): string {
  return game.minPlayers === game.maxPlayers ? `${game.minPlayers} players` : `${game.minPlayers}–${game.maxPlayers} players`;
}

function useDocumentTitle(title: string) {
  useEffect(() => {
    document.title = title;
  }, [title]);
}

/** Resolves :game from the URL, with loading and not-found states. */
function WithGame({ children }: { children: (game: CatalogEntry) => ReactNode }) {
  const { game: id } = useParams();
  const state = useGame(id);
  if (state.status === 'loading') return <p className="rh-muted">Loading…</p>;
  if (state.status === 'error')
    return (
      <section className="rh-panel">
        <h2>The games could not be loaded</h2>
        <p>{state.message}</p>
      </section>
    );
  if (state.status === 'missing') return <NotFound what={`There is no game called “${id}”.`} />;
  return <>{children(state.game)}</>;
}

/** Loads the game's rules (its own chunk, with the match screen's) before showing a match. */
function WithGameModule({ game, preload, children }: { game: CatalogEntry; preload: () => Promise<unknown>; children: (module: GameModule) => ReactNode }) {
  const state = useGameModule(game);
  // The match screen's chunk downloads while the rules do, not after them.
  useEffect(() => void preload().catch(() => {}), [preload]);
  if (state.status === 'loading') return <p className="rh-muted">Loading {game.name}…</p>;
  if (state.status === 'error')
    return (
      <section className="rh-panel">
        <h2>{game.name} could not be loaded</h2>
        <p>{state.message}</p>
      </section>
    );
  return <>{children(state.module)}</>;
}

export function NotFound({ what = 'This page does not exist.' }: { what?: string }) {
  useDocumentTitle('Not found · Railhouse');
  return (
    <section className="rh-panel">
      <h2>Not found</h2>
      <p>{what}</p>
      <Link to="/">All games</Link>
    </section>
  );
}

function Thumbnail({ game }: { game: CatalogEntry }) {
  const url = thumbnailFor(game.id);
  if (url) return <img className="rh-thumb" src={url} alt={`The board of ${game.name}`} loading="lazy" />;
  return (
    <svg className="rh-thumb rh-thumb-placeholder" viewBox="0 0 160 100" role="img" aria-label={`${game.name}: no picture yet`}>
      <rect width="160" height="100" fill="#ece6d8" />
      <path d="M10 70 H150 M10 80 H150" stroke="#9b8f78" strokeWidth="3" />
      {Array.from({ length: 15 }, (_, i) => (
        <rect key={i} x={12 + i * 9.6} y={66} width="4" height="18" fill="#7a6a52" />
      ))}
      <text x="80" y="42" textAnchor="middle" fontSize="14" fill="#6b604e" fontFamily="Georgia, serif">
        {game.name}
      </text>
    </svg>
  );
}

export function HomePage() {
  const games = useGames();
  useDocumentTitle('Railhouse: railroad board games');
  return (
    <section>
      <p className="rh-lead">Railroad board games to play online with friends, on one screen, or against bots.</p>
      {games.status === 'loading' && <p className="rh-muted">Loading the games…</p>}
      {games.status === 'error' && <p className="rh-error">The games could not be loaded: {games.message}</p>}
      {games.status === 'ready' && (
        <ul className="rh-game-grid">
          {games.games.map((g) => (
            <li key={g.id} className="rh-game-card">
              <Link to={`/${g.id}`} className="rh-thumb-link" tabIndex={-1} aria-hidden="true">
                <Thumbnail game={g} />
              </Link>
              <h2>
                <Link to={`/${g.id}`}>{g.name}</Link>
              </h2>
              <p className="rh-meta">{playerCount(g)}</p>
              <p>{g.description}</p>
              <nav className="rh-card-links" aria-label={`${g.name} links`}>
                <Link className="rh-button rh-primary" to={`/${g.id}`}>
                  Play online
                </Link>
                <Link className="rh-button" to={`/${g.id}/local`}>
                  Pass-and-play
                </Link>
                <Link className="rh-button" to={`/${g.id}/bots`}>
                  Against bots
                </Link>
                <Link className="rh-button" to={`/${g.id}/rules`}>
                  Rules
                </Link>
              </nav>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}

export function RulesPage() {
  return <WithGame>{(game) => <Rules game={game} />}</WithGame>;
}

function Rules({ game }: { game: CatalogEntry }) {
  const [text, setText] = useState<string | null | undefined>(undefined);
  useDocumentTitle(`Rules of ${game.name} · Railhouse`);
  useEffect(() => {
    let live = true;
    loadRules(game.id).then((t) => live && setText(t), () => live && setText(null));
    return () => {
      live = false;
    };
  }, [game.id]);
  // The sections exist only once the text has loaded, too late for the browser's own jump to #id.
  useEffect(() => {
    const id = decodeURIComponent(window.location.hash.slice(1));
    if (text && id) document.getElementById(id)?.scrollIntoView();
  }, [text]);
  return (
    <article className="rh-panel rh-rules">
      <p className="rh-crumbs">
        <Link to="/">All games</Link> › <Link to={`/${game.id}`}>{game.name}</Link> › Rules
      </p>
      {text === undefined && <p className="rh-muted">Loading the rules…</p>}
      {text === null && (
        <>
          <h1>{game.name}</h1>
          <p>{game.description}</p>
          <p className="rh-muted">The rules page for this game is not written yet.</p>
        </>
      )}
      {text && <Markdown source={text} />}
    </article>
  );
}

function GameHeader({ game, here }: { game: CatalogEntry; here: string }) {
  return (
    <header className="rh-game-header">
      <p className="rh-crumbs">
        <Link to="/">All games</Link> › {game.name}
        {here ? ` › ${here}` : ''}
      </p>
      <h1>{game.name}</h1>
      <p>
        {game.description} <span className="rh-meta">{playerCount(game)}</span>
      </p>
      <nav className="rh-card-links" aria-label="Ways to play">
        <Link className="rh-button" to={`/${game.id}`}>
          Online lobby
        </Link>
        <Link className="rh-button" to={`/${game.id}/local`}>
          Pass-and-play
        </Link>
        <Link className="rh-button" to={`/${game.id}/bots`}>
          Against bots
        </Link>
        <Link className="rh-button" to={`/${game.id}/rules`}>
          Rules
        </Link>
      </nav>
    </header>
  );
}

export function LobbyPage() {
  return <WithGame>{(game) => <Lobby game={game} />}</WithGame>;
}

function Lobby({ game }: { game: CatalogEntry }) {
  const navigate = useNavigate();
  useDocumentTitle(`${game.name} · Railhouse`);

  async function create(match: ValidMatch) {
    const matchID = await createMatch(game.id, {
      numPlayers: match.numPlayers,
      setupData: match.setupData,
      unlisted: match.unlisted,
      ...(Object.keys(match.bots).length ? { bots: match.bots } : {}),
    });
    const playerID = match.humanSeats[0];
    const credentials = await joinMatch(game.id, matchID, playerID, match.playerName);
    savePlayerName(match.playerName);
    saveSeat({ game: game.id, matchID, playerID, credentials, playerName: match.playerName });
    navigate(`/${game.id}/match/${matchID}`);
  }

  return (
    <>
      <GameHeader game={game} here="" />
      <div className="rh-columns">
        <section className="rh-panel">
          <h2>New online match</h2>
          <NewMatchForm game={game} mode="online" playerName={savedPlayerName()} onSubmit={create} />
        </section>
        <div>
          <MyMatches game={game} />
          <FinishedLocalMatches gameId={game.id} />
          <OpenMatches game={game} />
        </div>
      </div>
    </>
  );
}

function seatsText(match: Match): string {
  return match.players.map((p) => p.name ?? (seatBot(p) ? `bot (${seatBot(p)})` : 'open')).join(', ');
}

/** Refreshes by itself every few seconds, and at once when the page comes back into view. */
const LOBBY_REFRESH_MS = 8_000;

function OpenMatches({ game }: { game: CatalogEntry }) {
  const [matches, setMatches] = useState<Match[] | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [refreshedAt, setRefreshedAt] = useState<number | null>(null);
  const [asking, setAsking] = useState<{ matchID: string; playerID: string } | null>(null);
  const [name, setName] = useState(savedPlayerName());
  const [busy, setBusy] = useState(false);
  const [tick, setTick] = useState(0);
  const navigate = useNavigate();
  const mine = new Set(mySeats(game.id).map((s) => s.matchID));

  useEffect(() => {
    let live = true;
    const refresh = () =>
      listOpenMatches(game.id).then(
        (m) => live && (setMatches(m), setRefreshedAt(Date.now())),
        (e: Error) => live && setError(e.message),
      );
    refresh();
    const timer = setInterval(refresh, LOBBY_REFRESH_MS);
    const onVisible = () => document.visibilityState === 'visible' && refresh();
    document.addEventListener('visibilitychange', onVisible);
    return () => {
      live = false;
      clearInterval(timer);
      document.removeEventListener('visibilitychange', onVisible);
    };
  }, [game.id, tick]);

  async function join(matchID: string, playerID: string, playerName: string) {
    setBusy(true);
    setError(null);
    try {
      const credentials = await joinMatch(game.id, matchID, playerID, playerName);
      savePlayerName(playerName);
      saveSeat({ game: game.id, matchID, playerID, credentials, playerName });
      navigate(`/${game.id}/match/${matchID}`);
    } catch (e) {
      setError(joinFailure((e as Error).message, playerID));
      setAsking(null);
      setTick((t) => t + 1);
    } finally {
      setBusy(false);
    }
  }

  const offered = matches ? matchesToOffer(matches, mine) : null;
  return (
    <section className="rh-panel" aria-label="Open matches">
      <h2>Open matches</h2>
      {error && (
        <p className="rh-error" role="alert">
          {error}
        </p>
      )}
      {offered === null && !error && <p className="rh-muted">Looking for matches…</p>}
      {offered?.length === 0 && <p className="rh-muted">No open matches with a free seat. Create one!</p>}
      {offered && offered.length > 0 && (
        <ul className="rh-match-list">
          {offered.map((m) => {
            const free = freeSeats(m);
            const seat = String(free[0].id);
            const askingHere = asking?.matchID === m.matchID;
            return (
              <li key={m.matchID} data-match={m.matchID}>
                <span>
                  <strong>{m.players.length} players</strong> · {seatsText(m)} · {free.length} free
                  {m.createdAt ? <span className="rh-meta"> · created {whenText(m.createdAt)}</span> : null}
                </span>
                {askingHere ? (
                  // Join asks for the name here, then takes the seat: no detour through watching.
                  <form
                    className="rh-inline"
                    onSubmit={(e) => {
                      e.preventDefault();
                      if (name.trim()) join(m.matchID, asking.playerID, name.trim());
                    }}
                  >
                    <label className="rh-inline">
                      <span>Your name</span>
                      <input value={name} maxLength={24} autoFocus required onChange={(e) => setName(e.target.value)} />
                    </label>
                    <button type="submit" className="rh-button rh-primary" disabled={busy || !name.trim()}>
                      Take {seatLabel(asking.playerID).toLowerCase()}
                    </button>
                    <button type="button" className="rh-button" onClick={() => setAsking(null)}>
                      Cancel
                    </button>
                  </form>
                ) : (
                  <span className="rh-inline">
                    <button type="button" className="rh-button rh-primary" disabled={busy} onClick={() => setAsking({ matchID: m.matchID, playerID: seat })}>
                      Join
                    </button>
                    <Link className="rh-button" to={`/${game.id}/match/${m.matchID}`}>
                      Watch
                    </Link>
                  </span>
                )}
              </li>
            );
          })}
        </ul>
      )}
      {refreshedAt && <p className="rh-meta">The list refreshes by itself (last at {new Date(refreshedAt).toLocaleTimeString()}).</p>}
    </section>
  );
}

interface MyMatchStatus {
  text: string;
  createdAt?: number;
  updatedAt?: number;
  waiting?: boolean;
}

function MyMatches({ game }: { game: CatalogEntry }) {
  const [seats, setSeats] = useState<SeatCredentials[]>(() => mySeats(game.id));
  const [status, setStatus] = useState<Record<string, MyMatchStatus>>({});
  useEffect(() => {
    let live = true;
    for (const s of seats) {
      getMatch(game.id, s.matchID).then(
        (m) => {
          if (!live) return;
          const open = freeSeats(m).length;
          const text = m.gameover ? 'finished' : open ? `waiting for players (${open} of ${m.players.length} seats free)` : 'in progress';
          setStatus((st) => ({ ...st, [s.matchID]: { text, createdAt: m.createdAt, updatedAt: m.updatedAt, waiting: !m.gameover && open > 0 } }));
        },
        () => live && setStatus((st) => ({ ...st, [s.matchID]: { text: 'gone (the server no longer has it)' } })),
      );
    }
    return () => {
      live = false;
    };
  }, [game.id, seats]);
  if (seats.length === 0) return null;
  return (
    <section className="rh-panel" aria-label="My matches">
      <h2>My matches</h2>
      <ul className="rh-match-list">
        {seats.map((s) => {
          const st = status[s.matchID];
          return (
            <li key={s.matchID} data-match={s.matchID}>
              <span>
                {seatLabel(s.playerID)} as <strong>{s.playerName}</strong> · {st?.text ?? '…'}
                {st?.createdAt || s.joinedAt ? <span className="rh-meta"> · started {whenText(st?.createdAt ?? s.joinedAt)}</span> : null}
                {st?.updatedAt && !st.waiting ? <span className="rh-meta"> · last move {whenText(st.updatedAt)}</span> : null}
              </span>
              <span className="rh-inline">
                <Link className="rh-button rh-primary" to={`/${game.id}/match/${s.matchID}`}>
                  Open
                </Link>
                {st?.text === 'finished' && (
                  <Link className="rh-button" to={`/${game.id}/match/${s.matchID}/replay`}>
                    Replay
                  </Link>
                )}
                {st?.waiting ? (
                  <button
                    type="button"
                    className="rh-button"
                    title="Give up my seat before the match starts"
                    onClick={() =>
                      leaveMatch(game.id, s.matchID, s.playerID, s.credentials).then(
                        () => {
                          forgetSeat(game.id, s.matchID);
                          setSeats(mySeats(game.id));
                        },
                        (e: Error) => setStatus((all) => ({ ...all, [s.matchID]: { text: e.message } })),
                      )
                    }
                  >
                    Leave
                  </button>
                ) : (
                  <button
                    type="button"
                    className="rh-button"
                    title="Remove from this list"
                    onClick={() => {
                      forgetSeat(game.id, s.matchID);
                      setSeats(mySeats(game.id));
                    }}
                  >
                    Forget
                  </button>
                )}
              </span>
            </li>
          );
        })}
      </ul>
    </section>
  );
}

export function MatchPage() {
  const { matchID } = useParams();
  return (
    <WithGame>
      {(game) => (
        <WithGameModule game={game} preload={loadOnlineMatchScreen}>
          {(module) => <OnlineMatch key={matchID} game={module} matchID={matchID!} />}
        </WithGameModule>
      )}
    </WithGame>
  );
}

/** The replay of a finished online match (replay/OnlineReplay.tsx). */
export function ReplayPage() {
  const { matchID } = useParams();
  return (
    <WithGame>
      {(game) => (
        <WithGameModule game={game} preload={loadReplayScreen}>
          {(module) => <OnlineReplay key={matchID} game={module} matchID={matchID!} />}
        </WithGameModule>
      )}
    </WithGame>
  );
}

/** The replay of a local match finished on this device (replay/LocalRecordReplay.tsx). */
export function LocalReplayPage() {
  const { recordID } = useParams();
  return (
    <WithGame>
      {(game) => (
        <WithGameModule game={game} preload={loadLocalReplayScreen}>
          {(module) => <LocalRecordReplay key={recordID} game={module} recordID={recordID!} />}
        </WithGameModule>
      )}
    </WithGame>
  );
}

export function LocalPage({ mode }: { mode: Extract<MatchMode, 'local' | 'bots'> }) {
  // Keyed by the navigation too: "new match, same shuffle" links from a match to this same page,
  // and must bring its form back (the match stays saved and resumable) even with the same query.
  const navigation = useLocation().key;
  return <WithGame>{(game) => <LocalSetup key={`${mode}:${navigation}`} game={game} mode={mode} />}</WithGame>;
}

function LocalSetup({ game, mode }: { game: CatalogEntry; mode: 'local' | 'bots' }) {
  const [playing, setPlaying] = useState<SavedLocalMatch | null>(null);
  const [saved, setSaved] = useState<SavedLocalMatch | null>(() => loadLocalMatch(game.id, mode));
  const [round, setRound] = useState(0);
  // ?seed=… and the settings of "new match, same shuffle" (sameSetupQuery) fill the form, so a
  // link can replay a game as it was set up.
  const [params] = useSearchParams();
  const [initial] = useState(() => formFromQuery(game, mode, params, savedPlayerName()));
  useDocumentTitle(`${game.name} · ${mode === 'local' ? 'pass-and-play' : 'against bots'} · Railhouse`);
  if (playing)
    return (
      <WithGameModule game={game} preload={loadLocalMatchScreen}>
        {(module) => (
          <LocalMatch
            key={round}
            game={module}
            match={playing.match}
            seed={playing.seed}
            store={playing.store}
            initialSeats={playing.seats}
            mode={mode}
            persist
            onExit={() => {
              discardLocalMatch(game.id, mode);
              setSaved(null);
              setPlaying(null);
            }}
          />
        )}
      </WithGameModule>
    );
  return (
    <>
      <GameHeader game={game} here={mode === 'local' ? 'Pass-and-play' : 'Against bots'} />
      {saved && (
        <section className="rh-panel rh-narrow rh-resume">
          <strong>A match is in progress on this device</strong> ({saved.match.numPlayers} players:{' '}
          {saved.seats
            .slice(0, saved.match.numPlayers)
            .map((s) => (s.kind === 'human' ? s.name : `bot (${s.difficulty})`))
            .join(', ')}
          ).{' '}
          <span className="rh-inline">
            <button
              type="button"
              className="rh-button rh-primary"
              onClick={() => {
                setRound((r) => r + 1);
                setPlaying(saved);
              }}
            >
              Resume it
            </button>
            <button
              type="button"
              className="rh-button"
              onClick={() => {
                discardLocalMatch(game.id, mode);
                setSaved(null);
              }}
            >
              Discard it
            </button>
          </span>
        </section>
      )}
      <section className="rh-panel rh-narrow">
        <h2>{mode === 'local' ? 'Pass-and-play on this screen' : 'Play against bots'}</h2>
        <p className="rh-muted">
          {mode === 'local'
            ? game.hiddenInformation
              ? 'Everyone plays on this device. Between turns the board is hidden until the next player is ready.'
              : 'Everyone plays on this device, taking turns.'
            : 'Choose your seats; bots play the others. They think in the background, so the page stays responsive.'}
        </p>
        <NewMatchForm
          game={game}
          mode={mode}
          playerName={savedPlayerName()}
          initial={initial}
          onSubmit={(m) => {
            discardLocalMatch(game.id, mode);
            setRound((r) => r + 1);
            setPlaying({ match: m, seed: m.seed ?? randomSeed(), seats: m.seats, store: randomSeed() });
          }}
        />
      </section>
    </>
  );
}
