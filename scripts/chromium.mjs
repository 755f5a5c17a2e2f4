// Debian's headless Chromium with the flags that work on this machine, for the
// browser tests (e2e, the tracker's fault matrix) and the benchmarks: never a
// downloaded browser. CHROMIUM_PATH overrides the path.
import { existsSync } from 'node:fs';
import { chromium } from 'playwright-core';

export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless=new',
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
