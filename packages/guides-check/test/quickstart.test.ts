import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deployGuide, type Deployment } from '../src/deploy.js';
import { codeSpans, locales, pageTwinPath, readPage } from '../src/guide.js';
import { request } from '../src/http.js';
import { guideEnv, runCommand } from '../src/project.js';

const readQuickStart = (locale: (typeof locales)[number]) =>
  readPage(pageTwinPath('index', locale), locale);

describe('quick start, its Express app run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deployGuide(readQuickStart('de'), 'quickstart');
  });
  afterAll(() => app?.stop());

  it('builds with the build command the page gives and answers on PORT', async () => {
    expect(app.guide.files.map((file) => file.path)).toEqual(['package.json', 'server.js']);
    const answer = await request(`${app.service.baseUrl}/`);
    expect(answer.status).toBe(200);
    expect(answer.body.toString('utf8')).not.toBe('');
  });

  it('has no engines field, so it runs on the default Node.js version, as the page says', () => {
    const manifest = app.guide.files.find((file) => file.path === 'package.json')!;
    expect(JSON.parse(manifest.content)).not.toHaveProperty('engines');
  });

  it('is right that the proposed default build command fails for this app', () => {
    // The sentence that tells the reader to override the default names it and its error.
    const spans = codeSpans(
      app.guide.markdown.split('\n').find((line) => line.includes('Missing script')) ?? '',
    );
    const proposed = spans.find((span) => span.startsWith('npm ci &&'));
    const error = spans.find((span) => span.startsWith('Missing script'));
    expect(proposed).toBeDefined();
    expect(() => runCommand(proposed!, app.dir, guideEnv(0))).toThrow(error!);
  });

  it('gives the same files and commands in every locale', () => {
    const { files, steps, build, start } = app.guide;
    for (const locale of locales) {
      const page = readQuickStart(locale);
      expect(
        {
          files: page.files.map((file) => file.path),
          steps: page.steps,
          build: page.build,
          start: page.start,
        },
        locale,
      ).toEqual({ files: files.map((file) => file.path), steps, build, start });
    }
  });
});
