import { execFile } from 'node:child_process';
import { mkdtempSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';

// The tools as people run them: tsx, real argv, exit codes, worker threads.
const run = promisify(execFile);
const tsx = join(process.cwd(), 'node_modules', '.bin', 'tsx');

async function tool(args: string[]): Promise<{ code: number; stdout: string; stderr: string }> {
  try {
    const { stdout, stderr } = await run(tsx, args, { cwd: process.cwd(), env: { ...process.env, NODE_ENV: 'production' } });
    return { code: 0, stdout, stderr };
  } catch (err) {
    const e = err as { code: number; stdout: string; stderr: string };
    return { code: e.code, stdout: e.stdout, stderr: e.stderr };
  }
}

describe('the tools on the command line', () => {
  it('arena runs games in two worker threads and writes its JSON with the command line to --out', async () => {
    const out = join(mkdtempSync(join(tmpdir(), 'arena-')), 'x.json');
    const args = ['--game', 'reference', '--players', '2', '--bots', 'easy,random', '--games', '2', '--workers', '2', '--iterations', '20', '--seed', 'cli', '--out', out, '--json'];
    const { code, stdout } = await tool(['tools/arena.ts', ...args]);
    expect(code).toBe(0);
    const printed = JSON.parse(stdout);
    expect(printed).toMatchObject({ games: 2, ended: 2, errors: [] });
    expect(printed.bots.map((b: { name: string }) => b.name)).toEqual(['easy', 'random']);
    const written = JSON.parse(readFileSync(out, 'utf8'));
    // tool() runs in production mode, which the command line records.
    expect(written.command).toBe(`NODE_ENV=production npm run arena -- ${args.join(' ')}`);
    expect(written.bots).toEqual(printed.bots);
  });

  it('playout prints one JSON object with --json, and bad input exits 2 with the reason and the usage', async () => {
    const ok = await tool(['tools/playout.ts', '--game', 'reference', '--games', '3', '--seed', 'cli', '--json']);
    expect(ok.code).toBe(0);
    expect(JSON.parse(ok.stdout)).toMatchObject({ games: 3, ended: 3, errors: 0 });
    const bad = await tool(['tools/playout.ts', '--game', 'reference', '--games', 'lots']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--games must be a whole number, not "lots".');
    expect(bad.stderr).toContain('Usage: npm run playout');
    const unknown = await tool(['tools/playout.ts', '--game', 'chess']);
    expect(unknown.code).toBe(1);
    expect(unknown.stderr.trim()).toBe('Unknown game "chess". Known: reference, train-and-railway, russian-railroads, division, lost-atlas.');
  });
  it('load --restart fills a store through the lobby, kills the server with -9 and times the restart until sampled matches serve a move', async () => {
    const { code, stdout } = await tool(['tools/load.ts', '--restart', '6', '--seed', '7', '--json']);
    expect(code).toBe(0);
    const { restart, command } = JSON.parse(stdout);
    expect(command).toBe('NODE_ENV=production npm run load -- --restart 6 --seed 7 --json');
    expect(restart).toMatchObject({ storedMatches: 6, storedAtHealth: 6, sampledMatches: 6, errors: {} });
    expect(restart.listenSeconds).toBeGreaterThan(0);
    expect(restart.allServedSeconds).toBeGreaterThanOrEqual(restart.firstServedSeconds);
    expect(restart.firstServedSeconds).toBeGreaterThanOrEqual(restart.listenSeconds);
    const bad = await tool(['tools/load.ts', '--restart', '6', '--url', 'http://127.0.0.1:1']);
    expect(bad.code).toBe(2);
    expect(bad.stderr).toContain('--restart starts and kills its own server: leave out --url.');
  }, 120_000);
});
