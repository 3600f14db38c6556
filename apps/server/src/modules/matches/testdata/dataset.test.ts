// Integrity of the labelled matching data set (no database): the catalog is what its templates build, every tender
// item points at a real position without copying its text, and the split and difficulty mix are as documented.
import { describe, expect, it } from 'vitest';
import { buildCatalog } from './build-catalog';
import catalogData from './catalog.json';
import {
  catalogUnits,
  tenderUnits,
  type CatalogPosition,
  type HardNegative,
  type TenderItem,
} from './dataset-types';
import negativesData from './hard-negatives.json';
import { scaleCatalog, scaleTender } from './scale';
import tenderData from './tender.json';

const catalog = catalogData as CatalogPosition[];
const tender = tenderData as TenderItem[];
const negatives = negativesData as HardNegative[];
const catalogByKey = new Map(catalog.map((position) => [position.key, position]));

function countBy<T>(items: readonly T[], key: (item: T) => string): Map<string, number> {
  const counts = new Map<string, number>();
  for (const item of items) counts.set(key(item), (counts.get(key(item)) ?? 0) + 1);
  return counts;
}

describe('catalog.json', () => {
  it('has at least 1,000 positions with unique keys and numbers', () => {
    expect(catalog.length).toBeGreaterThanOrEqual(1000);
    expect(new Set(catalog.map((position) => position.key)).size).toBe(catalog.length);
    expect(new Set(catalog.map((position) => position.number)).size).toBe(catalog.length);
  });

  it('has keys and numbers of the documented form, the key repeating the number', () => {
    for (const position of catalog) {
      expect(position.key).toMatch(/^[A-Z]{3}-\d{4}$/);
      expect(position.number).toMatch(/^\d{2}\.\d{4}$/);
      expect(position.key.slice(4)).toBe(position.number.slice(3));
    }
  });

  it('covers at least 15 trades, each with one key prefix', () => {
    const categories = new Set(catalog.map((position) => position.category));
    expect(categories.size).toBeGreaterThanOrEqual(15);
    const prefixesPerCategory = new Map<string, Set<string>>();
    for (const position of catalog) {
      const prefixes = prefixesPerCategory.get(position.category) ?? new Set<string>();
      prefixes.add(position.key.slice(0, 3));
      prefixesPerCategory.set(position.category, prefixes);
    }
    for (const prefixes of prefixesPerCategory.values()) expect(prefixes.size).toBe(1);
  });

  it('uses known units, short texts of at most 70 characters and a long text on every position', () => {
    const units = new Set<string>(catalogUnits);
    for (const position of catalog) {
      expect(units.has(position.unit), `${position.key}: unit ${position.unit}`).toBe(true);
      expect(position.shortText.length, position.key).toBeLessThanOrEqual(70);
      expect(position.longText.length, position.key).toBeGreaterThan(position.shortText.length);
      if (position.stlb !== undefined) expect(position.stlb).toMatch(/^\d{3}-\d{4}-\d{2}$/);
    }
  });

  it('has no two positions with the same short text', () => {
    const duplicates = [...countBy(catalog, (position) => position.shortText.toLowerCase())].filter(
      ([, count]) => count > 1,
    );
    expect(duplicates).toEqual([]);
  });

  it('is exactly what build-catalog.ts produces from the templates', () => {
    expect(catalog).toEqual(buildCatalog());
  });
});

describe('tender.json', () => {
  it('has exactly 200 test items and at least 60 dev items', () => {
    const splits = countBy(tender, (item) => item.split);
    expect(splits.get('test')).toBe(200);
    expect(splits.get('dev') ?? 0).toBeGreaterThanOrEqual(60);
    expect([...splits.keys()].sort()).toEqual(['dev', 'test']);
  });

  it('has unique ordinal numbers of the form lot.title.position', () => {
    expect(new Set(tender.map((item) => item.oz)).size).toBe(tender.length);
    for (const item of tender) expect(item.oz).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
  });

  it('points every item at an existing catalog position', () => {
    const missing = tender.filter((item) => !catalogByKey.has(item.expected)).map((item) => item.oz);
    expect(missing).toEqual([]);
  });

  it("never copies the expected position's short text, nor any catalog long text", () => {
    const catalogLongTexts = new Set(catalog.map((position) => position.longText.toLowerCase()));
    for (const item of tender) {
      const expected = catalogByKey.get(item.expected);
      expect(item.shortText.toLowerCase(), item.oz).not.toBe(expected?.shortText.toLowerCase());
      if (item.longText !== undefined) {
        expect(catalogLongTexts.has(item.longText.toLowerCase()), item.oz).toBe(false);
      }
    }
  });

  it('uses known units and positive decimal quantities', () => {
    const units = new Set<string>(tenderUnits);
    for (const item of tender) {
      expect(units.has(item.unit), `${item.oz}: unit ${item.unit}`).toBe(true);
      expect(item.qty, item.oz).toMatch(/^(?!0+(\.0+)?$)\d+(\.\d{1,3})?$/);
    }
  });

  it('mixes difficulties about 40 % easy, 40 % medium, 20 % hard in each split', () => {
    for (const split of ['test', 'dev'] as const) {
      const items = tender.filter((item) => item.split === split);
      const share = (difficulty: TenderItem['difficulty']) =>
        items.filter((item) => item.difficulty === difficulty).length / items.length;
      expect(share('easy')).toBeGreaterThan(0.35);
      expect(share('easy')).toBeLessThan(0.45);
      expect(share('medium')).toBeGreaterThan(0.35);
      expect(share('medium')).toBeLessThan(0.45);
      expect(share('hard')).toBeGreaterThan(0.15);
      expect(share('hard')).toBeLessThan(0.25);
    }
  });

  it("gives the tender's STLB-Bau reference in the catalog's form where it has one", () => {
    for (const item of tender.filter((candidate) => candidate.stlb !== undefined)) {
      expect(item.stlb).toMatch(/^\d{3}-\d{4}-\d{2}$/);
    }
  });
});

describe('hard-negatives.json', () => {
  it('has at least 20 items of every kind, the two real mismatches among them, in both splits', () => {
    expect(negatives.length).toBeGreaterThanOrEqual(20);
    const kinds = countBy(negatives, (item) => item.kind);
    expect([...kinds.keys()].sort()).toEqual(['generic', 'real', 'trade', 'unit']);
    for (const count of kinds.values()) expect(count).toBeGreaterThanOrEqual(2);
    expect(negatives.filter((item) => item.kind === 'real').map((item) => item.shortText)).toEqual([
      'Abschlussdokumentation',
      'Inversion',
    ]);
    for (const split of ['dev', 'test'] as const) {
      expect(negatives.filter((item) => item.split === split).length).toBeGreaterThanOrEqual(10);
    }
  });

  it('is split alternately, dev first, as the README says', () => {
    negatives.forEach((item, index) => expect(item.split, item.oz).toBe(index % 2 === 0 ? 'dev' : 'test'));
  });

  it('has ordinal numbers of their own, known units, quantities, a trap of the catalog and a note', () => {
    const tenderOz = new Set(tender.map((item) => item.oz));
    expect(new Set(negatives.map((item) => item.oz)).size).toBe(negatives.length);
    const units = new Set<string>(tenderUnits);
    for (const item of negatives) {
      expect(item.oz).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
      expect(tenderOz.has(item.oz), item.oz).toBe(false);
      expect(units.has(item.unit), `${item.oz}: unit ${item.unit}`).toBe(true);
      expect(item.qty, item.oz).toMatch(/^(?!0+(\.0+)?$)\d+(\.\d{1,3})?$/);
      expect(catalogByKey.has(item.trap), `${item.oz}: trap ${item.trap}`).toBe(true);
      expect(item.notes.length, item.oz).toBeGreaterThan(20);
      expect(item).not.toHaveProperty('expected');
    }
  });

  it('copies no catalog text', () => {
    const shortTexts = new Set(catalog.map((position) => position.shortText.toLowerCase()));
    const longTexts = new Set(catalog.map((position) => position.longText.toLowerCase()));
    for (const item of negatives) {
      expect(shortTexts.has(item.shortText.toLowerCase()), item.oz).toBe(false);
      expect(longTexts.has((item.longText ?? '').toLowerCase()), item.oz).toBe(false);
    }
  });
});

describe('scaleCatalog and scaleTender', () => {
  const scaledCatalog = scaleCatalog(catalog, 10_000, 42);
  const scaledTender = scaleTender(tender, 1_000, 42);

  it('scale to the requested sizes, keeping the base data first and unchanged', () => {
    expect(scaledCatalog).toHaveLength(10_000);
    expect(scaledTender).toHaveLength(1_000);
    expect(scaledCatalog.slice(0, catalog.length)).toEqual(catalog);
    expect(scaledTender.slice(0, tender.length)).toEqual(tender);
  });

  it('are deterministic for a seed and differ between seeds', () => {
    expect(scaleCatalog(catalog, 10_000, 42)).toEqual(scaledCatalog);
    expect(scaleTender(tender, 1_000, 42)).toEqual(scaledTender);
    expect(scaleCatalog(catalog, 10_000, 43).slice(catalog.length)).not.toEqual(
      scaledCatalog.slice(catalog.length),
    );
  });

  it('derive positions with unique keys, numbers and short texts within the length limit', () => {
    expect(new Set(scaledCatalog.map((position) => position.key)).size).toBe(10_000);
    expect(new Set(scaledCatalog.map((position) => position.number)).size).toBe(10_000);
    expect(new Set(scaledCatalog.map((position) => position.shortText)).size).toBe(10_000);
    expect(Math.max(...scaledCatalog.map((position) => position.shortText.length))).toBeLessThanOrEqual(70);
  });

  it('derive tender items with unique OZ, known units and expected keys of the scaled catalog', () => {
    const keys = new Set(scaledCatalog.map((position) => position.key));
    const units = new Set<string>(tenderUnits);
    expect(new Set(scaledTender.map((item) => item.oz)).size).toBe(1_000);
    for (const item of scaledTender) {
      expect(keys.has(item.expected)).toBe(true);
      expect(units.has(item.unit)).toBe(true);
      expect(item.qty).toMatch(/^\d+(\.\d{1,3})?$/);
    }
  });
});
