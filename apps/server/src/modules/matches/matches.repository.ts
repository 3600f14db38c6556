import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';

/** A BoQ item as the matcher reads it: list columns and the description of its payload (texts, STLB number). */
export interface ItemRow {
  id: string;
  oz: string;
  shortText: string;
  qty: string | null;
  unit: string | null;
  unitPrice: string | null;
  description: unknown;
}

/** The BoQ's items (kind item) in tree order; `nodeId` narrows to one item. */
export async function loadItems(db: Database, boqId: string, nodeId?: string): Promise<ItemRow[]> {
  const only = nodeId === undefined ? sql`` : sql`and n.id = ${nodeId}`;
  const result = await db.execute(sql`
    select n.id, n.oz, n.short_text, n.qty::text as qty, n.unit, n.unit_price::text as unit_price,
        n.data->'description' as description
      from boq_nodes n
      where n.boq_id = ${boqId} and n.kind = 'item' ${only}
      order by n.seq`);
  return rowsOf<{
    id: string;
    oz: string;
    short_text: string;
    qty: string | null;
    unit: string | null;
    unit_price: string | null;
    description: unknown;
  }>(result).map((row) => ({
    id: row.id,
    oz: row.oz,
    shortText: row.short_text,
    qty: row.qty,
    unit: row.unit,
    unitPrice: row.unit_price,
    description: row.description,
  }));
}

/** The texts the database searches with: one per item (`idx` is the caller's index). */
export interface SearchText {
  idx: number;
  nodeId: string;
  text: string;
}

/** A remembered decision for a text similar to an item's. */
export interface HistoryRow {
  idx: number;
  positionId: string;
  accepted: number;
  rejected: number;
  similarity: number;
}

export interface SearchOptions {
  /** Nearest positions per text. */
  positions: number;
  /** Nearest remembered texts per text. */
  remembered: number;
  /** Remembered texts less similar than this are left out. */
  minSimilarity: number;
}

/**
 * The trigram nearest-neighbour searches of a chunk of item texts, both in one short read-only transaction:
 *
 * - the `positions` positions of the catalog nearest to each text (`<->` on match_text, served in distance
 *   order by the GiST index), leaving out the positions rejected for the item;
 * - the `remembered` texts of the company's memory nearest to each text (GiST index on tender_text) that are at
 *   least `minSimilarity` similar, for positions of this catalog: what the company decided before.
 *
 * The texts are one JSON parameter; each search is a LATERAL nearest-neighbour query. Sorting is switched off for
 * the transaction so the planner always walks the GiST index in distance order: without fresh statistics
 * (PGlite never analyses on its own) it estimates a catalog at a few hundred rows, takes the (catalog_id, seq)
 * index instead and computes the trigram distance from the stored text for every position of the catalog, which
 * is 20 times slower (measured: 850 against 42 ms per item for 10,000 positions).
 */
export async function searchNearest(
  db: Database,
  companyId: string,
  catalogId: string,
  texts: readonly SearchText[],
  options: SearchOptions,
): Promise<{ positions: { idx: number; positionId: string }[]; remembered: HistoryRow[] }> {
  if (texts.length === 0) return { positions: [], remembered: [] };
  const payload = JSON.stringify(texts.map((text) => ({ idx: text.idx, node: text.nodeId, q: text.text })));
  return db.transaction(async (tx) => {
    await tx.execute(sql`set local enable_sort = off`);
    const nearest = await tx.execute(sql`
      select t.idx, c.id
        from jsonb_to_recordset(${payload}::jsonb) as t(idx int, node uuid, q text)
        cross join lateral (
          select p.id from catalog_positions p
            where p.catalog_id = ${catalogId}
              and not exists (
                select 1 from boq_match_decisions d
                  where d.node_id = t.node and d.position_id = p.id and d.status = 'rejected')
            order by p.match_text <-> t.q
            limit ${options.positions}
        ) as c`);
    const remembered = await tx.execute(sql`
      select t.idx, m.position_id, m.accepted, m.rejected, m.similarity
        from jsonb_to_recordset(${payload}::jsonb) as t(idx int, node uuid, q text)
        cross join lateral (
          select m.position_id, m.accepted, m.rejected, similarity(m.tender_text, t.q) as similarity
            from match_memory m
            where m.company_id = ${companyId} and (m.accepted > 0 or m.rejected > 0)
              and exists (
                select 1 from catalog_positions p where p.id = m.position_id and p.catalog_id = ${catalogId})
            order by m.tender_text <-> t.q
            limit ${options.remembered}
        ) as m
        where m.similarity >= ${options.minSimilarity}`);
    return {
      positions: rowsOf<{ idx: number; id: string }>(nearest).map((row) => ({
        idx: Number(row.idx),
        positionId: row.id,
      })),
      remembered: rowsOf<{
        idx: number;
        position_id: string;
        accepted: number;
        rejected: number;
        similarity: number | string;
      }>(remembered).map((row) => ({
        idx: Number(row.idx),
        positionId: row.position_id,
        accepted: Number(row.accepted),
        rejected: Number(row.rejected),
        similarity: Number(row.similarity),
      })),
    };
  });
}

/** A catalog position with what ranking and the answer need. */
export interface PositionRow {
  id: string;
  catalogId: string;
  number: string;
  shortText: string;
  unit: string;
  stlbCode: string | null;
  matchText: string;
  calculatedPrice: string | null;
  priceOverride: string | null;
  calculationComplete: boolean;
  variantGroups: number;
}

/** The columns of a position that ranking and the answer need (`p` is catalog_positions). */
export const POSITION_COLUMNS = sql.raw(`p.id, p.catalog_id, p.number, p.short_text, p.unit, p.stlb_code,
    p.match_text, p.calculated_price::text as calculated_price, p.price_override::text as price_override,
    p.calculation_complete, jsonb_array_length(coalesce(p.variants->'groups', '[]'::jsonb)) as variant_groups`);

/** The rows of a select of POSITION_COLUMNS as positions. */
export function positionRowsOf(result: unknown): PositionRow[] {
  return rowsOf<{
    id: string;
    catalog_id: string;
    number: string;
    short_text: string;
    unit: string;
    stlb_code: string | null;
    match_text: string;
    calculated_price: string | null;
    price_override: string | null;
    calculation_complete: boolean;
    variant_groups: number | string;
  }>(result).map((row) => ({
    id: row.id,
    catalogId: row.catalog_id,
    number: row.number,
    shortText: row.short_text,
    unit: row.unit,
    stlbCode: row.stlb_code,
    matchText: row.match_text,
    calculatedPrice: row.calculated_price,
    priceOverride: row.price_override,
    calculationComplete: row.calculation_complete,
    variantGroups: Number(row.variant_groups),
  }));
}

/** The company's positions with these ids (another company's ids are simply not found). */
export async function loadPositions(
  db: Database,
  companyId: string,
  ids: readonly string[],
): Promise<PositionRow[]> {
  if (ids.length === 0) return [];
  const result = await db.execute(sql`
    select ${POSITION_COLUMNS}
      from catalog_positions p
      where p.company_id = ${companyId}
        and p.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify([...new Set(ids)])}::jsonb))`);
  return positionRowsOf(result);
}

/** A decision of the estimator on a BoQ item. */
export interface DecisionRow {
  nodeId: string;
  catalogId: string;
  positionId: string;
  status: 'accepted' | 'rejected';
  optionIds: string[];
  score: number | null;
}

/**
 * The BoQ's decisions (one item with `nodeId`): accepted ones whatever their catalog (an item has one accepted
 * position), rejected ones of this catalog.
 */
export async function loadDecisions(
  db: Database,
  boqId: string,
  catalogId: string,
  nodeId?: string,
): Promise<DecisionRow[]> {
  const only = nodeId === undefined ? sql`` : sql`and d.node_id = ${nodeId}`;
  const result = await db.execute(sql`
    select d.node_id, d.catalog_id, d.position_id, d.status, d.option_ids, d.score::text as score
      from boq_match_decisions d
      where d.boq_id = ${boqId} ${only}
        and (d.status = 'accepted' or d.catalog_id = ${catalogId})
      order by d.decided_at, d.id`);
  return rowsOf<{
    node_id: string;
    catalog_id: string;
    position_id: string;
    status: 'accepted' | 'rejected';
    option_ids: string[];
    score: string | null;
  }>(result).map((row) => ({
    nodeId: row.node_id,
    catalogId: row.catalog_id,
    positionId: row.position_id,
    status: row.status,
    optionIds: row.option_ids,
    score: row.score === null ? null : Number(row.score),
  }));
}

/** The decision on (item, position), if any. */
export async function findDecision(
  tx: Database,
  nodeId: string,
  positionId: string,
): Promise<{ status: 'accepted' | 'rejected' } | null> {
  const result = await tx.execute(sql`
    select d.status from boq_match_decisions d where d.node_id = ${nodeId} and d.position_id = ${positionId}`);
  return rowsOf<{ status: 'accepted' | 'rejected' }>(result)[0] ?? null;
}

/** Removes the item's accepted decision; returns its position, or null when it had none. */
export async function deleteAccepted(tx: Database, nodeId: string): Promise<string | null> {
  const result = await tx.execute(sql`
    delete from boq_match_decisions d where d.node_id = ${nodeId} and d.status = 'accepted'
      returning d.position_id`);
  return rowsOf<{ position_id: string }>(result)[0]?.position_id ?? null;
}

export interface DecisionWrite {
  companyId: string;
  boqId: string;
  nodeId: string;
  catalogId: string;
  positionId: string;
  status: 'accepted' | 'rejected';
  optionIds: readonly string[];
  score: number | null;
  decidedBy: string | null;
}

/**
 * Writes decisions (one per item and position: a later one replaces the earlier, accepted or rejected). The
 * caller removes an item's other accepted decision first (one accepted position per item).
 */
export async function upsertDecisions(tx: Database, decisions: readonly DecisionWrite[]): Promise<void> {
  if (decisions.length === 0) return;
  const payload = JSON.stringify(
    decisions.map((decision) => ({
      company_id: decision.companyId,
      boq_id: decision.boqId,
      node_id: decision.nodeId,
      catalog_id: decision.catalogId,
      position_id: decision.positionId,
      status: decision.status,
      option_ids: decision.optionIds,
      score: decision.score === null ? null : String(decision.score),
      decided_by: decision.decidedBy,
    })),
  );
  await tx.execute(sql`
    insert into boq_match_decisions
        (company_id, boq_id, node_id, catalog_id, position_id, status, option_ids, score, decided_by, decided_at)
      select v.company_id, v.boq_id, v.node_id, v.catalog_id, v.position_id, v.status, v.option_ids, v.score,
          v.decided_by, now()
        from jsonb_to_recordset(${payload}::jsonb) as v(company_id uuid, boq_id uuid, node_id uuid,
          catalog_id uuid, position_id uuid, status text, option_ids jsonb, score numeric, decided_by uuid)
      on conflict (node_id, position_id) do update set
        catalog_id = excluded.catalog_id, status = excluded.status, option_ids = excluded.option_ids,
        score = excluded.score, decided_by = excluded.decided_by, decided_at = excluded.decided_at`);
}

/** A change of the company's memory: `accepted` and `rejected` are added (negative: taken back, not below 0). */
export interface MemoryChange {
  tenderText: string;
  tenderUnit: string | null;
  positionId: string;
  accepted: number;
  rejected: number;
}

/** Adds decisions to the company's memory of texts and positions (one row per text and position). */
export async function changeMemory(
  tx: Database,
  companyId: string,
  changes: readonly MemoryChange[],
): Promise<void> {
  // One row per text and position (accepting the same position for two items with one text adds two).
  const merged = new Map<string, MemoryChange>();
  for (const change of changes) {
    if (change.tenderText === '') continue;
    const key = JSON.stringify([change.tenderText, change.positionId]);
    const known = merged.get(key);
    merged.set(
      key,
      known === undefined
        ? { ...change }
        : {
            ...known,
            tenderUnit: known.tenderUnit ?? change.tenderUnit,
            accepted: known.accepted + change.accepted,
            rejected: known.rejected + change.rejected,
          },
    );
  }
  if (merged.size === 0) return;
  const payload = JSON.stringify(
    [...merged.values()].map((change) => ({
      text: change.tenderText,
      unit: change.tenderUnit,
      position_id: change.positionId,
      accepted: change.accepted,
      rejected: change.rejected,
    })),
  );
  // Existing rows take the changes (never below zero); new rows are inserted for what was added. A row another
  // transaction inserted meanwhile is added to (the unique index makes the insert an update).
  await tx.execute(sql`
    update match_memory m set accepted = greatest(m.accepted + v.accepted, 0),
        rejected = greatest(m.rejected + v.rejected, 0), tender_unit = coalesce(v.unit, m.tender_unit),
        updated_at = now()
      from jsonb_to_recordset(${payload}::jsonb)
        as v(text text, unit text, position_id uuid, accepted int, rejected int)
      where m.company_id = ${companyId} and m.tender_text = v.text and m.position_id = v.position_id`);
  await tx.execute(sql`
    insert into match_memory as m (company_id, tender_text, tender_unit, position_id, accepted, rejected)
      select ${companyId}::uuid, v.text, v.unit, v.position_id, greatest(v.accepted, 0), greatest(v.rejected, 0)
        from jsonb_to_recordset(${payload}::jsonb)
          as v(text text, unit text, position_id uuid, accepted int, rejected int)
        where (v.accepted > 0 or v.rejected > 0)
          and not exists (
            select 1 from match_memory e
              where e.company_id = ${companyId} and e.tender_text = v.text and e.position_id = v.position_id)
      on conflict (company_id, tender_text, position_id) do update set
        accepted = m.accepted + excluded.accepted, rejected = m.rejected + excluded.rejected, updated_at = now()`);
}
