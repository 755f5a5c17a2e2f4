import type { SerializedIndex } from '../engine/types.js';
import type { ExtractedPage } from './extract.js';

export interface IndexedPage {
  /** URL path including the locale's base URL, e.g. "/de/service/domain". */
  path: string;
  page: ExtractedPage;
}

/**
 * Turns extracted pages into the compact index: one lvl1 record per page,
 * one record per heading (lvl2..lvl6, with its anchor), and one content
 * record per text block, each carrying the headings above it.
 */
export function buildSerializedIndex(
  pages: IndexedPage[],
  options: { language: string; origin: string },
): SerializedIndex {
  const index: SerializedIndex = {
    version: 1,
    language: options.language,
    origin: options.origin.replace(/\/$/, ''),
    pages: [],
    headings: [],
    records: [],
  };
  const headingIds = new Map<string, number>();
  const headingId = (text: string): number => {
    let id = headingIds.get(text);
    if (id === undefined) {
      id = index.headings.length;
      index.headings.push(text);
      headingIds.set(text, id);
    }
    return id;
  };
  for (const { path, page } of pages) {
    if (page.title === '') continue;
    const pageIndex = index.pages.length;
    index.pages.push([path, page.tag, page.title]);
    index.records.push([pageIndex, 1, '', [], '']);
    // trail[i] = heading id of lvl(i+2) currently open
    let trail: number[] = [];
    let anchor = '';
    for (const block of page.blocks) {
      if (block.kind === 'heading') {
        trail = trail.slice(0, Math.max(0, block.level - 2));
        while (trail.length < block.level - 2) trail.push(headingId(''));
        trail.push(headingId(block.text));
        anchor = block.anchor;
        index.records.push([pageIndex, block.level, anchor, [...trail], '']);
      } else {
        index.records.push([pageIndex, 0, anchor, [...trail], block.text]);
      }
    }
  }
  return index;
}
