/**
 * MDX eats up to two leading spaces of each continuation line of an expression inside JSX
 * ("indent your things"), so a `<CodeBlock>{`…`}` literal is written one level deeper than
 * the code it shows. The built pages and their Markdown twins must show the code's own
 * indentation.
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { siteDir } from '../content/pages';

const siteBuild = process.env.SITE_BUILD_DIR ?? join(siteDir, 'build');

/** Lines each page's `<CodeBlock>` must show, indented as the code is: in the twin, in the HTML. */
const indentedLines: Record<string, { twin: RegExp[]; html: RegExp }> = {
  'service/troubleshooting': {
    twin: [/^ {2}"engines": \{ "node": "[\d.]+x" \}$/m],
    html: /token-line[^>]*><span class="token plain"> {2}<\/span><span class="token property"[^>]*>"engines"/,
  },
  'service/continuous-deployments': {
    twin: [/^ {2}JSON\.stringify\(\{$/m, /^ {4}msg: 'started',$/m],
    html: /token-line[^>]*><span class="token plain"> {2}<\/span><span class="token known-class-name class-name">JSON</,
  },
};

describe.each(['en', 'de', 'ja', 'ko'])('code blocks with values from data, %s', (locale) => {
  const prefix = locale === 'en' ? '' : locale;
  it.each(Object.entries(indentedLines))('%s keeps the code’s indentation', (page, expected) => {
    const twin = readFileSync(join(siteBuild, prefix, `${page}.md`), 'utf8');
    const html = readFileSync(join(siteBuild, prefix, page, 'index.html'), 'utf8');
    for (const line of expected.twin) expect(twin, `${page}.md`).toMatch(line);
    // Prism splits a line into tokens: the indentation is the plain token before the first word.
    expect(html, `${page}/index.html`).toMatch(expected.html);
  });
});
