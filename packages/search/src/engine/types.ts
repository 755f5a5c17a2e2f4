/**
 * The serialized index of one locale, as written by the indexer into the
 * build and fetched by the browser. Compact on purpose: page data and heading
 * texts are stored once; the engine derives terms, stems and compound parts
 * when it loads, so none of that travels over the network.
 */
export interface SerializedIndex {
  version: 1;
  /** Locale of the pages (also the `language` facet value). */
  language: string;
  /** Site origin, e.g. "https://docs.nubiva.example"; hits carry absolute URLs. */
  origin: string;
  /** One entry per page: [path, docusaurus_tag, title]. */
  pages: [path: string, tag: string, title: string][];
  /** Heading texts (lvl2 to lvl6), referenced by index. */
  headings: string[];
  /**
   * One entry per record: [page, level, anchor, heading indexes lvl2.., content].
   * level 1..6 is a heading record (lvl1 is the page itself), 0 is a content record.
   */
  records: SerializedRecord[];
  /**
   * Set when the index is split: the records here are the pages, their
   * headings and the first paragraph of each section, enough to answer well;
   * the other paragraphs are in this file (same folder), loaded after the
   * first results. `positions` gives each record's place in the whole index.
   */
  more?: string;
  positions?: number[];
}

export type SerializedRecord = [
  page: number,
  level: number,
  anchor: string,
  headings: number[],
  content: string,
];

/** The remaining records of a split index (see {@link SerializedIndex.more}). */
export interface SerializedIndexPart {
  version: 1;
  records: SerializedRecord[];
  positions: number[];
}

/**
 * Splits an index into what is needed first (pages, headings, each
 * section's first paragraph) and the rest, so the first results need fewer bytes.
 */
export function splitIndex(
  index: SerializedIndex,
  moreFileName: string,
): { main: SerializedIndex; rest: SerializedIndexPart } {
  const main: SerializedRecord[] = [];
  const mainPositions: number[] = [];
  const rest: SerializedIndexPart = { version: 1, records: [], positions: [] };
  let sectionStart = true;
  index.records.forEach((record, position) => {
    const lead = record[1] !== 0 || sectionStart;
    sectionStart = record[1] !== 0;
    if (lead) {
      main.push(record);
      mainPositions.push(position);
    } else {
      rest.records.push(record);
      rest.positions.push(position);
    }
  });
  return {
    main: { ...index, records: main, positions: mainPositions, more: moreFileName },
    rest,
  };
}

/** The whole index again from its two parts. */
export function mergeIndex(main: SerializedIndex, rest: SerializedIndexPart): SerializedIndex {
  const mainPositions = main.positions ?? main.records.map((_, i) => i);
  const all = [
    ...main.records.map((record, i) => [mainPositions[i] ?? i, record] as const),
    ...rest.records.map((record, i) => [rest.positions[i] ?? 0, record] as const),
  ].sort((a, b) => a[0] - b[0]);
  const whole: SerializedIndex = { ...main, records: all.map(([, record]) => record) };
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

/** Expands the compact form into records. */
export function expandRecords(index: SerializedIndex): SearchRecord[] {
  return index.records.map(([pageIndex, level, anchor, headingIds, content], id) => {
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
      objectID: String(id),
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
