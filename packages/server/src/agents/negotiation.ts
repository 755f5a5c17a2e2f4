import { promises as fs, type Stats } from 'node:fs';
import path from 'node:path';

/** Media types an agent may ask a page's Markdown twin by. */
const markdownTypes = new Set(['text/markdown', 'text/x-markdown']);

interface MediaRange {
  type: string;
  q: number;
}

function parseAccept(header: string | string[] | undefined): MediaRange[] {
  const value = Array.isArray(header) ? header.join(',') : (header ?? '');
  return value.split(',').flatMap((part) => {
    const [rawType, ...params] = part.split(';');
    const type = rawType?.trim().toLowerCase() ?? '';
    if (!/^[\w.+*-]+\/[\w.+*-]+$/.test(type)) return [];
    let q = 1;
    for (const param of params) {
      const [key, rawQ] = param.split('=');
      if (key?.trim().toLowerCase() === 'q') q = Number(rawQ);
    }
    return [{ type, q: Number.isFinite(q) ? Math.min(Math.max(q, 0), 1) : 0 }];
  });
}

/** The quality a list of ranges gives a type: its most specific match (RFC 9110 12.5.1). */
function qualityOf(ranges: MediaRange[], type: string): number {
  const major = `${type.split('/')[0]}/*`;
  for (const candidate of [type, major, '*/*']) {
    const matches = ranges.filter((range) => range.type === candidate);
    if (matches.length > 0) return Math.max(...matches.map((range) => range.q));
  }
  return 0;
}

/**
 * True when a request asks for Markdown and does not prefer HTML: it names
 * `text/markdown` explicitly with a quality above 0 that HTML does not beat.
 * Browsers (`text/html,…,*\/*;q=0.8`) never get Markdown; `*\/*` alone
 * gets HTML, the page's first form.
 */
export function prefersMarkdown(accept: string | string[] | undefined): boolean {
  const ranges = parseAccept(accept);
  const markdown = Math.max(
    0,
    ...ranges.filter((range) => markdownTypes.has(range.type)).map((range) => range.q),
  );
  return markdown > 0 && markdown >= qualityOf(ranges, 'text/html');
}

async function statFile(file: string): Promise<Stats | null> {
  const stat = await fs.stat(file).catch(() => null);
  return stat?.isFile() ? stat : null;
}

/**
 * The Markdown twin of a built page (issue 18; site/src/plugins/agentDocs.ts):
 * `de/redis/index.html` (route `/de/redis/`) → `de/redis/index.md`,
 * `de/service/domain/index.html` (route `/de/service/domain`) → `de/service/domain.md`.
 */
export async function markdownTwin(
  root: string,
  htmlFile: string,
): Promise<{ file: string; stat: Stats } | null> {
  if (path.basename(htmlFile) !== 'index.html') return null;
  const directory = path.dirname(htmlFile);
  const candidates = [path.join(directory, 'index.md')];
  // The build's root has no sibling to look at.
  if (directory !== path.resolve(root)) candidates.push(`${directory}.md`);
  for (const file of candidates) {
    const stat = await statFile(file);
    if (stat) return { file, stat };
  }
  return null;
}
