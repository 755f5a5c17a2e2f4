/**
 * The build contract (docs/requirements.md#build-contract, #configuration-errors): broken links abort the build,
 * broken markdown links, broken anchors and duplicate routes only warn, and each
 * configuration error stops the build with a message naming the problem. Reads
 * the variant builds of scripts/build-variants.mjs (the real site configuration
 * with one fault each), which `npm test` makes after the production build.
 */
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { variantsDir } from '../../../scripts/build-variants.mjs';

function variant(name: string): { status: number | null; output: string } {
  const file = path.join(variantsDir, name, 'result.json');
  if (!existsSync(file)) {
    throw new Error(`${file} is missing: run node scripts/build-variants.mjs ${name}`);
  }
  return JSON.parse(readFileSync(file, 'utf8')) as { status: number | null; output: string };
}

describe('build contract', () => {
  it('a broken link aborts the build and names the link', () => {
    const result = variant('broken-link');
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/found broken links/i);
    expect(result.output).toContain('/this-page-does-not-exist');
  });

  it('a broken markdown link and duplicate routes only warn', () => {
    const { output } = variant('broken-link');
    expect(output).toMatch(/\[WARNING\][^\n]*Markdown link[\s\S]*missing-page\.md/i);
    expect(output).not.toMatch(/\[ERROR\][^\n]*Markdown link/i);
    expect(output).toMatch(/\[WARNING\][\s\S]*duplicate routes[\s\S]*\/fixture\/twice/i);
  });

  it('a broken anchor only warns: the build passes', () => {
    const result = variant('german');
    expect(result.status, result.output).toBe(0);
    expect(result.output).toMatch(/\[WARNING\][\s\S]*broken anchor[\s\S]*no-such-heading/i);
  });

  it('an unknown navbar item type stops the build', () => {
    const result = variant('navbar-type');
    expect(result.status).not.toBe(0);
    expect(result.output).toMatch(/notARealType/);
    expect(result.output).toMatch(/navbar item type/i);
  });

  it('a nonexistent version name stops the build', () => {
    const result = variant('version-name');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('v99');
    expect(result.output).toMatch(/version/i);
  });

  it('a sidebar id without a link target stops the build', () => {
    const result = variant('sidebar-target');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('noSuchSidebar');
  });

  it('an invalid announcement bar stops the build naming the field', () => {
    const result = variant('announcement-invalid');
    expect(result.status).not.toBe(0);
    expect(result.output).toContain('NUBIVA_ANNOUNCEMENT: "content" is required');
  });
});
