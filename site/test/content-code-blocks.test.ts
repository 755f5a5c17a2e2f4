import { describe, expect, it } from 'vitest';
import { checkers, guidesTierLanguages, uncheckedLanguages } from './content/code-checks';
import { loadPages } from './content/pages';

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
