import { promises as fs } from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import { compressibleExtensions } from './encoding.js';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

/** Files smaller than this gain nothing from compression worth a second file. */
const minBytes = 1024;

/**
 * Brotli's quality per file: the highest for scripts and styles, which every page's first load
 * fetches; one below for pages, their Markdown twins and data, which is a third of the CPU time
 * for 2 % more bytes (measured on the whole build: 2026-11-29-ci-time-where-it-goes.md).
 */
const brotliQuality = (file: string): number =>
  ['.js', '.mjs', '.css'].includes(path.extname(file)) ? zlib.constants.BROTLI_MAX_QUALITY : 10;

export interface PrecompressSummary {
  files: number;
  originalBytes: number;
  brotliBytes: number;
  gzipBytes: number;
}

async function* walk(directory: string): AsyncGenerator<string> {
  for (const entry of await fs.readdir(directory, { withFileTypes: true })) {
    const full = path.join(directory, entry.name);
    if (entry.isDirectory()) yield* walk(full);
    else if (entry.isFile()) yield full;
  }
}

async function compressOne(file: string, summary: PrecompressSummary): Promise<void> {
  const data = await fs.readFile(file);
  if (data.length < minBytes) return;
  const [br, gz] = await Promise.all([
    brotli(data, {
      params: {
        [zlib.constants.BROTLI_PARAM_QUALITY]: brotliQuality(file),
        [zlib.constants.BROTLI_PARAM_SIZE_HINT]: data.length,
      },
    }),
    gzip(data, { level: zlib.constants.Z_BEST_COMPRESSION }),
  ]);
  summary.files += 1;
  summary.originalBytes += data.length;
  // A variant no smaller than the original would only cost the client CPU.
  if (br.length < data.length) {
    await fs.writeFile(`${file}.br`, br);
    summary.brotliBytes += br.length;
  }
  if (gz.length < data.length) {
    await fs.writeFile(`${file}.gz`, gz);
    summary.gzipBytes += gz.length;
  }
}

/**
 * Writes file.br and file.gz beside every compressible file of a build, so
 * the server never compresses per request. Runs as the last build step.
 */
export async function precompressDirectory(
  root: string,
  parallel = 4,
): Promise<PrecompressSummary> {
  const summary: PrecompressSummary = { files: 0, originalBytes: 0, brotliBytes: 0, gzipBytes: 0 };
  const queue: string[] = [];
  for await (const file of walk(root)) {
    if (compressibleExtensions.has(path.extname(file))) queue.push(file);
  }
  const workers = Array.from({ length: parallel }, async () => {
    for (let file = queue.pop(); file !== undefined; file = queue.pop()) {
      await compressOne(file, summary);
    }
  });
  await Promise.all(workers);
  return summary;
}
