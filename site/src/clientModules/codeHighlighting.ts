/**
 * Client module: fetches the syntax highlighter chunk once the first page is
 * idle, so code blocks on pages reached by client-side navigation render
 * highlighted at once (see src/theme/CodeBlock).
 */
import ExecutionEnvironment from '@docusaurus/ExecutionEnvironment';
import { loadHighlighter } from '@nubiva/code-highlighter';

if (ExecutionEnvironment.canUseDOM) {
  loadHighlighter().catch(() => undefined);
}
