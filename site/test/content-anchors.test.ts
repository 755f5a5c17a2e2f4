import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The checker is a plain script so CI can run it on the real build after `npm run build`.
import { findBrokenAnchors, findBrokenTwinAnchors } from '../scripts/check-anchors.mjs';

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'anchors-'));
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), html);
  }
  return dir;
}

describe('anchor check over a built site', () => {
  it('accepts fragment links whose target ids exist, across pages and locales', () => {
    const dir = buildDir({
      'index.html': '<h2 id="first-deploy">x</h2><a href="#first-deploy">a</a>',
      'de/limit/index.html':
        '<h2 id="über-dienste">x</h2><a href="#%C3%BCber-dienste">a</a><a href="/#first-deploy">b</a>',
      'de/redis/index.html':
        '<a href="/de/limit#über-dienste">c</a><a href="../limit/#über-dienste">d</a>',
      'de/overview/index.html': '<a href="https://example.com/#nope">e</a><a href="#">top</a>',
    });
    expect(findBrokenAnchors(dir)).toEqual([]);
  });

  it('reads the unquoted attributes of minified HTML', () => {
    const dir = buildDir({
      'de/limit/index.html':
        '<h2 class=anchor id=services>x</h2><a href=#services>a</a><a href=#build>b</a>',
    });
    expect(findBrokenAnchors(dir)).toEqual([
      { page: '/de/limit/', href: '#build', problem: 'no element with id "build"' },
    ]);
  });

  it('reports a missing id and a missing page', () => {
    const dir = buildDir({
      'index.html': '<h2 id="a">x</h2><a href="#b">a</a>',
      'de/index.html': '<a href="/de/nowhere#a">b</a><a href="/#a">ok</a>',
    });
    expect(findBrokenAnchors(dir)).toEqual([
      { page: '/', href: '#b', problem: 'no element with id "b"' },
      { page: '/de/', href: '/de/nowhere#a', problem: 'page not found' },
    ]);
  });
});

describe('anchor check over the Markdown twins', () => {
  const site = 'https://docs.nubiva.example';

  it('resolves a fragment to the {#id} of a heading in the target twin, in every locale', () => {
    const dir = buildDir({
      'de/postgresql.md': '# PostgreSQL\n\n## Verbindungspool {#connection-pooling}\n',
      'ko/redis/index.md': '# Redis\n\n## 메모리와 제거 {#memory-and-eviction}\n',
      'de/limit.md':
        `# Limits\n\n[Pool](${site}/de/postgresql#connection-pooling), [x](https://example.com/a#b), ` +
        `[Redis](${site}/ko/redis/#memory-and-eviction), [Start](${site}/de/)\n`,
    });
    expect(findBrokenTwinAnchors(dir, site)).toEqual([]);
  });

  it('reports a translated heading without the id the links use, and a missing twin', () => {
    const dir = buildDir({
      'ja/postgresql.md': '# PostgreSQL\n\n## コネクションプーリング\n',
      'ja/limit.md': `[a](${site}/ja/postgresql#connection-pooling) [b](${site}/ja/nowhere#x)\n`,
    });
    expect(findBrokenTwinAnchors(dir, site)).toEqual([
      {
        page: '/ja/limit.md',
        href: `${site}/ja/postgresql#connection-pooling`,
        problem: 'no heading {#connection-pooling}',
      },
      { page: '/ja/limit.md', href: `${site}/ja/nowhere#x`, problem: 'no twin' },
    ]);
  });
});
