/* global window, document, createImageBitmap, WheelEvent -- run inside the page by Playwright */
// Plans in the viewer (issue 16): time to the first sharp view of a 10,000 x 7,000 px PNG and of an A0 PDF in
// /blueprint, on a desktop (1440x900) and a phone (390x844 at 3x), and again after zooming to 800 %; in the same
// run, the baselines: a trivial signed-in route (/) to its first paint, and the plan's raw fetch + decode (image) or
// fetch + pdf.js getDocument/getPage/render (PDF) in a page of the app's origin.
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import { launchChromium } from './browser.mjs';
import { sessionInitScript } from './client-size.mjs';
import { repoRoot } from './paths.mjs';
import { a0PlanPdf, drawPngPlan, PNG_SIZE } from './plan-files.mjs';
import { withBuiltServer } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson, streamMultipart } from './upload.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').BrowserContext} BrowserContext */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ name: string, fileId: string, contentType: string, bytes: number }} PlanFile */
/** @typedef {{ at: number, frameAt: number | null, scale: number, level: number }} SharpEvent */

export const PLANS_TARGET_MS = 2000;
export const PDF_MEGABYTES = 20;
const COMPANY_NAME = 'Demo Bau GmbH';
const MAX_SCALE = 8;
const TIMEOUT_MS = 60_000;

/** The devices: a desktop and a phone (iPhone 12–15 size at 3x). */
export const DEVICES = /** @type {const} */ ({
  desktop: { viewport: { width: 1440, height: 900 }, deviceScaleFactor: 1, isMobile: false, hasTouch: false },
  phone: { viewport: { width: 390, height: 844 }, deviceScaleFactor: 3, isMobile: true, hasTouch: true },
});

/**
 * Probe injected before the page's scripts: each time the plan viewer turns sharp (data-sharp="true") it notes
 * when (performance.now(), since navigation start), the scale and level, and the next animation frame (its paint).
 * For the home route: when the company's name is first in the document, and the frame after.
 */
const PROBE = `(() => {
  const state = { sharp: [], home: null, homeFrame: null };
  window.__vendocPlans = state;
  let wasSharp = false;
  const check = () => {
    if (state.home === null && document.body && (document.body.textContent || '').includes(${JSON.stringify(COMPANY_NAME)})) {
      state.home = performance.now();
      requestAnimationFrame(() => { state.homeFrame = performance.now(); });
    }
    const viewer = document.querySelector('[data-testid="plan-viewer"]');
    const sharp = viewer !== null && viewer.getAttribute('data-sharp') === 'true';
    if (sharp && !wasSharp) {
      const event = { at: performance.now(), frameAt: null, scale: Number(viewer.getAttribute('data-scale')),
        level: Number(viewer.getAttribute('data-level')) };
      state.sharp.push(event);
      requestAnimationFrame(() => { event.frameAt = performance.now(); });
    }
    wasSharp = sharp;
  };
  new MutationObserver(check).observe(document, { subtree: true, childList: true, attributes: true,
    attributeFilter: ['data-sharp', 'data-scale'] });
})();`;

/**
 * pdf.js for the raw baseline, served from the repository's pdfjs-dist (the version the app bundles) under the
 * app's origin, so the page's CSP (script-src 'self') lets it load.
 * @param {BrowserContext} context
 */
async function routePdfJs(context) {
  for (const [path, file] of /** @type {const} */ ([
    ['/__bench/pdf.mjs', 'pdf.min.mjs'],
    ['/__bench/pdf.worker.mjs', 'pdf.worker.min.mjs'],
  ])) {
    const body = readFileSync(join(repoRoot, 'node_modules/pdfjs-dist/build', file));
    await context.route(`**${path}`, (route) =>
      route.fulfill({ status: 200, contentType: 'text/javascript', body }),
    );
  }
}

/**
 * @param {Browser} browser
 * @param {keyof typeof DEVICES} device
 * @param {string} initScript
 */
async function freshPage(browser, device, initScript) {
  const context = await browser.newContext({ serviceWorkers: 'block', ...DEVICES[device] });
  await context.addInitScript({ content: initScript });
  await context.addInitScript({ content: PROBE });
  await routePdfJs(context);
  return { context, page: await context.newPage() };
}

/**
 * Baseline 1: `/` signed in, in a fresh context, until the company's name is in the page and painted (and the
 * browser's first contentful paint).
 * @param {Browser} browser
 * @param {keyof typeof DEVICES} device
 * @param {{ baseURL: string, initScript: string }} session
 */
async function homeFirstPaint(browser, device, { baseURL, initScript }) {
  const { context, page } = await freshPage(browser, device, initScript);
  try {
    await page.goto(`${baseURL}/`, { waitUntil: 'commit' });
    await page.waitForFunction(() => /** @type {any} */ (window).__vendocPlans?.homeFrame != null, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    return await page.evaluate(() => {
      const state = /** @type {any} */ (window).__vendocPlans;
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      return { ms: state.homeFrame, fcpMs: fcp ? fcp.startTime : null };
    });
  } finally {
    await context.close();
  }
}

/**
 * The plan in /blueprint in a fresh context: navigation start to the first sharp view (painted), where the plan's
 * content request ran, then a wheel zoom to 800 % about the middle until sharp again.
 * @param {Browser} browser
 * @param {keyof typeof DEVICES} device
 * @param {{ baseURL: string, initScript: string, projectId: string, plan: PlanFile }} options
 */
async function viewerRun(browser, device, { baseURL, initScript, projectId, plan }) {
  const { context, page } = await freshPage(browser, device, initScript);
  try {
    await page.goto(`${baseURL}/blueprint?projectId=${projectId}&fileId=${plan.fileId}`, {
      waitUntil: 'commit',
    });
    await page.waitForFunction(
      () =>
        /** @type {any} */ (window).__vendocPlans?.sharp.some((/** @type {any} */ e) => e.frameAt !== null),
      null,
      { timeout: TIMEOUT_MS, polling: 50 },
    );
    const first = await page.evaluate(() => {
      const state = /** @type {any} */ (window).__vendocPlans;
      const content = performance
        .getEntriesByType('resource')
        .find((entry) => entry.name.includes('/content'));
      const viewer = document.querySelector('[data-testid="plan-viewer"] [role="application"]');
      const box = viewer?.getBoundingClientRect();
      const fcp = performance.getEntriesByName('first-contentful-paint')[0];
      /** @type {Record<string, number>} */
      const marks = {};
      for (const mark of performance.getEntriesByType('mark')) {
        if (!mark.name.startsWith('vendoc:plan:')) continue;
        const step = mark.name.slice('vendoc:plan:'.length);
        // The first of each step; of the tiles, the count and the last one up to the first sharp view.
        if (mark.startTime > state.sharp[0].at) continue;
        if (step === 'tile') {
          marks['tiles'] = (marks['tiles'] ?? 0) + 1;
          marks['lastTile'] = mark.startTime;
        }
        if (marks[step] === undefined) marks[step] = mark.startTime;
      }
      return {
        marks,
        sharp: /** @type {SharpEvent} */ (state.sharp[0]),
        fcpMs: fcp ? fcp.startTime : null,
        content: content
          ? {
              startMs: content.startTime,
              endMs: /** @type {PerformanceResourceTiming} */ (content).responseEnd,
            }
          : null,
        box: box ? { width: box.width, height: box.height } : null,
      };
    });
    const shots = process.env['BENCH_PLANS_SCREENSHOTS'];
    const shotName = `${device}-${plan.contentType === 'application/pdf' ? 'pdf' : 'png'}`;
    if (shots) await page.screenshot({ path: join(shots, `plans-${shotName}-fit.png`) });
    // Zoom to 800 % with one wheel turn about the viewer's middle (the viewer clamps at MAX_SCALE).
    const wheelAt = await page.evaluate(() => {
      const viewer = document.querySelector('[data-testid="plan-viewer"] [role="application"]');
      if (!viewer) throw new Error('no plan viewer');
      const box = viewer.getBoundingClientRect();
      const at = performance.now();
      viewer.dispatchEvent(
        new WheelEvent('wheel', {
          deltaY: -5000,
          clientX: box.left + box.width / 2,
          clientY: box.top + box.height / 2,
          bubbles: true,
          cancelable: true,
        }),
      );
      return at;
    });
    await page.waitForFunction(
      ({ since, scale }) =>
        /** @type {any} */ (window).__vendocPlans.sharp.some(
          (/** @type {SharpEvent} */ e) => e.at > since && e.scale === scale && e.frameAt !== null,
        ),
      { since: wheelAt, scale: MAX_SCALE },
      { timeout: TIMEOUT_MS, polling: 50 },
    );
    const zoomed = /** @type {SharpEvent} */ (
      await page.evaluate(
        ({ since, scale }) =>
          /** @type {any} */ (window).__vendocPlans.sharp.find(
            (/** @type {SharpEvent} */ e) => e.at > since && e.scale === scale,
          ),
        { since: wheelAt, scale: MAX_SCALE },
      )
    );
    if (shots) await page.screenshot({ path: join(shots, `plans-${shotName}-800.png`) });
    return {
      marks: first.marks,
      sharpMs: /** @type {number} */ (first.sharp.frameAt),
      level: first.sharp.level,
      scale: first.sharp.scale,
      fcpMs: first.fcpMs,
      content: first.content,
      box: first.box,
      zoomMs: /** @type {number} */ (zoomed.frameAt) - wheelAt,
      zoomLevel: zoomed.level,
    };
  } finally {
    await context.close();
  }
}

/**
 * Baseline 2: the plan's raw cost in a fresh page of the app's origin (signed in, `/` loaded first): fetch of the
 * content, then for an image createImageBitmap of the whole image (what the viewer decodes) and, for comparison,
 * decoding straight to the size of the fitted view; for a PDF pdf.js getDocument + getPage and one render of the
 * page at the fitted view's size in device pixels (capped at 2x like the viewer). pdf.js's own loading is not
 * counted (the app loads it with the page chunk).
 * @param {Browser} browser
 * @param {keyof typeof DEVICES} device
 * @param {{ baseURL: string, initScript: string, contentUrl: string, plan: PlanFile, box: { width: number, height: number } }} options
 */
async function rawRun(browser, device, { baseURL, initScript, contentUrl, plan, box }) {
  const { context, page } = await freshPage(browser, device, initScript);
  try {
    await page.goto(`${baseURL}/`);
    await page.waitForFunction(() => /** @type {any} */ (window).__vendocPlans?.homeFrame != null, null, {
      timeout: TIMEOUT_MS,
      polling: 50,
    });
    const url = new URL(contentUrl, baseURL);
    url.searchParams.set('disposition', 'inline');
    return await page.evaluate(
      async ({ url, isPdf, box }) => {
        const ratio = Math.min(2, Math.max(1, window.devicePixelRatio || 1));
        const fit = (/** @type {number} */ width, /** @type {number} */ height) => {
          const scale = Math.min((box.width - 32) / width, (box.height - 32) / height);
          return {
            scale,
            width: Math.round(width * scale * ratio),
            height: Math.round(height * scale * ratio),
          };
        };
        if (isPdf) {
          // A URL of the page's origin (routed to pdfjs-dist), not a module of the repository.
          const library = '/__bench/pdf.mjs';
          /** @type {typeof import('pdfjs-dist')} */
          const pdfjs = await import(library);
          pdfjs.GlobalWorkerOptions.workerSrc = '/__bench/pdf.worker.mjs';
          const started = performance.now();
          const bytes = await (await fetch(url)).arrayBuffer();
          const fetched = performance.now();
          const pdf = await pdfjs.getDocument({ data: new Uint8Array(bytes), isEvalSupported: false })
            .promise;
          const page = await pdf.getPage(1);
          const opened = performance.now();
          const natural = page.getViewport({ scale: 96 / 72 });
          const target = fit(natural.width, natural.height);
          const viewport = page.getViewport({ scale: (target.width / natural.width) * (96 / 72) });
          const canvas = document.createElement('canvas');
          canvas.width = Math.round(viewport.width);
          canvas.height = Math.round(viewport.height);
          await page.render({ canvas, viewport, background: '#ffffff' }).promise;
          const rendered = performance.now();
          await pdf.destroy();
          return {
            fetchMs: fetched - started,
            openMs: opened - fetched,
            renderMs: rendered - opened,
            totalMs: rendered - started,
            pixels: `${canvas.width}x${canvas.height}`,
          };
        }
        const started = performance.now();
        const blob = await (await fetch(url)).blob();
        const fetched = performance.now();
        const bitmap = await createImageBitmap(blob);
        const decoded = performance.now();
        const target = fit(bitmap.width, bitmap.height);
        const canvas = document.createElement('canvas');
        canvas.width = target.width;
        canvas.height = target.height;
        const context = canvas.getContext('2d');
        context?.drawImage(bitmap, 0, 0, target.width, target.height);
        context?.getImageData(0, 0, 1, 1);
        const drawn = performance.now();
        bitmap.close();
        const resizeStarted = performance.now();
        const small = await createImageBitmap(blob, {
          resizeWidth: target.width,
          resizeHeight: target.height,
          resizeQuality: 'medium',
        });
        const resized = performance.now() - resizeStarted;
        small.close();
        return {
          fetchMs: fetched - started,
          decodeMs: decoded - fetched,
          drawMs: drawn - decoded,
          totalMs: drawn - started,
          decodeToFitMs: resized,
          pixels: `${target.width}x${target.height}`,
        };
      },
      { url: url.toString(), isPdf: plan.contentType === 'application/pdf', box },
    );
  } finally {
    await context.close();
  }
}

/**
 * @param {string} baseURL
 * @param {string} accessToken
 * @param {string} fileId
 */
async function contentUrlOf(baseURL, accessToken, fileId) {
  const response = await fetch(new URL(`/api/v1/files/${fileId}`, baseURL), {
    headers: { authorization: `Bearer ${accessToken}` },
  });
  if (response.status !== 200) throw new Error(`GET /files/${fileId}: ${response.status}`);
  return /** @type {{ contentUrl: string }} */ (await response.json()).contentUrl;
}

/** @param {number[]} values */
const summary = (values) => ({
  medianMs: Math.round(median(values)),
  samplesMs: values.map((value) => Math.round(value)),
});

/**
 * @param {Record<string, number | null>[]} samples
 * @param {string} key
 */
const medianOf = (samples, key) => {
  const values = samples.map((sample) => sample[key]).filter((value) => typeof value === 'number');
  return values.length > 0 ? Math.round(median(/** @type {number[]} */ (values))) : null;
};

/**
 * The `plans` figure: the built server on a fresh PGlite data dir; the two plans uploaded as project files of one
 * project and made plans; then `runs` rounds, each with every case in a fresh context, in turn: the home route,
 * each plan's viewer run and its raw baseline, on the desktop and the phone.
 * @param {number} runs
 */
export async function measurePlans(runs) {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-plans-'));
  const browser = await launchChromium();
  try {
    // The plans: the PDF in Node (pdf-lib), the PNG drawn and encoded in Chromium.
    const pdf = await a0PlanPdf(PDF_MEGABYTES);
    const pdfPath = join(workDir, 'Grundriss EG A0.pdf');
    await writeFile(pdfPath, pdf.bytes);
    const drawing = await browser.newPage();
    const png = await drawing.evaluate(drawPngPlan, PNG_SIZE);
    await drawing.close();
    const pngPath = join(workDir, 'Grundriss EG 10000x7000.png');
    await writeFile(pngPath, Buffer.from(png.base64, 'base64'));

    return await withBuiltServer('plans', async ({ tokens, baseURL }) => {
      const { accessToken } = tokens;
      const client = await postJson(baseURL, accessToken, '/api/v1/clients', {
        kind: 'commercial',
        name: 'Plan-Benchmark GmbH',
      });
      const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
        name: 'Plan-Benchmark',
        clientId: client.id,
      });
      /** @type {PlanFile[]} */
      const plans = [];
      for (const [path, contentType, page] of /** @type {const} */ ([
        [pngPath, 'image/png', null],
        [pdfPath, 'application/pdf', 1],
      ])) {
        const name = path.slice(workDir.length + 1);
        const size = (await stat(path)).size;
        const upload = await streamMultipart({
          baseURL,
          accessToken,
          urlPath: `/api/v1/projects/${project.id}/files`,
          field: 'files',
          fileName: name,
          path,
          size,
          contentType,
        });
        const stored = upload.body?.files?.[0];
        if (upload.status !== 201 || stored?.size !== size) {
          throw new Error(`upload of ${name}: ${upload.status} ${JSON.stringify(upload.body)}`);
        }
        await postJson(baseURL, accessToken, `/api/v1/projects/${project.id}/plans`, {
          name: name.replace(/\.[^.]+$/, ''),
          fileId: stored.id,
          page,
        });
        plans.push({ name, fileId: stored.id, contentType: stored.contentType, bytes: size });
      }
      const initScript = sessionInitScript(tokens, baseURL);
      const session = { baseURL, initScript };
      const loadBefore = loadavg().map((value) => round(value, 2));

      /** @type {Record<string, { home: any[], viewer: Record<string, any[]>, raw: Record<string, any[]> }>} */
      const samples = {};
      for (const device of /** @type {(keyof typeof DEVICES)[]} */ (Object.keys(DEVICES)))
        samples[device] = { home: [], viewer: {}, raw: {} };
      for (let run = 0; run < runs; run += 1) {
        for (const device of /** @type {(keyof typeof DEVICES)[]} */ (Object.keys(DEVICES))) {
          const figures = /** @type {(typeof samples)[string]} */ (samples[device]);
          figures.home.push(await homeFirstPaint(browser, device, session));
          for (const plan of plans) {
            const viewer = await viewerRun(browser, device, { ...session, projectId: project.id, plan });
            (figures.viewer[plan.contentType] ??= []).push(viewer);
            const contentUrl = await contentUrlOf(baseURL, accessToken, plan.fileId);
            const box = viewer.box ?? DEVICES[device].viewport;
            (figures.raw[plan.contentType] ??= []).push(
              await rawRun(browser, device, { ...session, contentUrl, plan, box }),
            );
          }
        }
      }
      const loadAfter = loadavg().map((value) => round(value, 2));

      /** @type {Record<string, any>} */
      const devices = {};
      for (const [device, figures] of Object.entries(samples)) {
        /** @type {Record<string, any>} */
        const perPlan = {};
        for (const plan of plans) {
          const viewer = figures.viewer[plan.contentType] ?? [];
          const raw = figures.raw[plan.contentType] ?? [];
          perPlan[plan.contentType === 'application/pdf' ? 'pdf' : 'image'] = {
            firstSharp: summary(viewer.map((sample) => sample.sharpMs)),
            zoom800: summary(viewer.map((sample) => sample.zoomMs)),
            /** The viewer's own share: from the content's last byte to the sharp view, per run. */
            afterContent: summary(
              viewer.map((sample) => sample.sharpMs - (sample.content?.endMs ?? Number.NaN)),
            ),
            contentRequest: {
              medianStartMs: medianOf(
                viewer.map((sample) => ({ value: sample.content?.startMs ?? null })),
                'value',
              ),
              medianEndMs: medianOf(
                viewer.map((sample) => ({ value: sample.content?.endMs ?? null })),
                'value',
              ),
            },
            /** Medians of the viewer's performance marks (vendoc:plan:*) until the first sharp view. */
            steps: Object.fromEntries(
              [...new Set(viewer.flatMap((sample) => Object.keys(sample.marks)))].map((step) => [
                step,
                medianOf(
                  viewer.map((sample) => ({ value: sample.marks[step] ?? null })),
                  'value',
                ),
              ]),
            ),
            level: viewer[0]?.level,
            zoomLevel: viewer[0]?.zoomLevel,
            viewerBox: viewer[0]?.box,
            raw: {
              medianTotalMs: medianOf(raw, 'totalMs'),
              medianFetchMs: medianOf(raw, 'fetchMs'),
              ...(plan.contentType === 'application/pdf'
                ? { medianOpenMs: medianOf(raw, 'openMs'), medianRenderMs: medianOf(raw, 'renderMs') }
                : {
                    medianDecodeMs: medianOf(raw, 'decodeMs'),
                    medianDrawMs: medianOf(raw, 'drawMs'),
                    medianDecodeToFitMs: medianOf(raw, 'decodeToFitMs'),
                  }),
              pixels: raw[0]?.pixels,
              samples: raw.map((sample) =>
                Object.fromEntries(
                  Object.entries(sample).map(([key, value]) => [
                    key,
                    typeof value === 'number' ? Math.round(value) : value,
                  ]),
                ),
              ),
            },
          };
        }
        devices[device] = {
          ...DEVICES[/** @type {keyof typeof DEVICES} */ (device)],
          home: {
            ...summary(figures.home.map((sample) => sample.ms)),
            medianFcpMs: medianOf(figures.home, 'fcpMs'),
          },
          ...perPlan,
        };
      }
      return {
        runs,
        unit: 'ms since navigation start (medians; samples in order); zoom: ms from the wheel event',
        targetMs: PLANS_TARGET_MS,
        files: {
          image: {
            ...PNG_SIZE,
            bytes: plans[0]?.bytes,
            drawMs: Math.round(png.drawnMs),
            encodeMs: Math.round(png.encodedMs),
          },
          pdf: {
            bytes: plans[1]?.bytes,
            sheet: 'A0 landscape, 1189 x 841 mm',
            vectorLines: pdf.lines,
            texts: pdf.texts,
            contentStreamBytes: pdf.contentBytes,
            scan: pdf.scan,
          },
        },
        machineLoad: { before: loadBefore, after: loadAfter },
        ...devices,
      };
    });
  } finally {
    await browser.close();
    await rm(workDir, { recursive: true, force: true });
  }
}
