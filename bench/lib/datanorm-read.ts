// The DATANORM reader alone, no server and no database: every record of a file streamed from disk. Run by
// bench/lib/datanorm.mjs as
//   node --import tsx bench/lib/datanorm-read.ts <file>
// and prints one JSON line: { ms, records, peakRssMiB }.
import { createReadStream } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { readDatanorm } from '@vendoc/datanorm/reader';

const [path] = process.argv.slice(2);
if (!path) throw new Error('usage: datanorm-read.ts <file>');
let peak = process.memoryUsage().rss;
const started = performance.now();
let records = 0;
for await (const record of readDatanorm(createReadStream(path))) {
  records += record.kind === 'rejected' ? 0 : 1;
  if (records % 10_000 === 0) peak = Math.max(peak, process.memoryUsage().rss);
}
const ms = Math.round(performance.now() - started);
peak = Math.max(peak, process.memoryUsage().rss);
console.log(JSON.stringify({ ms, records, peakRssMiB: Math.round(peak / (1024 * 1024)) }));
