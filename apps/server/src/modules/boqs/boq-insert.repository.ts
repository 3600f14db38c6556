import { and, eq, isNotNull, lt, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqs } from '../../db/schema';
import type { NodeColumns } from './node-columns';

// Writing many nodes at once, and the life of an imported BoQ before it is published: hidden (import_started_at
// set) while its nodes are written, then published, or removed when the import fails or its server stopped
// half-way.

/** A stored node as the import and structural changes write it. */
export type NodeInsert = Omit<NodeColumns, 'notApplicable'> & {
  id: string;
  companyId: string;
  boqId: string;
  parentId: string | null;
  seq: number;
  depth: number;
  list: 'entries' | 'itemlist';
  data: unknown;
};

// Two parameters per row: the small columns as one JSON object and the payload. Binding every column (21 per
// row) or the payload inside one big JSON document are both several times slower on PGlite.
const INSERT_CHUNK = 1000;

const NODE_COLUMNS =
  sql.raw(`id, company_id, boq_id, parent_id, seq, depth, list, kind, r_no_part, r_no_index, oz,
  short_text, qty, unit, unit_price, total, counted, vat_percent, has_long_text, marks, data`);
const NODE_VALUES = sql.raw(`(r->>'id')::uuid, (r->>'company_id')::uuid, (r->>'boq_id')::uuid,
  (r->>'parent_id')::uuid, (r->>'seq')::int, (r->>'depth')::int, r->>'list', r->>'kind', r->>'r_no_part',
  r->>'r_no_index', r->>'oz', r->>'short_text', (r->>'qty')::numeric, r->>'unit', (r->>'unit_price')::numeric,
  (r->>'total')::numeric, (r->>'counted')::boolean, (r->>'vat_percent')::numeric, (r->>'has_long_text')::boolean,
  (r->'marks')::jsonb, d::jsonb`);

/** How an import writes its nodes: statements of `rows` rows, `between` before every one but the first. */
export interface InsertPacing {
  rows: number;
  between: () => Promise<void>;
}

/**
 * Inserts nodes in tree order (parents first, so the parent foreign key holds), in chunks. With `pacing` (an
 * import) other requests get in between the chunks: PGlite runs a statement on the event loop, so without a pause
 * one chunk follows the next before any waiting request is read, and a request that arrives waits for at most
 * one chunk.
 */
export async function insertNodes(
  tx: Database,
  nodes: readonly NodeInsert[],
  pacing?: InsertPacing,
): Promise<void> {
  const chunk = pacing?.rows ?? INSERT_CHUNK;
  for (let start = 0; start < nodes.length; start += chunk) {
    if (start > 0) await pacing?.between();
    const rows = nodes.slice(start, start + chunk).map((node) => {
      const small = JSON.stringify({
        id: node.id,
        company_id: node.companyId,
        boq_id: node.boqId,
        parent_id: node.parentId,
        seq: node.seq,
        depth: node.depth,
        list: node.list,
        kind: node.kind,
        r_no_part: node.rNoPart,
        r_no_index: node.rNoIndex,
        oz: node.oz,
        short_text: node.shortText,
        qty: node.qty,
        unit: node.unit,
        unit_price: node.unitPrice,
        total: node.total,
        counted: node.counted,
        vat_percent: node.vatPercent,
        has_long_text: node.hasLongText,
        marks: node.marks,
      });
      return sql`(${small}::json, ${JSON.stringify(node.data)})`;
    });
    await tx.execute(
      sql`insert into boq_nodes (${NODE_COLUMNS}) select ${NODE_VALUES} from (values ${sql.join(rows, sql`, `)}) as v(r, d)`,
    );
  }
}

/** Replaces name, kind, rates, totals and counts and moves the version on; false when `version` is stale. */

/** Makes an imported BoQ visible: the last step of an import, after all its nodes are written. */
export async function publishImportedBoq(db: Database, id: string): Promise<void> {
  await db.update(boqs).set({ importStartedAt: null }).where(eq(boqs.id, id));
}

/** Removes an import that failed half-way (the nodes go with it). */
export async function discardImportedBoq(db: Database, id: string): Promise<void> {
  await db.delete(boqs).where(and(eq(boqs.id, id), isNotNull(boqs.importStartedAt)));
}

/**
 * Removes the leftovers of imports that began before `startedBefore` and never finished (the server stopped
 * half-way); returns how many. Other instances' imports running now began later and stay.
 */
export async function sweepAbandonedImports(db: Database, startedBefore: Date): Promise<number> {
  const rows = await db
    .delete(boqs)
    .where(lt(boqs.importStartedAt, startedBefore))
    .returning({ id: boqs.id });
  return rows.length;
}
