/**
 * A translation older than its English page, on the German variant
 * build (scripts/build-variants.mjs): its record is compared with a copy of the
 * site's pages in which one English paragraph changed. The stale page shows the notice in German,
 * linking the English page with the reader's query and hash; its Markdown
 * twin and llms-full.txt carry the sentence; a current page shows nothing.
 */
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { openPage, waitForHydration } from '../src/browser.js';
import { useVariant } from '../src/site.js';
import {
  expectScreenshot,
  openAt,
  settle,
  viewports,
  type ViewportName,
} from '../src/screenshots.js';

const variant = useVariant('german');
const outDir = variant.root;
const sentence = 'Diese Übersetzung ist älter als die englische Fassung.';

describe('stale translation', () => {
  it('the stale page shows the notice at the top, linking the English page', async () => {
    const html = await (await fetch(`${variant.url()}/service/domain`)).text();
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
    const html = await (await fetch(`${variant.url()}/overview`)).text();
    expect(html).not.toContain('data-stale-translation-notice');
    expect(html).not.toContain(sentence);
  });

  it('the link keeps the query and hash, as the language menu does', async () => {
    const { page, close } = await openPage(variant.browser());
    try {
      await page.goto(`${variant.url()}/service/domain?ref=x#add`);
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
      // After the twin's one-line pointer for AI tools and its title.
      /^> .*llms\.txt.*\n\n# .*\n\n> \*\*.*\*\*\n>\n> Diese Übersetzung ist älter als die englische Fassung\. \[Englische Fassung lesen\]\(https:\/\/[^)]+\/service\/domain\)/,
    );
    expect(fs.readFileSync(path.join(outDir, 'overview.md'), 'utf8')).not.toContain(sentence);
    const full = fs.readFileSync(path.join(outDir, 'llms-full.txt'), 'utf8');
    expect(full.split(sentence)).toHaveLength(2);
  });

  it.each(Object.keys(viewports) as ViewportName[])(
    'looks as reviewed at %s width',
    async (width) => {
      const { page, close } = await openAt(variant.browser(), width);
      try {
        await page.goto(`${variant.url()}/service/domain`);
        await settle(page);
        await expectScreenshot(page, `stale-translation.${width}`);
      } finally {
        await close();
      }
    },
  );
});
