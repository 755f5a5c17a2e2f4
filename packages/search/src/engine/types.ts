/**
 * The whole index of one locale as the indexer reads it from the built pages
 * (page data and heading texts stored once). The build writes it as parts
 * (parts.ts), and the engine loads the parts a query needs.
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
}

export type SerializedPage = [path: string, tag: string, title: string, description?: string];

export type SerializedRecord = [
  page: number,
  level: number,
  anchor: string,
  headings: number[],
  content: string,
];

export type RecordType = 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6' | 'content';

export type Hierarchy = Record<
  'lvl0' | 'lvl1' | 'lvl2' | 'lvl3' | 'lvl4' | 'lvl5' | 'lvl6',
  string | null
>;

/** The search index record (docs/requirements.md#search-record, DocSearch's shape) plus the contextual-search facets. */
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
 * key (counted from `firstSection`; see parts.ts) and its place in the section
 * ("12-0" is the heading of section 12).
 */
export function expandRecords(index: SerializedIndex, firstSection = 0): SearchRecord[] {
  let section = firstSection - 1;
  let inSection = 0;
  return index.records.map(([pageIndex, level, anchor, headingIds, content]) => {
    if (level !== 0 || section < firstSection) {
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
