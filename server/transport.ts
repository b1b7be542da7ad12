// boardgame.io's socket transport with its leaks closed (see design/stack.md):
// - every outgoing message is scrubbed: the sync reply's initialState is replaced by the
//   receiving seat's own view of it, and no random-plugin data (seed, PRNG state) ever leaves;
// - only what a seat may send reaches the master: its own moves of moves the game defines, undo
//   where the game allows it, no internal actions, no events (socket-guard.ts); anything else is
//   refused with a reason, logged once per socket, and changes nothing;
// - a move's update reaches clients only after it is committed, and never when the store
//   refused it (CommitFirstPubSub with the CommitLedger);
// - a sync for a match that does not exist is dropped (boardgame.io would create and store one);
// - connections are accepted only from the server's own origin and the configured ORIGINS
//   (boardgame.io misspells socket.io's cors option, and CORS alone never guards websockets);
// - a socket whose seat changed hands since it synced (leave, bot, resign) is told
//   `seat-revoked` and disconnected, never sent the seat's view again (seat-changes.ts).
import type { IncomingMessage } from 'node:http';
import { SocketIO, type GenericPubSub } from 'boardgame.io/server';
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { Game, State } from 'boardgame.io';
import type { RailhouseStorage } from './storage/types';
import { CommitFirstPubSub, type CommitLedger } from './pubsub';
import { clientRules, label, MatchFactsCache, packetRefusal, type ClientRules } from './socket-guard';
import { RateLimiter } from './limits';
import type { ClientCounters } from './client-counters';
import { credentialsMatch } from './auth';
import { CurrentSeatCredentials, type SeatChange, type SeatChanges, type SeatCredentialMap } from './seat-changes';

/** boardgame.io's record of a synced socket (SocketIO's clientInfo values). */
interface BoundClient {
  socket: any;
  matchID: string;
  playerID: string | null | undefined;
  credentials: string | undefined;
}

/** What a socket whose seat changed hands is sent before it is disconnected: `(matchID, playerID)`. */
export const SEAT_REVOKED = 'seat-revoked';

export interface OriginPolicy {
  /** Explicitly allowed origins (ORIGINS plus this server's own addresses). */
  allowed: string[];
}

/** True when a browser page at `origin` may talk to this server (reached at `host`). */
export function isOriginAllowed(policy: OriginPolicy, origin: string | undefined, host: string | undefined): boolean {
  // Non-browser clients (bots, tools) send no Origin; browsers always do on cross-origin requests.
  if (!origin) return true;
  if (policy.allowed.includes(origin)) return true;
  try {
    return host !== undefined && new URL(origin).host === host;
  } catch {
    return false;
  }
}

function scrubState(state: State | undefined): State | undefined {
  if (!state || typeof state !== 'object') return state;
  let out: any = state;
  if (out.plugins && out.plugins.random && Object.keys(out.plugins.random).length > 0) {
    // The shape boardgame.io's own player view gives it: present, without data.
    out = { ...out, plugins: { ...out.plugins, random: {} } };
  }
  if (out.ctx && '_random' in out.ctx) {
    const { _random, ...ctx } = out.ctx;
    out = { ...out, ctx };
  }
  return out;
}

function isSecretPath(p: unknown): boolean {
  return typeof p === 'string' && (p.includes('/plugins/random') || p.includes('/_random'));
}

/**
 * A packet socket.io cannot decode (`4`, a binary placeholder without its attachment, `42["x"]`
 * on a namespace the socket never joined…) makes socket.io emit 'error' on each of that
 * connection's sockets, then close the connection. Every socket.io socket is born with a no-op
 * 'error' listener for that. koa-socket-2, which boardgame.io attaches, serves the default
 * namespace '/' with its own listener registry and calls removeAllListeners() on each new socket
 * of it (and again whenever a koa-socket-2 listener is added), so a socket of '/' had no 'error'
 * listener, and EventEmitter throws an 'error' nobody listens to: two frames stopped the process.
 * Nothing of Railhouse or boardgame.io uses koa-socket-2's registry (the games are namespaces of
 * their own), so its handler comes off the default namespace; and every socket of every namespace
 * (dynamic ones included) gets a listener that logs nothing, so a bad packet only closes its own
 * connection, whatever any library does to the socket's listeners later.
 */
export function keepSocketErrorListeners(app: any) {
  const io = app._io;
  const koaSocket = app.io;
  if (koaSocket?.onConnection) io.sockets.off('connection', koaSocket.onConnection);
  const guard = (socket: any, next: (err?: Error) => void) => {
    // An own property: removeAllListeners() cannot take it away, and socket.io's Client calls it
    // instead of the prototype's emit of 'error' (which throws without a listener).
    socket._onerror = (err: unknown) => {
      if (socket.listenerCount('error') > 0) socket.emitReserved('error', err);
    };
    next();
  };
  io.sockets.use(guard);
  for (const nsp of io._nsps.values()) if (nsp !== io.sockets) nsp.use(guard);
  io.sockets.on('new_namespace', (nsp: any) => nsp.use(guard));
}

export class RailhouseSocketIO extends SocketIO {
  constructor(
    private readonly storage: RailhouseStorage,
    private readonly originPolicy: OriginPolicy,
    commitBarrier: (matchID: string) => Promise<void> | void = () => {},
    ledger?: CommitLedger,
    private readonly chatMax = 500,
    private readonly log: (msg: string) => void = (m) => console.warn(m),
    /**
     * Where committed broadcasts go to reach every process's clients (Redis); default: this
     * process only. It is told the state each sync reply carries (see redis-pubsub.ts).
     */
    private readonly delivery?: GenericPubSub<any> & { synced?(channelId: string, stateID: number): void },
    /** Put before every socket.io session ID, so a front process can route a session to its worker (cluster.ts). */
    private readonly sessionTag = '',
    /** Chat messages one seat of a match may send per minute: a flood would reach every socket of it. */
    private readonly chatPerMinute = 30,
    /**
     * Where the chat rate is counted when several processes serve one match (Redis), so a seat
     * with sockets on every process still gets one budget; default: this process.
     */
    private readonly sharedCounters?: Pick<ClientCounters, 'take'>,
    /** Where the lobby announces seats whose credentials changed (this process, and Redis's other processes). */
    seatChanges?: SeatChanges,
    /** How long a match's seat credentials are trusted without a notice (seat-changes.ts). */
    seatCredentialsMaxAgeMs?: number,
  ) {
    super({
      socketOpts: {
        cors: {
          origin: (origin: string | undefined, cb: (err: Error | null, allow?: boolean) => void) =>
            cb(null, !origin || originPolicy.allowed.includes(origin)),
        },
        allowRequest: (req: IncomingMessage, cb: (err: string | null | undefined, ok: boolean) => void) =>
          cb(null, isOriginAllowed(originPolicy, req.headers.origin, req.headers.host)),
      } as any,
      pubSub: new CommitFirstPubSub(commitBarrier, ledger, delivery),
    });
    this.chatRate = new RateLimiter(chatPerMinute, 60_000);
    this.matchFacts = new MatchFactsCache(storage);
    this.seatCredentials = new CurrentSeatCredentials(storage, seatCredentialsMaxAgeMs);
    seatChanges?.listen({
      seatChanged: (change) => this.seatChanged(change),
      noticesMissed: () => this.seatCredentials.forgetAll(),
    });
    // SocketIO declares these private (its .d.ts): replaced per instance, which its own calls reach.
    const self = this as any;
    self.subscribePubSubChannel = (matchID: string, game: Game) => this.subscribeCheckingSeats(matchID, game);
    const unsubscribe = self.unsubscribePubSubChannel.bind(this);
    self.unsubscribePubSubChannel = (matchID: string) => {
      unsubscribe(matchID);
      this.seatCredentials.drop(matchID);
    };
  }

  private readonly seatCredentials: CurrentSeatCredentials;

  private readonly chatRate: RateLimiter;
  private readonly matchFacts: MatchFactsCache;

  /** Milliseconds a seat must wait before its next chat message, or 0 (the message is counted). */
  private chatWait(seat: string): Promise<number> | number {
    return this.sharedCounters ? this.sharedCounters.take('chat', seat, this.chatPerMinute, 60_000) : this.chatRate.take(seat);
  }

  init(app: any, games: Game[], origins?: any) {
    super.init(app, games, origins);
    keepSocketErrorListeners(app);
    if (this.sessionTag) {
      const engine = app._io.engine;
      const generateId = engine.generateId.bind(engine);
      engine.generateId = (req: IncomingMessage) => this.sessionTag + generateId(req);
    }
    for (const game of games) {
      const filter = getFilterPlayerView(game);
      const rules = clientRules(game);
      app._io.of(game.name).use((socket: any, next: (err?: Error) => void) => {
        this.guard(socket, game, rules, filter);
        next();
      });
    }
  }

  /** Tells the sender why, and logs each kind of refusal once per socket (a flood logs one line). */
  private refuse(socket: any, game: Game, event: unknown, reason: string) {
    const seen: Set<string> = (socket.data.railhouseRefusals ??= new Set());
    if (!seen.has(reason) && seen.size < 20) {
      seen.add(reason);
      this.log(`refused from socket ${socket.id} (${game.name}, ${label(event)}): ${reason}`);
    }
    socket.emit('refused', { event: typeof event === 'string' ? event.slice(0, 40) : typeof event, reason });
  }

  private guard(socket: any, game: Game, rules: ClientRules, filter: ReturnType<typeof getFilterPlayerView>) {
    // Packets are checked one after another, so a slow (async) store never reorders them.
    let chain: Promise<unknown> = Promise.resolve();
    socket.use((packet: any[], next: (err?: Error) => void) => {
      chain = chain
        .then(() => packetRefusal(this.storage, game, rules, this.chatMax, packet, this.matchFacts))
        .then(async (reason) => {
          if (reason !== null) return this.refuse(socket, game, packet[0], reason);
          // Counted per seat of a match, not per socket: a seat may open many sockets.
          if (packet[0] === 'chat' && (await this.chatWait(`${packet[1]}/${packet[2].sender}`)) > 0) {
            return this.refuse(socket, game, packet[0], 'too many chat messages: wait a minute');
          }
          // The identity the sync reply's initialState is filtered for: always one this socket has proven.
          if (packet[0] === 'sync') socket.data.railhousePlayerID = packet[2] ?? null;
          next();
        })
        .catch((err) => console.error('socket packet check failed:', err));
    });

    const emit = socket.emit.bind(socket);
    socket.emit = (event: string, ...args: any[]) => {
      if (event === 'sync' && args[1]) {
        const info = args[1];
        const initialState = info.initialState
          ? scrubState((filter(socket.data.railhousePlayerID ?? null, { type: 'update', args: [args[0], info.initialState] }) as any).args[1])
          : undefined;
        args = [args[0], { ...info, state: scrubState(info.state), initialState }];
        if (typeof info.state?._stateID === 'number') this.delivery?.synced?.(`MATCH-${args[0]}`, info.state._stateID);
      } else if (event === 'update') {
        args = [args[0], scrubState(args[1]), ...args.slice(2)];
      } else if (event === 'patch') {
        const ops = Array.isArray(args[3]) ? args[3].filter((op: any) => !isSecretPath(op?.path) && !isSecretPath(op?.from)) : args[3];
        args = [args[0], args[1], args[2], ops, ...args.slice(4)];
      }
      return emit(event, ...args);
    };
  }

  /**
   * boardgame.io's broadcast, filtering each payload for the seat a socket proved at sync, with
   * one check first: that seat still holds the credentials the socket proved. A socket whose seat
   * changed hands is revoked instead, even when the notice that should have revoked it was lost.
   * The check reads the match's seats from the store only when they are not known fresh (a
   * notice, a Redis reconnect or their age forgot them); meanwhile the match's broadcasts wait,
   * in order.
   */
  private subscribeCheckingSeats(matchID: string, game: Game) {
    const filter = getFilterPlayerView(game);
    let waiting: Promise<void> | undefined;
    const deliver = (payload: any, seats: SeatCredentialMap) => {
      const room: Set<string> | undefined = this.roomInfo.get(matchID);
      if (!room) return;
      for (const socketID of [...room]) {
        const client = this.clientInfo.get(socketID) as BoundClient | undefined;
        if (!client) continue;
        if (!holdsSeat(client, seats)) {
          this.revokeSeat(client);
          continue;
        }
        const { type, args } = filter(client.playerID ?? null, payload) as { type: string; args: unknown[] };
        client.socket.emit(type, ...args);
      }
    };
    const broadcast = (payload: any) => {
      const known = waiting ? undefined : this.seatCredentials.fresh(matchID);
      if (known !== undefined) return deliver(payload, known);
      const run = (waiting ?? Promise.resolve())
        .then(() => this.seatCredentials.fresh(matchID) ?? this.seatCredentials.read(matchID))
        .then((seats) => deliver(payload, seats))
        .catch((err) => console.error(`broadcast to match ${matchID} dropped: its seats could not be read:`, err));
      waiting = run;
      void run.then(() => {
        if (waiting === run) waiting = undefined;
      });
    };
    this.pubSub.subscribe(`MATCH-${matchID}`, broadcast);
  }

  /** A seat of a match changed hands: its sockets here that proved other credentials are revoked at once. */
  private seatChanged({ matchID }: SeatChange) {
    this.seatCredentials.forget(matchID);
    if (!this.roomInfo.has(matchID)) return;
    this.seatCredentials
      .read(matchID)
      .then((seats) => {
        for (const socketID of [...(this.roomInfo.get(matchID) ?? [])]) {
          const client = this.clientInfo.get(socketID) as BoundClient | undefined;
          if (client && !holdsSeat(client, seats)) this.revokeSeat(client);
        }
      })
      .catch((err) => console.error(`seat change in match ${matchID}: its seats could not be read (its broadcasts check them again):`, err));
  }

  /**
   * Disconnects rather than demoting to a spectator: the client's state holds the seat's view and
   * its playerID, and a boardgame.io client cannot change seat on a live socket. Its re-sync with
   * the old credentials is refused (socket-guard.ts), and a socket.io client does not reconnect
   * after a server's disconnect. Forgotten first, so its disconnect changes no connection flag.
   */
  private revokeSeat(client: BoundClient) {
    (this as any).removeClient(client.socket.id);
    this.log(`seat ${client.playerID} of match ${client.matchID} changed hands: socket ${client.socket.id} disconnected`);
    client.socket.emit(SEAT_REVOKED, client.matchID, client.playerID);
    client.socket.disconnect();
  }
}

/** Whether a synced socket may still read its seat: spectators always, a seat while its credentials are the socket's. */
function holdsSeat(client: BoundClient, seats: SeatCredentialMap): boolean {
  if (client.playerID === null || client.playerID === undefined) return true;
  return seats !== null && credentialsMatch(client.credentials, seats.get(client.playerID));
}
