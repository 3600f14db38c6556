// The 20,000-item X83 of the benchmark as a GAEB 2000 P83 and a GAEB 90 D83 of the same bill (written by
// @vendoc/gaeb's generators), and each read `runs` times by its reader alone (no server). Run by
// bench/lib/gaeb-formats.mjs as
//   node --import tsx bench/lib/gaeb-formats-convert.ts <x83> <out-dir> <runs>
// and prints one JSON line: { files: { format, path, bytes, items }[], readMs: Record<format, number[]> }.
import { readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { performance } from 'node:perf_hooks';
import { boqItems } from '@vendoc/gaeb/boq-walk';
import { generateGaeb2000 } from '@vendoc/gaeb/gaeb2000/generate';
import { readGaeb2000 } from '@vendoc/gaeb/gaeb2000/reader';
import { generateGaeb90 } from '@vendoc/gaeb/gaeb90/generate';
import { readGaeb90 } from '@vendoc/gaeb/gaeb90/reader';
import { readGaeb, type ReadGaebResult } from '@vendoc/gaeb/reader';

const [x83Path, outDir, runsArg] = process.argv.slice(2);
if (!x83Path || !outDir) throw new Error('usage: gaeb-formats-convert.ts <x83> <out-dir> [runs]');
const runs = Number(runsArg ?? 3);
const x83 = new Uint8Array(readFileSync(x83Path));
const { document } = readGaeb(x83);
const p83 = generateGaeb2000(document, { phase: 83 }).bytes;
const d83 = generateGaeb90(document, { phase: '83' });
const files = [
  { format: 'X83', path: x83Path, bytes: x83 },
  { format: 'P83', path: join(outDir, 'lindenhof-20000.p83'), bytes: p83 },
  { format: 'D83', path: join(outDir, 'lindenhof-20000.d83'), bytes: d83 },
];
for (const file of files.slice(1)) writeFileSync(file.path, file.bytes);

const readers: Record<string, (bytes: Uint8Array) => ReadGaebResult> = {
  X83: (bytes) => readGaeb(bytes),
  P83: (bytes) => readGaeb2000(bytes),
  D83: (bytes) => readGaeb90(bytes),
};
const readMs: Record<string, number[]> = { X83: [], P83: [], D83: [] };
const items: Record<string, number> = {};
for (let run = 0; run < runs; run += 1)
  for (const file of files) {
    const started = performance.now();
    const read = readers[file.format]!(file.bytes);
    readMs[file.format]!.push(Math.round(performance.now() - started));
    items[file.format] = boqItems(read.document.award!.boq!).length;
  }
console.log(
  JSON.stringify({
    files: files.map((file) => ({
      format: file.format,
      path: file.path,
      bytes: file.bytes.length,
      items: items[file.format],
    })),
    readMs,
  }),
);
