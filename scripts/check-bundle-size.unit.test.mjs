// Runs in the unit project (vitest): npx vitest run --project unit scripts/check-bundle-size.unit.test.mjs
import assert from 'node:assert/strict';
import { test } from 'vitest';
import { gzipSync } from 'node:zlib';
import { indexHtmlScripts, manifestKeys, measureScreens, startupFiles } from './check-bundle-size.mjs';

const INDEX_HTML = `<!doctype html><html><head>
<script type="module" crossorigin src="/assets/index-a.js"></script>
<link rel="modulepreload" crossorigin href="/assets/framework-b.js">
<link rel="stylesheet" href="/assets/index-c.css">
<link rel="manifest" href="/manifest.webmanifest"><script id="vite-plugin-pwa:register-sw" src="/registerSW.js" defer></script>
</head><body></body></html>`;

/** A tiny build: an entry with one shared library, a home page folded into a named shared chunk, a lazy login. */
const MANIFEST = {
  'index.html': { file: 'assets/index-a.js', name: 'index', isEntry: true, imports: ['_framework-b.js'] },
  '_framework-b.js': { file: 'assets/framework-b.js', name: 'framework' },
  '_home-page-d.js': {
    file: 'assets/home-page-d.js',
    name: 'home-page',
    imports: ['_list-e.js', '_framework-b.js'],
  },
  '_list-e.js': { file: 'assets/list-e.js', name: 'list', imports: ['_framework-b.js'] },
  'src/login.tsx': {
    file: 'assets/login-f.js',
    name: 'login',
    isDynamicEntry: true,
    imports: ['_field-g.js'],
  },
  '_field-g.js': { file: 'assets/field-g.js', name: 'field' },
  'src/lazy.tsx': { file: 'assets/lazy-h.js', name: 'lazy', isDynamicEntry: true },
};

test('index.html: its module scripts and module preloads, not styles, manifests or classic scripts', () => {
  assert.deepEqual(indexHtmlScripts(INDEX_HTML), ['assets/index-a.js', 'assets/framework-b.js']);
});

test('a module is found by its manifest key or by its chunk name', () => {
  assert.deepEqual(manifestKeys(MANIFEST, 'src/login.tsx'), ['src/login.tsx']);
  assert.deepEqual(manifestKeys(MANIFEST, 'home-page'), ['_home-page-d.js']);
  assert.throws(() => manifestKeys(MANIFEST, 'missing'), /no chunk missing/);
});

test('a screen loads the entry, its static imports and its modules with theirs, each file once, never lazy ones', () => {
  assert.deepEqual(startupFiles(MANIFEST, INDEX_HTML, ['home-page']), [
    'assets/framework-b.js',
    'assets/home-page-d.js',
    'assets/index-a.js',
    'assets/list-e.js',
  ]);
  assert.deepEqual(startupFiles(MANIFEST, INDEX_HTML, ['home-page', 'src/login.tsx']), [
    'assets/field-g.js',
    'assets/framework-b.js',
    'assets/home-page-d.js',
    'assets/index-a.js',
    'assets/list-e.js',
    'assets/login-f.js',
  ]);
});

test('each screen sums the gzip size of its files', () => {
  const bodies = Object.fromEntries(
    Object.values(MANIFEST).map(({ file }, index) => [
      file,
      Buffer.from(`export const v${index} = "${'x'.repeat(index * 50)}";`),
    ]),
  );
  const gzip = (file) => gzipSync(bodies[file]).length;
  const [home, login] = measureScreens(
    MANIFEST,
    INDEX_HTML,
    { home: ['home-page'], login: ['home-page', 'src/login.tsx'] },
    (file) => bodies[file],
  );
  assert.equal(home.screen, 'home');
  assert.equal(
    home.gzipBytes,
    home.files.reduce((sum, file) => sum + gzip(file), 0),
  );
  assert.equal(login.gzipBytes - home.gzipBytes, gzip('assets/login-f.js') + gzip('assets/field-g.js'));
});
