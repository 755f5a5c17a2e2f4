import React, { useEffect, useState, type ReactNode } from 'react';
import { Prism } from 'prism-react-renderer';
import type { Props } from '@theme/CodeBlock';
import OriginalCodeBlock from '@theme-original/CodeBlock';
import prismIncludeLanguages from '@theme/prism-include-languages';
import { useThemeConfig } from '@docusaurus/theme-common';

// What Docusaurus does in a client module on every page (themeConfig.prism.additionalLanguages),
// done here so that Prism only loads with the first code block (./highlighter.ts).
prismIncludeLanguages(Prism);

/**
 * Docusaurus' code block. With a dark Prism theme configured, it is mounted
 * again after hydration (as Docusaurus' own code block does on first render)
 * because the server always renders the light theme's colours.
 */
export default function HighlightedCodeBlock(props: Props): ReactNode {
  const { prism } = useThemeConfig();
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  const key = prism.darkTheme === undefined ? undefined : String(hydrated);
  return <OriginalCodeBlock key={key} {...props} />;
}
