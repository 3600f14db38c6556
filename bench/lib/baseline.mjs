import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { benchDir, repoRoot } from './paths.mjs';

/**
 * Builds one of the bench's baseline pages (a folder of bench/ with index.html and main.tsx) into `outDir` with the
 * repository's installed vite and @vitejs/plugin-react.
 * @param {string} folder
 * @param {string} outDir
 * @returns {Promise<void>}
 */
async function buildBaselinePage(folder, outDir) {
  // @vitejs/plugin-react is installed for the web workspace; resolve it from there.
  const pluginPath = createRequire(join(repoRoot, 'apps/web/package.json')).resolve('@vitejs/plugin-react');
  const pluginModule = /** @type {{ default: () => import('vite').PluginOption }} */ (
    await import(pathToFileURL(pluginPath).href)
  );
  await build({
    root: join(benchDir, folder),
    configFile: false,
    logLevel: 'warn',
    plugins: [pluginModule.default()],
    // The stack floor is one chunk of about 700 kB raw: no warning about it.
    build: { outDir, emptyOutDir: true, chunkSizeWarningLimit: 1000 },
  });
}

/**
 * Builds bench/baseline-mui (Vite + React + MUI: a Button and a Typography in a ThemeProvider) into `outDir`.
 * @param {string} outDir
 * @returns {Promise<void>}
 */
export function buildBaseline(outDir) {
  return buildBaselinePage('baseline-mui', outDir);
}

/**
 * Builds bench/baseline-stack into `outDir`: the floor of the start-up JavaScript (decision 0045), the least the
 * client stack of ARCHITECTURE.md and the shell of SPEC.md put on the first screen (data router with a lazy route,
 * MUI shell and login prompt, TanStack Query, a persisted zustand store, react-i18next, an axios instance), built
 * the same way as baseline-mui.
 * @param {string} outDir
 * @returns {Promise<void>}
 */
export function buildStackBaseline(outDir) {
  return buildBaselinePage('baseline-stack', outDir);
}
