import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// The checker is a plain script so CI can run it on the real build after `npm run build`.
import { findBrokenAnchors } from '../scripts/check-anchors.mjs';

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
