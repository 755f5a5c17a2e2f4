// Stands in for @docusaurus/core/lib/client/browserContext.js on the client
// (see ../slicedHydrationUpdates.ts). Same exports (useIsBrowser() reads
// Context); isBrowser turns true after hydration in a transition.
import {
  createContext,
  createElement,
  startTransition,
  useEffect,
  useState,
  type ReactNode,
} from 'react';

export const Context = createContext(false);

export function BrowserContextProvider({ children }: { children: ReactNode }): ReactNode {
  // false while hydrating, as on the server.
  const [isBrowser, setIsBrowser] = useState(false);
  useEffect(() => startTransition(() => setIsBrowser(true)), []);
  return createElement(Context.Provider, { value: isBrowser }, children);
}
