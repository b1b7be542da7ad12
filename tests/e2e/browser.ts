// Real Chromium through playwright-core. Debian's chromium only: npm never downloads a browser.
import { existsSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

export const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
export const hasBrowser = existsSync(CHROMIUM);
const required = process.env.REQUIRE_BROWSER === '1';

if (!hasBrowser && !required) {
  const bar = '!'.repeat(78);
  console.warn(
    `\n${bar}\n!! BROWSER TESTS SKIPPED: no Chromium at ${CHROMIUM}.\n` +
      `!! Install Debian's chromium (apt-get install chromium) or set CHROMIUM_PATH.\n` +
      `!! CI sets REQUIRE_BROWSER=1, where a missing browser fails the run.\n${bar}\n`,
  );
}

/** describe() for browser tests: runs with a browser, fails without one when REQUIRE_BROWSER=1, else skips loudly. */
export function describeBrowser(name: string, body: () => void): void {
  if (!hasBrowser && required) {
    describe(name, () => {
      it('needs Chromium', () => {
        expect(existsSync(CHROMIUM), `REQUIRE_BROWSER=1 but there is no Chromium at ${CHROMIUM}`).toBe(true);
      });
    });
    return;
  }
  describe.skipIf(!hasBrowser)(name, body);
}

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export async function launchBrowser() {
  const { chromium } = await import('playwright-core');
  return chromium.launch({ executablePath: CHROMIUM, args: CHROMIUM_ARGS });
}
