/* global window, requestAnimationFrame -- run inside the page by Playwright */
// Designer in real Chromium (issue 13): dragging one of 200 elements on the first page of an offer layout for 3 s,
// frames over 16.7 ms, against 3 s of idle frames of the same editor in the same run. The built server (PGlite,
// fresh data dir) and the built client; the layout is written through the API (POST, then PATCH of its template).
import { mkdir, writeFile } from 'node:fs/promises';
import { loadavg } from 'node:os';
import { dirname, join } from 'node:path';
import { performance as nodePerformance } from 'node:perf_hooks';
import { launchChromium } from './browser.mjs';
import { sessionInitScript } from './client-size.mjs';
import { repoRoot } from './paths.mjs';
import { withBuiltServer } from './server.mjs';
import { round } from './stats.mjs';
import { postJson } from './upload.mjs';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ frames: number, over: number, over25: number, maxFrameMs: number, durationMs: number, long: { atMs: number, ms: number }[] }} Frames */

export const DESIGNER_ELEMENTS = 200;
export const FRAME_BUDGET_MS = 16.7;
export const WINDOW_MS = 3000;
const VIEWPORT = { width: 1440, height: 900 };
const COLUMNS = 10;
/** The element dragged: a rectangle in the middle of the page (row 9, column 5). */
const DRAGGED_INDEX = 94;
/** Pointer steps during the drag, about one per frame at 60 Hz. */
const STEP_MS = 16;
/** The drag goes back and forth horizontally by this many CSS pixels (about 40 mm at the editor's zoom). */
const DRAG_AMPLITUDE_PX = 150;

/**
 * The 200 elements: a 10 x 20 grid over the A4 first page, rectangles and texts alternating.
 * @param {Record<string, unknown>} base the common fields (visibility, style) of one of the starter's elements
 */
function gridElements(base) {
  return Array.from({ length: DESIGNER_ELEMENTS }, (_, index) => {
    const column = index % COLUMNS;
    const row = Math.floor(index / COLUMNS);
    const common = {
      id: `bench-${String(index).padStart(3, '0')}`,
      name: '',
      x: 10 + column * 19,
      y: 10 + row * 13.5,
      width: 16,
      height: 10,
      rotation: 0,
      z: index,
      locked: false,
      visibility: base['visibility'],
      style: base['style'],
    };
    return index % 2 === 0
      ? { ...common, kind: 'rectangle', cornerRadius: 0 }
      : { ...common, kind: 'text', runs: [{ text: `Text ${index}`, bold: false, italic: false }] };
  });
}

/**
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} method
 * @param {string} path
 * @param {unknown} [body]
 */
async function requestJson(baseURL, accessToken, method, path, body) {
  const response = await fetch(new URL(path, baseURL), {
    method,
    headers: {
      authorization: `Bearer ${accessToken}`,
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = await response.json();
  if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${JSON.stringify(json)}`);
  return /** @type {Record<string, any>} */ (json);
}

/**
 * Starts recording animation frames in the page (performance.now() of each requestAnimationFrame callback).
 * @param {Page} page
 */
function startFrames(page) {
  return page.evaluate(() => {
    const state = { times: /** @type {number[]} */ ([]), running: true };
    const tick = (/** @type {number} */ now) => {
      state.times.push(now);
      if (state.running) requestAnimationFrame(tick);
    };
    requestAnimationFrame(tick);
    /** @type {any} */ (window).__vendocFrames = state;
  });
}

/**
 * Stops recording and counts the frames longer than the budget (and than 25 ms, 1.5 frames at 60 Hz).
 * @param {Page} page
 * @returns {Promise<Frames>}
 */
async function stopFrames(page) {
  const times = await page.evaluate(() => {
    const state = /** @type {any} */ (window).__vendocFrames;
    state.running = false;
    return /** @type {number[]} */ (state.times);
  });
  const deltas = times.slice(1).map((time, index) => time - (times[index] ?? time));
  return {
    frames: deltas.length,
    over: deltas.filter((delta) => delta > FRAME_BUDGET_MS).length,
    over25: deltas.filter((delta) => delta > 25).length,
    maxFrameMs: round(Math.max(0, ...deltas)),
    durationMs: Math.round((times.at(-1) ?? 0) - (times[0] ?? 0)),
    // When the dropped frames happen (ms after the window's start): at the pointer down, or during the moves.
    long: deltas.flatMap((delta, index) =>
      delta > 25 ? [{ atMs: Math.round((times[index] ?? 0) - (times[0] ?? 0)), ms: round(delta) }] : [],
    ),
  };
}

/**
 * Drags the element for `WINDOW_MS`: pointer down in its centre, a pointer move every `STEP_MS` (back and forth
 * horizontally, a little down), pointer up.
 * @param {Page} page
 * @param {{ x: number, y: number }} from
 */
async function drag(page, from) {
  await page.mouse.move(from.x, from.y);
  await page.mouse.down();
  const started = nodePerformance.now();
  let steps = 0;
  for (;;) {
    const elapsed = nodePerformance.now() - started;
    if (elapsed >= WINDOW_MS) break;
    const phase = (elapsed / WINDOW_MS) * 2 * Math.PI;
    await page.mouse.move(from.x + DRAG_AMPLITUDE_PX * Math.sin(phase), from.y + (elapsed / WINDOW_MS) * 40);
    steps += 1;
    const next = started + steps * STEP_MS;
    const wait = next - nodePerformance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
  }
  await page.mouse.up();
  return steps;
}

/**
 * The benchmark: server, layout, the editor in Chromium, idle frames, then the drag's frames.
 * @returns {Promise<Record<string, any>>} what goes into bench/results/latest.json
 */
export async function measureDesigner() {
  const loadBefore = loadavg().map((value) => round(value, 2));
  return withBuiltServer('designer', async ({ tokens, baseURL }) => {
    const { accessToken } = tokens;
    /** @type {import('@playwright/test').Browser | null} */
    let browser = null;
    try {
      const created = await postJson(baseURL, accessToken, '/api/v1/document-templates', {
        kind: 'offer',
        name: 'Bench: 200 Elemente',
      });
      const stored = await requestJson(
        baseURL,
        accessToken,
        'GET',
        `/api/v1/document-templates/${created.id}`,
      );
      const template = stored['template'];
      const starter = [...template.firstPage.elements, ...template.followingPages.elements][0];
      if (!starter) throw new Error('the offer starter has no elements');
      await requestJson(baseURL, accessToken, 'PATCH', `/api/v1/document-templates/${created.id}`, {
        version: stored['version'],
        template: { ...template, firstPage: { ...template.firstPage, elements: gridElements(starter) } },
      });

      browser = await launchChromium();
      const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT });
      try {
        const page = await context.newPage();
        await page.addInitScript({ content: sessionInitScript(tokens, baseURL) });
        await page.goto(`${baseURL}/designer/${created.id}`);
        const canvas = page.getByTestId('designer-page');
        await canvas.waitFor({ state: 'visible', timeout: 60_000 });
        const onCanvas = await canvas.locator('[data-element-id^="bench-"]').count();
        if (onCanvas !== DESIGNER_ELEMENTS) throw new Error(`${onCanvas} elements on the canvas`);
        const dragged = canvas.locator(`[data-element-id="bench-${String(DRAGGED_INDEX).padStart(3, '0')}"]`);
        await dragged.scrollIntoViewIfNeeded();
        const before = await dragged.boundingBox();
        if (!before) throw new Error('the dragged element is not on the canvas');
        // The idle window starts once the first render has settled: the browser has an idle moment to give.
        await page.evaluate(
          () => new Promise((resolve) => window.requestIdleCallback(() => resolve(undefined))),
        );

        await startFrames(page);
        await page.waitForTimeout(WINDOW_MS);
        const idle = await stopFrames(page);

        // VENDOC_BENCH_PROFILE=1: a CPU profile of the page during the drag, for Chrome DevTools (Performance).
        const profiler =
          process.env['VENDOC_BENCH_PROFILE'] === '1' ? await context.newCDPSession(page) : null;
        if (profiler) {
          await profiler.send('Profiler.enable');
          await profiler.send('Profiler.start');
        }
        await startFrames(page);
        const steps = await drag(page, { x: before.x + before.width / 2, y: before.y + before.height / 2 });
        const dragging = await stopFrames(page);
        if (profiler) {
          const { profile } = await profiler.send('Profiler.stop');
          const file = join(repoRoot, 'bench/results/designer-drag.cpuprofile');
          await mkdir(dirname(file), { recursive: true });
          await writeFile(file, JSON.stringify(profile));
        }
        const after = await dragged.boundingBox();
        const moved = after ? round(Math.hypot(after.x - before.x, after.y - before.y)) : null;
        if (!moved) throw new Error('the element did not move');
        return {
          unit: `frames (requestAnimationFrame intervals) over ${FRAME_BUDGET_MS} ms in ${WINDOW_MS} ms`,
          viewport: VIEWPORT,
          elements: DESIGNER_ELEMENTS,
          windowMs: WINDOW_MS,
          pointerMoves: steps,
          movedPx: moved,
          idle,
          drag: dragging,
          ratio: idle.over === 0 ? null : round(dragging.over / idle.over, 2),
          machineLoad: { before: loadBefore, after: loadavg().map((value) => round(value, 2)) },
        };
      } finally {
        await context.close();
      }
    } finally {
      await browser?.close();
    }
  });
}
