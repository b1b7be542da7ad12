// Golden playthroughs: for each configuration below, a seeded game played by a fixed policy
// (a seeded random pick among the enumerated moves), written as readable text: every move,
// what the narration said, and the scores after it.
//   npm run playthroughs [-- --only GAME_ID] [--dir DIR] [--check]
// writes tests/games/<id>/playthroughs/<name>.txt; tests/tools/playthroughs.test.ts
// regenerates every file that exists and compares. A configuration the game does not support
// (yet) is skipped with a message.
import { mkdirSync, readFileSync, writeFileSync, existsSync } from 'node:fs';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import seedrandom from 'seedrandom';
import { loadGameModule } from '../bots/index';
import { isMain, parseCommandLine, runTool, stringOption } from './lib/args';
import { applyMove, currentSeat, legalMoves, startMatch } from './lib/match';

export interface PlaythroughConfig {
  game: string;
  /** File name without .txt. */
  name: string;
  players: number;
  setup: Record<string, string | boolean>;
  seed: string;
  /** Stop (and say so) after this many moves. */
  maxMoves?: number;
}

export const PLAYTHROUGHS: PlaythroughConfig[] = [
  { game: 'reference', name: '3p', players: 3, setup: {}, seed: 'playthrough-reference-3p' },
  { game: 'train-and-railway', name: '2p', players: 2, setup: {}, seed: 'playthrough-train-and-railway-2p' },
  { game: 'train-and-railway', name: '4p', players: 4, setup: {}, seed: 'playthrough-train-and-railway-4p' },
  { game: 'division', name: '1p', players: 1, setup: {}, seed: 'playthrough-division-1p' },
  { game: 'division', name: '2p', players: 2, setup: {}, seed: 'playthrough-division-2p' },
  { game: 'division', name: '4p', players: 4, setup: {}, seed: 'playthrough-division-4p' },
  { game: 'russian-railroads', name: '4p-base', players: 4, setup: { board: 'base' }, seed: 'playthrough-russian-railroads-4p' },
  {
    game: 'russian-railroads',
    name: '2p-german-coal',
    players: 2,
    setup: { board: 'german', coal: true },
    seed: 'playthrough-russian-railroads-2p-german-coal',
  },
  {
    game: 'russian-railroads',
    name: 'solo-american',
    players: 1,
    setup: { board: 'american' },
    seed: 'playthrough-russian-railroads-solo-american',
  },
  // Lost Atlas (design §7.5, issue 1): uniform picks end most games early by a bankruptcy, which
  // keeps the files reviewable; the cap is the design's.
  { game: 'lost-atlas', name: 'short-3p-base', players: 3, setup: { mode: 'short', minors: 'base' }, seed: 'playthrough-lost-atlas-short-3p-base', maxMoves: 3000 },
  { game: 'lost-atlas', name: 'long-4p-lmk', players: 4, setup: { mode: 'long', minors: 'landmarks' }, seed: 'playthrough-lost-atlas-long-4p-lmk', maxMoves: 3000 },
  // Issue 2 (design §7.5): randomized Minors on a Crowded map, and six players with the recommended
  // options (D2M and Landmark projects; Hostile Mergers join when they are built).
  { game: 'lost-atlas', name: 'long-5p-crowded-random', players: 5, setup: { mode: 'long', minors: 'random', crowded: true }, seed: 'playthrough-lost-atlas-long-5p-crowded-random', maxMoves: 3000 },
  { game: 'lost-atlas', name: 'six-6p-recommended', players: 6, setup: {}, seed: 'playthrough-lost-atlas-six-6p-recommended', maxMoves: 3000 },
  // Issue 3 (design §7.5): seven players with the Events module and Bank Break; the seed is one whose
  // uniform game plays all five cycles (five reveals, a priority player's event choice).
  { game: 'lost-atlas', name: 'seven-7p-events-bankbreak', players: 7, setup: { events: true, bankBreak: true }, seed: 'playthrough-lost-atlas-seven-7p-events-bankbreak-2', maxMoves: 3000 },
];

const ROOT = join(dirname(fileURLToPath(import.meta.url)), '..');

export function playthroughPath(config: PlaythroughConfig, root = join(ROOT, 'tests', 'games')): string {
  return join(root, config.game, 'playthroughs', `${config.name}.txt`);
}

export type PlaythroughResult = { ok: true; text: string } | { ok: false; skipped: string };

function scoresLine(scores: Record<string, number>): string {
  return Object.entries(scores)
    .map(([seat, score]) => `${seat}:${score}`)
    .join(' ');
}

/** Plays the configuration's game and returns its text, or why the game cannot play it. */
export async function generatePlaythrough(config: PlaythroughConfig): Promise<PlaythroughResult> {
  let module;
  try {
    module = await loadGameModule(config.game);
  } catch (err) {
    return { ok: false, skipped: err instanceof Error ? err.message : String(err) };
  }
  if (config.players < module.minPlayers || config.players > module.maxPlayers) {
    return { ok: false, skipped: `${module.name} does not support ${config.players} players.` };
  }
  const parsed = module.parseSetup(config.players, config.setup);
  if (!parsed.ok) return { ok: false, skipped: `${module.name} refuses setup ${JSON.stringify(config.setup)}: ${parsed.error}` };

  const match = startMatch(module, config.players, config.setup, config.seed);
  const rng = seedrandom(`${config.seed}/policy`);
  const maxMoves = config.maxMoves ?? 5000;
  const lines = [
    `# Playthrough of ${module.id}: ${config.players} player(s), setup ${JSON.stringify(config.setup)}, seed "${config.seed}"`,
    `# Policy: a seeded random pick among the enumerated moves (seed "${config.seed}/policy").`,
    `# Regenerate with \`npm run playthroughs\` when a rule change is intended; review the diff.`,
    `start | scores ${scoresLine(module.summary(match.state.G, match.state.ctx).scores)}`,
  ];
  let logged = module.log(match.state.G).length;
  let n = 0;
  while (match.state.ctx.gameover === undefined) {
    if (n >= maxMoves) {
      lines.push(`stopped after ${n} moves (the playthrough's cap), game not over`);
      break;
    }
    const seat = currentSeat(match.state.ctx);
    const choices = legalMoves(match, seat);
    if (choices.length === 0) {
      lines.push(`ERROR seat ${seat} has no legal move and the game is not over`);
      break;
    }
    const choice = choices[Math.floor(rng() * choices.length)];
    const { turn, phase } = match.state.ctx;
    const refused = applyMove(match, seat, choice);
    n++;
    const { G, ctx } = match.state;
    lines.push(
      `${n}. turn ${turn}${phase ? ` ${phase}` : ''} seat ${seat}: ${choice.move}(${(choice.args ?? [])
        .map((a) => JSON.stringify(a))
        .join(', ')}) of ${choices.length}`,
    );
    if (refused) {
      lines.push(`ERROR ${refused}`);
      break;
    }
    const narration = module.log(G);
    for (const line of narration.slice(logged)) lines.push(`   > ${line.player !== undefined && !line.text.startsWith(`{p:${line.player}}`) ? `[${line.player}] ` : ''}${line.text}`);
    logged = narration.length;
    lines.push(`   scores ${scoresLine(module.summary(G, ctx).scores)}`);
  }
  const over = match.state.ctx.gameover as { winners?: string[]; scores?: Record<string, number> } | undefined;
  if (over) {
    lines.push(
      `game over after ${n} moves: winners ${(over.winners ?? []).join(', ') || '(none)'}; final scores ${scoresLine(
        over.scores ?? module.summary(match.state.G, match.state.ctx).scores,
      )}`,
    );
  }
  return { ok: true, text: lines.join('\n') + '\n' };
}

export const PLAYTHROUGHS_USAGE = 'Usage: npm run playthroughs [-- --only GAME_ID] [--dir DIR] [--check]';

if (isMain(import.meta.url)) {
  void runTool(PLAYTHROUGHS_USAGE, async () => {
    const v = parseCommandLine(process.argv.slice(2), {
      only: { type: 'string' },
      dir: { type: 'string' },
      check: { type: 'boolean' },
    });
    const only = v.only === undefined ? undefined : stringOption('only', v.only);
    const root = v.dir === undefined ? undefined : stringOption('dir', v.dir);
    let differences = 0;
    for (const config of PLAYTHROUGHS.filter((c) => !only || c.game === only)) {
      const path = playthroughPath(config, root);
      const shown = relative(process.cwd(), path);
      const result = await generatePlaythrough(config);
      if (!result.ok) {
        console.log(`skipped ${config.game} ${config.name}: ${result.skipped}`);
        continue;
      }
      if (v.check) {
        const same = existsSync(path) && readFileSync(path, 'utf8') === result.text;
        if (!same) differences++;
        console.log(`${same ? 'same' : existsSync(path) ? 'DIFFERS' : 'MISSING'} ${shown}`);
        continue;
      }
      mkdirSync(dirname(path), { recursive: true });
      writeFileSync(path, result.text);
      console.log(`wrote ${shown} (${result.text.split('\n').length - 1} lines)`);
    }
    if (differences > 0) process.exitCode = 1;
  });
}
