import type { Root, RootContent } from 'hast';

/**
 * Rehype plugin: every Markdown table takes keyboard focus (the fact tables of
 * src/components/facts too). A table wider than the screen scrolls sideways
 * (Infima: display block, overflow auto), as most of the site's tables do on a
 * phone; without focus, a keyboard cannot scroll it (WCAG 2.1.1; axe:
 * scrollable-region-focusable).
 */
export default function focusableTables() {
  const visit = (node: Root | RootContent): void => {
    if (node.type === 'element' && node.tagName === 'table') node.properties.tabIndex = 0;
    if ('children' in node) node.children.forEach(visit);
  };
  return visit;
}
