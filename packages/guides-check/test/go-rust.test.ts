import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deploy, type Deployment } from '../src/deploy.js';
import { readGuide } from '../src/guide.js';
import {
  expectDocumentedGreetings,
  expectDocumentedHealth,
  expectOverviewUnknownRoutes,
  postJson,
} from '../src/http.js';
import { removeProject, runCommand, writeProject } from '../src/project.js';

/**
 * The Go module proxy is unreachable here: instead of the step `go mod tidy` (which downloads
 * Gin and writes go.sum), the build command runs in GOPATH mode against Debian's
 * golang-github-gin-gonic-gin-dev in /usr/share/gocode. Build and start run as the page says.
 */
const goEnv = {
  GO111MODULE: 'off',
  GOPATH: '/usr/share/gocode',
  GOPROXY: 'off',
  GOFLAGS: '',
  GOTOOLCHAIN: 'local',
};

describe('Gin guide, run as the page says', () => {
  let app: Deployment;
  beforeAll(async () => {
    app = await deploy('golang/gin', {
      env: goEnv,
      replaced: { steps: 'go mod tidy: Debian’s Gin in GOPATH mode (Go proxy unreachable)' },
    });
  });
  afterAll(() => app?.stop());

  it('states the step that writes go.sum, and shows gofmt-formatted code that passes go vet', () => {
    expect(app.guide.steps).toEqual(['go mod tidy']);
    expect(runCommand('gofmt -l .', app.dir, process.env)).toBe('');
    runCommand('go vet .', app.dir, { ...process.env, ...goEnv });
  });

  it('answers the documented requests', async () => {
    const { baseUrl } = app.service;
    await expectDocumentedHealth(baseUrl, app.guide.markdown);
    await expectDocumentedGreetings(baseUrl, app.guide.markdown, { notJson: 415, badName: 400 });
    expect((await postJson(`${baseUrl}/api/greetings`, '{"name":')).status).toBe(400);
    const overCap = await postJson(
      `${baseUrl}/api/greetings`,
      JSON.stringify({ name: 'a'.repeat(11 << 10) }),
    );
    expect(overCap.status).toBe(413);
  });

  it('answers an unknown path and method as the examples overview says', async () => {
    await expectOverviewUnknownRoutes(app.service.baseUrl, 'Gin');
  });
});

describe('Axum guide', () => {
  // crates.io is unreachable here: no step, build or start can run. What runs is the parse
  // and format check of the page's Rust files.
  it('shows Rust files that parse and are rustfmt-formatted', () => {
    const guide = readGuide('rust/auxm', 'de');
    const dir = writeProject('rust-auxm', guide.files);
    try {
      const sources = guide.files.filter((file) => file.path.endsWith('.rs')).map((f) => f.path);
      expect(sources).toEqual(['src/main.rs']);
      expect(
        runCommand(`rustfmt --check --edition 2021 ${sources.join(' ')}`, dir, process.env),
      ).toBe('');
      expect(guide.steps).toEqual(['cargo build']);
    } finally {
      removeProject(dir);
    }
  });
});
