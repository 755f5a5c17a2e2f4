import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exampleDir, ffmpegPath } from '../src/paths.js';
import { run } from '../src/run.js';
import { freePort, startService, type RunningService } from '../src/service.js';

describe('ffmpeg thumbnail example', () => {
  const workDir = mkdtempSync(join(tmpdir(), 'examples-ffmpeg-'));
  let video: Buffer;
  let service: RunningService;

  beforeAll(async () => {
    // A two-second 64×48 test pattern: tiny, but a real MP4 for ffmpeg to decode.
    const videoPath = join(workDir, 'clip.mp4');
    const made = run(ffmpegPath, [
      '-hide_banner',
      '-loglevel',
      'error',
      '-f',
      'lavfi',
      '-i',
      'testsrc=duration=2:size=64x48:rate=5',
      '-pix_fmt',
      'yuv420p',
      videoPath,
    ]);
    if (made.status !== 0) throw new Error(made.output);
    video = readFileSync(videoPath);
    service = await startService({
      command: process.execPath,
      args: ['server.js'],
      cwd: exampleDir('video/ffmpeg'),
      port: await freePort(),
      env: { FFMPEG_PATH: ffmpegPath, MAX_UPLOAD_MB: '1' },
    });
  });
  afterAll(async () => {
    await service?.stop();
    rmSync(workDir, { recursive: true, force: true });
  });

  const post = (query: string, body: Uint8Array, contentType: string) =>
    fetch(`${service.baseUrl}/thumbnail${query}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });

  it('returns a JPEG frame of the requested width', async () => {
    const response = await post('?at=1&width=32', video, 'video/mp4');
    expect(response.status, service.output()).toBe(200);
    expect(response.headers.get('content-type')).toBe('image/jpeg');
    const jpeg = Buffer.from(await response.arrayBuffer());
    expect(jpeg.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('refuses a body that is not a video with 415', async () => {
    const response = await post('', Buffer.from('hello'), 'text/plain');
    expect(response.status).toBe(415);
    expect(await response.json()).toHaveProperty('error');
  });

  it('answers 422 when the upload is no decodable video', async () => {
    const response = await post('', Buffer.from('definitely not an mp4'), 'video/mp4');
    expect(response.status).toBe(422);
    expect((await response.json()).error).toMatch(/frame/);
  });

  it('refuses uploads over MAX_UPLOAD_MB with 413', async () => {
    const response = await post('', new Uint8Array(1024 * 1024 + 1), 'video/mp4');
    expect(response.status).toBe(413);
  });

  it('refuses a negative time with 400', async () => {
    const response = await post('?at=-3', video, 'video/mp4');
    expect(response.status).toBe(400);
  });
});
