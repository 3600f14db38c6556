/* global window, document, requestAnimationFrame, MutationObserver -- run inside the page by Playwright */
// Quantity survey editor in real Chromium: keystroke to updated survey-wide sum on a 2,000-line survey (10 sheets
// of 200 lines, 10 positions), against the same keystroke on a 20-line survey in the same run and browser. The
// built server (PGlite, fresh data dir) and the built client; the lines are posted one by one (POST …/lines with
// dense rows A0..T9: templates cannot fill a sheet, their lines take the rows A0, B0, … Z0, Z1 … Z9, 35 at most).
import { loadavg } from 'node:os';
import { performance } from 'node:perf_hooks';
import { launchChromium } from './browser.mjs';
import { sessionInitScript } from './client-size.mjs';
import { withBuiltServer } from './server.mjs';
import { median, round } from './stats.mjs';
import { postJson } from './upload.mjs';

/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {{ marker: string, text: string, formulaNumber: number, expression: string }} LineFields */
/** @typedef {{ keydownToMutationMs: number, keydownToFrameMs: number, eventToFrameMs: number }} Sample */

export const SURVEY_SHEETS = 10;
export const LINES_PER_SHEET = 200;
export const BASELINE_LINES = 20;
export const WARM_UP_SAMPLES = 5;
export const SAMPLES = 30;
export const TARGET_MS = 50;
/** Pause between keystrokes (a brisk typist: about 7 keys per second), so each sample starts from an idle page. */
const TYPING_GAP_MS = 150;
/** A keystroke whose sum has not changed after this long fails the run. */
const SAMPLE_TIMEOUT_MS = 10_000;
const MEASURED_OZ = '01.0010';
/** The line typed into: the first of sheet 1, "2,40*2,75" (counted, position 01.0010). */
const TYPED_ADDRESS = '0001A0';
const SURVEY_SUMS_LABEL = 'Gesamtes Aufmaß';
const VIEWPORT = { width: 1440, height: 900 };

/** OZ of the n-th application (0-based): 01.0010, 01.0020, … 01.0100. */
const ozOf = (/** @type {number} */ index) => `01.${String((index + 1) * 10).padStart(4, '0')}`;

/** A decimal in German notation from an integer number of hundredths (no floating point involved). */
const hundredths = (/** @type {number} */ value) =>
  `${Math.floor(value / 100)},${String(value % 100).padStart(2, '0')}`;

/**
 * A realistic room-by-room sheet of `count` lines: wall areas, door and window deductions, formulas with the
 * sheet's variables L and H, bracketed sums, geometric formulas, helper (H),
 * estimated (S), result (E) and comment lines, a subtotal every 20 lines and the position total last. Line 0 is
 * "2,40*2,75", the line the benchmark types into.
 * @param {number} count
 * @returns {LineFields[]}
 */
export function sheetLines(count) {
  /** @type {LineFields[]} */
  const lines = [];
  for (let index = 0; index < count; index += 1) {
    const room = Math.floor(index / 20) + 1;
    const variation = (index * 37) % 90; // 0..89, deterministic
    /** @type {LineFields} */
    let line;
    if (index === 0) line = { marker: '', text: 'Wand Nord', formulaNumber: 0, expression: '2,40*2,75' };
    else if (index === count - 1)
      line = { marker: 'P', text: 'Positionssumme', formulaNumber: 0, expression: '' };
    else if (index % 20 === 19)
      line = { marker: 'Z', text: `Summe Raum ${room}`, formulaNumber: 0, expression: '' };
    else {
      switch (index % 10) {
        case 0:
          line = {
            marker: '',
            text: `Raum ${room} Wand`,
            formulaNumber: 0,
            expression: `${hundredths(210 + variation * 7)}*2,75`,
          };
          break;
        case 1:
          line = { marker: '', text: 'Abzug Tür', formulaNumber: 0, expression: '-1,01*2,135' };
          break;
        case 2:
          line = { marker: '', text: 'Wand (Länge × Höhe)', formulaNumber: 91, expression: 'L*H' };
          break;
        case 3:
          line = {
            marker: '',
            text: 'Wand mit Vorsprung',
            formulaNumber: 91,
            expression: `(3,20+${hundredths(40 + variation)})*2,5`,
          };
          break;
        case 4:
          line = { marker: 'H', text: 'Hilfswert Sturzhöhe', formulaNumber: 0, expression: '2,01' };
          break;
        case 5:
          line = {
            marker: '',
            text: 'Abzug Fenster',
            formulaNumber: 0,
            expression: `-${hundredths(76 + variation)}*1,385`,
          };
          break;
        case 6:
          line = {
            marker: '',
            text: 'Laibung',
            formulaNumber: 4,
            expression: `${hundredths(101 + variation)};0,25;2`,
          };
          break;
        case 7:
          line =
            index % 40 === 7
              ? {
                  marker: 'S',
                  text: 'geschätzt (verdeckt)',
                  formulaNumber: 0,
                  expression: hundredths(350 + variation),
                }
              : {
                  marker: '',
                  text: 'Giebel',
                  formulaNumber: 1,
                  expression: `${hundredths(480 + variation)};1,85`,
                };
          break;
        case 8:
          line =
            index % 40 === 8
              ? { marker: '*', text: 'Kommentar: Maße laut Plan Nr. 4711', formulaNumber: 0, expression: '' }
              : { marker: 'E', text: 'Ergebnis', formulaNumber: 91, expression: '2*(L+H)' };
          break;
        default:
          line = {
            marker: '',
            text: 'Wand abzüglich Sockel',
            formulaNumber: 91,
            expression: `L*(H-0,${String(10 + (variation % 20)).padStart(2, '0')})`,
          };
      }
    }
    lines.push(line);
  }
  return lines;
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
  const json = await response.json();
  if (response.status !== 200) throw new Error(`GET ${path}: ${response.status} ${JSON.stringify(json)}`);
  return json;
}

/** Row of the index-th line of a sheet, densely: A0, A1, … A9, B0, … (200 lines reach T9 of the 260 rows). */
const rowOf = (/** @type {number} */ index) =>
  `${String.fromCharCode(65 + Math.floor(index / 10))}${index % 10}`;

/**
 * A survey of `sheets` sheets of `lines` lines each; sheet n measures position `ozOf(n - 1)` and has its own
 * variables L and H. The lines are posted one by one with their rows (POST …/lines), as the editor saves them.
 * @param {{ baseURL: string, accessToken: string, projectId: string, name: string, sheets: number, lines: number }} options
 */
async function createSurvey({ baseURL, accessToken, projectId, name, sheets: sheetCount, lines: perSheet }) {
  const survey = await postJson(baseURL, accessToken, '/api/v1/quantity-surveys', { projectId, name });
  const base = `/api/v1/quantity-surveys/${survey.id}`;
  for (let sheet = 2; sheet <= sheetCount; sheet += 1) {
    await postJson(baseURL, accessToken, `${base}/sheets`, { title: `${sheet - 1}. OG` });
  }
  const detail = /** @type {{ sheets: { id: string, number: number }[] }} */ (
    await getJson(baseURL, accessToken, base)
  );
  const sheets = [...detail.sheets].sort((a, b) => a.number - b.number);
  if (sheets.length !== sheetCount) throw new Error(`survey has ${sheets.length} sheets, not ${sheetCount}`);
  const content = sheetLines(perSheet);
  // The sheets are filled side by side (the server serializes the writes; the requests' round trips overlap).
  const created = await Promise.all(
    sheets.map(async (sheet, index) => {
      // each sheet its own room length
      await postJson(baseURL, accessToken, `${base}/variables`, {
        sheetId: sheet.id,
        name: 'L',
        expression: hundredths(325 + index * 15),
      });
      await postJson(baseURL, accessToken, `${base}/variables`, {
        sheetId: sheet.id,
        name: 'H',
        expression: '2,75',
      });
      for (const [position, line] of content.entries()) {
        const row = rowOf(position);
        const stored = /** @type {{ row?: string }} */ (
          await postJson(baseURL, accessToken, `${base}/lines`, {
            sheetId: sheet.id,
            row,
            oz: ozOf(index),
            ...line,
          })
        );
        if (stored.row !== row)
          throw new Error(`line ${position} of sheet ${sheet.number} got row ${stored.row}`);
      }
      return content.length;
    }),
  );
  return { id: survey.id, lines: created.reduce((sum, count) => sum + count, 0) };
}

/**
 * Installs the probe in the page: `arm()` remembers the sum of position 01.0010 in the survey-wide sums table and
 * resolves `pending` with the times from the next keydown (capture phase on document, performance.now() and the
 * event's timeStamp) to the first mutation of the table after which that sum reads differently, and to the next
 * animation frame after it (the frame that shows the new sum).
 * @param {Page} page
 */
function installProbe(page) {
  return page.evaluate(
    ({ label, oz, timeoutMs }) => {
      const sumCell = () => {
        const section = document.querySelector(`section[aria-label="${label}"]`);
        if (!section) return null;
        for (const row of section.querySelectorAll('tbody tr')) {
          const cells = row.querySelectorAll('td');
          if (cells[0]?.textContent === oz) return cells[3] ?? null;
        }
        return null;
      };
      const probe = {
        /** @type {Promise<unknown> | null} */
        pending: null,
        arm() {
          const section = document.querySelector(`section[aria-label="${label}"]`);
          const before = sumCell()?.textContent ?? null;
          if (!section || before === null) throw new Error(`no sum of ${oz} in „${label}“`);
          probe.pending = new Promise((resolve, reject) => {
            let keydownAt = -1;
            let eventAt = -1;
            const timer = setTimeout(() => {
              document.removeEventListener('keydown', onKeydown, true);
              observer.disconnect();
              reject(new Error(`the sum of ${oz} did not change within ${timeoutMs} ms (still ${before})`));
            }, timeoutMs);
            const onKeydown = (/** @type {KeyboardEvent} */ event) => {
              keydownAt = performance.now();
              eventAt = event.timeStamp;
              document.removeEventListener('keydown', onKeydown, true);
            };
            const observer = new MutationObserver(() => {
              if (keydownAt < 0) return;
              const after = sumCell()?.textContent ?? null;
              if (after === null || after === before) return;
              const mutationAt = performance.now();
              observer.disconnect();
              clearTimeout(timer);
              requestAnimationFrame(() => {
                const frameAt = performance.now();
                resolve({
                  keydownToMutationMs: mutationAt - keydownAt,
                  keydownToFrameMs: frameAt - keydownAt,
                  eventToFrameMs: frameAt - eventAt,
                  before,
                  after,
                });
              });
            });
            document.addEventListener('keydown', onKeydown, true);
            observer.observe(section, { subtree: true, characterData: true, childList: true });
          });
        },
      };
      /** @type {any} */ (window).__vendocSumProbe = probe;
    },
    { label: SURVEY_SUMS_LABEL, oz: MEASURED_OZ, timeoutMs: SAMPLE_TIMEOUT_MS },
  );
}

/**
 * Opens the editor on sheet 1 with the sums tab shown and the caret at the end of the typed line's formula.
 * @param {Browser} browser
 * @param {{ baseURL: string, initScript: string, projectId: string, surveyId: string }} options
 */
async function openEditor(browser, { baseURL, initScript, projectId, surveyId }) {
  const context = await browser.newContext({ serviceWorkers: 'block', viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.addInitScript({ content: initScript });
    /** @type {{ method: string, url: string }[]} */
    const writes = [];
    page.on('request', (request) => {
      const url = new URL(request.url());
      if (url.pathname.startsWith('/api/') && request.method() !== 'GET') {
        writes.push({ method: request.method(), url: url.pathname });
      }
    });
    await page.goto(
      `${baseURL}/projects/${projectId}/constructions/none/quantitySurveys/${surveyId}?sheet=1`,
    );
    const formula = page.getByRole('textbox', { name: `Formel ${TYPED_ADDRESS}`, exact: true });
    await formula.waitFor({ state: 'visible', timeout: 60_000 });
    await page.getByRole('tab', { name: 'Summen' }).click();
    const sums = page.getByRole('table', { name: SURVEY_SUMS_LABEL, exact: true });
    await sums.getByRole('row').filter({ hasText: MEASURED_OZ }).waitFor({ timeout: 30_000 });
    const sumRows = await sums.locator('tbody tr').count();
    await installProbe(page);
    await formula.focus();
    await page.keyboard.press('End');
    const formulaBefore = await formula.inputValue();
    return { page, context, formula, formulaBefore, sumRows, writes };
  } catch (error) {
    await context.close();
    throw error;
  }
}

/**
 * One keystroke: arm the probe, press the key, await the measured times.
 * @param {Page} page
 * @param {string} key
 * @returns {Promise<Sample & { before: string, after: string }>}
 */
async function keystroke(page, key) {
  await page.evaluate(() => /** @type {any} */ (window).__vendocSumProbe.arm());
  await page.keyboard.press(key);
  const sample = await page.evaluate(() => /** @type {any} */ (window).__vendocSumProbe.pending);
  await page.waitForTimeout(TYPING_GAP_MS);
  return sample;
}

/**
 * Percentile (nearest rank) of a non-empty list.
 * @param {number[]} values
 * @param {number} p 0..100
 */
function percentile(values, p) {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.max(1, Math.ceil((p / 100) * sorted.length)) - 1] ?? Number.NaN;
}

/** @param {Sample[]} samples */
function summarize(samples) {
  const frame = samples.map((sample) => sample.keydownToFrameMs);
  return {
    samples: samples.length,
    medianMs: round(median(frame)),
    p95Ms: round(percentile(frame, 95)),
    maxMs: round(Math.max(...frame)),
    minMs: round(Math.min(...frame)),
    samplesMs: frame.map((value) => round(value)),
    keydownToMutationMedianMs: round(median(samples.map((sample) => sample.keydownToMutationMs))),
    eventTimeStampToFrameMedianMs: round(median(samples.map((sample) => sample.eventToFrameMs))),
  };
}

/**
 * Measures both editors, one keystroke in each in turn (so a change of the machine's load hits both alike):
 * "1" and Backspace alternating at the end of the typed line's formula, 5 warm-up keystrokes, then `SAMPLES`. Then
 * the write requests made while typing (lines are saved when they lose the focus, not per keystroke) and after
 * a blur.
 * @param {{ big: Awaited<ReturnType<typeof openEditor>>, small: Awaited<ReturnType<typeof openEditor>> }} editors
 */
async function measureKeystrokes({ big, small }) {
  /** @type {{ big: Sample[], small: Sample[] }} */
  const samples = { big: [], small: [] };
  const writesBefore = { big: big.writes.length, small: small.writes.length };
  const sums = { big: new Set(), small: new Set() };
  for (let index = 0; index < WARM_UP_SAMPLES + SAMPLES; index += 1) {
    const key = index % 2 === 0 ? '1' : 'Backspace';
    for (const [name, editor] of /** @type {const} */ ([
      ['big', big],
      ['small', small],
    ])) {
      const sample = await keystroke(editor.page, key);
      sums[name].add(sample.after);
      if (index >= WARM_UP_SAMPLES) samples[name].push(sample);
    }
  }
  /** @param {Awaited<ReturnType<typeof openEditor>>} editor @param {number} before */
  const saving = async (editor, before) => {
    const whileTyping = editor.writes.slice(before);
    const typed = await editor.formula.inputValue();
    // Leave the line (the focus goes nowhere): the editor saves it now.
    const saved = editor.page.waitForRequest(
      (request) => request.method() === 'PATCH' && /\/lines\//.test(new URL(request.url()).pathname),
      { timeout: 10_000 },
    );
    await editor.formula.evaluate((element) => /** @type {HTMLInputElement} */ (element).blur());
    const request = await saved.then(
      async (found) => {
        await found.response();
        return `${found.method()} ${new URL(found.url()).pathname}`;
      },
      () => null,
    );
    return {
      formulaBefore: editor.formulaBefore,
      formulaAfterTyping: typed,
      writeRequestsWhileTyping: whileTyping.length,
      writeRequestsWhileTypingList: whileTyping.map((write) => `${write.method} ${write.url}`),
      saveOnBlur: request,
    };
  };
  return {
    big: {
      ...summarize(samples.big),
      distinctSums: sums.big.size,
      saving: await saving(big, writesBefore.big),
    },
    small: {
      ...summarize(samples.small),
      distinctSums: sums.small.size,
      saving: await saving(small, writesBefore.small),
    },
  };
}

/**
 * The benchmark: server, data, both editors in one Chromium, the keystrokes, and the machine's load.
 * @returns {Promise<Record<string, any>>} what goes into bench/results/latest.json
 */
export async function measureQuantitySurveyBrowser() {
  const loadBefore = loadavg().map((value) => round(value, 2));
  return withBuiltServer('qs-browser', async ({ tokens, baseURL }) => {
    const { accessToken } = tokens;
    /** @type {Browser | null} */
    let browser = null;
    try {
      const client = await postJson(baseURL, accessToken, '/api/v1/clients', {
        kind: 'private',
        name: 'Familie Brandt',
      });
      const project = await postJson(baseURL, accessToken, '/api/v1/projects', {
        name: 'Sanierung Lindenstraße 8',
        clientId: client.id,
      });
      const seedStarted = performance.now();
      const bigSurvey = await createSurvey({
        baseURL,
        accessToken,
        projectId: project.id,
        name: 'Aufmaß Putzarbeiten (2.000 Zeilen)',
        sheets: SURVEY_SHEETS,
        lines: LINES_PER_SHEET,
      });
      const smallSurvey = await createSurvey({
        baseURL,
        accessToken,
        projectId: project.id,
        name: 'Aufmaß Bad (20 Zeilen)',
        sheets: 1,
        lines: BASELINE_LINES,
      });
      const seedMs = performance.now() - seedStarted;
      if (bigSurvey.lines !== SURVEY_SHEETS * LINES_PER_SHEET || smallSurvey.lines !== BASELINE_LINES) {
        throw new Error(`created ${bigSurvey.lines} and ${smallSurvey.lines} lines`);
      }

      browser = await launchChromium();
      const initScript = sessionInitScript(tokens, baseURL);
      const big = await openEditor(browser, {
        baseURL,
        initScript,
        projectId: project.id,
        surveyId: bigSurvey.id,
      });
      try {
        const small = await openEditor(browser, {
          baseURL,
          initScript,
          projectId: project.id,
          surveyId: smallSurvey.id,
        });
        try {
          if (big.sumRows !== SURVEY_SHEETS || small.sumRows !== 1) {
            throw new Error(`the sums table lists ${big.sumRows} and ${small.sumRows} positions`);
          }
          const figures = await measureKeystrokes({ big, small });
          return {
            unit: 'ms from keydown (performance.now() in a capture listener) to the animation frame after the sum changed',
            targetMs: TARGET_MS,
            viewport: VIEWPORT,
            typedLine: TYPED_ADDRESS,
            measuredOz: MEASURED_OZ,
            warmUp: WARM_UP_SAMPLES,
            typingGapMs: TYPING_GAP_MS,
            seedMs: Math.round(seedMs),
            big: {
              lines: bigSurvey.lines,
              sheets: SURVEY_SHEETS,
              positions: big.sumRows,
              ...figures.big,
            },
            baseline: {
              lines: smallSurvey.lines,
              sheets: 1,
              positions: small.sumRows,
              ...figures.small,
            },
            ratio: round(figures.big.medianMs / figures.small.medianMs, 2),
            machineLoad: { before: loadBefore, after: loadavg().map((value) => round(value, 2)) },
          };
        } finally {
          await small.context.close();
        }
      } finally {
        await big.context.close();
      }
    } finally {
      await browser?.close();
    }
  });
}
