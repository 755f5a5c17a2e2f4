import { describe, expect, it } from 'vitest';
import { locales, readGuide, twinPath } from '../src/guide.js';

/** Every guide of the examples sidebar. */
export const guides = [
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
