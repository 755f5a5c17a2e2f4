import { stemmer as snowballGerman } from '@orama/stemmers/german';
import { englishStem } from './englishStemmer.js';
import { foldSurface, lowerWord } from './normalize.js';
import { STOPWORDS } from './stopwords.js';
import { isCjkChar, tokenize, type Token } from './tokenize.js';

/** A token with its folded spelling (prefix and typo matching) and its stem. */
export interface AnalyzedToken extends Token {
  /** Folded spelling: "größe" and "groesse" → "grosse". */
  surface: string;
  /** Index term: the stem for words, the bigram itself for CJK. */
  stem: string;
  stopword: boolean;
}

export type Stemmer = (lowerCaseWord: string) => string;

/**
 * The stemmer for an index language: German gets Snowball German (@orama/stemmers), others a
 * light English one. Both stem the folded spelling, so "Domäne", "Domaene" and "Domane" share
 * "doman" and "Größe", "Groesse" and "Grosse" share "gross" (as with Snowball's german2
 * variant), and "Café" and "Cafe" share "caf".
 */
export function stemmerFor(language: string): Stemmer {
  const base = language === 'de' ? snowballGerman : englishStem;
  return (word) => base(foldSurface(word));
}

export interface Analyzer {
  language: string;
  stem: Stemmer;
  analyze(text: string): AnalyzedToken[];
  /** One word (or CJK bigram) as `analyze` would give it, without tokenizing. */
  word(text: string): { surface: string; stem: string; stopword: boolean; cjk: boolean };
}

export function createAnalyzer(language: string): Analyzer {
  const stem = stemmerFor(language);
  type Word = { surface: string; stem: string; stopword: boolean; cjk: boolean };
  const cache = new Map<string, Word>();
  const analyzeWord = (text: string): Word => {
    let entry = cache.get(text);
    if (entry === undefined) {
      const lower = lowerWord(text);
      entry = isCjkChar(text[0] ?? '')
        ? { surface: text, stem: text, stopword: false, cjk: true }
        : {
            surface: foldSurface(lower),
            stem: stem(lower),
            stopword: STOPWORDS.has(lower),
            cjk: false,
          };
      cache.set(text, entry);
    }
    return entry;
  };
  return {
    language,
    stem,
    word: analyzeWord,
    analyze(text) {
      // Plain object construction: this runs for every word of the index.
      return tokenize(text).map((token): AnalyzedToken => {
        if (token.cjk) {
          return { ...token, surface: token.text, stem: token.text, stopword: false };
        }
        const word = analyzeWord(token.text);
        const analyzed: AnalyzedToken = {
          text: token.text,
          start: token.start,
          end: token.end,
          cjk: false,
          surface: word.surface,
          stem: word.stem,
          stopword: word.stopword && token.joined !== true,
        };
        if (token.joined === true) analyzed.joined = true;
        return analyzed;
      });
    },
  };
}
