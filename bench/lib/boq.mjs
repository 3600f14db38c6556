/* global window, document, getComputedStyle, innerHeight, requestAnimationFrame -- run inside the page by Playwright */
import { execFile, execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { promisify } from 'node:util';
import { launchChromium } from './browser.mjs';
import { sessionInitScript } from './client-size.mjs';
import { generateX83 } from './gaeb-generator.mjs';
import { benchDir, repoRoot } from './paths.mjs';
import { findFreePort, residentMemoryMiB, spawnServer, waitForSignIn, withBenchDatabase } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson, sampleRss } from './upload.mjs';

/** @typedef {import('./server.mjs').BenchServer} BenchServer */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ url: string, status: number, bytes: number, startMs: number, endMs: number }} ApiRequest */
/** @typedef {{ domContentLoadedMs: number, loadMs: number }} NavigationTimes */

export const BOQ_ITEMS = 20_000;
/** 20 titles with 20 subtitles each. */
export const BOQ_CATEGORIES = 420;
export const BOQ_SEED = 4711;
/** Bare parses of the baseline (median). */
const PARSE_RUNS = 5;
/** Unit-price edits timed on the imported BoQ. */
const EDITS = 20;
const SCROLL_MS = 3_000;
/** The second scroll: constant speed, as a brisk mouse wheel (a few rows per frame). */
const STEADY_SCROLL_PX_PER_S = 3_000;
/** A frame longer than 1.5 frames of 60 Hz counts as dropped. */
const DROPPED_FRAME_MS = 1.5 * (1000 / 60);
const X84_XSD = '/work/shared/testdata/gaeb/xsd-3.3/GAEB_DA_XML_84_3.3_2021-05.xsd';
const XSD_DIR = '/work/shared/testdata/gaeb/xsd-3.3';
/** An item's OZ in the 2/2/4 breakdown. */
const ITEM_OZ = /(?:^|\D)\d{2}\.\d{2}\.\d{4}(?!\d)/;
const LAST_OZ = '20.20.0500';

const execFileAsync = promisify(execFile);
/** Clock ticks per second of /proc/<pid>/stat times (USER_HZ, 100 on Linux). */
const CLOCK_TICKS = 100;

/** @param {number[]} values */
const ms = (values) => values.map((value) => Math.round(value));

/**
 * Percentile (nearest rank) of a non-empty list.
 * @param {number[]} values
 * @param {number} p 0..100
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  const rank = Math.max(1, Math.ceil((p / 100) * sorted.length));
  return sorted[rank - 1] ?? Number.NaN;
}

/**
 * Parses `path` with fast-xml-parser `runs` times in a fresh Node process (bare-parse.mjs), so the bench's own heap
 * does not weigh on it; wall and CPU milliseconds of each parse.
 * @param {string} path
 * @param {number} runs
 * @param {boolean} [attributes]
 * @returns {Promise<{ ms: number, cpuMs: number }[]>}
 */
async function bareParse(path, runs, attributes = false) {
  const { stdout } = await execFileAsync(
    process.execPath,
    [join(benchDir, 'lib/bare-parse.mjs'), path, String(runs), ...(attributes ? ['--attributes'] : [])],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  return /** @type {{ samples: { ms: number, cpuMs: number }[] }} */ (JSON.parse(stdout)).samples;
}

/**
 * Baseline: fast-xml-parser's XMLParser on the same bytes, decoding to a string included (`PARSE_RUNS` parses in
 * one process, median). `bare` with the default options (attributes dropped), `withAttributes` keeping them.
 * @param {string} path
 */
async function measureBareParse(path) {
  /** @param {boolean} attributes */
  const time = async (attributes) => {
    const samples = await bareParse(path, PARSE_RUNS, attributes);
    return {
      medianMs: Math.round(median(samples.map((sample) => sample.ms))),
      samplesMs: ms(samples.map((sample) => sample.ms)),
      medianCpuMs: Math.round(median(samples.map((sample) => sample.cpuMs))),
    };
  };
  return { bare: await time(false), withAttributes: await time(true) };
}

/**
 * CPU milliseconds (user + system, all threads) a process has used so far, from /proc/<pid>/stat.
 * @param {number} pid
 */
function processCpuMs(pid) {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  // Fields after the command name (which may hold spaces) start behind the last ')'.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  const ticks = Number(fields[11]) + Number(fields[12]);
  return (ticks * 1000) / CLOCK_TICKS;
}

/**
 * The GAEB library alone (readGaeb, writeGaeb X84 and X83) in a child process with tsx, so the server's import and
 * export can be split into reading/writing and the rest.
 * @param {string} path
 * @param {number} runs
 */
async function measureLibrary(path, runs) {
  const { stdout } = await execFileAsync(
    process.execPath,
    ['--import', 'tsx', join(benchDir, 'lib/gaeb-library.ts'), path, String(runs)],
    { cwd: repoRoot, maxBuffer: 1024 * 1024 },
  );
  const result =
    /** @type {{ readMs: number[], write84Ms: number[], write83Ms: number[], items: number, categories: number }} */ (
      JSON.parse(stdout)
    );
  if (result.items !== BOQ_ITEMS) throw new Error(`readGaeb found ${result.items} items, not ${BOQ_ITEMS}`);
  return {
    readMedianMs: Math.round(median(result.readMs)),
    readMs: ms(result.readMs),
    write84MedianMs: Math.round(median(result.write84Ms)),
    write83MedianMs: Math.round(median(result.write83Ms)),
  };
}

/**
 * Runs one measurement; a failure becomes `{ error }` so the other figures of the section are still reported.
 * @template T
 * @param {() => Promise<T>} measure
 * @returns {Promise<T | { error: string }>}
 */
async function attempt(measure) {
  try {
    return await measure();
  } catch (error) {
    return { error: error instanceof Error ? error.message : String(error) };
  }
}

/**
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} path
 * @param {RequestInit} [init]
 */
async function api(baseURL, accessToken, path, init = {}) {
  const response = await fetch(new URL(path, baseURL), {
    ...init,
    headers: { authorization: `Bearer ${accessToken}`, ...init.headers },
  });
  return response;
}

/**
 * Gives the company a postal address, as a real one has: the X84 and X86 name it as the bidder (CTR), whose
 * address needs street, postal code and city.
 * @param {string} baseURL
 * @param {string} accessToken
 */
async function setCompanyAddress(baseURL, accessToken) {
  const current = await api(baseURL, accessToken, '/api/v1/company');
  const company = /** @type {{ name: string, defaultVatRate: string, version: number }} */ (
    await current.json()
  );
  const response = await api(baseURL, accessToken, '/api/v1/company', {
    method: 'PUT',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      name: company.name,
      address: { street: 'Hafenstraße 12', postalCode: '22765', city: 'Hamburg', country: 'DE' },
      defaultVatRate: company.defaultVatRate,
      version: company.version,
    }),
  });
  if (response.status !== 200)
    throw new Error(`PUT /api/v1/company: ${response.status} ${await response.text()}`);
}

/**
 * POST the file to the import; milliseconds until the 201 and its body.
 * @param {{ baseURL: string, accessToken: string, projectId: string, bytes: Buffer }} options
 */
async function timeImport({ baseURL, accessToken, projectId, bytes }) {
  const form = new FormData();
  form.append('file', new Blob([new Uint8Array(bytes)], { type: 'application/xml' }), 'lindenhof-20000.x83');
  const started = performance.now();
  const response = await api(baseURL, accessToken, `/api/v1/projects/${projectId}/boqs/import`, {
    method: 'POST',
    body: form,
  });
  const text = await response.text();
  const elapsed = performance.now() - started;
  if (response.status === 404 && !text.includes('projectId')) {
    throw new Error(`POST …/boqs/import: 404 (has the server a BoQ import yet?) ${text.slice(0, 300)}`);
  }
  if (response.status !== 201)
    throw new Error(`POST …/boqs/import: ${response.status} ${text.slice(0, 500)}`);
  const body =
    /** @type {{ boqId: string, counts: { items: number, categories: number }, warnings: unknown[] }} */ (
      JSON.parse(text)
    );
  if (body.counts.items !== BOQ_ITEMS || body.counts.categories !== BOQ_CATEGORIES) {
    throw new Error(`import counted ${JSON.stringify(body.counts)}, expected ${BOQ_ITEMS} items`);
  }
  return { ms: elapsed, body };
}

/**
 * GET the export; milliseconds until the whole file arrived, its size and item count.
 * @param {{ baseURL: string, accessToken: string, boqId: string, phase: string }} options
 */
async function timeExport({ baseURL, accessToken, boqId, phase }) {
  const started = performance.now();
  const response = await api(baseURL, accessToken, `/api/v1/boqs/${boqId}/export?phase=${phase}`);
  const body = Buffer.from(await response.arrayBuffer());
  const elapsed = performance.now() - started;
  if (response.status !== 200) {
    throw new Error(`GET …/export?phase=${phase}: ${response.status} ${body.toString('utf8', 0, 500)}`);
  }
  const text = body.toString('utf8');
  if (!text.includes(`<DP>${phase}</DP>`))
    throw new Error(`the export of phase ${phase} has no <DP>${phase}</DP>`);
  return { ms: elapsed, bytes: body.length, items: text.split('<Item ').length - 1, text };
}

/**
 * xmllint --schema of an exported file against its phase's 3.3 XSD (null when xmllint is missing).
 * @param {string} text
 * @param {string} phase
 * @param {string} workDir
 * @returns {Promise<{ valid: boolean, errors: string[] } | null>}
 */
async function validateExport(text, phase, workDir) {
  try {
    execFileSync('xmllint', ['--version'], { stdio: 'ignore' });
  } catch {
    return null;
  }
  const xsd = phase === '84' ? X84_XSD : join(XSD_DIR, `GAEB_DA_XML_${phase}_3.3_2021-05.xsd`);
  const path = join(workDir, `export.x${phase}`);
  await writeFile(path, text);
  try {
    await execFileAsync('xmllint', ['--noout', '--schema', xsd, path], { maxBuffer: 64 * 1024 * 1024 });
    return { valid: true, errors: [] };
  } catch (error) {
    const stderr = /** @type {{ stderr?: string }} */ (error).stderr ?? String(error);
    const errors = stderr.split('\n').filter((line) => line.includes('error'));
    return {
      valid: false,
      errors: [...new Set(errors.map((line) => line.replace(/^[^:]*:\d+: /, '')))].slice(0, 5),
    };
  } finally {
    await rm(path, { force: true });
  }
}

/**
 * The tree as the client pages it: the first page with the default limit, and all pages at the largest limit.
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} boqId
 */
async function timeNodes(baseURL, accessToken, boqId) {
  const get = async (/** @type {string} */ query) => {
    const started = performance.now();
    const response = await api(baseURL, accessToken, `/api/v1/boqs/${boqId}/nodes${query}`);
    const text = await response.text();
    const elapsed = performance.now() - started;
    if (response.status !== 200)
      throw new Error(`GET …/nodes${query}: ${response.status} ${text.slice(0, 300)}`);
    const page =
      /** @type {{ items: { id: string, kind: string, oz: string, version: number }[], nextCursor: string | null, total: number }} */ (
        JSON.parse(text)
      );
    return { ms: elapsed, bytes: Buffer.byteLength(text), page };
  };
  const first = await get('');
  /** @type {{ id: string, kind: string, oz: string, version: number }[]} */
  const nodes = [];
  let cursor = /** @type {string | null} */ (null);
  let pages = 0;
  let bytes = 0;
  const started = performance.now();
  do {
    const { page, bytes: pageBytes } = await get(
      `?limit=5000${cursor ? `&cursor=${encodeURIComponent(cursor)}` : ''}`,
    );
    nodes.push(...page.items);
    cursor = page.nextCursor;
    pages += 1;
    bytes += pageBytes;
  } while (cursor !== null && pages < 100);
  const allMs = performance.now() - started;
  const items = nodes.filter((node) => node.kind === 'item').length;
  if (items !== BOQ_ITEMS) throw new Error(`the tree lists ${items} items, not ${BOQ_ITEMS}`);
  return {
    firstPage: { ms: Math.round(first.ms), rows: first.page.items.length, bytes: first.bytes },
    all: { ms: Math.round(allMs), pages, rows: nodes.length, bytes },
    nodes,
  };
}

/**
 * Unit-price edits of items spread over the BoQ, one after the other (each answers with the new subtotals and
 * totals, so each recomputes them).
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} boqId
 * @param {{ id: string, kind: string, version: number }[]} nodes
 */
async function timeEdits(baseURL, accessToken, boqId, nodes) {
  const items = nodes.filter((node) => node.kind === 'item');
  /** @type {number[]} */
  const latencies = [];
  for (let edit = 0; edit < EDITS; edit += 1) {
    const node = items[Math.floor((edit * items.length) / EDITS)];
    if (!node) break;
    const started = performance.now();
    const response = await api(baseURL, accessToken, `/api/v1/boqs/${boqId}/nodes/${node.id}`, {
      method: 'PATCH',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ unitPrice: `${12 + edit}.345`, version: node.version }),
    });
    const text = await response.text();
    latencies.push(performance.now() - started);
    if (response.status !== 200)
      throw new Error(`PATCH …/nodes/${node.id}: ${response.status} ${text.slice(0, 300)}`);
  }
  return {
    edits: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    maxMs: round(Math.max(...latencies)),
  };
}

/**
 * Probe injected before the page's scripts: notes (performance.now(), i.e. since navigation start) when the first
 * row with an item OZ is in the treegrid and on screen, and the next animation frame after that (its paint).
 */
const FIRST_ROWS_PROBE = `(() => {
  const OZ = ${ITEM_OZ.toString()};
  const state = { detectedAt: null, frameAt: null };
  window.__vendocBench = state;
  const onScreen = (row) => {
    const rect = row.getBoundingClientRect();
    return rect.height > 0 && rect.bottom > 0 && rect.top < window.innerHeight;
  };
  const check = () => {
    if (state.detectedAt !== null) return;
    for (const row of document.querySelectorAll('[role="treegrid"] [role="row"]')) {
      if (OZ.test(row.textContent || '') && onScreen(row)) {
        state.detectedAt = performance.now();
        observer.disconnect();
        requestAnimationFrame(() => { state.frameAt = performance.now(); });
        return;
      }
    }
  };
  const observer = new MutationObserver(check);
  observer.observe(document, { childList: true, subtree: true, characterData: true });
})();`;

/**
 * One navigation in a fresh context (no cache, service workers blocked): milliseconds from navigation start to
 * the first item rows on screen, and the API requests made until then.
 * @param {Browser} browser
 * @param {{ url: string, initScript: string }} options
 */
async function firstRows(browser, { url, initScript }) {
  const context = await browser.newContext({
    serviceWorkers: 'block',
    viewport: { width: 1600, height: 900 },
  });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: initScript });
    await page.addInitScript({ content: FIRST_ROWS_PROBE });
    /** @type {Promise<{ url: string, status: number, bytes: number, startEpochMs: number, durationMs: number }>[]} */
    const finished = [];
    page.on('requestfinished', (request) => {
      const address = new URL(request.url());
      if (!address.pathname.startsWith('/api/')) return;
      finished.push(
        (async () => {
          const response = await request.response();
          const timing = request.timing();
          const sizes = await request.sizes().catch(() => ({ responseBodySize: 0 }));
          return {
            url: `${request.method()} ${address.pathname}${address.search}`,
            status: response?.status() ?? 0,
            bytes: sizes.responseBodySize,
            startEpochMs: timing.startTime,
            durationMs: timing.responseEnd,
          };
        })(),
      );
    });
    await page.goto(url, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {any} */ (window).__vendocBench?.frameAt != null, null, {
      timeout: 60_000,
      polling: 50,
    });
    const probe = /** @type {{ detectedAt: number, frameAt: number }} */ (
      await page.evaluate(() => /** @type {any} */ (window).__vendocBench)
    );
    const navigation = await page.evaluate(() => {
      const entry = /** @type {PerformanceNavigationTiming | undefined} */ (
        window.performance.getEntriesByType('navigation')[0]
      );
      return {
        timeOrigin: window.performance.timeOrigin,
        domContentLoadedMs: Math.round(entry?.domContentLoadedEventEnd ?? 0),
        loadMs: Math.round(entry?.loadEventEnd ?? 0),
      };
    });
    // API requests finished by the first rows, as milliseconds since navigation start.
    const apiRequests = (await Promise.all(finished))
      .map(({ startEpochMs, durationMs, ...request }) => ({
        ...request,
        startMs: Math.round(startEpochMs - navigation.timeOrigin),
        endMs: Math.round(startEpochMs - navigation.timeOrigin + durationMs),
      }))
      .filter((request) => request.endMs <= probe.frameAt)
      .sort((a, b) => a.startMs - b.startMs);
    return {
      ms: probe.frameAt,
      detectedMs: probe.detectedAt,
      navigation: { domContentLoadedMs: navigation.domContentLoadedMs, loadMs: navigation.loadMs },
      apiRequests,
      page,
      context,
    };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * Scrolls the grid's scroll container with requestAnimationFrame and collects the frame intervals (rAF
 * timestamps): first at a steady `STEADY_SCROLL_PX_PER_S` for `SCROLL_MS`, then (back at the top) from top to
 * bottom over `SCROLL_MS`. An idle second of frames before them is the harness's own baseline.
 * @param {Page} page
 */
function scrollGrid(page) {
  return page.evaluate(
    async ({ scrollMs, steadyPxPerS, lastOz }) => {
      const grid = document.querySelector('[role="treegrid"]');
      if (!grid) throw new Error('no treegrid');
      const scrollable = (/** @type {Element} */ element) => {
        const style = getComputedStyle(element);
        return /(auto|scroll)/.test(style.overflowY) && element.scrollHeight > element.clientHeight + 1;
      };
      /** @type {Element | null} */
      let container = null;
      for (let element = /** @type {Element | null} */ (grid); element; element = element.parentElement) {
        if (scrollable(element)) {
          container = element;
          break;
        }
      }
      container ??= [...grid.querySelectorAll('*')].find(scrollable) ?? null;
      if (!container && document.scrollingElement && document.scrollingElement.scrollHeight > innerHeight) {
        container = document.scrollingElement;
      }
      if (!container) throw new Error('no scroll container around or in the treegrid');
      const target = container;
      /**
       * Runs `onFrame` on every animation frame until it returns false; the frame intervals (rAF timestamps) and
       * what the long animation frames (over 50 ms, Long Animation Frames API) spent on script and on style and
       * layout meanwhile.
       * @param {(now: number) => boolean} onFrame
       */
      const frames = async (onFrame) => {
        /** @type {any[]} */
        const long = [];
        const observer = PerformanceObserver.supportedEntryTypes.includes('long-animation-frame')
          ? new PerformanceObserver((list) => long.push(...list.getEntries()))
          : null;
        observer?.observe({ type: 'long-animation-frame' });
        /** @type {number[]} */
        const intervals = await new Promise((resolve) => {
          /** @type {number[]} */
          const collected = [];
          let last = -1;
          const step = (/** @type {number} */ now) => {
            if (last >= 0) collected.push(now - last);
            last = now;
            if (onFrame(now)) requestAnimationFrame(step);
            else resolve(collected);
          };
          requestAnimationFrame(step);
        });
        if (observer) {
          long.push(...observer.takeRecords());
          observer.disconnect();
        }
        /** @type {Map<string, number>} */
        const invokers = new Map();
        let scriptMs = 0;
        let layoutMs = 0;
        for (const entry of long) {
          layoutMs += entry.startTime + entry.duration - entry.styleAndLayoutStart;
          for (const script of entry.scripts ?? []) {
            scriptMs += script.duration;
            const name = `${script.invokerType} ${script.invoker}`;
            invokers.set(name, (invokers.get(name) ?? 0) + script.duration);
          }
        }
        return {
          intervals,
          longFrames: {
            supported: observer !== null,
            count: long.length,
            totalMs: Math.round(long.reduce((sum, entry) => sum + entry.duration, 0)),
            scriptMs: Math.round(scriptMs),
            styleAndLayoutMs: Math.round(layoutMs),
            topScripts: [...invokers.entries()]
              .sort((a, b) => b[1] - a[1])
              .slice(0, 3)
              .map(([invoker, ms]) => ({ invoker, ms: Math.round(ms) })),
          },
        };
      };
      // Idle: the same loop without scrolling.
      let idleStart = -1;
      const idle = await frames((now) => {
        if (idleStart < 0) idleStart = now;
        return now - idleStart < 1000;
      });
      const rowsBefore = grid.querySelectorAll('[role="row"]').length;
      let maxRows = rowsBefore;
      // Read once: reading scrollHeight in the loop would force a layout inside the harness's own callback.
      const scrollHeight = target.scrollHeight;
      const maxScroll = scrollHeight - target.clientHeight;
      // Steady: a brisk wheel scroll at a constant speed, a few rows per frame.
      let steadyStart = -1;
      const steady = await frames((now) => {
        if (steadyStart < 0) steadyStart = now;
        const elapsed = now - steadyStart;
        target.scrollTop = Math.min(maxScroll, (elapsed * steadyPxPerS) / 1000);
        maxRows = Math.max(maxRows, grid.querySelectorAll('[role="row"]').length);
        return elapsed < scrollMs;
      });
      target.scrollTop = 0;
      await frames(() => false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      // Sweep: top to bottom in `scrollMs`, every frame shows other rows.
      let start = -1;
      const scroll = await frames((now) => {
        if (start < 0) start = now;
        const progress = Math.min(1, (now - start) / scrollMs);
        target.scrollTop = progress * maxScroll;
        maxRows = Math.max(maxRows, grid.querySelectorAll('[role="row"]').length);
        return progress < 1;
      });
      // Let the last frames render, then look for the last item.
      await frames(() => false);
      await new Promise((resolve) => setTimeout(resolve, 300));
      const reachedEnd = [...grid.querySelectorAll('[role="row"]')].some((row) =>
        (row.textContent ?? '').includes(lastOz),
      );
      return {
        container: `${target.tagName.toLowerCase()}${target.getAttribute('role') ? `[role=${target.getAttribute('role')}]` : ''}`,
        scrollHeight,
        idle,
        steady,
        scroll,
        rowsBefore,
        maxRows,
        reachedEnd,
      };
    },
    { scrollMs: SCROLL_MS, steadyPxPerS: STEADY_SCROLL_PX_PER_S, lastOz: LAST_OZ },
  );
}

/** @param {number[]} intervals */
function frameStats(intervals) {
  return {
    frames: intervals.length,
    dropped: intervals.filter((interval) => interval > DROPPED_FRAME_MS).length,
    maxFrameMs: round(Math.max(0, ...intervals)),
    p95FrameMs: intervals.length ? round(percentile(intervals, 95)) : 0,
    meanFrameMs: intervals.length ? round(intervals.reduce((a, b) => a + b, 0) / intervals.length) : 0,
  };
}

/**
 * Browser figures on the positions page of the 20,000-item BoQ: `runs` navigations (fresh contexts) timed to the
 * first item rows on screen, then one scroll from top to bottom in the last of them.
 * @param {{ baseURL: string, tokens: { accessToken: string, refreshToken: string }, projectId: string, runs: number }} options
 */
export async function measureBrowser({ baseURL, tokens, projectId, runs }) {
  const browser = await launchChromium();
  try {
    const url = `${baseURL}/projects/${projectId}/positions`;
    const initScript = sessionInitScript(tokens, baseURL);
    /** @type {{ ms: number, detectedMs: number, navigation: NavigationTimes, apiRequests: ApiRequest[] }[]} */
    const navigations = [];
    let scroll = null;
    for (let run = 0; run < runs; run += 1) {
      const result = await firstRows(browser, { url, initScript });
      try {
        navigations.push({
          ms: result.ms,
          detectedMs: result.detectedMs,
          navigation: result.navigation,
          apiRequests: result.apiRequests,
        });
        if (run === runs - 1) {
          // Let the page settle (the rest of the tree may still be loading) before scrolling.
          await result.page.waitForLoadState('networkidle');
          scroll = await scrollGrid(result.page);
        }
      } finally {
        await result.context.close();
      }
    }
    if (!scroll) throw new Error('no scroll measured');
    return {
      url: `/projects/${projectId}/positions`,
      firstRowsMedianMs: Math.round(median(navigations.map((n) => n.ms))),
      firstRowsMs: ms(navigations.map((n) => n.ms)),
      detectedMs: ms(navigations.map((n) => n.detectedMs)),
      navigation: navigations.map((n) => n.navigation),
      apiRequestsOfLastRun: navigations.at(-1)?.apiRequests ?? [],
      scroll: {
        container: scroll.container,
        scrollHeight: scroll.scrollHeight,
        durationMs: SCROLL_MS,
        droppedFrameThresholdMs: round(DROPPED_FRAME_MS),
        ...frameStats(scroll.scroll.intervals),
        longFrames: scroll.scroll.longFrames,
        domRowsBefore: scroll.rowsBefore,
        domRowsMax: scroll.maxRows,
        reachedEnd: scroll.reachedEnd,
        idleBaseline: frameStats(scroll.idle.intervals),
        steady: {
          pxPerS: STEADY_SCROLL_PX_PER_S,
          durationMs: SCROLL_MS,
          ...frameStats(scroll.steady.intervals),
          longFrames: scroll.steady.longFrames,
        },
      },
    };
  } finally {
    await browser.close();
  }
}

/**
 * What other users see while a 20,000-item import runs (issue 18: p95 < 200 ms): one import, beside it a user
 * listing clients one request after another until the import answers; the latency of each of those requests.
 * Apart from the timed imports, so their ratio to the bare parse is not weighed down by this traffic.
 * @param {{ baseURL: string, accessToken: string, projectId: string, bytes: Buffer }} options
 */
async function requestsAlongsideImport({ baseURL, accessToken, projectId, bytes }) {
  let importing = true;
  /** @type {number[]} */
  const latencies = [];
  const beside = (async () => {
    while (importing) {
      const started = performance.now();
      const response = await api(baseURL, accessToken, '/api/v1/clients?limit=50');
      await response.arrayBuffer();
      if (response.status !== 200) throw new Error(`GET /api/v1/clients: ${response.status}`);
      if (importing) latencies.push(performance.now() - started);
    }
  })();
  const result = await timeImport({ baseURL, accessToken, projectId, bytes }).finally(() => {
    importing = false;
  });
  await beside;
  if (latencies.length === 0) throw new Error('no request finished during the import');
  return {
    importMs: Math.round(result.ms),
    requests: latencies.length,
    p50Ms: round(percentile(latencies, 50)),
    p95Ms: round(percentile(latencies, 95)),
    maxMs: round(Math.max(...latencies)),
  };
}

/**
 * One engine: the built server, `runs` imports (each into a fresh project) with the server's peak memory, the tree
 * as the client pages it, unit-price edits, `runs` exports per phase, and (with `browser`) the positions page.
 * @param {{ engine: string, env: Record<string, string | undefined>, path: string, bytes: Buffer, runs: number, browser: boolean }} options
 */
async function onServer({ engine, env, path, bytes, runs, browser }) {
  const workDir = await mkdtemp(join(tmpdir(), `vendoc-bench-boq-${engine}-`));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
    env,
  });
  try {
    const tokens = await waitForSignIn(server);
    const { accessToken } = tokens;
    const { baseURL } = server;
    await setCompanyAddress(baseURL, accessToken);
    const client = await postJson(baseURL, accessToken, '/api/v1/clients', {
      kind: 'public',
      name: 'Wohnbau Lindenhof eG',
    });

    /** @type {{ ms: number, cpuMs: number, parseMs: number, parseCpuMs: number, peakRssMiB: number, projectId: string, boqId: string }[]} */
    const imports = [];
    let warnings = 0;
    for (let run = 0; run < runs; run += 1) {
      const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
        name: `LV-Benchmark ${run + 1}`,
        clientId: client.id,
      });
      // The baseline again right before each import, so a change of the machine's load hits both alike.
      const [parse] = await bareParse(path, 1);
      if (!parse) throw new Error('no baseline parse');
      const rss = sampleRss(server.pid);
      const cpuBefore = processCpuMs(server.pid);
      const result = await timeImport({ baseURL, accessToken, projectId: project.id, bytes });
      const cpuMs = processCpuMs(server.pid) - cpuBefore;
      imports.push({
        ms: result.ms,
        cpuMs,
        parseMs: parse.ms,
        parseCpuMs: parse.cpuMs,
        peakRssMiB: rss.stop(),
        projectId: project.id,
        boqId: result.body.boqId,
      });
      warnings = result.body.warnings.length;
    }
    const last = imports.at(-1);
    if (!last) throw new Error('no import');
    const alongside = await attempt(async () => {
      const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
        name: 'LV-Benchmark nebenher',
        clientId: client.id,
      });
      return requestsAlongsideImport({ baseURL, accessToken, projectId: project.id, bytes });
    });
    // What the process keeps after the imports, once their garbage had a chance to go.
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    const restingRssMiB = residentMemoryMiB(server.pid);

    const boqInfo = await attempt(async () => {
      const started = performance.now();
      const response = await api(baseURL, accessToken, `/api/v1/boqs/${last.boqId}`);
      const text = await response.text();
      if (response.status !== 200)
        throw new Error(`GET /api/v1/boqs/{id}: ${response.status} ${text.slice(0, 300)}`);
      return { ms: Math.round(performance.now() - started) };
    });
    const tree = await attempt(() => timeNodes(baseURL, accessToken, last.boqId));
    const edits =
      'nodes' in tree
        ? await attempt(() => timeEdits(baseURL, accessToken, last.boqId, tree.nodes))
        : { error: 'no tree' };

    /** @type {Record<string, unknown>} */
    const exports = {};
    for (const phase of ['84', '86', '83']) {
      exports[phase] = await attempt(async () => {
        /** @type {number[]} */
        const samples = [];
        let file = { bytes: 0, items: 0, text: '' };
        for (let run = 0; run < runs; run += 1) {
          const result = await timeExport({ baseURL, accessToken, boqId: last.boqId, phase });
          samples.push(result.ms);
          file = result;
        }
        return {
          medianMs: Math.round(median(samples)),
          samplesMs: ms(samples),
          bytes: file.bytes,
          items: file.items,
          schema: await validateExport(file.text, phase, workDir),
        };
      });
    }

    const browserFigures = browser
      ? await attempt(() => measureBrowser({ baseURL, tokens, projectId: last.projectId, runs }))
      : null;

    return {
      import: {
        medianMs: Math.round(median(imports.map((i) => i.ms))),
        samplesMs: ms(imports.map((i) => i.ms)),
        // Each import against the bare parse done right before it; the median of those ratios.
        pairedParseMs: ms(imports.map((i) => i.parseMs)),
        pairedRatio: round(median(imports.map((i) => i.ms / i.parseMs)), 2),
        // CPU time of the server process (PGlite runs in it; a PostgreSQL server's own work is not counted).
        medianCpuMs: Math.round(median(imports.map((i) => i.cpuMs))),
        cpuRatio: round(median(imports.map((i) => i.cpuMs / i.parseCpuMs)), 2),
        peakRssMiB: round(Math.max(...imports.map((i) => i.peakRssMiB))),
        restingRssMiB: round(restingRssMiB),
        warnings,
      },
      alongside,
      boqInfo,
      nodes: 'nodes' in tree ? { firstPage: tree.firstPage, all: tree.all } : tree,
      edits,
      export: exports,
      browser: browserFigures,
    };
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

/**
 * The server on a database of its own on the PostgreSQL server of `adminUrl` (dropped afterwards).
 * @param {string} adminUrl
 * @param {{ path: string, bytes: Buffer, runs: number }} file
 */
async function onPostgres(adminUrl, { path, bytes, runs }) {
  return withBenchDatabase(adminUrl, (url) =>
    onServer({ engine: 'postgres', env: { DATABASE_URL: url }, path, bytes, runs, browser: false }),
  );
}

/**
 * BoQ figures (issue 4): a generated 20,000-item X83 (seeded, long texts): a bare fast-xml-parser parse of the
 * same bytes as the baseline, the GAEB library alone, then on the built server (PGlite; PostgreSQL too when
 * `postgresUrl` answers) the import until stored, the tree, edits and the X84/X86/X83 export, and in Chromium the
 * positions page: navigation to the first rows, and scrolling.
 * @param {string} postgresUrl
 * @param {number} runs
 */
export async function measureBoq(postgresUrl, runs) {
  const loadBefore = loadavg();
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-boq-'));
  try {
    const bytes = Buffer.from(generateX83({ items: BOQ_ITEMS, seed: BOQ_SEED }), 'utf8');
    const path = join(workDir, 'lindenhof-20000.x83');
    await writeFile(path, bytes);
    const parse = await measureBareParse(path);
    const library = await measureLibrary(path, runs);
    const pglite = await onServer({
      engine: 'pglite',
      env: { DATABASE_URL: undefined },
      path,
      bytes,
      runs,
      browser: true,
    });
    const postgres = await onPostgres(postgresUrl, { path, bytes, runs });
    return {
      file: { items: BOQ_ITEMS, categories: BOQ_CATEGORIES, seed: BOQ_SEED, bytes: bytes.length },
      parse,
      library,
      pglite,
      postgres,
      loadAverage: { before: loadBefore.map((l) => round(l, 2)), after: loadavg().map((l) => round(l, 2)) },
    };
  } finally {
    await rm(workDir, { recursive: true, force: true });
  }
}
