// The generated block of a game's RULES.md: component tables rendered from data/, between two
// HTML comments, so the document cannot drift from the code (each game's docs test compares them).

export interface RulesTables {
  /** The opening marker, naming the generator: `<!-- generated:components (games/<id>/docs.ts) -->`. */
  begin: string;
  /** RULES.md with its generated block replaced by the current tables. */
  withTables(markdown: string): string;
}

export const GENERATED_END = '<!-- /generated -->';

/**
 * The generated block of the game whose docs module is `generator` (its path from the repository
 * root), filled by `render`. A document without both markers is returned unchanged.
 */
export function rulesTables(generator: string, render: () => string): RulesTables {
  const begin = `<!-- generated:components (${generator}) -->`;
  return {
    begin,
    withTables(markdown) {
      const i = markdown.indexOf(begin);
      const j = markdown.indexOf(GENERATED_END);
      if (i < 0 || j < 0) return markdown;
      return markdown.slice(0, i + begin.length) + '\n' + render() + '\n' + markdown.slice(j);
    },
  };
}

/**
 * When the docs module at `moduleUrl` is the script being run (`npx tsx games/<id>/docs.ts`),
 * rewrites the RULES.md beside it; when it is imported (tests), does nothing.
 */
export async function rewriteRulesWhenRun(moduleUrl: string, tables: RulesTables): Promise<void> {
  if (typeof process === 'undefined' || !process.argv[1]) return;
  const { fileURLToPath } = await import('node:url');
  const { resolve } = await import('node:path');
  if (resolve(process.argv[1]) !== fileURLToPath(moduleUrl)) return;
  const { readFileSync, writeFileSync } = await import('node:fs');
  const path = new URL('./RULES.md', moduleUrl);
  writeFileSync(path, tables.withTables(readFileSync(path, 'utf8')));
}
