import type { Root } from 'hast';
import { visit } from 'unist-util-visit';

/**
 * Rehype plugin: every Markdown table takes keyboard focus (the fact tables of
 * src/components/facts too). A table wider than the screen scrolls sideways
 * (Infima: display block, overflow auto), as most of the site's tables do on a
 * phone; without focus, a keyboard cannot scroll it (WCAG 2.1.1; axe:
 * scrollable-region-focusable).
 */
export default function focusableTables() {
  return (tree: Root): void =>
    visit(tree, { type: 'element', tagName: 'table' }, (table) => {
      table.properties.tabIndex = 0;
    });
}
