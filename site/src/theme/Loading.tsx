import React, { type ReactNode } from 'react';
import { translate } from '@docusaurus/Translate';
import type { LoadingComponentProps as Props } from 'react-loadable';
import styles from './Loading.module.css';

/** A page chunk loading (spinner) or failed (error, retry): Docusaurus' own is English only. */
export default function Loading({ error, retry, pastDelay }: Props): ReactNode {
  if (error) {
    return (
      <div className={`alert alert--danger ${styles.error}`} role="alert">
        <p>
          {translate({
            id: 'nubiva.loading.failed',
            message: 'This page could not be loaded.',
            description: 'Shown when a page chunk failed to load',
          })}
        </p>
        {/* Focusable: a keyboard scrolls it to the end of a long address (WCAG 2.1.1). */}
        <pre tabIndex={0}>{String(error)}</pre>
        <button type="button" className="button button--primary" onClick={retry}>
          {translate({
            id: 'nubiva.loading.retry',
            message: 'Retry',
            description: 'Button that retries loading a page chunk',
          })}
        </button>
      </div>
    );
  }
  if (pastDelay) {
    return (
      <div className={styles.spinnerBox} role="status">
        <span className={styles.spinner} aria-hidden="true" />
        <span className="sr-only">
          {translate({
            id: 'nubiva.loading.inProgress',
            message: 'Loading…',
            description: 'Screen-reader text of the page loading spinner',
          })}
        </span>
      </div>
    );
  }
  return null;
}
