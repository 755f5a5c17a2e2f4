/**
 * The page-scripts plugin (src/plugins/fastLoad/pageScripts.ts): which chunk files a
 * page loads, the rewrite of its entry script tags, the loader's order and
 * and the base-URL banner it shows when the bundle did not start.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext, Plugin } from '@docusaurus/types';
import { routeHtmlFile } from '@nubiva/search/route-file';
import { Window } from 'happy-dom';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  BANNER_ID,
  bannerHtml,
  entryScriptFiles,
  REACT_DOM_CHUNK,
  loaderScript,
  rewritePage,
  routeChunkKeys,
  routeScriptResolver,
  rewritePages,
  type ClientManifest,
} from '../src/plugins/fastLoad/pageScripts';

// A docs plugin's tree as Docusaurus hands it to postBuild, in codegen order.
const doc = { path: '/de/guide', exact: true };
const index = { path: '/de/', exact: true };
const docRoot = { path: '/de/', routes: [index, doc] };
const search = { path: '/de/search', exact: true };
const routes = [search, docRoot];
const routesChunkNames = {
  '/de/search-5de': { __comp: 'searchPage' },
  '/de/-abc': { __comp: 'docRoot', __context: { plugin: 'pluginData' } },
  '/de/-0e3': { __comp: 'docItem', content: 'indexContent' },
  '/de/guide-7f1': { __comp: 'docItem', content: 'guideContent' },
};
const js = (file: string) => ({ js: [{ file }] });
const manifest: ClientManifest = {
  entrypoints: ['main'],
  origins: {
    main: ['styles', 'mainId', 'reactDomId', 'runtimeId'],
    searchPage: ['s1'],
    docRoot: ['shared', 'dr'],
    pluginData: ['pd'],
    docItem: ['shared', 'styles', 'di'],
    indexContent: ['ic'],
    guideContent: ['gc'],
  },
  assets: {
    styles: { css: [{ file: 'assets/css/styles.css' }] },
    mainId: js('assets/js/main.1.js'),
    runtimeId: js('assets/js/runtime~main.2.js'),
    reactDomId: js('assets/js/react-dom.3.js'),
    s1: js('assets/js/search.js'),
    shared: js('assets/js/shared.js'),
    dr: js('assets/js/docRoot.js'),
    pd: js('assets/js/pluginData.js'),
    di: js('assets/js/docItem.js'),
    ic: js('assets/js/indexContent.js'),
    gc: js('assets/js/guideContent.js'),
  },
};

describe('route script files', () => {
  const scriptsOf = routeScriptResolver(routes, routesChunkNames, manifest);

  it('lists the runtime first, the main bundle last and React DOM between them', () => {
    expect(entryScriptFiles(manifest)).toEqual([
      'assets/js/runtime~main.2.js',
      'assets/js/react-dom.3.js',
      'assets/js/main.1.js',
    ]);
  });

  it('fail the build unless there is one runtime first and one main bundle last', () => {
    const entryOf = (...files: string[]) =>
      entryScriptFiles({
        entrypoints: ['main'],
        origins: { main: ['entry'] },
        assets: { entry: { js: files.map((file) => ({ file })) } },
      });
    expect(() => entryOf('assets/js/main.1.js')).toThrow(
      'expected one runtime and one main script in the client manifest, found assets/js/main.1.js',
    );
    expect(() => entryOf()).toThrow(/found none/);
    expect(() => entryOf('assets/js/runtime~main.2.js', 'assets/js/react-dom.3.js')).toThrow(
      /found assets\/js\/runtime~main.2.js, assets\/js\/react-dom.3.js/,
    );
    expect(() =>
      entryOf('assets/js/runtime~main.2.js', 'assets/js/main.1.js', 'assets/js/main.4.js'),
    ).toThrow(/expected one runtime and one main script/);
  });

  it('put React DOM and its scheduler, and nothing else, into the React DOM chunk', () => {
    const inChunk = (path: string) => REACT_DOM_CHUNK.test.test(path);
    expect(inChunk('/w/node_modules/react-dom/cjs/react-dom-client.production.js')).toBe(true);
    expect(inChunk('C:\\w\\node_modules\\scheduler\\index.js')).toBe(true);
    expect(inChunk('/w/node_modules/react/index.js')).toBe(false);
    expect(inChunk('/w/node_modules/react-router-dom/index.js')).toBe(false);
  });

  it('are the chunks of every matched route, once each, without entry scripts or CSS', () => {
    expect(scriptsOf('/de/guide')).toEqual([
      'assets/js/shared.js',
      'assets/js/docRoot.js',
      'assets/js/pluginData.js',
      'assets/js/docItem.js',
      'assets/js/guideContent.js',
    ]);
  });

  it('follow the route objects, not their paths: the layout at /de/ does not pull in the index page', () => {
    const files = scriptsOf('/de/404.html');
    expect(files).toEqual([
      'assets/js/shared.js',
      'assets/js/docRoot.js',
      'assets/js/pluginData.js',
    ]);
    expect(scriptsOf('/de/')).toContain('assets/js/indexContent.js');
  });

  it('fail the build when routesChunkNames is not in the order of the route tree', () => {
    const reordered = Object.fromEntries(Object.entries(routesChunkNames).reverse());
    expect(() => routeChunkKeys(routes, reordered)).toThrow(
      /route \/de\/search has no matching routesChunkNames entry/,
    );
    expect(() => routeChunkKeys([search], routesChunkNames)).toThrow(
      /4 routesChunkNames entries for 1 routes/,
    );
  });
});

describe('page rewrite', () => {
  const entry = [
    '/de/assets/js/runtime~main.2.js',
    '/de/assets/js/react-dom.3.js',
    '/de/assets/js/main.1.js',
  ];
  const html =
    '<head><link rel=stylesheet href=/de/assets/css/styles.css>' +
    '<script src=/de/assets/js/runtime~main.2.js defer></script>' +
    '<script src=/de/assets/js/react-dom.3.js defer></script>' +
    '<script src=/de/assets/js/main.1.js defer></script></head><body><p>Text</p></body>';

  it('replaces the entry tags by the loader, where the main bundle was', () => {
    const rewritten = rewritePage(html, '/de/guide', entry, 'LOADER');
    expect(rewritten).not.toMatch(/<script src=/);
    expect(rewritten).toBe(
      '<head><link rel=stylesheet href=/de/assets/css/styles.css><script>LOADER</script></head><body><p>Text</p></body>',
    );
  });

  it('fails, naming the page and script, when an entry tag is missing or repeated', () => {
    expect(() =>
      rewritePage(
        html.replace(/<script src=\/de\/assets\/js\/main[^]*?<\/script>/, ''),
        '/de/x',
        entry,
        '',
      ),
    ).toThrow('expected the entry script /de/assets/js/main.1.js once in /de/x, found it 0 times');
    const twice = html.replace(
      '</head>',
      '<script src=/de/assets/js/main.1.js defer></script></head>',
    );
    expect(() => rewritePage(twice, '/de/x', entry, '')).toThrow(/found it 2 times/);
  });
});

describe('postBuild', () => {
  const dirs: string[] = [];
  afterEach(() => {
    vi.doUnmock('@nubiva/search/route-file');
    vi.resetModules();
    for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
  });

  /**
   * A locale's build (`out/`, each route's page at `fileOf(route)`) and Docusaurus'
   * generated files; runs the plugin's postBuild of `plugin` on it.
   */
  async function runPostBuild(
    rewrite: typeof rewritePages,
    fileOf: (outDir: string, route: string) => string,
  ) {
    const dir = mkdtempSync(path.join(tmpdir(), 'page-scripts-'));
    dirs.push(dir);
    const outDir = path.join(dir, 'out');
    const generatedFilesDir = path.join(dir, '.docusaurus');
    mkdirSync(generatedFilesDir, { recursive: true });
    writeFileSync(path.join(generatedFilesDir, 'client-manifest.json'), JSON.stringify(manifest));
    writeFileSync(
      path.join(generatedFilesDir, 'routesChunkNames.json'),
      JSON.stringify(routesChunkNames),
    );
    const html =
      '<head><script src=/de/assets/js/runtime~main.2.js defer></script>' +
      '<script src=/de/assets/js/react-dom.3.js defer></script>' +
      '<script src=/de/assets/js/main.1.js defer></script></head><body><p>Text</p></body>';
    const routesPaths = ['/de/search', '/de/', '/de/guide'];
    for (const route of routesPaths) {
      mkdirSync(path.dirname(fileOf(outDir, route)), { recursive: true });
      writeFileSync(fileOf(outDir, route), html);
    }
    const context = {
      siteConfig: {},
      generatedFilesDir,
      localizationDir: path.join(dir, 'i18n'),
    } as unknown as LoadContext;
    const props = { routes, routesPaths, outDir, baseUrl: '/de/' } as unknown as Parameters<
      NonNullable<Plugin['postBuild']>
    >[0];
    await rewrite(context, props);
    return routesPaths.map((route) => readFileSync(fileOf(outDir, route), 'utf8'));
  }

  it("rewrites every route's page where Docusaurus wrote it (routeHtmlFile of @nubiva/search/route-file)", async () => {
    const pages = await runPostBuild(rewritePages, (outDir, route) =>
      routeHtmlFile(outDir, '/de/', route),
    );
    for (const page of pages) expect(page).not.toMatch(/<script src=/);
    // Runtime, React DOM, the route's chunks, main bundle: in this order.
    expect(pages[2]).toContain(
      '["/de/assets/js/runtime~main.2.js","/de/assets/js/react-dom.3.js","/de/assets/js/shared.js","/de/assets/js/docRoot.js","/de/assets/js/pluginData.js","/de/assets/js/docItem.js","/de/assets/js/guideContent.js","/de/assets/js/main.1.js"]',
    );
  });

  it('finds the pages through routeHtmlFile, not a mapping of its own: a changed rule moves them', async () => {
    const fileOf = (outDir: string, route: string) =>
      path.join(outDir, 'pages', `${route.slice('/de/'.length) || 'home'}.page`);
    vi.resetModules();
    vi.doMock('@nubiva/search/route-file', () => ({
      routeHtmlFile: (outDir: string, _baseUrl: string, route: string) => fileOf(outDir, route),
    }));
    const { rewritePages: withRule } = await import('../src/plugins/fastLoad/pageScripts');
    const pages = await runPostBuild(withRule, fileOf);
    for (const page of pages) expect(page).not.toMatch(/<script src=/);
  });
});

/** A document with the loader for `urls` (and a German banner), whose script insertions are recorded. */
function pageWithLoader(
  urls: string[],
  visibility: 'visible' | 'hidden',
  readyState: 'loading' | 'complete' = 'complete',
) {
  const window = new Window({ url: 'http://localhost/de/' });
  window.document.write('<!doctype html><html><head></head><body><p>Text</p></body></html>');
  Object.defineProperty(window.document, 'visibilityState', { get: () => visibility });
  Object.defineProperty(window.document, 'readyState', { get: () => readyState });
  const inserted: InstanceType<typeof window.HTMLScriptElement>[] = [];
  // Recorded, not loaded (the src setter below only records): each test fires
  // the scripts' load and error events itself.
  const head = window.document.head;
  const append = head.appendChild.bind(head);
  head.appendChild = ((node: InstanceType<typeof window.HTMLScriptElement>) => {
    inserted.push(node);
    return append(node);
  }) as typeof head.appendChild;
  // The German code.json's banner texts.
  const localizationDir = mkdtempSync(path.join(tmpdir(), 'page-scripts-i18n-'));
  writeFileSync(
    path.join(localizationDir, 'code.json'),
    JSON.stringify({
      'nubiva.baseUrlIssueBanner.title': { message: 'Deine Seite wurde nicht richtig geladen.' },
      'nubiva.baseUrlIssueBanner.text': { message: 'Konfigurierte baseUrl: {baseUrl}.' },
    }),
  );
  const banner = bannerHtml(localizationDir, '/de/');
  rmSync(localizationDir, { recursive: true });
  const srcs: string[] = [];
  const originalCreate = window.document.createElement.bind(window.document);
  window.document.createElement = ((tag: string) => {
    const element = originalCreate(tag);
    Object.defineProperty(element, 'src', {
      set: (value: string) => value && srcs.push(value),
      get: () => '',
    });
    return element;
  }) as typeof window.document.createElement;
  window.eval(loaderScript(urls, banner));
  const fire = (index: number, type: 'load' | 'error') =>
    inserted[index]!.dispatchEvent(new window.Event(type));
  const setDocusaurus = (running: boolean) => {
    if (running) (window as unknown as { docusaurus: object }).docusaurus = {};
    else delete (window as unknown as { docusaurus?: object }).docusaurus;
  };
  const shownBanner = () => window.document.getElementById(BANNER_ID);
  /** Lets the loader's tasks run until every script is inserted. */
  const allInserted = async () => {
    for (let task = 0; task < 50 && inserted.length < urls.length; task++)
      await new Promise((resolve) => window.setTimeout(resolve, 1));
    expect(inserted).toHaveLength(urls.length);
  };
  return { window, inserted, srcs, fire, setDocusaurus, banner: shownBanner, allInserted };
}

describe('loader', () => {
  const urls = ['/de/runtime.js', '/de/chunk.js', '/de/main.js'];

  it('inserts nothing before the first frame, then runtime, route chunks and main bundle in order', async () => {
    const { window, inserted, srcs, allInserted } = pageWithLoader(urls, 'visible');
    expect(inserted).toHaveLength(0);
    await new Promise((resolve) => window.requestAnimationFrame(() => resolve(undefined)));
    await allInserted();
    expect(srcs).toEqual(urls);
  });

  it('waits until the document is parsed, also in a hidden tab', async () => {
    for (const visibility of ['visible', 'hidden'] as const) {
      const { window, inserted, srcs, allInserted } = pageWithLoader(urls, visibility, 'loading');
      // Every frame, timer and task the loader could have started has run.
      await window.happyDOM.waitUntilComplete();
      expect(inserted).toHaveLength(0);
      window.document.dispatchEvent(new window.Event('DOMContentLoaded'));
      await allInserted();
      expect(srcs).toEqual(urls);
    }
  });

  it('inserts one script per task, so no insertion burst becomes a long task', async () => {
    const { inserted, allInserted } = pageWithLoader(urls, 'hidden');
    expect(inserted).toHaveLength(1);
    await allInserted();
  });

  it('loads at once in a hidden tab, which never paints', async () => {
    const { srcs, allInserted } = pageWithLoader(urls, 'hidden');
    await allInserted();
    expect(srcs).toEqual(urls);
  });

  it('removes the tag of a script that failed, so the bundler loads that chunk again itself', async () => {
    const { window, inserted, fire, allInserted } = pageWithLoader(urls, 'hidden');
    await allInserted();
    fire(1, 'error');
    expect(inserted[1]!.parentNode).toBeNull();
    expect(window.document.head.contains(inserted[0]!)).toBe(true);
  });

  it('shows the German banner only once every script settled and Docusaurus did not start', async () => {
    const { fire, banner, allInserted } = pageWithLoader(urls, 'hidden');
    await allInserted();
    fire(2, 'load');
    fire(1, 'load');
    expect(banner()).toBeNull();
    fire(0, 'error');
    expect(banner()?.textContent).toContain('Deine Seite wurde nicht richtig geladen.');
    expect(banner()?.textContent).toContain('Konfigurierte baseUrl: /de/.');
  });

  it('shows no banner when Docusaurus started, even if a route chunk failed', async () => {
    const { fire, setDocusaurus, banner, allInserted } = pageWithLoader(urls, 'hidden');
    await allInserted();
    fire(1, 'error');
    fire(0, 'load');
    setDocusaurus(true);
    fire(2, 'load');
    expect(banner()).toBeNull();
  });

  it('shows the banner once, whatever else fails', async () => {
    const { window, fire, banner, allInserted } = pageWithLoader(urls, 'hidden');
    await allInserted();
    for (const index of [0, 1, 2]) fire(index, 'error');
    expect(banner()).not.toBeNull();
    expect(window.document.querySelectorAll(`#${BANNER_ID}`)).toHaveLength(1);
  });
});
