// Stands in for @docusaurus/theme-common/lib/hooks/useWindowSize.js on the
// client (see ../slicedHydrationUpdates.ts). Same API and breakpoint; the
// first update after hydration is a transition.
import { startTransition, useEffect, useState } from 'react';
import { DESKTOP_BREAKPOINT_PX } from '../../data/site';

type WindowSize = 'desktop' | 'mobile' | 'ssr';

export function useWindowSize({
  desktopBreakpoint = DESKTOP_BREAKPOINT_PX,
}: { desktopBreakpoint?: number } = {}): WindowSize {
  // "ssr" during hydration, as on the server: anything else would not match its HTML.
  const [windowSize, setWindowSize] = useState<WindowSize>('ssr');
  useEffect(() => {
    const update = (): void =>
      setWindowSize(window.innerWidth > desktopBreakpoint ? 'desktop' : 'mobile');
    startTransition(update);
    window.addEventListener('resize', update);
    return () => window.removeEventListener('resize', update);
  }, [desktopBreakpoint]);
  return windowSize;
}
