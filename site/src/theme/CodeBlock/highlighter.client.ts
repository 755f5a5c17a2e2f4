import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';

/**
 * The syntax highlighter in the browser: Prism and Docusaurus' code block as
 * a separate chunk, loaded on demand, never as part of the first load. Until
 * then the static HTML's code blocks are already highlighted; what loading
 * adds is Docusaurus' copy and word-wrap buttons. It loads when the reader
 * turns to a code block (pointer, touch or focus: the buttons show on hover)
 * or when a page is rendered in the browser with code blocks (a client-side
 * navigation). Evaluating Prism is a long task, so it is not done on every
 * page view. (During static rendering the synchronous highlighter.server.ts
 * stands in for this module: src/plugins/deferredPrism.ts.)
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
