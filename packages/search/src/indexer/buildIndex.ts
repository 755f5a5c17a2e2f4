import type { SerializedIndex } from '../engine/types.js';
import type { ExtractedPage } from './extract.js';

export interface IndexedPage {
  /** URL path including the locale's base URL, e.g. "/de/service/domain". */
  path: string;
  page: ExtractedPage;
}

/**
 * Docusaurus tags pages of a docs plugin `docs-<plugin id>-<version>`; the
 * main docs are the plugin with id "default". Pages of any other docs plugin
 * (here: the example guides) are a secondary collection.
 */
export const SECONDARY_TAG = /^docs-(?!default-)/;

export interface BuildIndexOptions {
  language: string;
  origin: string;
  /** Tags whose pages rank a little below the main docs; default: other docs plugins' tags. */
  secondaryTags?: string[];
}

/**
 * Turns extracted pages into the compact index: one lvl1 record per page,
 * one record per heading (lvl2..lvl6, with its anchor), and one content
 * record per text block, each carrying the headings above it.
 */
export function buildSerializedIndex(
  pages: IndexedPage[],
  options: BuildIndexOptions,
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
    index.pages.push(
      page.description
        ? [path, page.tag, page.title, page.description]
        : [path, page.tag, page.title],
    );
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
  const secondary =
    options.secondaryTags ??
    [...new Set(index.pages.map(([, tag]) => tag))].filter((tag) => SECONDARY_TAG.test(tag));
  if (secondary.length > 0) index.secondaryTags = secondary;
  return index;
}
