import React, { forwardRef, useEffect, useState, type ComponentProps } from 'react';
import { translate } from '@docusaurus/Translate';
// The button's styles load with the page: it is in every navbar. The files come from
// @docsearch/css itself, because @docsearch/react declares "sideEffects": false and
// a bundler drops its bare `@docsearch/react/style` import from production builds.
import '@docsearch/css/dist/_variables.css';
import '@docsearch/css/dist/button.css';

const isApple = (): boolean => /(Mac|iPhone|iPod|iPad)/i.test(navigator.platform);

/**
 * DocSearch's button (same markup and classes, so its styles apply), named
 * by its visible text, with the shortcut in aria-keyshortcuts and the
 * modifier key printed as keyboards of the locale say it ("Strg" in German).
 * Stock DocSearch labels it "Search (Control+k)" while showing "Ctrl K",
 * which fails WCAG 2.5.3 (label in name), and prints "Ctrl" in every locale.
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
        className="DocSearch DocSearch-Button"
        aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
        {...props}
        ref={ref}
      >
        <span className="DocSearch-Button-Container">
          <svg
            width="20"
            height="20"
            className="DocSearch-Search-Icon"
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
          <span className="DocSearch-Button-Placeholder">
            {translate({
              id: 'theme.SearchBar.label',
              message: 'Search',
              description: 'The ARIA label and placeholder for search button',
            })}
          </span>
        </span>
        {/* Named by aria-keyshortcuts; read out, the key caps would only repeat it. */}
        <span className="DocSearch-Button-Keys" aria-hidden="true">
          <kbd
            className={
              apple ? 'DocSearch-Button-Key' : 'DocSearch-Button-Key DocSearch-Button-Key--ctrl'
            }
          >
            {apple ? '⌘' : ctrl}
          </kbd>
          <kbd className="DocSearch-Button-Key">K</kbd>
        </span>
      </button>
    );
  },
);
