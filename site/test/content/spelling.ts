/**
 * German spell check with hunspell (Debian's hunspell + hunspell-de-de) plus
 * the reviewed project word list site/dictionary/de-project.dic (one word per
 * line, `#` starts a comment line).
 */
import { spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { siteDir } from './pages';

export const projectDictionary = join(siteDir, 'dictionary', 'de-project.dic');

export function projectWords(): string[] {
  return readFileSync(projectDictionary, 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
}

/**
 * Prose for the spell checker (inline code is already gone): URLs, e-mail
 * addresses, paths (`/de/limit`) and names that mix letters and digits
 * (`IPv6`, `ES2022`; hunspell splits them at the digit) are not words and
 * are removed.
 */
export function spellableText(prose: string): string {
  return (
    prose
      .replace(/\bhttps?:\/\/\S+/g, ' ')
      .replace(/\S+@\S+/g, ' ')
      .replace(/(?:^|\s)\/\S*/g, ' ')
      .replace(/(?<![\p{L}\p{N}])\p{L}+\p{N}[\p{L}\p{N}]*/gu, ' ')
      // "Build- und Startbefehl" (suspended compound) and "{brand.name}-Konto" (a
      // rendered fact before the hyphen): check the word without the dangling hyphen.
      .replace(/(?<=\p{L})-(?=[\s,)]|$)/gmu, '')
      .replace(/(?<=^|[\s(„])-(?=\p{L})/gmu, '')
      .replace(/(?<=\s)[-–](?=\s)/g, ' ')
  );
}

let personalFile: string | undefined;

/** Words hunspell does not know, in order of appearance, without duplicates. */
export function misspelledWords(text: string): string[] {
  if (!personalFile) {
    personalFile = join(mkdtempSync(join(tmpdir(), 'de-project-')), 'words.dic');
    writeFileSync(personalFile, `${projectWords().join('\n')}\n`);
  }
  const result = spawnSync('hunspell', ['-d', 'de_DE', '-p', personalFile, '-i', 'utf-8', '-l'], {
    input: text,
    encoding: 'utf8',
  });
  if (result.error || result.status !== 0) {
    throw new Error(
      `hunspell failed (${result.error?.message ?? result.stderr}); install the Debian packages hunspell and hunspell-de-de (scripts/system-deps.json)`,
    );
  }
  return [...new Set(result.stdout.split('\n').filter(Boolean))];
}
