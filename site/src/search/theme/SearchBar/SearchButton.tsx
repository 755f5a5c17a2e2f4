import React, { forwardRef, useEffect, useState, type ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';

const isApple = (): boolean => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/**
 * The navbar's search button, named by its visible text (WCAG 2.5.3: no
 * "Search (Control+k)" label while showing "Ctrl K"), with the shortcut in
 * aria-keyshortcuts and the modifier key printed as keyboards of the locale
 * say it ("Strg" in German).
 */
export const SearchButton = forwardRef<HTMLButtonElement, ComponentProps<'button'>>(
  function SearchButton(props, ref) {
    const ctrl = translate({
      id: 'nubiva.search.ctrlKey',
      message: 'Ctrl',
      description: 'The Control key as printed on keyboards of the locale (German: Strg)',
    });
    // Known only in the browser; the static HTML shows the Control key.
    const [apple, setApple] = useState(false);
    useEffect(() => setApple(isApple()), []);
    return (
      <button
        type="button"
        className="nsearch-button"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        {...props}
        ref={ref}
      >
        <span className="nsearch-button-label">
          <svg
            width="20"
            height="20"
            className="nsearch-icon"
            viewBox="0 0 24 24"
            aria-hidden="true"
          >
            <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
            <path
              d="m21 21-4.3-4.3"
              stroke="currentColor"
              fill="none"
              strokeLinecap="round"
              strokeLinejoin="round"
            />
          </svg>
          <span className="nsearch-button-word">
            {translate({
              id: 'theme.SearchBar.label',
              message: 'Search',
              description: 'The ARIA label and placeholder for search button',
            })}
          </span>
        </span>
        {/* Named by aria-keyshortcuts; read out, the key caps would only repeat it. */}
        <span className="nsearch-keys" aria-hidden="true">
          <kbd className={apple ? undefined : 'nsearch-ctrl'}>{apple ? '⌘' : ctrl}</kbd>
          <kbd>K</kbd>
        </span>
      </button>
    );
  },
);
