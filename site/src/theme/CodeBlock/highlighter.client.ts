import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

/**
 * The highlighter in the browser: Prism and Docusaurus' code block as a chunk
 * of its own, loaded when the reader turns to a code block (client module
 * codeHighlighting) or when a page with code renders in the browser, never in
 * the first load: evaluating Prism is a long task. (Static rendering uses
 * highlighter.server.ts: src/plugins/deferredPrism.ts.)
 */
export type Highlighter = ComponentType<Props>;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;
let requested: () => void;
const firstRequest = new Promise<void>((resolve) => (requested = resolve));

export const loadedHighlighter = (): Highlighter | undefined => loaded;

/** Loads the highlighter (once). */
export function loadHighlighter(): Promise<Highlighter> {
  requested();
  loading ??= import('./Highlighted').then((module) => (loaded = module.default));
  return loading;
}

/** Resolves once something has loaded the highlighter, without loading it. */
export const highlighterLoaded = (): Promise<Highlighter> =>
  firstRequest.then(() => loadHighlighter());
