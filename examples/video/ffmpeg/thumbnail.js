import { spawn } from 'node:child_process';

/** Why ffmpeg could not make a thumbnail, worded for the API's caller, with the HTTP status. */
export class ThumbnailError extends Error {
  constructor(message, status = 422) {
    super(message);
    this.status = status;
  }
}

// The upload comes from anyone. Playlists (HLS, concat) would make ffmpeg open the local files or
// URLs named inside them, so ffmpeg reads only local files and only these containers: MP4 and
// QuickTime (`mov`), Matroska and WebM (`matroska`).
const inputLimits = ['-protocol_whitelist', 'file', '-format_whitelist', 'mov,matroska'];

/**
 * Extracts one frame at `atSeconds` from the video file and returns it as a JPEG
 * `width` pixels wide. ffmpeg reads the file itself, so the video is never held in memory.
 */
export function extractThumbnail(ffmpegPath, videoPath, { atSeconds, width, timeoutMs }) {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
    ...inputLimits,
    '-ss',
    String(atSeconds),
    '-i',
    videoPath,
    '-frames:v',
    '1',
    '-vf',
    `scale=${width}:-2`,
    '-f',
    'image2',
    '-c:v',
    'mjpeg',
    'pipe:1',
  ];
  return new Promise((resolve, reject) => {
    const child = spawn(ffmpegPath, args, { stdio: ['ignore', 'pipe', 'pipe'] });
    const chunks = [];
    let stderr = '';
    const timer = setTimeout(() => child.kill('SIGKILL'), timeoutMs);
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => (stderr += chunk));
    child.on('error', (error) => {
      clearTimeout(timer);
      reject(error);
    });
    child.on('close', (code, signal) => {
      clearTimeout(timer);
      const jpeg = Buffer.concat(chunks);
      // 422 like any upload ffmpeg cannot process: a 504 would read as the platform's own time-out.
      if (signal === 'SIGKILL') return reject(new ThumbnailError('ffmpeg took too long.'));
      if (stderr.includes('not on whitelist')) {
        return reject(new ThumbnailError('Send an MP4, QuickTime, WebM or Matroska video.'));
      }
      if (code !== 0 || jpeg.length === 0) {
        const reason = stderr.trim().split('\n').pop() || 'no frame at that time';
        return reject(new ThumbnailError(`Could not read a frame from the upload: ${reason}`));
      }
      resolve(jpeg);
    });
  });
}
