// Debian's headless Chromium for the benchmarks (never a downloaded browser;
// CHROMIUM_PATH overrides the path), with the flags that work on this machine.
// The browser tests launch the same way (e2e/src/browser.ts).
import { chromium } from 'playwright-core';

export const launchChromium = () =>
  chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless=new',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
