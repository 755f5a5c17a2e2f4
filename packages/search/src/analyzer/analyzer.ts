import { englishStem } from './englishStemmer.js';
import { germanStem } from './germanStemmer.js';
import { foldSurface, lowerWord } from './normalize.js';
import { STOPWORDS } from './stopwords.js';
import { tokenize, type Token } from './tokenize.js';

/** A token with its folded spelling (prefix and typo matching) and its stem. */
export interface AnalyzedToken extends Token {
  /** Folded spelling: "größe" and "groesse" → "grosse". */
  surface: string;
  /** Index term: the stem for words, the bigram itself for CJK. */
  stem: string;
  stopword: boolean;
}

export type Stemmer = (lowerCaseWord: string) => string;

const stripMarks = (word: string): string => word.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');

/** The stemmer for an index language; German gets Snowball, others a light English one. */
export function stemmerFor(language: string): Stemmer {
  if (language === 'de') return (word) => stripMarks(germanStem(word));
  return (word) => englishStem(foldSurface(word));
}

export interface Analyzer {
  language: string;
  stem: Stemmer;
  analyze(text: string): AnalyzedToken[];
}

export function createAnalyzer(language: string): Analyzer {
  const stem = stemmerFor(language);
  const cache = new Map<string, { surface: string; stem: string; stopword: boolean }>();
  const analyzeWord = (text: string): { surface: string; stem: string; stopword: boolean } => {
    let entry = cache.get(text);
    if (entry === undefined) {
      const lower = lowerWord(text);
      entry = { surface: foldSurface(lower), stem: stem(lower), stopword: STOPWORDS.has(lower) };
      cache.set(text, entry);
    }
    return entry;
  };
  return {
    language,
    stem,
    analyze(text) {
      return tokenize(text).map((token) =>
        token.cjk
          ? { ...token, surface: token.text, stem: token.text, stopword: false }
          : { ...token, ...analyzeWord(token.text) },
      );
    },
  };
}
