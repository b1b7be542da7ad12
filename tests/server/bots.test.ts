// Bot seats on the server: created with the match, handed over, after a resignation, and
// resumed by a restarted server. Bots are worker threads playing through real sockets (here with
// the stand-in brain of stand-in-seat.ts).
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import type { RailhouseServer } from '../../server/railhouse';
import { referenceGame } from '../../tools/reference-game';
import { api, autoPlay, createAndJoin, seatClient, sleep, startServer, tempDir, type BgClient } from './helpers';

const dir = tempDir('bots');
const servers: RailhouseServer[] = [];
const clients: BgClient[] = [];

afterEach(async () => {
  for (const c of clients.splice(0)) c.stop();
  for (const s of servers.splice(0)) await s.close();
});
afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

async function start(name: string) {
  const s = await startServer({ dbPath: path.join(dir, `${name}.sqlite`) });
  servers.push(s);
  return s;
}

function client(s: RailhouseServer, matchID: string, playerID: string, credentials: string) {
  const c = seatClient(s.url, referenceGame, matchID, playerID, credentials);
  clients.push(c);
  return c;
}

async function waitUntil(pred: () => boolean, ms = 15_000) {
  const end = Date.now() + ms;
  while (!pred()) {
    if (Date.now() > end) throw new Error('timed out');
    await sleep(25);
  }
}

describe('bot seats', () => {
  it('a match created with a bot seat plays to the end against a human; the bot credentials stay on the server', async () => {
    const s = await start('create');
    const created = await api(s.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'normal' } });
    expect(created.status).toBe(200);
    const { matchID } = created.json;
    const listed = await api(s.url, 'GET', `/games/reference/${matchID}`);
    expect(listed.json.players[1]).toEqual({ id: 1, name: 'Bot (normal)', data: { bot: 'normal' } });
    const [botSeat] = s.storage.listBotSeats(matchID);
    expect(botSeat).toMatchObject({ playerID: '1', difficulty: 'normal', gameName: 'reference' });
    expect(listed.text).not.toContain(botSeat.credentials);

    const joined = await api(s.url, 'POST', `/games/reference/${matchID}/join`, { playerName: 'Human' });
    expect(joined.json.playerID).toBe('0');
    const final = await autoPlay(client(s, matchID, '0', joined.json.playerCredentials), referenceGame, '0');
    expect(final.ctx.gameover.winners.length).toBeGreaterThan(0);
    const stored = s.storage.fetch(matchID, { log: true });
    const movers = new Set(stored.log.filter((e: any) => e.action.type === 'MAKE_MOVE').map((e: any) => e.action.payload.playerID));
    expect([...movers].sort()).toEqual(['0', '1']);
    await waitUntil(() => s.storage.listBotSeats(matchID).length === 0);
  });

  it('a restarted server resumes the bot of every unfinished match', async () => {
    const first = await start('resume');
    const dbPath = path.join(dir, 'resume.sqlite');
    const { matchID } = (await api(first.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } })).json;
    const finished = (await api(first.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 0: 'easy', 1: 'easy' } })).json.matchID;
    await waitUntil(() => first.storage.fetch(finished, { metadata: true }).metadata.gameover !== undefined);
    const joined = (await api(first.url, 'POST', `/games/reference/${matchID}/join`, { playerName: 'Human' })).json;
    await first.close();
    servers.splice(servers.indexOf(first), 1);

    const second = await startServer({ dbPath });
    servers.push(second);
    expect(second.bots.active()).toEqual([`${matchID}:1`]);
    const final = await autoPlay(client(second, matchID, '0', joined.playerCredentials), referenceGame, '0');
    expect(final.ctx.gameover).toBeDefined();
    const log = second.storage.fetch(matchID, { log: true }).log;
    expect(log.filter((e: any) => e.action.payload?.playerID === '1').length).toBeGreaterThan(3);
  });

  it('resigning hands the seat to the easy bot, marks the player resigned and voids the old credentials', async () => {
    const s = await start('resign');
    const { matchID, seats } = await createAndJoin(s.url, 2);
    const bad = await api(s.url, 'POST', `/railhouse/games/reference/${matchID}/resign`, { playerID: '0', credentials: seats[1].credentials });
    expect(bad.status).toBe(403);
    const ok = await api(s.url, 'POST', `/railhouse/games/reference/${matchID}/resign`, seats[0]);
    expect(ok.status).toBe(200);
    const again = await api(s.url, 'POST', `/railhouse/games/reference/${matchID}/resign`, seats[0]);
    expect(again.status).toBe(403);
    const match = await api(s.url, 'GET', `/games/reference/${matchID}`);
    expect(match.json.players[0]).toMatchObject({ name: 'P0', data: { resigned: true, bot: 'easy' } });
    const final = await autoPlay(client(s, matchID, '1', seats[1].credentials), referenceGame, '1');
    expect(final.ctx.gameover).toBeDefined();
  });

  it('the real bot brain (bots/seat.ts) plays a seat in a worker thread to the end', async () => {
    const s = await startServer({ dbPath: path.join(dir, 'real.sqlite'), botModule: undefined });
    servers.push(s);
    const { matchID } = (await api(s.url, 'POST', '/railhouse/games/reference/create', { numPlayers: 2, bots: { 1: 'easy' } })).json;
    const joined = (await api(s.url, 'POST', `/games/reference/${matchID}/join`, { playerName: 'Human' })).json;
    const final = await autoPlay(client(s, matchID, '0', joined.playerCredentials), referenceGame, '0', 90_000);
    expect(final.ctx.gameover).toBeDefined();
    const log = s.storage.fetch(matchID, { log: true }).log;
    expect(log.filter((e: any) => e.action.payload?.playerID === '1').length).toBeGreaterThan(0);
  });

  it('a player can hand a seat to a bot of a chosen difficulty', async () => {
    const s = await start('handover');
    const { matchID, seats } = await createAndJoin(s.url, 2);
    const badLevel = await api(s.url, 'POST', `/railhouse/games/reference/${matchID}/bot`, { ...seats[1], difficulty: 'godlike' });
    expect(badLevel.status).toBe(400);
    const unknown = await api(s.url, 'POST', `/railhouse/games/reference/nosuch/bot`, { ...seats[1], difficulty: 'hard' });
    expect(unknown.status).toBe(404);
    const ok = await api(s.url, 'POST', `/railhouse/games/reference/${matchID}/bot`, { ...seats[1], difficulty: 'hard' });
    expect(ok.status).toBe(200);
    expect(s.storage.listBotSeats(matchID)).toMatchObject([{ playerID: '1', difficulty: 'hard' }]);
    const final = await autoPlay(client(s, matchID, '0', seats[0].credentials), referenceGame, '0');
    expect(final.ctx.gameover).toBeDefined();
  });
});
