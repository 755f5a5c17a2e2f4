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
  records: [page: number, level: number, anchor: string, headings: number[], content: string][];
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
