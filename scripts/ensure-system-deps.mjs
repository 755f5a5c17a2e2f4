#!/usr/bin/env node
// Installs what the tests need beyond `npm ci --ignore-scripts`: the Debian packages listed in
// scripts/system-deps.json that are missing (needs root for apt-get; anyone else gets the exact
// command to run), and better-sqlite3's native binding, which `npm ci` builds from source unless
// it ran without scripts (.ci/run does, so that this minute of one core overlaps the site's
// build). The binding builds while apt-get downloads. `--packages-only` installs only the Debian
// packages (.ci/run starts it beside `npm ci`: both mostly wait on the network and the disk).
import { execFileSync, spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';

/** The build of better-sqlite3's binding when it is missing (else undefined). */
function buildSqliteBinding() {
  const server = createRequire(new URL('../packages/server/package.json', import.meta.url));
  try {
    new (server('better-sqlite3'))(':memory:').close();
    return undefined;
  } catch {
    // Unoptimised (the package builds at -O3): 33 s of one core instead of 91 s here (-O1: 43 s).
    // The tests check what the stores do, not how fast; `npm ci` with its scripts (or `npm rebuild
    // better-sqlite3`) builds the package's own -O3 binding that production and the benches use.
    console.log('building better-sqlite3 at -O0 (its native binding is missing)');
    const flags = (name) => `${process.env[name] ?? ''} -O0`.trim();
    return spawn('npm', ['rebuild', 'better-sqlite3'], {
      stdio: 'inherit',
      env: { ...process.env, CFLAGS: flags('CFLAGS'), CXXFLAGS: flags('CXXFLAGS') },
    });
  }
}

/** Installs the missing Debian packages; returns an error text when it cannot. */
function installMissingPackages() {
  const { packages } = JSON.parse(
    readFileSync(new URL('./system-deps.json', import.meta.url), 'utf8'),
  );
  const onPath = (binary) =>
    binary.startsWith('/')
      ? existsSync(binary)
      : spawnSync('sh', ['-c', `command -v ${binary}`]).status === 0;

  const missing = packages.filter((entry) => !onPath(entry.binary));
  if (missing.length === 0) return null;

  const aptPackages = [...new Set(missing.flatMap((entry) => entry.apt))];
  for (const entry of missing) console.log(`missing ${entry.binary}: needed for ${entry.why}`);
  const command = `apt-get update && apt-get install -y --no-install-recommends ${aptPackages.join(' ')}`;

  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || spawnSync('sh', ['-c', 'command -v apt-get']).status !== 0) {
    return `Cannot install system packages here. Run as root:\n  ${command}`;
  }
  console.log(`installing: ${aptPackages.join(' ')}`);
  execFileSync('sh', ['-c', command], {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  const stillMissing = missing.filter((entry) => !onPath(entry.binary));
  return stillMissing.length > 0
    ? `Still missing after install: ${stillMissing.map((e) => e.binary).join(', ')}`
    : null;
}

const binding = process.argv.includes('--packages-only') ? undefined : buildSqliteBinding();
let problem;
try {
  problem = installMissingPackages();
} catch (error) {
  problem = `installing system packages failed: ${error.message}`;
}
if (problem) {
  // Not left compiling on its own after this step failed.
  binding?.kill();
  console.error(problem);
  process.exit(1);
}
if (binding) {
  const code = binding.exitCode ?? (await new Promise((resolve) => binding.on('close', resolve)));
  if (code !== 0) {
    console.error(`npm rebuild better-sqlite3 exited with ${code}`);
    process.exit(1);
  }
}
