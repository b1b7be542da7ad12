// In-process pub/sub for the socket transport that delivers a match's broadcast only after the
// move that caused it is committed. boardgame.io's master broadcasts a move's update *before*
// writing it to storage; with a synchronous store the write follows in the same tick, so
// deferring delivery by a microtask means no client ever sees a state a crash could lose. With
// an asynchronous store, the barrier waits for the match's pending writes (see trackWrites).
import type { GenericPubSub } from 'boardgame.io/server';

type Callback<T> = (payload: T) => void;

export class CommitFirstPubSub<T> implements GenericPubSub<T> {
  private readonly subscribers = new Map<string, Callback<T>[]>();

  constructor(private readonly barrier: (matchID: string) => Promise<void> | void = () => {}) {}

  subscribe(channelId: string, callback: Callback<T>): void {
    const list = this.subscribers.get(channelId) ?? [];
    list.push(callback);
    this.subscribers.set(channelId, list);
  }

  publish(channelId: string, payload: T): void {
    const matchID = channelId.startsWith('MATCH-') ? channelId.slice('MATCH-'.length) : channelId;
    void Promise.resolve()
      .then(() => this.barrier(matchID))
      .then(() => {
        for (const callback of this.subscribers.get(channelId) ?? []) callback(payload);
      })
      .catch((err) => console.error(`broadcast on ${channelId} failed:`, err));
  }

  unsubscribeAll(channelId: string): void {
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
  const WRITES = new Set<PropertyKey>(['setState', 'setMetadata', 'createMatch', 'wipe']);
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
