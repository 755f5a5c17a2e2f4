import fs from 'node:fs/promises';
import path from 'node:path';
import type { Plugin, TranslationFile } from '@docusaurus/types';
import type { LoadedContent, LoadedVersion } from '@docusaurus/plugin-content-docs';
import { routeHtmlFile } from '@nubiva/search/route-file';
import { brand } from '../data/brand';
import { agentAccess } from '../data/site';
import { markdownTwinPath } from '../utils/markdownTwin';
import { llmsFullTxt, llmsTxt, type LlmsPage, type LlmsSection } from './agentDocs/llms';
import { pageMarkdown } from './agentDocs/markdown';
import { robotsTxt } from './agentDocs/robotsTxt';

/**
 * Docs that agents and AI tools read well. After the build, for
 * every page of both docs instances (docs and examples):
 *
 * - `<route>.md` next to its HTML (`/de/service/domain.md`, `/de/redis/index.md`
 *   for `/de/redis/`): the page's article converted from the built HTML to
 *   Markdown (src/plugins/agentDocs/markdown.ts), so the two never disagree;
 * - `llms.txt` at the locale's root: one section per sidebar, named as in the
 *   navbar, pages in sidebar order with their description;
 * - `llms-full.txt`: the same header and every page's Markdown;
 * - `robots.txt` at the root of the host (src/plugins/agentDocs/robotsTxt.ts): every crawler and
 *   the AI crawlers by name, the content signal, the sitemaps.
 *
 * The header names the MCP endpoint (packages/server); each twin opens with a one-line pointer to
 * the locale's llms.txt and that endpoint.
 *
 * The summary and details lines are translated like the docs' own labels:
 * `i18n/<locale>/nubiva-agent-docs/llms.json` (`{brand}` is the brand's name).
 */

export const PLUGIN_NAME = 'nubiva-agent-docs';

const messages = {
  summary: {
    message:
      'Documentation of {brand}, a pay-as-you-go cloud platform: serverless and persistent web services, managed Postgres and Redis, custom domains and continuous deployments, with example apps for popular frameworks.',
    description: 'The one-sentence summary of the docs at the top of llms.txt',
  },
  details: {
    message:
      'Every page is also available as Markdown: append .md to its address (index.md for addresses ending in /) or request it with "Accept: text/markdown". llms-full.txt holds every page in one file.',
    description: 'The paragraph after the summary in llms.txt and llms-full.txt',
  },
  mcp: {
    message:
      'AI tools can search these docs and read their pages through the MCP server at {url} (Streamable HTTP; tools: search, get_page).',
    description:
      'The line naming the MCP endpoint in llms.txt and llms-full.txt ({url}: its address)',
  },
  pointer: {
    message:
      'For AI tools: {llms} lists every page of these docs; the MCP server at {url} searches and reads them.',
    description:
      "The one-line pointer at the top of each page's Markdown twin ({llms}: the locale's llms.txt, {url}: the MCP endpoint)",
  },
} satisfies TranslationFile['content'];

export type AgentDocsContent = Record<keyof typeof messages, string>;

/** A processed sidebar item of the docs plugin's public content type. */
type SidebarItem = LoadedVersion['sidebars'][string][number];

/** Doc ids of a sidebar in reading order (a category's own page before its items). */
export function sidebarDocIds(items: readonly SidebarItem[]): string[] {
  return items.flatMap((item) => {
    if (item.type === 'doc' || item.type === 'ref') return [item.id];
    if (item.type === 'category') {
      const own = item.link?.type === 'doc' && item.link.id ? [item.link.id] : [];
      return [...own, ...sidebarDocIds(item.items)];
    }
    return [];
  });
}

interface NavbarItem {
  type?: string;
  sidebarId?: string;
  docsPluginId?: string;
  label?: string;
}

export default function agentDocsPlugin(): Plugin<AgentDocsContent> {
  const defaults = Object.fromEntries(
    Object.entries(messages).map(([key, { message }]) => [key, message]),
  ) as AgentDocsContent;
  return {
    name: PLUGIN_NAME,
    async loadContent() {
      return defaults;
    },
    getTranslationFiles() {
      return [{ path: 'llms', content: messages }];
    },
    translateContent({ content, translationFiles }) {
      const translated = translationFiles[0]?.content ?? {};
      return Object.fromEntries(
        Object.entries(content).map(([key, message]) => [key, translated[key]?.message ?? message]),
      ) as AgentDocsContent;
    },
    async postBuild({ outDir, baseUrl, plugins, content, siteConfig, i18n }) {
      const origin = siteConfig.url.replace(/\/$/, '');
      /**
       * A message with the brand, the locale's llms.txt and the MCP endpoint filled in. The
       * addresses go in angle brackets: an autolinker would take a particle glued to a bare URL
       * (Korean "llms.txt에") as part of it.
       */
      const fill = (message: string) =>
        message
          .replaceAll('{brand}', brand.name)
          .replaceAll('{llms}', `<${origin}${baseUrl}llms.txt>`)
          .replaceAll('{url}', `<${origin}${agentAccess.mcpPath}>`);
      const navbarItems = (siteConfig.themeConfig.navbar as { items?: NavbarItem[] } | undefined)
        ?.items;
      const sections: LlmsSection[] = [];
      for (const plugin of plugins) {
        if (plugin.name !== 'docusaurus-plugin-content-docs') continue;
        const pluginId = (plugin.options as { id?: string }).id ?? 'default';
        const version = (plugin.content as LoadedContent).loadedVersions.find(
          (loaded) => loaded.versionName === 'current',
        );
        if (!version) continue;
        const docsById = new Map(version.docs.map((doc) => [doc.id, doc]));
        for (const [sidebarId, items] of Object.entries(version.sidebars)) {
          const label =
            navbarItems?.find(
              (item) =>
                item.type === 'docSidebar' &&
                item.sidebarId === sidebarId &&
                (item.docsPluginId ?? 'default') === pluginId,
            )?.label ?? sidebarId;
          const ids = sidebarDocIds(items);
          // Pages outside every sidebar still get a twin, listed after the sidebar's own.
          const listed = new Set(ids);
          const rest = version.docs.filter((doc) => !listed.has(doc.id)).map((doc) => doc.id);
          const isLastSidebar = sidebarId === Object.keys(version.sidebars).at(-1);
          const pages = await Promise.all(
            [...new Set(ids), ...(isLastSidebar ? rest : [])].map(async (id) => {
              const doc = docsById.get(id);
              if (!doc)
                throw new Error(`agentDocs: sidebar "${sidebarId}" lists unknown doc ${id}`);
              return writeTwin(doc);
            }),
          );
          sections.push({ title: label, pages });
        }
      }
      if (sections.length === 0) throw new Error('agentDocs: no docs sidebar found');

      async function writeTwin(doc: LoadedVersion['docs'][number]): Promise<LlmsPage> {
        const url = `${origin}${doc.permalink}`;
        const twin = markdownTwinPath(doc.permalink);
        const htmlFile = routeHtmlFile(outDir, baseUrl, doc.permalink);
        const html = await fs.readFile(htmlFile, 'utf8');
        let markdown: string;
        try {
          markdown = pageMarkdown(html, url);
        } catch (error) {
          throw new Error(`agentDocs: ${doc.permalink}: ${(error as Error).message}`);
        }
        await fs.writeFile(
          path.join(outDir, twin.slice(baseUrl.length)),
          `> ${fill(content.pointer)}\n\n${markdown}`,
        );
        return {
          title: doc.title,
          description: doc.description,
          url,
          markdownUrl: `${origin}${twin}`,
          markdown,
        };
      }

      const site = {
        name: brand.name,
        summary: fill(content.summary),
        details: fill(content.details),
        mcp: fill(content.mcp),
        sections,
      };
      await fs.writeFile(path.join(outDir, 'llms.txt'), llmsTxt(site));
      await fs.writeFile(path.join(outDir, 'llms-full.txt'), llmsFullTxt(site));
      if (!baseUrl.endsWith(`/${i18n.currentLocale}/`))
        await fs.writeFile(path.join(outDir, 'robots.txt'), robotsTxt(origin, baseUrl, i18n));
    },
  };
}
