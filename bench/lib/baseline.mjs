import { createRequire } from 'node:module';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'vite';
import { benchDir, repoRoot } from './paths.mjs';

/**
 * Builds bench/baseline-mui (Vite + React + MUI: a Button and a Typography in a ThemeProvider) into `outDir`
 * with the repository's installed vite and @vitejs/plugin-react.
 * @param {string} outDir
 * @returns {Promise<void>}
 */
export async function buildBaseline(outDir) {
  // @vitejs/plugin-react is installed for the web workspace; resolve it from there.
  const pluginPath = createRequire(join(repoRoot, 'apps/web/package.json')).resolve('@vitejs/plugin-react');
  const pluginModule = /** @type {{ default: () => import('vite').PluginOption }} */ (
    await import(pathToFileURL(pluginPath).href)
  );
  await build({
    root: join(benchDir, 'baseline-mui'),
    configFile: false,
    logLevel: 'warn',
    plugins: [pluginModule.default()],
    build: { outDir, emptyOutDir: true },
  });
}
