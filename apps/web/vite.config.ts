import { randomBytes } from 'node:crypto';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';

/** The VenDoc server the dev server forwards API and housekeeping requests to (ARCHITECTURE.md). */
const DEV_API_TARGET = 'http://localhost:2008';

const FRAMEWORK_MODULES =
  /node_modules[\\/](react|react-dom|scheduler|react-router|i18next|react-i18next|axios|@tanstack[\\/](query-core|react-query)|zustand|@emotion|stylis|@mui[\\/](system|utils|styled-engine|private-theming))[\\/]/;

/**
 * The MUI components and helpers of the signed-in first screen (app bar, navigation, home page): one chunk instead
 * of some 40 small ones, each gzipped on its own (decision 0045). Only what that screen shows: a component listed
 * here loads with it wherever it is used, so one used only by lazy pages stays out (they keep their own chunks).
 */
const SHELL_UI_MODULES = new RegExp(
  String.raw`node_modules[\\/]@mui[\\/]material[\\/](` +
    [
      'Alert|AppBar|Avatar|Badge|Box|Button|ButtonBase|Chip|CircularProgress|CssBaseline',
      'DefaultPropsProvider|Divider|FormControl|FormHelperText|FormLabel|GlobalStyles|IconButton|InitColorSchemeScript',
      'InputAdornment|InputBase|InputLabel|LinearProgress|List|ListItem|ListItemButton|ListItemIcon',
      'ListItemSecondaryAction|ListItemText|ListSubheader|OutlinedInput|Paper|Skeleton|Stack|SvgIcon',
      'TextareaAutosize|Toolbar|Typography|colors|styles|transitions|useLazyRipple|useMediaQuery|zero-styled',
      String.raw`ButtonGroup[\\/]ButtonGroup(Button)?Context\.`,
      String.raw`utils[\\/](capitalize|createSimplePaletteValueFilter|getActiveElement|isMuiElement|memoTheme|ownerDocument)\.`,
      String.raw`utils[\\/](useEnhancedEffect|useEventCallback|useFocusableWhenDisabled|useForkRef|useId|useSlot)\.`,
      String.raw`internal[\\/]svg-icons[\\/](Cancel|Close|ErrorOutline|InfoOutlined|Person|ReportProblemOutlined|SuccessOutlined)\.`,
      String.raw`Select[\\/]selectClasses\.`,
    ].join('|') +
    String.raw`)[\/.]`,
);

/** The login and server address prompts' dialog (Dialog, Modal and their parts): one chunk for that screen (0045). */
const PROMPT_UI_MODULES = new RegExp(
  String.raw`node_modules[\\/](react-transition-group[\\/]|@mui[\\/]material[\\/]((Backdrop|Dialog|DialogActions|` +
    String.raw`DialogContent|DialogContentText|DialogTitle|Fade|Modal|Portal|Unstable_TrapFocus)[\\/]|internal[\\/]Transition\.))`,
);

/** The id prefix of the one-icon modules of mdiIconModulesPlugin. */
const MDI_ICON_PREFIX = '\0vendoc-mdi:';

/**
 * Turns `import { mdiX, mdiY as z } from '@mdi/js'` in the app's modules into one module per icon. @mdi/js is a
 * single module, which the bundler keeps in one chunk: every icon the app uses (136, 11 kB gzip) would load with
 * the first screen. One module per icon lets each icon go with the chunks that show it (decision 0042).
 */
function mdiIconModulesPlugin(): Plugin {
  let icons: Record<string, unknown> | undefined;
  return {
    name: 'vendoc-mdi-icon-modules',
    apply: 'build',
    enforce: 'pre',
    transform(code, id) {
      if (id.includes('node_modules') || !/\.[jt]sx?$/.test(id) || !code.includes('@mdi/js')) return null;
      const replaced = code.replace(
        /import\s*\{([^}]*)\}\s*from\s*['"]@mdi\/js['"];?/g,
        (_match, names: string) =>
          names
            .split(',')
            .map((name) => name.trim())
            .filter((name) => name !== '')
            .map((name) => {
              const [imported, local = imported] = name.split(/\s+as\s+/);
              return `import ${local} from ${JSON.stringify(MDI_ICON_PREFIX + imported)};`;
            })
            .join('\n'),
      );
      return replaced === code ? null : { code: replaced, map: null };
    },
    resolveId(id) {
      return id.startsWith(MDI_ICON_PREFIX) ? id : null;
    },
    async load(id) {
      if (!id.startsWith(MDI_ICON_PREFIX)) return null;
      icons ??= (await import('@mdi/js')) as Record<string, unknown>;
      const name = id.slice(MDI_ICON_PREFIX.length);
      const path = icons[name];
      if (typeof path !== 'string') this.error(`@mdi/js has no icon ${name}`);
      return `export default ${JSON.stringify(path)};`;
    },
  };
}

interface BuildInfo {
  id: string;
  timestamp: number;
}

/**
 * Gives every build an id (`__BUILD_ID__`: timestamp + random suffix; `dev` on the dev server) and writes
 * builds/latest.json and builds/meta/{id}.json, which the running client polls to notice a newer build.
 */
function buildInfoPlugin(): Plugin {
  let info: BuildInfo = { id: 'dev', timestamp: 0 };
  return {
    name: 'vendoc-build-info',
    config(_config, env) {
      const timestamp = Date.now();
      const id =
        env.command === 'build' ? `${timestamp.toString(36)}-${randomBytes(3).toString('hex')}` : 'dev';
      info = { id, timestamp };
      return { define: { __BUILD_ID__: JSON.stringify(id) } };
    },
    generateBundle() {
      const source = `${JSON.stringify(info)}\n`;
      this.emitFile({ type: 'asset', fileName: 'builds/latest.json', source });
      this.emitFile({ type: 'asset', fileName: `builds/meta/${info.id}.json`, source });
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    mdiIconModulesPlugin(),
    buildInfoPlugin(),
    VitePWA({
      strategies: 'generateSW',
      filename: 'sw.js',
      scope: '/',
      registerType: 'autoUpdate',
      // A script file, not an inline script: the server's CSP forbids inline scripts.
      injectRegister: 'script-defer',
      includeAssets: ['favicon.svg', 'icons/apple-touch-icon-180x180.png'],
      manifest: {
        id: '/',
        name: 'VenDoc',
        short_name: 'VenDoc',
        description: 'Vom Leistungsverzeichnis bis zur Rechnung für Bau- und Handwerksbetriebe.',
        lang: 'de',
        dir: 'ltr',
        start_url: '/',
        scope: '/',
        display: 'standalone',
        theme_color: '#8c231d',
        background_color: '#ffffff',
        icons: [
          { src: '/icons/pwa-192x192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
          { src: '/icons/pwa-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
          { src: '/icons/maskable-512x512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
      workbox: {
        // The app shell and every route chunk, so the shell renders offline; never the build info.
        globPatterns: ['**/*.{js,css,html,svg,png,webmanifest}'],
        // Nor pdf.js's worker (1.2 MB, only the designer's letterhead needs it): the browser caches it on use.
        globIgnores: ['builds/**', '.vite/**', '**/pdf.worker*.mjs'],
        // Not the designer's fonts (8 TrueType files, 4.6 MB, fetched only when the designer opens): cached on first
        // use instead. Their names carry a content hash, so a cached file never goes stale.
        runtimeCaching: [
          {
            urlPattern: /\/assets\/[^/]+\.ttf$/,
            handler: 'CacheFirst',
            options: { cacheName: 'designer-fonts', expiration: { maxEntries: 16 } },
          },
        ],
        navigateFallback: 'index.html',
        navigateFallbackDenylist: [/^\/api\//, /^\/builds\//, /^\/runtime-config\.json/],
        cleanupOutdatedCaches: true,
        clientsClaim: true,
        skipWaiting: true,
      },
    }),
  ],
  server: {
    port: 8888,
    strictPort: true,
    proxy: {
      '/api': { target: DEV_API_TARGET, changeOrigin: true },
      '/runtime-config.json': { target: DEV_API_TARGET, changeOrigin: true },
      '/builds': { target: DEV_API_TARGET, changeOrigin: true },
    },
  },
  preview: { port: 4173 },
  build: {
    manifest: true,
    // Every supported browser knows <link rel=modulepreload>; the polyfill would only add bytes to the entry.
    modulePreload: { polyfill: false },
    sourcemap: false,
    target: 'es2022',
    chunkSizeWarningLimit: 600,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            {
              // Libraries every screen needs, in one long-cached chunk instead of many small ones (which gzip worse).
              // Not @mui/material: its components used only by lazy pages must stay in those pages' chunks.
              name: 'framework',
              test: FRAMEWORK_MODULES,
            },
            { name: 'shell-ui', test: SHELL_UI_MODULES },
            { name: 'prompt-ui', test: PROMPT_UI_MODULES },
          ],
        },
      },
    },
  },
});
