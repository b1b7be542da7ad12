// Command-line parsing for the tools: node's parseArgs plus checks that say what is wrong.
import { parseArgs, type ParseArgsConfig } from 'node:util';

export class UsageError extends Error {}

export function parseCommandLine(argv: string[], options: NonNullable<ParseArgsConfig['options']>) {
  try {
    return parseArgs({ args: argv, options, strict: true, allowPositionals: false }).values as Record<
      string,
      string | boolean | string[] | undefined
    >;
  } catch (err) {
    throw new UsageError(err instanceof Error ? err.message : String(err));
  }
}

export function intOption(name: string, value: unknown, fallback: number | undefined, min: number, max: number): number {
  if (value === undefined) {
    if (fallback === undefined) throw new UsageError(`--${name} is required.`);
    return fallback;
  }
  const text = String(value);
  if (!/^-?\d+$/.test(text)) throw new UsageError(`--${name} must be a whole number, not "${text}".`);
  const n = Number(text);
  if (n < min || n > max) throw new UsageError(`--${name} must be between ${min} and ${max}, not ${n}.`);
  return n;
}

export function stringOption(name: string, value: unknown, fallback?: string): string {
  if (value === undefined || value === '') {
    if (fallback === undefined) throw new UsageError(`--${name} is required.`);
    return fallback;
  }
  return String(value);
}

/** `--variant K=V` pairs into raw setupData; true/false become booleans, the game's parseSetup checks the rest. */
export function variantOption(values: unknown): Record<string, string | boolean> {
  const list = values === undefined ? [] : Array.isArray(values) ? values : [values];
  const setup: Record<string, string | boolean> = {};
  for (const item of list.map(String)) {
    const eq = item.indexOf('=');
    if (eq <= 0) throw new UsageError(`--variant takes KEY=VALUE, not "${item}".`);
    const key = item.slice(0, eq);
    const raw = item.slice(eq + 1);
    setup[key] = raw === 'true' ? true : raw === 'false' ? false : raw;
  }
  return setup;
}

/** Runs a tool's main: usage errors with the usage (exit 2), other failures as one sentence (exit 1; RAILHOUSE_DEBUG=1 for the stack). */
export async function runTool(usage: string, main: () => Promise<void>): Promise<void> {
  try {
    await main();
  } catch (err) {
    if (err instanceof UsageError) {
      console.error(`${err.message}\n\n${usage}`);
      process.exitCode = 2;
    } else {
      // Failures are sentences for a person; the stack only when asked for.
      const detail = process.env.RAILHOUSE_DEBUG && err instanceof Error ? err.stack : undefined;
      console.error(detail ?? (err instanceof Error ? err.message : String(err)));
      process.exitCode = 1;
    }
  }
}

/** Is this module the program being run (not imported by a test)? */
export function isMain(metaUrl: string): boolean {
  const entry = process.argv[1];
  if (!entry) return false;
  try {
    const path = new URL(metaUrl).pathname;
    return path === entry || path.replace(/\.ts$/, '') === entry.replace(/\.ts$/, '');
  } catch {
    return false;
  }
}
