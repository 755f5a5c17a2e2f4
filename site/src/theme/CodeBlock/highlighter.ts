import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';

let requested = (): void => undefined;
/** Static rendering highlights at once; the browser waits for loadHighlighter(). */
const wanted = ExecutionEnvironment.canUseDOM
  ? new Promise<void>((resolve) => (requested = resolve))
  : Promise.resolve();

/**
 * Prism and Docusaurus' code block, a chunk of its own and never in the first
 * load (evaluating Prism is a long task). It loads when the reader turns to a
 * code block (client module codeHighlighting) or a page with code renders in
 * the browser (./index.tsx).
 */
export const highlighter = wanted.then(() => import('./Highlighted'));

/** Loads the highlighter (once). */
export const loadHighlighter = (): void => requested();
