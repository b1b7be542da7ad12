// An online match. With my credentials (from localStorage) I play my seat and a reload rejoins;
// without them I watch, and may take a free seat.
import { useEffect, useReducer, useRef, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { Client } from 'boardgame.io/client';
import { SocketIO } from 'boardgame.io/multiplayer';
import type { GameModule } from '../../games/kit/types';
import { MatchScreen, type BgioClient } from './MatchScreen';
import { findSeat, forgetSeat, savePlayerName, saveSeat, savedPlayerName, type SeatCredentials } from './credentials';
import { SERVER, getMatch, handSeatToBot, joinMatch, resign, seatBot, type Match } from './api';
import type { SeatInfo } from '../kit/SeatList';
import { InviteLink } from './InviteLink';
import { ChatPanel } from './chat';
import { onSeatRevoked, SEAT_REVOKED_NOTICE } from './seatRevoked';

export function OnlineMatch({ game, matchID }: { game: GameModule; matchID: string }) {
  const [seat, setSeat] = useState<SeatCredentials | undefined>(() => findSeat(game.id, matchID));
  const [meta, setMeta] = useState<Match | null>(null);
  const [metaError, setMetaError] = useState<string | null>(null);
  const [client, setClient] = useState<BgioClient | null>(null);
  const [, bump] = useReducer((x: number) => x + 1, 0);
  const [notice, setNotice] = useState<string | null>(null);
  // Set while this page itself resigns or hands the seat to a bot: the server revokes this socket
  // too, and the page's own message says what happened better than the revocation's.
  const givingUpSeat = useRef(false);
  const navigate = useNavigate();

  // The lobby's view of the match: seat count, names, bots. Refreshed now and then for free seats.
  useEffect(() => {
    let live = true;
    const refresh = () =>
      getMatch(game.id, matchID).then(
        (m) => live && (setMeta(m), setMetaError(null)),
        (e: Error) => live && setMetaError(e.message),
      );
    refresh();
    const timer = setInterval(refresh, 15_000);
    return () => {
      live = false;
      clearInterval(timer);
    };
  }, [game.id, matchID]);

  const numPlayers = meta?.players.length ?? 0;
  useEffect(() => {
    if (!numPlayers) return;
    const c = Client({
      game: game.game,
      numPlayers,
      multiplayer: SocketIO({ server: SERVER }),
      matchID,
      playerID: seat?.playerID,
      credentials: seat?.credentials,
      debug: false,
    });
    c.subscribe(() => bump());
    c.start();
    let current = true;
    if (seat) {
      // The saved credentials are dead: watching is all that is left (the server has disconnected this socket).
      onSeatRevoked(c, () => {
        if (!current) return;
        forgetSeat(game.id, matchID);
        setSeat(undefined);
        if (!givingUpSeat.current) setNotice(SEAT_REVOKED_NOTICE);
      });
    }
    setClient(c);
    return () => {
      current = false;
      c.stop();
    };
  }, [game, matchID, numPlayers, seat]);

  if (metaError && !meta) {
    return (
      <section className="rh-panel">
        <h2>This match cannot be opened</h2>
        <p>{metaError}</p>
        <p>An invite link works only while its match exists. Open matches are listed in the lobby.</p>
        <p className="rh-inline">
          <Link className="rh-button rh-primary" to={`/${game.id}`}>
            Back to the {game.name} lobby
          </Link>
          <Link className="rh-button" to="/">
            All games
          </Link>
        </p>
      </section>
    );
  }
  if (!meta || !client) return <p className="rh-muted">Connecting to the match…</p>;

  const state = client.getState();
  const live = (client.matchData ?? []) as { id: number; name?: string; isConnected?: boolean; data?: any }[];
  // The socket's seats are newer than the lobby's (polled every 15 s): where it has a seat, its name
  // and data stand, even when absent (a seat freed since the lobby was read has no name).
  const players = meta.players.map((p) => {
    const now = live.find((l) => l.id === p.id);
    return now ? { ...p, name: now.name, data: now.data, ...now } : p;
  });
  const playerNames: Record<string, string> = Object.fromEntries(
    players.map((p) => [String(p.id), p.name ?? (seatBot(p) ? `Bot ${p.id + 1}` : `Seat ${p.id + 1} (open)`)]),
  );
  const seats: SeatInfo[] = players.map((p) => ({
    id: String(p.id),
    name: playerNames[String(p.id)],
    connected: p.isConnected,
    bot: seatBot(p),
    resigned: p.data?.resigned === true,
    me: seat?.playerID === String(p.id),
    empty: !p.name && !seatBot(p),
  }));
  const freeSeats = seats.filter((s) => s.empty);
  const inviteLink = `${window.location.origin}/${game.id}/match/${matchID}`;

  const joinPanel = !seat && freeSeats.length > 0 && (
    <JoinSeat
      freeSeats={freeSeats.map((s) => s.id)}
      onJoin={async (playerID, name) => {
        const credentials = await joinMatch(game.id, matchID, playerID, name);
        savePlayerName(name);
        givingUpSeat.current = false;
        const mine = { game: game.id, matchID, playerID, credentials, playerName: name, joinedAt: Date.now() };
        saveSeat(mine);
        setSeat(mine);
      }}
    />
  );

  const invite = freeSeats.length > 0 && <InviteLink link={inviteLink} />;

  if (!state) {
    return (
      <section className="rh-panel">
        <h2>{game.name}</h2>
        {seat ? (
          <>
            <p>Joining your seat… If this does not finish, the server may have refused your saved seat.</p>
            <button
              type="button"
              className="rh-button"
              onClick={() => {
                forgetSeat(game.id, matchID);
                setSeat(undefined);
              }}
            >
              Forget my seat and watch
            </button>
          </>
        ) : (
          <p>Connecting…</p>
        )}
        {joinPanel}
        {invite}
      </section>
    );
  }

  const viewer = seat?.playerID ?? null;
  // The match may start before everyone has joined; until then the invite leads the page.
  const waiting = freeSeats.length > 0 && !state.ctx.gameover && (
    <section className="rh-panel rh-waiting" aria-label="Waiting for players">
      <h2>Waiting for players: share this invite link</h2>
      <p>
        {freeSeats.length === 1 ? 'One seat is' : `${freeSeats.length} seats are`} still open (
        {freeSeats.map((s) => `seat ${Number(s.id) + 1}`).join(', ')}). Whoever opens the link can take
        {freeSeats.length === 1 ? ' it' : ' one'}; the match goes on as soon as they join.
      </p>
      {invite}
    </section>
  );
  return (
    <>
      {joinPanel}
      <MatchScreen
        game={game}
        client={client}
        state={state}
        viewer={viewer}
        seats={seats}
        playerNames={playerNames}
        banner={waiting}
        offline={!state.isConnected}
        aside={<ChatPanel matchID={matchID} viewer={viewer} playerNames={playerNames} messages={client.chatMessages} send={client.sendChatMessage} />}
        notice={
          notice ??
          (!state.isConnected ? 'Connection lost: reconnecting…' : viewer == null ? 'You are watching this match.' : undefined)
        }
        controls={{
          onResign: seat
            ? () => {
                if (!window.confirm('Resign this match?')) return;
                givingUpSeat.current = true;
                resign(game.id, matchID, seat.playerID, seat.credentials).then(
                  () => {
                    // The server gives the seat to an easy bot that plays on; my credentials end.
                    forgetSeat(game.id, matchID);
                    setSeat(undefined);
                    setNotice('You resigned. An easy bot plays your seat to the end; you are watching.');
                  },
                  (e: Error) => {
                    givingUpSeat.current = false;
                    setNotice(e.message);
                  },
                );
              }
            : undefined,
          onHandToBot: seat
            ? (difficulty) => {
                givingUpSeat.current = true;
                handSeatToBot(game.id, matchID, seat.playerID, seat.credentials, difficulty).then(
                  () => {
                    forgetSeat(game.id, matchID);
                    setSeat(undefined);
                    setNotice(`${difficulty === "easy" ? "An" : "A"} ${difficulty} bot now plays your seat; you are watching.`);
                  },
                  (e: Error) => {
                    givingUpSeat.current = false;
                    setNotice(e.message);
                  },
                );
              }
            : undefined,
          primary: state.ctx.gameover && (
            <Link className="rh-button rh-primary" to={`/${game.id}/match/${matchID}/replay`}>
              Replay
            </Link>
          ),
          extra: (
            <>
              {!waiting && invite}
              <button type="button" className="rh-button" onClick={() => navigate(`/${game.id}`)}>
                Lobby
              </button>
            </>
          ),
        }}
      />
    </>
  );
}

function JoinSeat({ freeSeats, onJoin }: { freeSeats: string[]; onJoin: (playerID: string, name: string) => Promise<void> }) {
  const [name, setName] = useState(savedPlayerName());
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  return (
    <form
      className="rh-panel rh-join"
      onSubmit={async (e) => {
        e.preventDefault();
        const seatId = (e.nativeEvent as SubmitEvent).submitter?.getAttribute('value') ?? freeSeats[0];
        if (!name.trim()) {
          setError('Enter your name to take a seat.');
          return;
        }
        setBusy(true);
        try {
          await onJoin(seatId, name.trim());
          setError(null);
        } catch (err) {
          setError((err as Error).message);
        } finally {
          setBusy(false);
        }
      }}
    >
      <strong>A seat is free.</strong>
      <label className="rh-inline">
        <span>Your name</span>
        <input value={name} maxLength={30} onChange={(e) => setName(e.target.value)} />
      </label>
      {freeSeats.map((id) => (
        <button key={id} type="submit" value={id} className="rh-button rh-primary" disabled={busy}>
          Take seat {Number(id) + 1}
        </button>
      ))}
      {error && (
        <span className="rh-error" role="alert">
          {error}
        </span>
      )}
    </form>
  );
}
