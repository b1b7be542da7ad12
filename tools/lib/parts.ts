// A long run is played in parts (--first) and joined (--merge): the parts must come from the same
// run, and no game may be in two of them.
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { UsageError } from './args';

/**
 * The report files of `--merge a.json,b.json`. A folder stands for every .json file in it (sorted),
 * so a folder that many sessions add parts to is merged with one command line.
 */
export function mergeFiles(value: unknown): string[] {
  const given = String(value).split(',').map((f) => f.trim()).filter(Boolean);
  const files = given.flatMap((f) => {
    let folder = false;
    try {
      folder = statSync(f).isDirectory();
    } catch {
      // not there: reading it names the missing file
    }
    return folder ? readdirSync(f).filter((n) => n.endsWith('.json')).sort().map((n) => join(f, n)) : [f];
  });
  if (files.length === 0) throw new UsageError('--merge needs report files.');
  return files;
}

/** The games of every part, by index; `runKey` names what must be equal across parts, `where` says which parts a clash is in. */
export function joinParts<Part extends { perGame: { index: number }[] }>(
  parts: Part[],
  runKey: (part: Part) => string,
  differ: string,
  where = '',
): Part['perGame'] {
  if (parts.length === 0) throw new UsageError('Nothing to merge.');
  const key = runKey(parts[0]);
  if (parts.some((p) => runKey(p) !== key)) throw new UsageError(`The parts differ in ${differ}.`);
  const seen = new Set<number>();
  const games: Part['perGame'] = [];
  for (const part of parts) {
    for (const g of part.perGame) {
      if (seen.has(g.index)) throw new UsageError(`Game ${g.index}${where} is in two parts.`);
      seen.add(g.index);
      games.push(g);
    }
  }
  return games.sort((a, b) => a.index - b.index);
}
