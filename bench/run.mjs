// npm run bench: figures, not pass/fail. Prints them with their targets and writes bench/results/latest.json.
// Usage: node bench/run.mjs [client-size] [cold-start] [project-search] [upload] [boq] [datanorm] [matching]
//        [quantity-survey] [quantity-survey-browser] [hardening] [pdf] [designer] [order-documents]
//        [offline-sync] [plans] [export] [gaeb-formats] [load] [crash] [fuzz]
//        (default: all)
import { existsSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { measureClientSize } from './lib/client-size.mjs';
import { measureColdStart } from './lib/cold-start.mjs';
import { BOQ_ITEMS, measureBoq } from './lib/boq.mjs';
import { MATCH_ITEMS, MATCH_POSITIONS, measureMatching } from './lib/matching.mjs';
import { DATANORM_ARTICLES, measureDatanorm } from './lib/datanorm.mjs';
import { measureQuantitySurvey } from './lib/quantity-survey.mjs';
import {
  BASELINE_LINES,
  LINES_PER_SHEET,
  SAMPLES,
  SURVEY_SHEETS,
  measureQuantitySurveyBrowser,
} from './lib/quantity-survey-browser.mjs';
import { DESIGNER_ELEMENTS, FRAME_BUDGET_MS, WINDOW_MS, measureDesigner } from './lib/designer.mjs';
import { measureHugeGaebName, measureLoginThrottle } from './lib/hardening.mjs';
import { benchDir, repoRoot } from './lib/paths.mjs';
import { measurePdf } from './lib/pdf.mjs';
import { measurePlans, PDF_MEGABYTES, PLANS_TARGET_MS } from './lib/plans.mjs';
import { EXPORT_FILE_BYTES, EXPORT_FILES, EXPORT_RSS_TARGET_MIB, measureExport } from './lib/export.mjs';
import { FORMAT_ITEMS, measureGaebFormats } from './lib/gaeb-formats.mjs';
import { CRASH_ROUNDS, CRASH_WRITES, measureCrash } from './lib/crash.mjs';
import { AREAS_CONNECTIONS, AREAS_SECONDS } from './lib/load-areas.mjs';
import { measureFuzz } from './lib/fuzz.mjs';
import { LOAD_CLIENTS, LOAD_CONNECTIONS, MIXED_CONNECTIONS, measureLoad } from './lib/load.mjs';
import { measureOrderDocuments } from './lib/order-documents.mjs';
import { CHANGES, measureOfflineSync, PHOTOS } from './lib/offline-sync.mjs';
import { measureProjectSearch, PROJECTS } from './lib/project-search.mjs';
import { kB, median, ratio, round } from './lib/stats.mjs';
import { measureUpload, UPLOAD_BYTES } from './lib/upload.mjs';

const INITIAL_JS_TARGET_KB = 180;
const COLD_START_TARGET_MS = 3000;
const BOQ_IMPORT_TARGET_RATIO = 3;
const BOQ_FIRST_ROWS_TARGET_MS = 1000;
const IMPORT_NEIGHBOUR_P95_TARGET_MS = 200;
const MATCH_TOP3_TARGET = 0.9;
const MATCH_TARGET_MS = 5000;
const DATANORM_IMPORT_TARGET_MS = 15_000;
const RUNS = 3;

const requested = process.argv.slice(2);
const wants = (/** @type {string} */ name) => requested.length === 0 || requested.includes(name);

// project-search and upload need only the server build.
const needsWeb = wants('client-size') || wants('cold-start') || wants('boq') || wants('plans');
// pdf needs no build at all.
const needsServer = requested.length === 0 || requested.some((name) => name !== 'pdf');
// The PostgreSQL runs create and drop a database of their own on this server (BENCH_DATABASE_URL overrides).
const postgresUrl = process.env['BENCH_DATABASE_URL'] ?? 'postgres://postgres@127.0.0.1:5432/test';
for (const file of [
  ...(needsServer ? ['apps/server/dist/main.js'] : []),
  ...(needsWeb ? ['apps/web/dist/index.html'] : []),
]) {
  if (!existsSync(join(repoRoot, file))) {
    console.error(`missing ${file}: run npm run build first`);
    process.exit(1);
  }
}

/** @type {Record<string, unknown>} */
const results = { measuredAt: new Date().toISOString(), node: process.version, platform: process.platform };

if (wants('client-size')) {
  console.log(
    'client size: measuring / in Chromium (signed in, signed out), the Vite + React + MUI baseline and the stack floor',
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
  console.log(
    `  stack floor (baseline-stack: router, MUI shell and login prompt, query, zustand, i18next, axios) ` +
      `${kB(size.stackBaseline.gzipBytes)} gzip in ${size.stackBaseline.files.length} files, ` +
      `ratio signed in / floor ${(size.signedIn.gzipBytes / size.stackBaseline.gzipBytes).toFixed(2)}`,
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
    stackBaseline: size.stackBaseline,
    ratioToStackBaseline: round(size.signedIn.gzipBytes / size.stackBaseline.gzipBytes, 3),
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
  const withoutImage = start.freshWithoutImage.length > 0 ? summary(start.freshWithoutImage) : null;
  if (withoutImage != null) {
    console.log(
      `  fresh data dir without the database image: first sign-in after ${withoutImage.medianSignInMs} ms median ` +
        `[${withoutImage.signInMs.join(', ')}], resting RSS ${withoutImage.medianRssMiB} MiB`,
    );
  }
  results.coldStart = {
    runs: RUNS,
    targetMs: COLD_START_TARGET_MS,
    restingAfterMs: 5000,
    fresh,
    migrated,
    freshWithoutImage: withoutImage,
  };
}

if (wants('project-search')) {
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

// `order-documents` (issue 14): the documents list over 10,000 documents, issuing an invoice of 2,000 items.
if (wants('order-documents')) {
  console.log(
    'order documents: list of 10,000 documents (p95), issuing an invoice of 2,000 items (PDF + ZUGFeRD)',
  );
  const documents = await measureOrderDocuments(postgresUrl);
  for (const [engine, figures] of /** @type {const} */ ([
    ['PGlite', documents.pglite],
    ['PostgreSQL', documents.postgres],
  ])) {
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    console.log(
      `  ${engine}: list p50 ${figures.list.p50Ms} ms, p95 ${figures.list.p95Ms} ms (target < 100 ms), max ` +
        `${figures.list.maxMs} ms over ${figures.list.requests} requests; issue ${documents.issueItems} items ` +
        `median ${figures.issue.workers.medianMs} ms (${figures.issue.workers.samplesMs.join(', ')}; target < ` +
        `3000 ms), ${figures.issue.workers.storedBytes} bytes stored`,
    );
    // The official rules in worker threads against the baseline on the event loop (VENDOC_RULES_WORKERS=0).
    const { workers, eventLoop } = figures.issue;
    console.log(
      `    issuing with the rules on the event loop: median ${eventLoop.medianMs} ms ` +
        `(${eventLoop.samplesMs.join(', ')}), in worker threads ${ratio(workers.medianMs, eventLoop.medianMs)}; ` +
        `a request meanwhile waits at most ${eventLoop.otherRequests.maxMs} ms (p50 ${eventLoop.otherRequests.p50Ms} ms), ` +
        `with worker threads ${workers.otherRequests.maxMs} ms (p50 ${workers.otherRequests.p50Ms} ms), ` +
        `${ratio(workers.otherRequests.maxMs, eventLoop.otherRequests.maxMs)}`,
    );
  }
  results.orderDocuments = documents;
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

// `boq`: the 20,000-item X83 (issue 4): import against a bare parse, export, and the positions page in Chromium.
if (wants('boq')) {
  console.log(
    `boq: generated X83 with ${BOQ_ITEMS} items; bare fast-xml-parser parse, import until stored and export ` +
      `(${RUNS} runs, PGlite and PostgreSQL), positions page in Chromium`,
  );
  const boq = await measureBoq(postgresUrl, RUNS);
  printBoq(boq);
  results.boq = {
    runs: RUNS,
    unit: 'ms (medians; samples in order); memory in MiB (VmRSS sampled every 10 ms)',
    targetImportToBareParseRatio: BOQ_IMPORT_TARGET_RATIO,
    targetFirstRowsMs: BOQ_FIRST_ROWS_TARGET_MS,
    ...boq,
  };
}

// `matching`: top-1/top-3 on the labelled data set, and 1,000 BoQ items against 10,000 positions (issue 5).
if (wants('matching')) {
  console.log(
    `matching: accuracy on the labelled set ('test' and 'dev'), then ${MATCH_ITEMS} items against ` +
      `${MATCH_POSITIONS} positions via GET …/matches (${RUNS} runs, PGlite and PostgreSQL)`,
  );
  const matching = await measureMatching(postgresUrl, RUNS);
  for (const [engine, figures] of /** @type {const} */ ([
    ['PGlite', matching.pglite],
    ['PostgreSQL', matching.postgres],
  ])) {
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    const { test, dev } = figures.accuracy;
    const pct = (/** @type {number} */ share) => `${(share * 100).toFixed(1)} %`;
    console.log(
      `  ${engine}: test top-1 ${pct(test.top1)}, top-3 ${pct(test.top3)} (target ≥ ${pct(MATCH_TOP3_TARGET)}, ` +
        `${test.items} items); dev top-1 ${pct(dev.top1)}, top-3 ${pct(dev.top3)} (${dev.items} items)`,
    );
    console.log(
      `    ${figures.speed.items} items x ${figures.speed.positions} positions: ${figures.speed.medianMs} ms median ` +
        `(target < ${MATCH_TARGET_MS}) [${figures.speed.samplesMs.join(', ')}]`,
    );
  }
  results.matching = {
    runs: RUNS,
    unit: 'shares of items (top-1, top-3); ms (medians; samples in order)',
    targetTop3: MATCH_TOP3_TARGET,
    targetMs: MATCH_TARGET_MS,
    ...matching,
  };
}

/**
 * @param {Awaited<ReturnType<typeof measureBoq>>} boq
 */
function printBoq(boq) {
  const bare = boq.parse.bare.medianMs;
  console.log(
    `  file ${(boq.file.bytes / 1e6).toFixed(1)} MB, ${boq.file.items} items, ${boq.file.categories} categories ` +
      `(seed ${boq.file.seed}); machine load ${boq.loadAverage.before.join(' ')}`,
  );
  console.log(
    `  bare parse (fast-xml-parser, decode included) ${bare} ms median [${boq.parse.bare.samplesMs.join(', ')}], ` +
      `CPU ${boq.parse.bare.medianCpuMs} ms; ` +
      `keeping attributes ${boq.parse.withAttributes.medianMs} ms`,
  );
  console.log(
    `  GAEB library alone: readGaeb ${boq.library.readMedianMs} ms (${(boq.library.readMedianMs / bare).toFixed(2)} x bare), ` +
      `write X84 ${boq.library.write84MedianMs} ms, X83 ${boq.library.write83MedianMs} ms`,
  );
  const error = (/** @type {unknown} */ value) =>
    value && typeof value === 'object' && 'error' in value ? String(value.error) : null;
  for (const [engine, figures] of /** @type {const} */ ([
    ['PGlite', boq.pglite],
    ['PostgreSQL', boq.postgres],
  ])) {
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    const imported = figures.import;
    console.log(
      `  ${engine}: import until stored ${imported.medianMs} ms median [${imported.samplesMs.join(', ')}], ` +
        `ratio to the bare parse ${imported.pairedRatio} (target ≤ ${BOQ_IMPORT_TARGET_RATIO}; median of each import ` +
        `over a parse right before it [${imported.pairedParseMs.join(', ')}] ms); server CPU ` +
        `${imported.medianCpuMs} ms, ${imported.cpuRatio} x the parse's CPU`,
    );
    console.log(
      `    server RSS peak ${imported.peakRssMiB} MiB during the imports, ${imported.restingRssMiB} MiB at rest after`,
    );
    const alongside = figures.alongside;
    console.log(
      'error' in alongside
        ? `    requests during an import: failed: ${alongside.error}`
        : `    requests during an import (GET /clients?limit=50, one after another): p95 ${alongside.p95Ms} ms ` +
            `(target < ${IMPORT_NEIGHBOUR_P95_TARGET_MS}), p50 ${alongside.p50Ms} ms, max ${alongside.maxMs} ms, ` +
            `${alongside.requests} requests in ${alongside.importMs} ms of import`,
    );
    const nodes = figures.nodes;
    if ('error' in nodes) console.log(`    tree: failed: ${nodes.error}`);
    else {
      console.log(
        `    tree: first page ${nodes.firstPage.ms} ms (${nodes.firstPage.rows} rows, ` +
          `${(nodes.firstPage.bytes / 1e3).toFixed(0)} kB); all ${nodes.all.rows} rows in ${nodes.all.pages} pages ` +
          `${nodes.all.ms} ms (${(nodes.all.bytes / 1e6).toFixed(1)} MB)`,
      );
    }
    const edits = figures.edits;
    console.log(
      'error' in edits
        ? `    unit-price edits: failed: ${edits.error}`
        : `    unit-price edits: p50 ${edits.p50Ms} ms, max ${edits.maxMs} ms over ${edits.edits}`,
    );
    for (const [phase, value] of Object.entries(figures.export)) {
      const failed = error(value);
      if (failed) {
        console.log(`    export X${phase}: failed: ${failed}`);
        continue;
      }
      const result =
        /** @type {{ medianMs: number, samplesMs: number[], bytes: number, items: number, schema: { valid: boolean, errors: string[] } | null }} */ (
          value
        );
      const schema = result.schema
        ? result.schema.valid
          ? 'valid'
          : `INVALID: ${result.schema.errors[0] ?? ''}`
        : 'not validated (no xmllint)';
      console.log(
        `    export X${phase}: ${result.medianMs} ms median [${result.samplesMs.join(', ')}], ` +
          `${(result.bytes / 1e6).toFixed(1)} MB, ${result.items} items, ${schema}`,
      );
    }
    const browser = figures.browser;
    if (browser === null) continue;
    if ('error' in browser) {
      console.log(`    browser: failed: ${browser.error}`);
      continue;
    }
    const nodesRequest = browser.apiRequestsOfLastRun.find((request) => request.url.includes('/nodes'));
    console.log(
      `    browser: navigation to first rows ${browser.firstRowsMedianMs} ms median ` +
        `(target < ${BOQ_FIRST_ROWS_TARGET_MS}) [${browser.firstRowsMs.join(', ')}]; last run: ` +
        `DOMContentLoaded ${browser.navigation.at(-1)?.domContentLoadedMs} ms` +
        (nodesRequest
          ? `, first nodes page ${nodesRequest.startMs}–${nodesRequest.endMs} ms (${(nodesRequest.bytes / 1e3).toFixed(0)} kB)`
          : ''),
    );
    const scroll = browser.scroll;
    console.log(
      `    scroll top to bottom in ${scroll.durationMs} ms: ${scroll.dropped} of ${scroll.frames} frames ` +
        `> ${scroll.droppedFrameThresholdMs} ms, max frame ${scroll.maxFrameMs} ms, p95 ${scroll.p95FrameMs} ms; ` +
        `rows in DOM ≤ ${scroll.domRowsMax}; reached ${scroll.reachedEnd ? 'the last item' : 'NOT the last item'}`,
    );
    console.log(
      `    steady scroll ${scroll.steady.pxPerS} px/s: ${scroll.steady.dropped} of ${scroll.steady.frames} frames ` +
        `dropped, max ${scroll.steady.maxFrameMs} ms, p95 ${scroll.steady.p95FrameMs} ms ` +
        `(idle baseline: ${scroll.idleBaseline.dropped} of ${scroll.idleBaseline.frames} dropped, ` +
        `max ${scroll.idleBaseline.maxFrameMs} ms)`,
    );
  }
}

if (wants('datanorm')) {
  console.log(`DATANORM: a generated ${DATANORM_ARTICLES}-article file imported into catalogs, ${RUNS} runs`);
  const datanorm = await measureDatanorm(postgresUrl, RUNS);
  results.datanorm = { targetImportMs: DATANORM_IMPORT_TARGET_MS, ...datanorm };
  console.log(
    `  file ${(datanorm.file.bytes / 1e6).toFixed(1)} MB; reader alone ${datanorm.bareRead.medianMs} ms median ` +
      `(peak RSS ${datanorm.bareRead.runs.map((run) => run.peakRssMiB).join('/')} MiB)`,
  );
  for (const [engine, run] of /** @type {[string, any][]} */ (
    Object.entries({ pglite: datanorm.pglite, postgres: datanorm.postgres })
  )) {
    if ('skipped' in run) {
      console.log(`  ${engine}: skipped (${run.skipped})`);
      continue;
    }
    const ratio = run.medianMs / Math.max(1, datanorm.bareRead.medianMs);
    console.log(
      `  ${engine}: import ${run.medianMs} ms median (target < ${DATANORM_IMPORT_TARGET_MS}) ` +
        `[${run.imports.map((/** @type {any} */ entry) => entry.ms).join(', ')}], ${ratio.toFixed(1)} x the reader; ` +
        `server RSS idle ${run.idleRssMiB} MiB, peak ${run.imports.map((/** @type {any} */ entry) => entry.peakRssMiB).join('/')} MiB; ` +
        `re-import (updates) ${run.update.ms} ms: ${run.update.created} created, ${run.update.updated} updated`,
    );
  }
}

if (wants('pdf')) {
  console.log(
    'pdf: an offer of 500 positions with long texts to PDF/A-3b, against pdf-lib drawText of its lines',
  );
  results.pdf = await measurePdf();
}

if (wants('quantity-survey')) {
  results.quantitySurvey = await measureQuantitySurvey();
}

// `quantity-survey-browser`: keystroke to updated sum in the survey editor in Chromium, 2,000 lines against 20.
if (wants('quantity-survey-browser')) {
  const thousands = (/** @type {number} */ value) => value.toLocaleString('en-US');
  console.log(
    `quantity survey in the browser: keystroke → survey-wide sum in the editor (Chromium 1440x900), ` +
      `${thousands(SURVEY_SHEETS * LINES_PER_SHEET)} lines (${SURVEY_SHEETS} sheets) vs ${BASELINE_LINES} lines, ` +
      `${SAMPLES} keystrokes each, taken in turn`,
  );
  const qs = await measureQuantitySurveyBrowser();
  const { big, baseline } = qs;
  console.log(
    `  ${thousands(big.lines)} lines: keystroke → sum ${big.medianMs} ms median (p95 ${big.p95Ms}, ` +
      `max ${big.maxMs}; target < ${qs.targetMs}); ${thousands(baseline.lines)} lines: ${baseline.medianMs} ms ` +
      `(p95 ${baseline.p95Ms}, max ${baseline.maxMs}); ratio ${qs.ratio.toFixed(1)}`,
  );
  console.log(
    `    keydown → DOM mutation ${big.keydownToMutationMedianMs} ms vs ${baseline.keydownToMutationMedianMs} ms; ` +
      `from the event's timeStamp ${big.eventTimeStampToFrameMedianMs} ms vs ${baseline.eventTimeStampToFrameMedianMs} ms`,
  );
  console.log(
    `    saving: ${big.saving.writeRequestsWhileTyping} write requests while typing ` +
      `(${baseline.saving.writeRequestsWhileTyping} on ${thousands(baseline.lines)} lines); on blur: ` +
      `${big.saving.saveOnBlur ?? 'none'}; machine load ${qs.machineLoad.before.join(' ')} → ` +
      `${qs.machineLoad.after.join(' ')}`,
  );
  results.quantitySurveyBrowser = qs;
}

if (wants('hardening')) {
  console.log(
    'hardening: parallel wrong passwords for one user, a shared address, a GAEB file with a huge name',
  );
  const login = await measureLoginThrottle(postgresUrl, [30, 100], RUNS);
  for (const [engine, figures] of Object.entries(login)) {
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    for (const [attempts, { checked, refused }] of Object.entries(figures.parallel)) {
      console.log(
        `  ${engine}: ${attempts} wrong passwords at once -> passwords checked ${checked.join(', ')} ` +
          `(limit 5), refused ${refused.join(', ')}`,
      );
    }
    const shared = figures.sharedAddress;
    console.log(
      `  ${engine}: after ${shared.failuresOfOtherNames} failures of other names from one address, a colleague ` +
        `there gets ${shared.colleagueStatus} in ${shared.colleagueMs} ms (admin ${shared.adminStatus})`,
    );
  }
  const nameBytes = 90 * 1024 * 1024;
  const huge = await measureHugeGaebName(postgresUrl, nameBytes, 5);
  for (const [engine, figures] of Object.entries(huge)) {
    if ('skipped' in figures) continue;
    console.log(
      `  ${engine}: X83 with a ${Math.round(nameBytes / 1024 / 1024)} MB BoQ name -> ${figures.huge.status} in ` +
        `${figures.huge.importMs} ms; GET /boqs/{id} ${figures.huge.get?.medianMs ?? '-'} ms ` +
        `(${figures.huge.get?.responseBytes ?? '-'} bytes) vs ${figures.normal.get?.medianMs ?? '-'} ms for a ` +
        `normal one; resident ${figures.residentMiB.afterNormal} -> ${figures.residentMiB.afterHuge} MiB ` +
        `(${figures.residentMiB.afterGets} after the GETs); warnings: ${figures.huge.warnings.join(' | ') || 'none'}`,
    );
  }
  results.hardening = { login, hugeGaebName: huge };
}

// `designer`: dragging one of 200 elements in the layout editor in Chromium, frames over 16.7 ms against idle (issue 13).
if (wants('designer')) {
  console.log(
    `designer: dragging one of ${DESIGNER_ELEMENTS} elements for ${WINDOW_MS / 1000} s in the editor (Chromium ` +
      `1440x900), frames over ${FRAME_BUDGET_MS} ms against ${WINDOW_MS / 1000} s idle in the same run`,
  );
  const designer = await measureDesigner();
  const frames = (/** @type {{ over: number, frames: number, over25: number, maxFrameMs: number }} */ f) =>
    `${f.over} of ${f.frames} frames > ${FRAME_BUDGET_MS} ms (${f.over25} > 25 ms, max ${f.maxFrameMs} ms)`;
  console.log(
    `  drag: ${frames(designer.drag)}; idle baseline: ${frames(designer.idle)}; ratio ` +
      `${designer.ratio ?? '- (no slow idle frame)'} (target: none beyond the idle baseline)`,
  );
  console.log(
    `    ${designer.pointerMoves} pointer moves, element moved ${designer.movedPx} px; machine load ` +
      `${designer.machineLoad.before.join(' ')} → ${designer.machineLoad.after.join(' ')}`,
  );
  results.designer = designer;
}

// `offline-sync` (issue 15): 500 changes queued offline with 100 photos of 2 MB, sent once the phone is back online.
if (wants('offline-sync')) {
  console.log(
    `offline sync: ${CHANGES} changes queued on a phone (390x844) while offline, ${PHOTOS} of them photos of about ` +
      '2 MB, sent by the outbox after a reload once online; baseline: the same requests from Node',
  );
  const sync = await measureOfflineSync();
  console.log(
    `  all on the server after ${sync.syncMs} ms (${sync.counts.notes} notes, ${sync.counts.withPhoto} with their ` +
      `photo, ${sync.counts.lines} lines); baseline ${sync.baselineMs} ms; ratio ${sync.ratio}`,
  );
  console.log(
    `    page JS heap ${sync.heapMiB.before} MiB before, ${sync.heapMiB.peak} MiB at the peak while sending ` +
      `${sync.photoMiB} MiB of photos (streamed from IndexedDB one change at a time); queued in ${sync.queueMs} ms`,
  );
  results.offlineSync = sync;
}

// `plans` (issue 16): first sharp view of a 10,000 x 7,000 px PNG and an A0 PDF in /blueprint, desktop and phone.
if (wants('plans')) {
  const runs = Number(process.env['BENCH_RUNS'] ?? RUNS);
  console.log(
    `plans: /blueprint until the plan viewer is sharp (data-sharp) for a 10,000 x 7,000 px PNG and an A0 PDF of ` +
      `about ${PDF_MEGABYTES} MB, Chromium at 1440x900 and at 390x844 @3x, fresh context each, ${runs} runs; then ` +
      'zoomed to 800 % until sharp; baselines: / to its first paint, and the raw fetch + decode/render in a page',
  );
  const plans = await measurePlans(runs);
  const { image, pdf } = plans.files;
  console.log(
    `  files: PNG ${image.width}x${image.height} ${(Number(image.bytes) / 1e6).toFixed(1)} MB; PDF ` +
      `${(Number(pdf.bytes) / 1e6).toFixed(1)} MB (${pdf.sheet}, ${pdf.vectorLines} vector lines, ${pdf.texts} ` +
      `texts, over a ${pdf.scan.width}x${pdf.scan.height} scan); machine load ${plans.machineLoad.before.join(' ')} → ` +
      `${plans.machineLoad.after.join(' ')}`,
  );
  for (const device of /** @type {const} */ (['desktop', 'phone'])) {
    const figures = plans[device];
    console.log(
      `  ${device} ${figures.viewport.width}x${figures.viewport.height} @${figures.deviceScaleFactor}x: ` +
        `baseline / painted ${figures.home.medianMs} ms [${figures.home.samplesMs.join(', ')}] (FCP ${figures.home.medianFcpMs} ms)`,
    );
    for (const kind of /** @type {const} */ (['image', 'pdf'])) {
      const plan = figures[kind];
      const raw = plan.raw;
      const rawText =
        kind === 'pdf'
          ? `fetch ${raw.medianFetchMs} + getDocument/getPage ${raw.medianOpenMs} + render ${raw.pixels} ${raw.medianRenderMs}`
          : `fetch ${raw.medianFetchMs} + decode ${raw.medianDecodeMs} + draw ${raw.pixels} ${raw.medianDrawMs}; ` +
            `decode straight to ${raw.pixels} ${raw.medianDecodeToFitMs}`;
      console.log(
        `    ${kind === 'pdf' ? 'A0 PDF' : 'PNG'}: first sharp ${plan.firstSharp.medianMs} ms median (target < ` +
          `${PLANS_TARGET_MS}) [${plan.firstSharp.samplesMs.join(', ')}], ` +
          `${plan.firstSharp.medianMs - figures.home.medianMs} ms over /; content fetched ` +
          `${plan.contentRequest.medianStartMs}–${plan.contentRequest.medianEndMs} ms; zoom to 800 % until sharp ` +
          `${plan.zoom800.medianMs} ms [${plan.zoom800.samplesMs.join(', ')}]`,
      );
      console.log(
        `      after the content arrived ${plan.afterContent.medianMs} ms [${plan.afterContent.samplesMs.join(', ')}]; ` +
          `raw in the page: ${raw.medianTotalMs} ms (${rawText} ms)`,
      );
      const steps = Object.entries(plan.steps)
        .map(([step, at]) => `${step} ${at}`)
        .join(', ');
      if (steps) console.log(`      viewer steps (ms since navigation start, tiles: count): ${steps}`);
    }
  }
  results.plans = plans;
}

// `export` (issue 16): a project export of 2 GB of files, its time and the server's memory meanwhile.
if (wants('export')) {
  const runs = Number(process.env['BENCH_RUNS'] ?? RUNS);
  const files = Number(process.env['BENCH_EXPORT_FILES'] ?? EXPORT_FILES);
  console.log(
    `export: ${files} files of ${EXPORT_FILE_BYTES / 1024 / 1024} MiB random bytes in one project (PGlite), ` +
      `POST …/exports { include: [files] } until done, ZIP downloaded to disk, ${runs} runs`,
  );
  const exported = await measureExport({ runs, files });
  const gb = (/** @type {number} */ bytes) => `${(bytes / 1e9).toFixed(2)} GB`;
  const signed = (/** @type {number} */ mib) =>
    `${mib >= 0 ? '+' : '−'}${Math.abs(Math.round(mib * 10) / 10)}`;
  const last = exported.samples.at(-1);
  console.log(
    `  ${gb(exported.totalBytes)} uploaded in ${exported.uploadMs} ms; export until done ${exported.medianExportMs} ms ` +
      `median [${exported.samples.map((sample) => sample.exportMs).join(', ')}], download ` +
      `${exported.medianDownloadMs} ms [${exported.samples.map((sample) => sample.downloadMs).join(', ')}]; ZIP ` +
      `${gb(last?.zip.bytes ?? 0)}, ${last?.zip.entries} entries (unzip -l)`,
  );
  console.log(
    `    baselines: the download by curl to /dev/null ${exported.medianCurlDownloadMs} ms, a stream copy of the ZIP ` +
      `on the same disk ${exported.medianCopyMs} ms (export ${ratio(exported.medianExportMs, exported.medianCopyMs)})`,
  );
  console.log(
    `  server RSS before ${exported.medianBeforeMiB} MiB, peak during the export ${signed(exported.medianPeakDeltaMiB)} MiB ` +
      `median (target < +${EXPORT_RSS_TARGET_MIB}) [${exported.samples
        .map((sample) => signed(sample.rssMiB.peakDuringExport - sample.rssMiB.before))
        .join(
          ', ',
        )}], during the download ${signed(exported.medianDownloadPeakDeltaMiB)} MiB; machine load ` +
      `${exported.samples[0]?.machineLoad.before.join(' ')} → ${last?.machineLoad.after.join(' ')}`,
  );
  results.export = {
    unit: 'ms (medians; samples in order); memory in MiB (VmRSS every 100 ms)',
    ...exported,
  };
}

// `gaeb-formats` (issue 17): the same 20,000-item bill as X83, P83 and D83 imported on PGlite; X83 is the baseline.
if (wants('gaeb-formats')) {
  console.log(
    `gaeb-formats: a generated X83 of ${FORMAT_ITEMS} items, written as P83 and D83 by @vendoc/gaeb; each imported ` +
      `through the API on PGlite (${RUNS} runs, in turn) and read by its reader alone; ratios to the X83 of the same run`,
  );
  const formats = await measureGaebFormats(RUNS);
  for (const each of formats.formats)
    console.log(
      `  ${each.format} ${(each.bytes / 1e6).toFixed(1)} MB: import ${each.importMedianMs} ms median ` +
        `[${each.importMs?.join(', ')}] (${each.importRatio} x X83); reader alone ${each.readMedianMs} ms ` +
        `[${each.readMs?.join(', ')}] (${each.readRatio} x X83)`,
    );
  console.log(
    `  machine load ${formats.loadAverage.before.join(' ')} → ${formats.loadAverage.after.join(' ')}`,
  );
  results.gaebFormats = { unit: 'ms (medians; samples in order)', ...formats };
}

// `load` (issue 18): autocannon against the built server, PGlite and PostgreSQL; a bare Fastify route is the floor.
if (wants('load')) {
  console.log(
    `load: autocannon, ${LOAD_CLIENTS} clients seeded; /api/health and GET /api/v1/clients?limit=50 at ` +
      `${LOAD_CONNECTIONS} connections, then ${MIXED_CONNECTIONS} connections of lists, POST and PUT clients; ` +
      'every acknowledged write looked up afterwards; baseline: a bare Fastify route in the same run',
  );
  const load = await measureLoad(postgresUrl);
  const line = (/** @type {import('./lib/load.mjs').LoadFigures} */ f) =>
    `${f.requestsPerSecond} req/s, p50 ${f.p50Ms} ms, p99 ${f.p99Ms} ms, max ${f.maxMs} ms, ${f.requests} ` +
    `responses, ${f.non2xx} non-2xx, ${f.errors} errors, ${f.timeouts} timeouts`;
  console.log(`  bare Fastify route: ${line(load.bare)}`);
  for (const engine of /** @type {const} */ (['pglite', 'postgres'])) {
    const figures = load[engine];
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    const list = figures.clientsList;
    console.log(`  ${engine}: /api/health ${line(figures.health)}`);
    console.log(
      `    clients list: ${line(list)} (target PostgreSQL ≥ 1000, PGlite ≥ 400 req/s, p99 < 500 ms); ` +
        `${round((100 * list.requestsPerSecond) / load.bare.requestsPerSecond, 2)} % of the bare route`,
    );
    const mixed = figures.mixed;
    console.log(
      `    mixed at ${MIXED_CONNECTIONS}: ${line(mixed)} (target 0 timeouts, 0 lost writes); acknowledged ` +
        `${mixed.acknowledged.creates} creates, ${mixed.acknowledged.updates} updates; rows afterwards ` +
        `${mixed.rowsAfter} (seeded + acknowledged creates ${mixed.expectedRows}; more are creates still in flight when the run ` +
        `ended or timed out); lost writes ${mixed.lostWrites}`,
    );
  }
  console.log(
    `  main areas, ${AREAS_CONNECTIONS} connections for ${AREAS_SECONDS} s (clients listed, created, renamed; projects ` +
      'created, listed; smart notes created, listed per project and company-wide):',
  );
  for (const [name, areas] of /** @type {const} */ ([
    ['PGlite', load.areas.pglite],
    ['PostgreSQL, one instance', load.areas.postgres],
    ['PostgreSQL, two instances', load.areas.postgresTwoInstances],
  ])) {
    if ('skipped' in areas) {
      console.log(`    ${name}: skipped (${areas.skipped})`);
      continue;
    }
    console.log(
      `    ${name}: ${line(areas)}; acknowledged ${areas.acknowledged.clientWrites} client writes, ` +
        `${areas.acknowledged.projects} projects, ${areas.acknowledged.notes} notes; lost writes ${areas.lostWrites} ` +
        '(target 0)',
    );
  }
  console.log(`  machine load ${load.loadAverage.before.join(' ')} → ${load.loadAverage.after.join(' ')}`);
  results.load = { unit: 'req/s (mean), ms', ...load };
}

// `crash`: kill -9 at a random moment during writes, three times per database; every acknowledged write must be there.
if (wants('crash')) {
  const seed = Number(process.env['BENCH_CRASH_SEED'] ?? Math.floor(Math.random() * 2 ** 31));
  console.log(
    `crash: ${CRASH_ROUNDS} × kill -9 during ${CRASH_WRITES} writes (clients created and renamed, files uploaded, ` +
      `8 in flight) on PGlite and PostgreSQL, restart on the same data (seed ${seed}: BENCH_CRASH_SEED repeats it)`,
  );
  const crash = await measureCrash(postgresUrl, seed);
  for (const [name, outcome] of /** @type {const} */ ([
    ['PGlite', crash.pglite],
    ['PostgreSQL', crash.postgres],
  ])) {
    if ('skipped' in outcome) {
      console.log(`  ${name}: skipped (${outcome.skipped})`);
      continue;
    }
    for (const round of outcome.rounds) {
      const restart = round.restart.clean
        ? `restarted cleanly in ${round.restart.ms} ms`
        : `NO CLEAN RESTART: ${round.restart.error}`;
      console.log(
        `  ${name} round ${round.round}: killed after ${round.acknowledgedBeforeKill} acknowledged writes ` +
          `(${round.inFlightAtKill} in flight), ${restart}; ` +
          `lost ${round.lostClients ?? '?'} client writes, ${round.lostFiles ?? '?'} files of ` +
          `${round.acknowledgedInAll ?? '?'} acknowledged records so far (target 0)`,
      );
    }
    if (outcome.log) console.log(outcome.log);
  }
  console.log(`  machine load ${crash.loadAverage.before.map((x) => x.toFixed(1)).join(' ')}`);
  results.crash = crash;
}

// `fuzz` (issue 19): every operation with the generated bad bodies, values and uploads over HTTP; random seeds
// (BENCH_FUZZ_SEEDS=1,2,3 repeats a run), PGlite and PostgreSQL.
if (wants('fuzz')) {
  const given = process.env['BENCH_FUZZ_SEEDS'];
  const seeds = given
    ? given.split(',').map(Number)
    : Array.from({ length: 3 }, () => Math.floor(Math.random() * 2 ** 31));
  console.log(
    `fuzz: every operation of the OpenAPI document, all bad bodies, query/path values and upload forms of the ` +
      `server tests' generator, seeds ${seeds.join(', ')} (BENCH_FUZZ_SEEDS repeats them)`,
  );
  const fuzz = await measureFuzz(postgresUrl, seeds);
  for (const engine of /** @type {const} */ (['pglite', 'postgres'])) {
    const figures = fuzz[engine];
    if ('skipped' in figures) {
      console.log(`  ${engine}: skipped (${figures.skipped})`);
      continue;
    }
    for (const run of figures.runs) {
      const statuses = Object.entries(run.statuses)
        .map(([status, count]) => `${status}: ${count}`)
        .join(', ');
      console.log(
        `  ${engine} seed ${run.seed}: ${run.cases} requests to ${figures.operations} operations -> ${statuses}; ` +
          `5xx ${run.serverErrors} (target 0), not problem+json ${run.notProblem} (target 0), status the case ` +
          `does not allow ${run.unexpectedStatus}, connection errors ${run.networkErrors}`,
      );
      for (const example of run.examples) console.log(`    ${example}`);
    }
    console.log(
      `  ${engine}: ${figures.ms} ms; tables changed ${figures.tablesChanged.length} ` +
        `(${figures.tablesChanged.join(', ') || 'none'}), row count change ${figures.rowCountChange} (target 0)`,
    );
  }
  results.fuzz = fuzz;
}

const resultsDir = join(benchDir, 'results');
await mkdir(resultsDir, { recursive: true });
await writeFile(join(resultsDir, 'latest.json'), `${JSON.stringify(results, null, 2)}\n`);
console.log(`written ${join(resultsDir, 'latest.json')}`);
