import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Code, Root } from 'mdast';
import { afterAll, describe, expect, it } from 'vitest';
import exampleFiles, { exampleCodeBlocks, languageOf } from '../src/remark/exampleFiles';

const examplesDir = mkdtempSync(join(tmpdir(), 'remark-example-files-'));
const app = join(examplesDir, 'nodejs', 'demo');
mkdirSync(join(app, 'src'), { recursive: true });
mkdirSync(join(app, 'node_modules', 'dep'), { recursive: true });
mkdirSync(join(app, '.next'), { recursive: true });
writeFileSync(join(app, 'server.js'), 'console.log("hi");\n');
writeFileSync(join(app, 'package.json'), '{ "name": "demo" }\n');
writeFileSync(join(app, 'src', 'main.rs'), 'fn main() {}\n');
writeFileSync(join(app, 'node_modules', 'dep', 'index.js'), 'installed');
writeFileSync(join(app, '.next', 'build.json'), '{}');
writeFileSync(join(app, 'next-env.d.ts'), 'generated');
// Lockfiles a reader creates with the guide's steps, never shown on the page.
for (const lockfile of ['package-lock.json', 'go.sum', 'Cargo.lock']) {
  writeFileSync(join(app, lockfile), 'locked');
}
afterAll(() => rmSync(examplesDir, { recursive: true, force: true }));

describe('example-files remark plugin', () => {
  it('lists source files, top level first, and skips installed or generated files and lockfiles', () => {
    const blocks = exampleCodeBlocks(examplesDir, 'nodejs/demo');
    expect(blocks.map((block) => block.meta)).toEqual([
      'title="package.json"',
      'title="server.js"',
      'title="src/main.rs"',
    ]);
    expect(blocks.map((block) => block.lang)).toEqual(['json', 'js', 'rust']);
    expect(blocks[1]?.value).toBe('console.log("hi");');
  });

  it('replaces the placeholder block in place, also inside nested nodes', () => {
    const placeholder: Code = { type: 'code', lang: 'example-files', value: 'nodejs/demo\n' };
    const tree: Root = {
      type: 'root',
      children: [
        { type: 'paragraph', children: [{ type: 'text', value: 'before' }] },
        { type: 'blockquote', children: [placeholder] },
      ],
    };
    exampleFiles({ examplesDir })(tree);
    const quote = tree.children[1];
    expect(quote?.type).toBe('blockquote');
    const codes = quote && 'children' in quote ? quote.children : [];
    expect(codes.map((node) => node.type)).toEqual(['code', 'code', 'code']);
  });

  it('fails the build for an unknown or malformed example', () => {
    expect(() => exampleCodeBlocks(examplesDir, 'nodejs/missing')).toThrow(/no example/);
    expect(() => exampleCodeBlocks(examplesDir, '../etc')).toThrow(/no example/);
  });

  it('embeds the real Express example byte for byte', () => {
    const realExamples = join(import.meta.dirname, '..', '..', 'examples');
    const server = exampleCodeBlocks(realExamples, 'nodejs/express').find(
      (block) => block.meta === 'title="server.js"',
    );
    const onDisk = readFileSync(join(realExamples, 'nodejs', 'express', 'server.js'), 'utf8');
    expect(`${server?.value}\n`).toBe(onDisk);
  });

  it('names the language of each file type', () => {
    expect(languageOf('main.go')).toBe('go');
    expect(languageOf('app.py')).toBe('python');
    expect(languageOf('Cargo.toml')).toBe('toml');
    expect(languageOf('page.tsx')).toBe('tsx');
    expect(languageOf('go.mod')).toBe('text');
  });
});
