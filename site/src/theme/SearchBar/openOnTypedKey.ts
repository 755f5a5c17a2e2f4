import type { KeyboardEvent } from 'react';

const INPUT_SELECTOR = 'input.DocSearch-Input';
const WAIT_MS = 5000;

/** Writes into the modal's input the way typing does, so DocSearch searches for it. */
function typeIntoModal(text: string): void {
  const started = performance.now();
  const attempt = (): void => {
    const input = document.querySelector<HTMLInputElement>(INPUT_SELECTOR);
    if (input === null) {
      if (performance.now() - started < WAIT_MS) requestAnimationFrame(attempt);
      return;
    }
    const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set;
    setValue?.call(input, text);
    input.dispatchEvent(new Event('input', { bubbles: true }));
  };
  requestAnimationFrame(attempt);
}

/**
 * Typing a letter or digit while the search button has focus opens the modal
 * with that character as the query (spec section 2). DocSearch 4's keyboard
 * hook no longer does this, so the wrapper does.
 */
export function openOnTypedKey(event: KeyboardEvent<HTMLElement>): void {
  const button = event.target as HTMLElement;
  if (!button.classList.contains('DocSearch-Button')) return;
  if (event.ctrlKey || event.metaKey || event.altKey) return;
  if (event.key.length !== 1 || !/[\p{L}\p{N}]/u.test(event.key)) return;
  event.preventDefault();
  button.click();
  typeIntoModal(event.key);
}
