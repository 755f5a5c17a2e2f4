import { decodeHTML } from 'entities';

/** Heading text compared across HTML and Markdown: without inline markup, case or spacing. */
const comparable = (text: string): string =>
  text
    .replace(/\[([^\]]*)\]\([^)]*\)/g, '$1')
    .replace(/[*_`\\\u200b]/g, '')
    .replace(/\s+/g, ' ')
    .trim()
    .toLowerCase();

/** The headings of a built page: level and text by anchor (the minifier may drop the quotes). */
function htmlHeading(html: string, anchor: string): { level: number; text: string } | undefined {
  for (const match of html.matchAll(/<h([1-6])\b([^>]*)>([\s\S]*?)<\/h\1>/g)) {
    const id = /\bid=(?:"([^"]*)"|'([^']*)'|([^\s>"']+))/.exec(match[2]!);
    if (decodeHTML(id?.[1] ?? id?.[2] ?? id?.[3] ?? '') !== anchor) continue;
    return { level: Number(match[1]), text: decodeHTML(match[3]!.replace(/<[^>]*>/g, '')) };
  }
  return undefined;
}

/**
 * The section of a page's Markdown twin under the heading whose anchor is `anchor` (the anchors
 * are in the HTML page only): from that heading to the next heading of its level or above,
 * code blocks skipped. Undefined when the page has no such heading.
 */
export function pageSection(html: string, markdown: string, anchor: string): string | undefined {
  const heading = htmlHeading(html, anchor);
  if (heading === undefined) return undefined;
  const wanted = comparable(heading.text);
  const lines = markdown.split('\n');
  let fence: string | undefined;
  let start: number | undefined;
  let startLevel = 0;
  for (const [index, line] of lines.entries()) {
    const marker = /^\s*(`{3,}|~{3,})/.exec(line)?.[1];
    if (marker !== undefined && (fence === undefined || marker.startsWith(fence))) {
      fence = fence === undefined ? marker : undefined;
      continue;
    }
    if (fence !== undefined) continue;
    const found = /^(#{1,6})\s+(.*?)\s*#*\s*$/.exec(line);
    if (found === null) continue;
    const level = found[1]!.length;
    if (start === undefined) {
      if (comparable(found[2]!) === wanted) {
        start = index;
        startLevel = level;
      }
    } else if (level <= startLevel) {
      return lines.slice(start, index).join('\n').trimEnd() + '\n';
    }
  }
  return start === undefined ? undefined : lines.slice(start).join('\n').trimEnd() + '\n';
}
