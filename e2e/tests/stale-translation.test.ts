/**
 * A translation older than its English page (issue 29): built once, German
 * only, with the record compared against a copy of the site's pages in which
 * one English paragraph changed. The stale page shows the notice in German,
 * linking the English page with the reader's query and hash; its Markdown
 * twin and llms-full.txt carry the sentence; a current page shows nothing.
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
const workDir = fs.mkdtempSync(path.join(os.tmpdir(), 'nubiva-stale-translation-'));
const outDir = path.join(workDir, 'build');
const copyDir = path.join(workDir, 'site');
// Beside the real config, so its relative module paths resolve (gitignored: .contract-*).
const configFile = path.join(siteDir, '.contract-stale-translation.config.ts');
const sentence = 'Diese Übersetzung ist älter als die englische Fassung.';

let server: RunningServer;
let browser: Browser;

beforeAll(async () => {
  for (const dir of ['docs', 'examples-docs', 'i18n'])
    fs.cpSync(path.join(siteDir, dir), path.join(copyDir, dir), { recursive: true });
  const page = path.join(copyDir, 'docs', 'service', 'domain.mdx');
  const english = fs.readFileSync(page, 'utf8');
  const changed = english.replace(
    '2. Enter the full hostname, for example `www.example.com`.',
    '2. Enter the full hostname, such as `api.example.com`.',
  );
  if (changed === english) throw new Error('the paragraph to change is not on the page');
  fs.writeFileSync(page, changed);
  fs.writeFileSync(
    configFile,
    `import config from './docusaurus.config';
config.plugins = (config.plugins ?? []).map((plugin) =>
  plugin === './src/plugins/translationFreshness.ts'
    ? [plugin, { siteDir: ${JSON.stringify(copyDir)} }]
    : plugin,
);
export default config;
`,
  );
  const [program, args] = underBuildLock([
    'npx',
    'docusaurus',
    'build',
    '--config',
    configFile,
    '--locale',
    'de',
    '--out-dir',
    outDir,
  ]);
  const result = spawnSync(program, args, { cwd: siteDir, encoding: 'utf8' });
  if (result.status !== 0)
    throw new Error(`stale-translation build failed:\n${result.stdout}\n${result.stderr}`);
  // A single-locale build is served at its own root (baseUrl /).
  server = await startServer({ root: outDir, localePrefixes: [], port: 0, host: '127.0.0.1' });
  browser = await launchBrowser();
}, 600_000);

afterAll(async () => {
  await browser?.close();
  await server?.close();
  fs.rmSync(configFile, { force: true });
  fs.rmSync(workDir, { recursive: true, force: true });
});

describe('stale translation', () => {
  it('the stale page shows the notice at the top, linking the English page', async () => {
    const html = await (await fetch(`${server.url}/service/domain`)).text();
    const notice = /<div data-stale-translation-notice="">[\s\S]*?<\/a>/.exec(html)?.[0] ?? '';
    expect(notice).toContain(sentence);
    // The built HTML is minified: attribute values may go without quotes.
    expect(notice).toMatch(
      /<a href="?\/service\/domain"? hreflang="?en"?>Englische Fassung lesen<\/a>/,
    );
    // Above the article's title.
    expect(html.indexOf('data-stale-translation-notice')).toBeLessThan(html.indexOf('<h1'));
  });

  it('a current page shows nothing', async () => {
    const html = await (await fetch(`${server.url}/overview`)).text();
    expect(html).not.toContain('data-stale-translation-notice');
    expect(html).not.toContain(sentence);
  });

  it('the link keeps the query and hash, as the language menu does', async () => {
    const { page, close } = await openPage(browser);
    try {
      await page.goto(`${server.url}/service/domain?ref=x#add`);
      await waitForHydration(page);
      const link = page.locator('[data-stale-translation-notice] a');
      await expect.poll(() => link.getAttribute('href')).toBe('/service/domain?ref=x#add');
    } finally {
      await close();
    }
  });

  it('the Markdown twin and llms-full.txt carry the sentence', () => {
    const twin = fs.readFileSync(path.join(outDir, 'service', 'domain.md'), 'utf8');
    expect(twin).toMatch(
      /^# .*\n\n> \*\*.*\*\*\n>\n> Diese Übersetzung ist älter als die englische Fassung\. \[Englische Fassung lesen\]\(https:\/\/[^)]+\/service\/domain\)/,
    );
    expect(fs.readFileSync(path.join(outDir, 'overview.md'), 'utf8')).not.toContain(sentence);
    const full = fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full.split(sentence)).toHaveLength(2);
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'looks as reviewed at %s width',
    async (width) => {
      const { page, close } = await openAt(browser, width);
      try {
        await page.goto(`${server.url}/service/domain`);
        await settle(page);
        await expectScreenshot(page, `stale-translation.${width}`);
      } finally {
        await close();
      }
    },
  );
});
