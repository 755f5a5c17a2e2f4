import { createWriteStream } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { extractThumbnail, ThumbnailError } from './thumbnail.js';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '0.0.0.0';
// The platform image ships ffmpeg here.
const ffmpegPath = process.env.FFMPEG_PATH ?? '/usr/bin/ffmpeg';
const maxUploadBytes = Number(process.env.MAX_UPLOAD_MB ?? 50) * 1024 * 1024;
const ffmpegTimeoutMs = Number(process.env.FFMPEG_TIMEOUT_MS ?? 30000);

class HttpError extends Error {
  constructor(status, message) {
    super(message);
    this.status = status;
  }
}

function sendJson(res, status, body) {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}

/** A number parameter, or its fallback when absent; refused with `message` unless `isValid`. */
function numberParam(searchParams, name, fallback, isValid, message) {
  const given = searchParams.get(name);
  const value = given === null ? fallback : Number(given);
  // Number('') is 0: a parameter given empty (`?at=`) is refused, not read as 0.
  if (given?.trim() === '' || !isValid(value)) throw new HttpError(400, message);
  return value;
}

function readOptions(searchParams) {
  const atSeconds = numberParam(
    searchParams,
    'at',
    1,
    (at) => Number.isFinite(at) && at >= 0,
    '"at" must be a time in seconds, 0 or more.',
  );
  const width = numberParam(
    searchParams,
    'width',
    320,
    (w) => Number.isInteger(w) && w >= 16 && w <= 1920,
    '"width" must be a whole number of pixels from 16 to 1920.',
  );
  return { atSeconds, width, timeoutMs: ffmpegTimeoutMs };
}

/** Streams the request body into a temporary file and stops at the size limit. */
function saveUpload(req, path) {
  const tooLarge = new HttpError(413, 'The video is larger than allowed.');
  if (Number(req.headers['content-length'] ?? 0) > maxUploadBytes) return Promise.reject(tooLarge);
  return new Promise((resolve, reject) => {
    const file = createWriteStream(path);
    let received = 0;
    req.on('data', (chunk) => {
      received += chunk.length;
      if (received <= maxUploadBytes) return;
      // Stop writing, discard the rest of the body, and answer right away.
      req.unpipe(file);
      file.destroy();
      req.resume();
      reject(tooLarge);
    });
    req.on('error', reject);
    file.on('error', reject);
    file.on('finish', () =>
      received === 0
        ? reject(new HttpError(400, 'The request body is empty; send the video file.'))
        : resolve(),
    );
    req.pipe(file);
  });
}

async function handleThumbnail(req, res, searchParams) {
  const contentType = req.headers['content-type'] ?? '';
  if (!contentType.startsWith('video/')) {
    throw new HttpError(415, 'Send the video as the request body with a video/* content type.');
  }
  const options = readOptions(searchParams);
  const dir = await mkdtemp(join(tmpdir(), 'thumb-'));
  try {
    const videoPath = join(dir, 'upload');
    await saveUpload(req, videoPath);
    const jpeg = await extractThumbnail(ffmpegPath, videoPath, options);
    res.writeHead(200, { 'content-type': 'image/jpeg', 'content-length': jpeg.length });
    res.end(jpeg);
  } finally {
    // Uploads never outlive their request, so the disk does not fill up.
    await rm(dir, { recursive: true, force: true });
  }
}

const server = createServer(async (req, res) => {
  const { pathname, searchParams } = new URL(req.url ?? '/', 'http://localhost');
  try {
    if (req.method === 'GET' && pathname === '/') {
      return sendJson(res, 200, { service: 'ffmpeg-thumbnails', status: 'ok' });
    }
    if (req.method === 'POST' && pathname === '/thumbnail') {
      return await handleThumbnail(req, res, searchParams);
    }
    return sendJson(res, 404, { error: 'Not found. Use POST /thumbnail?at=1&width=320' });
  } catch (error) {
    if (error instanceof HttpError) {
      res.setHeader('connection', 'close');
      return sendJson(res, error.status, { error: error.message });
    }
    if (error instanceof ThumbnailError)
      return sendJson(res, error.status, { error: error.message });
    console.error(error);
    return sendJson(res, 500, { error: 'Internal error.' });
  }
});

server.listen(port, host, () => console.log(`listening on http://${host}:${port}`));

process.on('SIGTERM', () => server.close(() => process.exit(0)));
