export { extractPage, type ExtractedPage } from './extract.js';
export { buildSerializedIndex, type IndexedPage } from './buildIndex.js';
export { routesInDirectory } from './files.js';
export {
  buildLocaleIndex,
  indexLocale,
  INDEX_FILE_NAME,
  INDEX_MORE_FILE_NAME,
  type IndexLocaleOptions,
} from './indexLocale.js';
