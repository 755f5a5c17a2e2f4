import { createRequire } from 'node:module';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectGreetingsApi,
  expectHealthy,
  expectWrongContentTypeRefused,
} from '../src/greetings.js';
import { postBody } from '../src/http.js';
import { exampleDir } from '../src/paths.js';
import { run } from '../src/run.js';
import { freePort, startService, type RunningService } from '../src/service.js';
import { sourceFiles } from '../src/files.js';

const nodeExamples = [
  'nodejs/express',
  'nodejs/nextjs',
  'testing/playwright',
  'testing/puppeteer',
  'video/ffmpeg',
];

describe('syntax of every Node.js example file', () => {
  const files = nodeExamples.flatMap((id) => sourceFiles(exampleDir(id), ['.js', '.mjs']));
  it.each(files)('node --check %s', (file) => {
    const result = run(process.execPath, ['--check', file]);
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });
});

describe('Express example', () => {
  let service: RunningService;
  beforeAll(async () => {
    service = await startService({
      command: process.execPath,
      args: ['server.js'],
      cwd: exampleDir('nodejs/express'),
      port: await freePort(),
    });
  });
  afterAll(() => service?.stop());

  it('greets and refuses bad input', async () => {
    await expectHealthy(service.baseUrl);
    await expectGreetingsApi(service.baseUrl);
    await expectWrongContentTypeRefused(service.baseUrl);
  });

  it('answers malformed JSON with 400, not 500', async () => {
    const result = await postBody(
      `${service.baseUrl}/api/greetings`,
      '{"name":',
      'application/json',
    );
    expect(result.status).toBe(400);
  });
});

describe('Next.js example', () => {
  const dir = exampleDir('nodejs/nextjs');
  const nextBin = createRequire(`${dir}/package.json`).resolve('next/dist/bin/next');
  const env = { NEXT_TELEMETRY_DISABLED: '1' };
  let service: RunningService;

  beforeAll(async () => {
    // `next build` also type-checks the TypeScript sources.
    const build = run(process.execPath, [nextBin, 'build'], { cwd: dir, env, timeoutMs: 170_000 });
    if (build.status !== 0) throw new Error(`next build failed:\n${build.output}`);
    const port = await freePort();
    service = await startService({
      command: process.execPath,
      args: [nextBin, 'start', '--hostname', '127.0.0.1', '--port', String(port)],
      cwd: dir,
      env,
      port,
    });
  });
  afterAll(() => service?.stop());

  it('renders the page on the server', async () => {
    const response = await fetch(`${service.baseUrl}/`);
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('Hello from Next.js');
  });

  it('greets through the API route and refuses bad input', async () => {
    await expectGreetingsApi(service.baseUrl);
    await expectWrongContentTypeRefused(service.baseUrl);
  });
});
