// Component tables for RULES.md, generated from data/ so the document cannot drift from the code
// (a test compares them). Regenerate with: npx tsx games/train-and-railway/docs.ts
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

export const BEGIN = '<!-- generated:components (games/train-and-railway/docs.ts) -->';
export const END = '<!-- /generated -->';

/** RULES.md with its generated block replaced by the current tables. */
export function withTables(markdown: string): string {
  const i = markdown.indexOf(BEGIN);
  const j = markdown.indexOf(END);
  if (i < 0 || j < 0) return markdown;
  return markdown.slice(0, i + BEGIN.length) + '\n' + renderComponentTables() + '\n' + markdown.slice(j);
}

const isMain = typeof process !== 'undefined' && process.argv[1]?.endsWith('docs.ts');
if (isMain) {
  const { readFileSync, writeFileSync } = await import('node:fs');
  const path = new URL('./RULES.md', import.meta.url);
  writeFileSync(path, withTables(readFileSync(path, 'utf8')));
}
