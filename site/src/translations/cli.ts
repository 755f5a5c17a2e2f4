/**
 * `npm run translations`: what the translations lack against
 * English, and `--mark` to record a page as brought up to date. Run through
 * site/scripts/translations.mjs. Listing never fails (exit 0); only bad
 * arguments do (exit 2).
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { parseArgs } from 'node:util';
import {
  currentSections,
  readRecord,
  recordFile,
  stalePages,
  TOP_SECTION,
  translatedLocales,
  translatedPages,
  writeRecord,
  type StalePage,
  type TranslatedPage,
} from './sources';
import { englishUiFiles, localeTableProblems, uiKeyProblems } from './ui';

const usage = `Usage:
  npm run translations [-- --views [--since 30d]] [-- --no-ui]
  npm run translations -- --mark <locale> <page>... [--no-change]
  npm run translations -- --mark <locale|all> --all [--no-change]

A page is named by its English file (docs/service/domain.mdx), its path
(service/domain, examples/python/flask) or its address (/de/service/domain).`;

class UsageError extends Error {}

/** The site folder this file belongs to (the real site: its config and source). */
const ownSiteDir = resolve(dirname(fileURLToPath(import.meta.url)), '..', '..');

const stripExtension = (name: string): string => name.replace(/\.mdx?$/, '');

/** The names a page can be given by on the command line. */
function pageNames(page: TranslatedPage): string[] {
  const key = stripExtension(page.key);
  const route = page.route.replace(/^\/|\/$/g, '');
  return [key, key.replace(/^[^/]+\//, ''), route, `${route}/index`.replace(/^\//, '')];
}

function findPage(pages: TranslatedPage[], locale: string, name: string): TranslatedPage {
  const wanted = stripExtension(
    name.replace(new RegExp(`^/?(${locale}/)?`), '').replace(/\/$/, ''),
  );
  const found = pages.filter((page) => pageNames(page).includes(wanted));
  if (found.length === 1) return found[0]!;
  if (found.length === 0) throw new UsageError(`${locale} has no translated page "${name}"`);
  throw new UsageError(
    `"${name}" names several ${locale} pages (${found.map((page) => page.key).join(', ')}): name its file`,
  );
}

/** git's view of the site: the date of each English file's last commit, unless history is missing. */
export function gitDates(siteDir: string): { note: string; dateOf?: (file: string) => string } {
  const git = (...args: string[]) =>
    spawnSync('git', ['-C', siteDir, ...args], { encoding: 'utf8' });
  const shallow = git('rev-parse', '--is-shallow-repository');
  if (shallow.status !== 0) return { note: 'No git history here: the list has no dates.' };
  if (shallow.stdout.trim() === 'true')
    return {
      note: 'Shallow clone: the list has no dates (git fetch --unshallow adds them).',
    };
  return {
    note: "Dates: the English file's last commit.",
    dateOf(file) {
      const date = git('log', '-1', '--format=%cs', '--', file).stdout.trim();
      const edited = git('status', '--porcelain', '--', file).stdout.trim() !== '';
      return [date && `English changed ${date}`, edited && 'uncommitted English edit']
        .filter(Boolean)
        .join(', ');
    },
  };
}

const sectionLabel = (id: string, heading: string): string =>
  id === TOP_SECTION ? 'title and introduction' : heading ? `#${id} (${heading})` : `#${id}`;

function formatPage(page: StalePage, date: string, views: number | undefined): string[] {
  const head = [
    `  ${page.key}  (/${page.locale}${page.route})`,
    date,
    views === undefined ? '' : `${views} views`,
  ]
    .filter(Boolean)
    .join('  ·  ');
  if (page.unrecorded) return [head, '    never recorded: mark it once it is translated'];
  const lines = [head];
  for (const kind of ['changed', 'added', 'removed'] as const) {
    const ids = page.changes.filter((change) => change.kind === kind);
    if (ids.length > 0)
      lines.push(
        `    ${kind}: ${ids.map((change) => sectionLabel(change.id, change.heading)).join(', ')}`,
      );
  }
  return lines;
}

/** The part of packages/server's store API the views need (its dist, built by npm run build). */
interface StatsStore {
  aggregate(
    since: number,
    until: number,
    filter: { locale?: string; pathPrefix?: string },
  ): Promise<{ topPages: { pathname: string; views: number }[] }>;
  close(): Promise<void>;
}
interface ServerApi {
  collectorConfigFromEnv(): Promise<{
    sink: { kind: 'sqlite'; file: string; sync: unknown } | { kind: 'clickhouse' };
  }>;
  SqliteSink: new (file: string, sync: unknown) => StatsStore;
  ClickHouseStore: new (sink: unknown) => StatsStore;
}

/** Page views per address of a locale from the stats store (SQLite or ClickHouse, as `npm run stats`). */
async function pageViews(
  locale: string,
  routes: string[],
  since: string,
): Promise<Map<string, number>> {
  const dist = resolve(ownSiteDir, '..', 'packages', 'server', 'dist');
  const load = async <T>(file: string): Promise<T> =>
    (await import(pathToFileURL(resolve(dist, file)).href).catch(() => {
      throw new Error('--views needs packages/server built: npm run build -w @nubiva/server');
    })) as T;
  const server = await load<ServerApi>('index.js');
  const { parseSince } = await load<{ parseSince(value: string, now: number): number }>(
    'stats/since.js',
  );
  const until = Date.now();
  const from = parseSince(since, until);
  const config = await server.collectorConfigFromEnv();
  if (config.sink.kind === 'sqlite' && !existsSync(config.sink.file))
    throw new Error(`no stats store at ${config.sink.file} (EVENTS_SQLITE_FILE)`);
  const store =
    config.sink.kind === 'sqlite'
      ? new server.SqliteSink(config.sink.file, config.sink.sync)
      : new server.ClickHouseStore(config.sink);
  const views = new Map<string, number>();
  try {
    const top = await store.aggregate(from, until, { locale });
    for (const row of top.topPages) views.set(row.pathname, row.views);
    // Pages outside the top list: one narrow query each (stale pages are few).
    for (const route of routes.filter((path) => !views.has(path))) {
      const one = await store.aggregate(from, until, { locale, pathPrefix: route });
      views.set(route, one.topPages.find((row) => row.pathname === route)?.views ?? 0);
    }
  } finally {
    await store.close();
  }
  return views;
}

function mark(
  siteDir: string,
  localeArg: string,
  names: string[],
  all: boolean,
  noChange: boolean,
) {
  const targets = localeArg === 'all' ? translatedLocales : [localeArg];
  if (!(translatedLocales as readonly string[]).includes(localeArg) && localeArg !== 'all')
    throw new UsageError(`--mark ${localeArg}: use one of ${translatedLocales.join(', ')} or all`);
  if (all === names.length > 0) throw new UsageError('--mark needs pages or --all (not both)');
  const how = noChange
    ? 'current without a new translation (--no-change: the English edit needs none)'
    : 'translated from the current English';
  const lines: string[] = [];
  for (const locale of targets) {
    const pages = translatedPages(siteDir, locale);
    const chosen = all ? pages : names.map((name) => findPage(pages, locale, name));
    // --all rewrites the whole record, which also drops pages that no longer exist.
    const record = all ? {} : readRecord(siteDir, locale);
    for (const page of chosen) record[page.key] = currentSections(page);
    writeRecord(siteDir, locale, record);
    lines.push(
      all
        ? `${locale}: marked all ${chosen.length} pages ${how}`
        : chosen.map((page) => `${locale}: marked ${page.key} ${how}`).join('\n'),
    );
  }
  lines.push(
    `Recorded in ${targets.map((locale) => relative(process.cwd(), recordFile(siteDir, locale))).join(', ')}; commit it with the translation.`,
  );
  return lines.join('\n');
}

async function list(siteDir: string, options: { views: boolean; since: string; ui: boolean }) {
  const git = gitDates(siteDir);
  const out: string[] = ['Translations behind their English pages', git.note];
  for (const locale of translatedLocales) {
    const stale = stalePages(siteDir, locale);
    let views: Map<string, number> | undefined;
    if (options.views && stale.length > 0) {
      try {
        views = await pageViews(
          locale,
          stale.map((page) => `/${locale}${page.route}`),
          options.since,
        );
      } catch (error) {
        out.push(`(no page views for ${locale}: ${(error as Error).message})`);
      }
    }
    if (views) {
      const count = (page: StalePage) => views!.get(`/${locale}${page.route}`) ?? 0;
      stale.sort((a, b) => count(b) - count(a) || a.key.localeCompare(b.key));
    }
    out.push(
      '',
      stale.length === 0
        ? `${locale}: every page current`
        : `${locale}: ${stale.length} ${stale.length === 1 ? 'page' : 'pages'} behind`,
    );
    for (const page of stale)
      out.push(
        ...formatPage(
          page,
          git.dateOf?.(page.englishFile) ?? '',
          views?.get(`/${locale}${page.route}`),
        ),
      );
  }
  if (options.ui) {
    out.push('', 'UI strings (keys against docusaurus write-translations --locale en)');
    const english = englishUiFiles(ownSiteDir);
    let clean = true;
    for (const locale of translatedLocales)
      for (const problem of uiKeyProblems(siteDir, locale, english)) {
        clean = false;
        if (problem.missing.length > 0)
          out.push(`  ${locale} ${problem.file}: missing ${problem.missing.join(', ')}`);
        if (problem.extra.length > 0)
          out.push(`  ${locale} ${problem.file}: extra ${problem.extra.join(', ')}`);
      }
    const tables = localeTableProblems(
      resolve(ownSiteDir, '..'),
      [
        { dir: 'site/src', expected: translatedLocales },
        { dir: 'packages/server/src', expected: [] },
      ],
      ['en', ...translatedLocales],
    );
    for (const { where, problem } of tables) out.push(`  ${where}: ${problem}`);
    if (clean && tables.length === 0) out.push('  every key translated');
  }
  return out.join('\n');
}

/** Runs the command; returns the exit code. */
export async function main(args: string[]): Promise<number> {
  try {
    const { values, positionals } = parseArgs({
      args,
      allowPositionals: true,
      options: {
        mark: { type: 'string' },
        all: { type: 'boolean', default: false },
        'no-change': { type: 'boolean', default: false },
        views: { type: 'boolean', default: false },
        since: { type: 'string', default: '30d' },
        'no-ui': { type: 'boolean', default: false },
        site: { type: 'string' },
        help: { type: 'boolean', default: false },
      },
    });
    if (values.help) {
      console.log(usage);
      return 0;
    }
    const siteDir = values.site ? resolve(values.site) : ownSiteDir;
    if (values.mark !== undefined) {
      console.log(mark(siteDir, values.mark, positionals, values.all, values['no-change']));
      return 0;
    }
    if (positionals.length > 0 || values.all || values['no-change'])
      throw new UsageError('pages, --all and --no-change go with --mark');
    console.log(
      await list(siteDir, { views: values.views, since: values.since, ui: !values['no-ui'] }),
    );
    return 0;
  } catch (error) {
    if (
      error instanceof UsageError ||
      (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')
    ) {
      console.error(`translations: ${(error as Error).message}\n\n${usage}`);
      return 2;
    }
    throw error;
  }
}
