import semver from 'semver';
import { readGuide, type Guide, type GuideFile } from './guide.js';
import { guideEnv, removeProject, runCommand, writeProject } from './project.js';
import { freePort, startService, type RunningService } from './service.js';

/** A step of the page that the test replaces, with the reason the README lists. */
export interface Replaced {
  /** The steps before the first push (they download from a registry we cannot reach). */
  steps?: string;
  /** The build command. */
  build?: string;
  /** The start command: the command run instead, and why. */
  start?: { command: string; why: string };
}

export interface Deployment {
  guide: Guide;
  dir: string;
  service: RunningService;
  /** Seconds each phase took, for the timing figures. */
  seconds: Record<string, number>;
  stop(): Promise<void>;
}

const timed = <T>(seconds: Record<string, number>, name: string, work: () => T): T => {
  const started = performance.now();
  const result = work();
  seconds[name] = Math.round((performance.now() - started) / 100) / 10;
  return result;
};

/**
 * Does what a reader of the German guide does: writes the files the page shows into an
 * empty folder, runs its steps and its build command there, then its start command with
 * the platform's PORT and HOST, and waits until GET / answers 200.
 */
export async function deploy(
  id: string,
  options: { env?: NodeJS.ProcessEnv; replaced?: Replaced; readyTimeoutMs?: number } = {},
): Promise<Deployment> {
  return deployGuide(readGuide(id, 'de'), id, options);
}

/**
 * The tier runs a Node.js guide with this machine's Node.js (not the version the platform picks
 * for it), so that version must be one the guide's engines field allows: otherwise the tier
 * would pass a project on a Node.js its own package.json rules out.
 */
function checkNodeVersion(id: string, files: readonly GuideFile[]): void {
  const manifest = files.find((file) => file.path === 'package.json');
  if (!manifest) return;
  const range = (JSON.parse(manifest.content) as { engines?: { node?: string } }).engines?.node;
  if (range !== undefined && !semver.satisfies(process.version, range))
    throw new Error(
      `${id}: this machine's Node.js ${process.version} is outside engines.node ${range}`,
    );
}

/** `deploy` for a page read already (the quick start is no example guide). */
export async function deployGuide(
  guide: Guide,
  id: string,
  options: { env?: NodeJS.ProcessEnv; replaced?: Replaced; readyTimeoutMs?: number } = {},
): Promise<Deployment> {
  checkNodeVersion(id, guide.files);
  const dir = writeProject(id, guide.files);
  const seconds: Record<string, number> = {};
  try {
    const port = await freePort();
    const env = guideEnv(port, options.env);
    const replaced = options.replaced ?? {};
    if (!replaced.steps) {
      for (const step of guide.steps) timed(seconds, step, () => runCommand(step, dir, env));
    }
    if (!replaced.build) timed(seconds, guide.build, () => runCommand(guide.build, dir, env));
    const start = replaced.start?.command ?? guide.start;
    const started = performance.now();
    const service = await startService({
      command: start,
      cwd: dir,
      env,
      port,
      readyTimeoutMs: options.readyTimeoutMs,
    });
    seconds[start] = Math.round((performance.now() - started) / 100) / 10;
    console.log(`${id}: ${JSON.stringify(seconds)}`);
    return {
      guide,
      dir,
      service,
      seconds,
      stop: async () => {
        await service.stop();
        removeProject(dir);
      },
    };
  } catch (error) {
    removeProject(dir);
    throw error;
  }
}
