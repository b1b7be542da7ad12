// boardgame.io's GenericPubSub over Redis (ioredis), so that several server processes on one
// database deliver every match's updates to all their clients. Two connections: a subscriber
// connection is in subscribe mode and can send nothing else, so publishing needs its own.
// Payloads travel as JSON. Nothing here decides what may be broadcast: the transport's
// CommitFirstPubSub checks each state against the store's answer in the process that wrote it
// and only then publishes here (a refused state never reaches Redis).
//
// Redis delivers the messages of one publisher connection in the order they were published. A
// match's moves may come through different processes, though, so this process also delivers a
// match's states in increasing _stateID only: a state older than one already delivered (or a
// repeat) is dropped, never shown after a newer one.
import { Redis } from 'ioredis';
import type { GenericPubSub } from 'boardgame.io/server';
import { broadcastState } from './pubsub';

type Callback<T> = (payload: T) => void;

export interface RedisPubSubOptions {
  /** Put before every channel name, so deployments (or test runs) sharing one Redis stay apart. */
  channelPrefix?: string;
  log?: (msg: string) => void;
}

export class RedisPubSub<T> implements GenericPubSub<T> {
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, Callback<T>[]>();
  /** Per subscribed channel, the newest _stateID delivered to this process's clients. */
  private readonly delivered = new Map<string, number>();
  private readonly prefix: string;
  private readonly log: (msg: string) => void;

  constructor(url: string, opts: RedisPubSubOptions = {}) {
    this.prefix = opts.channelPrefix ?? 'railhouse:';
    this.log = opts.log ?? ((m) => console.warn(m));
    this.publisher = new Redis(url, { lazyConnect: true });
    this.subscriber = new Redis(url, { lazyConnect: true });
    // ioredis reconnects by itself (and subscribes again); a lost connection is logged, not thrown.
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (err) => this.log(`Redis: ${err.message}`));
    }
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
  }

  /** Connects both connections; rejects when Redis does not answer, so a server does not start half-wired. */
  async connect(): Promise<void> {
    try {
      await Promise.all([this.publisher.connect(), this.subscriber.connect()]);
      await this.publisher.ping();
    } catch (err) {
      // Otherwise ioredis keeps retrying in the background and the process never exits.
      this.publisher.disconnect();
      this.subscriber.disconnect();
      throw new Error(`Redis does not answer: ${(err as Error).message}`);
    }
  }

  publish(channelId: string, payload: T): Promise<void> {
    return this.publisher.publish(this.prefix + channelId, JSON.stringify(payload)).then(
      () => {},
      (err) => this.log(`Redis: publish on ${channelId} failed: ${err.message}`),
    );
  }

  subscribe(channelId: string, callback: Callback<T>): void {
    const list = this.callbacks.get(channelId);
    if (list) {
      list.push(callback);
      return;
    }
    this.callbacks.set(channelId, [callback]);
    this.subscriber.subscribe(this.prefix + channelId).catch((err) => this.log(`Redis: subscribe to ${channelId} failed: ${err.message}`));
  }

  unsubscribeAll(channelId: string): void {
    if (!this.callbacks.delete(channelId)) return;
    this.delivered.delete(channelId);
    this.subscriber.unsubscribe(this.prefix + channelId).catch((err) => this.log(`Redis: unsubscribe from ${channelId} failed: ${err.message}`));
  }

  private receive(channel: string, message: string) {
    if (!channel.startsWith(this.prefix)) return;
    const channelId = channel.slice(this.prefix.length);
    const callbacks = this.callbacks.get(channelId);
    if (!callbacks) return;
    let payload: T;
    try {
      payload = JSON.parse(message);
    } catch {
      this.log(`Redis: a message on ${channelId} is not JSON; dropped`);
      return;
    }
    const stateID = broadcastState(payload)?._stateID;
    if (typeof stateID === 'number') {
      const newest = this.delivered.get(channelId);
      if (newest !== undefined && stateID <= newest) {
        this.log(`Redis: state ${stateID} on ${channelId} arrived after state ${newest}; dropped`);
        return;
      }
      this.delivered.set(channelId, stateID);
    }
    for (const callback of [...callbacks]) callback(payload);
  }

  async close(): Promise<void> {
    this.callbacks.clear();
    this.delivered.clear();
    await Promise.all([this.publisher, this.subscriber].map((c) => (c.status === 'end' ? undefined : c.quit().catch(() => c.disconnect()))));
  }
}
