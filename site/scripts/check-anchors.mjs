#!/usr/bin/env node
// Checks every internal link with a fragment in a built site (all locales):
// `href="#x"` and `href="/de/page#x"` must point at an element with id x on
// that page. Docusaurus only warns about broken anchors; this makes them fail.
// Usage: node site/scripts/check-anchors.mjs <build dir>
import { readdirSync, readFileSync } from 'node:fs';
import { join, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

/** Route of a built HTML file: `de/limit/index.html` → `/de/limit/`, `404.html` → `/404`. */
export function routeOf(file) {
  const path = `/${file.split(sep).join('/')}`;
  if (path.endsWith('/index.html')) return path.slice(0, -'index.html'.length);
  return path.slice(0, -'.html'.length);
}

/** The same page is reachable with and without a trailing slash. */
function normalise(route) {
  return route.length > 1 && route.endsWith('/') ? route.slice(0, -1) : route;
}

function decodeEntities(text) {
  return text
    .replace(/&quot;/g, '"')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&amp;/g, '&');
}

function safeDecode(text) {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/**
 * Values of the named attributes, quoted or not: the production build minifies
 * HTML and drops quotes (`id=services`, `href=#services`).
 */
export function attributeValues(html, names) {
  const pattern = new RegExp(`\\s(?:${names})=(?:"([^"]*)"|'([^']*)'|([^\\s"'=<>\`]+))`, 'g');
  return [...html.matchAll(pattern)].map((match) =>
    decodeEntities(match[1] ?? match[2] ?? match[3] ?? ''),
  );
}

/** @returns {{ page: string, href: string, problem: string }[]} */
export function findBrokenAnchors(buildDir) {
  const files = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.html'),
  );
  /** @type {Map<string, { ids: Set<string>, html: string, route: string }>} */
  const pages = new Map();
  for (const file of files) {
    const html = readFileSync(join(buildDir, file), 'utf8');
    const ids = new Set(attributeValues(html, 'id|name').map(safeDecode));
    pages.set(normalise(routeOf(file)), { ids, html, route: routeOf(file) });
  }

  const broken = [];
  for (const { html, route } of pages.values()) {
    for (const href of attributeValues(html, 'href')) {
      if (!href.includes('#')) continue;
      if (/^[a-z][a-z0-9+.-]*:|^\/\//i.test(href)) continue; // external
      const [pathAndQuery = '', fragment = ''] = href.split('#', 2);
      if (fragment === '') continue;
      const path = pathAndQuery.split('?')[0] ?? '';
      const targetRoute =
        path === ''
          ? route
          : path.startsWith('/')
            ? path
            : new URL(path, `https://site${route}`).pathname;
      const target = pages.get(normalise(safeDecode(targetRoute)));
      const id = safeDecode(fragment);
      if (!target) broken.push({ page: route, href, problem: 'page not found' });
      else if (!target.ids.has(id))
        broken.push({ page: route, href, problem: `no element with id "${id}"` });
    }
  }
  return broken;
}

/**
 * The same check over the Markdown twins (`de/postgresql.md`): their links are absolute
 * (`https://docs…/de/postgresql#connection-pooling`) and a heading carries its id as `{#id}`.
 * A link into the site whose fragment no heading of the target twin has is broken.
 * @param {string} buildDir
 * @param {string} siteUrl the site's origin, e.g. https://docs.nubiva.example
 * @returns {{ page: string, href: string, problem: string }[]}
 */
export function findBrokenTwinAnchors(buildDir, siteUrl) {
  const origin = new URL(siteUrl).origin;
  const twins = new Map(
    readdirSync(buildDir, { recursive: true, encoding: 'utf8' })
      .filter((name) => name.endsWith('.md'))
      .map((name) => [`/${name.split(sep).join('/')}`, readFileSync(join(buildDir, name), 'utf8')]),
  );
  const idsOf = (markdown) =>
    new Set([...markdown.matchAll(/^#{1,6} .*\{#([^\s}]+)\}$/gm)].map((match) => match[1]));
  const broken = [];
  for (const [twin, markdown] of twins) {
    for (const [, href = ''] of markdown.matchAll(/\]\(([^)\s]+)\)/g)) {
      const url = new URL(href, `${origin}${twin}`);
      if (url.origin !== origin || url.hash === '') continue;
      const path = safeDecode(url.pathname);
      const target = path.endsWith('.md')
        ? path
        : [`${normalise(path)}.md`, `${normalise(path)}/index.md`].find((file) => twins.has(file));
      const id = safeDecode(url.hash.slice(1));
      if (!target || !twins.has(target)) broken.push({ page: twin, href, problem: 'no twin' });
      else if (!idsOf(twins.get(target)).has(id))
        broken.push({ page: twin, href, problem: `no heading {#${id}}` });
    }
  }
  return broken;
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const buildDir = process.argv[2];
  if (!buildDir) {
    console.error('usage: node check-anchors.mjs <build dir>');
    process.exit(2);
  }
  const pageCount = readdirSync(buildDir, { recursive: true, encoding: 'utf8' }).filter((name) =>
    name.endsWith('.html'),
  ).length;
  const broken = findBrokenAnchors(buildDir);
  for (const entry of broken) console.error(`${entry.page}: ${entry.href} → ${entry.problem}`);
  if (broken.length > 0) {
    console.error(`anchors: ${broken.length} broken fragment link(s) in ${pageCount} pages`);
    process.exit(1);
  }
  console.log(`anchors: every fragment link resolves (${pageCount} pages)`);
}
