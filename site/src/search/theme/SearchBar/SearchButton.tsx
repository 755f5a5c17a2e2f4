import React, { useEffect, useState, type ComponentProps } from 'react';
import { text } from '../../texts';

export const SearchIcon = () => (
  <svg className="nsearch-icon" width="20" height="20" viewBox="0 0 24 24" aria-hidden="true">
    <circle cx="11" cy="11" r="8" stroke="currentColor" fill="none" strokeWidth="1.4" />
    <path d="m21 21-4.3-4.3" stroke="currentColor" fill="none" strokeLinecap="round" />
  </svg>
);

/**
 * The navbar's search button, named by its visible text (WCAG 2.5.3: no
 * "Search (Control+k)" label while showing "Ctrl K"), with the shortcut in
 * aria-keyshortcuts and the modifier key printed as keyboards of the locale
 * say it ("Strg" in German).
 */
export function SearchButton(props: ComponentProps<'button'>) {
  // Known only in the browser; the static HTML shows the Control key.
  const [apple, setApple] = useState(false);
  useEffect(() => setApple(/(Mac|iPhone|iPod|iPad)/i.test(navigator.platform)), []);
  return (
    <button
      type="button"
      className="nsearch-button"
      aria-keyshortcuts={apple ? 'Meta+K' : 'Control+K'}
      {...props}
    >
      <SearchIcon />
      <span className="nsearch-button-word">{text('label')}</span>
      {/* Named by aria-keyshortcuts; read out, the key caps would only repeat it. */}
      <span className="nsearch-keys" aria-hidden="true">
        <kbd>{apple ? '⌘' : text('ctrl')}</kbd>
        <kbd>K</kbd>
      </span>
    </button>
  );
}
