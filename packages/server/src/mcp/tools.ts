import path from 'node:path';
import { McpServer } from '@modelcontextprotocol/sdk/server/mcp.js';
import { StreamableHTTPServerTransport } from '@modelcontextprotocol/sdk/server/streamableHttp.js';
import { decodeHTML } from 'entities';
import { z } from 'zod';
import { SEARCH_DEFAULTS } from '@nubiva/search/defaults';
import { groupHits } from '@nubiva/search/results';
import type { SearchHit } from '@nubiva/search/client';
import { headingPath, localeSearch, twinOf } from '../search/answer.js';
import type { Site, SiteFile } from '../static.js';
import { defaultLocale } from '../locales.js';
import { mcpLimits, type McpContext } from './endpoint.js';
import { pageSection } from './section.js';

/** A tool's error: shown to the model as the tool's answer (isError), not a protocol failure. */
class ToolError extends Error {}

const plainSnippet = (value: string): string =>
  decodeHTML(value.replace(/<mark>(.*?)<\/mark>/g, '**$1**'));

/** A hit's snippet: its text's, else its heading's (the engine's highlights as **bold**). */
function snippetOf(hit: SearchHit): string {
  const snippets = hit._snippetResult;
  const level = hit.type && hit.type !== 'content' ? hit.type : undefined;
  const value =
    snippets?.content?.value ||
    (level && snippets?.hierarchy?.[level]?.value) ||
    hit.content ||
    (level && hit.hierarchy?.[level]) ||
    '';
  return plainSnippet(value);
}

/** The MCP server of one request: stateless, so any instance answers any request. */
export function docsServer(
  context: McpContext,
  site: Site,
  userAgent: string | undefined,
): McpServer {
  const server = new McpServer(
    { name: 'nubiva-docs', version: '1.0.0' },
    {
      instructions:
        'Search the Nubiva documentation (en, de, ja, ko) with `search`, then read a result with `get_page` (the whole page or the section of its #anchor).',
    },
  );
  const locales = [defaultLocale, ...context.localePrefixes];
  const count = (urlPath: string) => context.agentFetches?.count(urlPath, userAgent, 'mcp');
  const answer = <T>(structured: T & Record<string, unknown>, text: string) => ({
    structuredContent: structured,
    content: [{ type: 'text' as const, text }],
  });
  const guarded =
    <A>(tool: (args: A) => Promise<ReturnType<typeof answer>> | ReturnType<typeof answer>) =>
    async (args: A) => {
      try {
        return await tool(args);
      } catch (error) {
        if (!(error instanceof ToolError)) throw error;
        return { content: [{ type: 'text' as const, text: error.message }], isError: true };
      }
    };

  server.registerTool(
    'search',
    {
      title: 'Search the documentation',
      description: `Searches one locale's documentation with the site's own engine (German compounds, Japanese and Korean words), ranked and grouped by page as the site's search shows it, ${SEARCH_DEFAULTS.hitsPerPage} results a page. A query is cut to its first ${SEARCH_DEFAULTS.maxQueryLength} characters, as in the search box. Each result has its page's title, its heading path, the URL of its Markdown (read it with get_page) and a snippet.`,
      inputSchema: {
        query: z.string().min(1).max(mcpLimits.maxQueryInput).describe('What to look for.'),
        locale: z
          .string()
          .max(16)
          .optional()
          .describe(`The docs' language: ${locales.join(', ')} (default ${defaultLocale}).`),
        versions: z
          .array(z.string().max(100))
          .max(mcpLimits.maxVersions)
          .optional()
          .describe(
            'Docs versions to search (docusaurus tags such as docs-default-current); default the latest of each docs section.',
          ),
        page: z
          .number()
          .int()
          .min(0)
          .max(mcpLimits.maxPage)
          .optional()
          .describe('Result page, from 0.'),
      },
      outputSchema: {
        query: z.string(),
        locale: z.string(),
        versions: z.array(z.string()),
        total: z.number(),
        page: z.number(),
        pages: z.number(),
        results: z.array(
          z.object({
            title: z.string(),
            headingPath: z.array(z.string()),
            url: z.string(),
            snippet: z.string(),
          }),
        ),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(async ({ query, locale = defaultLocale, versions, page = 0 }) => {
      if (!locales.includes(locale))
        throw new ToolError(`Unknown locale "${locale}": this site has ${locales.join(', ')}.`);
      const prefix = locale === defaultLocale ? '' : locale;
      const search = localeSearch(context, site, prefix);
      if (search === undefined) throw new ToolError(`The ${locale} docs have no search index.`);
      const unknown = versions?.filter((version) => !search.tags.includes(version)) ?? [];
      if (unknown.length > 0)
        throw new ToolError(
          `Unknown version ${unknown.map((v) => `"${v}"`).join(', ')}: the ${locale} docs have ${search.tags.join(', ')}.`,
        );
      const cut = query.trim().slice(0, SEARCH_DEFAULTS.maxQueryLength);
      const tags = versions ?? search.defaultTags;
      const result = await search.answer(cut, { tags, page });
      count(`/${prefix ? `${prefix}/` : ''}search`);
      const results = groupHits(result.hits).flatMap((group) =>
        group.hits.map((hit) => ({
          title: group.title,
          headingPath: headingPath(hit),
          url: twinOf(new URL(hit.url ?? '/', 'http://localhost')),
          snippet: snippetOf(hit),
        })),
      );
      const structured = {
        query: cut,
        locale,
        versions: tags,
        total: result.nbHits,
        page,
        pages: result.nbPages ?? Math.ceil(result.nbHits / SEARCH_DEFAULTS.hitsPerPage),
        results,
      };
      return answer(structured, JSON.stringify(structured));
    }),
  );

  server.registerTool(
    'get_page',
    {
      title: 'Read a page',
      description:
        "Reads a documentation page as Markdown (its Markdown twin): the whole page, or only the section of `section` (a heading's anchor, or the #anchor of a search result's URL).",
      inputSchema: {
        url: z
          .string()
          .min(1)
          .max(mcpLimits.maxUrlLength)
          .describe("The page's URL or path, e.g. a search result's url or /de/redis/."),
        section: z
          .string()
          .max(mcpLimits.maxAnchorLength)
          .optional()
          .describe("A heading's anchor, with or without #."),
      },
      annotations: { readOnlyHint: true, openWorldHint: false },
    },
    guarded(({ url, section }) => {
      const address = new URL(url, 'http://localhost');
      const twin = pageTwin(context, site, address.pathname);
      if (twin === undefined)
        throw new ToolError(
          `No page at ${address.pathname}: use a URL from the search tool's results or llms.txt.`,
        );
      const anchor = (section ?? address.hash).replace(/^#/, '');
      const markdown = twin.bodies.identity.toString('utf8');
      const text = anchor ? pageSection(markdown, anchor) : markdown;
      if (text === undefined) throw new ToolError(`No section #${anchor} on ${twin.urlPath}.`);
      count(twin.urlPath);
      return answer({ url: twin.urlPath, ...(anchor && { section: anchor }) }, text);
    }),
  );
  return server;
}

/** The Markdown twin of a page of the build, from the page's path or the twin's. */
function pageTwin(context: McpContext, site: Site, pathname: string): SiteFile | undefined {
  const route = pathname.replace(/(?:\/index)?\.md$/, (_, index?: string) => (index ? '/' : ''));
  const resolved = site.resolve(route);
  if (resolved?.status !== 200 || path.extname(resolved.file) !== '.html') return undefined;
  const html = site.files.get(resolved.file);
  const root = path.resolve(context.root);
  // A locale's 404 page is no page to read.
  if (html?.twin === undefined || resolved.file === path.join(root, '404.html')) return undefined;
  return html.twin;
}

/** The transport of one request: JSON answers, no session (any instance answers any request). */
export const statelessTransport = () =>
  new StreamableHTTPServerTransport({ sessionIdGenerator: undefined, enableJsonResponse: true });
