// The lobby REST API as a browser or LobbyClient sees it: creation with validation, joins
// (racing ones included), listing filters, /health and the UI's static fallback.
import fs from 'node:fs';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { RailhouseServer } from '../../server/railhouse';
import { referenceGame } from '../../tools/reference-game';
import { api, createAndJoin, seatClient, sleep, startServer, tempDir, waitFor } from './helpers';

let dir: string;
let server: RailhouseServer;
let base: string;

beforeAll(async () => {
  dir = tempDir('lobby');
  const ui = path.join(dir, 'ui');
  fs.mkdirSync(path.join(ui, 'assets'), { recursive: true });
  fs.writeFileSync(path.join(ui, 'index.html'), '<!doctype html><title>Railhouse app</title>');
  fs.writeFileSync(path.join(ui, 'assets', 'app-1234.js'), 'console.log("app")');
  server = await startServer({ dbPath: path.join(dir, 'db', 'lobby.sqlite'), uiDir: ui });
  base = server.url;
});

afterAll(async () => {
  await server?.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

describe('match creation', () => {
  it('creates a match with a valid seat count and stores only the parsed variants', async () => {
    const res = await api(base, 'POST', '/games/reference/create', { numPlayers: 3, setupData: {} });
    expect(res.status).toBe(200);
    expect(typeof res.json.matchID).toBe('string');
    const match = await api(base, 'GET', `/games/reference/${res.json.matchID}`);
    expect(match.status).toBe(200);
    expect(match.json.players).toHaveLength(3);
    expect(match.json.setupData).toEqual({});
  });

  it.each([
    [{}, /numPlayers must be a whole number from 2 to 4 for Reference/],
    [{ numPlayers: 1 }, /from 2 to 4.*got 1/],
    [{ numPlayers: 5 }, /from 2 to 4.*got 5/],
    [{ numPlayers: 2.5 }, /whole number/],
    [{ numPlayers: 'two' }, /whole number/],
    [{ numPlayers: 2, setupData: { secretDeck: [1, 2, 3] } }, /Reference has no variants/],
    [{ numPlayers: 2, unlisted: 'yes' }, /unlisted must be true or false/],
    [{ numPlayers: 2, bots: { 1: 'easy' } }, /Bot seats are created through/],
  ])('refuses %j with 400 naming the problem', async (body, message) => {
    const res = await api(base, 'POST', '/games/reference/create', body);
    expect(res.status).toBe(400);
    expect(res.json.error).toMatch(message);
  });

  it('refuses a body that is not JSON, and an unknown game', async () => {
    const bad = await api(base, 'POST', '/games/reference/create', '{"numPlayers":');
    expect(bad.status).toBe(400);
    expect(bad.json.error).toMatch(/JSON/);
    const unknown = await api(base, 'POST', '/games/chess/create', { numPlayers: 2 });
    expect(unknown.status).toBe(404);
    expect(unknown.json.error).toMatch(/chess not found/);
  });

  it('validates the railhouse create route too, bots included', async () => {
    const cases: [unknown, RegExp][] = [
      [{ numPlayers: 2, bots: { 2: 'easy' } }, /Bot seat 2 does not exist/],
      [{ numPlayers: 2, bots: { 1: 'genius' } }, /easy, normal or hard/],
      [{ numPlayers: 9 }, /from 2 to 4/],
    ];
    for (const [body, message] of cases) {
      const res = await api(base, 'POST', '/railhouse/games/reference/create', body);
      expect(res.status).toBe(400);
      expect(res.json.error).toMatch(message);
    }
  });

  it('playAgain validates like create and needs the seat credentials', async () => {
    const { matchID, seats } = await createAndJoin(base, 2);
    const wrong = await api(base, 'POST', `/games/reference/${matchID}/playAgain`, { playerID: '0', credentials: 'nope' });
    expect(wrong.status).toBe(403);
    const badSeats = await api(base, 'POST', `/games/reference/${matchID}/playAgain`, { ...seats[0], numPlayers: 7 });
    expect(badSeats.status).toBe(400);
    expect(badSeats.json.error).toMatch(/from 2 to 4/);
    const ok = await api(base, 'POST', `/games/reference/${matchID}/playAgain`, seats[0]);
    expect(ok.status).toBe(200);
    const again = await api(base, 'POST', `/games/reference/${matchID}/playAgain`, seats[1]);
    expect(again.json.nextMatchID).toBe(ok.json.nextMatchID);
    const next = await api(base, 'GET', `/games/reference/${ok.json.nextMatchID}`);
    expect(next.json.players).toHaveLength(2);
  });
});

describe('joining', () => {
  it('joins seats and hands out credentials that are never listed', async () => {
    const { matchID, seats } = await createAndJoin(base, 2);
    expect(seats[0].credentials).toBeTruthy();
    const match = await api(base, 'GET', `/games/reference/${matchID}`);
    expect(match.json.players.map((p: any) => p.name)).toEqual(['P0', 'P1']);
    expect(match.text).not.toContain(seats[0].credentials);
    const full = await api(base, 'POST', `/games/reference/${matchID}/join`, { playerName: 'Late' });
    expect(full.status).toBe(409);
  });

  it('ten joins racing for one seat: exactly one gets it', async () => {
    const created = await api(base, 'POST', '/games/reference/create', { numPlayers: 2 });
    const matchID = created.json.matchID;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) => api(base, 'POST', `/games/reference/${matchID}/join`, { playerID: '1', playerName: `racer${i}` })),
    );
    const winners = results.filter((r) => r.status === 200);
    expect(winners).toHaveLength(1);
    expect(results.filter((r) => r.status === 409)).toHaveLength(9);
    const match = await api(base, 'GET', `/games/reference/${matchID}`);
    const winnerName = match.json.players[1].name;
    expect(winnerName).toMatch(/^racer\d$/);
    // The winner's credentials are the stored ones.
    const { metadata } = server.storage.fetch(matchID, { metadata: true });
    expect(metadata.players[1].credentials).toBe(winners[0].json.playerCredentials);
  });
});

describe('connection flags', () => {
  it('a connected player who leaves no longer shows as connected in the freed seat', async () => {
    const { matchID, seats } = await createAndJoin(base, 2);
    const client = seatClient(base, referenceGame, matchID, '0', seats[0].credentials);
    try {
      await waitFor(client, (s) => s.ctx);
      const seatZero = async () => (await api(base, 'GET', `/games/reference/${matchID}`)).json.players[0];
      // The flag is set once the sync is answered.
      for (const end = Date.now() + 5_000; Date.now() < end && (await seatZero()).isConnected !== true; ) await sleep(20);
      expect((await seatZero()).isConnected).toBe(true);
      expect((await api(base, 'POST', `/games/reference/${matchID}/leave`, { playerID: '0', credentials: seats[0].credentials })).status).toBe(200);
      expect(await seatZero()).toEqual({ id: 0, isConnected: false });
    } finally {
      client.stop();
    }
  });
});

describe('listing', () => {
  it('lists with isGameover and the 24-hour idle filter (updatedAfter), hiding unlisted matches', async () => {
    const fresh = (await api(base, 'POST', '/games/reference/create', { numPlayers: 2 })).json.matchID;
    const idle = (await api(base, 'POST', '/games/reference/create', { numPlayers: 2 })).json.matchID;
    const finished = (await api(base, 'POST', '/games/reference/create', { numPlayers: 2 })).json.matchID;
    const hidden = (await api(base, 'POST', '/games/reference/create', { numPlayers: 2, unlisted: true })).json.matchID;
    const day = 24 * 3600 * 1000;
    const now = Date.now();
    const idleMeta = server.storage.fetch(idle, { metadata: true }).metadata;
    server.storage.setMetadata(idle, { ...idleMeta, updatedAt: now - day - 60_000 });
    const finishedMeta = server.storage.fetch(finished, { metadata: true }).metadata;
    server.storage.setMetadata(finished, { ...finishedMeta, gameover: { winners: ['0'], scores: {} } });

    const ids = async (query: string) => (await api(base, 'GET', `/games/reference${query}`)).json.matches.map((m: any) => m.matchID);
    const all = await ids('');
    expect(all).toEqual(expect.arrayContaining([fresh, idle, finished]));
    expect(all).not.toContain(hidden);
    const recent = await ids(`?updatedAfter=${now - day}`);
    expect(recent).toContain(fresh);
    expect(recent).not.toContain(idle);
    expect(await ids(`?updatedBefore=${now - day}`)).toEqual([idle]);
    const open = await ids('?isGameover=false');
    expect(open).toContain(fresh);
    expect(open).not.toContain(finished);
    expect(await ids('?isGameover=true')).toEqual([finished]);
  });
});

describe('health and the UI', () => {
  it('GET /health answers 200 with the storage kind and the number of stored matches', async () => {
    const before = await api(base, 'GET', '/health');
    expect(before.status).toBe(200);
    expect(before.json).toEqual({ ok: true, storage: 'sqlite', matches: server.storage.countMatches() });
    await api(base, 'POST', '/games/reference/create', { numPlayers: 2 });
    const after = await api(base, 'GET', '/health');
    expect(after.json.matches).toBe(before.json.matches + 1);
  });

  it('serves the built UI, falls back to index.html for app routes, never for API paths or missing assets', async () => {
    const root = await api(base, 'GET', '/');
    expect(root.status).toBe(200);
    expect(root.text).toContain('Railhouse app');
    const route = await api(base, 'GET', '/reference/match/abc123', undefined, { accept: 'text/html' });
    expect(route.status).toBe(200);
    expect(route.text).toContain('Railhouse app');
    expect(route.headers.get('content-type')).toMatch(/html/);
    const asset = await api(base, 'GET', '/assets/app-1234.js');
    expect(asset.status).toBe(200);
    expect(asset.headers.get('cache-control')).toMatch(/immutable/);
    expect((await api(base, 'GET', '/assets/missing.js')).status).toBe(404);
    const apiMiss = await api(base, 'GET', '/games/reference/nosuchmatch');
    expect(apiMiss.status).toBe(404);
    expect(apiMiss.text).not.toContain('Railhouse app');
    expect((await api(base, 'GET', '/railhouse/nothing')).status).toBe(404);
    const games = await api(base, 'GET', '/games');
    expect(games.json).toEqual(['reference']);
  });
});
