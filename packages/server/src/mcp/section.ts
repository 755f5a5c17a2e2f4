/**
 * The section of a page's Markdown twin under the heading whose anchor is `anchor` (the twin
 * writes a heading's id as `{#id}`): from that heading to the next heading of its level or
 * above, code blocks skipped. Undefined when the page has no such heading.
 */
export function pageSection(markdown: string, anchor: string): string | undefined {
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
    const found = /^(#{1,6})\s.*?(?:\{#([^\s}]+)\})?\s*$/.exec(line);
    if (found === null) continue;
    const level = found[1]!.length;
    if (start === undefined) {
      if (found[2] === anchor) {
        start = index;
        startLevel = level;
      }
    } else if (level <= startLevel) {
      return lines.slice(start, index).join('\n').trimEnd() + '\n';
    }
  }
  return start === undefined ? undefined : lines.slice(start).join('\n').trimEnd() + '\n';
}
