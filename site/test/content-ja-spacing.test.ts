/**
 * Two Markdown slips of the Japanese pages that no other check sees (a review found
 * 「**ページをコピー** メニュー」), by the spacing rules of GLOSSARY.ja.md:
 *
 * - Japanese separates no words with spaces; the glossary puts a half-width
 *   space only next to Latin words, numbers, inline code and `{…}`
 *   expressions. A space between two Japanese characters, also across bold or
 *   link markup, is a stray space the reader sees.
 * - No space follows full-width punctuation (「です。 次の」, 「です。 `code`」), nor a
 *   `<Statement />`, whose Japanese sentences end in 。.
 * - Punctuation after Japanese text is full-width (「列：」, not 「列: 」).
 * - Bold that ends in full-width punctuation must be followed by a space or
 *   punctuation, or CommonMark does not close it (`**原因：**ランタイム`) and
 *   the reader sees the asterisks: rendered prose never holds a literal `**`.
 */
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loadLocalePages, parsePage, siteDir, type DocPage } from './content/pages';

const japanese = '[\\p{Script=Han}\\p{Script=Hiragana}\\p{Script=Katakana}ー]';
/** Japanese, optional closing markup, spaces, optional opening markup, Japanese. */
const straySpace = new RegExp(`${japanese}(?:\\*{1,2}|\\])? +(?:\\*{1,2}|\\[)?${japanese}`, 'gu');

/** Lines of Markdown source without code (fenced or inline), link targets and MDX comments. */
function textLines(source: string): [number, string][] {
  let fenced = false;
  return source.split('\n').flatMap((line, index): [number, string][] => {
    if (/^\s*```/.test(line)) {
      fenced = !fenced;
      return [];
    }
    if (fenced) return [];
    const text = line
      .replace(/`[^`]*`/g, '`…`')
      .replace(/\]\([^)]*\)/g, ']')
      .replace(/\{\/\*.*?\*\/\}/g, '')
      .replace(/<Statement\b[^>]*\/>/g, '。');
    return [[index + 1, text]];
  });
}

export function straySpaces(page: DocPage): string[] {
  return textLines(page.source).flatMap(([line, text]) =>
    [...text.matchAll(straySpace)].map((match) => `${page.file}:${line}: "${match[0]}"`),
  );
}

/** A space after full-width punctuation, before anything but a table's cell border. */
const spaceAfterFullWidth = /[。、「」（）：] +(?=[^\s|])/gu;

export function spacesAfterFullWidth(page: DocPage): string[] {
  return textLines(page.source).flatMap(([line, text]) =>
    [...text.matchAll(spaceAfterFullWidth)].map((match) => `${page.file}:${line}: "${match[0]}"`),
  );
}

/** Half-width punctuation right after Japanese text ("列: ", "ます,"): Japanese prose takes full-width. */
const halfWidthPunctuation = new RegExp(`${japanese}[,.:;!?(]`, 'gu');

export function halfWidthAfterJapanese(page: DocPage): string[] {
  return textLines(page.source).flatMap(([line, text]) =>
    [...text.matchAll(halfWidthPunctuation)].map((match) => `${page.file}:${line}: "${match[0]}"`),
  );
}

export function unclosedBold(page: DocPage): string[] {
  return page.proseBlocks
    .filter((block) => block.includes('**'))
    .map((block) => `${page.file}: "${block.slice(0, 80)}"`);
}

/** Every message of the Japanese UI translations (code.json, navbar, footer, sidebars …). */
function uiMessages(dir = join(siteDir, 'i18n', 'ja')): [string, string][] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry): [string, string][] => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return uiMessages(path);
    if (!entry.name.endsWith('.json')) return [];
    // Translation files hold { message } entries; other JSON (translation-sources.json) is no UI.
    const entries = Object.entries(
      JSON.parse(readFileSync(path, 'utf8')) as Record<string, unknown>,
    );
    return entries.flatMap(([key, value]) => {
      const message = (value as { message?: unknown } | null)?.message;
      return typeof message === 'string' ? [[key, message] as [string, string]] : [];
    });
  });
}

describe('Japanese spacing and bold', () => {
  const pages = loadLocalePages('ja');

  it('reads the Japanese pages and UI strings', () => {
    expect(pages.length).toBeGreaterThanOrEqual(42);
    expect(uiMessages().length).toBeGreaterThan(100);
  });

  it('no page puts a space between two Japanese characters', () => {
    expect(pages.flatMap(straySpaces)).toEqual([]);
  });

  it('no page puts a space after full-width punctuation or after a statement', () => {
    expect(pages.flatMap(spacesAfterFullWidth)).toEqual([]);
  });

  it('no UI string puts a space between two Japanese characters', () => {
    const offenders = uiMessages()
      .filter(([, message]) => message.match(straySpace))
      .map(([key, message]) => `${key}: ${message}`);
    expect(offenders).toEqual([]);
  });

  it('no page writes half-width punctuation after Japanese text', () => {
    expect(pages.flatMap(halfWidthAfterJapanese)).toEqual([]);
  });

  it('every bold span of a page is closed', () => {
    expect(pages.flatMap(unclosedBold)).toEqual([]);
  });
});

describe('the Japanese spacing checks catch what they should', () => {
  const page = (body: string): DocPage =>
    parsePage(
      'ja',
      join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current/fixture.mdx'),
      `---\ntitle: テスト\n---\n\n${body}\n`,
      join(siteDir, 'i18n/ja/docusaurus-plugin-content-docs/current'),
    );

  it.each([
    ['各ページのタイトルの横にある**ページをコピー** メニューから開きます。', 'ー** メ'],
    ['横にある **ページ**をコピーします。', 'る **ペ'],
    ['詳しくは[制限](/limit) ページを参照してください。', '限] ペ'],
    ['サービス を作成します。', 'ス を'],
  ])('a stray space fails: %s', (body, found) => {
    expect(straySpaces(page(body))).toEqual([expect.stringContaining(`"${found}"`)]);
  });

  it('a space after 。 or after a statement fails, before a table border it passes', () => {
    expect(
      spacesAfterFullWidth(
        page(
          '返します。 `API_TOKEN` を送ります。<Statement text={statements.noGpu} /> 次の文です。',
        ),
      ),
    ).toEqual([expect.stringContaining('"。 "'), expect.stringContaining('"。 "')]);
    expect(
      spacesAfterFullWidth(page('| 列 | 返します。 |\n| --- | --- |\n\n**原因：** 次。')),
    ).toEqual([]);
  });

  it('half-width punctuation after Japanese fails, full-width and after Latin text pass', () => {
    expect(halfWidthAfterJapanese(page('保存する列: `a`、`b`。Node.js: 22（既定）。'))).toEqual([
      expect.stringContaining('"列:"'),
    ]);
    expect(halfWidthAfterJapanese(page('保存する列：`a`。Node.js: 22、[制限](/limit)。'))).toEqual(
      [],
    );
  });

  it('spaces next to Latin words, numbers, code and expressions pass', () => {
    const body = [
      '**ページをコピー**メニューから Markdown を開きます。',
      '{brand.name} のサービスは `main` ブランチから {x} 秒でデプロイされます。',
      '[制限](/limit)のページと Node.js 22 を参照してください。',
      '```text\nコード の 中 は 数えない\n```',
      '見出し {/* #a-heading */}',
    ].join('\n\n');
    expect(straySpaces(page(body))).toEqual([]);
  });

  it('bold closed before a letter after full-width punctuation fails, with a space it passes', () => {
    expect(unclosedBold(page('**原因：**ランタイムが検出されません。'))).toHaveLength(1);
    expect(unclosedBold(page('**原因：** ランタイムが検出されません。'))).toEqual([]);
    expect(unclosedBold(page('**新しいサービス**を選択します。'))).toEqual([]);
  });
});
