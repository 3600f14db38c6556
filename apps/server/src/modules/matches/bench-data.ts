/**
 * The inputs of the matching benchmark (bench/lib/matching.mjs), written as one JSON file:
 * `node --import tsx apps/server/src/modules/matches/bench-data.ts <out.json> [positions] [items] [seed]`.
 *
 * - `base`: the labelled catalog's positions (posted one by one, with their STLB-Bau references);
 * - `derivedX83`: the positions scaleCatalog adds up to `positions` (10,000), as an X83 for the catalog import;
 * - `splits`: the 'test' and 'dev' tender items as X83 files, with the expected catalog key per OZ;
 * - `speedX83`: `items` (1,000) tender items from scaleTender.
 *
 * Run by the benchmark in a child process, since the bench may import packages only, not the server.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { gaebX83 } from './gaeb-fixture';
import type { CatalogPosition, TenderItem } from './testdata/dataset-types';
import { scaleCatalog, scaleTender } from './testdata/scale';

const [out, positionsArg = '10000', itemsArg = '1000', seedArg = '42'] = process.argv.slice(2);
if (out === undefined) {
  console.error('usage: bench-data.ts <out.json> [positions] [items] [seed]');
  process.exit(2);
}
const read = <T>(name: string): T =>
  JSON.parse(readFileSync(new URL(`./testdata/${name}`, import.meta.url), 'utf8')) as T;
const catalog = read<CatalogPosition[]>('catalog.json');
const tender = read<TenderItem[]>('tender.json');
const seed = Number(seedArg);

const scaled = scaleCatalog(catalog, Number(positionsArg), seed);
const derived = scaled.slice(catalog.length);
const asEntry = (item: TenderItem) => ({
  oz: item.oz,
  shortText: item.shortText,
  longText: item.longText,
  unit: item.unit,
  qty: item.qty,
  stlb: item.stlb,
});
const split = (name: 'test' | 'dev') => {
  const items = tender.filter((item) => item.split === name);
  return {
    items: items.length,
    x83: gaebX83(items.map(asEntry), `Genauigkeit ${name}`),
    expected: Object.fromEntries(items.map((item) => [item.oz, item.expected])),
  };
};
const speed = scaleTender(tender, Number(itemsArg), seed);

writeFileSync(
  out,
  JSON.stringify({
    seed,
    base: catalog,
    // Derived numbers are "<base number>.<nn>" (three parts): title, subtitle, item of the X83.
    derivedX83: gaebX83(
      derived.map((position) => ({
        oz: position.number,
        shortText: position.shortText,
        longText: position.longText,
        unit: position.unit,
        qty: '1',
      })),
      'Leistungskatalog abgeleitet',
    ),
    derived: derived.length,
    splits: { test: split('test'), dev: split('dev') },
    speed: { items: speed.length, x83: gaebX83(speed.map(asEntry), 'Geschwindigkeit') },
  }),
);
