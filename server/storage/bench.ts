// Storage benchmark for tools/bench.ts: the time one move costs the store (setState with its
// deltalog appended), as boardgame.io's master issues it, measured per move.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import type { LogEntry, State, StorageAPI } from 'boardgame.io';
import { FlatFile } from 'boardgame.io/server';
import { createRequire } from 'node:module';
import { createMatch, ProcessGameConfig } from 'boardgame.io/internal';
import { referenceGame } from '../../tools/reference-game';
import { nearestRank } from '../../tools/lib/stats';
import { openSQLiteStorage } from './sqlite';

export type StorageKind = 'sqlite' | 'flatfile';

/** boardgame.io's FlatFile loads node-persist at run time, which boardgame.io lists only as a dev dependency. */
export function flatFileAvailable(): boolean {
  try {
    createRequire(import.meta.url).resolve('node-persist');
    return true;
  } catch {
    return false;
  }
}


function step(prev: State): { state: State; deltalog: LogEntry[] } {
  const deltalog = [
    {
      action: { type: 'MAKE_MOVE', payload: { type: 'add', args: [1], playerID: prev.ctx.currentPlayer } },
      _stateID: prev._stateID,
      turn: prev.ctx.turn,
      phase: prev.ctx.phase,
    } as LogEntry,
  ];
  const G = prev.G as any;
  return { state: { ...prev, G: { ...G, counter: G.counter + 1 }, _stateID: prev._stateID + 1 }, deltalog };
}

/** Milliseconds per move (setState + log append), median and 95th percentile, over `moves` moves. */
export async function benchStorage(kind: StorageKind, moves: number): Promise<{ p50Ms: number; p95Ms: number }> {
  if (kind === 'flatfile' && !flatFileAvailable()) {
    throw new Error("benchStorage('flatfile') needs the node-persist package (boardgame.io's FlatFile loads it; boardgame.io 0.50.2 lists it only as a dev dependency): npm install -E -D node-persist@3.1.3");
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), `railhouse-bench-${kind}-`));
  let db: StorageAPI.Sync | StorageAPI.Async;
  let close = async () => {};
  if (kind === 'sqlite') {
    const sqlite = openSQLiteStorage(path.join(dir, 'bench.sqlite'));
    db = sqlite;
    close = async () => sqlite.close();
  } else {
    db = new FlatFile({ dir, logging: false });
  }
  try {
    await db.connect();
    const made = createMatch({ game: ProcessGameConfig({ ...referenceGame.game }), numPlayers: 2, setupData: undefined, unlisted: true });
    if ('setupDataError' in made) throw new Error(made.setupDataError);
    await db.createMatch('bench', made);
    let state = made.initialState;
    const times: number[] = [];
    for (let i = 0; i < moves; i++) {
      const next = step(state);
      state = next.state;
      const t0 = performance.now();
      await db.setState('bench', state, next.deltalog);
      times.push(performance.now() - t0);
    }
    times.sort((a, b) => a - b);
    return { p50Ms: nearestRank(times, 0.5) ?? NaN, p95Ms: nearestRank(times, 0.95) ?? NaN };
  } finally {
    await close();
    fs.rmSync(dir, { recursive: true, force: true });
  }
}
