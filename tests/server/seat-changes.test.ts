// The parts of seat revocation on their own (seat-changes.ts): what the transport trusts about a
// match's seat credentials and when it reads them again, how notices travel between processes,
// and that a Redis reconnection (notices sent meanwhile are lost) makes every process forget what
// it knew.
import { Redis } from 'ioredis';
import { describe, expect, it } from 'vitest';
import type { GenericPubSub } from 'boardgame.io/server';
import { CurrentSeatCredentials, SEAT_CHANNEL, SeatChanges, type SeatChange } from '../../server/seat-changes';
import { RedisPubSub } from '../../server/redis-pubsub';
import { describeWithService, redisProblem, TEST_REDIS_URL } from './services';
import { until } from './wire';

const problem = await redisProblem();

/** A store whose metadata reads wait until the test lets them answer, with the credentials of that moment. */
function heldStore() {
  const credentials: Record<string, string | undefined> = { '0': 'old', '1': 'other' };
  const waiting: (() => void)[] = [];
  let reads = 0;
  const store = {
    fetch: async (matchID: string) => {
      reads++;
      const at = { ...credentials };
      await new Promise<void>((resolve) => waiting.push(resolve));
      if (matchID === 'gone') return {};
      return { metadata: { players: Object.fromEntries(Object.entries(at).map(([id, c], i) => [id, { id: i, credentials: c }])) } } as any;
    },
  };
  return {
    store,
    credentials,
    reads: () => reads,
    /** Answers the reads waiting now. */
    answer: () => waiting.splice(0).forEach((resolve) => resolve()),
  };
}

describe('CurrentSeatCredentials', () => {
  it('keeps what it read for maxAgeMs, then asks the store again', async () => {
    const held = heldStore();
    let now = 1_000;
    const seats = new CurrentSeatCredentials(held.store, 500, () => now);
    expect(seats.fresh('m')).toBeUndefined();
    const read = seats.read('m');
    held.answer();
    expect((await read)?.get('0')).toBe('old');
    now += 500;
    expect(seats.fresh('m')?.get('0')).toBe('old');
    now += 1;
    expect(seats.fresh('m')).toBeUndefined();
    expect(held.reads()).toBe(1);
  });

  it('a notice during a read sends it to the store again: the first answer may predate the change', async () => {
    const held = heldStore();
    const seats = new CurrentSeatCredentials(held.store);
    const read = seats.read('m');
    // The lobby writes new credentials after the read began, then its notice arrives.
    held.credentials['0'] = 'new';
    seats.forget('m');
    held.answer();
    await until(() => held.reads() === 2, () => 'no second read');
    held.answer();
    expect((await read)?.get('0')).toBe('new');
    expect(seats.fresh('m')?.get('0')).toBe('new');
  });

  it('forgetAll (a Redis reconnection) does the same to every match, and drops what it knew', async () => {
    const held = heldStore();
    const seats = new CurrentSeatCredentials(held.store);
    const known = seats.read('known');
    held.answer();
    await known;
    const reading = seats.read('m');
    held.credentials['0'] = 'new';
    seats.forgetAll();
    expect(seats.fresh('known')).toBeUndefined();
    held.answer();
    await until(() => held.reads() === 3, () => 'no second read of m');
    held.answer();
    expect((await reading)?.get('0')).toBe('new');
  });

  it('a notice about another match does not disturb a read', async () => {
    const held = heldStore();
    const seats = new CurrentSeatCredentials(held.store);
    const read = seats.read('m');
    seats.forget('other');
    held.answer();
    expect((await read)?.get('0')).toBe('old');
    expect(held.reads()).toBe(1);
  });

  it('a match that is gone reads as null (every seat lost)', async () => {
    const held = heldStore();
    const seats = new CurrentSeatCredentials(held.store);
    const read = seats.read('gone');
    held.answer();
    expect(await read).toBeNull();
    expect(seats.fresh('gone')).toBeNull();
  });
});

describe('SeatChanges', () => {
  /** A shared pub/sub standing in for Redis: every SeatChanges on it hears every publish. */
  function sharedBus(): GenericPubSub<any> & { published: any[] } {
    const callbacks: ((p: any) => void)[] = [];
    const published: any[] = [];
    return {
      published,
      subscribe: (channelId, cb) => {
        expect(channelId).toBe(SEAT_CHANNEL);
        callbacks.push(cb);
      },
      publish: (_channelId, payload) => {
        published.push(payload);
        for (const cb of callbacks) cb(JSON.parse(JSON.stringify(payload)));
      },
      unsubscribeAll: () => {},
    };
  }

  it('a change is heard once by its own process (at once) and once by every other', async () => {
    const bus = sharedBus();
    const here = new SeatChanges(bus);
    const there = new SeatChanges(bus);
    const heardHere: SeatChange[] = [];
    const heardThere: SeatChange[] = [];
    here.listen({ seatChanged: (c) => heardHere.push(c), noticesMissed: () => {} });
    there.listen({ seatChanged: (c) => heardThere.push(c), noticesMissed: () => {} });
    await here.changed('match-1', '2');
    expect(heardHere).toEqual([{ matchID: 'match-1', playerID: '2' }]);
    expect(heardThere).toEqual([{ matchID: 'match-1', playerID: '2' }]);
    expect(bus.published).toHaveLength(1);
  });

  it('a malformed notice from Redis reaches no listener', () => {
    const bus = sharedBus();
    const here = new SeatChanges(bus);
    const heard: SeatChange[] = [];
    here.listen({ seatChanged: (c) => heard.push(c), noticesMissed: () => {} });
    bus.publish(SEAT_CHANNEL, { matchID: '../x', playerID: '0', from: 'elsewhere' });
    bus.publish(SEAT_CHANNEL, { matchID: 'm', playerID: '__proto__', from: 'elsewhere' });
    bus.publish(SEAT_CHANNEL, null as any);
    expect(heard).toEqual([]);
    bus.publish(SEAT_CHANNEL, { matchID: 'm', playerID: '1', from: 'elsewhere' });
    expect(heard).toEqual([{ matchID: 'm', playerID: '1' }]);
  });
});

describeWithService('Redis', 'REQUIRE_REDIS', problem, 'seat notices through Redis', () => {
  it('a notice reaches the other process; after the subscriber connection is cut, every listener hears that notices were missed', async () => {
    const channelPrefix = `railhouse-test-seat-changes-${process.pid}-${Date.now()}:`;
    let missed = 0;
    let changes: SeatChanges | undefined;
    const redis = new RedisPubSub<any>(TEST_REDIS_URL, { channelPrefix, log: () => {}, onReconnect: () => changes?.missed() });
    const control = new Redis(TEST_REDIS_URL);
    try {
      await redis.connect();
      changes = new SeatChanges(redis);
      const heard: SeatChange[] = [];
      changes.listen({ seatChanged: (c) => heard.push(c), noticesMissed: () => missed++ });
      // Another process: a raw publish on the same channel, as its SeatChanges would send it.
      for (const end = Date.now() + 10_000; Date.now() < end; await new Promise((r) => setTimeout(r, 10))) {
        const [, subs] = (await control.pubsub('NUMSUB', channelPrefix + SEAT_CHANNEL)) as [string, number];
        if (Number(subs) === 1) break;
      }
      await control.publish(channelPrefix + SEAT_CHANNEL, JSON.stringify({ matchID: 'm', playerID: '0', from: 'another' }));
      await until(() => heard.length === 1, () => 'the notice never came');
      expect(heard).toEqual([{ matchID: 'm', playerID: '0' }]);
      expect(missed).toBe(0);

      const ids = String(await control.client('LIST'))
        .split('\n')
        .filter((l) => l.includes(` name=${channelPrefix}subscriber `))
        .map((l) => /\bid=(\d+)/.exec(l)![1]);
      expect(ids).toHaveLength(1);
      await control.client('KILL', 'ID', ids[0]);
      await until(() => missed === 1, () => 'no notice of the reconnection');
    } finally {
      await redis.close();
      control.disconnect();
    }
  });
});
