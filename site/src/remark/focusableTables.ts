import type { Root } from 'hast';
import type { MdxJsxFlowElementHast } from 'mdast-util-mdx-jsx';
import { visit } from 'unist-util-visit';

/**
 * Rehype plugin: every table of a page takes keyboard focus, Markdown tables and the `<table>`s
 * written as JSX in MDX alike (the fact tables of src/components/facts too). A table wider than
 * the screen scrolls sideways (Infima: display block, overflow auto), as most of the site's tables
 * do on a phone; without focus, a keyboard cannot scroll it (WCAG 2.1.1; axe:
 * scrollable-region-focusable).
 */
export default function focusableTables() {
  return (tree: Root): void => {
    visit(tree, { type: 'element', tagName: 'table' }, (table) => {
      table.properties.tabIndex = 0;
    });
    visit(tree, { type: 'mdxJsxFlowElement', name: 'table' }, (node) => {
      const table = node as MdxJsxFlowElementHast;
      table.attributes.push({ type: 'mdxJsxAttribute', name: 'tabIndex', value: '0' });
    });
  };
}
