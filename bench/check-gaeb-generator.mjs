// Checks the X83 generator of the BoQ benchmark: schema-valid (xmllint against the official 3.3 X83 XSD), the
// asked number of items in the 2/2/4 breakdown with unique IDs and OZ, every item kind present, deterministic per
// seed. Usage: node bench/check-gaeb-generator.mjs   (needs xmllint: Debian package libxml2-utils)
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { XMLParser } from 'fast-xml-parser';
import { DEFAULT_ITEMS, generateX83, layout } from './lib/gaeb-generator.mjs';

const XSD = '/work/shared/testdata/gaeb/xsd-3.3/GAEB_DA_XML_83_3.3_2021-05.xsd';
const xsd = process.env['GAEB_X83_XSD'] ?? XSD;

/** @param {unknown} value */
const list = (value) => (value === undefined ? [] : Array.isArray(value) ? value : [value]);

/**
 * Walks the parsed X83 and collects what the checks need.
 * @param {string} xml
 */
function inspect(xml) {
  const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@', parseTagValue: false });
  const root = parser.parse(xml);
  const boq = root.GAEB.Award.BoQ;
  /** @type {{ oz: string, id: string, item: any }[]} */
  const items = [];
  let categories = 0;
  let maxPerItemlist = 0;
  /** @type {string[]} */
  const ids = [];
  const walk = (/** @type {any} */ body, /** @type {string[]} */ prefix) => {
    for (const category of list(body.BoQCtgy)) {
      categories += 1;
      ids.push(category['@ID']);
      walk(category.BoQBody, [...prefix, category['@RNoPart']]);
    }
    const entries = list(body.Itemlist?.Item);
    maxPerItemlist = Math.max(maxPerItemlist, entries.length);
    for (const item of entries) {
      ids.push(item['@ID']);
      items.push({ oz: [...prefix, item['@RNoPart']].join('.'), id: item['@ID'], item });
    }
  };
  walk(boq.BoQBody, []);
  return { boq, items, categories, maxPerItemlist, ids };
}

const workDir = await mkdtemp(join(tmpdir(), 'vendoc-gaeb-generator-'));
try {
  // Schema validity, small and large.
  for (const items of [1, 7, 60, 1_234, DEFAULT_ITEMS]) {
    const path = join(workDir, `gen-${items}.x83`);
    await writeFile(path, generateX83({ items }));
    execFileSync('xmllint', ['--noout', '--schema', xsd, path], { stdio: 'pipe' });
    console.log(`ok  ${items} items: valid against ${xsd.split('/').pop()}`);
  }

  // Structure and counts of the default file.
  const xml = generateX83();
  const { boq, items, categories, maxPerItemlist, ids } = inspect(xml);
  assert.equal(items.length, DEFAULT_ITEMS, 'item count');
  assert.equal(categories, 20 + 20 * 20, '20 titles with 20 subtitles each');
  assert.equal(maxPerItemlist, 50, '50 items per subtitle');
  assert.deepEqual(layout(DEFAULT_ITEMS), { titles: 20, subtitles: 400, perSubtitle: 50 });
  assert.deepEqual(
    list(boq.BoQInfo.BoQBkdn).map((level) => [level.Type, level.Length]),
    [
      ['BoQLevel', '2'],
      ['BoQLevel', '2'],
      ['Item', '4'],
    ],
    'breakdown 2/2/4',
  );
  assert.equal(new Set(ids).size, ids.length, 'IDs are unique');
  assert.equal(new Set(items.map((entry) => entry.oz)).size, items.length, 'OZ are unique');
  assert.match(items[0]?.oz ?? '', /^01\.01\.0010$/);
  assert.match(items.at(-1)?.oz ?? '', /^20\.20\.0500$/);
  console.log(
    `ok  ${items.length} items, ${categories} categories, OZ ${items[0]?.oz} … ${items.at(-1)?.oz}`,
  );

  // Every kind and markup the benchmark is meant to carry, in plausible shares.
  const share = (/** @type {(item: any) => boolean} */ test) =>
    items.filter((entry) => test(entry.item)).length / items.length;
  const text = (/** @type {any} */ item) => JSON.stringify(item.Description.CompleteText.DetailTxt);
  const shares = {
    provisional: share((item) => item.Provis !== undefined),
    lumpSum: share((item) => item.LumpSumItem === 'Yes'),
    hourly: share((item) => item.HourIt === 'Yes'),
    alternative: share((item) => item.ALNSerNo !== undefined && item.ALNSerNo !== '0'),
    bold: share((item) => text(item).includes('font-weight:bold;')),
    table: share((item) => text(item).includes('"table"')),
    complement: share((item) => item.Description.CompleteText.DetailTxt.TextComplement !== undefined),
  };
  for (const [kind, value] of Object.entries(shares)) {
    assert.ok(value > 0.005 && value < 0.5, `${kind}: ${value}`);
  }
  assert.ok(share((item) => item.Provis === 'WithoutTotal') > 0, 'provisional without total');
  assert.ok(share((item) => item.Provis === 'WithTotal') > 0, 'provisional with total');
  const units = new Set(items.map((entry) => entry.item.QU));
  for (const unit of ['m2', 'm', 'Stk', 'psch', 'm3', 'h', 'kg']) assert.ok(units.has(unit), `unit ${unit}`);
  const paragraphs = items.map((entry) => list(entry.item.Description.CompleteText.DetailTxt.Text.p).length);
  assert.ok(Math.min(...paragraphs) >= 2 && Math.max(...paragraphs) <= 6, 'two to six paragraphs');
  const rounded = Object.entries(shares).map(([kind, value]) => `${kind} ${(value * 100).toFixed(1)} %`);
  console.log(`ok  kinds: ${rounded.join(', ')}; units ${[...units].join(' ')}`);

  // Deterministic per seed, different across seeds; the size a 20,000-item file with long texts has.
  assert.equal(generateX83(), xml, 'same seed, same bytes');
  assert.notEqual(generateX83({ seed: 1 }), xml, 'another seed, other bytes');
  const megabytes = Buffer.byteLength(xml) / 1e6;
  assert.ok(megabytes > 10 && megabytes < 60, `size ${megabytes} MB`);
  console.log(`ok  deterministic; ${megabytes.toFixed(1)} MB`);
} finally {
  await rm(workDir, { recursive: true, force: true });
}
