import { readdirSync, readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { locales, readGuide, twinPath } from '../src/guide.js';
import { repoRoot } from '../src/paths.js';

/** Every guide of the built examples section (category pages are index.md). */
const examplesDir = dirname(twinPath('index', 'de'));
const guides = readdirSync(examplesDir, { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .flatMap((category) =>
    readdirSync(join(examplesDir, category.name))
      .filter((file) => file.endsWith('.md') && file !== 'index.md')
      .map((file) => `${category.name}/${file.slice(0, -'.md'.length)}`),
  )
  .sort();

// A new guide fails here until it has a test that runs it, next to the twelve.
it('finds the twelve guides in the build', () => {
  expect(guides).toHaveLength(12);
});

/** A guide whose build installs from a lockfile states the step that creates it. */
const lockfileSteps: Record<string, string> = {
  'nodejs/express': 'npm install',
  'nodejs/nextjs': 'npm install',
  'testing/playwright': 'npm install',
  'testing/puppeteer': 'npm install',
  'video/ffmpeg': 'npm install',
  'golang/gin': 'go mod tidy',
  'rust/auxm': 'cargo build',
};

const lockfileNames = ['package-lock.json', 'go.sum', 'Cargo.lock', 'yarn.lock', 'pnpm-lock.yaml'];

describe.each(guides)('%s', (id) => {
  // The tier runs the German twin; the other locales must give readers the same project.
  it('gives readers the same files and commands in every locale', () => {
    const german = readGuide(id, 'de');
    expect(german.files.length).toBeGreaterThan(0);
    for (const locale of locales) {
      const guide = readGuide(id, locale);
      expect({ ...guide, locale: 'de', markdown: '' }, twinPath(id, locale)).toEqual({
        ...german,
        markdown: '',
      });
    }
  });

  it('states the step that creates its lockfile, and shows no lockfile', () => {
    for (const locale of locales) {
      const guide = readGuide(id, locale);
      expect(guide.steps, locale).toEqual(lockfileSteps[id] ? [lockfileSteps[id]] : []);
      expect(
        guide.files.map((file) => file.path).filter((path) => lockfileNames.includes(path)),
      ).toEqual([]);
      expect(guide.markdown).not.toMatch(/"lockfileVersion"|^github\.com\/\S+ v\S+ h1:/m);
    }
  });
});

// A reader's project has only what the page gives; the docs' install must not hold it either.
it('keeps the example apps out of the docs repository’s workspaces and lockfile', () => {
  const read = (file: string) =>
    JSON.parse(readFileSync(join(repoRoot, file), 'utf8')) as {
      workspaces?: string[];
      packages?: Record<string, unknown>;
    };
  expect(read('package.json').workspaces?.filter((path) => path.startsWith('examples'))).toEqual(
    [],
  );
  const locked = Object.keys(read('package-lock.json').packages ?? {});
  expect(locked.filter((path) => path.startsWith('examples/'))).toEqual([]);
  expect(locked).not.toContain('node_modules/next');
});

it('shows the same URL guard in both browser guides', () => {
  const guard = (id: string) =>
    readGuide(id, 'de').files.find((file) => file.path === 'target-url.js')?.content;
  expect(guard('testing/playwright')).toBeDefined();
  expect(guard('testing/puppeteer')).toBe(guard('testing/playwright'));
});
