// Chat over the socket: boardgame.io 0.50.2 relays a chat message object exactly as a client sent
// it to every socket of the match. Only a seat that proves its credentials may post, in its own
// name, plain text of at most CHAT_MAX characters, at most CHAT_PER_MINUTE times a minute; every
// refusal is told to the sender and reaches nobody else.
import fs from 'node:fs';
import path from 'node:path';
import { io, type Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailhouseServer } from '../../server/railhouse';
import { createAndJoin, startServer, tempDir } from './helpers';
import { until } from './wire';

const CHAT_MAX = 40;
const CHAT_PER_MINUTE = 5;

let dir: string;
let server: RailhouseServer;
const sockets: Socket[] = [];

beforeAll(async () => {
  dir = tempDir('chat');
  server = await startServer({ dbPath: path.join(dir, 'chat.sqlite'), limits: { CHAT_MAX, CHAT_PER_MINUTE } });
});

afterAll(async () => {
  for (const s of sockets) s.close();
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

/** A raw socket synced to the match (as a seat, or as a spectator), recording chat and refusals. */
async function connect(matchID: string, playerID: string | null, credentials?: string) {
  const socket = io(`${server.url}/reference`, { transports: ['websocket'], forceNew: true, reconnection: false });
  sockets.push(socket);
  const heard: any[] = [];
  const refusals: string[] = [];
  let synced = false;
  socket.on('chat', (_matchID, message) => heard.push(message));
  socket.on('refused', (r) => refusals.push(r.reason));
  socket.on('sync', () => (synced = true));
  await new Promise<void>((resolve) => socket.on('connect', () => resolve()));
  socket.emit('sync', matchID, playerID, credentials, 2);
  await until(() => synced, () => 'no sync reply');
  return { socket, heard, refusals };
}

describe('chat', () => {
  it('a seat chats in its own name; forged, spectator, oversized, malformed and flooding messages are refused and relayed to nobody', async () => {
    const { matchID, seats } = await createAndJoin(server.url, 2);
    const [zero, one] = seats;
    const alice = await connect(matchID, '0', zero.credentials);
    const bob = await connect(matchID, '1', one.credentials);
    const watcher = await connect(matchID, null);
    const send = (who: typeof alice, message: unknown, credentials?: unknown) => who.socket.emit('chat', matchID, message, credentials);

    send(alice, { id: 'a1', sender: '0', payload: 'hello <b>Bob</b>' }, zero.credentials);
    await until(() => bob.heard.length === 1 && watcher.heard.length === 1, () => `bob heard ${JSON.stringify(bob.heard)}`);
    expect(bob.heard[0]).toEqual({ id: 'a1', sender: '0', payload: 'hello <b>Bob</b>' });
    expect(alice.heard).toEqual(bob.heard);

    // Bob, with his own credentials, tries to speak as Alice; the spectator tries with a guess.
    send(bob, { id: 'f1', sender: '0', payload: 'I resign, Bob wins' }, one.credentials);
    send(watcher, { id: 'f2', sender: '0', payload: 'as Alice' }, 'guess');
    send(watcher, { id: 'f3', sender: '0', payload: 'as Alice' });
    send(watcher, { id: 'f4', sender: null, payload: 'as nobody' }, 'x');
    await until(() => bob.refusals.length === 1 && watcher.refusals.length === 3, () => `refusals ${bob.refusals} / ${watcher.refusals}`);
    expect(bob.refusals).toEqual(['chat in the name of a seat this socket has not proven']);
    expect(watcher.refusals).toEqual([
      'chat in the name of a seat this socket has not proven',
      'chat in the name of a seat this socket has not proven',
      'chat sender is not a seat of this match',
    ]);

    const bad = [
      { id: 'b1', sender: '1', payload: 'x'.repeat(CHAT_MAX + 1) },
      { id: 'b2', sender: '1', payload: { text: 'an object' } },
      { id: 'b3', sender: '1', payload: '   ' },
      { id: 'b4', sender: '1', payload: 'bell\u0007' },
      { id: 'b5', sender: '1', payload: 'fine', style: 'x'.repeat(10_000) },
      { id: 'x'.repeat(65), sender: '1', payload: 'fine' },
      'not an object',
    ];
    for (const message of bad) send(bob, message, one.credentials);
    await until(() => bob.refusals.length === 1 + bad.length, () => `refusals ${bob.refusals}`);
    expect(bob.refusals.slice(1)).toEqual([
      `chat message longer than ${CHAT_MAX} characters`,
      'chat message is not text',
      'empty chat message',
      'chat message with control characters',
      'chat message with unknown fields',
      'bad chat message id',
      'chat message is not an object',
    ]);

    // Exactly CHAT_MAX characters (counted as characters, not UTF-16 units) is fine.
    const longest = '🚂'.repeat(CHAT_MAX);
    send(bob, { id: 'ok1', sender: '1', payload: longest }, one.credentials);
    await until(() => alice.heard.length === 2, () => `alice heard ${JSON.stringify(alice.heard)}`);
    expect(alice.heard[1]).toEqual({ id: 'ok1', sender: '1', payload: longest });

    // Bob has sent one message this minute: four more pass, the next is refused.
    for (let i = 0; i < CHAT_PER_MINUTE; i++) send(bob, { id: `r${i}`, sender: '1', payload: `message ${i}` }, one.credentials);
    await until(() => bob.refusals.length === 1 + bad.length + 1, () => `refusals ${bob.refusals}`);
    expect(bob.refusals.at(-1)).toBe('too many chat messages: wait a minute');
    // Alice is counted apart from Bob.
    send(alice, { id: 'a2', sender: '0', payload: 'last' }, zero.credentials);
    await until(() => watcher.heard.some((m) => m.id === 'a2'), () => `watcher heard ${JSON.stringify(watcher.heard)}`);

    // Everything relayed, in order: nothing refused slipped through to anyone.
    const expected = ['a1', 'ok1', 'r0', 'r1', 'r2', 'r3', 'a2'];
    for (const who of [alice, bob, watcher]) expect(who.heard.map((m) => m.id)).toEqual(expected);
  });
});
