import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { debianPython, exampleDir } from '../src/paths.js';
import { freePort, startService, type RunningService } from '../src/service.js';
import { makePng, makeWav } from '../src/tinyFiles.js';

const stubServer = fileURLToPath(new URL('../fixtures/serve_with_stub_model.py', import.meta.url));

/** Runs the example's real web layer (and imports its app.py) with a stand-in model. */
async function startWithStubModel(id: string): Promise<RunningService> {
  const port = await freePort();
  return startService({
    command: debianPython,
    args: [stubServer, exampleDir(id), String(port)],
    cwd: exampleDir(id),
    env: { PYTHONDONTWRITEBYTECODE: '1' },
    port,
  });
}

async function upload(url: string, field: string, body: Uint8Array, type: string, name: string) {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(body)], { type }), name);
  const response = await fetch(url, { method: 'POST', body: form });
  return { status: response.status, json: (await response.json()) as Record<string, unknown> };
}

describe('image classification example (hg-image)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startWithStubModel('ai/hg-image');
  });
  afterAll(() => service?.stop());
  const classify = (query = '') => `${service.baseUrl}/classify${query}`;

  it('decodes the upload and returns the model’s labels', async () => {
    const result = await upload(classify('?top_k=3'), 'image', makePng(3, 2), 'image/png', 'a.png');
    expect(result.status, service.output()).toBe(200);
    const labels = result.json.labels as Array<{ label: string }>;
    expect(labels).toHaveLength(3);
    // The stand-in reports the decoded size and mode: the image reached the model as RGB.
    expect(labels[0]?.label).toBe('3x2 RGB');
  });

  it('answers a missing file with 400', async () => {
    const response = await fetch(classify(), { method: 'POST', body: new FormData() });
    expect(response.status).toBe(400);
    expect(((await response.json()) as { error: string }).error).toMatch(/image/);
  });

  it('answers a wrong content type with 415', async () => {
    const result = await upload(classify(), 'image', Buffer.from('hi'), 'text/plain', 'a.txt');
    expect(result.status).toBe(415);
  });

  it('answers bytes that are no image with 422', async () => {
    const result = await upload(
      classify(),
      'image',
      Buffer.from('not a png'),
      'image/png',
      'a.png',
    );
    expect(result.status).toBe(422);
  });

  it('answers an upload over the limit with 413', async () => {
    const big = new Uint8Array(1024 * 1024 + 10);
    const result = await upload(classify(), 'image', big, 'image/png', 'big.png');
    expect(result.status).toBe(413);
  });

  it('answers an out-of-range top_k with 400', async () => {
    const result = await upload(
      classify('?top_k=99'),
      'image',
      makePng(1, 1),
      'image/png',
      'a.png',
    );
    expect(result.status).toBe(400);
  });
});

describe('speech-to-text example (whisper)', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startWithStubModel('audio/whisper');
  });
  afterAll(() => service?.stop());
  const transcribe = () => `${service.baseUrl}/transcribe`;

  it('hands the whole upload to the model as a file and deletes it afterwards', async () => {
    const wav = makeWav(1600);
    const result = await upload(transcribe(), 'audio', wav, 'audio/wav', 'clip.wav');
    expect(result.status, service.output()).toBe(200);
    const match = /^(\d+) bytes at (.+\.wav)$/.exec(String(result.json.text));
    expect(match?.[1]).toBe(String(wav.length));
    expect(existsSync(match?.[2] ?? '')).toBe(false);
    expect(result.json.language).toBe('en');
  });

  it('passes a valid language code on and refuses an invalid one with 400', async () => {
    const form = new FormData();
    form.append('audio', new Blob([new Uint8Array(makeWav(160))], { type: 'audio/wav' }), 'a.wav');
    form.append('language', 'de');
    const ok = await fetch(transcribe(), { method: 'POST', body: form });
    expect(((await ok.json()) as { language: string }).language).toBe('de');
    form.set('language', 'German; rm -rf');
    const bad = await fetch(transcribe(), { method: 'POST', body: form });
    expect(bad.status).toBe(400);
  });

  it('answers a missing file with 400', async () => {
    const response = await fetch(transcribe(), { method: 'POST', body: new FormData() });
    expect(response.status).toBe(400);
  });

  it('answers a wrong content type with 415', async () => {
    const result = await upload(transcribe(), 'audio', makePng(1, 1), 'image/png', 'a.png');
    expect(result.status).toBe(415);
  });

  it('answers an empty file with 400', async () => {
    const result = await upload(transcribe(), 'audio', new Uint8Array(0), 'audio/wav', 'a.wav');
    expect(result.status).toBe(400);
  });

  it('answers an upload over the limit with 413', async () => {
    const result = await upload(transcribe(), 'audio', makeWav(600_000), 'audio/wav', 'long.wav');
    expect(result.status).toBe(413);
  });
});
