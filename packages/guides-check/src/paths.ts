import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Absolute path of one example app, e.g. exampleDir('nodejs/express'). */
export function exampleDir(id: string): string {
  return join(repoRoot, 'examples', id);
}

/** Debian's interpreter, whose dist-packages hold python3-flask and friends. */
export const debianPython = '/usr/bin/python3';

/** Debian's Chromium, the browser the platform image provides. */
export const chromiumPath = '/usr/bin/chromium';

export const ffmpegPath = '/usr/bin/ffmpeg';
