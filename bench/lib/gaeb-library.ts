// The GAEB library alone, no server and no database: readGaeb of a file's bytes and writeGaeb of the model as
// X84 and X83, `runs` times each, timed in this process. Run by bench/lib/boq.mjs as
//   node --import tsx bench/lib/gaeb-library.ts <file> <runs>
// and prints one JSON line: { readMs: number[], write84Ms: number[], write83Ms: number[], items, categories }.
import { readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { boqCategories, boqItems } from '@vendoc/gaeb/boq-walk';
import { readGaeb } from '@vendoc/gaeb/reader';
import type { Address } from '@vendoc/gaeb/model';
import { writeGaeb } from '@vendoc/gaeb/writer';

const [path, runsArg] = process.argv.slice(2);
if (!path) throw new Error('usage: gaeb-library.ts <file> [runs]');
const runs = Number(runsArg ?? 3);
const bytes = readFileSync(path);
/** The bidder of the X84 (the server passes the company's address the same way). */
const contractor: Address = {
  name1: 'Bench Bau GmbH',
  name2: null,
  name3: null,
  name4: null,
  street: 'Lindenstraße 1',
  postalCode: '22765',
  city: 'Hamburg',
  country: 'DE',
  contact: null,
  phone: null,
  fax: null,
  email: null,
  vatId: null,
};

const readMs: number[] = [];
const write84Ms: number[] = [];
const write83Ms: number[] = [];
let items = 0;
let categories = 0;
for (let run = 0; run < runs; run += 1) {
  let started = performance.now();
  const { document } = readGaeb(bytes);
  readMs.push(performance.now() - started);
  const boq = document.award?.boq;
  if (!boq) throw new Error('the file has no bill of quantities');
  items = boqItems(boq).length;
  categories = boqCategories(boq).length;
  started = performance.now();
  writeGaeb(document, { phase: 84, contractor });
  write84Ms.push(performance.now() - started);
  started = performance.now();
  writeGaeb(document, { phase: 83 });
  write83Ms.push(performance.now() - started);
}
process.stdout.write(`${JSON.stringify({ readMs, write84Ms, write83Ms, items, categories })}\n`);
