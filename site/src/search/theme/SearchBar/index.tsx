import React, { lazy, Suspense, useCallback, useEffect, useRef, useState } from 'react';
import useIsomorphicLayoutEffect from '@docusaurus/useIsomorphicLayoutEffect';
import { loadClient, useSearchData } from '../../client';
import { SearchButton } from './SearchButton';
import '../../search.css';

const loadModal = () => import('./SearchModal');
const SearchModal = lazy(loadModal);

const inTextField = (event: KeyboardEvent): boolean => {
  const target = event.composedPath()[0] as HTMLElement;
  return target.isContentEditable || /^(INPUT|SELECT|TEXTAREA|BUTTON)$/.test(target.tagName);
};

/**
 * The navbar's search: only the button and the shortcuts load with the page;
 * the modal, the client and the index load on first interest (hover, focus
 * or touch of the button, or opening it). Shortcuts: Ctrl/Cmd+K toggles, "/"
 * outside text fields opens, a letter or digit typed on the button opens with
 * it as the query (umlauts included).
 */
export default function SearchBar() {
  const data = useSearchData();
  const button = useRef<HTMLButtonElement>(null);
  const [open, setOpen] = useState<{ query: string }>();
  // The modal's code, the client and, for our engine, the index; a search shows a failure.
  const warmUp = useCallback(() => {
    const index = loadClient(data).then((client) => client.preload?.());
    Promise.all([loadModal(), index]).catch(() => undefined);
  }, [data]);
  const close = useCallback(() => setOpen(undefined), []);
  // Focus returns to the button once the modal is gone (and the page no longer inert).
  const wasOpen = useRef(false);
  useEffect(() => {
    if (wasOpen.current && !open) button.current?.focus();
    wasOpen.current = open !== undefined;
  }, [open]);
  // In the hydration commit, so that a shortcut pressed as soon as the page is hydrated is not lost.
  useIsomorphicLayoutEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      if (!commandK && !(event.key === '/' && !open && !inTextField(event))) return;
      event.preventDefault();
      setOpen(open ? undefined : { query: '' });
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [open]);

  return (
    <>
      <SearchButton
        ref={button}
        onMouseOver={warmUp}
        onFocus={warmUp}
        onTouchStart={warmUp}
        onClick={() => setOpen({ query: '' })}
        onKeyDown={(event) => {
          if (event.ctrlKey || event.metaKey || event.altKey || !/^[\p{L}\p{N}]$/u.test(event.key))
            return;
          // The character becomes the query instead of being typed twice.
          event.preventDefault();
          setOpen({ query: event.key });
        }}
      />
      {open && (
        <Suspense fallback={null}>
          <SearchModal initialQuery={open.query} onClose={close} />
        </Suspense>
      )}
    </>
  );
}
