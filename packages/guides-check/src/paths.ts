import { fileURLToPath } from 'node:url';

export const repoRoot = fileURLToPath(new URL('../../../', import.meta.url));

/** Debian's interpreter, whose dist-packages hold python3-flask and friends. */
export const debianPython = '/usr/bin/python3';

/** Debian's Chromium: the path the platform image has and the guides name. */
export const chromiumPath = '/usr/bin/chromium';

export const ffmpegPath = '/usr/bin/ffmpeg';
