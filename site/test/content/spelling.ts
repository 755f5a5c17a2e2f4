/**
 * German spell check with hunspell (WebAssembly, npm's dictionary-de) plus
 * the reviewed project word list site/dictionary/de-project.dic (one word per
 * line, `#` starts a comment line).
 */
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import dictionary from 'dictionary-de';
import { loadModule } from 'hunspell-asm';
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

/**
 * Hunspell itself, compiled to WebAssembly (hunspell-asm), with the German dictionary of
 * dictionary-de (the same igerman98 affix and word files as Debian's hunspell-de-de): the same
 * findings as Debian's `hunspell -d de_DE -p <word list> -l` on every page, without a system
 * package. A word list entry "word/model" inflects like the model word, as with `-p`.
 */
const speller = await (async () => {
  const factory = await loadModule();
  const checker = factory.create(
    factory.mountBuffer(dictionary.aff, 'de_DE.aff'),
    factory.mountBuffer(dictionary.dic, 'de_DE.dic'),
  );
  for (const entry of projectWords()) {
    const [word = '', model] = entry.split('/');
    if (model) checker.addWordWithAffix(word, model);
    else checker.addWord(word);
  }
  return checker;
})();

/**
 * The words hunspell's text parser finds: letters with the dictionary's WORDCHARS (ß, - and .)
 * inside, an apostrophe between letters; a hyphen or period at either end is not part of the word.
 */
export function words(text: string): string[] {
  return [...text.matchAll(/[\p{L}\p{M}][\p{L}\p{M}.-]*/gu)].map((match) =>
    match[0].replace(/-+$/, ''),
  );
}

/**
 * Debian's hunspell (1.7) also takes a hyphenated word whose parts it knows (the BREAK rule);
 * the WebAssembly build (1.6) does not, so each split at a hyphen is tried here.
 */
const known = (word: string): boolean =>
  speller.spell(word) ||
  [...word.matchAll(/-/g)].some(
    ({ index }) => known(word.slice(0, index)) && known(word.slice(index + 1)),
  );

/** Words the spell checker does not know, in order of appearance, without duplicates. */
export function misspelledWords(text: string): string[] {
  return [...new Set(words(text).filter((word) => !known(word)))];
}
