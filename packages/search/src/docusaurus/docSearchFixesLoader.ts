/**
 * Bundler loader for @docsearch/react's modal (4.7), fixing two upstream bugs
 * that hide screens the spec requires. Each fix rewrites one minified
 * expression; when an expression is not found (a DocSearch that fixed it),
 * the file passes unchanged with a build warning.
 *
 * 1. "Try searching for": suggestions are stored by spreading arrays into an
 *    object (`{...[], ...keys}`), which has no `length`, so the no-results
 *    screen never lists them. Store the array of group names instead.
 * 2. "Unable to fetch results": DocSearch sets the status to "error" when a
 *    search fails, but the bundled autocomplete core resets every finished
 *    request to "idle", so the failure screen never shows. Keep "error" until
 *    the next input.
 */
interface Fix {
  name: string;
  pattern: RegExp;
  replacement: string;
}

const FIXES: Fix[] = [
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
];

interface LoaderContext {
  emitWarning(warning: Error): void;
}

function docSearchFixesLoader(this: LoaderContext, source: string): string {
  let fixed = source;
  for (const fix of FIXES) {
    if (fix.pattern.test(fixed)) fixed = fixed.replace(fix.pattern, fix.replacement);
    else
      this.emitWarning(
        new Error(`nubiva-search: DocSearch ${fix.name} code not found; left unchanged.`),
      );
  }
  return fixed;
}

export default docSearchFixesLoader;
