// The baseline of the BoQ import: fast-xml-parser's XMLParser on a file's bytes, decoding to a string included,
// `runs` times in this (fresh) process. Run by bench/lib/boq.mjs as
//   node bench/lib/bare-parse.mjs <file> <runs> [--attributes]
// and prints one JSON line: { samples: { ms: number, cpuMs: number }[] } (wall and CPU time of each parse).
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { XMLParser } from 'fast-xml-parser';

const [path, runsArg, flag] = process.argv.slice(2);
if (!path) throw new Error('usage: bare-parse.mjs <file> [runs] [--attributes]');
const runs = Number(runsArg ?? 1);
// Default options drop attributes; a GAEB reader needs them (ID, RNoPart), so they can be kept for comparison.
const options = flag === '--attributes' ? { ignoreAttributes: false } : {};
const bytes = readFileSync(path);

/** @type {{ ms: number, cpuMs: number }[]} */
const samples = [];
for (let run = 0; run < runs; run += 1) {
  const cpu = process.cpuUsage();
  const started = performance.now();
  const parsed = new XMLParser(options).parse(new TextDecoder().decode(bytes));
  const ms = performance.now() - started;
  const used = process.cpuUsage(cpu);
  if (!parsed?.GAEB?.Award?.BoQ) throw new Error('fast-xml-parser found no GAEB/Award/BoQ');
  samples.push({ ms, cpuMs: (used.user + used.system) / 1000 });
}
process.stdout.write(`${JSON.stringify({ samples })}\n`);
