import { spawn } from 'node:child_process';

/** Why ffmpeg could not make a thumbnail, worded for the API's caller. */
export class ThumbnailError extends Error {}

/**
 * Extracts one frame at `atSeconds` from the video file and returns it as a JPEG
 * `width` pixels wide. ffmpeg reads the file itself, so the video is never held in memory.
 */
export function extractThumbnail(ffmpegPath, videoPath, { atSeconds, width, timeoutMs }) {
  const args = [
    '-hide_banner',
    '-loglevel',
    'error',
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
      if (signal === 'SIGKILL') return reject(new ThumbnailError('ffmpeg took too long.'));
      if (code !== 0 || jpeg.length === 0) {
        const reason = stderr.trim().split('\n').pop() || 'no frame at that time';
        return reject(new ThumbnailError(`Could not read a frame from the upload: ${reason}`));
      }
      resolve(jpeg);
    });
  });
}
