import { useEffect } from 'react';

const isTextTarget = (event: KeyboardEvent): boolean => {
  const target = event.composedPath()[0] as HTMLElement;
  return (
    target.isContentEditable || ['INPUT', 'SELECT', 'TEXTAREA', 'BUTTON'].includes(target.tagName)
  );
};

/**
 * DocSearch's keyboard shortcuts (as its useDocSearchKeyboardEvents, without
 * its Ask AI part, which this site does not use): Ctrl/Cmd+K toggles the
 * modal, "/" opens it outside text fields, Escape closes it.
 */
export function useSearchShortcuts(isOpen: boolean, open: () => void, close: () => void): void {
  useEffect(() => {
    const onKeyDown = (event: KeyboardEvent): void => {
      const commandK = event.key?.toLowerCase() === 'k' && (event.metaKey || event.ctrlKey);
      const slash = event.key === '/' && !isOpen && !isTextTarget(event);
      if (!(commandK || slash || (isOpen && event.code === 'Escape'))) return;
      event.preventDefault();
      if (isOpen) close();
      else if (!document.body.classList.contains('DocSearch--active')) open();
    };
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [isOpen, open, close]);
}
