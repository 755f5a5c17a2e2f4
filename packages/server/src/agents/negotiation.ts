import path from 'node:path';
import Negotiator from 'negotiator';
import { memoized } from '../encoding.js';

/**
 * The page's two forms as the server sends them, HTML first: `*\/*` alone
 * gets HTML, the page's first form. Named with their charset, so that
 * `text/markdown; charset=utf-8` asks for the twin too.
 */
const forms = [
  'text/html; charset=utf-8',
  'text/markdown; charset=utf-8',
  'text/x-markdown; charset=utf-8',
];

/**
 * True when a request asks for Markdown and does not prefer HTML (`negotiator`):
 * it names `text/markdown` (or `text/x-markdown`) with a quality above 0 that
 * HTML does not beat; at equal quality the type named first wins. Browsers
 * (`text/html,…,*\/*;q=0.8`) never get Markdown.
 */
export const prefersMarkdown = memoized((value) => {
  const form = new Negotiator({ headers: { accept: value } }).mediaType(forms);
  return form !== undefined && form !== forms[0];
});

/**
 * The Markdown twin of a built page (site/src/plugins/agentDocs.ts):
 * `de/redis/index.html` (route `/de/redis/`) → `de/redis/index.md`,
 * `de/service/domain/index.html` (route `/de/service/domain`) → `de/service/domain.md`.
 */
export function markdownTwin(
  root: string,
  htmlFile: string,
  files: { has(file: string): boolean },
): string | null {
  if (path.basename(htmlFile) !== 'index.html') return null;
  const directory = path.dirname(htmlFile);
  const candidates = [path.join(directory, 'index.md')];
  // The build's root has no sibling to look at.
  if (directory !== path.resolve(root)) candidates.push(`${directory}.md`);
  return candidates.find((file) => files.has(file)) ?? null;
}
