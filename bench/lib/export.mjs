// Project export with 2 GB of files (issue 16): 40 files of 50 MiB of random bytes uploaded into one project, then
// POST …/exports with the files part, polled until done, the ZIP downloaded streaming to disk and checked (size,
// `unzip -l` entry count); wall time and the server's resident memory (VmRSS every 100 ms) before and at its peak.
import { execFile } from 'node:child_process';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdtemp, open, rm, stat } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { get as httpGet } from 'node:http';
import { pipeline } from 'node:stream/promises';
import { promisify } from 'node:util';
import { findFreePort, residentMemoryMiB, spawnServer, waitForSignIn, logTail } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson, streamMultipart, writeRandomFile } from './upload.mjs';

export const EXPORT_FILES = 40;
export const EXPORT_FILE_BYTES = 50 * 1024 * 1024;
export const EXPORT_RSS_TARGET_MIB = 150;
const RSS_POLL_MS = 100;
const POLL_MS = 250;
const EXPORT_TIMEOUT_MS = 15 * 60_000;

const execFileAsync = promisify(execFile);

/**
 * Samples the process's VmRSS every RSS_POLL_MS: the peak, and the samples (ms since start, MiB) for the results.
 * @param {number} pid
 */
function rssSampler(pid) {
  const started = performance.now();
  let peak = residentMemoryMiB(pid);
  let peakAtMs = 0;
  /** @type {[number, number][]} */
  const samples = [];
  const timer = setInterval(() => {
    try {
      const value = residentMemoryMiB(pid);
      const at = performance.now() - started;
      samples.push([Math.round(at), round(value)]);
      if (value > peak) {
        peak = value;
        peakAtMs = at;
      }
    } catch {
      // the process is gone; the caller notices
    }
  }, RSS_POLL_MS);
  return {
    stop() {
      clearInterval(timer);
      return { peakMiB: peak, peakAtMs: Math.round(peakAtMs), samples };
    },
  };
}

/**
 * Makes the file's content unique for upload `index` (its first bytes), so every upload stores a blob of its own.
 * @param {string} path
 * @param {number} index
 */
async function mark(path, index) {
  const file = await open(path, 'r+');
  try {
    await file.write(Buffer.from(`vendoc-export-bench-${index}-${Date.now()}-`), 0, undefined, 0);
  } finally {
    await file.close();
  }
}

/**
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} path
 */
async function getJson(baseURL, accessToken, path) {
  const response = await fetch(new URL(path, baseURL), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  const body = await response.json();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(body)}`);
  return body;
}

/**
 * One export of the project's files: rest, RSS before, POST until done (RSS sampled), the download streamed to disk
 * (RSS sampled), `unzip -l`, then the ZIP and the export deleted (disk).
 * @param {{ baseURL: string, accessToken: string, pid: number, projectId: string, workDir: string }} options
 */
async function exportOnce({ baseURL, accessToken, pid, projectId, workDir }) {
  // At rest before the export: the uploads' (or the last export's) garbage given a chance to go.
  await new Promise((resolve) => setTimeout(resolve, 3_000));
  const beforeMiB = residentMemoryMiB(pid);
  const loadBefore = loadavg().map((value) => round(value, 2));

  const exportRss = rssSampler(pid);
  const started = performance.now();
  const posted = await fetch(new URL(`/api/v1/projects/${projectId}/exports`, baseURL), {
    method: 'POST',
    headers: { authorization: `Bearer ${accessToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ include: ['files'] }),
  });
  const created = /** @type {{ id: string }} */ (await posted.json());
  if (posted.status !== 202) throw new Error(`POST …/exports: ${posted.status} ${JSON.stringify(created)}`);
  /** @type {{ status: string, size: number | null, error: string | null }} */
  let current;
  for (;;) {
    current = await getJson(baseURL, accessToken, `/api/v1/exports/${created.id}`);
    if (['done', 'failed', 'cancelled'].includes(current.status)) break;
    if (performance.now() - started > EXPORT_TIMEOUT_MS) throw new Error('the export did not finish in time');
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
  const exportMs = performance.now() - started;
  const during = exportRss.stop();
  if (current.status !== 'done') throw new Error(`export ${current.status}: ${current.error ?? ''}`);

  // The download, streamed to disk.
  const zipPath = join(workDir, 'export.zip');
  const downloadRss = rssSampler(pid);
  const downloadStarted = performance.now();
  // node:http rather than fetch: undici's web stream is the slower end of a local download of 2 GB.
  await new Promise((resolve, reject) => {
    const request = httpGet(
      new URL(`/api/v1/exports/${created.id}/download`, baseURL),
      { headers: { authorization: `Bearer ${accessToken}` } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`download: ${response.statusCode}`));
          return;
        }
        pipeline(response, createWriteStream(zipPath)).then(resolve, reject);
      },
    );
    request.on('error', reject);
  });
  const downloadMs = performance.now() - downloadStarted;
  const download = downloadRss.stop();
  const loadAfter = loadavg().map((value) => round(value, 2));
  try {
    const zipBytes = (await stat(zipPath)).size;
    // Baselines: the same download by curl to /dev/null (the server alone, no Node client), and a stream copy of
    // the ZIP on the same disk (reading and writing its bytes once: the floor of the export's own I/O).
    const curlStarted = performance.now();
    await execFileAsync('curl', [
      '--silent',
      '--fail',
      '--output',
      '/dev/null',
      '--header',
      `authorization: Bearer ${accessToken}`,
      new URL(`/api/v1/exports/${created.id}/download`, baseURL).toString(),
    ]);
    const curlMs = performance.now() - curlStarted;
    const copyPath = join(workDir, 'copy.zip');
    const copyStarted = performance.now();
    await pipeline(createReadStream(zipPath), createWriteStream(copyPath, { flush: true }));
    const copyMs = performance.now() - copyStarted;
    await rm(copyPath, { force: true });
    const { stdout } = await execFileAsync('unzip', ['-l', zipPath], { maxBuffer: 16 * 1024 * 1024 });
    // `unzip -l` ends with "<total bytes>  <n> files".
    const totals = /(\d+)\s+(\d+) files?\s*$/.exec(stdout.trim());
    return {
      exportMs: Math.round(exportMs),
      downloadMs: Math.round(downloadMs),
      curlDownloadMs: Math.round(curlMs),
      copyMs: Math.round(copyMs),
      zip: {
        bytes: zipBytes,
        reportedBytes: current.size,
        entries: totals ? Number(totals[2]) : Number.NaN,
        entryBytes: totals ? Number(totals[1]) : Number.NaN,
      },
      rssMiB: {
        before: round(beforeMiB),
        peakDuringExport: round(during.peakMiB),
        peakDuringExportAtMs: during.peakAtMs,
        peakDuringDownload: round(download.peakMiB),
        exportSamples: during.samples.filter((_, index) => index % 10 === 0),
      },
      machineLoad: { before: loadBefore, after: loadAfter },
    };
  } finally {
    await rm(zipPath, { force: true });
    await fetch(new URL(`/api/v1/exports/${created.id}`, baseURL), {
      method: 'DELETE',
      headers: { authorization: `Bearer ${accessToken}` },
    });
  }
}

/**
 * The `export` figure on a fresh PGlite data dir (removed afterwards with the source file): `files` uploads of
 * `fileBytes` random bytes into one project, then `runs` exports of its files, one after the other.
 * @param {{ runs: number, files?: number, fileBytes?: number }} options
 */
export async function measureExport({ runs, files = EXPORT_FILES, fileBytes = EXPORT_FILE_BYTES }) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-export-'));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
  });
  try {
    const { accessToken } = await waitForSignIn(server);
    const { baseURL } = server;
    const client = await postJson(baseURL, accessToken, '/api/v1/clients', {
      kind: 'commercial',
      name: 'Export-Benchmark GmbH',
    });
    const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
      name: 'Export-Benchmark',
      clientId: client.id,
    });
    const source = join(workDir, 'source.bin');
    await writeRandomFile(source, fileBytes);
    const uploadStarted = performance.now();
    for (let index = 0; index < files; index += 1) {
      await mark(source, index);
      const upload = await streamMultipart({
        baseURL,
        accessToken,
        urlPath: `/api/v1/projects/${project.id}/files`,
        field: 'files',
        fileName: `Aufnahme ${String(index + 1).padStart(2, '0')}.bin`,
        path: source,
        size: fileBytes,
      });
      if (upload.status !== 201 || upload.body?.files?.[0]?.size !== fileBytes)
        throw new Error(`upload ${index + 1}: ${upload.status} ${JSON.stringify(upload.body)}`);
    }
    const uploadMs = performance.now() - uploadStarted;
    await rm(source, { force: true });

    /** @type {Awaited<ReturnType<typeof exportOnce>>[]} */
    const samples = [];
    for (let run = 0; run < runs; run += 1)
      samples.push(
        await exportOnce({ baseURL, accessToken, pid: server.pid, projectId: project.id, workDir }),
      );
    const pick = (/** @type {(sample: (typeof samples)[number]) => number} */ value) =>
      round(median(samples.map(value)));
    return {
      runs,
      files,
      fileBytes,
      totalBytes: files * fileBytes,
      uploadMs: Math.round(uploadMs),
      medianExportMs: Math.round(pick((sample) => sample.exportMs)),
      medianDownloadMs: Math.round(pick((sample) => sample.downloadMs)),
      medianCurlDownloadMs: Math.round(pick((sample) => sample.curlDownloadMs)),
      medianCopyMs: Math.round(pick((sample) => sample.copyMs)),
      medianBeforeMiB: pick((sample) => sample.rssMiB.before),
      medianPeakDeltaMiB: pick((sample) => sample.rssMiB.peakDuringExport - sample.rssMiB.before),
      medianDownloadPeakDeltaMiB: pick((sample) => sample.rssMiB.peakDuringDownload - sample.rssMiB.before),
      samples,
    };
  } catch (error) {
    throw new Error(
      `${error instanceof Error ? error.message : String(error)}\nserver log:\n${logTail(server.logPath)}`,
      { cause: error },
    );
  } finally {
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}
