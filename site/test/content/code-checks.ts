/**
 * Syntax checks for fenced code blocks, one per checkable language. Each
 * returns an error message, or null when the block parses.
 */
import { spawnSync } from 'node:child_process';
import ts from 'typescript';
import { parse as parseYaml } from 'yaml';

export type Checker = (code: string) => string | null;

function checkJson(code: string): string | null {
  try {
    JSON.parse(code);
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

function checkYaml(code: string): string | null {
  try {
    parseYaml(code, { prettyErrors: true });
    return null;
  } catch (error) {
    return (error as Error).message;
  }
}

/** Syntax errors only: the TypeScript parser, no type checking (snippets import packages we do not install). */
function checkScript(fileName: string): Checker {
  return (code) => {
    const output = ts.transpileModule(code, {
      fileName,
      reportDiagnostics: true,
      compilerOptions: { jsx: ts.JsxEmit.Preserve, target: ts.ScriptTarget.ES2022 },
    });
    const errors = (output.diagnostics ?? []).map((diagnostic) => {
      const message = ts.flattenDiagnosticMessageText(diagnostic.messageText, '\n');
      const position =
        diagnostic.file && diagnostic.start !== undefined
          ? diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start)
          : undefined;
      return position ? `line ${position.line + 1}: ${message}` : message;
    });
    return errors.length > 0 ? errors.join('; ') : null;
  };
}

function checkShell(code: string): string | null {
  const result = spawnSync('bash', ['-n'], { input: code, encoding: 'utf8' });
  return result.status === 0 ? null : result.stderr.trim() || `bash -n exited ${result.status}`;
}

/**
 * No Dockerfile linter (hadolint) is packaged for Debian, so this checks the
 * grammar's outline: every logical line (after joining `\` continuations)
 * starts with a known instruction and the first instruction is FROM or ARG.
 */
const dockerInstructions = new Set(
  'FROM RUN CMD LABEL EXPOSE ENV ADD COPY ENTRYPOINT VOLUME USER WORKDIR ARG ONBUILD STOPSIGNAL HEALTHCHECK SHELL'.split(
    ' ',
  ),
);

function checkDockerfile(code: string): string | null {
  const lines = code
    .replace(/\\\n/g, ' ')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line !== '' && !line.startsWith('#'));
  if (lines.length === 0) return 'empty Dockerfile';
  const first = lines[0]?.split(/\s+/)[0]?.toUpperCase();
  if (first !== 'FROM' && first !== 'ARG') return `first instruction is ${first}, expected FROM`;
  for (const line of lines) {
    const instruction = line.split(/\s+/)[0] ?? '';
    if (!dockerInstructions.has(instruction.toUpperCase())) return `unknown instruction: ${line}`;
    if (line.split(/\s+/).length < 2) return `instruction without arguments: ${line}`;
  }
  return null;
}

/** Fence language → checker. Languages not listed here are shown as written and not parsed. */
export const checkers: Record<string, Checker> = {
  json: checkJson,
  yaml: checkYaml,
  yml: checkYaml,
  js: checkScript('snippet.js'),
  javascript: checkScript('snippet.js'),
  jsx: checkScript('snippet.jsx'),
  ts: checkScript('snippet.ts'),
  typescript: checkScript('snippet.ts'),
  tsx: checkScript('snippet.tsx'),
  bash: checkShell,
  sh: checkShell,
  shell: checkShell,
  dockerfile: checkDockerfile,
  docker: checkDockerfile,
};

/**
 * Languages parsed in the guides tier, which has their system tools: Go by gofmt and Python by
 * python3 (no parser for either ships on npm, and `npm run test:fast` needs Node and npm only), in
 * packages/guides-check/test/system-code-blocks.test.ts.
 */
export const guidesTierLanguages = new Set(['go', 'python', 'py']);

/**
 * Languages that are allowed but not parsed (no parser available offline, or
 * not a program): the test lists them so nobody assumes they were checked.
 */
export const uncheckedLanguages = new Set([
  'text',
  'console',
  'dotenv',
  'ini',
  'toml',
  'sql',
  'rust',
  'http',
  'dns',
  'diff',
  'procfile',
  'redis',
]);
