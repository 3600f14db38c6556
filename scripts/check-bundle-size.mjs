#!/usr/bin/env node
// Usage: node scripts/check-bundle-size.mjs [distDir] [--budget kB]
//   distDir defaults to apps/web/dist; run at the end of the web build (apps/web/package.json).
//
// The start-up JavaScript budget (issue 18, decision 0042): the build fails when the JavaScript that `/` loads
// signed in, or at the login prompt, exceeds the budget: the target is 180 kB gzip; until the start-up reaches it
// the web build passes a ceiling just above today's figure (decisions 0042 and 0045), so that it can only shrink (1 kB = 1000 bytes, zlib.gzipSync of each file, as the
// bench's client-size measurement counts). The start-up set is computed statically from the built index.html (its
// entry script and module preloads) and Vite's manifest: the entry chunk and its static imports, plus the modules
// each screen loads on its way to showing (its layout and route page, the i18n namespaces it waits for, the login
// dialog) with their static imports.
import { existsSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

/** Issue 18's target for the start-up JavaScript of each screen, gzip bytes. */
export const TARGET_BYTES = 180_000;

/**
 * The modules each measured screen loads besides the entry, by chunk name (the module's file name without its
 * extension: rolldown may fold a lazily loaded module into a shared chunk of that name, keyed by its hashed file).
 */
const HOME = ['default-layout', 'site-aware-layout', 'home-page'];
export const STARTUP_SCREENS = {
  'signed in (/)': HOME,
  'login prompt (/)': [...HOME, 'DialogHost'],
};

/** @typedef {Record<string, { file: string, name?: string, imports?: string[], isEntry?: boolean }>} Manifest */

/**
 * The files index.html loads at once: its module scripts and module preloads (paths relative to the dist folder).
 * @param {string} indexHtml
 * @returns {string[]}
 */
export function indexHtmlScripts(indexHtml) {
  const files = [];
  for (const match of indexHtml.matchAll(/<(script|link)\b[^>]*>/g)) {
    const tag = match[0];
    const isModuleScript = match[1] === 'script' && /type="module"/.test(tag);
    const isPreload = match[1] === 'link' && /rel="modulepreload"/.test(tag);
    const url = /(?:src|href)="([^"]+)"/.exec(tag)?.[1];
    if ((isModuleScript || isPreload) && url) files.push(url.replace(/^\//, ''));
  }
  return files;
}

/**
 * The manifest keys of a module: the key itself when the manifest has it, else every chunk of that name.
 * @param {Manifest} manifest
 * @param {string} module
 * @returns {string[]}
 */
export function manifestKeys(manifest, module) {
  if (manifest[module]) return [module];
  const keys = Object.keys(manifest).filter((key) => manifest[key].name === module);
  if (keys.length === 0) throw new Error(`the build manifest has no chunk ${module}`);
  return keys;
}

/**
 * The files a set of manifest entries loads: each entry's file and, transitively, its static imports.
 * @param {Manifest} manifest
 * @param {readonly string[]} keys
 * @returns {Set<string>}
 */
export function staticClosure(manifest, keys) {
  const files = new Set();
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    seen.add(key);
    const entry = manifest[key];
    files.add(entry.file);
    for (const imported of entry.imports ?? []) visit(imported);
  };
  for (const key of keys) for (const found of manifestKeys(manifest, key)) visit(found);
  return files;
}

/**
 * The JavaScript files one screen loads: index.html's scripts and the entry's closure, plus the screen's modules'.
 * @param {Manifest} manifest
 * @param {string} indexHtml
 * @param {readonly string[]} screenModules
 * @returns {string[]} sorted
 */
export function startupFiles(manifest, indexHtml, screenModules) {
  const entries = Object.keys(manifest).filter((key) => manifest[key].isEntry);
  const files = new Set([
    ...indexHtmlScripts(indexHtml),
    ...staticClosure(manifest, [...entries, ...screenModules]),
  ]);
  return [...files].filter((file) => /\.m?js$/.test(file)).sort();
}

/**
 * Sums the gzip size of each screen's start-up files.
 * @param {Manifest} manifest
 * @param {string} indexHtml
 * @param {Record<string, readonly string[]>} screens
 * @param {(file: string) => Buffer} read
 * @returns {{ screen: string, files: string[], gzipBytes: number }[]}
 */
export function measureScreens(manifest, indexHtml, screens, read) {
  const sizes = new Map();
  const gzipOf = (file) => {
    if (!sizes.has(file)) sizes.set(file, gzipSync(read(file)).length);
    return sizes.get(file);
  };
  return Object.entries(screens).map(([screen, modules]) => {
    const files = startupFiles(manifest, indexHtml, modules);
    return { screen, files, gzipBytes: files.reduce((sum, file) => sum + gzipOf(file), 0) };
  });
}

/**
 * @param {string} distDir
 * @param {number} budgetBytes
 */
function main(distDir, budgetBytes) {
  const manifest = JSON.parse(readFileSync(join(distDir, '.vite/manifest.json'), 'utf8'));
  const indexHtml = readFileSync(join(distDir, 'index.html'), 'utf8');
  const results = measureScreens(manifest, indexHtml, STARTUP_SCREENS, (file) =>
    readFileSync(join(distDir, file)),
  );
  let over = false;
  for (const { screen, files, gzipBytes } of results) {
    const fits = gzipBytes <= budgetBytes;
    over ||= !fits;
    console.log(
      `start-up JS ${screen}: ${(gzipBytes / 1000).toFixed(1)} kB gzip in ${files.length} files ` +
        `(budget ${budgetBytes / 1000} kB, target ${TARGET_BYTES / 1000} kB)${fits ? '' : ' OVER BUDGET'}`,
    );
  }
  if (over) {
    console.error(
      'The start-up JavaScript exceeds its budget (decisions 0042 and 0045): split it, or raise the budget and say why in a decision.',
    );
    process.exitCode = 1;
  }
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const args = process.argv.slice(2);
  const budgetAt = args.indexOf('--budget');
  const budgetBytes = budgetAt === -1 ? TARGET_BYTES : Math.round(Number(args[budgetAt + 1]) * 1000);
  if (!Number.isFinite(budgetBytes) || budgetBytes <= 0) {
    console.error('--budget wants a size in kB, e.g. --budget 180');
    process.exit(1);
  }
  const positional = args.filter(
    (_arg, index) => budgetAt === -1 || (index !== budgetAt && index !== budgetAt + 1),
  );
  const distDir = resolve(
    positional[0] ?? join(fileURLToPath(new URL('..', import.meta.url)), 'apps/web/dist'),
  );
  if (!existsSync(join(distDir, '.vite/manifest.json'))) {
    console.error(`No build manifest in ${distDir}: run the web build first.`);
    process.exit(1);
  }
  main(distDir, budgetBytes);
}
