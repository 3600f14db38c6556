/* global indexedDB, OffscreenCanvas -- run inside the page by Playwright */
// Sync after reconnecting (issue 15): 500 changes queued on a phone while offline, 100 of them photos of about 2 MB,
// sent by the app's outbox once the page is back online, until all are on the server (loopback, PGlite); the page's
// memory meanwhile. Baseline in the same run: the same 500 requests sent from Node one after another, the floor of
// what the server and the loopback take.
import { performance } from 'node:perf_hooks';
import { launchChromium } from './browser.mjs';
import { sessionInitScript } from './client-size.mjs';
import { withBuiltServer } from './server.mjs';
import { round } from './stats.mjs';
import { postJson } from './upload.mjs';

export const NOTES = 100;
export const PHOTOS = 100;
export const LINES = 200;
/** Each note is made, gets its photo (an upload), and is changed to link it: 3 changes; plus the survey lines. */
export const CHANGES = NOTES * 2 + PHOTOS + LINES;
export const PHOTO_BYTES = 2 * 1024 * 1024;
const SYNC_TIMEOUT_MS = 15 * 60 * 1000;
const MEMORY_POLL_MS = 250;

/** Row of the index-th line of a sheet, densely: A0, A1, … A9, B0, … (200 lines reach T9 of the 260 rows). */
const rowOf = (/** @type {number} */ index) =>
  `${String.fromCharCode(65 + Math.floor(index / 10))}${index % 10}`;

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

/** A fitter in the team of a project with a survey of one sheet, made by the admin; the fitter signed in. */
async function siteOf(/** @type {string} */ baseURL, /** @type {string} */ adminToken) {
  const password = 'Bench-Baustelle-2026!';
  const fitter = await postJson(baseURL, adminToken, '/api/v1/users', {
    userName: `monteur-bench-${Date.now().toString(36)}`,
    password,
    displayName: 'Bernd Bench',
    role: 'fitter',
  });
  const client = await postJson(baseURL, adminToken, '/api/v1/clients', {
    kind: 'commercial',
    name: 'Bench Bau',
  });
  const project = await postJson(baseURL, adminToken, '/api/v1/projects', {
    name: 'Funkloch-Siedlung',
    clientId: client.id,
    status: 'in_progress',
    memberIds: [fitter.id],
  });
  const survey = await postJson(baseURL, adminToken, '/api/v1/quantity-surveys', {
    projectId: project.id,
    name: 'Aufmaß Keller',
  });
  const detail = /** @type {{ sheets: { id: string }[] }} */ (
    await getJson(baseURL, adminToken, `/api/v1/quantity-surveys/${survey.id}`)
  );
  const signIn = await fetch(new URL('/api/v1/authentication/login', baseURL), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      userName: /** @type {{ userName: string }} */ (/** @type {unknown} */ (fitter)).userName,
      password,
    }),
  });
  const tokens = /** @type {{ accessToken: string, refreshToken: string }} */ (await signIn.json());
  return {
    fitterId: fitter.id,
    projectId: project.id,
    surveyId: survey.id,
    sheetId: detail.sheets[0]?.id ?? '',
    tokens,
  };
}

/** @typedef {{ notes: number, lines: number, photoBytes: number, owner: string, projectId: string, surveyId: string, sheetId: string, rows: string[] }} QueueOptions */
/** @typedef {Record<string, unknown> & { id: string }} Entry */

/**
 * Fills the outbox's IndexedDB (as the app writes it) with `notes` notes, each with its photo and the change that
 * links it, and `lines` survey lines, in the order a fitter makes them; the photos are JPEGs of noise of about
 * `photoBytes`, drawn here. Returns the bytes of photos stored.
 * @param {import('@playwright/test').Page} page
 * @param {QueueOptions} options
 * @returns {Promise<number>}
 */
function queueInPage(page, options) {
  return page.evaluate(async ({ notes, lines, photoBytes, owner, projectId, surveyId, sheetId, rows }) => {
    const uuid = () => crypto.randomUUID();
    /** @returns {Promise<IDBDatabase>} */
    const open = () =>
      new Promise((resolve, reject) => {
        const request = indexedDB.open('vendoc-outbox');
        request.onsuccess = () => resolve(request.result);
        request.onerror = () => reject(request.error);
      });
    /** A JPEG of noise close to `bytes` (noise does not compress, so the size follows the pixel count). */
    const noisePhoto = async (
      /** @type {number} */ width,
      /** @type {number} */ height,
      /** @type {number} */ seed,
    ) => {
      const canvas = new OffscreenCanvas(width, height);
      const context = canvas.getContext('2d');
      if (!context) throw new Error('no 2D canvas');
      const image = context.createImageData(width, height);
      let state = seed;
      for (let at = 0; at < image.data.length; at += 4) {
        state = (state * 1103515245 + 12345) >>> 0;
        image.data[at] = state & 255;
        image.data[at + 1] = (state >>> 8) & 255;
        image.data[at + 2] = (state >>> 16) & 255;
        image.data[at + 3] = 255;
      }
      context.putImageData(image, 0, 0);
      return canvas.convertToBlob({ type: 'image/jpeg', quality: 0.8 });
    };
    // The size that gives about photoBytes: measured once, scaled by area.
    const probe = await noisePhoto(800, 600, 1);
    const scale = Math.sqrt(photoBytes / probe.size);
    const width = Math.round(800 * scale);
    const height = Math.round(600 * scale);

    const db = await open();
    const now = new Date().toISOString();
    let stored = 0;
    const base = (
      /** @type {string} */ entity,
      /** @type {string} */ recordId,
      /** @type {string} */ method,
      /** @type {string} */ url,
    ) => ({
      id: uuid(),
      idempotencyKey: uuid(),
      method,
      url,
      label: `${entity} ${recordId.slice(0, 8)}`,
      entity,
      recordId,
      baseVersion: null,
      createdAt: now,
      owner,
      state: 'waiting',
      reason: null,
      attempts: 0,
      nextAttemptAt: 0,
      conflict: null,
    });
    const add = (
      /** @type {Entry} */ entry,
      /** @type {{ id: string, blob: Blob } | undefined} */ blob = undefined,
    ) =>
      new Promise((resolve, reject) => {
        const tx = db.transaction(['entries', 'blobs'], 'readwrite');
        if (blob) tx.objectStore('blobs').put({ id: blob.id, entryId: entry.id, blob: blob.blob });
        tx.objectStore('entries').add(entry);
        tx.oncomplete = () => resolve(undefined);
        tx.onerror = () => reject(tx.error);
      });
    let line = 0;
    const linesPerNote = Math.ceil(lines / notes);
    for (let index = 0; index < notes; index += 1) {
      const noteId = uuid();
      const fileId = uuid();
      const blobId = uuid();
      await add({
        ...base('smart-note', noteId, 'POST', '/api/v1/smart-notes'),
        body: { id: noteId, projectId, type: 'defect', title: `Mangel ${index + 1}` },
      });
      const photo = await noisePhoto(width, height, index + 2);
      stored += photo.size;
      await add(
        {
          ...base('project-file', fileId, 'POST', `/api/v1/projects/${projectId}/files`),
          parts: [
            { name: 'id', value: fileId },
            { name: 'file', blobId, fileName: `foto-${index + 1}.jpg`, type: 'image/jpeg' },
          ],
        },
        { id: blobId, blob: photo },
      );
      await add({
        ...base('smart-note', noteId, 'PUT', `/api/v1/smart-notes/${noteId}`),
        body: { type: 'defect', title: `Mangel ${index + 1}`, photoFileIds: [fileId], version: 1 },
        baseVersion: 1,
        dependsOn: [{ entity: 'project-file', recordId: fileId }],
      });
      for (let each = 0; each < linesPerNote && line < lines; each += 1, line += 1) {
        const lineId = uuid();
        await add({
          ...base('survey-line', lineId, 'POST', `/api/v1/quantity-surveys/${surveyId}/lines`),
          body: { sheetId, row: rows[line], oz: '', expression: `${line + 1}*2` },
        });
      }
    }
    db.close();
    return stored;
  }, options);
}

/** The page's JavaScript heap in MiB (CDP's JSHeapUsedSize). */
async function pageMemory(/** @type {import('@playwright/test').CDPSession} */ cdp) {
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heap = metrics.find((metric) => metric.name === 'JSHeapUsedSize')?.value ?? 0;
  return heap / 1024 / 1024;
}

/**
 * The figure: time from going online to every change on the server, the outbox empty; the page's JS heap before
 * and at its peak; and the baseline of the same requests sent from Node.
 */
export async function measureOfflineSync() {
  return withBuiltServer('offline-sync', async ({ tokens: admin, baseURL }) => {
    const site = await siteOf(baseURL, admin.accessToken);
    const browser = await launchChromium();
    try {
      const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
      await context.addInitScript({ content: sessionInitScript(site.tokens, baseURL) });
      const page = await context.newPage();
      await page.goto(`${baseURL}/`);
      await page.getByRole('heading', { name: 'Heute', level: 1 }).waitFor();
      await page.evaluate(async () => {
        await navigator.serviceWorker.ready;
      });
      await page.waitForFunction(() => navigator.serviceWorker.controller !== null);

      await context.setOffline(true);
      const queuedStarted = performance.now();
      const photoBytes = await queueInPage(page, {
        notes: NOTES,
        lines: LINES,
        photoBytes: PHOTO_BYTES,
        owner: site.fitterId,
        projectId: site.projectId,
        surveyId: site.surveyId,
        sheetId: site.sheetId,
        rows: Array.from({ length: LINES }, (_, index) => rowOf(index)),
      });
      const queueMs = performance.now() - queuedStarted;
      // A reload without a connection: the app reads the queue from IndexedDB, as after a restart on site.
      await page.reload();
      await page.getByRole('heading', { name: 'Heute', level: 1 }).waitFor();
      const cdp = await context.newCDPSession(page);
      await cdp.send('Performance.enable');
      const heapBefore = await pageMemory(cdp);

      let heapPeak = heapBefore;
      const poll = setInterval(() => {
        void pageMemory(cdp)
          .then((heap) => {
            heapPeak = Math.max(heapPeak, heap);
          })
          .catch(() => undefined);
      }, MEMORY_POLL_MS);
      const started = performance.now();
      await context.setOffline(false);
      const deadline = Date.now() + SYNC_TIMEOUT_MS;
      let counts = { notes: 0, withPhoto: 0, lines: 0 };
      try {
        for (;;) {
          const notes = /** @type {{ items: { photoCount: number }[] }} */ (
            await getJson(
              baseURL,
              admin.accessToken,
              `/api/v1/smart-notes?projectId=${site.projectId}&limit=200`,
            )
          );
          const survey = /** @type {{ lines: unknown[] }} */ (
            await getJson(baseURL, admin.accessToken, `/api/v1/quantity-surveys/${site.surveyId}`)
          );
          counts = {
            notes: notes.items.length,
            withPhoto: notes.items.filter((note) => note.photoCount === 1).length,
            lines: survey.lines.length,
          };
          if (counts.withPhoto === NOTES && counts.lines === LINES) break;
          if (Date.now() > deadline) throw new Error(`not synced in time: ${JSON.stringify(counts)}`);
          await new Promise((resolve) => setTimeout(resolve, 200));
        }
      } finally {
        clearInterval(poll);
      }
      const syncMs = performance.now() - started;
      await context.close();
      const baseline = await sendFromNode(baseURL, site, photoBytes);
      return {
        changes: CHANGES,
        photos: PHOTOS,
        photoMiB: round(photoBytes / 1024 / 1024, 1),
        queueMs: Math.round(queueMs),
        syncMs: Math.round(syncMs),
        counts,
        heapMiB: { before: round(heapBefore), peak: round(heapPeak) },
        baselineMs: Math.round(baseline),
        ratio: round(syncMs / baseline, 2),
      };
    } finally {
      await browser.close();
    }
  });
}

/**
 * The same 500 requests sent from Node one after another into a second survey of the project (the photos as bytes
 * of the same size): the floor of the server and the loopback.
 * @param {string} baseURL
 * @param {{ projectId: string, tokens: { accessToken: string } }} site
 * @param {number} photoBytes
 */
async function sendFromNode(baseURL, site, photoBytes) {
  const token = site.tokens.accessToken;
  const headers = { authorization: `Bearer ${token}`, 'content-type': 'application/json' };
  const survey = await postJson(baseURL, token, '/api/v1/quantity-surveys', {
    projectId: site.projectId,
    name: 'Basis',
  });
  const detail = /** @type {{ sheets: { id: string }[] }} */ (
    await getJson(baseURL, token, `/api/v1/quantity-surveys/${survey.id}`)
  );
  const sheetId = detail.sheets[0]?.id ?? '';
  const photoSize = Math.round(photoBytes / PHOTOS);
  const started = performance.now();
  let line = 0;
  const linesPerNote = Math.ceil(LINES / NOTES);
  for (let index = 0; index < NOTES; index += 1) {
    const noteId = crypto.randomUUID();
    await postJson(baseURL, token, '/api/v1/smart-notes', {
      id: noteId,
      projectId: site.projectId,
      type: 'defect',
      title: `Basis ${index}`,
    });
    const photo = Buffer.alloc(photoSize);
    photo.set([0xff, 0xd8, 0xff, 0xe0], 0);
    for (let at = 4; at < photoSize; at += 1) photo[at] = (at * 131 + index) & 255;
    const form = new FormData();
    const fileId = crypto.randomUUID();
    form.append('id', fileId);
    form.append('file', new Blob([photo], { type: 'image/jpeg' }), `basis-${index}.jpg`);
    const uploaded = await fetch(new URL(`/api/v1/projects/${site.projectId}/files`, baseURL), {
      method: 'POST',
      headers: { authorization: `Bearer ${token}` },
      body: form,
    });
    await uploaded.arrayBuffer();
    const linked = await fetch(new URL(`/api/v1/smart-notes/${noteId}`, baseURL), {
      method: 'PUT',
      headers,
      body: JSON.stringify({ type: 'defect', title: `Basis ${index}`, photoFileIds: [fileId], version: 1 }),
    });
    await linked.arrayBuffer();
    for (let each = 0; each < linesPerNote && line < LINES; each += 1, line += 1) {
      await postJson(baseURL, token, `/api/v1/quantity-surveys/${survey.id}/lines`, {
        sheetId,
        row: rowOf(line),
        oz: '',
        expression: `${line + 1}*2`,
      });
    }
  }
  return performance.now() - started;
}
