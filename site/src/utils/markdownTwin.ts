/**
 * Where a page's Markdown twin lives: next to its HTML, `.md`
 * appended to the route, `index.md` for a folder index route.
 *   /de/service/domain → /de/service/domain.md
 *   /de/redis/         → /de/redis/index.md
 *   /de/               → /de/index.md
 * Shared by the build (src/plugins/agentDocs.ts) and the copy-page menu.
 */
export function markdownTwinPath(pathname: string): string {
  return pathname.endsWith('/') ? `${pathname}index.md` : `${pathname}.md`;
}
