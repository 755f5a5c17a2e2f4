/**
 * llms.txt and llms-full.txt of one locale, in the llmstxt.org
 * format: an H1 with the site's name, a blockquote summary, a paragraph of
 * details and the MCP endpoint, then one H2 section per sidebar with a Markdown list of
 * `[title](url): description` entries. llms-full.txt holds the same header
 * and then every page's Markdown twin in sidebar order.
 */

export interface LlmsPage {
  title: string;
  description: string;
  /** Absolute URL of the page's HTML. */
  url: string;
  /** Absolute URL of its Markdown twin. */
  markdownUrl: string;
  /** The twin's content. */
  markdown: string;
}

export interface LlmsSection {
  /** The sidebar's name as the navbar shows it in the locale ("Beispiele"). */
  title: string;
  pages: LlmsPage[];
}

export interface LlmsSite {
  name: string;
  summary: string;
  details: string;
  /** The paragraph naming the MCP endpoint. */
  mcp: string;
  sections: LlmsSection[];
}

/** One line of text: no line breaks, collapsed spaces. */
const oneLine = (text: string): string => text.replace(/\s+/g, ' ').trim();

/** Link text with the characters that would end it escaped. */
const linkText = (text: string): string => oneLine(text).replace(/([\\[\]])/g, '\\$1');

function header(site: LlmsSite): string {
  return `# ${oneLine(site.name)}\n\n> ${oneLine(site.summary)}\n\n${oneLine(site.details)}\n\n${oneLine(site.mcp)}\n`;
}

export function llmsTxt(site: LlmsSite): string {
  const sections = site.sections.map(
    (section) =>
      `## ${oneLine(section.title)}\n\n` +
      section.pages
        .map(
          (page) =>
            `- [${linkText(page.title)}](${page.markdownUrl})` +
            (page.description ? `: ${oneLine(page.description)}` : ''),
        )
        .join('\n') +
      '\n',
  );
  return [header(site), ...sections].join('\n');
}

export function llmsFullTxt(site: LlmsSite): string {
  const pages = site.sections.flatMap((section) =>
    // Each page opens with its address, then its twin (which starts with its `# Title`).
    section.pages.map((page) => `<${page.url}>\n\n${page.markdown.trim()}\n`),
  );
  return [header(site), ...pages].join('\n');
}
