/**
 * Every table of the built site takes keyboard focus (src/remark/focusableTables.ts): Markdown
 * tables, `<table>`s written as JSX in MDX and the fact tables alike. A table wider than a phone
 * scrolls sideways, and without focus a keyboard cannot scroll it (WCAG 2.1.1); which tables are
 * wider depends on the screen, so all of them are checked here, e2e `layout.test.ts` runs axe on
 * wide ones at 390 px.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../content/pages';

const siteBuild = process.env.SITE_BUILD_DIR ?? join(siteDir, 'build');

describe('tables in the built site', () => {
  it('all take keyboard focus', () => {
    const pages = readdirSync(siteBuild, { recursive: true, encoding: 'utf8' }).filter((file) =>
      file.endsWith('.html'),
    );
    const tables = pages.flatMap((file) =>
      [...readFileSync(join(siteBuild, file), 'utf8').matchAll(/<table\b[^>]*>/g)].map(
        ([tag]) => `${file}: ${tag}`,
      ),
    );
    // The site's pages hold dozens of tables, a JSX one on the domain page among them.
    expect(tables.length).toBeGreaterThan(50);
    expect(tables.some((table) => table.startsWith(join('de', 'service', 'domain')))).toBe(true);
    expect(tables.filter((table) => !/\btabindex="?0"?/.test(table))).toEqual([]);
  });
});
