import { and, asc, eq, gt, inArray, isNull, ne, sql } from 'drizzle-orm';
import type { BoqKind, BoqTotals } from '@vendoc/contract/boqs';
import type { Database } from '../../db/client';
import { boqNodes, boqs, clients, companies, projects } from '../../db/schema';
import type { TreeRow } from './boq-tree';
import type { NodeInsert } from './boq-insert.repository';

export type BoqRow = typeof boqs.$inferSelect;

/** A published BoQ (one an import is still writing is hidden from every read). */
export const publishedBoq = isNull(boqs.importStartedAt);

/** The BoQ with this id in this company (null for another company's, or one still being imported). */
export async function findBoq(db: Database, companyId: string, id: string): Promise<BoqRow | null> {
  const rows = await db
    .select()
    .from(boqs)
    .where(and(eq(boqs.id, id), eq(boqs.companyId, companyId), publishedBoq))
    .limit(1);
  return rows[0] ?? null;
}

/** Takes the BoQ's row lock for a change of its nodes or totals (changes of one BoQ run one after another). */
export async function lockBoq(tx: Database, companyId: string, id: string): Promise<BoqRow | null> {
  const rows = await tx
    .select()
    .from(boqs)
    .where(and(eq(boqs.id, id), eq(boqs.companyId, companyId), publishedBoq))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

/** The project's BoQs, oldest first. */
export function listBoqs(db: Database, companyId: string, projectId: string): Promise<BoqRow[]> {
  return db
    .select()
    .from(boqs)
    .where(and(eq(boqs.companyId, companyId), eq(boqs.projectId, projectId), publishedBoq))
    .orderBy(asc(boqs.createdAt), asc(boqs.id));
}

export interface NewBoq {
  id?: string;
  /** Set by an import: the BoQ stays hidden until {@link publishImportedBoq}. */
  importStartedAt?: Date;
  companyId: string;
  projectId: string;
  name: string;
  kind: BoqKind;
  phase: string;
  gaebVersion: string;
  sourceFileName: string | null;
  document: unknown;
  currency: string;
  vatPercent: string;
  discountPercent: string | null;
  totals: BoqTotals;
  categoryCount: number;
  itemCount: number;
}

export async function insertBoq(tx: Database, boq: NewBoq): Promise<string> {
  const [row] = await tx.insert(boqs).values(boq).returning({ id: boqs.id });
  return row!.id;
}

export async function updateBoq(
  tx: Database,
  companyId: string,
  id: string,
  version: number | null,
  changes: Partial<
    Pick<
      BoqRow,
      'name' | 'kind' | 'vatPercent' | 'discountPercent' | 'totals' | 'categoryCount' | 'itemCount'
    >
  >,
): Promise<boolean> {
  const conditions = [eq(boqs.id, id), eq(boqs.companyId, companyId)];
  if (version !== null) conditions.push(eq(boqs.version, version));
  const rows = await tx
    .update(boqs)
    .set({ ...changes, version: sql`${boqs.version} + 1`, updatedAt: sql`now()` })
    .where(and(...conditions))
    .returning({ id: boqs.id });
  return rows.length > 0;
}

export async function deleteBoq(tx: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(boqs)
    .where(and(eq(boqs.id, id), eq(boqs.companyId, companyId)))
    .returning({ id: boqs.id });
  return rows.length > 0;
}

/** The columns of a node as the list shows it. */
const listColumns = {
  id: boqNodes.id,
  parentId: boqNodes.parentId,
  seq: boqNodes.seq,
  depth: boqNodes.depth,
  kind: boqNodes.kind,
  oz: boqNodes.oz,
  shortText: boqNodes.shortText,
  qty: boqNodes.qty,
  unit: boqNodes.unit,
  unitPrice: boqNodes.unitPrice,
  total: boqNodes.total,
  measuredQty: boqNodes.measuredQty,
  counted: boqNodes.counted,
  hasLongText: boqNodes.hasLongText,
  marks: boqNodes.marks,
  version: boqNodes.version,
};
export type NodeListRow = Awaited<ReturnType<typeof listNodes>>[number];

/**
 * The visible nodes (preserved vendor elements are not shown) in tree order: a page of them after `afterSeq`, or
 * all of them without a page (a spreadsheet of the whole BoQ).
 */
export function listNodes(db: Database, boqId: string, page?: { afterSeq: number; limit: number }) {
  const query = db
    .select(listColumns)
    .from(boqNodes)
    .where(
      and(
        eq(boqNodes.boqId, boqId),
        page === undefined ? undefined : gt(boqNodes.seq, page.afterSeq),
        ne(boqNodes.kind, 'preserved'),
      ),
    )
    .orderBy(asc(boqNodes.seq));
  return page === undefined ? query : query.limit(page.limit);
}

export async function countVisibleNodes(db: Database, boqId: string): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(boqNodes)
    .where(and(eq(boqNodes.boqId, boqId), ne(boqNodes.kind, 'preserved')));
  return row?.count ?? 0;
}

/** One node of the BoQ with its payload. */
export async function findNode(db: Database, boqId: string, id: string) {
  const rows = await db
    .select({
      ...listColumns,
      list: boqNodes.list,
      rNoPart: boqNodes.rNoPart,
      rNoIndex: boqNodes.rNoIndex,
      data: boqNodes.data,
    })
    .from(boqNodes)
    .where(and(eq(boqNodes.id, id), eq(boqNodes.boqId, boqId), ne(boqNodes.kind, 'preserved')))
    .limit(1);
  return rows[0] ?? null;
}
export type NodeRow = NonNullable<Awaited<ReturnType<typeof findNode>>>;

/** Structure and amounts of every node of the BoQ (no payload), for structural changes. */
export function loadTreeRows(tx: Database, boqId: string): Promise<TreeRow[]> {
  return tx
    .select({
      id: boqNodes.id,
      parentId: boqNodes.parentId,
      seq: boqNodes.seq,
      depth: boqNodes.depth,
      list: boqNodes.list,
      kind: boqNodes.kind,
      rNoPart: boqNodes.rNoPart,
      rNoIndex: boqNodes.rNoIndex,
      oz: boqNodes.oz,
      total: boqNodes.total,
      counted: boqNodes.counted,
      // Only categories' payloads are read (CASE evaluates lazily).
      notApplicable: sql<boolean>`case when ${boqNodes.kind} in ('lot', 'title') then coalesce((${boqNodes.data}->>'notApplicable')::boolean, false) else false end`,
    })
    .from(boqNodes)
    .where(eq(boqNodes.boqId, boqId))
    .orderBy(asc(boqNodes.seq));
}

/** Writes the structure columns of changed rows in one statement (rows as one JSON parameter). */
export async function updateStructure(tx: Database, rows: readonly TreeRow[]): Promise<void> {
  if (rows.length === 0) return;
  const values = JSON.stringify(
    rows.map((row) => ({
      id: row.id,
      parent_id: row.parentId,
      seq: row.seq,
      depth: row.depth,
      r_no_part: row.rNoPart,
      oz: row.oz,
      total: row.total,
    })),
  );
  await tx.execute(sql`
    update boq_nodes set parent_id = v.parent_id, seq = v.seq, depth = v.depth, r_no_part = v.r_no_part,
      oz = v.oz, total = v.total
    from jsonb_to_recordset(${values}::jsonb)
      as v(id uuid, parent_id uuid, seq int, depth int, r_no_part text, oz text, total numeric)
    where boq_nodes.id = v.id`);
}

/** The content columns and payload of a node, if `version` is current; false otherwise. */
export async function updateNodeContent(
  tx: Database,
  boqId: string,
  id: string,
  version: number,
  changes: Partial<Omit<NodeInsert, 'id' | 'companyId' | 'boqId' | 'parentId' | 'seq' | 'depth' | 'list'>>,
): Promise<boolean> {
  const rows = await tx
    .update(boqNodes)
    .set({ ...changes, version: sql`${boqNodes.version} + 1` })
    .where(and(eq(boqNodes.id, id), eq(boqNodes.boqId, boqId), eq(boqNodes.version, version)))
    .returning({ id: boqNodes.id });
  return rows.length > 0;
}

/** Ids and "not applicable" of the node's ancestor categories, nearest first. */
export async function ancestorsOf(
  tx: Database,
  id: string,
): Promise<{ id: string; notApplicable: boolean }[]> {
  const result = await tx.execute(sql`
    with recursive up(id, parent_id, not_applicable, level) as (
      select n.id, n.parent_id, coalesce((n.data->>'notApplicable')::boolean, false), 0
        from boq_nodes n where n.id = (select parent_id from boq_nodes where id = ${id})
      union all
      select n.id, n.parent_id, coalesce((n.data->>'notApplicable')::boolean, false), up.level + 1
        from boq_nodes n join up on n.id = up.parent_id
    )
    select id, not_applicable from up order by level`);
  // node-postgres and PGlite both answer { rows }.
  const { rows } = result as unknown as { rows: { id: string; not_applicable: boolean }[] };
  return rows.map((row) => ({ id: row.id, notApplicable: row.not_applicable }));
}

/** Adds `delta` to the subtotals of these categories; returns their new subtotals. */
export async function addToSubtotals(
  tx: Database,
  ids: readonly string[],
  delta: string,
): Promise<{ id: string; total: string }[]> {
  if (ids.length === 0) return [];
  const rows = await tx
    .update(boqNodes)
    .set({ total: sql`${boqNodes.total} + ${delta}::numeric` })
    .where(inArray(boqNodes.id, [...ids]))
    .returning({ id: boqNodes.id, total: boqNodes.total });
  return rows.map((row) => ({ id: row.id, total: row.total ?? '0.00' }));
}

/** Counted item totals of the BoQ per VAT rate (null: the BoQ's rate) and the number of unpriced counted items. */
export async function countedSums(
  tx: Database,
  boqId: string,
): Promise<{ rates: { vatPercent: string | null; amount: string }[]; unpriced: number }> {
  const rows = await tx
    .select({
      vatPercent: boqNodes.vatPercent,
      amount: sql<string>`coalesce(sum(${boqNodes.total}), 0)::text`,
      unpriced: sql<number>`count(*) filter (where ${boqNodes.total} is null)::int`,
      priced: sql<number>`count(${boqNodes.total})::int`,
    })
    .from(boqNodes)
    .where(
      and(
        eq(boqNodes.boqId, boqId),
        eq(boqNodes.counted, true),
        inArray(boqNodes.kind, ['item', 'markupItem']),
      ),
    )
    .groupBy(boqNodes.vatPercent);
  return {
    rates: rows
      .filter((row) => row.priced > 0)
      .map((row) => ({ vatPercent: row.vatPercent, amount: row.amount })),
    unpriced: rows.reduce((count, row) => count + row.unpriced, 0),
  };
}

/** Every node with its payload and structure, in tree order, for the export. */
export function loadNodesForExport(db: Database, boqId: string) {
  return db
    .select({
      id: boqNodes.id,
      parentId: boqNodes.parentId,
      list: boqNodes.list,
      rNoPart: boqNodes.rNoPart,
      rNoIndex: boqNodes.rNoIndex,
      oz: boqNodes.oz,
      data: boqNodes.data,
    })
    .from(boqNodes)
    .where(eq(boqNodes.boqId, boqId))
    .orderBy(asc(boqNodes.seq));
}

export async function deleteNode(tx: Database, id: string): Promise<void> {
  // The parent foreign key cascades to the subtree.
  await tx.delete(boqNodes).where(eq(boqNodes.id, id));
}

/** The company's address data (the bidder of an X84, the contractor of an X86). */
export async function findCompanyAddress(db: Database, companyId: string) {
  const rows = await db
    .select({
      name: companies.name,
      street: companies.street,
      postalCode: companies.postalCode,
      city: companies.city,
      country: companies.country,
      phone: companies.phone,
      email: companies.email,
      vatId: companies.vatId,
      defaultVatRate: companies.defaultVatRate,
    })
    .from(companies)
    .where(eq(companies.id, companyId))
    .limit(1);
  return rows[0] ?? null;
}

/** The client of the project (the owner of a contract BoQ when the file named none). */
export async function findProjectClient(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select({ name: clients.name, phone: clients.phone, email: clients.email, addresses: clients.addresses })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
