import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes, type RouteConfig as RouterRouteConfig } from 'react-router-config';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { routeHtmlFile } from '@nubiva/site-files';

/**
 * Content first, then scripts. Docusaurus writes its entry scripts (runtime,
 * main bundle) into every page as `<script defer>`; they then race the style
 * sheet for the network and, once they arrive, evaluate and fetch the route's
 * chunks (one more round trip) before React can hydrate. After the build this
 * plugin replaces those tags in each page by one small inline loader that
 *
 * - waits for the first paint of the page (the text readers came for), and
 * - then inserts, one per task, the runtime, React DOM (split from the main
 *   bundle so that each compiles in a task of its own), the chunks of this
 *   page's route (computed here, so no second round trip) and the main bundle.
 *
 * Links work before hydration (they are plain anchors), so the only cost is
 * that interactive widgets start a little later on slow networks, while text
 * and styles get the whole connection. If the main bundle does not run (a
 * wrong base URL, a blocked script), the loader dispatches BUNDLE_MISSING_EVENT
 * on the document, which the base-URL banner listens for.
 */

export const BUNDLE_MISSING_EVENT = 'nubiva:bundle-missing';

/** The parts of Docusaurus' client manifest (.docusaurus/client-manifest.json) used here. */
export interface ClientManifest {
  entrypoints: string[];
  /** Chunk name (or id) -> ids of the chunks its `import()` loads. */
  origins: Record<string, string[]>;
  /** Chunk id -> its files. */
  assets: Record<string, { js?: { file: string }[]; css?: { file: string }[] }>;
}

/** .docusaurus/routesChunkNames.json: `${routePath}-${hash}` -> tree of chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

/** The route path of a routesChunkNames key (the hash has no dash). */
const routePathOfChunkKey = (key: string): string => key.replace(/-[^-]+$/, '');

type RouteTree = Pick<RouteConfig, 'path' | 'exact'> & { routes?: RouteTree[] };

const collectLeaves = (tree: unknown, into: string[]): string[] => {
  if (typeof tree === 'string') into.push(tree);
  else if (tree !== null && typeof tree === 'object')
    for (const value of Object.values(tree)) collectLeaves(value, into);
  return into;
};

const jsFilesOfChunkIds = (manifest: ClientManifest, ids: string[]): string[] =>
  ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file));

const isRuntime = (file: string): boolean => file.includes('runtime~');
const isMainBundle = (file: string): boolean => /(^|\/)main\.[^/]*\.js$/.test(file);

/**
 * The entry scripts, as manifest file names, in load order: the runtime first
 * (it installs the chunk loader), the main bundle last (it starts the app), the
 * entry's other chunks (React DOM, see REACT_DOM_CHUNK) between them.
 */
export function entryScriptFiles(manifest: ClientManifest): string[] {
  const files = manifest.entrypoints.flatMap((entry) =>
    jsFilesOfChunkIds(manifest, manifest.origins[entry] ?? []),
  );
  const rank = (file: string): number => (isRuntime(file) ? 0 : isMainBundle(file) ? 2 : 1);
  return [...new Set(files)].sort((a, b) => rank(a) - rank(b));
}

/** Fails the build unless the entry scripts are one runtime, then other chunks, then one main bundle. */
export function assertEntryScripts(files: string[]): void {
  const middle = files.slice(1, -1);
  if (
    files.length < 2 ||
    !isRuntime(files[0]!) ||
    !isMainBundle(files.at(-1)!) ||
    middle.some((file) => isRuntime(file) || isMainBundle(file))
  ) {
    throw new Error(
      `pageScripts: expected one runtime and one main script in the client manifest, found ${files.join(', ') || 'none'}`,
    );
  }
}

/**
 * React DOM (with its scheduler) as a chunk of the entry, loaded as a script of
 * its own: the browser then compiles it in a task of its own instead of in the
 * main bundle's task (React DOM is half of the main bundle's bytes).
 */
export const REACT_DOM_CHUNK = {
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  name: 'react-dom',
  chunks: 'initial',
  enforce: true,
  priority: 60,
} as const;

/**
 * Each route object of the tree with its key in routesChunkNames. Docusaurus
 * writes those keys (`${path}-${hash}`) while walking the tree depth-first,
 * parents first, so the n-th key belongs to the n-th route of that walk; the
 * paths are checked, so a changed order fails the build instead of loading
 * the wrong chunks.
 */
export function routeChunkKeys(
  routes: RouteTree[],
  routesChunkNames: RoutesChunkNames,
): Map<RouteTree, string> {
  const keys = Object.keys(routesChunkNames);
  const byRoute = new Map<RouteTree, string>();
  const walk = (list: RouteTree[]): void => {
    for (const route of list) {
      const key = keys[byRoute.size];
      if (key === undefined || routePathOfChunkKey(key) !== route.path) {
        throw new Error(
          `pageScripts: route ${route.path} has no matching routesChunkNames entry (found ${key ?? 'none'}); Docusaurus changed how it writes routesChunkNames.json`,
        );
      }
      byRoute.set(route, key);
      walk(route.routes ?? []);
    }
  };
  walk(routes);
  if (byRoute.size !== keys.length) {
    throw new Error(
      `pageScripts: ${keys.length} routesChunkNames entries for ${byRoute.size} routes`,
    );
  }
  return byRoute;
}

/**
 * For a pathname, the script files of the chunks that Docusaurus preloads
 * before hydrating (as its client does: `matchRoutes` on the route tree, then
 * the chunks of each matched route), without the entry scripts.
 */
export function routeScriptResolver(
  routes: RouteTree[],
  routesChunkNames: RoutesChunkNames,
  manifest: ClientManifest,
): (pathname: string) => string[] {
  const chunkKeys = routeChunkKeys(routes, routesChunkNames);
  const entryFiles = new Set(entryScriptFiles(manifest));
  return (pathname) => {
    const chunkNames = matchRoutes(routes as RouterRouteConfig[], pathname).flatMap(({ route }) =>
      collectLeaves(routesChunkNames[chunkKeys.get(route as RouteTree) ?? ''], []),
    );
    const files = chunkNames.flatMap((name) =>
      jsFilesOfChunkIds(manifest, manifest.origins[name] ?? []),
    );
    return [...new Set(files)].filter((file) => !entryFiles.has(file));
  };
}

/**
 * The inline loader (plain ES5: it also decides whether the bundle ran in old
 * browsers). The scripts may run in any order: chunks queue themselves until
 * the runtime starts, and the runtime waits for a chunk whose tag is still
 * loading (it finds the tag by its src). A chunk that fails to load loses its
 * tag, so the runtime loads it again by itself and reports a failure through
 * its own error screen instead of waiting on a dead tag. Once every script has
 * loaded or failed and Docusaurus did not start, BUNDLE_MISSING_EVENT fires.
 * The scripts are inserted one per task, in list order (the main bundle
 * last, so its preload finds every route chunk's tag). All of it waits
 * until the document is parsed, and then for the first frame; a hidden tab
 * never paints, so there it loads once the document is parsed.
 */
export function loaderScript(urls: string[]): string {
  return (
    '(function(u){var d=document,s=0,n=u.length,i=0,m;' +
    'function c(){if(--n===0&&!window.docusaurus)d.dispatchEvent(new Event(' +
    JSON.stringify(BUNDLE_MISSING_EVENT) +
    '))}' +
    'function l(r){var e=d.createElement("script");e.src=r;e.onload=c;' +
    'e.onerror=function(){if(e.parentNode)e.parentNode.removeChild(e);c()};d.head.appendChild(e)}' +
    // One script per task: inserting a script element costs a few milliseconds on a slow phone.
    'function t(){l(u[i++]);if(i<u.length){if(m)m.port2.postMessage(0);else setTimeout(t,0)}}' +
    'function g(){if(s)return;s=1;if(window.MessageChannel){m=new MessageChannel();m.port1.onmessage=t}t()}' +
    'function w(){if(d.visibilityState!=="visible")g();' +
    'else{requestAnimationFrame(function(){setTimeout(g,0)});' +
    'd.addEventListener("visibilitychange",g)}}' +
    // The whole document first: a frame painted while the parser waits for more HTML
    // may hold only part of the text.
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",w);else w()})(' +
    JSON.stringify(urls).replace(/</g, '\\u003c') +
    ');'
  );
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * Replaces the `<script src=… defer></script>` tags of the entry scripts in a
 * built page by the loader. Throws, naming the page, when a tag is not found
 * exactly once (Docusaurus changed its HTML template; the page would
 * otherwise load its bundle twice or not at all).
 */
export function rewritePage(
  html: string,
  page: string,
  entryUrls: string[],
  routeUrls: string[],
): string {
  const tagOf = (url: string) =>
    new RegExp(`<script src=["']?${escapeRegExp(url)}["']? defer></script>`, 'g');
  for (const url of entryUrls) {
    const found = html.match(tagOf(url))?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `pageScripts: expected the entry script ${url} once in ${page}, found it ${found} times; update src/plugins/pageScripts.ts for the new Docusaurus HTML template`,
      );
    }
  }
  // The runtime first, the main bundle last, the route's chunks between them.
  const main = entryUrls.at(-1);
  const loader = `<script>${loaderScript([...entryUrls.slice(0, -1), ...routeUrls, ...entryUrls.slice(-1)])}</script>`;
  return entryUrls.reduce(
    (rewritten, url) => rewritten.replace(tagOf(url), url === main ? loader : ''),
    html,
  );
}

const readJson = async <T>(file: string): Promise<T> =>
  JSON.parse(await fs.readFile(file, 'utf8')) as T;

export default function pageScriptsPlugin(context: LoadContext): Plugin {
  return {
    name: 'nubiva-page-scripts',
    configureWebpack(_config, isServer) {
      return isServer
        ? {}
        : { optimization: { splitChunks: { cacheGroups: { reactDom: REACT_DOM_CHUNK } } } };
    },
    async postBuild({ routes, routesPaths, outDir, baseUrl }) {
      if (context.siteConfig.trailingSlash !== undefined) {
        throw new Error(
          'pageScripts: routeHtmlFile() (@nubiva/site-files) assumes trailingSlash is unset; adapt it',
        );
      }
      // Docusaurus builds locales one after another; these files are this locale's.
      const manifest = await readJson<ClientManifest>(
        path.join(context.generatedFilesDir, 'client-manifest.json'),
      );
      const routesChunkNames = await readJson<RoutesChunkNames>(
        path.join(context.generatedFilesDir, 'routesChunkNames.json'),
      );
      const entryUrls = entryScriptFiles(manifest).map((file) => `${baseUrl}${file}`);
      assertEntryScripts(entryUrls);
      const routeScriptsOf = routeScriptResolver(routes, routesChunkNames, manifest);
      let routeScripts = 0;
      let writes = 0;
      await Promise.all(
        routesPaths.map(async (routePath) => {
          const file = routeHtmlFile(outDir, baseUrl, routePath);
          const html = await fs.readFile(file, 'utf8').catch(() => {
            throw new Error(`pageScripts: no page for route ${routePath} at ${file}`);
          });
          const routeUrls = routeScriptsOf(routePath).map((chunkFile) => `${baseUrl}${chunkFile}`);
          routeScripts += routeUrls.length;
          // Written aside and renamed over the page: other plugins' postBuild (search
          // index, Markdown twins) read the pages meanwhile and must never see half of one.
          // (Duplicate routes write the same page twice: each write has its own file.)
          const written = `${file}.${process.pid}.${(writes += 1)}.tmp`;
          await fs.writeFile(written, rewritePage(html, routePath, entryUrls, routeUrls));
          await fs.rename(written, file);
        }),
      );
      if (routeScripts === 0) {
        throw new Error(
          'pageScripts: no route chunk found for any page; Docusaurus changed routesChunkNames.json or the client manifest',
        );
      }
    },
  };
}
