#!/usr/bin/env node
// `npm start`: builds what is missing (packages, then the site in all four
// locales) and serves it on http://localhost:3000/ (German: /de/).
// `npm start -- --rebuild` forces a fresh build; PORT changes the port.
//
// Each step runs as a child that gets the signals this process gets (a process manager or a
// container runtime sends SIGTERM to `npm start`, which passes it here): the server then shuts
// down gracefully, and this process exits with its status.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { constants } from 'node:os';

const FORWARDED = ['SIGTERM', 'SIGINT', 'SIGHUP'];

/** Runs a command to its end, passing on the signals; exits unless it succeeded. */
function run(command, args) {
  return new Promise((resolve) => {
    const child = spawn(command, args, { stdio: 'inherit' });
    const forward = (signal) => child.kill(signal);
    for (const signal of FORWARDED) process.on(signal, forward);
    child.on('exit', (code, signal) => {
      for (const name of FORWARDED) process.off(name, forward);
      // A child ended by a signal exits as a shell reports it (128 + the signal's number).
      if (code !== 0) process.exit(code ?? 128 + (constants.signals[signal] ?? 0));
      resolve();
    });
  });
}

const rebuild = process.argv.includes('--rebuild');
if (rebuild || !existsSync('site/build/de/index.html')) await run('npm', ['run', 'build']);
await run(process.execPath, [
  'packages/server/dist/cli.js',
  '--port',
  process.env.PORT ?? '3000',
  '--host',
  process.env.HOST ?? '127.0.0.1',
]);
