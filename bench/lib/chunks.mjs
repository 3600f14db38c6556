import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';

/** @typedef {{ file: string, rawBytes: number, gzipBytes: number }} ChunkSize */

/**
 * Files of a Vite build that are lazily loaded chunks (route pages and what they pull in): taken from the build
 * manifest's dynamic entries when there is one, otherwise every asset script that index.html does not load.
 * @param {string} distDir
 * @returns {string[]} paths relative to distDir
 */
function lazyChunkFiles(distDir) {
  const manifestPath = join(distDir, '.vite/manifest.json');
  if (existsSync(manifestPath)) {
    const manifest = /** @type {Record<string, { file: string, isDynamicEntry?: boolean }>} */ (
      JSON.parse(readFileSync(manifestPath, 'utf8'))
    );
    return Object.values(manifest)
      .filter((entry) => entry.isDynamicEntry && entry.file.endsWith('.js'))
      .map((entry) => entry.file);
  }
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  return readdirSync(join(distDir, 'assets'))
    .filter((name) => name.endsWith('.js') && !indexHtml.includes(name))
    .map((name) => `assets/${name}`);
}

/**
 * Sizes (raw and gzip) of a build's lazily loaded chunks, largest gzip first.
 * @param {string} distDir
 * @returns {ChunkSize[]}
 */
export function lazyChunkSizes(distDir) {
  return lazyChunkFiles(distDir)
    .map((file) => {
      const body = readFileSync(join(distDir, file));
      return { file, rawBytes: body.length, gzipBytes: gzipSync(body).length };
    })
    .sort((a, b) => b.gzipBytes - a.gzipBytes);
}

/**
 * Total gzip size of every JavaScript file in the build's assets folder.
 * @param {string} distDir
 * @returns {{ files: number, gzipBytes: number }}
 */
export function allAssetsGzip(distDir) {
  const names = readdirSync(join(distDir, 'assets')).filter((name) => name.endsWith('.js'));
  const gzipBytes = names.reduce(
    (sum, name) => sum + gzipSync(readFileSync(join(distDir, 'assets', name))).length,
    0,
  );
  return { files: names.length, gzipBytes };
}
