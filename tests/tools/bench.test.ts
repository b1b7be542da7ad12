import { describe, expect, it } from 'vitest';
import { DEFAULT_BUDGETS, loadBotGame } from '../../bots/index';
import { parseBenchArgs } from '../../tools/bench';
import seedrandom from 'seedrandom';
import { formatBenchReport, runBench, simulationSpeed } from '../../tools/lib/bench-run';
import { applyMove, currentSeat, legalMoves, startMatch } from '../../tools/lib/match';

describe('npm run bench', () => {
  it('parses its arguments', () => {
    expect(parseBenchArgs([])).toEqual({ games: undefined, quick: false, capped: false, storageMoves: 200, json: false });
    expect(parseBenchArgs(['--games', 'reference, russian-railroads', '--quick', '--capped', '--json'])).toEqual({
      games: ['reference', 'russian-railroads'],
      quick: true,
      capped: true,
      storageMoves: 20,
      json: true,
    });
    expect(() => parseBenchArgs(['--storage-moves', 'lots'])).toThrow(/--storage-moves must be a positive whole number/);
    expect(() => parseBenchArgs(['--fast'])).toThrow(/Unknown option '--fast'/);
  });

  it("prints the search's transitions beside its playout steps when the search counts them", () => {
    const game = {
      players: 4, reducerActionsPerSecond: 5000, referenceActionsPerSecond: 8000, ratioToReference: 0.625,
      botPlayoutStepsPerSecond: 15000, botTransitionsPerSecond: 40000, botTransitionsPerCpuSecond: 30000,
      v1PlayoutStepsPerSecond: 4000, reducerActionsPerCpuSecond: 6000, botPlayoutStepsPerCpuSecond: 12000,
      v1PlayoutStepsPerCpuSecond: 3500, msPerMove: { normal: 100 }, cpuMsPerMove: { normal: 90 }, iterationsPerMove: {}, positions: 5,
    } as never;
    const text = formatBenchReport({ mode: 'production', capped: false, games: { rr: game }, storage: {} as never });
    expect(text).toMatch(/bot playouts 15000 steps\/s = 3 x reducer/);
    expect(text).toMatch(/search transitions \(playout moves and their look-ahead\) 40000\/s = 8 x reducer; in CPU time 30000 = 5 x reducer/);
  });

  it('measures the reference game in one quick run and skips what is missing with a note', async () => {
    const report = await runBench({ games: ['reference', 'nope'], quick: true, capped: false, storageMoves: 5, json: true });
    const ref = report.games.reference;
    expect('skipped' in ref).toBe(false);
    if ('skipped' in ref) return;
    expect(ref.reducerActionsPerSecond).toBeGreaterThan(0);
    expect(ref.ratioToReference).toBeGreaterThan(0);
    expect(ref.botPlayoutStepsPerSecond).toBeGreaterThan(0);
    expect(ref.reducerActionsPerCpuSecond).toBeGreaterThan(0);
    expect(ref.botPlayoutStepsPerCpuSecond).toBeGreaterThan(0);
    for (const kind of ['easy', 'normal', 'hard', 'plain'] as const) {
      expect(ref.msPerMove[kind]).toBeGreaterThan(0);
      expect(ref.cpuMsPerMove[kind]).toBeGreaterThan(0);
    }
    // Uncapped: every search ran its whole budget.
    expect(ref.iterationsPerMove.hard).toBe(DEFAULT_BUDGETS.hard.iterations);
    expect(report.games.nope).toEqual({ skipped: expect.stringMatching(/Unknown game "nope"/) });
    for (const kind of ['sqlite', 'flatfile'] as const) {
      const s = report.storage[kind];
      expect('skipped' in s || (s.p50Ms >= 0 && s.p95Ms >= s.p50Ms)).toBe(true);
    }
    expect(formatBenchReport(report)).toMatch(/reference \(2p\)/);
  });

  it("replays a recorded game through the game's simulation, and stops at a move it refuses", async () => {
    const loaded = await loadBotGame('division');
    const match = startMatch(loaded.module, 2, {}, 'bench-sim');
    const start = match.state;
    const moves: { seat: string; choice: { move: string; args?: unknown[] } }[] = [];
    const rng = seedrandom('bench-sim');
    while (match.state.ctx.gameover === undefined && moves.length < 200) {
      const seat = currentSeat(match.state.ctx);
      const legal = legalMoves(match, seat);
      const choice = legal[Math.floor(rng() * legal.length)];
      expect(applyMove(match, seat, choice)).toBeFalsy();
      moves.push({ seat, choice });
    }
    const speed = simulationSpeed(loaded, [{ start, moves }]);
    expect(speed!.wall).toBeGreaterThan(0);
    expect(speed!.cpu).toBeGreaterThan(0);
    const refused = [...moves.slice(0, 3), { seat: moves[3].seat, choice: { move: 'noSuchMove', args: [] } }];
    expect(() => simulationSpeed(loaded, [{ start, moves: refused }])).toThrow(/the simulation refused noSuchMove/);
  });
});
