import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  expectGreetingsApi,
  expectHealthy,
  expectWrongContentTypeRefused,
} from '../src/greetings.js';
import { exampleDir } from '../src/paths.js';
import { run } from '../src/run.js';
import { freePort, startService, type RunningService } from '../src/service.js';

/**
 * Go modules cannot be fetched here, so the build runs in GOPATH mode against
 * Debian's packaged Gin (golang-github-gin-gonic-gin-dev) in /usr/share/gocode.
 */
const goEnv = {
  GO111MODULE: 'off',
  GOPATH: '/usr/share/gocode',
  GOPROXY: 'off',
  GOFLAGS: '',
  GOTOOLCHAIN: 'local',
};

describe('Gin example', () => {
  const dir = exampleDir('golang/gin');
  const buildDir = mkdtempSync(join(tmpdir(), 'examples-gin-'));
  let service: RunningService;

  beforeAll(async () => {
    const build = run('go', ['build', '-o', join(buildDir, 'server'), '.'], {
      cwd: dir,
      env: goEnv,
    });
    if (build.status !== 0) throw new Error(`go build failed:\n${build.output}`);
    service = await startService({
      command: join(buildDir, 'server'),
      args: [],
      cwd: dir,
      port: await freePort(),
    });
  });
  afterAll(async () => {
    await service?.stop();
    rmSync(buildDir, { recursive: true, force: true });
  });

  it('is gofmt-formatted and passes go vet', () => {
    expect(run('gofmt', ['-l', '.'], { cwd: dir }).output).toBe('');
    const vet = run('go', ['vet', '.'], { cwd: dir, env: goEnv });
    expect(vet.status, vet.output).toBe(0);
  });

  it('greets and refuses bad input', async () => {
    await expectHealthy(service.baseUrl);
    await expectGreetingsApi(service.baseUrl);
    await expectWrongContentTypeRefused(service.baseUrl);
  });
});

describe('Axum example', () => {
  // Crates cannot be fetched here, so the Rust source is parse- and format-checked only.
  it('parses and is rustfmt-formatted', () => {
    const result = run('rustfmt', ['--check', '--edition', '2021', 'src/main.rs'], {
      cwd: exampleDir('rust/auxm'),
    });
    expect(result.output).toBe('');
    expect(result.status).toBe(0);
  });
});
