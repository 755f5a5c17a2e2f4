import { createAnalyzer, type AnalyzedToken, type Analyzer } from '../analyzer/analyzer.js';
import { CompoundSplitter } from '../analyzer/compounds.js';
import { englishStem } from '../analyzer/englishStemmer.js';
import {
  decodeSectionIds,
  expandRecords,
  vocabularyWords,
  type SearchRecord,
  type SerializedIndex,
} from './types.js';

/**
 * Where in a section a term occurs. The page's own fields (title, the last
 * part of its URL path, its description) count for the page's first section,
 * the one whose URL is the page itself; every other section carries the page
 * title and URL name as context, below its own heading and its anchor (the
 * URL's fragment, often the heading's English name: "#environment").
 */
export const Field = {
  Title: 0,
  Slug: 1,
  OwnHeading: 2,
  Anchor: 3,
  Description: 4,
  PageTitle: 5,
  ParentHeading: 6,
  Content: 7,
  /** A heading (or anchor) that many pages have alike ("Fehlerbehebung" in every guide). */
  CommonHeading: 8,
} as const;
export type Field = (typeof Field)[keyof typeof Field];
export const FIELD_WEIGHT = [10, 9, 8, 6, 5, 4, 3, 2, 3] as const;
/** A heading on this many pages or more is boilerplate, not a topic of its own. */
const COMMON_HEADING_PAGES = 3;

/**
 * A posting: section index × 16 + field. Compound parts are not posted: a
 * query word finds the compounds that contain it when it is asked (see
 * query.ts), which keeps loading the index fast.
 */
export type Posting = number;

export interface Section {
  page: number;
  /** Record index of the section's heading (the lvl1 record for a page's first section). */
  head: number;
  /** Record indexes of the section, heading first, in document order. */
  records: number[];
}

export interface Page {
  path: string;
  tag: string;
  /** A page of a secondary collection (example guides): ranks a little below the docs. */
  secondary: boolean;
  title: string;
  description: string;
  /** Section indexes, in document order. */
  sections: number[];
}

export interface InvertedIndex {
  analyzer: Analyzer;
  splitter: CompoundSplitter;
  records: SearchRecord[];
  /** record index → section index */
  recordSection: Int32Array;
  sections: Section[];
  pages: Page[];
  /** stem (or CJK bigram) → postings, ascending */
  postings: Map<string, Posting[]>;
  /** Sorted folded spellings, for prefix and typo look-ups. */
  surfaces: string[];
  /** folded spelling → stems it was indexed under */
  surfaceStems: Map<string, string[]>;
  /** folded spelling → the word in lower case (for compound splitting) */
  surfaceWords: Map<string, string>;
  /**
   * English stem → stems of the words that have it where the index language's
   * stemmer keeps them apart ("backups" → "backups" for German): English words
   * in German text find their singular.
   */
  englishStems: Map<string, string[]>;
  /** All stems, for infix (compound-head) fallback look-ups. */
  stems: string[];
  /** Analysis of indexed texts, filled when hits are highlighted. */
  analyzed: Map<string, AnalyzedToken[]>;
}

/** Words of a page's URL path, the locale's own folder left out: ["service", "troubleshooting"]. */
export function pathWords(path: string, language: string): string[] {
  const local = path.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  return local
    .split('/')
    .filter((segment, i) => segment !== '' && !(i === 1 && segment === language));
}

export function buildInvertedIndex(serialized: SerializedIndex): InvertedIndex {
  const language = serialized.language;
  const analyzer = createAnalyzer(language);
  const texts = new Map<string, AnalyzedToken[]>();
  const analyze = (text: string): AnalyzedToken[] => {
    let tokens = texts.get(text);
    if (tokens === undefined) {
      tokens = analyzer.analyze(text);
      texts.set(text, tokens);
    }
    return tokens;
  };

  const records = expandRecords(serialized);
  const secondaryTags = new Set(serialized.secondaryTags ?? []);
  const pages: Page[] = serialized.pages.map(([path, tag, title, description]) => ({
    path,
    tag,
    secondary: secondaryTags.has(tag),
    title,
    description: description ?? '',
    sections: [],
  }));
  const sections: Section[] = [];
  const recordSection = new Int32Array(records.length);
  serialized.records.forEach((record, i) => {
    const current = sections[sections.length - 1];
    if (record[1] !== 0 || current === undefined) {
      sections.push({ page: record[0], head: i, records: [i] });
      pages[record[0]]?.sections.push(sections.length - 1);
    } else current.records.push(i);
    recordSection[i] = sections.length - 1;
  });

  // The words of each section's paragraphs, as positions in one vocabulary:
  // listed by a split index's first part (complete), else read from the paragraphs.
  const listed = serialized.vocabulary !== undefined && serialized.sectionTerms !== undefined;
  const contentVocabulary: string[] =
    listed && serialized.vocabulary !== '' ? (serialized.vocabulary ?? '').split(' ') : [];
  const sectionIds: number[][] = listed ? decodeSectionIds(serialized.sectionTerms ?? []) : [];
  const wordIds = new Map<string, number>();
  for (let s = sectionIds.length; s < sections.length; s++) {
    const ids = new Set<number>();
    for (const r of sections[s]?.records ?? []) {
      const content = serialized.records[r]?.[4];
      if (!content) continue;
      for (const word of vocabularyWords(content, analyze)) {
        let id = wordIds.get(word);
        if (id === undefined) {
          if (wordIds.size === 0) contentVocabulary.forEach((known, i) => wordIds.set(known, i));
          id = wordIds.get(word) ?? contentVocabulary.push(word) - 1;
          wordIds.set(word, id);
        }
        ids.add(id);
      }
    }
    sectionIds[s] = [...ids];
  }
  const contentWords = contentVocabulary.map((word) => analyzer.word(word));

  // How many pages have each heading (and anchor).
  const headingPages = new Map<string, Set<number>>();
  const countHeading = (key: string, page: number): void => {
    const set = headingPages.get(key) ?? new Set<number>();
    set.add(page);
    headingPages.set(key, set);
  };
  for (const section of sections) {
    const record = records[section.head];
    if (record === undefined || record.type === 'lvl1') continue;
    const heading = record.hierarchy[record.type as keyof SearchRecord['hierarchy']];
    if (heading) countHeading(`h:${heading}`, section.page);
    const anchor = record.url.split('#')[1];
    if (anchor) countHeading(`a:${anchor}`, section.page);
  }
  const common = (key: string): boolean =>
    (headingPages.get(key)?.size ?? 0) >= COMMON_HEADING_PAGES;

  const fields: [Field, AnalyzedToken[]][][] = sections.map((section) => {
    const page = pages[section.page];
    const record = records[section.head];
    const out: [Field, AnalyzedToken[]][] = [];
    if (page !== undefined && record !== undefined) {
      const slug = pathWords(page.path, language);
      const own = slug.pop() ?? '';
      const level = serialized.records[section.head]?.[1] ?? 0;
      if (level <= 1) {
        out.push([Field.Title, analyze(page.title)]);
        out.push([Field.Slug, analyze(own)]);
        for (const parent of slug) out.push([Field.Content, analyze(parent)]);
        if (page.description !== '') out.push([Field.Description, analyze(page.description)]);
      } else {
        out.push([Field.PageTitle, analyze(page.title)]);
        out.push([Field.PageTitle, analyze(own)]);
        const ownHeading = record.hierarchy[`lvl${level}` as keyof SearchRecord['hierarchy']];
        for (let l = 2; l < level; l++) {
          const parent = record.hierarchy[`lvl${l}` as keyof SearchRecord['hierarchy']];
          if (parent) out.push([Field.ParentHeading, analyze(parent)]);
        }
        if (ownHeading) {
          const field = common(`h:${ownHeading}`) ? Field.CommonHeading : Field.OwnHeading;
          out.push([field, analyze(ownHeading)]);
        }
        const anchor = record.url.split('#')[1];
        if (anchor) {
          out.push([common(`a:${anchor}`) ? Field.CommonHeading : Field.Anchor, analyze(anchor)]);
        }
      }
    }
    return out;
  });

  const vocabulary = new Set<string>();
  const surfaceStems = new Map<string, string[]>();
  const surfaceWords = new Map<string, string>();
  const addWord = (
    text: string,
    {
      surface,
      stem,
      stopword,
      cjk,
    }: { surface: string; stem: string; stopword: boolean; cjk: boolean },
  ): void => {
    if (stopword) return;
    vocabulary.add(stem);
    const stems = surfaceStems.get(surface);
    if (stems === undefined) {
      surfaceStems.set(surface, [stem]);
      if (!cjk) surfaceWords.set(surface, text.toLowerCase());
    } else if (!stems.includes(stem)) stems.push(stem);
  };
  for (const sectionFields of fields) {
    for (const [, tokens] of sectionFields) for (const token of tokens) addWord(token.text, token);
  }
  contentWords.forEach((word, id) => addWord(contentVocabulary[id] ?? '', word));
  const splitter = new CompoundSplitter(vocabulary, analyzer.stem);

  const postings = new Map<string, Posting[]>();
  const add = (term: string, posting: Posting): void => {
    const list = postings.get(term);
    if (list === undefined) postings.set(term, [posting]);
    else if (list[list.length - 1] !== posting) list.push(posting);
  };
  fields.forEach((sectionFields, s) => {
    for (const [field, tokens] of sectionFields) {
      const posting = s * 16 + field;
      for (const token of tokens) if (!token.stopword) add(token.stem, posting);
    }
    const posting = s * 16 + Field.Content;
    for (const id of sectionIds[s] ?? []) {
      const word = contentWords[id];
      if (word !== undefined && !word.stopword) add(word.stem, posting);
    }
  });
  for (const [term, list] of postings) {
    list.sort((a, b) => a - b);
    postings.set(
      term,
      list.filter((posting, i) => posting !== list[i - 1]),
    );
  }

  const englishStems = new Map<string, string[]>();
  for (const [surface, stems] of surfaceStems) {
    if (surfaceWords.get(surface) === undefined) continue; // CJK
    const english = englishStem(surface);
    for (const stem of stems) {
      if (stem === english) continue;
      const list = englishStems.get(english) ?? [];
      if (!list.includes(stem)) list.push(stem);
      englishStems.set(english, list);
    }
  }

  return {
    analyzer,
    splitter,
    englishStems,
    records,
    recordSection,
    sections,
    pages,
    postings,
    surfaces: [...surfaceStems.keys()].sort(),
    surfaceStems,
    surfaceWords,
    stems: [...vocabulary],
    analyzed: texts,
  };
}
