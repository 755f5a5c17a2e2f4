import fs from 'node:fs';
import path from 'node:path';
import { routeHtmlFile } from '../routeFile.js';
import { INDEX_FILE_NAME } from '../engine/parts.js';
import type { SerializedIndex } from '../engine/types.js';
import { buildSerializedIndex, type IndexedPage } from './buildIndex.js';
import { buildIndexParts } from './buildParts.js';
import { extractPage } from './extract.js';

export { INDEX_FILE_NAME };
/** The folder of the index's parts (term shards, fragments) beside the manifest. */
export const INDEX_PARTS_FOLDER = 'search-index';

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
 * Indexes the built pages of one locale and writes it in parts into its output
 * directory: the manifest (`search-index.json`) and, under `search-index/`,
 * the term shards and fragments, each under a name given by its content.
 */
export function indexLocale(options: IndexLocaleOptions): { file: string; index: SerializedIndex } {
  const index = buildLocaleIndex(options);
  const { manifest, files } = buildIndexParts(index);
  const folder = path.join(options.outDir, INDEX_PARTS_FOLDER);
  fs.rmSync(folder, { recursive: true, force: true });
  for (const [name, text] of files) {
    const file = path.join(folder, name);
    fs.mkdirSync(path.dirname(file), { recursive: true });
    fs.writeFileSync(file, text);
  }
  const prefixed = { ...manifest, parts: `${INDEX_PARTS_FOLDER}/${manifest.parts}` };
  const file = path.join(options.outDir, INDEX_FILE_NAME);
  fs.writeFileSync(file, JSON.stringify(prefixed));
  return { file, index };
}
