import type { AnalyzedToken } from '../analyzer/analyzer.js';
import type { IndexParts } from './parts.js';
import type { QueryWord } from './query.js';

export interface HighlightTags {
  pre: string;
  post: string;
}

export interface HighlightResult {
  value: string;
  matchLevel: 'none' | 'partial' | 'full';
  matchedWords: string[];
  fullyHighlighted?: boolean;
}

const ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeHtml = (text: string): string =>
  /[&<>"']/.test(text) ? text.replace(/[&<>"']/g, (ch) => ENTITIES[ch] ?? ch) : text;

interface Span {
  start: number;
  end: number;
}

/** Character spans of the text that match a query word, merged, plus the words matched. */
function analyzed(index: IndexParts, text: string): AnalyzedToken[] {
  let tokens = index.analyzed.get(text);
  if (tokens === undefined) {
    tokens = index.analyzer.analyze(text);
    index.analyzed.set(text, tokens);
  }
  return tokens;
}

/** How well a text matches each query word (0 when it does not). */
export function matchQuality(index: IndexParts, text: string, words: QueryWord[]): number[] {
  const best = words.map(() => 0);
  for (const token of analyzed(index, text)) {
    for (let w = 0; w < words.length; w++) {
      const word = words[w] as QueryWord;
      let quality = word.candidates.get(token.stem) ?? word.compounds.get(token.stem) ?? 0;
      if (quality === 0 && word.prefix && token.surface.startsWith(word.surface)) quality = 0.7;
      if (quality > (best[w] ?? 0)) best[w] = quality;
    }
  }
  return best;
}

const spanCache = new WeakMap<
  QueryWord[],
  Map<string, { spans: Span[]; matched: Set<QueryWord> }>
>();

/**
 * Character spans of the text that match a query word, merged, plus the words
 * matched. Remembered per query: a hit's title, headings and snippets repeat
 * the same texts (the page title is in every hit of its page).
 */
export function matchSpans(
  index: IndexParts,
  text: string,
  words: QueryWord[],
): { spans: Span[]; matched: Set<QueryWord> } {
  let cache = spanCache.get(words);
  if (cache === undefined) {
    cache = new Map();
    spanCache.set(words, cache);
  }
  const cached = cache.get(text);
  if (cached !== undefined) return cached;
  const spans: Span[] = [];
  const matched = new Set<QueryWord>();
  for (const token of analyzed(index, text)) {
    let hit = false;
    for (const word of words) {
      if (
        word.candidates.has(token.stem) ||
        word.compounds.has(token.stem) ||
        (word.prefix && token.surface.startsWith(word.surface))
      ) {
        matched.add(word);
        hit = true;
      }
    }
    if (!hit) continue;
    const last = spans[spans.length - 1];
    if (last !== undefined && token.start <= last.end) last.end = Math.max(last.end, token.end);
    else spans.push({ start: token.start, end: token.end });
  }
  const result = { spans, matched };
  cache.set(text, result);
  return result;
}

function render(
  text: string,
  spans: Span[],
  from: number,
  to: number,
  tags: HighlightTags,
): string {
  let out = '';
  let at = from;
  for (const span of spans) {
    if (span.end <= from || span.start >= to) continue;
    const start = Math.max(span.start, from);
    const end = Math.min(span.end, to);
    out +=
      escapeHtml(text.slice(at, start)) + tags.pre + escapeHtml(text.slice(start, end)) + tags.post;
    at = end;
  }
  return out + escapeHtml(text.slice(at, to));
}

function level(matched: Set<QueryWord>, words: QueryWord[]): HighlightResult['matchLevel'] {
  if (matched.size === 0) return 'none';
  return words.every((word) => matched.has(word) || !word.required) ? 'full' : 'partial';
}

export function highlight(
  index: IndexParts,
  text: string,
  words: QueryWord[],
  tags: HighlightTags,
): HighlightResult {
  const { spans, matched } = matchSpans(index, text, words);
  const matchLevel = level(matched, words);
  const result: HighlightResult = {
    value: render(text, spans, 0, text.length, tags),
    matchLevel,
    matchedWords: [...matched].map((word) => word.text),
  };
  if (matchLevel !== 'none') {
    result.fullyHighlighted =
      spans.length === 1 && spans[0]?.start === 0 && spans[0].end === text.length;
  }
  return result;
}

/** Snippet units: whitespace-separated words, and each CJK character on its own. */
const UNIT =
  /[\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]|[^\s\p{Script=Han}\p{Script=Hiragana}\p{Script=Katakana}ー]+/gu;

/**
 * Algolia-style snippet: `wordCount` words around the first match (or from the
 * start when nothing matches), with the ellipsis where text was cut.
 */
export function snippet(
  index: IndexParts,
  text: string,
  words: QueryWord[],
  wordCount: number,
  tags: HighlightTags,
  ellipsis: string,
): Omit<HighlightResult, 'matchedWords' | 'fullyHighlighted'> {
  const { spans, matched } = matchSpans(index, text, words);
  const units = [...text.matchAll(UNIT)].map((m) => ({
    start: m.index,
    end: m.index + m[0].length,
  }));
  const matchLevel = level(matched, words);
  if (units.length <= wordCount) {
    return { value: render(text, spans, 0, text.length, tags), matchLevel };
  }
  const firstSpan = spans[0];
  let first = 0;
  if (firstSpan !== undefined) {
    const unitOfMatch = units.findIndex((unit) => unit.end > firstSpan.start);
    first = Math.max(
      0,
      Math.min(unitOfMatch - Math.floor(wordCount / 3), units.length - wordCount),
    );
  }
  const lastUnit = Math.min(units.length, first + wordCount) - 1;
  const from = units[first]?.start ?? 0;
  const to = units[lastUnit]?.end ?? text.length;
  const value =
    (first > 0 ? ellipsis : '') +
    render(text, spans, from, to, tags) +
    (lastUnit < units.length - 1 ? ellipsis : '');
  return { value, matchLevel };
}
