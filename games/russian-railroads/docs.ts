// Component tables for RULES.md, generated from data/ so the document cannot drift from the code
// (a test compares them). Regenerate with: npx tsx games/russian-railroads/docs.ts
import { rulesTables, rewriteRulesWhenRun } from '../kit/docs';
import type { Effect } from './data/types';
import { SPACES } from './data/spaces';
import { ENGINEERS } from './data/engineers';
import { FACTORIES } from './data/factories';
import { END_BONUS_CARDS } from './data/endBonus';
import { TOKENS, BONUS_CARDS, STARTING_BONUS_CARDS } from './data/tokens';
import { PLAYER_COUNTS } from './data/setup';
import { BASE_LINES, BASE_SPECIALS, BASE_STARS, INDUSTRY_TRACK, TRACK_VALUES, type SpecialRow } from './data/board-base';
import { EMIL_CARDS } from './data/emil';
import { FOUNDRIES } from './data/coal';
import { GERMAN_LINES, GERMAN_SPECIALS, EXTENSIONS, INCOME_MARKERS } from './data/board-german';
import { AMERICAN_LINES, AMERICAN_SPECIALS, COIN_SPACES } from './data/board-american';

const COL = ['black', 'gray', 'brown', 'natural', 'white'];

export function effectText(e: Effect): string {
  switch (e.e) {
    case 'adv': return `${e.n} ${e.cols.length === 5 ? 'any-colour' : e.cols.map((c) => COL[c]).join('/')} advancement${e.n > 1 ? 's' : ''}`;
    case 'ind': return `${e.n} industry`;
    case 'tile': return e.mode === 'both' ? 'locomotive and factory' : e.mode === 'either' ? 'locomotive or factory' : e.mode;
    case 'doubler': return `${e.n} doubler${e.n > 1 ? 's' : ''}`;
    case 'roubles': return `${e.n} rouble${e.n > 1 ? 's' : ''}`;
    case 'points': return `${e.n} points`;
    case 'temp': return '2 temporary workers';
    case 'hire': return 'hire the engineer';
    case 'ebDraw': return `draw ${e.n} End Bonus cards, keep 1`;
    case 'copyTrack': return 'copy a track space T1–T10 +1 advancement';
    case 'pointsPerEngineer': return `${e.n} points per engineer`;
    case 'pointsTopLocos': return `points = sum of your ${e.k} highest locomotives`;
    case 'worker': return 'the black worker (permanent)';
    case 'engineer': return `engineer #${e.id} and ${e.roubles} rouble`;
    case 'express': return 'the #9 locomotive without factory side';
    case 'factoryThenInd': return `1 factory, then ${e.n} industry`;
    case 'marker': return `second industry marker, then ${e.n} industry with it`;
    case 'revalue': return 'Revaluation marker';
    case 'medal': return 'Kiev medal';
    case 'qcard': return 'claim a face-up ? card';
    case 'coal': return `${e.n} coal`;
    case 'stoke': return 'top face-down foundry as a boilerman';
    case 'foundry': return 'a face-up foundry';
    case 'roundWorker': return '1 worker for this round';
    case 'extraMarker': return 'another industry marker';
    case 'income': return 'an income marker';
  }
}
const fx = (es: Effect[]) => es.map(effectText).join('; ');

function specialText(s: SpecialRow): string {
  const w = s.when;
  const cond = w.c === 'black' ? `black ${w.space}` : w.c === 'trackLoco' ? `${COL[w.colour]}+loco ${w.space}` : `industry index ${w.index}`;
  const r = s.reward;
  const reward = r.r === 'unlock' ? `${COL[r.colour]} tracks${r.advance ? ` (+${r.advance} advancements)` : ''}${r.choose ? ` (${r.choose}, railroads of your choice)` : ''}`
    : r.r === 'points' ? `${r.n} points` : r.r === 'worker' ? '1 worker' : r.r === 'token' ? '? token' : r.r === 'extension' ? `extension tile (${r.area})` : fx(r.effects);
  return `| ${s.id} | ${s.route ?? ''} | ${cond} | ${reward} | ${s.source} |`;
}

export function renderComponentTables(): string {
  const L: string[] = [];
  L.push('### Action spaces', '', '| id | name | cost | effect | not on | source |', '|---|---|---|---|---|---|');
  for (const s of SPACES) {
    const cost = [s.workers ? `${s.workers}w` : '', s.roubles ? `${s.roubles}R` : '', s.coal ? `${s.coal} coal` : ''].filter(Boolean).join(' + ') || 'free';
    const not = [s.blocked2p ? '2p side' : '', s.soloBlocked ? 'solo' : '', s.coalOnly ? 'without Coal' : '', s.when === 'lastRound' ? 'rounds before the last' : s.when === 'normal' ? 'last round' : ''].filter(Boolean).join(', ');
    L.push(`| ${s.id} | ${s.name} | ${cost}${s.workerOnly ? ' (worker only)' : ''} | ${fx(s.effects) || 'turn order'}${s.reusable ? ' (reusable)' : ''} | ${not} | ${s.source} |`);
  }
  L.push('', '### Player counts', '', '| players | rounds | own workers | start workers | start roubles | locos per number | B / A engineers | pass points | source |', '|---|---|---|---|---|---|---|---|---|');
  for (const p of Object.values(PLAYER_COUNTS)) L.push(`| ${p.players} | ${p.rounds} | ${p.ownWorkers} | ${p.startWorkers} | ${p.startRoubles} | ${p.locosPerNumber} | ${p.engineersB} / ${p.engineersA} | ${p.passPoints.join(', ')} (project) | ${p.source} |`);
  L.push('', '### Engineers', '', '| # | pile | name | cost | action | source |', '|---|---|---|---|---|---|');
  for (const e of ENGINEERS) L.push(`| ${e.id} | ${e.pile} | ${e.name} | ${e.workers ? `${e.workers}w` : `${e.roubles}R`} | ${fx(e.effects)} | ${e.source} |`);
  L.push('', '### Factories', '', '| # | name | ability | scoring | source |', '|---|---|---|---|---|');
  for (const f of FACTORIES) L.push(`| ${f.loco} | ${f.name} | ${fx(f.effects)} | ${f.scoring ? 'yes' : ''} | ${f.source} |`);
  L.push('', '### End Bonus cards', '', '| id | name | scores | cap | source |', '|---|---|---|---|---|');
  for (const c of END_BONUS_CARDS) L.push(`| ${c.id} | ${c.name} | ${c.text} | ${c.cap} | ${c.source} |`);
  L.push('', '### ? tokens, ? cards, Starting Bonus cards', '', '| id | name | effect | source |', '|---|---|---|---|');
  for (const t of [...TOKENS, ...BONUS_CARDS, ...STARTING_BONUS_CARDS]) L.push(`| ${t.id} | ${t.name}${'coalOnly' in t && t.coalOnly ? ' (Coal)' : ''} | ${fx(t.effects)} | ${t.source} |`);
  L.push('', '### Base board', '', `Railroads: ${BASE_LINES.map((l) => `${l.name} ${l.length} (${l.colours.map((c) => COL[c]).join(', ')})`).join('; ')}.`);
  L.push(`Track values: ${TRACK_VALUES.base.join('/')}; revalued ${TRACK_VALUES.revalued.join('/')}.`);
  L.push(`Industry track: ${INDUSTRY_TRACK.map((s) => (s.kind === 'factory' ? 'F' : s.kind === 'token' ? '?' : String(s.scores))).join(', ')}.`);
  L.push(`Kiev stars: ${BASE_STARS.map((s) => `${s.space}→${s.points} (${s.source})`).join(', ')}.`);
  L.push('', '| special | route | condition | reward | source |', '|---|---|---|---|---|');
  for (const s of BASE_SPECIALS) L.push(specialText(s));
  L.push('', '### Emil (solo)', '', '| card | space | workers | coins | source |', '|---|---|---|---|---|');
  for (const c of EMIL_CARDS) L.push(`| ${c.id} | ${c.space} | ${c.workers} | ${c.coins} | ${c.source}${c.coalOnly ? ' (Coal)' : ''} |`);
  L.push('', '### Foundries (Coal)', '', '| id | name | effect | source |', '|---|---|---|---|');
  for (const f of FOUNDRIES) L.push(`| ${f.id} | ${f.name} | ${fx(f.effects)} | ${f.source} |`);
  L.push('', '### German board', '', `Railroads: ${GERMAN_LINES.map((l) => `${l.name} ${l.routes ? `${l.routes.H} (Hamburg) / ${l.routes.B} (Berlin), switch after ${l.routes.switchAt}` : l.length}`).join('; ')}.`);
  L.push('', '| special | route | condition | reward | source |', '|---|---|---|---|---|');
  for (const s of GERMAN_SPECIALS) L.push(specialText(s));
  L.push('', '| extension | area | specials | stars | doubles | source |', '|---|---|---|---|---|---|');
  for (const x of EXTENSIONS) L.push(`| ${x.id} | ${x.area} | ${x.specials.map((s) => specialText(s).split(' | ').slice(2, 4).join(' → ')).join('; ')} | ${x.stars.map((s) => `${s.space}→${s.points}`).join(', ')} | ${x.doubles ? `${COL[x.doubles.colour]}+loco ${x.doubles.space}` : ''} | ${x.source} |`);
  L.push('', '| income marker | effect | copies | source |', '|---|---|---|---|');
  for (const m of INCOME_MARKERS) L.push(`| ${m.id} | ${fx(m.effects)} | ${m.copies} | ${m.source} |`);
  L.push('', '### American board', '', `Railroads: ${AMERICAN_LINES.map((l) => `${l.name} ${l.length}`).join('; ')}.`);
  L.push('', '| special | route | condition | reward | source |', '|---|---|---|---|---|');
  for (const s of AMERICAN_SPECIALS) L.push(specialText(s));
  L.push('', '| coin space | track | reward | source |', '|---|---|---|---|');
  for (const c of COIN_SPACES) L.push(`| ${c.id} | ${COL[c.colour]} ${c.space} on line ${c.line} | ${typeof c.reward === 'string' ? c.reward : fx(c.reward)} | ${c.source} |`);
  return L.join('\n');
}

/** The generated block of RULES.md; `withTables(markdown)` fills it with the current tables. */
export const RULES_TABLES = rulesTables('games/russian-railroads/docs.ts', renderComponentTables);
export const withTables = RULES_TABLES.withTables;

await rewriteRulesWhenRun(import.meta.url, RULES_TABLES);
