import { describe, expect, it } from 'vitest';
import { UsageError } from '../../tools/lib/args';
import { formatPlayoutReport, parsePlayoutArgs, runPlayouts } from '../../tools/playout';
import { referenceGame } from '../../tools/reference-game';

describe('npm run playout', () => {
  it('parses its arguments, with booleans for true/false variants', () => {
    const opts = parsePlayoutArgs(['--game', 'x', '--players', '3', '--variant', 'coal=true', '--variant', 'board=german', '--games', '5', '--seed', 's']);
    expect(opts).toMatchObject({ game: 'x', players: 3, games: 5, seed: 's', json: false });
    expect(opts.setup).toEqual({ coal: true, board: 'german' });
    expect(parsePlayoutArgs(['--game', 'x', '--json']).games).toBe(10);
  });

  it.each([
    [['--games', '3'], /--game is required/],
    [['--game', 'x', '--games', 'many'], /--games must be a whole number, not "many"/],
    [['--game', 'x', '--players', '0'], /--players must be between 1 and 8/],
    [['--game', 'x', '--variant', 'coal'], /--variant takes KEY=VALUE/],
    [['--game', 'x', '--colour', 'red'], /Unknown option '--colour'/],
  ])('refuses %j with a clear message', (argv, message) => {
    expect(() => parsePlayoutArgs(argv)).toThrow(UsageError);
    expect(() => parsePlayoutArgs(argv)).toThrow(message);
  });

  it('plays random legal games of the reference game to the end with no errors', async () => {
    const report = await runPlayouts({ game: 'reference', players: 3, setup: {}, games: 12, seed: 't', maxMoves: 1000 });
    expect(report).toMatchObject({ games: 12, ended: 12, notEnded: 0, errors: 0, players: 3 });
    expect(report.moves).toBeGreaterThanOrEqual(12 * 7); // 21 points need at least 7 moves of 3
    expect(report.scores.overall.min).toBeGreaterThan(0);
    expect(Object.keys(report.scores.perSeat)).toEqual(['0', '1', '2']);
    expect(report.actionsPerSecond).toBeGreaterThan(0);
    expect(formatPlayoutReport(report)).toContain('errors 0');
    // Same seed, same games.
    const again = await runPlayouts({ game: 'reference', players: 3, setup: {}, games: 12, seed: 't', maxMoves: 1000 });
    expect(again.moves).toBe(report.moves);
    expect(again.scores).toEqual(report.scores);
  });

  it('reports games cut by the move cap as not ended', async () => {
    const report = await runPlayouts({ game: 'reference', setup: {}, games: 3, seed: 't', maxMoves: 4 });
    expect(report).toMatchObject({ ended: 0, notEnded: 3, errors: 0, moves: 12 });
  });

  it('counts a broken invariant and a refused enumerated move as errors', async () => {
    const broken = { ...referenceGame, invariants: () => 'always broken' };
    const r1 = await runPlayouts({ game: 'reference', setup: {}, games: 2, seed: 't', maxMoves: 100 }, broken);
    expect(r1.errors).toBe(2);
    expect(r1.errorSamples[0]).toMatch(/invariant broken: always broken/);
    const lying = { ...referenceGame, game: { ...referenceGame.game, ai: { enumerate: () => [{ move: 'add', args: [4] }] } } };
    const r2 = await runPlayouts({ game: 'reference', setup: {}, games: 1, seed: 't', maxMoves: 100 }, lying);
    expect(r2.errors).toBe(1);
    expect(r2.errorSamples[0]).toMatch(/enumerated move add\(\[4\]\) by seat 0 refused: action\/invalid_move/);
  });

  it('counts a move that leads back to a position already seen in the same turn as an error (a bot could repeat it for ever)', async () => {
    const circling = {
      ...referenceGame,
      game: {
        ...referenceGame.game,
        turn: {},
        moves: { ...referenceGame.game.moves, stay: ({ G }: { G: unknown }) => G },
        ai: { enumerate: () => [{ move: 'stay', args: [] }] },
      },
    };
    const report = await runPlayouts({ game: 'reference', setup: {}, games: 2, seed: 't', maxMoves: 100 }, circling);
    expect(report.errors).toBe(2);
    expect(report.errorSamples[0]).toMatch(/move 1 \(stay \[\]\): back at a position already seen this turn/);
  });

  it("refuses variants the game's parseSetup refuses", async () => {
    await expect(runPlayouts({ game: 'reference', setup: { coal: true }, games: 1, seed: 't', maxMoves: 10 })).rejects.toThrow(
      /Reference has no variants/,
    );
  });
});
