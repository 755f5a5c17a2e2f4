import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { spawnSync } from 'node:child_process';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../src/deploy.js';
import { expectDocumentedError, expectDocumentedHealth, request } from '../src/http.js';
import { ffmpegPath } from '../src/paths.js';
import { guideEnv } from '../src/project.js';
import { freePort, startService } from '../src/service.js';

describe('FFmpeg guide, run as the page says', () => {
  const videoDir = mkdtempSync(join(tmpdir(), 'guide-video-'));
  let video: Buffer;
  let app: Deployment;

  beforeAll(async () => {
    // A two-second 64×48 test pattern: tiny, but a real MP4 for FFmpeg to decode.
    const videoPath = join(videoDir, 'clip.mp4');
    const made = spawnSync(ffmpegPath, [
      ...['-hide_banner', '-loglevel', 'error', '-f', 'lavfi'],
      ...['-i', 'testsrc=duration=2:size=64x48:rate=5', '-pix_fmt', 'yuv420p', videoPath],
    ]);
    if (made.status !== 0) throw new Error(String(made.stderr));
    video = readFileSync(videoPath);
    // MAX_UPLOAD_MB is the page's variable for the upload limit; 1 MiB makes the 413 cheap.
    app = await deploy('video/ffmpeg', { env: { MAX_UPLOAD_MB: '1' } });
  });
  afterAll(async () => {
    await app?.stop();
    rmSync(videoDir, { recursive: true, force: true });
  });

  const post = (query: string, body: Uint8Array, contentType: string) =>
    request(`${app.service.baseUrl}/thumbnail${query}`, {
      method: 'POST',
      headers: { 'content-type': contentType },
      body: new Uint8Array(body),
    });

  it('answers the documented thumbnail request with a JPEG', async () => {
    await expectDocumentedHealth(app.service.baseUrl, app.guide.markdown);
    const route = /^- `POST \/thumbnail(\?[^`]*)`/m.exec(app.guide.markdown)?.[1];
    expect(route, 'the page documents `POST /thumbnail?…`').toBeDefined();
    const answer = await post(route!, video, 'video/mp4');
    expect(answer.status, app.service.output()).toBe(200);
    expect(answer.type).toBe('image/jpeg');
    expect(answer.body.subarray(0, 2).toString('hex')).toBe('ffd8');
  });

  it('answers bad uploads with the statuses the page names', async () => {
    const markdown = app.guide.markdown;
    expectDocumentedError(await post('', Buffer.from('hello'), 'text/plain'), 415, markdown);
    // "with a `video/*` content type": a body of unknown type is no video either.
    const unknown = await post('', video, 'application/octet-stream');
    expectDocumentedError(unknown, 415, markdown);
    expectDocumentedError(await post('', new Uint8Array(0), 'video/mp4'), 400, markdown);
    expectDocumentedError(await post('?at=-3', video, 'video/mp4'), 400, markdown);
    expectDocumentedError(await post('?at=', video, 'video/mp4'), 400, markdown);
    expectDocumentedError(
      await post('', new Uint8Array(1024 * 1024 + 1), 'video/mp4'),
      413,
      markdown,
    );
    expectDocumentedError(await post('', Buffer.from('not an mp4'), 'video/mp4'), 422, markdown);
    // "a time after the end of the video … gets HTTP 422"
    expectDocumentedError(await post('?at=60', video, 'video/mp4'), 422, markdown);
  });

  it('answers an FFmpeg run past FFMPEG_TIMEOUT_MS with HTTP 422, not a gateway status', async () => {
    // The same project, started again with a limit no FFmpeg run can meet.
    const port = await freePort();
    const env = guideEnv(port, { FFMPEG_TIMEOUT_MS: '1' });
    const slow = await startService({ command: app.guide.start, cwd: app.dir, env, port });
    try {
      const answer = await request(`${slow.baseUrl}/thumbnail`, {
        method: 'POST',
        headers: { 'content-type': 'video/mp4' },
        body: new Uint8Array(video),
      });
      // The platform's time-out is HTTP 504: the app's own must not look like it.
      expectDocumentedError(answer, 422, app.guide.markdown);
      expect(answer.json()).toEqual({ error: 'ffmpeg took too long.' });
    } finally {
      await slow.stop();
    }
  });

  it('never reads a local file that an uploaded playlist names', async () => {
    // An HLS playlist naming a copy of the test clip on this machine: an FFmpeg that follows it
    // answers 200 with a frame of that file; the page's list of containers refuses it.
    const segment = join(videoDir, 'clip.ts');
    const input = ['-loglevel', 'error', '-i', join(videoDir, 'clip.mp4')];
    const remuxed = spawnSync(ffmpegPath, [...input, '-c', 'copy', '-f', 'mpegts', segment]);
    if (remuxed.status !== 0) throw new Error(String(remuxed.stderr));
    const playlist = `#EXTM3U\n#EXT-X-TARGETDURATION:2\n#EXTINF:2,\nfile://${segment}\n#EXT-X-ENDLIST\n`;
    const answer = await post('', Buffer.from(playlist), 'video/mp4');
    expectDocumentedError(answer, 422, app.guide.markdown);
  });
});
