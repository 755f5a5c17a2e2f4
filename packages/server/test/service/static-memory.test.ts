/**
 * The server reads the build once and answers from memory. A file
 * changed, deleted or added on disk changes no answer until the site is read
 * again (reload(), SIGHUP in the CLI), which swaps the whole build at once.
 */
import { mkdirSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { precompressDirectory } from '../../src/precompress.js';
import { startServer, type RunningServer } from '../../src/server.js';
import { detectLocalePrefixes } from '../../src/static.js';
import { request, startCliProcess, tempDir, type Answer } from '../helpers.js';

const page = (title: string) =>
  `<!doctype html><html><head><title>${title}</title><script>window.v=${JSON.stringify(title)}</script>` +
  `</head><body>${'<p>text</p>'.repeat(200)}</body></html>`;
const script = (version: number) => `console.log(${JSON.stringify(`v${version}`.repeat(1000))});`;
const asset = '/assets/js/main.0123abcd.js';

/** A precompressed build: two locales, a page with a Markdown twin, an asset. */
async function writeBuild(root: string, version: number) {
  const write = (file: string, content: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), content);
  };
  write('index.html', page('Home'));
  write('404.html', page('Page not found'));
  write('de/404.html', page('Seite nicht gefunden'));
  write(
    'de/overview/index.html',
    page(`Überblick ${version}`).replace(
      '<head>',
      '<head><link rel="canonical" href="https://docs.example/de/overview">',
    ),
  );
  write('de/overview.md', `# Überblick ${version}\n\n${'Text.\n\n'.repeat(300)}`);
  write(asset.slice(1), script(version));
  await precompressDirectory(root);
}

function get(url: string, headers: Record<string, string> = {}, method = 'GET') {
  const { origin, pathname, search } = new URL(url);
  return request(origin, pathname + search, headers, method);
}

/** What a client sees, without the Date header (it moves with the clock). */
const seen = ({ status, headers: { date: _date, ...headers }, body }: Answer) => ({
  status,
  headers,
  body: body.toString('base64'),
});

const requests: [string, Record<string, string>, string?][] = [
  ['/de/overview', { 'Accept-Encoding': 'br' }],
  ['/de/overview', { 'Accept-Encoding': 'gzip', Accept: 'text/markdown' }],
  ['/de/overview.md', {}],
  [asset, { 'Accept-Encoding': 'gzip, br' }],
  [asset, {}],
  [asset, {}, 'HEAD'],
  ['/de/fehlt', {}],
  ['/de/overview.html', {}],
];
const answers = (url: string) =>
  Promise.all(requests.map(([pathname, headers, method]) => get(url + pathname, headers, method)));

describe('serving from memory', () => {
  let site: ReturnType<typeof tempDir>;
  let root: string;
  let server: RunningServer;

  beforeAll(async () => {
    site = tempDir();
    root = path.join(site.dir, 'build');
    await writeBuild(root, 1);
    server = await startServer({ root, localePrefixes: await detectLocalePrefixes(root), port: 0 });
  });
  afterAll(async () => {
    await server.close();
    site.remove();
  });

  it('answers every request the same with the build changed, deleted or moved on disk', async () => {
    const before = (await answers(server.url)).map(seen);
    expect(before.map((answer) => answer.status)).toEqual([200, 200, 200, 200, 200, 200, 404, 301]);

    await writeBuild(root, 2);
    rmSync(path.join(root, asset.slice(1)));
    writeFileSync(path.join(root, 'de/new.html'), page('Neu'));
    expect((await answers(server.url)).map(seen)).toEqual(before);
    expect((await get(`${server.url}/de/new`)).status).toBe(404);

    // No file left where the build was: still the same answers.
    renameSync(root, `${root}-moved`);
    try {
      expect((await answers(server.url)).map(seen)).toEqual(before);
    } finally {
      renameSync(`${root}-moved`, root);
    }
  });

  it('answers If-Modified-Since with 304 when the file is not newer (If-None-Match decides first)', async () => {
    const first = await get(`${server.url}/de/overview`);
    const lastModified = first.headers['last-modified']!;
    expect(
      (await get(`${server.url}/de/overview`, { 'If-Modified-Since': lastModified })).status,
    ).toBe(304);
    const earlier = new Date(Date.parse(lastModified) - 1000).toUTCString();
    expect((await get(`${server.url}/de/overview`, { 'If-Modified-Since': earlier })).status).toBe(
      200,
    );
    expect(
      (
        await get(`${server.url}/de/overview`, {
          'If-Modified-Since': lastModified,
          'If-None-Match': 'W/"other"',
        })
      ).status,
    ).toBe(200);
  });

  it('reads the changed build on reload(), at once: every answer is all old or all new', async () => {
    const old = await get(`${server.url}/de/overview`);
    const during = Array.from({ length: 40 }, () => get(`${server.url}/de/overview`));
    const summary = await server.reload();
    for (const answer of await Promise.all(during)) {
      expect(answer.body.toString()).toContain(
        answer.headers.etag === old.headers.etag ? 'Überblick 1' : 'Überblick 2',
      );
    }
    expect(summary.files).toBe(8);
    expect(server.site).toEqual(summary);

    const page2 = await get(`${server.url}/de/overview`, { 'Accept-Encoding': 'br' });
    expect(zlib.brotliDecompressSync(page2.body).toString()).toContain('Überblick 2');
    expect(page2.headers.etag).not.toBe(old.headers.etag);
    expect(page2.headers['content-security-policy']).not.toBe(
      old.headers['content-security-policy'],
    );
    const twin = await get(`${server.url}/de/overview`, { Accept: 'text/markdown' });
    expect(twin.body.toString()).toMatch(/^# Überblick 2/);
    expect((await get(`${server.url}/de/new`)).status).toBe(200);
    // The deleted asset is gone; its precompressed siblings are still files of the build.
    expect((await get(server.url + asset)).status).toBe(404);
  });

  it('keeps serving the build it has when a reload fails', async () => {
    const before = seen(await get(`${server.url}/de/overview`));
    renameSync(root, `${root}-moved`);
    try {
      await expect(server.reload()).rejects.toThrow(/ENOENT/);
      expect(seen(await get(`${server.url}/de/overview`))).toEqual(before);
    } finally {
      renameSync(`${root}-moved`, root);
    }
  });
});

describe('the CLI', () => {
  const cleanups: (() => void)[] = [];
  afterEach(() => {
    for (const cleanup of cleanups.splice(0)) cleanup();
  });

  it('prints the memory the build takes, and SIGHUP reads a rebuilt site', async () => {
    const site = tempDir();
    cleanups.push(() => site.remove());
    const root = path.join(site.dir, 'build');
    await writeBuild(root, 1);
    const { child, url, output } = await startCliProcess(
      {
        EVENTS_STORE: 'sqlite',
        EVENTS_SQLITE_FILE: path.join(site.dir, 'data', 'events.sqlite'),
        AGENT_STATS_FILE: path.join(site.dir, 'data', 'agents.sqlite'),
      },
      root,
    );
    const exited = new Promise((resolve) => child.once('exit', resolve));
    cleanups.push(() => child.kill('SIGKILL'));
    await waitFor(() => output().includes('Site: '));
    // 6 files: the .br and .gz siblings are variants of them.
    expect(output()).toMatch(
      /Site: 6 files in memory: \d+\.\d MB as built, \d+\.\d MB brotli, \d+\.\d MB gzip \(\d+\.\d MB in all\), read in \d+ ms; SIGHUP reads a rebuilt site/,
    );

    await writeBuild(root, 2);
    expect((await get(`${url}/de/overview`)).body.toString()).toContain('Überblick 1');
    child.kill('SIGHUP');
    await waitFor(() => output().includes('SIGHUP: site reloaded, 6 files in memory'));
    expect((await get(`${url}/de/overview`)).body.toString()).toContain('Überblick 2');

    child.kill('SIGTERM');
    await exited;
  }, 30_000);
});

/** Polls a condition every 20 ms, up to 20 s. */
async function waitFor(condition: () => boolean) {
  const deadline = Date.now() + 20_000;
  while (!condition()) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}
