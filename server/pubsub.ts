// In-process pub/sub for the socket transport that delivers a match's broadcast only after the
// move that caused it is committed. boardgame.io's master broadcasts a move's update *before*
// writing it to storage; with a synchronous store the write follows in the same tick, so
// deferring delivery by a microtask means no client ever sees a state a crash could lose.
import type { GenericPubSub } from 'boardgame.io/server';

type Callback<T> = (payload: T) => void;

export class CommitFirstPubSub<T> implements GenericPubSub<T> {
  private readonly subscribers = new Map<string, Callback<T>[]>();

  constructor(private readonly barrier: () => Promise<void> | void = () => {}) {}

  subscribe(channelId: string, callback: Callback<T>): void {
    const list = this.subscribers.get(channelId) ?? [];
    list.push(callback);
    this.subscribers.set(channelId, list);
  }

  publish(channelId: string, payload: T): void {
    void Promise.resolve()
      .then(this.barrier)
      .then(() => {
        for (const callback of this.subscribers.get(channelId) ?? []) callback(payload);
      })
      .catch((err) => console.error(`broadcast on ${channelId} failed:`, err));
  }

  unsubscribeAll(channelId: string): void {
    this.subscribers.delete(channelId);
  }
}
