import { SEARCH_DEFAULTS } from '../defaults.js';
import { synonymsOf } from '../analyzer/synonyms.js';
import { boundedEditDistance } from './editDistance.js';
import type { InvertedIndex } from './invertedIndex.js';

/** How well an index term matches a query word; multiplied into the score. */
export const MATCH_QUALITY = {
  exact: 1,
  prefix: 0.8,
  infix: 0.5,
  typo1: 0.6,
  typo2: 0.4,
  synonym: 0.9,
} as const;

/** Algolia's limit for the interface (spec: 64-character query). */
export const MAX_QUERY_LENGTH = SEARCH_DEFAULTS.maxQueryLength;
const MAX_PREFIX_EXPANSIONS = 60;

export interface QueryWord {
  /** The word as typed. */
  text: string;
  surface: string;
  stem: string;
  cjk: boolean;
  /** Matched by prefix (the word being typed). */
  prefix: boolean;
  /** Stopwords need not match. */
  required: boolean;
  /** index term → match quality */
  candidates: Map<string, number>;
}

function lowerBound(sorted: string[], value: string): number {
  let low = 0;
  let high = sorted.length;
  while (low < high) {
    const mid = (low + high) >>> 1;
    if ((sorted[mid] ?? '') < value) low = mid + 1;
    else high = mid;
  }
  return low;
}

function addCandidate(word: QueryWord, term: string, quality: number): void {
  if ((word.candidates.get(term) ?? 0) < quality) word.candidates.set(term, quality);
}

function addSurface(index: InvertedIndex, word: QueryWord, surface: string, quality: number): void {
  for (const stem of index.surfaceStems.get(surface) ?? []) addCandidate(word, stem, quality);
}

function expandPrefix(index: InvertedIndex, word: QueryWord): void {
  const matches: string[] = [];
  for (let i = lowerBound(index.surfaces, word.surface); i < index.surfaces.length; i++) {
    const surface = index.surfaces[i] ?? '';
    if (!surface.startsWith(word.surface)) break;
    matches.push(surface);
  }
  matches.sort((a, b) => a.length - b.length);
  for (const surface of matches.slice(0, MAX_PREFIX_EXPANSIONS)) {
    addSurface(
      index,
      word,
      surface,
      surface === word.surface ? MATCH_QUALITY.exact : MATCH_QUALITY.prefix,
    );
  }
}

function expandTypos(index: InvertedIndex, word: QueryWord): void {
  const max = word.surface.length >= 8 ? 2 : word.surface.length >= 4 ? 1 : 0;
  if (max === 0) return;
  for (const surface of index.surfaces) {
    if (Math.abs(surface.length - word.surface.length) > max) continue;
    const distance = boundedEditDistance(word.surface, surface, max);
    if (distance <= max) {
      addSurface(index, word, surface, distance === 1 ? MATCH_QUALITY.typo1 : MATCH_QUALITY.typo2);
    }
  }
}

/** Compound heads missing from the vocabulary: terms that contain the stem. */
function expandInfix(index: InvertedIndex, word: QueryWord): void {
  if (word.stem.length < 5) return;
  for (const stem of index.stems) {
    if (stem.length > word.stem.length && stem.includes(word.stem)) {
      addCandidate(word, stem, MATCH_QUALITY.infix);
    }
  }
}

function newWord(
  text: string,
  surface: string,
  stem: string,
  cjk: boolean,
  prefix: boolean,
  required: boolean,
): QueryWord {
  return { text, surface, stem, cjk, prefix, required, candidates: new Map() };
}

/**
 * Turns a query into words with their matching index terms: exact stem,
 * prefix (last word while typing), then typos, compound parts of the query
 * word, and finally infix matches, each tried only when the previous found nothing.
 */
export function expandQuery(index: InvertedIndex, rawQuery: string): QueryWord[] {
  const query = rawQuery.slice(0, MAX_QUERY_LENGTH);
  const typing = !/\s$/.test(query);
  const tokens = index.analyzer.analyze(query.replace(/"/g, ' '));
  const hasContentWords = tokens.some((token) => !token.stopword);
  const words: QueryWord[] = [];
  const seen = new Set<string>();
  tokens.forEach((token, position) => {
    const isLast = position === tokens.length - 1;
    if (seen.has(token.surface) && !isLast) return;
    seen.add(token.surface);
    const word = newWord(
      token.text,
      token.surface,
      token.stem,
      token.cjk,
      isLast && typing,
      !(token.stopword && hasContentWords),
    );
    if (index.postings.has(token.stem)) addCandidate(word, token.stem, MATCH_QUALITY.exact);
    addSurface(index, word, token.surface, MATCH_QUALITY.exact);
    if (!token.cjk) {
      for (const synonym of synonymsOf(token.stem, index.analyzer.stem)) {
        if (index.postings.has(synonym)) addCandidate(word, synonym, MATCH_QUALITY.synonym);
      }
    }
    if (word.prefix) expandPrefix(index, word);
    if (word.candidates.size === 0 && !token.cjk) expandTypos(index, word);
    if (word.candidates.size === 0 && !token.cjk) {
      const parts = index.splitter.split(token.text);
      if (parts !== null && parts.every((part) => index.postings.has(part))) {
        for (const part of parts) {
          const partWord = newWord(token.text, token.surface, part, false, false, word.required);
          addCandidate(partWord, part, MATCH_QUALITY.exact);
          words.push(partWord);
        }
        return;
      }
      expandInfix(index, word);
    }
    words.push(word);
  });
  return words;
}
