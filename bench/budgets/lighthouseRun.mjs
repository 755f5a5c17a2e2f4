// One Lighthouse run as a child process (the CLI of the benches' own install, Debian's
// Chromium through CHROME_PATH, never a downloaded browser), shared by
// bench/budgets/lighthouse.mjs and bench/rent.mjs. Asynchronous: the measured
// sites' servers run in the caller's process and must keep answering. Debian's
// headless Chromium now and then loses the trace (NO_NAVSTART): such a run is
// repeated, up to three attempts.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

/** The Lighthouse CLI of bench/package.json (LIGHTHOUSE_BIN overrides the command). */
export function lighthouseCommand() {
  if (process.env.LIGHTHOUSE_BIN) return process.env.LIGHTHOUSE_BIN.split(' ');
  const cli = path.join(root, 'bench/node_modules/lighthouse/cli/index.js');
  if (!existsSync(cli)) throw new Error('Lighthouse is not installed: run "npm ci --prefix bench"');
  return ['node', cli];
}

/**
 * The JSON report of one run of `url` (mobile preset, the project's config).
 * `categories`: Lighthouse's --only-categories.
 */
export async function runLighthouse(url, { categories, attempts = 3 }) {
  const command = lighthouseCommand();
  const env = { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' };
  for (let attempt = 1; ; attempt += 1) {
    try {
      const { stdout } = await promisify(execFile)(
        command[0],
        [
          ...command.slice(1),
          url,
          '--output=json',
          '--output-path=stdout',
          '--quiet',
          `--config-path=${path.join(root, 'bench/budgets/lighthouse.config.mjs')}`,
          `--only-categories=${categories.join(',')}`,
          '--chrome-flags=--headless=new --no-sandbox --disable-gpu',
        ],
        { env, encoding: 'utf8', maxBuffer: 256 * 1024 * 1024 },
      );
      const report = JSON.parse(stdout);
      if (report.runtimeError) throw new Error(`${report.runtimeError.code}`);
      for (const category of categories) {
        if (typeof report.categories[category]?.score !== 'number') {
          throw new Error(`no ${category} score`);
        }
      }
      return report;
    } catch (error) {
      if (attempt >= attempts) {
        throw new Error(`lighthouse failed for ${url}: ${String(error).slice(0, 500)}`);
      }
      const reason = (error.stderr?.trim() || String(error)).split('\n').at(-1);
      console.log(`  retrying ${url}: ${reason.slice(0, 200)}`);
    }
  }
}
