import { sql } from 'drizzle-orm';
import { TrigramIndex } from '@vendoc/matching/nearest';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import {
  POSITION_COLUMNS,
  positionRowsOf,
  searchNearest,
  type HistoryRow,
  type PositionRow,
  type SearchOptions,
  type SearchText,
} from './matches.repository';

// Candidate retrieval for the items of a BoQ (decision 0041). Few items: one trigram nearest-neighbour search per
// item in the database (GiST index). Many items: the catalog and the company's memory of it are read once, in two
// statements for the whole tender, and the nearest are found in memory (TrigramIndex), with the same similarity
// and the same order as the database's search.

/** From this many items on, the whole catalog is read once instead of one indexed search per item. */
export const SET_BASED_MIN_ITEMS = 25;
/** Items searched in memory between two yields to the event loop. */
const YIELD_EVERY = 100;

/** What the searches found: nearest positions and remembered decisions by item, and positions already read. */
export interface Found {
  nearest: { idx: number; positionId: string }[];
  remembered: HistoryRow[];
  /** The catalog's positions, when they were all read (set-based search); else the caller reads candidates. */
  positions: Map<string, PositionRow> | null;
}

/** Every position of the catalog with what ranking and the answer need, in catalog order. */
export async function loadCatalogPositions(
  db: Database,
  companyId: string,
  catalogId: string,
): Promise<PositionRow[]> {
  const result = await db.execute(sql`
    select ${POSITION_COLUMNS}
      from catalog_positions p
      where p.company_id = ${companyId} and p.catalog_id = ${catalogId}
      order by p.seq, p.id`);
  return positionRowsOf(result);
}

interface MemoryRow {
  tenderText: string;
  positionId: string;
  accepted: number;
  rejected: number;
}

/** The company's remembered decisions (at least one) for positions of the catalog. */
async function loadMemory(db: Database, companyId: string, catalogId: string): Promise<MemoryRow[]> {
  const result = await db.execute(sql`
    select m.tender_text, m.position_id, m.accepted, m.rejected
      from match_memory m
      join catalog_positions p on p.id = m.position_id and p.catalog_id = ${catalogId}
      where m.company_id = ${companyId} and (m.accepted > 0 or m.rejected > 0)
      order by m.id`);
  return rowsOf<{ tender_text: string; position_id: string; accepted: number; rejected: number }>(result).map(
    (row) => ({
      tenderText: row.tender_text,
      positionId: row.position_id,
      accepted: Number(row.accepted),
      rejected: Number(row.rejected),
    }),
  );
}

/**
 * The nearest positions and remembered texts of every text, found in memory after reading the catalog and the
 * memory once (see the module comment): the same answer as `searchNearest`, for the whole tender at once.
 */
export async function searchAll(
  db: Database,
  companyId: string,
  catalogId: string,
  texts: readonly SearchText[],
  rejected: ReadonlyMap<string, ReadonlySet<string>>,
  options: SearchOptions,
): Promise<Found> {
  const [catalog, memory] = await Promise.all([
    loadCatalogPositions(db, companyId, catalogId),
    loadMemory(db, companyId, catalogId),
  ]);
  const entryOf = new Map(catalog.map((position, entry) => [position.id, entry]));
  const positionIndex = new TrigramIndex(catalog.map((position) => position.matchText));
  const memoryIndex = new TrigramIndex(memory.map((row) => row.tenderText));
  const found: Found = {
    nearest: [],
    remembered: [],
    positions: new Map(catalog.map((position) => [position.id, position])),
  };
  for (const [at, { idx, nodeId, text }] of texts.entries()) {
    // Other requests get the event loop between slices of a large tender.
    if (at > 0 && at % YIELD_EVERY === 0) await new Promise((resolve) => setImmediate(resolve));
    const ids = rejected.get(nodeId);
    const exclude = ids === undefined ? undefined : new Set([...ids].flatMap((id) => entryOf.get(id) ?? []));
    for (const { entry } of positionIndex.nearest(text, options.positions, { exclude })) {
      found.nearest.push({ idx, positionId: catalog[entry]!.id });
    }
    const similar = memoryIndex.nearest(text, options.remembered, { minSimilarity: options.minSimilarity });
    for (const { entry, similarity } of similar) {
      const row = memory[entry]!;
      found.remembered.push({
        idx,
        positionId: row.positionId,
        accepted: row.accepted,
        rejected: row.rejected,
        similarity,
      });
    }
  }
  return found;
}

/**
 * Candidate retrieval for the item texts: set-based for a tender of at least SET_BASED_MIN_ITEMS items, else one
 * indexed search per item in one short transaction. `rejected`: per item, the positions left out.
 */
export async function searchCandidates(
  db: Database,
  companyId: string,
  catalogId: string,
  texts: readonly SearchText[],
  rejected: ReadonlyMap<string, ReadonlySet<string>>,
  options: SearchOptions,
): Promise<Found> {
  if (texts.length >= SET_BASED_MIN_ITEMS)
    return searchAll(db, companyId, catalogId, texts, rejected, options);
  const found = await searchNearest(db, companyId, catalogId, texts, options);
  return { nearest: found.positions, remembered: found.remembered, positions: null };
}
