import type { ComponentType } from 'react';
import type { Props } from '@theme/CodeBlock';
import { idle } from '../../utils/whenIdle';

/**
 * The syntax highlighter in the browser: Prism and Docusaurus' code block as
 * a separate chunk, fetched once the page has loaded and is idle, so it is
 * not part of the first load. (During static rendering the synchronous
 * highlighter.server.ts stands in for this module: src/plugins/deferredPrism.ts.)
 */
export type Highlighter = ComponentType<Props>;

let loaded: Highlighter | undefined;
let loading: Promise<Highlighter> | undefined;

export const loadedHighlighter = (): Highlighter | undefined => loaded;

export function loadHighlighter(): Promise<Highlighter> {
  loading ??= idle()
    .then(() => import('./Highlighted'))
    .then((module) => (loaded = module.default));
  return loading;
}
