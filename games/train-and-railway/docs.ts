// Component tables for RULES.md, generated from data/ so the document cannot drift from the code
// (a test compares them). Regenerate with: npx tsx games/train-and-railway/docs.ts
import { rulesTables, rewriteRulesWhenRun } from '../kit/docs';
import { CONTRACTS, contractPoints } from './data/contracts';
import { GOODS, RECIPES } from './data/goods';
import { MAPS } from './data/maps';
import { UPGRADES, COLUMN_THRESHOLDS } from './data/upgrades';

export function renderComponentTables(): string {
  const lines: string[] = [];
  lines.push('### Goods (86 tokens)', '', '| good | basic | value | tokens | source of the value (every token count is project) |', '|---|---|---|---|---|');
  for (const g of GOODS) lines.push(`| ${g.id} | ${g.basic ? 'yes' : ''} | ${g.value} | ${g.supply} | ${g.source} |`);
  lines.push('', '### Recipes', '', '| recipe | factory | inputs | output | source |', '|---|---|---|---|---|');
  for (const r of RECIPES) lines.push(`| ${r.id} | ${r.factory} | ${r.inputs.join(' + ')} | ${r.output} | ${r.source} |`);
  lines.push('', '### Upgrade grid', '', '| ability | column | token | max | source |', '|---|---|---|---|---|');
  for (const u of UPGRADES) lines.push(`| ${u.id} (${u.label}) | ${u.column} | ${u.token} | ${u.max} | ${u.source} |`);
  lines.push('', `Column thresholds: ${COLUMN_THRESHOLDS.map((t) => `column ${t.column} needs ${t.needed}`).join(', ')} (seed).`);
  lines.push('', '### Contracts (36)', '', '| id | colour | goods | points | source |', '|---|---|---|---|---|');
  for (const c of CONTRACTS) lines.push(`| ${c.id} | ${c.colour} | ${c.goods.join(' + ')} | ${contractPoints(c.id)} | ${c.source} |`);
  lines.push('', '### Maps', '', '| id | name | character | source |', '|---|---|---|---|');
  for (const m of MAPS) lines.push(`| ${m.id} | ${m.name} | ${m.description} | ${m.source} |`);
  return lines.join('\n');
}

/** The generated block of RULES.md; `withTables(markdown)` fills it with the current tables. */
export const RULES_TABLES = rulesTables('games/train-and-railway/docs.ts', renderComponentTables);
export const withTables = RULES_TABLES.withTables;

await rewriteRulesWhenRun(import.meta.url, RULES_TABLES);
