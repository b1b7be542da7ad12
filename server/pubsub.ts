// In-process pub/sub for the socket transport that delivers a match's broadcast only after the
// move that caused it is committed. boardgame.io's master broadcasts a move's update *before*
// writing it to storage; with a synchronous store the write follows in the same tick, so
// deferring delivery by a microtask means no client ever sees a state a crash could lose. With
// an asynchronous store, the barrier waits for the match's pending writes (see trackWrites).
import type { GenericPubSub } from 'boardgame.io/server';

type Callback<T> = (payload: T) => void;

/**
 * What the store answered to each state write, until the broadcast of that state asks. The master
 * broadcasts before it writes, and the store may refuse the write (not newer than what it holds:
 * another process got there first, or a client forged it): such a state must never go out.
 */
export class CommitLedger {
  // Keyed by the state's ctx object, which the broadcast and the write of one master step share
  // (the master writes `{ ...state }` less its deltalog) and no other step does. A stateID would
  // not do: a refused move writes the unchanged stateID again, and could overwrite the answer
  // for the legal state of that ID before its broadcast asked.
  private readonly outcomes = new WeakMap<object, Promise<boolean>>();

  record(state: unknown, outcome: Promise<boolean>) {
    const key = (state as { ctx?: unknown } | null)?.ctx;
    if (typeof key === 'object' && key !== null) this.outcomes.set(key, outcome);
  }

  /** Whether the store took `state` (false when it never heard of it). */
  async take(state: unknown): Promise<boolean> {
    const key = (state as { ctx?: unknown } | null)?.ctx;
    if (typeof key !== 'object' || key === null) return false;
    const outcome = this.outcomes.get(key);
    this.outcomes.delete(key);
    return outcome === undefined ? false : outcome;
  }
}

/** The state a broadcast carries: an update's state, or a patch's new state. */
export function broadcastState(payload: any): { _stateID?: unknown } | undefined {
  if (payload?.type === 'update') return payload.args?.[1];
  if (payload?.type === 'patch') return payload.args?.[3];
  return undefined;
}

/**
 * A view of `store` whose setState tells `ledger` whether it stored the state. SQLite answers
 * true or false; a store that answers nothing (void) stored it unless it threw.
 */
export function recordCommits<S extends object>(store: S, ledger: CommitLedger): S {
  return new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (prop !== 'setState' || typeof value !== 'function') return value;
      return (matchID: string, state: any, ...rest: unknown[]) => {
        let result: unknown;
        try {
          result = value.call(target, matchID, state, ...rest);
        } catch (err) {
          ledger.record(state, Promise.resolve(false));
          throw err;
        }
        const outcome = Promise.resolve(result).then(
          (r) => r !== false,
          () => false,
        );
        ledger.record(state, outcome);
        return result;
      };
    },
  });
}

/**
 * Delivers a broadcast only once its state is committed, and never one the store refused. By
 * default to this process's own subscribers; given `downstream` (Redis, for several processes),
 * it publishes there instead and leaves delivery, to every process, to it. A match's broadcasts
 * leave in the order they were made, even when an earlier one waits longer for its commit.
 */
export class CommitFirstPubSub<T> implements GenericPubSub<T> {
  private readonly subscribers = new Map<string, Callback<T>[]>();
  private readonly tails = new Map<string, Promise<void>>();

  constructor(
    private readonly barrier: (matchID: string) => Promise<void> | void = () => {},
    private readonly ledger?: CommitLedger,
    private readonly downstream?: GenericPubSub<T>,
  ) {}

  subscribe(channelId: string, callback: Callback<T>): void {
    if (this.downstream) return this.downstream.subscribe(channelId, callback);
    const list = this.subscribers.get(channelId) ?? [];
    list.push(callback);
    this.subscribers.set(channelId, list);
  }

  publish(channelId: string, payload: T): void {
    const matchID = channelId.startsWith('MATCH-') ? channelId.slice('MATCH-'.length) : channelId;
    const state = broadcastState(payload);
    const tail = (this.tails.get(channelId) ?? Promise.resolve())
      .then(() => this.barrier(matchID))
      .then(async () => {
        if (this.ledger && state && typeof state._stateID === 'number' && !(await this.ledger.take(state))) {
          console.warn(`not broadcast: state ${state._stateID} of match ${matchID} was not stored`);
          return;
        }
        if (this.downstream) await this.downstream.publish(channelId, payload);
        else for (const callback of this.subscribers.get(channelId) ?? []) callback(payload);
      })
      .catch((err) => console.error(`broadcast on ${channelId} failed:`, err));
    this.tails.set(channelId, tail);
    void tail.then(() => {
      if (this.tails.get(channelId) === tail) this.tails.delete(channelId);
    });
  }

  unsubscribeAll(channelId: string): void {
    if (this.downstream) return this.downstream.unsubscribeAll(channelId);
    this.subscribers.delete(channelId);
  }
}

/**
 * For an asynchronous store: a view of it that remembers each match's writes in flight (the
 * barrier resolves once they are done, failed ones included) and every call in flight (drain
 * resolves once none is left, so the store can be closed without cutting one off).
 */
export function trackWrites<S extends object>(
  store: S,
): { store: S; barrier: (matchID: string) => Promise<void>; drain: () => Promise<void> } {
  const pending = new Map<string, Set<Promise<void>>>();
  const inFlight = new Set<Promise<void>>();
  const settle = (p: Promise<unknown>) =>
    p.then(
      () => {},
      () => {},
    );
  const trackWrite = (matchID: string, done: Promise<void>) => {
    const set = pending.get(matchID) ?? new Set();
    pending.set(matchID, set);
    set.add(done);
    void done.then(() => {
      set.delete(done);
      if (set.size === 0 && pending.get(matchID) === set) pending.delete(matchID);
    });
  };
  const WRITES = new Set<PropertyKey>(['setState', 'setMetadata', 'createMatch', 'wipe', 'createMatchWithBotSeats', 'setMetadataWithBotSeat']);
  const proxy = new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        const result = value.apply(target, args);
        if (result && typeof (result as Promise<unknown>).then === 'function') {
          const done = settle(result as Promise<unknown>);
          inFlight.add(done);
          void done.then(() => inFlight.delete(done));
          if (WRITES.has(prop) && typeof args[0] === 'string') trackWrite(args[0], done);
        }
        return result;
      };
    },
  });
  const barrier = async (matchID: string) => {
    const set = pending.get(matchID);
    if (set) await Promise.all([...set]);
  };
  const drain = async () => {
    // A finished call may start another (fetch, then setMetadata): wait until none is left.
    while (inFlight.size > 0) {
      await Promise.all([...inFlight]);
      await new Promise((r) => setTimeout(r, 10));
    }
  };
  return { store: proxy, barrier, drain };
}
