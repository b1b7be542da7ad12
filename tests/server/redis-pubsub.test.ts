// The Redis pub/sub on its own, and the commit check in front of it: every process hears a
// publish once, a match's states only in increasing _stateID, nothing after unsubscribeAll, and
// nothing the store refused.
import { Redis } from 'ioredis';
import { afterEach, describe, expect, it } from 'vitest';
import type { GenericPubSub } from 'boardgame.io/server';
import { CommitFirstPubSub, CommitLedger } from '../../server/pubsub';
import { RedisPubSub } from '../../server/redis-pubsub';
import { sleep } from './helpers';
import { describeWithService, redisProblem, TEST_REDIS_URL } from './services';
import { until } from './wire';

const problem = await redisProblem();
let run = 0;
/** An update's _stateID, or the kind of a message without a state. */
const label = (p: any) => (p.type === 'update' ? p.args[1]._stateID : p.type);
const update = (stateID: number) => ({ type: 'update', args: ['m', { _stateID: stateID, G: { n: stateID, text: 'é\u0000"' } }] });

describeWithService('Redis', 'REQUIRE_REDIS', problem, 'RedisPubSub', () => {
  const open: { close(): Promise<void> }[] = [];
  const raw: Redis[] = [];
  afterEach(async () => {
    for (const p of open.splice(0)) await p.close();
    for (const r of raw.splice(0)) r.disconnect();
  });

  /** Two processes' pub/subs on a channel prefix of their own; `catchUp` is the second's. */
  async function pair(logged: string[] = [], catchUp?: (channelId: string) => Promise<any>) {
    const channelPrefix = `railhouse-test-${process.pid}-${++run}:`;
    const one = new RedisPubSub<any>(TEST_REDIS_URL, { channelPrefix, log: (m) => logged.push(m) });
    const two = new RedisPubSub<any>(TEST_REDIS_URL, { channelPrefix, log: (m) => logged.push(m), catchUp });
    open.push(one, two);
    await Promise.all([one.connect(), two.connect()]);
    const control = new Redis(TEST_REDIS_URL);
    raw.push(control);
    /** Waits until exactly `n` connections are subscribed to `channel` (a subscription takes a round trip). */
    const subscribers = async (channel: string, n: number) => {
      let count = -1;
      for (const end = Date.now() + 10_000; Date.now() < end; await sleep(10)) {
        count = Number(((await control.pubsub('NUMSUB', channelPrefix + channel)) as [string, number])[1]);
        if (count === n) return;
      }
      throw new Error(`${count} subscribers on ${channel}, not ${n}`);
    };
    return { one, two, control, channelPrefix, subscribers };
  }

  it('a publish from one process reaches the subscribers of every process once, as JSON', async () => {
    const { one, two, subscribers } = await pair();
    const heardOne: any[] = [];
    const heardTwo: any[] = [];
    one.subscribe('MATCH-m', (p) => heardOne.push(p));
    two.subscribe('MATCH-m', (p) => heardTwo.push(p));
    two.subscribe('MATCH-m', (p) => heardTwo.push(p)); // a second callback in one process: called too, one subscription
    await subscribers('MATCH-m', 2);
    await one.publish('MATCH-m', update(1));
    await one.publish('MATCH-m', { type: 'matchData', args: ['m', [{ id: 0 }]] });
    await until(() => heardOne.length === 2 && heardTwo.length === 4, () => `${heardOne.length}, ${heardTwo.length}`);
    await sleep(100);
    expect(heardOne).toEqual([update(1), { type: 'matchData', args: ['m', [{ id: 0 }]] }]);
    expect(heardTwo).toEqual([update(1), update(1), heardOne[1], heardOne[1]]);
  });

  it('a state older than one delivered, or a repeat, is dropped; messages without a state always pass', async () => {
    const logged: string[] = [];
    const { one, two, subscribers } = await pair(logged);
    const heard: any[] = [];
    two.subscribe('MATCH-m', (p) => heard.push(p));
    await subscribers('MATCH-m', 1);
    for (const id of [3, 2, 3, 4]) await one.publish('MATCH-m', update(id));
    await one.publish('MATCH-m', { type: 'chat', args: ['m', { sender: '0', payload: 'hi' }] });
    await until(() => heard.length === 3, () => JSON.stringify(heard));
    await sleep(100);
    expect(heard.map(label)).toEqual([3, 4, 'chat']);
    expect(logged.filter((l) => /arrived after state/.test(l))).toHaveLength(2);
  });

  it('after unsubscribeAll nothing arrives; a new subscription starts afresh', async () => {
    const { one, two, subscribers } = await pair();
    const heard: any[] = [];
    two.subscribe('MATCH-m', (p) => heard.push(p));
    await subscribers('MATCH-m', 1);
    await one.publish('MATCH-m', update(5));
    await until(() => heard.length === 1, () => 'first update');
    two.unsubscribeAll('MATCH-m');
    await subscribers('MATCH-m', 0);
    await one.publish('MATCH-m', update(6));
    await sleep(150);
    expect(heard).toHaveLength(1);
    two.subscribe('MATCH-m', (p) => heard.push(p));
    await subscribers('MATCH-m', 1);
    await one.publish('MATCH-m', update(2)); // the match was left and rejoined: no memory of state 5
    await until(() => heard.length === 2, () => 'after resubscribing');
    expect(heard[1]).toEqual(update(2));
  });

  it('a state committed between a sync reply and the subscription is caught up from the store, once', async () => {
    let stored = 4; // state 4 was published before this process subscribed: Redis will not repeat it
    const asked: string[] = [];
    const { one, two, subscribers } = await pair([], async (channelId) => {
      asked.push(channelId);
      return update(stored);
    });
    const heard: any[] = [];
    two.synced('MATCH-m', 3);
    two.subscribe('MATCH-m', (p) => heard.push(p));
    await until(() => heard.length === 1, () => 'no catch-up');
    expect(asked).toEqual(['MATCH-m']);
    expect(heard).toEqual([update(4)]);
    await subscribers('MATCH-m', 1);
    await one.publish('MATCH-m', update(4)); // late: already caught up
    await one.publish('MATCH-m', update(5));
    await until(() => heard.length === 2, () => JSON.stringify(heard));
    expect(heard.map(label)).toEqual([4, 5]);

    // Nothing newer than the sync reply: the catch-up sends nothing.
    stored = 9;
    two.synced('MATCH-n', 9);
    const quiet: any[] = [];
    two.subscribe('MATCH-n', (p) => quiet.push(p));
    await until(() => asked.length === 2, () => 'no second catch-up');
    await sleep(100);
    expect(quiet).toEqual([]);
  });

  it('a state published while the subscriber connection was down is caught up once it is back', async () => {
    let stored = 1;
    const { one, two, control, channelPrefix, subscribers } = await pair([], async () => update(stored));
    const heard: any[] = [];
    two.synced('MATCH-m', 1);
    two.subscribe('MATCH-m', (p) => heard.push(p));
    await subscribers('MATCH-m', 1);
    // Both processes' subscriber connections (only the second's listens to the channel).
    const ids = String(await control.client('LIST'))
      .split('\n')
      .filter((l) => l.includes(` name=${channelPrefix}subscriber `))
      .map((l) => /\bid=(\d+)/.exec(l)![1]);
    expect(ids).toHaveLength(2);
    for (const id of ids) await control.client('KILL', 'ID', id);
    stored = 2;
    await one.publish('MATCH-m', update(2)); // nobody listens on the channel right now
    await until(() => heard.length === 1, () => 'no catch-up after the reconnection');
    expect(heard).toEqual([update(2)]);
    await subscribers('MATCH-m', 1);
    await one.publish('MATCH-m', update(3));
    await until(() => heard.length === 2, () => JSON.stringify(heard));
    expect(heard.map(label)).toEqual([2, 3]);
  });

  it('a message that is not JSON is dropped and logged', async () => {
    const logged: string[] = [];
    const { one, two, control, channelPrefix, subscribers } = await pair(logged);
    const heard: any[] = [];
    two.subscribe('MATCH-m', (p) => heard.push(p));
    await subscribers('MATCH-m', 1);
    await control.publish(`${channelPrefix}MATCH-m`, '{not json');
    await one.publish('MATCH-m', update(1));
    await until(() => heard.length === 1, () => 'the good message');
    expect(heard).toEqual([update(1)]);
    expect(logged.some((l) => /not JSON/.test(l))).toBe(true);
  });
});

describe('RedisPubSub without a server', () => {
  it('connect rejects quickly and leaves nothing retrying', async () => {
    const dead = new RedisPubSub<any>('redis://127.0.0.1:1', { log: () => {} });
    await expect(dead.connect()).rejects.toThrow(/Redis does not answer/);
    await dead.close();
  });
});

describe('the commit check in front of a shared pub/sub', () => {
  it('publishes downstream only what the store took, in the order the master made it', async () => {
    const sent: any[] = [];
    const downstream: GenericPubSub<any> = {
      publish: async (_channel, payload) => void sent.push(payload),
      subscribe: () => {},
      unsubscribeAll: () => {},
    };
    const ledger = new CommitLedger();
    // State 1's commit is slow, 2's is refused, 3's is quick: 1 must still go out before 3.
    let releaseOne!: () => void;
    const slow = new Promise<void>((r) => (releaseOne = r));
    const barrier = (matchID: string) => (matchID === 'm' && sent.length === 0 ? slow : undefined);
    const pubsub = new CommitFirstPubSub<any>(barrier, ledger, downstream);
    // The ledger knows a write by its state's ctx, shared by the broadcast and the write.
    const [one, two, three] = [1, 2, 3].map((id) => {
      const u = update(id);
      (u.args[1] as any).ctx = { turn: id };
      return u;
    });
    ledger.record(one.args[1], slow.then(() => true));
    ledger.record(two.args[1], Promise.resolve(false));
    ledger.record(three.args[1], Promise.resolve(true));
    pubsub.publish('MATCH-m', one);
    pubsub.publish('MATCH-m', two);
    pubsub.publish('MATCH-m', three);
    pubsub.publish('MATCH-m', { type: 'matchData', args: ['m', []] });
    await sleep(50);
    expect(sent).toEqual([]);
    releaseOne();
    await until(() => sent.length === 3, () => JSON.stringify(sent));
    expect(sent.map(label)).toEqual([1, 3, 'matchData']);
  });
});
