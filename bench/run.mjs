// npm run bench: figures, not pass/fail. Prints them with their targets and writes bench/results/latest.json.
// Usage: node bench/run.mjs [client-size] [cold-start] [project-search]   (default: all)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureClientSize } from './lib/client-size.mjs';
import { measureColdStart } from './lib/cold-start.mjs';
import { benchDir, repoRoot } from './lib/paths.mjs';
import { measureProjectSearch, PROJECTS } from './lib/project-search.mjs';
import { kB, median, round } from './lib/stats.mjs';
import { measureUpload, UPLOAD_BYTES } from './lib/upload.mjs';

const INITIAL_JS_TARGET_KB = 180;
const COLD_START_TARGET_MS = 3000;
const RUNS = 3;

const requested = process.argv.slice(2);
const wants = (/** @type {string} */ name) => requested.length === 0 || requested.includes(name);

// project-search needs only the server build.
const needsWeb = wants('client-size') || wants('cold-start');
for (const file of ['apps/server/dist/main.js', ...(needsWeb ? ['apps/web/dist/index.html'] : [])]) {
  if (!existsSync(join(repoRoot, file))) {
    console.error(`missing ${file}: run npm run build first`);
    process.exit(1);
  }
}

/** @type {Record<string, unknown>} */
const results = { measuredAt: new Date().toISOString(), node: process.version, platform: process.platform };

if (wants('client-size')) {
  console.log(
    'client size: measuring / in Chromium (signed in, signed out) and the Vite + React + MUI baseline',
  );
  const size = await measureClientSize();
  const ratio = size.signedIn.gzipBytes / size.baseline.gzipBytes;
  console.log(
    `  initial JS ${kB(size.signedIn.gzipBytes)} gzip (target ≤ ${INITIAL_JS_TARGET_KB}), ` +
      `baseline ${kB(size.baseline.gzipBytes)}, ratio ${ratio.toFixed(2)}`,
  );
  console.log(
    `    ${size.signedIn.files.length} files; as one gzip stream ${kB(size.signedIn.concatenatedGzipBytes)} ` +
      `(baseline ${kB(size.baseline.concatenatedGzipBytes)})`,
  );
  console.log(
    `  signed out (login prompt) ${kB(size.signedOut.gzipBytes)} gzip in ${size.signedOut.files.length} files`,
  );
  if (size.largestLazyChunk) {
    console.log(
      `  largest lazy chunk ${size.largestLazyChunk.file} ${kB(size.largestLazyChunk.gzipBytes)} gzip ` +
        `(of ${size.lazyChunks} lazy chunks)`,
    );
  }
  console.log(`  all JS assets ${kB(size.allAssets.gzipBytes)} gzip in ${size.allAssets.files} files`);
  results.clientSize = {
    unit: 'bytes (gzip via zlib.gzipSync of each response body); 1 kB = 1000 bytes',
    targetInitialGzipKB: INITIAL_JS_TARGET_KB,
    initialGzipBytes: size.signedIn.gzipBytes,
    ratioToBaseline: round(ratio, 3),
    signedIn: size.signedIn,
    signedOut: size.signedOut,
    baseline: size.baseline,
    largestLazyChunk: size.largestLazyChunk,
    lazyChunks: size.lazyChunks,
    allAssets: size.allAssets,
  };
}

if (wants('cold-start')) {
  console.log(`cold start on PGlite: ${RUNS} runs of (fresh data dir, then second start on the same dir)`);
  const start = await measureColdStart(RUNS);
  const summary = (/** @type {{ signInMs: number, rssMiB: number }[]} */ runs) => ({
    signInMs: runs.map((r) => Math.round(r.signInMs)),
    medianSignInMs: Math.round(median(runs.map((r) => r.signInMs))),
    rssMiB: runs.map((r) => round(r.rssMiB)),
    medianRssMiB: round(median(runs.map((r) => r.rssMiB))),
  });
  const fresh = summary(start.fresh);
  const migrated = summary(start.migrated);
  console.log(
    `  fresh data dir: first sign-in after ${fresh.medianSignInMs} ms median (target ≤ ${COLD_START_TARGET_MS}) ` +
      `[${fresh.signInMs.join(', ')}], resting RSS ${fresh.medianRssMiB} MiB`,
  );
  console.log(
    `  migrated data dir: first sign-in after ${migrated.medianSignInMs} ms median [${migrated.signInMs.join(', ')}], ` +
      `resting RSS ${migrated.medianRssMiB} MiB`,
  );
  results.coldStart = {
    runs: RUNS,
    targetMs: COLD_START_TARGET_MS,
    restingAfterMs: 5000,
    fresh,
    migrated,
  };
}

if (wants('project-search')) {
  // The PostgreSQL run creates and drops a database of its own on this server (BENCH_DATABASE_URL overrides).
  const postgresUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
  console.log(
    `project search: search-as-you-type over ${PROJECTS} projects (GET /api/v1/projects?q=…&limit=50)`,
  );
  const search = await measureProjectSearch(postgresUrl);
  for (const [engine, figures] of /** @type {const} */ ([
    ['PGlite', search.pglite],
    ['PostgreSQL', search.postgres],
  ])) {
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    console.log(
      `  ${engine}: p50 ${figures.p50Ms} ms, p95 ${figures.p95Ms} ms, max ${figures.maxMs} ms over ` +
        `${figures.requests} requests (${search.prefixes} prefixes, mean ${figures.meanMatches} matches; ` +
        `seeded in ${figures.seedMs} ms)`,
    );
  }
  results.projectSearch = search;
}

// `upload`: streaming upload of a 100 MiB file against a plain file copy, and the server's memory meanwhile.
if (wants('upload')) {
  console.log(
    `upload: ${UPLOAD_BYTES / 1024 / 1024} MiB multipart upload over HTTP (${RUNS} runs) vs a stream copy`,
  );
  const upload = await measureUpload(RUNS);
  const mbPerSecond = (/** @type {number} */ ms) => upload.bytes / 1e6 / (ms / 1000);
  const uploadMBs = median(upload.samples.map((sample) => mbPerSecond(sample.uploadMs)));
  const copyMBs = median(upload.samples.map((sample) => mbPerSecond(sample.copyMs)));
  const peakRssMiB = Math.max(...upload.samples.map((sample) => sample.peakRssMiB));
  console.log(
    `  upload ${Math.round(uploadMBs)} MB/s, copy ${Math.round(copyMBs)} MB/s, ratio ${(uploadMBs / copyMBs).toFixed(2)}; ` +
      `server RSS idle ${round(upload.idleRssMiB)} MiB, peak during upload ${round(peakRssMiB)} MiB ` +
      `(+${round(peakRssMiB - upload.idleRssMiB)} MiB for a ${upload.bytes / 1024 / 1024} MiB file)`,
  );
  results.upload = {
    bytes: upload.bytes,
    runs: RUNS,
    unit: 'MB/s = 10^6 bytes per second (medians); memory in MiB (VmRSS sampled every 10 ms)',
    uploadMBs: round(uploadMBs),
    copyMBs: round(copyMBs),
    ratio: round(uploadMBs / copyMBs, 3),
    idleRssMiB: round(upload.idleRssMiB),
    peakRssMiB: round(peakRssMiB),
    samples: upload.samples.map((sample) => ({
      uploadMs: Math.round(sample.uploadMs),
      copyMs: Math.round(sample.copyMs),
      peakRssMiB: round(sample.peakRssMiB),
    })),
  };
}

const resultsDir = join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written ${join(resultsDir, 'latest.json')}`);
