// What the site's search plugin, its tests and the benches import.
export { routesInDirectory } from './files.js';
export {
  buildLocaleIndex,
  indexLocale,
  INDEX_FILE_NAME,
  INDEX_PARTS_FOLDER,
} from './indexLocale.js';
export { buildIndexParts, indexEngine } from './buildParts.js';
export { openSearchXml } from './openSearch.js';
