import { describe, expect, it } from 'vitest';
import { checkers, guidesTierLanguages, uncheckedLanguages } from './content/code-checks';
import { type DocPage, loadLocalePages, loadPages } from './content/pages';

const blocks = loadPages().flatMap((page) =>
  page.codeBlocks.map((block) => ({ where: `${page.file}:${block.line}`, ...block })),
);

describe('fenced code blocks in docs pages', () => {
  it('every block names its language', () => {
    const missing = blocks.filter((block) => !block.lang).map((block) => block.where);
    expect(missing).toEqual([]);
  });

  it('every language is either parsed or knowingly unchecked', () => {
    const unknown = blocks
      .filter(
        (block) =>
          block.lang &&
          !checkers[block.lang] &&
          !guidesTierLanguages.has(block.lang) &&
          !uncheckedLanguages.has(block.lang),
      )
      .map((block) => `${block.where} (${block.lang})`);
    expect(unknown).toEqual([]);
  });

  // Number(undefined) is NaN: a snippet that reads PORT without a fallback does not run
  // on the reader's machine, where nothing sets it (the quick start promises it does).
  it('every JavaScript block that reads PORT gives it a fallback', () => {
    const bare = blocks
      .filter((block) => /process\.env\.PORT\b(?!\s*\?\?)/.test(block.value))
      .map((block) => block.where);
    expect(bare).toEqual([]);
  });

  const checkable = blocks.filter((block) => block.lang && checkers[block.lang]);
  it.each(checkable.map((block) => [block.where, block.lang, block] as const))(
    '%s (%s) parses',
    (_where, lang, block) => {
      expect(checkers[lang as string]?.(block.value)).toBeNull();
    },
  );
});

/**
 * Blocks a translation changes on purpose, with the English text and the translation's in it.
 * Every other block is the English page's, comments and messages included: it is the code CI runs.
 */
const translatedOnPurpose = [
  // The German guide transcribes German speech.
  { locale: 'de', id: 'audio/whisper', english: 'language=en', translated: 'language=de' },
  // A sample message to the support team, which the reader writes in their own language.
  { locale: 'de', id: 'support', english: 'Project: shop-prod', translated: 'Projekt: shop-prod' },
];

/** The code blocks of a translated page that are not the English page's, by source line. */
function translatedBlocks(english: DocPage, translated: DocPage): string[] {
  const where = (line: number) => `${translated.file}:${line}`;
  if (english.codeBlocks.length !== translated.codeBlocks.length)
    return [
      `${where(1)} has ${translated.codeBlocks.length} code blocks, not ${english.codeBlocks.length}`,
    ];
  return translated.codeBlocks.flatMap((block, index) => {
    const source = english.codeBlocks[index]!.value;
    const intended = translatedOnPurpose.some(
      (exception) =>
        exception.locale === translated.locale &&
        exception.id === translated.id &&
        source.includes(exception.english) &&
        block.value.includes(exception.translated),
    );
    return block.value === source || intended ? [] : [where(block.line)];
  });
}

describe("a translated page's code blocks are the English page's", () => {
  const plugin = (page: DocPage) => (/examples-docs|docs-examples/.test(page.file) ? 'x' : 'd');
  const english = new Map(loadLocalePages('en').map((page) => [plugin(page) + page.id, page]));
  it.each(['de', 'ja', 'ko'] as const)('%s', (locale) => {
    const differing = loadLocalePages(locale).flatMap((page) => {
      const source = english.get(plugin(page) + page.id);
      return source ? translatedBlocks(source, page) : [];
    });
    expect(differing).toEqual([]);
  });
});

describe('the syntax checkers reject broken code', () => {
  it.each([
    ['json', '{"a": 1,}'],
    ['yaml', 'a: [1, 2'],
    ['javascript', 'const x = ;'],
    ['typescript', 'function f(a: string {'],
    ['bash', 'if true; then echo'],
    ['dockerfile', 'FROM node\nRUNN npm ci'],
  ])('%s', (lang, code) => {
    expect(checkers[lang]?.(code)).toEqual(expect.any(String));
  });

  it.each([
    ['json', '{"a": [1, 2]}'],
    ['yaml', 'services:\n  web:\n    port: 1'],
    ['typescript', 'const port: number = Number(process.env.PORT);'],
    ['bash', 'npm ci && npm run build'],
    [
      'dockerfile',
      'FROM node:lts-slim\nRUN npm ci \\\n  && npm run build\nCMD ["node", "server.js"]',
    ],
  ])('%s accepts valid code', (lang, code) => {
    expect(checkers[lang]?.(code)).toBeNull();
  });
});
