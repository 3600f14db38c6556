import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { tenderQueryText } from '@vendoc/matching/rank';
import { similarity, trigrams } from '@vendoc/matching/trigram';
import {
  changeMemory,
  loadItems,
  searchNearest,
  upsertDecisions,
  type SearchText,
} from './matches.repository';
import { loadCatalogPositions, searchAll, SET_BASED_MIN_ITEMS } from './matches-search';
import { importTender, loadDataset, openDatasetApp, type DatasetApp } from './matches-test-support';
import { tenderItemText } from './tender-text';

/**
 * The set-based candidate search (the whole catalog and memory read once, nearest found in memory) finds what
 * the database's trigram nearest-neighbour search finds per item: the same positions, by pg_trgm's similarity,
 * up to the order of equally similar ones at the cut; and the same remembered decisions.
 */

const OPTIONS = { positions: 20, remembered: 10, minSimilarity: 0.4 };
let app: DatasetApp;
const dataset = loadDataset();
let texts: SearchText[];
let boqId: string;

beforeAll(async () => {
  app = await openDatasetApp(dataset.catalog);
  const items = dataset.tender.filter((item) => item.split === 'test');
  boqId = await importTender(app.t, app.office, app.projectId, items, 'LV test');
  texts = (await loadItems(app.t.db, boqId)).map((row, idx) => ({
    idx,
    nodeId: row.id,
    text: tenderQueryText(tenderItemText(row)),
  }));
}, 120_000);
afterAll(async () => {
  await app?.t.close();
});

describe('set-based candidate search', () => {
  it('finds the positions the per-item database search finds, by the same similarity', async () => {
    const { t, office, catalogId } = app;
    expect(texts.length).toBeGreaterThanOrEqual(SET_BASED_MIN_ITEMS);
    const matchText = new Map(
      (await loadCatalogPositions(t.db, office.companyId, catalogId)).map((row) => [row.id, row.matchText]),
    );
    // The first item's three nearest positions rejected: both leave them out.
    const first = await searchNearest(t.db, office.companyId, catalogId, texts.slice(0, 1), OPTIONS);
    const rejectedIds = new Set(first.positions.slice(0, 3).map((row) => row.positionId));
    await upsertDecisions(
      t.db,
      [...rejectedIds].map((positionId) => ({
        companyId: office.companyId,
        boqId,
        nodeId: texts[0]!.nodeId,
        catalogId,
        positionId,
        status: 'rejected' as const,
        optionIds: [],
        score: null,
        decidedBy: null,
      })),
    );
    const rejected = new Map([[texts[0]!.nodeId, rejectedIds]]);
    const all = await searchAll(t.db, office.companyId, catalogId, texts, rejected, OPTIONS);
    expect(all.positions?.size).toBe(matchText.size);
    const database = await searchNearest(t.db, office.companyId, catalogId, texts, OPTIONS);
    expect(all.nearest).toHaveLength(database.positions.length);

    const byItem = (rows: { idx: number; positionId: string }[]) =>
      texts.map(({ idx }) => rows.filter((row) => row.idx === idx).map((row) => row.positionId));
    const setBased = byItem(all.nearest);
    const perItem = byItem(database.positions);
    expect(rejectedIds.size).toBe(3);
    expect(setBased[0]!.some((id) => rejectedIds.has(id))).toBe(false);
    for (const [idx, { text }] of texts.entries()) {
      const query = trigrams(text);
      const similarities = (ids: string[]) =>
        ids.map((id) => Math.fround(similarity(query, trigrams(matchText.get(id)!))));
      const found = similarities(setBased[idx]!);
      // Most similar first, and the same similarities as the database's (equally similar ones may swap).
      expect(found).toEqual([...found].sort((a, b) => b - a));
      expect(found).toEqual(similarities(perItem[idx]!).sort((a, b) => b - a));
      const cut = found.at(-1)!;
      const above = (ids: string[]) => ids.filter((_id, at) => similarities(ids)[at]! > cut).sort();
      expect(above(setBased[idx]!)).toEqual(above(perItem[idx]!));
    }
  });

  it('finds the remembered decisions the per-item database search finds', async () => {
    const { t, office, catalogId } = app;
    const catalog = await loadCatalogPositions(t.db, office.companyId, catalogId);
    // Remembered texts: some items' own texts, some shortened (less similar), one only rejected.
    await changeMemory(
      t.db,
      office.companyId,
      texts.slice(0, 12).map(({ text }, at) => ({
        tenderText: at % 3 === 0 ? text.slice(0, Math.ceil(text.length / 2)) : text,
        tenderUnit: null,
        positionId: catalog[at * 7]!.id,
        accepted: at === 5 ? 0 : 1 + (at % 2),
        rejected: at === 5 ? 2 : 0,
      })),
    );
    const all = await searchAll(t.db, office.companyId, catalogId, texts, new Map(), OPTIONS);
    const database = await searchNearest(t.db, office.companyId, catalogId, texts, OPTIONS);
    const key = (rows: typeof all.remembered) =>
      rows
        .map(
          (row) =>
            `${row.idx} ${row.positionId} ${row.accepted} ${row.rejected} ${row.similarity.toFixed(5)}`,
        )
        .sort();
    expect(all.remembered.length).toBeGreaterThanOrEqual(12);
    expect(key(all.remembered)).toEqual(key(database.remembered));
  });
});
