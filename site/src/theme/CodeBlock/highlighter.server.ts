import HighlightedCodeBlock from './Highlighted';
import type * as clientHighlighter from './highlighter.client';

/**
 * The highlighter during static rendering: loaded at once, so every code
 * block's HTML is complete and highlighted (see highlighter.client.ts).
 */
export const loadedHighlighter: typeof clientHighlighter.loadedHighlighter = () =>
  HighlightedCodeBlock;

export const loadHighlighter: typeof clientHighlighter.loadHighlighter = () =>
  Promise.resolve(HighlightedCodeBlock);

export const highlighterLoaded: typeof clientHighlighter.highlighterLoaded = loadHighlighter;
