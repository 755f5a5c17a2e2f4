/**
 * Client module: loads the syntax highlighter when the reader turns to a code
 * block (pointer, touch or keyboard focus), which gives the page's code
 * blocks Docusaurus' copy and word-wrap buttons (see src/theme/CodeBlock).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { loadHighlighter } from '@site/src/theme/CodeBlock/highlighter';

const INTEREST_EVENTS = ['pointerover', 'touchstart', 'focusin'] as const;

if (ExecutionEnvironment.canUseDOM) {
  const onInterest = (event: Event): void => {
    if (!(event.target instanceof Element) || !event.target.closest('.theme-code-block')) return;
    for (const name of INTEREST_EVENTS) document.removeEventListener(name, onInterest, true);
    loadHighlighter();
  };
  for (const name of INTEREST_EVENTS) {
    document.addEventListener(name, onInterest, { capture: true, passive: true });
  }
}
