// What the site's search plugin, its tests and the benches import.
export { routesInDirectory } from './files.js';
export { buildLocaleIndex, indexLocale, INDEX_FILE_NAME } from './indexLocale.js';
export { openSearchXml } from './openSearch.js';
