// The component tables of RULES.md, generated from src/engine/content.ts and data/ (S003-0002,
// S003-0003): `npm run build:cards` rewrites the block; tests/games/division/docs.test.ts fails when it drifts.
import { rulesTables, rewriteRulesWhenRun } from '../kit/docs';
import { DIVISION_POINTS, HOME_OFFICE, MAINLINE, TIMETABLE } from './data';

export const DO_NOT_EDIT = 'Generated from src/engine/content.ts by `npm run build:cards`; do not edit by hand.';

export function renderComponentTables(): string {
  const dash = (b: boolean) => (b ? 'yes' : '—');
  const L: string[] = [DO_NOT_EDIT, '', '### Copies', '', '| Card | Copies |', '|---|---|'];
  for (const m of MAINLINE) L.push(`| ${m.name} | ${m.copies} |`);
  L.push(`| ${DIVISION_POINTS.map((d) => d.name.replace(' Division Point', '')).join(' / ')} Division Point | 1 each, not dealt |`);
  L.push('', '### The deck', '', '| Card | Regions | Default entry | Fast / slow entry | Trains may pass | Extra may start |', '|---|---|---|---|---|---|');
  for (const m of MAINLINE) L.push(`| ${m.name} | ${m.regions} | ${m.defaultEntry} | ${m.speedEntry ? `${m.speedEntry.fast} / ${m.speedEntry.slow}` : '—'} | ${dash(m.trainsMayPass)} | ${dash(m.sortsCars)} |`);
  L.push('', '### Card texts and printed speeds (mph is scenery)', '', '| Card | mph | Text |', '|---|---|---|');
  for (const m of MAINLINE) L.push(`| ${m.name} | ${m.mph} | ${m.text} |`);
  L.push('', '### Home Office deck', '', '| Card | Copies | Kind | Placement | Text | Source |', '|---|---|---|---|---|---|');
  for (const h of HOME_OFFICE) L.push(`| ${h.name} | ${h.copies} | ${h.kind} | ${h.placement} | ${h.text} | ${h.source} (copies: project) |`);
  L.push('', '### Timetable', '', '| Appears at Stage | Westbound | Eastbound | Class | Speed | Cars | Source |', '|---|---|---|---|---|---|---|');
  for (const r of TIMETABLE) L.push(`| ${r.appears} | No. ${r.west} | No. ${r.east} | ${r.cls === 1 ? '1st, passenger' : '2nd, freight'} | ${r.speed} | ${r.cars} | ${r.source} |`);
  return L.join('\n');
}

export const RULES_TABLES = rulesTables('games/division/docs.ts', renderComponentTables);
export const withTables = RULES_TABLES.withTables;

await rewriteRulesWhenRun(import.meta.url, RULES_TABLES);
