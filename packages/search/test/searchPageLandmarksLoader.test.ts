import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLoader } from './runLoader.js';
import loader from '../src/docusaurus/searchPageLandmarksLoader.js';

const require = createRequire(import.meta.url);
const searchPage = readFileSync(
  path.join(
    path.dirname(require.resolve('@docusaurus/theme-search-algolia/client')),
    '..',
    'theme',
    'SearchPage',
    'index.js',
  ),
  'utf8',
);

const run = (source: string) => runLoader(loader, source);

describe('search page landmarks loader', () => {
  it('makes the page container the one main landmark of the installed search page', () => {
    const { output, warnings } = run(searchPage);
    expect(warnings).toEqual([]);
    expect(searchPage.match(/<main>/g)).toHaveLength(1);
    expect(output.match(/<main\b/g)).toHaveLength(1);
    expect(output.match(/<\/main>/g)).toHaveLength(1);
    expect(output).toContain('<main className="container margin-vert--lg">');
    // The heading and the form are inside it.
    const main = output.slice(output.indexOf('<main'), output.indexOf('</main>'));
    expect(main).toContain('<Heading as="h1">');
    expect(main).toContain('<form');
    expect(main).toContain('searchResultState.items.map(');
  });

  it('leaves unknown code unchanged and warns', () => {
    const { output, warnings } = run('export const x = 1;');
    expect(output).toBe('export const x = 1;');
    expect(warnings).toHaveLength(2);
  });
});
