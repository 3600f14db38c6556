// Physical line counts of production source files in apps/*/src and packages/*/src
// (tests, test support, *.generated.ts, testdata and declaration files excluded): median, p90, max.
// Usage: node scripts/metrics/file-sizes.mjs [--over N]   (--over lists files longer than N lines)
import { readdir, readFile } from 'node:fs/promises';
import { dirname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';

const root = join(dirname(fileURLToPath(import.meta.url)), '..', '..');
const overIndex = process.argv.indexOf('--over');
const over = overIndex === -1 ? undefined : Number(process.argv[overIndex + 1]);
const excluded =
  /\.(test|spec)\.tsx?$|\.unit\.test\.tsx?$|-test-support\.tsx?$|\.generated\.ts$|\.d\.ts$|\/(test|testdata|__tests__)\//;

const sizes = [];
for (const group of ['apps', 'packages']) {
  for (const workspace of await readdir(join(root, group))) {
    const src = join(root, group, workspace, 'src');
    let entries;
    try {
      entries = await readdir(src, { recursive: true, withFileTypes: true });
    } catch {
      continue;
    }
    for (const entry of entries) {
      const path = join(entry.parentPath, entry.name);
      if (!entry.isFile() || !/\.tsx?$/.test(entry.name) || excluded.test(path)) continue;
      const text = await readFile(path, 'utf8');
      const lines = text.endsWith('\n') ? text.split('\n').length - 1 : text.split('\n').length;
      sizes.push({ path: relative(root, path), lines });
    }
  }
}
sizes.sort((a, b) => a.lines - b.lines);
const at = (q) => sizes[Math.min(sizes.length - 1, Math.ceil(q * sizes.length) - 1)].lines;
const middle = sizes.length / 2;
const median =
  sizes.length % 2 === 1
    ? sizes[Math.floor(middle)].lines
    : (sizes[middle - 1].lines + sizes[middle].lines) / 2;
console.log(
  `${sizes.length} production files: median ${median}, p90 ${at(0.9)}, max ${sizes.at(-1).lines} (${sizes.at(-1).path})`,
);
if (over !== undefined)
  for (const { path, lines } of sizes.filter((s) => s.lines > over)) console.log(`${lines} ${path}`);
