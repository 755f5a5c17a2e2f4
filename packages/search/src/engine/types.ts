import { createAnalyzer } from '../analyzer/analyzer.js';
import { lowerWord } from '../analyzer/normalize.js';

/**
 * The serialized index of one locale, as written by the indexer into the
 * build and fetched by the browser. Compact on purpose: page data and heading
 * texts are stored once; the engine derives terms, stems and compound parts
 * when it loads, so none of that travels over the network.
 *
 * A *section* is what one URL addresses: a heading record (or a page's lvl1
 * record, whose URL has no anchor) and the content records up to the next
 * heading. Search answers one hit per section by default (DocSearch's
 * `distinct` on `url`).
 */
export interface SerializedIndex {
  version: 1;
  /** Locale of the pages (also the `language` facet value). */
  language: string;
  /** Site origin, e.g. "https://docs.nubiva.example"; hits carry absolute URLs. */
  origin: string;
  /** One entry per page: [path, docusaurus_tag, title, description?]. */
  pages: SerializedPage[];
  /**
   * Tags of secondary collections (e.g. the example guides of a second docs
   * plugin): their pages rank a little below the main docs on equal terms.
   */
  secondaryTags?: string[];
  /** Heading texts (lvl2 to lvl6), referenced by index. */
  headings: string[];
  /**
   * One entry per record: [page, level, anchor, heading indexes lvl2.., content].
   * level 1..6 is a heading record (lvl1 is the page itself), 0 is a content record.
   */
  records: SerializedRecord[];
  /**
   * Set when the index is split: the records here are the pages and their
   * headings, with every word of each section's text in `vocabulary` and
   * `sectionTerms`, so this part alone ranks and counts exactly as the whole
   * index does; the paragraphs themselves (for snippets and highlighting) are
   * in this file (same folder), loaded after the first results.
   */
  more?: string;
  /**
   * The distinct words of all sections' paragraphs (lower case, stop words
   * left out), most frequent first, separated by spaces.
   */
  vocabulary?: string;
  /**
   * One entry per section, in the order of the heading records: the words of
   * its paragraphs as ascending `vocabulary` positions, each written as the
   * base-36 difference to the previous one, separated by spaces.
   */
  sectionTerms?: string[];
  /** Each record's place in the whole index (older split indexes). */
  positions?: number[];
}

export type SerializedPage = [path: string, tag: string, title: string, description?: string];

export type SerializedRecord = [
  page: number,
  level: number,
  anchor: string,
  headings: number[],
  content: string,
];

/** The paragraphs of a split index (see {@link SerializedIndex.more}). */
export interface SerializedIndexPart {
  version: 1;
  records: SerializedRecord[];
  /** Each record's place in the whole index. */
  positions: number[];
}

/** Distinct words of a text as the vocabulary keeps them (no stop words). */
export function vocabularyWords(
  text: string,
  analyze: (text: string) => { text: string; stopword: boolean }[],
): string[] {
  const words = new Set<string>();
  for (const token of analyze(text)) if (!token.stopword) words.add(lowerWord(token.text));
  return [...words];
}

/** Positions of the heading records (level ≥ 1): one per section. */
function sectionWords(index: SerializedIndex): string[][] {
  const analyzer = createAnalyzer(index.language);
  const sections: Set<string>[] = [];
  let current: Set<string> | undefined;
  for (const record of index.records) {
    if (record[1] !== 0 || current === undefined) {
      current = new Set();
      sections.push(current);
    }
    if (record[1] === 0)
      for (const word of vocabularyWords(record[4], analyzer.analyze)) current.add(word);
  }
  return sections.map((words) => [...words]);
}

/** Encodes each section's words as positions in one shared, frequency-ordered vocabulary. */
export function encodeSectionTerms(sections: string[][]): {
  vocabulary: string;
  sectionTerms: string[];
} {
  const frequency = new Map<string, number>();
  for (const words of sections)
    for (const word of words) frequency.set(word, (frequency.get(word) ?? 0) + 1);
  const vocabulary = [...frequency.keys()].sort(
    (a, b) => (frequency.get(b) ?? 0) - (frequency.get(a) ?? 0) || (a < b ? -1 : a > b ? 1 : 0),
  );
  const id = new Map(vocabulary.map((word, i) => [word, i]));
  const sectionTerms = sections.map((words) => {
    let previous = 0;
    return words
      .map((word) => id.get(word) ?? 0)
      .sort((a, b) => a - b)
      .map((position) => {
        const delta = position - previous;
        previous = position;
        return delta.toString(36);
      })
      .join(' ');
  });
  return { vocabulary: vocabulary.join(' '), sectionTerms };
}

/** Each section's vocabulary positions, back from {@link encodeSectionTerms}. */
export function decodeSectionIds(sectionTerms: string[]): number[][] {
  return sectionTerms.map((encoded) => {
    if (encoded === '') return [];
    let position = 0;
    return encoded.split(' ').map((delta) => (position += Number.parseInt(delta, 36)));
  });
}

/** The words of each section, back from {@link encodeSectionTerms}. */
export function decodeSectionTerms(vocabulary: string, sectionTerms: string[]): string[][] {
  const words = vocabulary === '' ? [] : vocabulary.split(' ');
  return decodeSectionIds(sectionTerms).map((ids) => ids.map((id) => words[id] ?? ''));
}

/**
 * Languages written without spaces are indexed as character bigrams: listing
 * every section's bigrams would make the first part about as large as the
 * text itself, so their first part carries each section's first paragraph
 * instead (and answers from it until the rest arrives).
 */
const BIGRAM_LANGUAGES = /^(ja|ko|zh)\b/;

/**
 * Splits an index into what is needed first and the rest, so that the first
 * results need fewer bytes. For word-based languages the first part holds
 * pages, headings and every word of each section (see {@link
 * SerializedIndex.vocabulary}): it ranks and counts exactly as the whole index,
 * and the paragraphs (for snippets) come later. For bigram languages it holds
 * pages, headings and each section's first paragraph.
 */
export function splitIndex(
  index: SerializedIndex,
  moreFileName: string,
): { main: SerializedIndex; rest: SerializedIndexPart } {
  const listWords = !BIGRAM_LANGUAGES.test(index.language);
  const main: SerializedRecord[] = [];
  const mainPositions: number[] = [];
  const rest: SerializedIndexPart = { version: 1, records: [], positions: [] };
  let sectionStart = true;
  index.records.forEach((record, position) => {
    const lead = record[1] !== 0 || (!listWords && sectionStart);
    sectionStart = record[1] !== 0;
    if (lead) {
      main.push(record);
      mainPositions.push(position);
    } else {
      rest.records.push(record);
      rest.positions.push(position);
    }
  });
  const first: SerializedIndex = { ...index, records: main, more: moreFileName };
  if (listWords) {
    Object.assign(first, encodeSectionTerms(sectionWords(index)));
    delete first.positions;
  } else first.positions = mainPositions;
  return { main: first, rest };
}

/** The whole index again from its two parts. */
export function mergeIndex(main: SerializedIndex, rest: SerializedIndexPart): SerializedIndex {
  const total = main.records.length + rest.records.length;
  const records = new Array<SerializedRecord | undefined>(total);
  rest.records.forEach((record, i) => {
    const position = rest.positions[i];
    if (position !== undefined && position < total) records[position] = record;
  });
  // The first part's records fill the other places in order (older indexes list theirs).
  const mainPositions = main.positions;
  let free = 0;
  main.records.forEach((record, i) => {
    const position = mainPositions?.[i];
    if (position !== undefined && records[position] === undefined) {
      records[position] = record;
      return;
    }
    while (free < total && records[free] !== undefined) free++;
    records[free] = record;
  });
  const whole: SerializedIndex = {
    ...main,
    records: records.filter((record): record is SerializedRecord => record !== undefined),
  };
  delete whole.more;
  delete whole.positions;
  return whole;
}

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = Record<
  'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6',
  string | null
>;

/** The search index record of the spec (DocSearch shape) plus the contextual-search facets. */
export interface SearchRecord {
  objectID: string;
  url: string;
  type: RecordType;
  hierarchy: Hierarchy;
  content: string | null;
  language: string;
  docusaurus_tag: string;
}

export const HIERARCHY_LEVELS = ['lvl0', 'lvl1', 'lvl2', 'lvl3', 'lvl4', 'lvl5', 'lvl6'] as const;

/**
 * Expands the compact form into records. A record's objectID is its section's
 * number and its place in the section ("12-0" is the heading of section 12),
 * the same in the first part of a split index and in the whole.
 */
export function expandRecords(index: SerializedIndex): SearchRecord[] {
  let section = -1;
  let inSection = 0;
  return index.records.map(([pageIndex, level, anchor, headingIds, content]) => {
    if (level !== 0 || section < 0) {
      section += 1;
      inSection = 0;
    } else inSection += 1;
    const [path, tag, title] = index.pages[pageIndex] ?? ['/', 'default', ''];
    const hierarchy: Hierarchy = {
      lvl0: title,
      lvl1: title,
      lvl2: null,
      lvl3: null,
      lvl4: null,
      lvl5: null,
      lvl6: null,
    };
    headingIds.forEach((headingId, i) => {
      const key = HIERARCHY_LEVELS[i + 2];
      if (key !== undefined) hierarchy[key] = index.headings[headingId] || null;
    });
    return {
      objectID: `${section}-${inSection}`,
      // A page path may be a full URL (a page of another site, opened by full page load).
      url: `${/^https?:/.test(path) ? '' : index.origin}${path}${anchor ? `#${anchor}` : ''}`,
      type: level === 0 ? 'content' : (`lvl${level}` as RecordType),
      hierarchy,
      content: content === '' ? null : content,
      language: index.language,
      docusaurus_tag: tag,
    };
  });
}
