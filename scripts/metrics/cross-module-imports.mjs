// Counts imports between server modules: a file in apps/server/src/modules/<a>/ importing from modules/<b>/ (b ≠ a).
// Usage: node scripts/metrics/cross-module-imports.mjs [--all] [--list]
//   default: production files only (no *.test.ts, no *-test-support.ts); --all includes them.
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const modulesDir = join(root, 'apps/server/src/modules');
const includeTests = process.argv.includes('--all');
const list = process.argv.includes('--list');
const isTest = (path) => /\.test\.ts$|-test-support\.ts$/.test(path);
const moduleOf = (path) => {
  const rel = relative(modulesDir, path);
  return rel.startsWith('..') ? undefined : rel.split(sep)[0];
};

const found = [];
const pairs = new Set();
let bypassing = 0;
for (const entry of await readdir(modulesDir, { recursive: true, withFileTypes: true })) {
  if (!entry.isFile() || !entry.name.endsWith('.ts')) continue;
  const file = join(entry.parentPath, entry.name);
  if (!includeTests && isTest(file)) continue;
  const source = await readFile(file, 'utf8');
  for (const match of source.matchAll(/(?:from|import)\s*\(?\s*'(\.{1,2}\/[^']+)'/g)) {
    const target = resolve(dirname(file), match[1]);
    const [from, to] = [moduleOf(file), moduleOf(target)];
    if (to !== undefined && to !== from) {
      found.push(`${relative(root, file)} -> ${match[1]}`);
      pairs.add(`${from} -> ${to}`);
      if (relative(join(modulesDir, to), target) !== `${to}.service`) bypassing += 1;
    }
  }
}
if (list) for (const line of found) console.log(line);
console.log(
  `${found.length} import statements between server modules, ${pairs.size} module pairs` +
    `, ${bypassing} not through <module>.service.ts` +
    (includeTests ? ' (tests included)' : ' (production files)'),
);
