import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import { describe, expect, it } from 'vitest';
// A plain script, so it can also run by hand on any build.
import { findVisibleTextProblems } from '../scripts/check-visible-text.mjs';

function buildDir(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'visible-text-'));
  for (const [name, html] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, name)), { recursive: true });
    writeFileSync(join(dir, name), html);
  }
  return dir;
}

const page = (lang: string, body: string): string =>
  `<!doctype html><html lang=${lang}><head><title>{page.title}</title><script>const a = {b.c};</script></head><body>${body}</body></html>`;

describe('visible-text check over a built site', () => {
  it('reports an MDX expression printed as text, also inside inline code', () => {
    const dir = buildDir({
      'index.html': page(
        'en',
        '<p>Listen on <code>{platform.environmentVariables.port}</code>.</p>',
      ),
      'de/index.html': page(
        'de',
        '<p>Zum Beispiel https://my-app.{platform.networking.suffix}</p>',
      ),
      'de/privacy/index.html': page(
        'de',
        '<p>Cookie <code>{storageKey(tracker.keys.device)}</code></p>',
      ),
    });
    expect(findVisibleTextProblems(dir).map(({ page, problem }) => `${page} ${problem}`)).toEqual([
      '/de/ unrendered expression {platform.networking.suffix}',
      '/de/privacy/ unrendered expression {storageKey(tracker.keys.device)}',
      '/ unrendered expression {platform.environmentVariables.port}',
    ]);
  });

  it('reports undefined, NaN and [object Object] in the text', () => {
    const dir = buildDir({
      'limit/index.html': page('en', '<td>undefined</td><td>NaN GiB</td><p>[object Object]</p>'),
    });
    expect(findVisibleTextProblems(dir).map(({ problem }) => problem)).toEqual([
      '"undefined" in the text',
      '"NaN" in the text',
      '"[object Object]" in the text',
    ]);
  });

  it('reports **emphasis** printed as written in prose, not in code', () => {
    const dir = buildDir({
      'ko/service/domain/index.html': page(
        'ko',
        '<p>모드를 **Full (strict)**로 설정하세요. <strong>활성</strong> <code>a **b** c</code> 2 * 3 ** 2</p>',
      ),
    });
    expect(findVisibleTextProblems(dir).map(({ page, problem }) => `${page} ${problem}`)).toEqual([
      '/ko/service/domain/ unrendered emphasis **Full (strict)**',
    ]);
  });

  it('reports English function words in German prose, not in code, addresses or lang="en" quotes', () => {
    const dir = buildDir({
      'de/examples/python/index.html': page(
        'de',
        '<p>Die Plattform erkennt Python an requirements.txt or pyproject.toml.</p>' +
          '<p>Fehler <code>too many connections for role</code> und <span lang="en">fire and forget</span>.</p>' +
          '<p>Eine Out-of-Memory-Meldung, siehe https://dev.to/nubiva und dev.to/nubiva/x.</p>',
      ),
      'examples/python/index.html': page(
        'en',
        '<p>The platform detects requirements.txt or pyproject.toml.</p>',
      ),
    });
    expect(findVisibleTextProblems(dir)).toEqual([
      {
        page: '/de/examples/python/',
        problem: 'English word "or" in German text',
        text: 'Die Plattform erkennt Python an requirements.txt or pyproject.toml.',
      },
    ]);
  });

  it('reports a count of one with a plural noun, and "alle 1" / "every 1", not decimals', () => {
    const dir = buildDir({
      'de/limit/index.html': page(
        'de',
        '<td>1<!-- --> Stunden</td><p>Sicherungen alle <!-- -->1<!-- --> Stunde.</p>' +
          '<p>Nach 0,1 Stunden, 11 Minuten, 1 Minute und 2 Minuten.</p>',
      ),
      'limit/index.html': page(
        'en',
        '<td>1 hours</td><p>Backups every 1 hour; 1.5 hours, 1 minute.</p>',
      ),
      'ja/limit/index.html': page('ja', '<p>1 時間</p>'),
    });
    expect(findVisibleTextProblems(dir).map(({ page, problem }) => `${page} ${problem}`)).toEqual([
      '/de/limit/ count and noun disagree: "1 Stunden"',
      '/de/limit/ count and noun disagree: "alle 1"',
      '/limit/ count and noun disagree: "1 hours"',
      '/limit/ count and noun disagree: "every 1"',
    ]);
  });

  it('reports a fact number without the locale grouping in prose, not other numbers or code', () => {
    const dir = buildDir({
      'de/service/index.html': page(
        'de',
        '<td>300–1500 ms</td><p>nach 3600 Sekunden, 1.500 ms</p><p>Port 8080, © 2026</p><code>sleep 3600</code>',
      ),
      'ja/service/index.html': page('ja', '<p>1,500 ms、ポート 5432、12345 Beispielstadt</p>'),
    });
    const groupedFacts = new Set([1500, 3600]);
    expect(
      findVisibleTextProblems(dir, { groupedFacts }).map(
        ({ page, problem }) => `${page} ${problem}`,
      ),
    ).toEqual([
      '/de/service/ number without grouping: "1500"',
      '/de/service/ number without grouping: "3600"',
    ]);
  });

  it('reports a logo whose alt text calls it a logo', () => {
    const dir = buildDir({
      'de/index.html': page(
        'de',
        '<nav><img src=/img/logo.svg alt="Nubiva Logo"><b>Nubiva</b></nav>' +
          '<footer><img src=/img/logo.svg alt=Nubiva><img src=/img/x.png alt=""></footer>',
      ),
    });
    expect(findVisibleTextProblems(dir)).toEqual([
      { page: '/de/', problem: 'alt text names the image a logo', text: 'Nubiva Logo' },
    ]);
  });

  it('leaves code blocks alone: they are literal', () => {
    const dir = buildDir({
      'de/service/async/index.html': page(
        'de',
        '<pre><code>console.log(`mail to ${job.data.to}`); // undefined or NaN</code></pre>',
      ),
    });
    expect(findVisibleTextProblems(dir)).toEqual([]);
  });

  it('reports a code block without any text (an empty box), not one with an empty line', () => {
    const dir = buildDir({
      'de/examples/python/django/index.html': page(
        'de',
        '<pre><code class="codeBlockLines"></code></pre><pre><code><span> </span></code></pre>',
      ),
    });
    expect(findVisibleTextProblems(dir)).toEqual([
      { page: '/de/examples/python/django/', problem: '1 empty code block(s)', text: '' },
    ]);
  });
});
