import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { describe, expect, it } from 'vitest';
import { runLoader } from './runLoader.js';
import loader from '../src/docusaurus/docSearchFixesLoader.js';

const require = createRequire(import.meta.url);
const modal = readFileSync(require.resolve('@docsearch/react/modal'), 'utf8');

const run = (source: string) => runLoader(loader, source);

describe('DocSearch fixes loader', () => {
  it('rewrites every targeted expression of the installed DocSearch modal', () => {
    const { output, warnings } = run(modal);
    expect(warnings).toEqual([]);
    expect(output).toMatch(/searchSuggestions:Object\.keys\([\w$]+\)\}/);
    expect(output).toMatch(/finally\(function\(\)\{"error"!==[\w$]+\.getState\(\)\.status&&/);
    // The backdrop is neither a button nor in the tab order; the footer is no landmark.
    expect(modal).toMatch(/"DocSearch-Container"[^}]*role:"button",tabIndex:0/);
    expect(output).not.toMatch(/"DocSearch-Container"[^}]*role:"button"/);
    expect(output).toMatch(/\{className:\["DocSearch","DocSearch-Container"/);
    expect(output).not.toContain('createElement("footer"');
    expect(output).toContain('createElement("div",{className:"DocSearch-Footer"}');
  });

  it('leaves unknown code unchanged and warns', () => {
    const { output, warnings } = run('export const x = 1;');
    expect(output).toBe('export const x = 1;');
    expect(warnings).toHaveLength(4);
  });
});
