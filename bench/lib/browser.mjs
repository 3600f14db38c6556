import { chromium } from '@playwright/test';
import { gzipSync } from 'node:zlib';

/** @typedef {import('@playwright/test').Page} Page */
/** @typedef {import('@playwright/test').Browser} Browser */
/** @typedef {{ url: string, rawBytes: number, gzipBytes: number }} JsFile */
/** @typedef {JsFile & { body: Buffer }} MeasuredFile */
/** @typedef {{ gzipBytes: number, rawBytes: number, concatenatedGzipBytes: number, files: JsFile[] }} JsLoad */

/** @returns {Promise<Browser>} the system Chromium, quiet on a closed network */
export function launchChromium() {
  return chromium.launch({
    executablePath: '/usr/bin/chromium',
    headless: true,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--no-first-run',
    ],
  });
}

/** @param {import('@playwright/test').Response} response */
function isJavaScript(response) {
  const type = response.headers()['content-type'] ?? '';
  return (
    response.request().resourceType() === 'script' ||
    type.includes('javascript') ||
    /\.m?js(\?|$)/.test(new URL(response.url()).pathname)
  );
}

/**
 * Opens `url` in a fresh context (service workers blocked, so only what the page itself loads counts) and sums
 * the gzip size (zlib.gzipSync of each body) of every JavaScript response until `ready` resolves and the
 * network is idle.
 * @param {Browser} browser
 * @param {{ url: string, initScript?: string, ready: (page: Page) => Promise<void> }} options
 * @returns {Promise<JsLoad>}
 */
export async function measureJsLoad(browser, { url, initScript, ready }) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  try {
    const page = await context.newPage();
    if (initScript) await page.addInitScript({ content: initScript });
    /** @type {Map<string, Promise<MeasuredFile | null>>} */
    const files = new Map();
    page.on('response', (response) => {
      if (!isJavaScript(response) || files.has(response.url())) return;
      files.set(
        response.url(),
        response.body().then(
          (body) => ({ url: response.url(), body, rawBytes: body.length, gzipBytes: gzipSync(body).length }),
          () => null,
        ),
      );
    });
    await page.goto(url);
    await ready(page);
    await page.waitForLoadState('networkidle');
    const measured = (await Promise.all(files.values())).filter((file) => file !== null);
    return {
      gzipBytes: measured.reduce((sum, file) => sum + file.gzipBytes, 0),
      rawBytes: measured.reduce((sum, file) => sum + file.rawBytes, 0),
      // For comparison only: the same code as one gzip stream (what per-file compression overhead costs).
      concatenatedGzipBytes: gzipSync(Buffer.concat(measured.map((file) => file.body))).length,
      files: measured.map(({ url, rawBytes, gzipBytes }) => ({
        url: new URL(url).pathname,
        rawBytes,
        gzipBytes,
      })),
    };
  } finally {
    await context.close();
  }
}
