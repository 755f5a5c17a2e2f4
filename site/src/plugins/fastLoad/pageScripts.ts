import fs from 'node:fs/promises';
import path from 'node:path';
import { matchRoutes, type RouteConfig as RouterRouteConfig } from 'react-router-config';
import type { LoadContext, Plugin, RouteConfig } from '@docusaurus/types';
import { escapeRegexp } from '@docusaurus/utils';
import { routeHtmlFile } from '@nubiva/search/route-file';
import { escapeHtml } from '@nubiva/search/results';
import { buildMessage } from '../../translations/buildMessages';

type Props = Parameters<NonNullable<Plugin['postBuild']>>[0];

// Content first, then scripts: each page's entry scripts become one inline loader (README.md).
export const BANNER_ID = '__nubiva-base-url-issue-banner';

/** .docusaurus/client-manifest.json: entries, chunk name -> chunk ids, id -> files. */
export interface ClientManifest {
  entrypoints: string[];
  origins: Record<string, string[]>;
  assets: Record<string, { js?: { file: string }[]; css?: { file: string }[] }>;
}

/** .docusaurus/routesChunkNames.json: `${routePath}-${hash}` -> tree of chunk names. */
export type RoutesChunkNames = Record<string, unknown>;

type RouteTree = Pick<RouteConfig, 'path' | 'exact'> & { routes?: RouteTree[] };

const collectLeaves = (tree: unknown, into: string[]): string[] => {
  if (typeof tree === 'string') into.push(tree);
  else if (tree !== null && typeof tree === 'object')
    for (const value of Object.values(tree)) collectLeaves(value, into);
  return into;
};

const jsFilesOfChunkIds = (manifest: ClientManifest, ids: string[]): string[] =>
  ids.flatMap((id) => (manifest.assets[id]?.js ?? []).map((asset) => asset.file));

/** The entry scripts in load order: runtime, React DOM, main bundle; else the build fails. */
export function entryScriptFiles(manifest: ClientManifest): string[] {
  const files = manifest.entrypoints.flatMap((entry) =>
    jsFilesOfChunkIds(manifest, manifest.origins[entry] ?? []),
  );
  const rank = (file: string): number =>
    file.includes('runtime~') ? 0 : /(^|\/)main\.[^/]*\.js$/.test(file) ? 2 : 1;
  const ordered = [...new Set(files)].sort((a, b) => rank(a) - rank(b));
  if (!/^01*2$/.test(ordered.map(rank).join(''))) {
    throw new Error(
      `pageScripts: expected one runtime and one main script in the client manifest, found ${ordered.join(', ') || 'none'}`,
    );
  }
  return ordered;
}

/** React DOM and its scheduler, half the main bundle's bytes: a chunk compiled in a task of its own. */
export const REACT_DOM_CHUNK = {
  test: /[\\/]node_modules[\\/](react-dom|scheduler)[\\/]/,
  name: 'react-dom',
  chunks: 'initial',
  enforce: true,
  priority: 60,
} as const;

/** Each route with its routesChunkNames key (written depth-first; a changed order fails the build). */
export function routeChunkKeys(
  routes: RouteTree[],
  routesChunkNames: RoutesChunkNames,
): Map<RouteTree, string> {
  const keys = Object.keys(routesChunkNames);
  const byRoute = new Map<RouteTree, string>();
  const walk = (list: RouteTree[]): void => {
    for (const route of list) {
      const key = keys[byRoute.size];
      // The key's route path: the hash after the last dash has none.
      if (key === undefined || key.replace(/-[^-]+$/, '') !== route.path) {
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

/** A pathname's chunk scripts that Docusaurus' client preloads before hydrating, as it finds them. */
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

/** The base-URL banner: not rendered by React, so search engines never index it. */
export function bannerHtml(localizationDir: string, baseUrl: string): string {
  const message = (id: 'title' | 'text') =>
    escapeHtml(buildMessage(localizationDir, `nubiva.baseUrlIssueBanner.${id}`, { baseUrl }));
  return (
    `<div id="${BANNER_ID}" role="alert" style="border:4px solid #b00020;background:#fff4e5;color:#1c1e21;margin:20px;padding:20px;font-size:18px">` +
    `<p style="font-weight:bold;font-size:24px">${message('title')}</p><p>${message('text')}</p></div>`
  );
}

/**
 * The inline loader, plain ES5 (it must run where the bundle failed). A failed chunk loses its
 * tag (the runtime retries it, then shows its error screen); once every script settled without
 * Docusaurus, the banner shows. One script per task, the main bundle last.
 */
export function loaderScript(urls: string[], banner: string): string {
  const json = (value: unknown) => JSON.stringify(value).replace(/</g, '\\u003c');
  return (
    '(function(u){var d=document,s=0,n=u.length,i=0,m;' +
    'function c(){if(--n===0&&!window.docusaurus){var b=d.createElement("div");b.innerHTML=' +
    json(banner) +
    ';d.body.insertBefore(b,d.body.firstChild)}}' +
    'function l(r){var e=d.createElement("script");e.src=r;e.onload=c;' +
    'e.onerror=function(){if(e.parentNode)e.parentNode.removeChild(e);c()};d.head.appendChild(e)}' +
    // One script per task: inserting a script element costs a few milliseconds on a slow phone.
    'function t(){l(u[i++]);if(i<u.length){if(m)m.port2.postMessage(0);else setTimeout(t,0)}}' +
    'function g(){if(s)return;s=1;if(window.MessageChannel){m=new MessageChannel();m.port1.onmessage=t}t()}' +
    // After the reported first contentful paint (a first frame's requestAnimationFrame can run
    // before that frame is shown: Lighthouse then counted the scripts into LCP), else the first
    // frame; at the latest after 3 s. And after the whole document: a frame painted while the
    // parser waits for more HTML may hold only part of the text.
    'function w(){if(d.visibilityState!=="visible")return g();d.addEventListener("visibilitychange",g);' +
    'var P=window.PerformanceObserver,o;if(P&&(P.supportedEntryTypes||[]).indexOf("paint")>=0){' +
    'o=new P(function(l){if(l.getEntriesByName("first-contentful-paint").length){o.disconnect();setTimeout(g,0)}});' +
    'o.observe({type:"paint",buffered:true});setTimeout(g,3000)}' +
    'else requestAnimationFrame(function(){setTimeout(g,0)})}' +
    'if(d.readyState==="loading")d.addEventListener("DOMContentLoaded",w);else w()})(' +
    json(urls) +
    ');'
  );
}

/** The page with its entry `<script defer>` tags replaced by the loader; each must be there once. */
export function rewritePage(html: string, page: string, entryUrls: string[], loader: string) {
  return entryUrls.reduce((rewritten, url, index) => {
    const tag = new RegExp(`<script src=["']?${escapeRegexp(url)}["']? defer></script>`, 'g');
    const found = rewritten.match(tag)?.length ?? 0;
    if (found !== 1) {
      throw new Error(
        `pageScripts: expected the entry script ${url} once in ${page}, found it ${found} times; update src/plugins/fastLoad/pageScripts.ts for the new Docusaurus HTML template`,
      );
    }
    return rewritten.replace(
      tag,
      index === entryUrls.length - 1 ? `<script>${loader}</script>` : '',
    );
  }, html);
}

/** After the build: each page's entry script tags become the loader. */
export async function rewritePages(
  context: LoadContext,
  { routes, routesPaths, outDir, baseUrl }: Props,
): Promise<void> {
  if (context.siteConfig.trailingSlash !== undefined) {
    throw new Error(
      'pageScripts: routeHtmlFile() (@nubiva/search/route-file) assumes trailingSlash is unset; adapt it',
    );
  }
  // Docusaurus builds locales one after another; these files are this locale's.
  const generated = (file: string) =>
    fs.readFile(path.join(context.generatedFilesDir, file), 'utf8');
  const manifest = JSON.parse(await generated('client-manifest.json')) as ClientManifest;
  const routesChunkNames = JSON.parse(await generated('routesChunkNames.json')) as RoutesChunkNames;
  const entryUrls = entryScriptFiles(manifest).map((file) => `${baseUrl}${file}`);
  const banner = bannerHtml(context.localizationDir, baseUrl);
  const routeScriptsOf = routeScriptResolver(routes, routesChunkNames, manifest);
  let routeScripts = 0;
  await Promise.all(
    routesPaths.map(async (routePath, index) => {
      const file = routeHtmlFile(outDir, baseUrl, routePath);
      const html = await fs.readFile(file, 'utf8').catch(() => {
        throw new Error(`pageScripts: no page for route ${routePath} at ${file}`);
      });
      const routeUrls = routeScriptsOf(routePath).map((chunkFile) => `${baseUrl}${chunkFile}`);
      routeScripts += routeUrls.length;
      // Renamed over the page: other plugins' postBuild read the pages meanwhile.
      const written = `${file}.${process.pid}.${index}.tmp`;
      // The runtime first, the main bundle last, the route's chunks between them.
      const urls = [...entryUrls.slice(0, -1), ...routeUrls, ...entryUrls.slice(-1)];
      await fs.writeFile(
        written,
        rewritePage(html, routePath, entryUrls, loaderScript(urls, banner)),
      );
      await fs.rename(written, file);
    }),
  );
  if (routeScripts === 0) {
    throw new Error(
      'pageScripts: no route chunk found for any page; Docusaurus changed routesChunkNames.json or the client manifest',
    );
  }
}
