// The games as plugins for other boardgame.io projects: each imported through the package's own
// name (`railhouse/<game>`, package.json `exports`), played with the framework's own Client and a
// Railhouse bot driven by the framework's Step, served by a plain framework Server, and reaching
// none of our server or app code.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Client } from 'boardgame.io/client';
import { Step } from 'boardgame.io/ai';
import { SocketIO } from 'boardgame.io/multiplayer';
import { Server } from 'boardgame.io/server';
import seedrandom from 'seedrandom';
import { describe, expect, it } from 'vitest';
import { sleep, waitFor } from './helpers';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const pkg = JSON.parse(fs.readFileSync(path.join(ROOT, 'package.json'), 'utf8'));
const GAMES = ['russian-railroads', 'train-and-railway', 'division'] as const;
const importPlugin = (id: string) => import(/* @vite-ignore */ `railhouse/${id}`);

/** Every project file the entry reaches through relative imports (static and dynamic). */
function reachedFiles(entry: string): { files: string[]; packages: Set<string> } {
  const files = [path.join(ROOT, entry)];
  const packages = new Set<string>();
  for (let i = 0; i < files.length; i++) {
    const text = fs.readFileSync(files[i], 'utf8');
    for (const m of text.matchAll(/(?:from\s+|import\s*\(\s*|import\s+)['"]([^'"]+)['"]/g)) {
      const spec = m[1];
      if (!spec.startsWith('.')) {
        packages.add(spec.startsWith('@') ? spec.split('/').slice(0, 2).join('/') : spec.split('/')[0]);
        continue;
      }
      const base = path.resolve(path.dirname(files[i]), spec);
      const found = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'].map((ext) => base + ext).find((f) => fs.existsSync(f) && fs.statSync(f).isFile());
      if (found && /\.(ts|tsx)$/.test(found) && !files.includes(found)) files.push(found);
    }
  }
  return { files: files.map((f) => path.relative(ROOT, f)), packages };
}

describe.each(GAMES)('railhouse/%s as a plugin', (id) => {
  it('package.json exports it with its types', () => {
    expect(pkg.exports[`./${id}`]).toEqual({ types: `./plugins/${id}.ts`, default: `./plugins/${id}.ts` });
  });

  it('reaches none of the server, the app, or their packages', () => {
    const { files, packages } = reachedFiles(`plugins/${id}.ts`);
    expect(files.length).toBeGreaterThan(5);
    // The bots' registry loads the tiny reference game on demand (tools/reference-game.ts, rules only).
    expect(files.filter((f) => /^(server|tools|tests)\/|^server\.ts$|^ui\/app\//.test(f) && f !== 'tools/reference-game.ts')).toEqual([]);
    for (const p of ['koa', 'koa-static', 'better-sqlite3', 'pg', 'ioredis', 'react-router', 'vite']) expect(packages.has(p), p).toBe(false);
  });

  it("plays a seeded game with the framework's own Client, a Railhouse bot moving through the framework's Step", async () => {
    const { game, Board, bot, module } = await importPlugin(id);
    expect(game.name).toBe(id);
    expect(typeof Board).toBe('function');
    expect(module.id).toBe(id);
    const play = () => {
      const client = Client({ game: { ...game, seed: `plugin-${id}` }, numPlayers: 2 });
      const random = seedrandom(`plugin-moves-${id}`);
      const trail: number[] = [];
      for (let i = 0; i < 40; i++) {
        const { G, ctx } = client.getState()!;
        if (ctx.gameover) break;
        const seat = ctx.activePlayers ? Object.keys(ctx.activePlayers)[0] : ctx.currentPlayer;
        const choices = game.ai.enumerate(G, ctx, seat);
        expect(choices.length, `no legal move at step ${i}`).toBeGreaterThan(0);
        const choice = choices[Math.floor(random() * choices.length)];
        const before = client.getState()!._stateID;
        client.updatePlayerID(seat);
        client.moves[choice.move](...(choice.args ?? []));
        expect(client.getState()!._stateID, `${choice.move} was refused`).toBeGreaterThan(before);
        trail.push(client.getState()!._stateID);
      }
      return client;
    };
    const first = play();
    const again = play();
    expect(again.getState()!.G).toEqual(first.getState()!.G); // seeded: the same game twice

    const before = first.getState()!;
    if (!before.ctx.gameover) {
      first.updatePlayerID(null as any);
      await Step(first as any, bot('random', 'plugin') as any);
      expect(first.getState()!._stateID).toBeGreaterThan(before._stateID);
    }
    first.stop();
    again.stop();
  }, 120_000);

  it("is served by a plain framework Server: lobby create and join, moves over its sockets", async () => {
    const { game } = await importPlugin(id);
    const server = Server({ games: [game] });
    const { appServer, apiServer } = await server.run({ port: 0 });
    const base = `http://127.0.0.1:${(appServer.address() as { port: number }).port}`;
    const clients: ReturnType<typeof Client>[] = [];
    try {
      const created = await (await fetch(`${base}/games/${id}/create`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ numPlayers: 2 }) })).json();
      const seats = [];
      for (const playerID of ['0', '1']) {
        const res = await fetch(`${base}/games/${id}/${created.matchID}/join`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ playerID, playerName: `P${playerID}` }),
        });
        seats.push({ playerID, credentials: (await res.json()).playerCredentials });
      }
      for (const seat of seats) {
        const client = Client({ game, multiplayer: SocketIO({ server: base }), matchID: created.matchID, playerID: seat.playerID, credentials: seat.credentials, debug: false });
        client.start();
        clients.push(client);
      }
      await Promise.all(clients.map((c) => waitFor(c, (s) => s.ctx)));
      for (let i = 0; i < 4; i++) {
        const state = clients[0].getState()!;
        const seat = state.ctx.activePlayers ? Object.keys(state.ctx.activePlayers)[0] : state.ctx.currentPlayer;
        const mover = clients.find((c) => c.playerID === seat)!;
        const own = mover.getState()!;
        const [choice] = game.ai.enumerate(own.G, own.ctx, seat);
        mover.moves[choice.move](...(choice.args ?? []));
        await Promise.all(clients.map((c) => waitFor(c, (s) => s._stateID > own._stateID)));
      }
      expect(clients[1].getState()!._stateID).toBeGreaterThanOrEqual(4);
    } finally {
      for (const c of clients) c.stop();
      await sleep(50);
      server.kill({ apiServer, appServer });
    }
  }, 60_000);
});
