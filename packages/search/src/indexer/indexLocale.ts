import fs from 'node:fs';
import path from 'node:path';
import { routeHtmlFile } from '../routeFile.js';
import { splitIndex, type SerializedIndex } from '../engine/types.js';
import { buildSerializedIndex, type IndexedPage } from './buildIndex.js';
import { extractPage } from './extract.js';

/** File name of the index inside a locale's output directory. */
export const INDEX_FILE_NAME = 'search-index.json';
/** The paragraphs after each section's first, loaded after the first results. */
export const INDEX_MORE_FILE_NAME = 'search-index-more.json';

export interface IndexLocaleOptions {
  outDir: string;
  baseUrl: string;
  routes: string[];
  language: string;
  origin: string;
  /** Routes not to index, e.g. the search page itself. */
  exclude?: string[];
  /** Tags whose pages rank a little below the main docs (default: other docs plugins' tags). */
  secondaryTags?: string[];
}

/** Reads the built pages of one locale into an index (nothing is written). */
export function buildLocaleIndex(options: IndexLocaleOptions): SerializedIndex {
  const exclude = new Set(options.exclude ?? []);
  const pages: IndexedPage[] = [];
  const routes = [...new Set(options.routes)].sort();
  for (const route of routes) {
    if (exclude.has(route) || exclude.has(route.replace(/\/$/, ''))) continue;
    // Routes under another base URL, and routes without a built page, are skipped.
    if (!route.startsWith(options.baseUrl)) continue;
    const file = routeHtmlFile(options.outDir, options.baseUrl, route);
    if (!fs.existsSync(file)) continue;
    const page = extractPage(fs.readFileSync(file, 'utf8'));
    // Pages of another locale (or without language meta) do not belong here.
    if (page.language !== undefined && page.language !== options.language) continue;
    pages.push({ path: route, page });
  }
  return buildSerializedIndex(pages, {
    language: options.language,
    origin: options.origin,
    secondaryTags: options.secondaryTags,
  });
}

/**
 * Indexes the built pages of one locale and writes it, split in two
 * (`search-index.json`, `search-index-more.json`), into its output directory.
 */
export function indexLocale(options: IndexLocaleOptions): { file: string; index: SerializedIndex } {
  const index = buildLocaleIndex(options);
  const { main, rest } = splitIndex(index, INDEX_MORE_FILE_NAME);
  const file = path.join(options.outDir, INDEX_FILE_NAME);
  fs.writeFileSync(file, JSON.stringify(main));
  fs.writeFileSync(path.join(options.outDir, INDEX_MORE_FILE_NAME), JSON.stringify(rest));
  return { file, index };
}
