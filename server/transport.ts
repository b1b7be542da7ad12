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
//   (boardgame.io misspells socket.io's cors option, and CORS alone never guards websockets).
import type { IncomingMessage } from 'node:http';
import { SocketIO, type GenericPubSub } from 'boardgame.io/server';
import { getFilterPlayerView } from 'boardgame.io/internal';
import type { Game, State } from 'boardgame.io';
import type { RailhouseStorage } from './storage/types';
import { CommitFirstPubSub, type CommitLedger } from './pubsub';
import { clientRules, label, MatchFactsCache, packetRefusal, type ClientRules } from './socket-guard';
import { RateLimiter } from './limits';
import type { ClientCounters } from './client-counters';

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
  }

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
}
