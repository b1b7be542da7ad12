// content.ts against the seed's two tables, cell by cell (the seed is read from ../shared, found
// from the repository root as the seed-coverage test finds its tool).
import { describe, expect, it } from 'vitest';
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { SHARED_DIR, sharedFileAvailable } from '../../kit/shared';
import { DIVISION_POINTS, MAINLINE, mainline, type MainlineType } from '../../../games/division/data';

const SEED_FILE = resolve(SHARED_DIR, 'seeds', '003_37dc0ba3653c5fae.txt');
const seedHere = sharedFileAvailable(SEED_FILE, "Division's cards against the seed's tables");
const SEED = seedHere ? readFileSync(SEED_FILE, 'utf8') : '';

/** The table whose header row starts with these cells, as rows of cells keyed by header name. */
function seedTable(firstHeaders: string[]): Record<string, string>[] {
  const lines = SEED.split('\n');
  const i = lines.findIndex((l) => l.startsWith('|') && l.split('|').map((c) => c.trim()).slice(1, 1 + firstHeaders.length).join('|') === firstHeaders.join('|'));
  if (i < 0) throw new Error(`no seed table headed ${firstHeaders.join(', ')}`);
  const cells = (l: string) => l.split('|').slice(1, -1).map((c) => c.trim());
  const head = cells(lines[i]);
  const rows: Record<string, string>[] = [];
  for (let j = i + 2; j < lines.length && lines[j].startsWith('|'); j++) rows.push(Object.fromEntries(cells(lines[j]).map((c, k) => [head[k], c])));
  return rows;
}

const copies = seedHere ? seedTable(['Card', 'Copies']) : [];
const regions = seedHere ? seedTable(['Card', 'Regions', 'Default entry']) : [];
const rowOf = (name: string) => regions.find((r) => r.Card === name)!;
const dash = (b: boolean) => (b ? 'yes' : '—');

function checkRow(type: MainlineType) {
  const m = mainline(type);
  const r = rowOf(m.name);
  expect(r, m.name).toBeTruthy();
  expect(Number(r.Regions)).toBe(m.regions);
  expect(Number(r['Default entry'])).toBe(m.defaultEntry);
  expect(r['Fast / slow entry']).toBe(m.speedEntry ? `${m.speedEntry.fast} / ${m.speedEntry.slow}` : '—');
  expect(r['Trains may pass']).toBe(dash(m.trainsMayPass));
  expect(r['Extra may start']).toBe(dash(m.sortsCars));
}

describe.skipIf(!seedHere)('the Mainline deck against the seed', () => {
  it('S003-0023 S003-0038 ten drawable cards: Plains twice, the other eight once; copies equal the seed table', () => {
    for (const m of MAINLINE) expect(Number(copies.find((r) => r.Card === m.name)!.Copies), m.name).toBe(m.copies);
    expect(MAINLINE.reduce((s, m) => s + m.copies, 0)).toBe(10);
    expect(MAINLINE.filter((m) => m.copies === 2).map((m) => m.type)).toEqual(['plains']);
  });
  it('S003-0024 the East and West Division Points: one each, not dealt', () => {
    expect(copies.find((r) => r.Card.startsWith('East / West'))!.Copies).toBe('1 each, not dealt');
    expect(DIVISION_POINTS.map((d) => [d.id, d.copies, d.dealt])).toEqual([['W', 1, false], ['E', 1, false]]);
    expect(MAINLINE.every((m) => m.dealt)).toBe(true);
  });
  it('S003-0028 the columns are parsed from the seed by header name', () => {
    expect(Object.keys(regions[0])).toEqual(['Card', 'Regions', 'Default entry', 'Fast / slow entry', 'Trains may pass', 'Extra may start']);
    expect(regions.map((r) => r.Card)).toEqual(MAINLINE.map((m) => m.name));
  });
  it('S003-0029 Plains row equals the seed', () => checkRow('plains'));
  it('S003-0030 Curves row equals the seed', () => checkRow('curves'));
  it('S003-0031 Hilly row equals the seed (fast 1 / slow 0)', () => checkRow('hilly'));
  it('S003-0032 Heavy Grade row equals the seed', () => checkRow('heavyGrade'));
  it('S003-0033 Double Track row equals the seed (trains may pass)', () => checkRow('doubleTrack'));
  it('S003-0034 Uncontrolled Siding row equals the seed (default entry 1)', () => checkRow('uncontrolledSiding'));
  it('S003-0035 Tunnel row equals the seed', () => checkRow('tunnel'));
  it('S003-0036 Trestle row equals the seed', () => checkRow('trestle'));
  it('S003-0037 Interchange row equals the seed (default entry 1, Extra may start)', () => checkRow('interchange'));
  it('S003-0025 the PDF art labels the Interchange "Yard"', () => {
    expect(mainline('interchange').artLabel).toBe('Yard');
  });
  it('S003-0026 "Interchange" throughout: the five yard-like names are distinct', () => {
    expect(mainline('interchange').name).toBe('Interchange');
    const names = ['Division Yard', 'Classification Yard', 'Yard Office', 'Small Yard', mainline('interchange').name];
    expect(new Set(names).size).toBe(5);
    expect(MAINLINE.every((m) => !/\bYard\b/.test(m.text) || m.type !== 'interchange')).toBe(true);
  });
  it('S003-0039 every card has its on-screen text', () => {
    for (const m of MAINLINE) expect(m.text.length, m.name).toBeGreaterThan(20);
    expect(mainline('hilly').text).toContain('fast train');
  });
});
