import { createHash, randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, readFileSync } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { request as httpRequest } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { pipeline } from 'node:stream/promises';
import { findFreePort, residentMemoryMiB, spawnServer, waitForSignIn } from './server.mjs';

export const UPLOAD_BYTES = 100 * 1024 * 1024;
const CHUNK_BYTES = 1024 * 1024;
const RSS_POLL_MS = 10;

/**
 * Writes `bytes` random bytes to `path` (random, so nothing on the way can compress or deduplicate them).
 * @param {string} path
 * @param {number} bytes
 */
export async function writeRandomFile(path, bytes) {
  const file = await open(path, 'w');
  try {
    for (let written = 0; written < bytes; written += CHUNK_BYTES) {
      await file.write(randomBytes(Math.min(CHUNK_BYTES, bytes - written)));
    }
  } finally {
    await file.close();
  }
}

/**
 * Makes each run's content different (its first bytes), so every upload stores a new blob, and returns the
 * content's sha256.
 * @param {string} path
 * @param {number} run
 */
async function markRun(path, run) {
  const file = await open(path, 'r+');
  try {
    await file.write(Buffer.from(`vendoc-bench-run-${run}-${Date.now()}`), 0, undefined, 0);
  } finally {
    await file.close();
  }
  const hash = createHash('sha256');
  await pipeline(createReadStream(path), hash);
  return hash.digest('hex');
}

/**
 * The baseline: a plain stream copy of the same file on the same disk, flushed to disk before close like the
 * server's storage does.
 * @param {string} source
 * @param {string} target
 */
async function timeCopy(source, target) {
  const started = performance.now();
  await pipeline(createReadStream(source), createWriteStream(target, { flush: true }));
  const ms = performance.now() - started;
  await rm(target, { force: true });
  return ms;
}

/**
 * Posts `path` as the one file field `field` of a real HTTP multipart request to `urlPath`, streamed from disk;
 * resolves with the milliseconds until the server's answer and its parsed body.
 * @param {{ baseURL: string, accessToken: string, urlPath: string, field: string, fileName: string, path: string, size: number, contentType?: string }} options
 * @returns {Promise<{ ms: number, status: number, body: any }>}
 */
export function streamMultipart({
  baseURL,
  accessToken,
  urlPath,
  field,
  fileName,
  path,
  size,
  contentType = 'application/octet-stream',
}) {
  const boundary = `----vendoc-bench-${randomBytes(8).toString('hex')}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${fileName}"\r\n` +
      `Content-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  const url = new URL(urlPath, baseURL);
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const request = httpRequest(
      url,
      {
        method: 'POST',
        headers: {
          authorization: `Bearer ${accessToken}`,
          'content-type': `multipart/form-data; boundary=${boundary}`,
          'content-length': String(head.length + size + tail.length),
        },
      },
      (response) => {
        /** @type {Buffer[]} */
        const chunks = [];
        response.on('data', (chunk) => chunks.push(chunk));
        response.on('end', () => {
          const ms = performance.now() - started;
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ ms, status: response.statusCode ?? 0, body: text ? JSON.parse(text) : null });
        });
      },
    );
    request.on('error', reject);
    request.write(head);
    const file = createReadStream(path);
    file.on('error', reject);
    file.on('end', () => request.end(tail));
    file.pipe(request, { end: false });
  });
}

/**
 * Resident memory of the process sampled every few milliseconds until `stop()`; returns the highest sample.
 * @param {number} pid
 */
export function sampleRss(pid) {
  let peak = residentMemoryMiB(pid);
  const timer = setInterval(() => {
    try {
      peak = Math.max(peak, residentMemoryMiB(pid));
    } catch {
      // the process is gone; the caller notices
    }
  }, RSS_POLL_MS);
  return {
    stop() {
      clearInterval(timer);
      return peak;
    },
  };
}

/**
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} path
 * @param {unknown} body
 */
export async function postJson(baseURL, accessToken, path, body) {
  const response = await fetch(new URL(path, baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = await response.json();
  if (response.status !== 201) throw new Error(`POST ${path}: ${response.status} ${JSON.stringify(json)}`);
  return /** @type {{ id: string }} */ (json);
}

/**
 * Upload figure: the built server on a fresh data directory (PGlite), a generated 100 MiB file uploaded `runs`
 * times through a real HTTP multipart request streamed from disk, against a plain stream copy of the same file
 * measured in the same run; and the server's resident memory while idle and its peak during the uploads (it
 * must stream, not buffer: the peak stays far below the file size).
 * @param {number} runs
 */
export async function measureUpload(runs) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-upload-'));
  const port = await findFreePort();
  const server = spawnServer({ dataDir: join(workDir, 'data'), port, logPath: join(workDir, 'server.log') });
  try {
    const { accessToken } = await waitForSignIn(server);
    const client = await postJson(server.baseURL, accessToken, '/api/v1/clients', {
      kind: 'commercial',
      name: 'Benchmark Bau GmbH',
    });
    const project = await postJson(server.baseURL, accessToken, '/api/v1/projects', {
      name: 'Upload-Benchmark',
      clientId: client.id,
    });
    const source = join(workDir, 'bench-100mb.bin');
    await writeRandomFile(source, UPLOAD_BYTES);
    const size = (await stat(source)).size;

    // Idle figure after a short rest, so start-up garbage had a chance to go.
    await new Promise((resolve) => setTimeout(resolve, 2_000));
    const idleRssMiB = residentMemoryMiB(server.pid);

    /** @type {{ uploadMs: number, copyMs: number, peakRssMiB: number }[]} */
    const samples = [];
    for (let run = 0; run < runs; run += 1) {
      const sha256 = await markRun(source, run);
      const copyMs = await timeCopy(source, join(workDir, 'copy.bin'));
      const rss = sampleRss(server.pid);
      const upload = await streamMultipart({
        baseURL: server.baseURL,
        accessToken,
        urlPath: `/api/v1/projects/${project.id}/files`,
        field: 'files',
        fileName: 'bench-100mb.bin',
        path: source,
        size,
      });
      const peakRssMiB = rss.stop();
      const stored = upload.body?.files?.[0];
      if (upload.status !== 201 || stored?.size !== size || stored?.sha256 !== sha256) {
        throw new Error(`upload ${run + 1} failed: ${upload.status} ${JSON.stringify(upload.body)}`);
      }
      samples.push({ uploadMs: upload.ms, copyMs, peakRssMiB });
    }
    return { bytes: size, idleRssMiB, samples };
  } catch (error) {
    const log = readFileSync(server.logPath, 'utf8').split('\n').slice(-20).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\nserver log:\n${log}`, {
      cause: error,
    });
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
