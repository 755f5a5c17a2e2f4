import type { Plugin } from '@docusaurus/types';
import { clientModuleReplacements } from './replaceModule';

/**
 * Right after hydration, two state updates re-render large parts of every
 * page: `useIsBrowser()` turns true, and `useWindowSize()` turns from "ssr"
 * into "mobile" or "desktop" (on a phone this renders the navbar's mobile
 * menu with the whole docs sidebar, and swaps the table of contents). Set in
 * effects, React renders them at default priority, in one piece: 20-50 ms on
 * this machine, a long task of 80-200 ms on a phone. Both modules are
 * replaced by ones that make that first update a transition, which React
 * renders in slices of about 5 ms between which the browser handles input;
 * later updates (a resize) stay urgent. Client only: the server renders the
 * "ssr" state either way.
 */
export default function slicedHydrationUpdates(): Plugin {
  return clientModuleReplacements('slicedHydrationUpdates', {
    '@docusaurus/theme-common/lib/hooks/useWindowSize.js':
      'slicedHydrationUpdates/useWindowSize.ts',
    '@docusaurus/core/lib/client/browserContext.js': 'slicedHydrationUpdates/browserContext.ts',
  });
}
