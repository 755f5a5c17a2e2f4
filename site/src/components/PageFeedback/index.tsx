import React, { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import ErrorBoundary from '@docusaurus/ErrorBoundary';
import { useLocation } from '@docusaurus/router';
import { whenIdle } from '@site/src/utils/whenIdle';
import styles from './styles.module.css';

const Feedback = lazy(() => import('./Feedback'));

/**
 * "Was this page helpful?" after a page's content. Its code loads after
 * hydration, when the browser is idle (like the tracker), so it adds nothing
 * to the first load; the box keeps its height meanwhile, so nothing moves
 * when it fills in. If its code cannot be loaded (the network dropped), the
 * box stays empty: the page the reader is reading does not turn into the
 * crash screen.
 */
export default function PageFeedback(): ReactNode {
  const { pathname } = useLocation();
  const [ready, setReady] = useState(false);
  useEffect(() => {
    let mounted = true;
    whenIdle(() => mounted && setReady(true));
    return () => {
      mounted = false;
    };
  }, []);
  return (
    <section className={styles.feedback} data-page-feedback="">
      {ready && (
        <ErrorBoundary fallback={() => null}>
          <Suspense fallback={null}>
            <Feedback key={pathname} pathname={pathname} />
          </Suspense>
        </ErrorBoundary>
      )}
    </section>
  );
}
