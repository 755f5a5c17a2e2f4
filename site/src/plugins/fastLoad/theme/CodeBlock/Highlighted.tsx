import { Prism } from 'prism-react-renderer';
import prismIncludeLanguages from '@theme/prism-include-languages';

// What theme-classic's Prism client module does on every page, done with the first code block.
prismIncludeLanguages(Prism);

/** Docusaurus' code block, in the highlighter's chunk (./index.tsx). */
export { default } from '@theme-init/CodeBlock';
