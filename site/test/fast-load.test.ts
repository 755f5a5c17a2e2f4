/**
 * The fast-load layer's switches (src/plugins/fastLoad): options validated as Docusaurus validates
 * its own plugins', and each switched-off piece's theme components out of the theme path.
 */
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { LoadContext } from '@docusaurus/types';
import { normalizePluginOptions } from '@docusaurus/utils-validation';
import { afterAll, describe, expect, it } from 'vitest';
import fastLoadPlugin, {
  PIECES,
  validateOptions,
  type FastLoadOptions,
} from '../src/plugins/fastLoad';

const validate = (options: unknown) =>
  validateOptions({ validate: normalizePluginOptions as never, options: options as never });
const allOn = Object.fromEntries(
  Object.keys(PIECES).map((piece) => [piece, true]),
) as FastLoadOptions;
const generatedFilesDir = mkdtempSync(path.join(tmpdir(), 'fast-load-'));
afterAll(() => rmSync(generatedFilesDir, { recursive: true, force: true }));

/** The theme components the plugin puts on its theme path with these options. */
function themeComponents(options: Record<string, boolean>): string[] {
  const plugin = fastLoadPlugin({ generatedFilesDir } as LoadContext, options as FastLoadOptions);
  const dir = plugin.getThemePath!();
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.js'))
    .map((file) => file.replace(/\.js$/, ''))
    .sort();
}

describe('fast-load options', () => {
  it('switch every piece on by default and accept false per piece', () => {
    expect(validate({})).toMatchObject(allOn);
    expect(validate({ pageScripts: false })).toMatchObject({ ...allOn, pageScripts: false });
  });

  it('reject a misspelt piece or a switch that is not a boolean, naming it', () => {
    expect(() => validate({ pageScript: false })).toThrow(/"pageScript" is not allowed/);
    expect(() => validate({ chevrons: 'off' })).toThrow(/"chevrons" must be a boolean/);
  });

  it('put only the switched-on pieces’ components on the theme path', () => {
    expect(themeComponents(allOn)).toEqual(['CodeBlock', 'Navbar', 'Navbar/MobileSidebar']);
    expect(themeComponents({ ...allOn, memoisedLayout: false, deferredPrism: false })).toEqual([
      'Navbar/MobileSidebar',
    ]);
    const off = Object.fromEntries(Object.keys(allOn).map((piece) => [piece, false]));
    expect(themeComponents(off)).toEqual([]);
  });
});
