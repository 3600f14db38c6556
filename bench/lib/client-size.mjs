import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildBaseline } from './baseline.mjs';
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
 * a bare Vite + React + MUI page measured the same way in the same run.
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

    const baselineDir = join(workDir, 'baseline-dist');
    await buildBaseline(baselineDir);
    const staticServer = await serveDirectory(baselineDir);
    let baseline;
    try {
      baseline = await measureJsLoad(browser, {
        url: `${staticServer.baseURL}/`,
        ready: (page) => page.getByRole('button', { name: 'Weiter' }).waitFor(),
      });
    } finally {
      await staticServer.close();
    }

    const webDist = join(repoRoot, 'apps/web/dist');
    const chunks = lazyChunkSizes(webDist);
    return {
      signedIn,
      signedOut,
      baseline,
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
