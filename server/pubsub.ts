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
 * For an asynchronous store: a view of it that remembers each match's writes in flight, and a
 * barrier that resolves once they are done (failed writes included: the failure is logged by
 * whoever awaited the write, and clients then see what the store now holds on their next sync).
 */
export function trackWrites<S extends object>(store: S): { store: S; barrier: (matchID: string) => Promise<void> } {
  const pending = new Map<string, Set<Promise<unknown>>>();
  const track = (matchID: string, p: Promise<unknown>) => {
    const set = pending.get(matchID) ?? new Set();
    pending.set(matchID, set);
    const done = p.then(
      () => {},
      () => {},
    );
    set.add(done);
    void done.then(() => {
      set.delete(done);
      if (set.size === 0 && pending.get(matchID) === set) pending.delete(matchID);
    });
  };
  const proxy = new Proxy(store, {
    get(target, prop, receiver) {
      const value = Reflect.get(target, prop, receiver);
      if ((prop === 'setState' || prop === 'setMetadata' || prop === 'createMatch' || prop === 'wipe') && typeof value === 'function') {
        return (matchID: string, ...rest: unknown[]) => {
          const result = value.call(target, matchID, ...rest);
          if (result && typeof (result as Promise<unknown>).then === 'function') track(matchID, result as Promise<unknown>);
          return result;
        };
      }
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const barrier = async (matchID: string) => {
    const set = pending.get(matchID);
    if (set) await Promise.all([...set]);
  };
  return { store: proxy, barrier };
}
