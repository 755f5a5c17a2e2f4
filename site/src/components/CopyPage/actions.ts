/**
 * The copy-page menu's work, loaded on first interest (src/components/CopyPage):
 * reading the page's Markdown twin and reporting the reader's choice to the
 * site's tracker, as src/clientModules/linkTracker.ts reports outbound clicks.
 */
import { loadTracker } from '@site/src/utils/loadTracker';

export type CopyPageAction = 'copy' | 'view_markdown' | 'chatgpt' | 'claude';

/** The tracker event of a menu choice; its `action` parameter says which. */
export const COPY_PAGE_EVENT = 'copy_page_menu';

/** The Markdown twin's text (same origin). */
export async function fetchText(url: string): Promise<string> {
  const response = await fetch(url, { headers: { Accept: 'text/markdown' } });
  if (!response.ok) throw new Error(`${url}: HTTP ${response.status}`);
  return response.text();
}

export function report(action: CopyPageAction, pathname: string): void {
  loadTracker()
    .then(({ tracker }) => tracker.report(COPY_PAGE_EVENT, { action, path: pathname }))
    .catch(() => undefined);
}
