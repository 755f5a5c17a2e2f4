import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment, type Replaced } from '../src/deploy.js';
import { documentedJson } from '../src/guide.js';
import {
  expectDocumentedError,
  expectDocumentedHealth,
  matchesDocumented,
  request,
} from '../src/http.js';
import { debianPython } from '../src/paths.js';
import { guideEnv } from '../src/project.js';
import { freePort, startService, type RunningService } from '../src/service.js';
import { makePng, makeWav } from '../src/tinyFiles.js';

const stubServer = fileURLToPath(new URL('../fixtures/serve_with_stub_model.py', import.meta.url));

/**
 * PyPI and the Hugging Face Hub are unreachable here, and Debian packages neither PyTorch nor
 * the models: Debian's Flask, Pillow and gunicorn stand in for `pip install`. The start
 * command runs as the page states it with the page's `PRELOAD_MODEL=false`, which answers
 * every request that the web layer decides before the model; the one request that needs the
 * model goes to the same files served with a stand-in model (fixtures/serve_with_stub_model.py).
 */
const replaced: Replaced = {
  steps: 'pip-compile: needs PyPI (unreachable); the build does not use its requirements.txt',
  build: 'pip install: Debian packages instead (PyPI unreachable)',
};
const env = {
  PATH: `/usr/bin:${process.env.PATH ?? ''}`,
  PYTHONDONTWRITEBYTECODE: '1',
  PRELOAD_MODEL: 'false',
  MAX_UPLOAD_MB: '1',
};

async function withStubModel(app: Deployment): Promise<RunningService> {
  const port = await freePort();
  return startService({
    command: `${debianPython} ${stubServer} . ${port}`,
    cwd: app.dir,
    env: guideEnv(port, env),
    port,
  });
}

async function upload(url: string, field: string, body: Uint8Array, type: string, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(body)], { type }), name);
  return request(url, { method: 'POST', body: form });
}

describe('image classification guide (hg-image), run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('ai/hg-image', { env, replaced });
  });
  afterAll(() => app?.stop());

  it('answers the health check and refuses bad uploads before the model', async () => {
    const { baseUrl } = app.service;
    const markdown = app.guide.markdown;
    await expectDocumentedHealth(baseUrl, markdown);
    const classify = `${baseUrl}/classify`;
    const noFile = await request(classify, { method: 'POST', body: new FormData() });
    expectDocumentedError(noFile, 400, markdown);
    expectDocumentedError(
      await upload(classify, 'image', Buffer.from('hi'), 'text/plain', 'a.txt'),
      415,
      markdown,
    );
    expectDocumentedError(
      await upload(classify, 'image', Buffer.from('no png'), 'image/png', 'a.png'),
      422,
      markdown,
    );
    // 7000 × 7000 pixels: over the example's limit, under the twice as high one Pillow enforces.
    const tooManyPixels = await upload(
      classify,
      'image',
      makePng(7000, 7000, false),
      'image/png',
      'huge.png',
    );
    expectDocumentedError(tooManyPixels, 422, markdown);
    expect(tooManyPixels.json()).toEqual({ error: expect.stringContaining('pixels') });
    expectDocumentedError(
      await upload(classify, 'image', new Uint8Array(1024 * 1024 + 10), 'image/png', 'big.png'),
      413,
      markdown,
    );
  });

  it('answers the documented request with labels in the documented shape', async () => {
    const stub = await withStubModel(app);
    try {
      const route = /^- `POST (\/classify[^`]*)`/m.exec(app.guide.markdown)?.[1];
      expect(route).toBeDefined();
      const answer = await upload(
        `${stub.baseUrl}${route}`,
        'image',
        makePng(3, 2),
        'image/png',
        'a.png',
      );
      expect(answer.status, stub.output()).toBe(200);
      const { labels } = answer.json() as { labels: { label: string; score: number }[] };
      expect(labels).toHaveLength(Number(new URL(route!, 'http://x').searchParams.get('top_k')));
      // The stand-in names the decoded size and mode: the picture reached the model as RGB.
      expect(labels[0]?.label).toBe('3x2 RGB');
      expect(Object.keys(labels[0]!).sort()).toEqual(['label', 'score']);
    } finally {
      await stub.stop();
    }
  });
});

describe('speech-to-text guide (whisper), run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('audio/whisper', { env, replaced });
  });
  afterAll(() => app?.stop());

  it('answers the health check and refuses bad uploads before the model', async () => {
    const { baseUrl } = app.service;
    const markdown = app.guide.markdown;
    await expectDocumentedHealth(baseUrl, markdown);
    const transcribe = `${baseUrl}/transcribe`;
    expectDocumentedError(
      await upload(transcribe, 'audio', makePng(1, 1), 'image/png', 'a.png'),
      415,
      markdown,
    );
    expectDocumentedError(
      await upload(transcribe, 'audio', new Uint8Array(0), 'audio/wav', 'a.wav'),
      400,
      markdown,
    );
    expectDocumentedError(
      await upload(transcribe, 'audio', makeWav(600_000), 'audio/wav', 'long.wav'),
      413,
      markdown,
    );
  });

  it('answers the documented request with text and language', async () => {
    const stub = await withStubModel(app);
    try {
      const form = new FormData();
      form.append(
        'audio',
        new Blob([new Uint8Array(makeWav(1600))], { type: 'audio/wav' }),
        'a.wav',
      );
      form.append('language', 'de');
      const response = await fetch(`${stub.baseUrl}/transcribe`, { method: 'POST', body: form });
      expect(response.status, stub.output()).toBe(200);
      const answer = (await response.json()) as unknown;
      const documented = documentedJson(app.guide.markdown, 'POST /transcribe');
      expect(matchesDocumented(answer, documented), JSON.stringify(answer)).toBe(true);
      // A well-formed code the model does not know is the client's error, not a crash.
      form.set('language', 'xx');
      expectDocumentedError(
        await request(`${stub.baseUrl}/transcribe`, { method: 'POST', body: form }),
        400,
        app.guide.markdown,
      );
      // A common browser name for M4A passes the type check (the empty file then gets 400).
      expectDocumentedError(
        await upload(
          `${app.service.baseUrl}/transcribe`,
          'audio',
          new Uint8Array(0),
          'audio/x-m4a',
          'a.m4a',
        ),
        400,
        app.guide.markdown,
      );
    } finally {
      await stub.stop();
    }
  });
});
