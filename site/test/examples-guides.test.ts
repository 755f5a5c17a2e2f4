import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { exampleFilesLang } from '../src/remark/exampleFiles';
import { formalAddress, looksEnglish, splitSentences } from './content/german-style';
import { countWords, parsePage, siteDir, type Locale } from './content/pages';
import { facts } from './content/facts';
import { findRetypedNumbers } from './content/retyped-numbers';
import { nodeVersionFor } from './content/node-version';
import { runtimes } from '../src/data/platform';

/** Every guide of the examples sidebar, named like its app under examples/. */
const guides = [
  'ai/hg-image',
  'audio/whisper',
  'golang/gin',
  'nodejs/express',
  'nodejs/nextjs',
  'python/django',
  'python/fastapi',
  'python/flask',
  'rust/auxm',
  'testing/playwright',
  'testing/puppeteer',
  'video/ffmpeg',
];
const categories = ['ai', 'audio', 'golang', 'nodejs', 'python', 'rust', 'testing', 'video'];

const examplesDocsDirs: Record<Locale, string> = {
  en: join(siteDir, 'examples-docs'),
  de: join(siteDir, 'i18n', 'de', 'docusaurus-plugin-content-docs-examples', 'current'),
};
const examplesDir = join(siteDir, '..', 'examples');
const troubleshootingHeading: Record<Locale, string> = {
  en: 'Troubleshooting',
  de: 'Fehlerbehebung',
};

function loadExamplePage(locale: Locale, id: string) {
  const file = join(examplesDocsDirs[locale], `${id}.md`);
  return parsePage(locale, file, readFileSync(file, 'utf8'));
}

describe.each(['en', 'de'] as const)('example guides (%s)', (locale) => {
  it.each(guides)('%s embeds its tested app and is a complete guide', (id) => {
    const page = loadExamplePage(locale, id);
    expect(page.frontMatter.title).toEqual(expect.any(String));
    expect(String(page.frontMatter.description).length).toBeGreaterThan(40);

    const embeds = page.codeBlocks.filter((block) => block.lang === exampleFilesLang);
    expect(embeds.map((block) => block.value.trim())).toEqual([id]);
    expect(existsSync(join(examplesDir, id))).toBe(true);

    expect(countWords(page.prose)).toBeGreaterThanOrEqual(400);
    const h2 = page.headings.filter((heading) => heading.depth === 2).map((h) => h.text);
    expect(h2.length).toBeGreaterThanOrEqual(6);
    expect(h2).toContain(troubleshootingHeading[locale]);
    expect(page.headings.some((heading) => heading.depth === 3)).toBe(true);
  });

  it('index introduces the guides', () => {
    const page = loadExamplePage(locale, 'index');
    expect(page.prose).not.toMatch(/being written|entsteht gerade/);
    expect(countWords(page.prose)).toBeGreaterThanOrEqual(80);
  });

  // A category page tells what its guides have in common on the platform.
  it.each(categories.map((category) => `${category}/index`))(
    '%s says what its guides have in common, in at least 150 words',
    (id) => {
      const page = loadExamplePage(locale, id);
      expect(page.prose).not.toMatch(/being written|entsteht gerade/);
      expect(countWords(page.prose)).toBeGreaterThanOrEqual(150);
    },
  );

  it.each([...guides, 'index', ...categories.map((category) => `${category}/index`)])(
    '%s types no number from the facts module',
    (id) => {
      const page = loadExamplePage(locale, id);
      const found = findRetypedNumbers(page.typedText, facts).map((hit) => hit.context);
      expect(found).toEqual([]);
    },
  );
});

describe('German example pages', () => {
  const ids = [...guides, 'index', ...categories.map((category) => `${category}/index`)];
  it.each(ids)('%s is German and addresses the reader with du', (id) => {
    const page = loadExamplePage('de', id);
    const sentences = [
      String(page.frontMatter.title),
      String(page.frontMatter.description),
      ...page.proseBlocks,
    ].flatMap(splitSentences);
    expect(sentences.filter(looksEnglish)).toEqual([]);
    expect(sentences.filter((sentence) => formalAddress(sentence) !== null)).toEqual([]);
  });
});

it('every example app under examples/ has a guide', () => {
  const apps = readdirSync(examplesDir).flatMap((category) =>
    readdirSync(join(examplesDir, category)).map((name) => `${category}/${name}`),
  );
  expect(apps.sort()).toEqual([...guides].sort());
});

describe('the Node.js version of the Node.js examples', () => {
  const node = runtimes.find((runtime) => runtime.id === 'node')!;
  const nodeApps = guides.filter((id) => existsSync(join(examplesDir, id, 'package.json')));
  const enginesNode = (id: string) =>
    (
      JSON.parse(readFileSync(join(examplesDir, id, 'package.json'), 'utf8')) as {
        engines?: { node?: string };
      }
    ).engines?.node;

  it('takes the default, else the newest offered version the engines field allows', () => {
    const [oldest] = node.versions;
    const newest = node.versions.at(-1)!;
    expect(nodeVersionFor(undefined)).toBe(node.default);
    expect(nodeVersionFor(`>=${oldest}`)).toBe(node.default);
    expect(nodeVersionFor(`>=${newest}`)).toBe(newest);
    expect(nodeVersionFor(`${oldest}.x`)).toBe(oldest);
    expect(nodeVersionFor(`>=${Number(newest) + 1}`)).toBeUndefined();
  });

  // Their guides say the engines field allows the default version, so the build uses it.
  it.each(nodeApps)('%s gets the default version from its engines field', (id) => {
    expect(enginesNode(id)).toBeDefined();
    expect(nodeVersionFor(enginesNode(id))).toBe(node.default);
  });
});

// The Go guides say their project builds with every offered Go version, and the build downloads no
// other toolchain: the `go` line of go.mod must be the oldest offered version.
describe('the Go version of the Go examples', () => {
  const go = runtimes.find((runtime) => runtime.id === 'go')!;
  const goApps = guides.filter((id) => existsSync(join(examplesDir, id, 'go.mod')));

  it.each(goApps)('%s asks in go.mod for the oldest offered Go version', (id) => {
    const goMod = readFileSync(join(examplesDir, id, 'go.mod'), 'utf8');
    expect(/^go (\S+)$/m.exec(goMod)?.[1]).toBe(go.versions[0]);
  });
});
