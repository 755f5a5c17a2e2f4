// Debian's Chromium as its headless shell (package chromium-headless-shell: the same Chromium
// build without the desktop browser around it, as Playwright runs headless tests) with the flags
// that work on this machine, for the browser tests (e2e, the tracker's fault matrix) and the
// benchmarks driven by Playwright: never a downloaded browser. Chosen for its CPU time per page
// (figures in the README, "Browser tests use"). Lighthouse runs the full browser
// (bench/budgets/lighthouseRun.mjs). CHROMIUM_PATH overrides the path.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium-headless-shell';

export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function launchChromium() {
  if (!existsSync(chromiumPath)) {
    throw new Error(
      `Chromium not found at ${chromiumPath}: run "node scripts/ensure-system-deps.mjs" as root or set CHROMIUM_PATH.`,
    );
  }
  return chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
}
