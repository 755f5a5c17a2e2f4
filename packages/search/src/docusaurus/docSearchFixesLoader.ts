/**
 * Bundler loader for @docsearch/react's modal (4.7), fixing upstream bugs
 * that hide screens the spec requires and markup that fails axe-core. Each
 * fix rewrites one minified expression; when an expression is not found (a
 * DocSearch that fixed it), the file passes unchanged with a build warning.
 *
 * 1. "Try searching for": suggestions are stored by spreading arrays into an
 *    object (`{...[], ...keys}`), which has no `length`, so the no-results
 *    screen never lists them. Store the array of group names instead.
 * 2. "Unable to fetch results": DocSearch sets the status to "error" when a
 *    search fails, but the bundled autocomplete core resets every finished
 *    request to "idle", so the failure screen never shows. Keep "error" until
 *    the next input.
 * 3. The backdrop around the modal is a `role="button"` in the tab order,
 *    labelled by the search field and holding every control of the modal
 *    (axe: nested-interactive, label-content-name-mismatch). It only closes
 *    the modal on a click outside, which Escape and the cancel button also
 *    do: it becomes a plain element, without the combobox attributes the
 *    button role had overridden anyway (the search field carries them).
 * 4. The modal's footer is a `<footer>`, a second contentinfo landmark next
 *    to the page's (axe: landmark-no-duplicate-contentinfo, landmark-unique):
 *    it becomes a `<div>`.
 */
import { applySourceFixes, type LoaderContext, type SourceFix } from './sourceFixes.js';

const FIXES: SourceFix[] = [
  {
    name: 'search suggestions',
    pattern:
      /([\w$]+)\(\1\(\{\},null!==\(([\w$]+)=([\w$]+)\.context\.searchSuggestions\)&&void 0!==\2\?\2:\[\]\),(Object\.keys\([\w$]+\))\)/,
    replacement: '$4',
  },
  {
    name: 'error status',
    pattern:
      /\.finally\(function\(\)\{([\w$]+)\("idle"\),([\w$]+)&&([\w$]+)\.environment\.clearTimeout\(\2\)\}\);return ([\w$]+)\.pendingRequests\.add\(/,
    replacement:
      '.finally(function(){"error"!==$4.getState().status&&$1("idle"),$2&&$3.environment.clearTimeout($2)});return $4.pendingRequests.add(',
  },
  {
    name: 'backdrop role',
    pattern:
      /([\w$]+)\(\{ref:([\w$]+)\},[\w$]+\(\{"aria-expanded":!0\}\),\{className:(\["DocSearch","DocSearch-Container"[^\]]*\]\.filter\(Boolean\)\.join\(" "\)),role:"button",tabIndex:0,onMouseDown:/,
    replacement: '$1({ref:$2},{className:$3,onMouseDown:',
  },
  {
    name: 'footer landmark',
    pattern: /\.createElement\("footer",\{className:"DocSearch-Footer"\}/,
    replacement: '.createElement("div",{className:"DocSearch-Footer"}',
  },
];

function docSearchFixesLoader(this: LoaderContext, source: string): string {
  return applySourceFixes(
    this,
    source,
    FIXES,
    (name) => `nubiva-search: DocSearch ${name} code not found; left unchanged.`,
  );
}

export default docSearchFixesLoader;
