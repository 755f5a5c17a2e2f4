import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { runLoader } from './runLoader.js';
import loader from '../src/docusaurus/searchPageFixesLoader.js';

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

describe('search page fixes loader (landmarks, attribution)', () => {
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

  it('renders the Algolia attribution only in hosted mode, read from the plugin global data', () => {
    const { output, warnings } = run(searchPage);
    expect(warnings).toEqual([]);
    expect(output.startsWith("import {usePluginData} from '@docusaurus/useGlobalData';\n")).toBe(
      true,
    );
    expect(output).toContain(
      'const nubivaHostedSearch = usePluginData("nubiva-search")?.hosted === true;',
    );
    // The flag is read at the top of the component, before any early return.
    const component = output.slice(output.indexOf('function SearchPageContent()'));
    expect(component.indexOf('nubivaHostedSearch = ')).toBeLessThan(component.indexOf('return'));
    expect(output).toMatch(
      /\{nubivaHostedSearch && \(<div className=\{clsx\('col', 'col--4', styles\.searchLogoColumn\)\}>[^]*?<AlgoliaLogo \/>\s*<\/Link>\s*<\/div>\)\}/,
    );
    expect(output.match(/algolia\.com/g)).toHaveLength(1);
  });

  it('leaves unknown code unchanged, apart from the import, and warns', () => {
    const { output, warnings } = run('export const x = 1;');
    expect(output).toBe(
      "import {usePluginData} from '@docusaurus/useGlobalData';\nexport const x = 1;",
    );
    expect(warnings).toHaveLength(4);
  });
});
