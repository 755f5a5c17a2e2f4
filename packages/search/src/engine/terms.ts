import { createAnalyzer, type AnalyzedToken } from '../analyzer/analyzer.js';
import { englishStem } from '../analyzer/englishStemmer.js';
import { Field, type Posting } from './parts.js';
import { lowerWord } from '../analyzer/normalize.js';
import { scanTokens } from '../analyzer/tokenize.js';
import { expandRecords, type SearchRecord, type SerializedIndex } from './types.js';

/** Characters beyond which a title, a heading or a section's text counts as long (see Field). */
const LONG_TITLE = 30;
const VERY_LONG_TITLE = 50;
const LONG_HEADING = 40;
const LONG_SECTION = 1000;
const VERY_LONG_SECTION = 3000;
const titleField = (title: string): Field =>
  title.length > VERY_LONG_TITLE
    ? Field.VeryLongTitle
    : title.length > LONG_TITLE
      ? Field.LongTitle
      : Field.Title;
const contentField = (length: number): Field =>
  length > VERY_LONG_SECTION
    ? Field.VeryLongContent
    : length > LONG_SECTION
      ? Field.LongContent
      : Field.Content;

/** A heading on this many pages or more is boilerplate, not a topic of its own. */
const COMMON_HEADING_PAGES = 3;

/** A section at build time: its page and its records (heading first, in document order). */
export interface Section {
  page: number;
  records: number[];
}

/**
 * Everything the parts are written from: each term's postings (by section
 * number in document order), each folded spelling's stems and lower-case word,
 * the English stems the index language's stemmer keeps apart, and the sections.
 */
export interface Terms {
  postings: Map<string, Posting[]>;
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
  /** All stems (for compound splitting). */
  vocabulary: Set<string>;
  sections: Section[];
}

/** Words of a page's URL path, the locale's own folder left out: ["service", "troubleshooting"]. */
export function pathWords(path: string, language: string): string[] {
  const local = path.replace(/^https?:\/\/[^/]+/, '').split(/[?#]/)[0] ?? '';
  return local
    .split('/')
    .filter((segment, i) => segment !== '' && !(i === 1 && segment === language));
}

/** Analyzes a whole index once, at build time: what query time then only looks up. */
export function buildTerms(serialized: SerializedIndex): Terms {
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
  const pages = serialized.pages.map(([path, , title, description]) => ({
    path,
    title,
    description: description ?? '',
  }));
  const sections: (Section & { head: number })[] = [];
  serialized.records.forEach((record, i) => {
    const current = sections[sections.length - 1];
    if (record[1] !== 0 || current === undefined)
      sections.push({ page: record[0], head: i, records: [i] });
    else current.records.push(i);
  });

  const sectionLength = sections.map((section) =>
    section.records.reduce((sum, r) => sum + (serialized.records[r]?.[4].length ?? 0), 0),
  );
  // The distinct words of each section's paragraphs, as positions in one vocabulary. Most of the
  // index's text is here: each word as written is resolved once (not analyzed per occurrence).
  const contentVocabulary: string[] = [];
  const wordIds = new Map<string, number>();
  const idOfLower = (lower: string): number => {
    let id = wordIds.get(lower);
    if (id === undefined) {
      id = contentVocabulary.push(lower) - 1;
      wordIds.set(lower, id);
    }
    return id;
  };
  /** A word as written → its position in the vocabulary, or -1 for a stop word. */
  const idOfWritten = new Map<string, number>();
  /** The last section each word was found in (its ids in order of first appearance). */
  const lastSection: number[] = [];
  const sectionIds = sections.map((section, s) => {
    const ids: number[] = [];
    const visit = (text: string, _start: number, _end: number, _cjk: boolean, joined: boolean) => {
      // A joined name ("Let's" → "Lets") is never a stop word.
      let id = joined ? undefined : idOfWritten.get(text);
      if (id === undefined) {
        const stopword = !joined && analyzer.word(text).stopword;
        id = stopword ? -1 : idOfLower(lowerWord(text));
        if (!joined) idOfWritten.set(text, id);
      }
      if (id >= 0 && lastSection[id] !== s) {
        lastSection[id] = s;
        ids.push(id);
      }
    };
    for (const r of section.records) {
      const content = serialized.records[r]?.[4];
      if (content) scanTokens(content, visit);
    }
    return ids;
  });
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
        out.push([titleField(page.title), analyze(page.title)]);
        out.push([Field.Slug, analyze(own)]);
        for (const parent of slug) out.push([Field.Content, analyze(parent)]);
        if (page.description !== '') out.push([Field.Description, analyze(page.description)]);
      } else {
        const pageTitle = page.title.length > LONG_TITLE ? Field.LongPageTitle : Field.PageTitle;
        out.push([pageTitle, analyze(page.title)]);
        out.push([Field.PageTitle, analyze(own)]);
        const ownHeading = record.hierarchy[`lvl${level}` as keyof SearchRecord['hierarchy']];
        for (let l = 2; l < level; l++) {
          const parent = record.hierarchy[`lvl${l}` as keyof SearchRecord['hierarchy']];
          if (parent) out.push([Field.ParentHeading, analyze(parent)]);
        }
        if (ownHeading) {
          const field = common(`h:${ownHeading}`)
            ? Field.CommonHeading
            : ownHeading.length > LONG_HEADING
              ? Field.LongHeading
              : Field.OwnHeading;
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
    const posting = s * 16 + contentField(sectionLength[s] ?? 0);
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
    postings,
    surfaceStems,
    surfaceWords,
    englishStems,
    vocabulary,
    sections: sections.map(({ page, records }) => ({ page, records })),
  };
}
