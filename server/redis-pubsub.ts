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
//
// Subscribing takes a round trip: a state another process publishes between a client's sync (read
// from the store) and this process's subscription would be missed, and that client could wait
// forever for its turn. So once Redis confirms a subscription, `catchUp` reads the match's stored
// state and delivers it as an update. The transport reports the state each sync reply carried
// (`synced`), which counts as delivered: a catch-up that finds nothing newer sends nothing.
// Messages published while the subscriber connection was down are lost as well: after it comes
// back, every channel is subscribed again and caught up the same way.
import { Redis } from 'ioredis';
import type { GenericPubSub } from 'boardgame.io/server';
import { broadcastState } from './pubsub';

type Callback<T> = (payload: T) => void;

export interface RedisPubSubOptions<T> {
  /** Put before every channel name, so deployments (or test runs) sharing one Redis stay apart. */
  channelPrefix?: string;
  log?: (msg: string) => void;
  /** The broadcast that brings a channel's clients up to date with the store (see above). */
  catchUp?: (channelId: string) => Promise<T | undefined>;
  /**
   * Called when the subscriber connection is back, before any channel is caught up: whatever was
   * published meanwhile was lost, and what a listener knows from those messages may be stale.
   */
  onReconnect?: () => void;
}

export class RedisPubSub<T> implements GenericPubSub<T> {
  private readonly catchUp?: (channelId: string) => Promise<T | undefined>;
  private readonly publisher: Redis;
  private readonly subscriber: Redis;
  private readonly callbacks = new Map<string, Callback<T>[]>();
  /** Per subscribed channel, the newest _stateID delivered to this process's clients. */
  private readonly delivered = new Map<string, number>();
  /** Per channel not subscribed yet, the oldest state a sync reply gave a client meanwhile. */
  private readonly syncedBefore = new Map<string, number>();
  private readonly prefix: string;
  private readonly log: (msg: string) => void;

  constructor(url: string, opts: RedisPubSubOptions<T> = {}) {
    let connectedBefore = false;
    this.prefix = opts.channelPrefix ?? 'railhouse:';
    this.log = opts.log ?? ((m) => console.warn(m));
    this.catchUp = opts.catchUp;
    // Named, so `CLIENT LIST` shows which connections are Railhouse's.
    this.publisher = new Redis(url, { lazyConnect: true, connectionName: `${this.prefix}publisher` });
    this.subscriber = new Redis(url, { lazyConnect: true, connectionName: `${this.prefix}subscriber` });
    // ioredis reconnects by itself (and subscribes again); a lost connection is logged, not thrown.
    for (const connection of [this.publisher, this.subscriber]) {
      connection.on('error', (err) => this.log(`Redis: ${err.message}`));
    }
    this.subscriber.on('message', (channel: string, message: string) => this.receive(channel, message));
    this.subscriber.on('ready', () => {
      if (connectedBefore) {
        try {
          opts.onReconnect?.();
        } catch (err) {
          this.log(`Redis: reconnect listener failed: ${(err as Error).message}`);
        }
        for (const [channelId, callbacks] of this.callbacks) this.listen(channelId, callbacks);
      }
      connectedBefore = true;
    });
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
    const callbacks = [callback];
    this.callbacks.set(channelId, callbacks);
    const synced = this.syncedBefore.get(channelId);
    this.syncedBefore.delete(channelId);
    if (synced !== undefined) this.delivered.set(channelId, synced);
    this.listen(channelId, callbacks);
  }

  /** Subscribes (again: Redis does not mind), then catches up once Redis has confirmed it. */
  private listen(channelId: string, callbacks: Callback<T>[]) {
    this.subscriber
      .subscribe(this.prefix + channelId)
      .then(async () => {
        const payload = await this.catchUp?.(channelId);
        // Unless the channel was left (and maybe joined again) meanwhile.
        if (payload !== undefined && this.callbacks.get(channelId) === callbacks) this.deliver(channelId, payload, true);
      })
      .catch((err) => this.log(`Redis: subscribing to ${channelId} (or catching up) failed: ${err.message}`));
  }

  /** A client of `channelId` was just sent state `stateID` in its sync reply. */
  synced(channelId: string, stateID: number): void {
    if (this.callbacks.has(channelId)) return; // subscribed already: nothing published since can be missed
    const known = this.syncedBefore.get(channelId);
    this.syncedBefore.set(channelId, known === undefined ? stateID : Math.min(known, stateID));
  }

  unsubscribeAll(channelId: string): void {
    if (!this.callbacks.delete(channelId)) return;
    this.delivered.delete(channelId);
    this.subscriber.unsubscribe(this.prefix + channelId).catch((err) => this.log(`Redis: unsubscribe from ${channelId} failed: ${err.message}`));
  }

  private receive(channel: string, message: string) {
    if (!channel.startsWith(this.prefix)) return;
    const channelId = channel.slice(this.prefix.length);
    if (!this.callbacks.has(channelId)) return;
    let payload: T;
    try {
      payload = JSON.parse(message);
    } catch {
      this.log(`Redis: a message on ${channelId} is not JSON; dropped`);
      return;
    }
    this.deliver(channelId, payload);
  }

  private deliver(channelId: string, payload: T, catchingUp = false) {
    const callbacks = this.callbacks.get(channelId);
    if (!callbacks) return;
    const stateID = broadcastState(payload)?._stateID;
    if (typeof stateID === 'number') {
      const newest = this.delivered.get(channelId);
      if (newest !== undefined && stateID <= newest) {
        if (!catchingUp) this.log(`Redis: state ${stateID} on ${channelId} arrived after state ${newest}; dropped`);
        return;
      }
      this.delivered.set(channelId, stateID);
    }
    for (const callback of [...callbacks]) callback(payload);
  }

  async close(): Promise<void> {
    this.callbacks.clear();
    this.delivered.clear();
    this.syncedBefore.clear();
    await Promise.all([this.publisher, this.subscriber].map((c) => (c.status === 'end' ? undefined : c.quit().catch(() => c.disconnect()))));
  }
}
