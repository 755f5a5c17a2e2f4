/**
 * The announcement bar (off by default, see site/test/site-config.test.ts):
 * built once with NUBIVA_ANNOUNCEMENT set, German locale only. Closing it is
 * remembered; a new bar id shows it again.
 */
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startServer, type RunningServer } from '@nubiva/server';
import { launchBrowser, openPage, waitForHydration } from '../src/browser.js';
import { underBuildLock } from '../../scripts/build-lock.mjs';
import {
  expectScreenshot,
  openAt,
  settle,
  viewports,
  type ViewportName,
} from '../src/screenshots.js';

const siteDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../site');
const outRoot = fs.mkdtempSync(path.join(os.tmpdir(), 'nubiva-announcement-'));
const bar = {
  id: 'regionen-2026',
  content: 'Neu: die Region Tokio ist verfügbar.',
  backgroundColor: '#0b3d91',
  textColor: '#ffffff',
  isCloseable: true,
};

/** Docusaurus suffixes its storage keys with a site namespace; read by prefix. */
const storageValue = (prefix: string) => (page: import('playwright-core').Page) =>
  page.evaluate((keyPrefix) => {
    const key = Object.keys(localStorage).find((name) => name.startsWith(keyPrefix));
    return key === undefined ? null : localStorage.getItem(key);
  }, prefix);
const dismissed = storageValue('docusaurus.announcement.dismiss');
const storedId = storageValue('docusaurus.announcement.id');

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  const [program, args] = underBuildLock([
    'npx',
    'docusaurus',
    'build',
    '--locale',
    'de',
    '--out-dir',
    outRoot,
  ]);
  const result = spawnSync(program, args, {
    cwd: siteDir,
    encoding: 'utf8',
    env: { ...process.env, NUBIVA_ANNOUNCEMENT: JSON.stringify(bar) },
  });
  if (result.status !== 0)
    throw new Error(`announcement build failed:\n${result.stdout}\n${result.stderr}`);
  // A single-locale build is served at its own root (baseUrl /).
  server = await startServer({ root: outRoot, localePrefixes: [], port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
}, 180_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(outRoot, { recursive: true, force: true });
});

describe('announcement bar', () => {
  it('shows the configured content and colours', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/overview`);
    const element = page.locator('.theme-announcement-bar');
    expect(await element.textContent()).toContain(bar.content);
    expect(await element.evaluate((node) => getComputedStyle(node).backgroundColor)).toBe(
      'rgb(11, 61, 145)',
    );
    expect(await element.evaluate((node) => getComputedStyle(node).color)).toBe(
      'rgb(255, 255, 255)',
    );
    await close();
  });

  it('stays closed after it was closed, and shows again when its id changes', async () => {
    const { page, close } = await openPage(browser);
    await page.goto(`${server.url}/overview`);
    // Hydrated, not only started: the close button only works once React owns it.
    await waitForHydration(page);
    await page.click('.theme-announcement-bar button[aria-label="Schließen"]');
    await page.waitForSelector('.theme-announcement-bar', { state: 'detached' });
    expect(await dismissed(page)).toBe('true');
    expect(await storedId(page)).toBe(bar.id);

    await page.reload();
    // Hydrated: React has applied the stored dismissal.
    await waitForHydration(page);
    await page.waitForTimeout(300);
    expect(await page.locator('.theme-announcement-bar').count()).toBe(0);

    // A reader who closed an older bar sees this one.
    await page.evaluate(() => {
      const key = Object.keys(localStorage).find((name) =>
        name.startsWith('docusaurus.announcement.id'),
      )!;
      localStorage.setItem(key, 'an-older-bar');
    });
    await page.reload();
    // Hydrated: React has applied the stored dismissal.
    await waitForHydration(page);
    await page.waitForSelector('.theme-announcement-bar');
    expect(await dismissed(page)).toBe('false');
    await close();
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'looks as reviewed at %s width',
    async (width) => {
      const { page, close } = await openAt(browser, width);
      try {
        await page.goto(`${server.url}/overview`);
        await settle(page);
        await expectScreenshot(page, `announcement-bar.${width}`);
      } finally {
        await close();
      }
    },
  );
});
