/**
 * Which English text each translated page translates: per page,
 * per section (the text under one heading, named by its anchor), a hash of
 * the English section's normalised text, kept in
 * `i18n/<locale>/translation-sources.json`. A page whose English sections no
 * longer hash the same is behind its English page; the script
 * (`npm run translations`) lists those, and the build shows their readers a
 * notice (src/translations/plugin.ts).
 *
 * Normalised: line wrapping, white space and Markdown formatting (emphasis
 * markers, list and table syntax) do not count; facts count as written
 * (`{platform.x}`, `<Fact …/>`), never by their value, so a changed value in
 * src/data leaves every translation current.
 */
import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { createSlugger } from '@docusaurus/utils';
import type { Heading, Nodes, Root, RootContent } from 'mdast';
import remarkDirective from 'remark-directive';
import remarkFrontmatter from 'remark-frontmatter';
import remarkGfm from 'remark-gfm';
import remarkMdx from 'remark-mdx';
import remarkParse from 'remark-parse';
import { unified } from 'unified';
import { visit } from 'unist-util-visit';
import { parse as parseYaml } from 'yaml';
import { defaultLocale, locales } from '../data/site';

/** The locales translated page by page from English. */
export const translatedLocales = locales.filter((locale) => locale !== defaultLocale);

/** Pages as Docusaurus parses them: MDX with front matter, GFM tables and `:::` admonitions. */
export const mdxParser = unified()
  .use(remarkParse)
  .use(remarkFrontmatter, ['yaml'])
  .use(remarkGfm)
  .use(remarkDirective)
  .use(remarkMdx);

/** Docusaurus' explicit heading ids (`## Title {#id}`) are not MDX; stripped before parsing. */
export const classicHeadingId = /^(#{1,6} .*?)\s*\{#[\w-]+\}\s*$/gm;

export const parseMdx = (source: string): Root =>
  mdxParser.parse(source.replace(classicHeadingId, '$1')) as Root;

// ---------------------------------------------------------------- headings

export interface HeadingAnchor {
  depth: number;
  /** The id Docusaurus gives the heading: `{/* #id *\/}` or the slug of its text. */
  id: string;
  text: string;
}

/** The single-comment expression Docusaurus reads an explicit heading id from. */
function commentId(node: Nodes | undefined): string | undefined {
  if (node?.type !== 'mdxTextExpression') return undefined;
  const program = node.data?.estree;
  if (!program || program.body.length > 0 || program.comments?.length !== 1) return undefined;
  const first = program.comments[0]!.value.trim().split(' ')[0];
  return first?.startsWith('#') ? first.slice(1) || undefined : undefined;
}

/** mdast-util-to-string, as Docusaurus uses it for heading slugs. */
function toText(node: Nodes): string {
  if ('value' in node && typeof node.value === 'string') return node.value;
  if (node.type === 'image') return node.alt ?? '';
  return 'children' in node ? (node.children as Nodes[]).map(toText).join('') : '';
}

/** A heading's id and text as Docusaurus 3's `remark/headings` plugin gives them. */
function headingAnchor(heading: Heading, slugger: ReturnType<typeof createSlugger>): HeadingAnchor {
  const children = heading.children as Nodes[];
  const explicit = commentId(children.at(-1));
  const textNodes = explicit ? children.slice(0, -1) : children;
  const text = textNodes
    .filter((child) => child.type !== 'html')
    .map(toText)
    .join('')
    .trim();
  return { depth: heading.depth, id: explicit ?? slugger.slug(text), text };
}

/**
 * The headings of a page with the ids Docusaurus 3 gives them: the id of a
 * trailing `{/* #id *\/}` comment, or else the GitHub slug of the heading's
 * text, numbered on repeats.
 */
export function headingAnchors(tree: Root): HeadingAnchor[] {
  const slugger = createSlugger();
  const anchors: HeadingAnchor[] = [];
  visit(tree, 'heading', (heading: Heading) => {
    anchors.push(headingAnchor(heading, slugger));
  });
  return anchors;
}

// ---------------------------------------------------------------- sections

/** The section before the first heading: front matter (title, description…) and introduction. */
export const TOP_SECTION = '(top)';

export interface Section {
  /** The heading's anchor, or {@link TOP_SECTION}. */
  id: string;
  /** The heading's text ('' for the top). */
  heading: string;
  hash: string;
}

/** Attribute as written: `name="value"` or `name={expression}`. */
function attributeText(
  attribute: Extract<Nodes, { type: 'mdxJsxFlowElement' }>['attributes'][number],
): string {
  if (attribute.type === 'mdxJsxExpressionAttribute') return `{${attribute.value}}`;
  const { name, value } = attribute;
  if (value === null || value === undefined) return name;
  return typeof value === 'string' ? `${name}="${value}"` : `${name}={${value.value}}`;
}

/**
 * The text of a node that a translation translates, formatting left out:
 * words, code, link targets, and facts as written (`{platform.x}`,
 * `<Fact value={…}/>`), never as rendered.
 */
function normalText(node: Nodes): string {
  switch (node.type) {
    case 'text':
    case 'inlineCode':
    case 'html':
      return node.value;
    case 'code':
      return ` ${node.lang ?? ''} ${node.meta ?? ''} ${node.value} `;
    case 'mdxFlowExpression':
    case 'mdxTextExpression':
      return `{${node.value}}`;
    case 'mdxjsEsm':
    case 'yaml':
      return ' ';
    case 'mdxJsxFlowElement':
    case 'mdxJsxTextElement':
      return ` <${[node.name ?? '', ...node.attributes.map(attributeText)].join(' ')}>${node.children.map(normalText).join('')}</${node.name ?? ''}> `;
    case 'link':
    case 'image':
    case 'definition':
      return `${'children' in node ? node.children.map(normalText).join('') : ''} ${'alt' in node ? (node.alt ?? '') : ''} (${node.url}) `;
    case 'containerDirective':
    case 'leafDirective':
    case 'textDirective':
      return ` :${node.name} ${JSON.stringify(node.attributes ?? {})} ${node.children.map(normalText).join('')} `;
    case 'break':
      return ' ';
    default:
      // Block containers (lists, tables, block quotes): their children are separate blocks.
      return 'children' in node ? (node.children as Nodes[]).map(normalText).join(' ') : ' ';
  }
}

const hashOf = (text: string): string =>
  createHash('sha256').update(text.replace(/\s+/g, ' ').trim()).digest('hex').slice(0, 16);

/** Front matter as the reader sees it (title, description, labels), keys in a stable order. */
function frontMatterText(tree: Root): string {
  const yaml = tree.children.find((node) => node.type === 'yaml');
  if (!yaml) return '';
  const data = (parseYaml(yaml.value) as Record<string, unknown> | null) ?? {};
  return Object.keys(data)
    .sort()
    .map((key) => `${key}: ${JSON.stringify(data[key])}`)
    .join('\n');
}

/** Every locale compares with the same English pages (the build, one listing): each is parsed once. */
const sectionsOfSource = new Map<string, Section[]>();

/**
 * A page's sections: the top (front matter and the text before the first
 * heading), then one per heading, up to the next heading of any level.
 */
export function pageSections(source: string): Section[] {
  const known = sectionsOfSource.get(source);
  if (known) return known;
  const tree = parseMdx(source);
  const slugger = createSlugger();
  const sections: { id: string; heading: string; nodes: RootContent[] }[] = [
    { id: TOP_SECTION, heading: '', nodes: [] },
  ];
  for (const node of tree.children) {
    if (node.type === 'heading') {
      const anchor = headingAnchor(node, slugger);
      sections.push({ id: anchor.id, heading: anchor.text, nodes: [] });
    }
    sections.at(-1)!.nodes.push(node);
  }
  const result = sections.map(({ id, heading, nodes }) => ({
    id,
    heading,
    hash: hashOf(
      (id === TOP_SECTION ? frontMatterText(tree) : '') +
        nodes.map((node) => normalText(node)).join(' '),
    ),
  }));
  sectionsOfSource.set(source, result);
  return result;
}

// ---------------------------------------------------------------- pages

/** Where each docs plugin keeps its English pages and its translations. */
const docsPlugins = [
  { prefix: 'docs', i18nDir: 'docusaurus-plugin-content-docs', versioned: 'versioned_docs' },
  {
    prefix: 'examples-docs',
    i18nDir: 'docusaurus-plugin-content-docs-examples',
    versioned: 'examples_versioned_docs',
  },
] as const;

export interface TranslatedPage {
  locale: string;
  /** The English source relative to the site: `docs/service/domain.mdx`; the record's key. */
  key: string;
  englishFile: string;
  translatedFile: string;
  /** The page's address without locale prefix: `/service/domain`, `/examples/python/flask`. */
  route: string;
}

const listMdx = (dir: string): string[] =>
  existsSync(dir)
    ? readdirSync(dir, { recursive: true, encoding: 'utf8' })
        .filter((name) => /\.mdx?$/.test(name))
        .map((name) => name.split(sep).join('/'))
        .sort()
    : [];

/** The address of a page: front matter `slug`, else its path; folder index pages keep a slash. */
function pageRoute(source: string, plugin: (typeof docsPlugins)[number], name: string): string {
  const base = plugin.prefix === 'examples-docs' ? '/examples' : '';
  const frontMatter = /^---\n([\s\S]*?)\n---/.exec(source)?.[1];
  const slug = frontMatter
    ? (parseYaml(frontMatter) as Record<string, unknown> | null)?.slug
    : undefined;
  if (typeof slug === 'string' && slug.startsWith('/')) return `${base}${slug}`;
  return `${base}/${name.replace(/\.mdx?$/, '').replace(/(^|\/)index$/, '$1')}`;
}

/**
 * Every translated page of a locale with its English source: docs and
 * examples, the current version (`current/`) and each released one
 * (`version-1.0/`, whose English is in `versioned_docs/version-1.0/`).
 * Pages without an English source are left out (the parity test names them).
 */
export function translatedPages(siteDir: string, locale: string): TranslatedPage[] {
  return docsPlugins.flatMap((plugin) => {
    const pluginDir = join(siteDir, 'i18n', locale, plugin.i18nDir);
    const versions = existsSync(pluginDir)
      ? readdirSync(pluginDir, { withFileTypes: true }).filter((entry) => entry.isDirectory())
      : [];
    return versions.flatMap(({ name: version }) => {
      const englishDir = version === 'current' ? plugin.prefix : `${plugin.versioned}/${version}`;
      return listMdx(join(pluginDir, version)).flatMap((name) => {
        const englishFile = join(siteDir, englishDir, name);
        if (!existsSync(englishFile)) return [];
        const route = pageRoute(readFileSync(englishFile, 'utf8'), plugin, name);
        return [
          {
            locale,
            key: `${englishDir}/${name}`,
            englishFile,
            translatedFile: join(pluginDir, version, name),
            route: version === 'current' ? route : `/${version.replace(/^version-/, '')}${route}`,
          },
        ];
      });
    });
  });
}

// ---------------------------------------------------------------- record

/** Per English page (its key), per section id, the hash of the English text the translation translates. */
export type SourceRecord = Record<string, Record<string, string>>;

export const recordFile = (siteDir: string, locale: string): string =>
  join(siteDir, 'i18n', locale, 'translation-sources.json');

export function readRecord(siteDir: string, locale: string): SourceRecord {
  const file = recordFile(siteDir, locale);
  if (!existsSync(file)) return {};
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as SourceRecord;
  } catch (error) {
    throw new Error(`${relative(siteDir, file)} is not valid JSON: ${(error as Error).message}`);
  }
}

/** Written with sorted keys, so a mark changes only the lines of the pages it marks. */
export function writeRecord(siteDir: string, locale: string, record: SourceRecord): void {
  const sorted = Object.fromEntries(
    Object.keys(record)
      .sort()
      .map((key) => [key, record[key]]),
  );
  writeFileSync(recordFile(siteDir, locale), `${JSON.stringify(sorted, null, 2)}\n`);
}

/** The record of a page's English text as it is now. */
export function currentSections(page: TranslatedPage): Record<string, string> {
  return Object.fromEntries(
    pageSections(readFileSync(page.englishFile, 'utf8')).map((section) => [
      section.id,
      section.hash,
    ]),
  );
}

export interface SectionChange {
  id: string;
  /** The English heading now ('' for the top and for removed sections). */
  heading: string;
  kind: 'changed' | 'added' | 'removed';
}

export interface StalePage extends TranslatedPage {
  /** True when the record has no entry for the page at all. */
  unrecorded: boolean;
  changes: SectionChange[];
}

/** The sections of a page whose English differs from what its translation translates. */
export function sectionChanges(
  recorded: Record<string, string> | undefined,
  sections: Section[],
): SectionChange[] {
  const changes: SectionChange[] = [];
  const now = new Set(sections.map((section) => section.id));
  for (const section of sections) {
    const before = recorded?.[section.id];
    if (before === undefined)
      changes.push({ id: section.id, heading: section.heading, kind: 'added' });
    else if (before !== section.hash)
      changes.push({ id: section.id, heading: section.heading, kind: 'changed' });
  }
  for (const id of Object.keys(recorded ?? {}))
    if (!now.has(id)) changes.push({ id, heading: '', kind: 'removed' });
  return changes;
}

/** The pages of a locale whose English changed since they were translated, in path order. */
export function stalePages(siteDir: string, locale: string): StalePage[] {
  const record = readRecord(siteDir, locale);
  return translatedPages(siteDir, locale).flatMap((page) => {
    const changes = sectionChanges(
      record[page.key],
      pageSections(readFileSync(page.englishFile, 'utf8')),
    );
    return changes.length === 0
      ? []
      : [{ ...page, unrecorded: record[page.key] === undefined, changes }];
  });
}
