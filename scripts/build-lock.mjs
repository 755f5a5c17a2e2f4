// Builds of the site made by tests and benches take one machine-wide lock
// (`flock /tmp/nubiva-build.lock`, where flock exists): two Docusaurus builds at
// once on a 2-core machine slow each other past the tests' time-outs. Never wrap
// a whole `npm test` in this lock: its own builds wait for it.
import { spawnSync } from 'node:child_process';

export const BUILD_LOCK = '/tmp/nubiva-build.lock';

let hasFlock;

/** `command` (program and arguments) run under the build lock: `[program, args]` for spawn. */
export function underBuildLock(command) {
  hasFlock ??= spawnSync('sh', ['-c', 'command -v flock']).status === 0;
  return hasFlock ? ['flock', [BUILD_LOCK, ...command]] : [command[0], command.slice(1)];
}
