import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBaseline, buildStackBaseline } from './baseline.mjs';
import { launchChromium, measureJsLoad } from './browser.mjs';
import { allAssetsGzip, lazyChunkSizes } from './chunks.mjs';
import { repoRoot } from './paths.mjs';
import { findFreePort, spawnServer, waitForSignIn } from './server.mjs';
import { serveDirectory } from './static-server.mjs';

const COMPANY_NAME = 'Demo Bau GmbH';

/**
 * localStorage seeding (SPEC.md section 3 keys) run before the client's scripts, as a script string.
 * @param {{ accessToken: string, refreshToken: string }} tokens
 * @param {string} url
 */
export function sessionInitScript(tokens, url) {
  const entries = {
    access_token: tokens.accessToken,
    accessToken: tokens.accessToken,
    refreshToken: tokens.refreshToken,
    url,
  };
  return `for (const [k, v] of Object.entries(${JSON.stringify(entries)})) localStorage.setItem(k, v);`;
}

/**
 * Figure 1: the JavaScript the client loads for `/` (gzip), signed in and signed out, the largest lazy chunk, and
 * in the same run, measured the same way, a bare Vite + React + MUI page and the floor of the mandated stack
 * (bench/baseline-stack, decision 0045).
 */
export async function measureClientSize() {
  const workDir = await mkdtemp(join(tmpdir(), 'vendoc-bench-client-'));
  const server = spawnServer({
    dataDir: join(workDir, 'data'),
    port: await findFreePort(),
    logPath: join(workDir, 'server.log'),
  });
  const browser = await launchChromium();
  try {
    const tokens = await waitForSignIn(server);
    const signedIn = await measureJsLoad(browser, {
      url: `${server.baseURL}/`,
      initScript: sessionInitScript(tokens, server.baseURL),
      ready: (page) => page.getByText(COMPANY_NAME).first().waitFor(),
    });
    const signedOut = await measureJsLoad(browser, {
      url: `${server.baseURL}/`,
      ready: (page) => page.getByRole('dialog').first().waitFor(),
    });

    const baseline = await measureBaselinePage(
      browser,
      buildBaseline,
      join(workDir, 'baseline-dist'),
      'Weiter',
    );
    const stackBaseline = await measureBaselinePage(
      browser,
      buildStackBaseline,
      join(workDir, 'baseline-stack-dist'),
      'Anmelden',
    );

    const webDist = join(repoRoot, 'apps/web/dist');
    const chunks = lazyChunkSizes(webDist);
    return {
      signedIn,
      signedOut,
      baseline,
      stackBaseline,
      largestLazyChunk: chunks[0] ?? null,
      lazyChunks: chunks.length,
      allAssets: allAssetsGzip(webDist),
    };
  } finally {
    await browser.close();
    await server.stop();
    await rm(workDir, { recursive: true, force: true });
  }
}

/**
 * Builds a baseline page into `outDir`, serves it and measures its JavaScript until its button `buttonName` shows.
 * @param {import('@playwright/test').Browser} browser
 * @param {(outDir: string) => Promise<void>} buildPage
 * @param {string} outDir
 * @param {string} buttonName
 */
async function measureBaselinePage(browser, buildPage, outDir, buttonName) {
  await buildPage(outDir);
  const staticServer = await serveDirectory(outDir);
  try {
    return await measureJsLoad(browser, {
      url: `${staticServer.baseURL}/`,
      ready: (page) => page.getByRole('button', { name: buttonName }).waitFor(),
    });
  } finally {
    await staticServer.close();
  }
}
