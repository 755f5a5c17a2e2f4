import { createAnalyzer, type AnalyzedToken, type Analyzer } from '../analyzer/analyzer.js';
import { CompoundSplitter } from '../analyzer/compounds.js';
import { HIERARCHY_LEVELS, type SearchRecord } from './types.js';

/**
 * Where in a record a term occurs. Ranking weighs them in this order: the
 * record's own heading, the page title, the enclosing headings, the text.
 */
export const Field = { OwnHeading: 0, PageTitle: 1, ParentHeading: 2, Content: 3 } as const;
export type Field = (typeof Field)[keyof typeof Field];
export const FIELD_WEIGHT = [10, 5, 3, 2] as const;

/** A posting: record index × 8 + field × 2 + (1 when the term is a compound part). */
export type Posting = number;

export interface InvertedIndex {
  analyzer: Analyzer;
  splitter: CompoundSplitter;
  records: SearchRecord[];
  /** stem (or CJK bigram) → postings */
  postings: Map<string, Posting[]>;
  /** Sorted folded spellings, for prefix and typo look-ups. */
  surfaces: string[];
  /** folded spelling → stems it was indexed under */
  surfaceStems: Map<string, string[]>;
  /** All stems, for infix (compound-head) fallback look-ups. */
  stems: string[];
  /** Analysis of every indexed text, reused when highlighting hits. */
  analyzed: Map<string, AnalyzedToken[]>;
}

function fieldsOf(record: SearchRecord): [Field, string][] {
  const fields: [Field, string][] = [];
  const own = record.type === 'content' ? undefined : record.type;
  for (const level of HIERARCHY_LEVELS.slice(1)) {
    const text = record.hierarchy[level];
    if (!text) continue;
    if (level === own) fields.push([Field.OwnHeading, text]);
    else if (level === 'lvl1') fields.push([Field.PageTitle, text]);
    else fields.push([Field.ParentHeading, text]);
  }
  if (record.content) fields.push([Field.Content, record.content]);
  return fields;
}

export function buildInvertedIndex(records: SearchRecord[], language: string): InvertedIndex {
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
  const analyzed = records.map((record) =>
    fieldsOf(record).map(([field, text]) => [field, analyze(text)] as const),
  );

  const vocabulary = new Set<string>();
  const surfaceStems = new Map<string, string[]>();
  for (const fields of analyzed) {
    for (const [, tokens] of fields) {
      for (const token of tokens) {
        if (token.stopword) continue;
        vocabulary.add(token.stem);
        const stems = surfaceStems.get(token.surface);
        if (stems === undefined) surfaceStems.set(token.surface, [token.stem]);
        else if (!stems.includes(token.stem)) stems.push(token.stem);
      }
    }
  }
  const splitter = new CompoundSplitter(vocabulary, analyzer.stem);

  const postings = new Map<string, Posting[]>();
  const add = (term: string, posting: Posting): void => {
    const list = postings.get(term);
    if (list === undefined) postings.set(term, [posting]);
    else if (list[list.length - 1] !== posting) list.push(posting);
  };
  analyzed.forEach((fields, recordIndex) => {
    for (const [field, tokens] of fields) {
      const base = recordIndex * 8 + field * 2;
      for (const token of tokens) {
        if (token.stopword) continue;
        add(token.stem, base);
        if (token.cjk) continue;
        for (const part of splitter.split(token.text) ?? []) {
          if (part !== token.stem) add(part, base + 1);
        }
      }
    }
  });
  for (const [term, list] of postings) {
    list.sort((a, b) => a - b);
    postings.set(
      term,
      list.filter((posting, i) => posting !== list[i - 1]),
    );
  }

  return {
    analyzer,
    splitter,
    records,
    postings,
    surfaces: [...surfaceStems.keys()].sort(),
    surfaceStems,
    stems: [...vocabulary],
    analyzed: texts,
  };
}
