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
import { DEFAULT_LIMITS, RateLimiter } from './limits';
import { MemoryClientCounters, type ClientCounters } from './client-counters';
import { asClient, ClientLogLimiter } from './log-limiter';

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
    private readonly sharedCounters?: Pick<ClientCounters, 'take' | 'holdSlot' | 'releaseSlot'>,
    /** Where the lobby announces seats whose credentials changed (this process, and Redis's other processes). */
    seatChanges?: SeatChanges,
    /** How long a match's seat credentials are trusted without a notice (seat-changes.ts). */
    seatCredentialsMaxAgeMs?: number,
    /** What one client, socket and seat may ask of the server at most (storms and floods; limits.ts). */
    private readonly storm: StormLimits = DEFAULT_STORM_LIMITS,
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
    this.seatSyncRate = new RateLimiter(storm.syncsPerSeatPerMinute, 60_000);
    this.socketSlots = sharedCounters ?? new MemoryClientCounters();
    this.clientLog = new ClientLogLimiter(storm.logLinesPerClientPerMinute, 60_000, log);
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
      app._io.of(game.name).use((socket: any, next: (err?: Error) => void) => this.admitSocket(socket, next));
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
      this.clientLog.line(clientAddressOf(socket), `refused from socket ${socket.id} (${game.name}, ${label(event)}): ${reason}`);
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
          const tooManySyncs = packet[0] === 'sync' ? await this.syncRateRefusal(socket, packet) : null;
          if (tooManySyncs !== null) return this.refuse(socket, game, packet[0], tooManySyncs);
          // Counted per seat of a match, not per socket: a seat may open many sockets.
          if (packet[0] === 'chat' && (await this.chatWait(`${packet[1]}/${packet[2].sender}`)) > 0) {
            return this.refuse(socket, game, packet[0], 'too many chat messages: wait a minute');
          }
          // The identity the sync reply's initialState is filtered for: always one this socket has proven.
          if (packet[0] === 'sync') socket.data.railhousePlayerID = packet[2] ?? null;
          if (packet[0] === 'sync' && (await this.answerQuietResync(socket, game, filter, packet))) return;
          asClient(this.clientLog, clientAddressOf(socket), next);
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

  // ---- Storms and floods (issue 46 §4): sockets per client, syncs per socket and per seat, a
  // re-sync that changes nothing, log lines per client. Kept apart from the rest of the class.

  private readonly seatSyncRate: RateLimiter;
  private readonly socketSlots: Pick<ClientCounters, 'holdSlot' | 'releaseSlot'>;
  private readonly clientLog: ClientLogLimiter;
  /** Tells this process's sockets apart from another's in the shared socket count. */
  private readonly processTag = `${process.pid}.${Math.random().toString(36).slice(2, 10)}`;

  /**
   * Namespace middleware: a game socket takes one of its client's SOCKETS_PER_CLIENT slots (over
   * every process with Redis) until it disconnects; past them the socket is refused (socket.io's
   * connect_error, with the reason as its message). A hundred sockets from one address each
   * re-syncing one seat made the storm of issue 46.
   */
  private async admitSocket(socket: any, next: (err?: Error) => void) {
    const client = clientAddressOf(socket);
    const holder = `${this.processTag}/${socket.nsp.name}/${socket.id}`;
    const max = this.storm.socketsPerClient;
    let held: boolean;
    try {
      held = await this.socketSlots.holdSlot('sockets', client, holder, max);
    } catch (err) {
      console.error('socket slot not counted:', err);
      held = true;
    }
    if (!held) {
      this.clientLog.line(client, `refused a socket of ${socket.nsp.name} from ${client}: more than ${max} open`);
      const refusal: Error & { data?: unknown } = new Error(`too many open sockets from your address (at most ${max}): close some tabs, or wait for old connections to end`);
      refusal.data = { reason: refusal.message };
      return next(refusal);
    }
    let released = false;
    const release = () => {
      if (released) return;
      released = true;
      void this.socketSlots.releaseSlot('sockets', client, holder);
    };
    // A connection that closed while the slot was being taken never gets a 'disconnect' (socket.io
    // drops the socket silently): the slot goes back with the connection, whichever ends first.
    socket.once('disconnect', release);
    socket.conn.once('close', release);
    if (socket.conn.readyState !== 'open') release();
    next();
  }

  /**
   * A sync re-reads the whole match (state, log, initial state) and boardgame.io follows each with
   * a connection-flag write and a broadcast to every socket of the match: null when this one may
   * go ahead (and is counted), else why not. Counted per socket (in this process: a socket lives
   * on one) and per seat of a match (in Redis when there is one: a seat's sockets may be on
   * every process). Only syncs that proved their seat reach this, so nobody else can use up a
   * seat's syncs.
   */
  private async syncRateRefusal(socket: any, packet: any[]): Promise<string | null> {
    const perSocket: { start: number; count: number } = (socket.data.railhouseSyncWindow ??= { start: Date.now(), count: 0 });
    if (Date.now() - perSocket.start >= 60_000) Object.assign(perSocket, { start: Date.now(), count: 0 });
    if (perSocket.count >= this.storm.syncsPerSocketPerMinute) {
      return `too many syncs on this socket (at most ${this.storm.syncsPerSocketPerMinute} a minute)`;
    }
    perSocket.count++;
    const [, matchID, playerID] = packet;
    if (playerID === null || playerID === undefined) return null;
    const seat = `${matchID}/${playerID}`;
    const max = this.storm.syncsPerSeatPerMinute;
    const waitMs = this.sharedCounters ? await this.sharedCounters.take('sync', seat, max, 60_000) : this.seatSyncRate.take(seat);
    return waitMs > 0 ? `too many syncs of seat ${playerID} of this match (at most ${max} a minute): wait ${Math.ceil(waitMs / 1000)} s` : null;
  }

  /**
   * Answers a seat's sync itself, without boardgame.io's handler, when the seat is already marked
   * connected: the handler would write the same flag again and broadcast the match's metadata to
   * every socket of the match, for nothing. This is what made a storm of re-syncs cost
   * sockets × syncs broadcasts. The reply is the one the master sends (its onSync), and the socket
   * is registered for the match's updates as the handler registers it. False (the handler runs)
   * for a spectator (the handler writes nothing for one), a match without a state, or a seat whose
   * flag is down.
   */
  private async answerQuietResync(socket: any, game: Game, filter: ReturnType<typeof getFilterPlayerView>, packet: any[]): Promise<boolean> {
    const [, matchID, playerID, credentials] = packet;
    if (typeof playerID !== 'string') return false;
    const { state, metadata, log, initialState } = await this.storage.fetch(matchID, { state: true, metadata: true, log: true, initialState: true });
    if (!state || !metadata || metadata.players[playerID as any]?.isConnected !== true) return false;
    const framework = this as any;
    const registered = framework.clientInfo.get(socket.id);
    const alreadyHere = registered?.matchID === matchID && registered?.playerID === playerID && registered?.credentials === credentials;
    socket.join(matchID);
    if (!alreadyHere) framework.removeClient(socket.id);
    const filteredMetadata = Object.values(metadata.players).map(({ credentials: _secret, ...seat }: any) => seat);
    const reply = filter(playerID, { type: 'sync', args: [matchID, { state, log, filteredMetadata, initialState }] } as any) as any;
    socket.emit(reply.type, ...reply.args);
    if (!alreadyHere) framework.addClient({ socket, matchID, playerID, credentials }, game);
    return true;
  }

  /** Writes the summaries of log lines dropped so far (the server is closing). */
  closeFloodGuards() {
    this.clientLog.close();
  }
}

/** Whether a synced socket may still read its seat: spectators always, a seat while its credentials are the socket's. */
function holdsSeat(client: BoundClient, seats: SeatCredentialMap): boolean {
  if (client.playerID === null || client.playerID === undefined) return true;
  return seats !== null && credentialsMatch(client.credentials, seats.get(client.playerID));
}

export interface StormLimits {
  socketsPerClient: number;
  syncsPerSocketPerMinute: number;
  syncsPerSeatPerMinute: number;
  logLinesPerClientPerMinute: number;
}

export const DEFAULT_STORM_LIMITS: StormLimits = {
  socketsPerClient: DEFAULT_LIMITS.SOCKETS_PER_CLIENT,
  syncsPerSocketPerMinute: DEFAULT_LIMITS.SYNCS_PER_SOCKET_PER_MINUTE,
  syncsPerSeatPerMinute: DEFAULT_LIMITS.SYNCS_PER_SEAT_PER_MINUTE,
  logLinesPerClientPerMinute: DEFAULT_LIMITS.LOG_LINES_PER_CLIENT_PER_MINUTE,
};

/** The client's address, as the lobby's per-client limits see it (lobby.ts clientKey). */
function clientAddressOf(socket: any): string {
  return socket.handshake?.address || socket.conn?.remoteAddress || 'unknown';
}
