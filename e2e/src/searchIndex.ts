import fs from 'node:fs';
import path from 'node:path';
import {
  buildIndexParts,
  buildLocaleIndex,
  INDEX_FILE_NAME,
  INDEX_PARTS_FOLDER,
  routesInDirectory,
} from '@nubiva/search/indexer';
import type { Page } from 'playwright-core';
import { siteBuildDir } from './site.js';

/** A page added to the index: [path, docs tag, title]. */
export type IndexedTestPage = [path: string, tag: string, title: string];

/**
 * Serves a locale's search index as the build made it plus `extra` pages (title only), in parts
 * as the build writes them: the tests' pages reach the hits without being in the site.
 */
export async function serveIndexWith(
  page: Page,
  prefix: string,
  extra: IndexedTestPage[],
): Promise<void> {
  const outDir = path.join(siteBuildDir, prefix);
  const index = buildLocaleIndex({
    outDir,
    baseUrl: `/${prefix}/`,
    routes: routesInDirectory(outDir, `/${prefix}/`, ['assets', 'img', INDEX_PARTS_FOLDER]),
    language: prefix,
    // The site's URL, as the build wrote it.
    origin: JSON.parse(fs.readFileSync(path.join(outDir, INDEX_FILE_NAME), 'utf8')).origin,
    exclude: [`/${prefix}/search`, `/${prefix}/404.html`],
  });
  for (const [pagePath, tag, title] of extra) {
    index.records.push([index.pages.length, 1, '', [], '']);
    index.pages.push([pagePath, tag, title]);
  }
  const { manifest, files } = buildIndexParts(index);
  const json = { ...manifest, parts: `${INDEX_PARTS_FOLDER}/${manifest.parts}` };
  await page.route(`**/${prefix}/${INDEX_FILE_NAME}`, (route) => route.fulfill({ json }));
  await page.route(`**/${prefix}/${INDEX_PARTS_FOLDER}/**`, (route) => {
    const name = new URL(route.request().url()).pathname.split(`/${INDEX_PARTS_FOLDER}/`)[1] ?? '';
    const body = files.get(name);
    return body === undefined
      ? route.fulfill({ status: 404 })
      : route.fulfill({ contentType: 'application/json', body });
  });
}
