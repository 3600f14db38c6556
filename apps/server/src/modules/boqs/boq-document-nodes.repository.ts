import { and, asc, eq, inArray, ne, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqNodes, boqs } from '../../db/schema';
import { publishedBoq } from './boqs.repository';

/** The visible nodes with the columns and payload an order document copies (titles, items, remarks), in tree order. */
export function loadNodesForDocument(db: Database, boqId: string) {
  return db
    .select({
      id: boqNodes.id,
      depth: boqNodes.depth,
      kind: boqNodes.kind,
      oz: boqNodes.oz,
      shortText: boqNodes.shortText,
      qty: boqNodes.qty,
      unit: boqNodes.unit,
      unitPrice: boqNodes.unitPrice,
      vatPercent: boqNodes.vatPercent,
      marks: boqNodes.marks,
      data: boqNodes.data,
    })
    .from(boqNodes)
    .where(and(eq(boqNodes.boqId, boqId), ne(boqNodes.kind, 'preserved')))
    .orderBy(asc(boqNodes.seq));
}

/** The items of the project's BoQs with these ids (any order). */
export function projectPositionsByIds(
  db: Database,
  companyId: string,
  projectId: string,
  ids: readonly string[],
) {
  if (ids.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: boqNodes.id,
      boqId: boqNodes.boqId,
      oz: boqNodes.oz,
      shortText: boqNodes.shortText,
      unit: boqNodes.unit,
    })
    .from(boqNodes)
    .innerJoin(boqs, eq(boqs.id, boqNodes.boqId))
    .where(
      and(
        eq(boqNodes.companyId, companyId),
        eq(boqs.projectId, projectId),
        publishedBoq,
        eq(boqNodes.kind, 'item'),
        inArray(boqNodes.id, [...ids]),
      ),
    );
}

/** The last child of `parentId` (null: the top level) in the BoQ's order, or null when it has none. */
export async function lastChildId(
  tx: Database,
  boqId: string,
  parentId: string | null,
): Promise<string | null> {
  const rows = await tx
    .select({ id: boqNodes.id })
    .from(boqNodes)
    .where(
      and(
        eq(boqNodes.boqId, boqId),
        parentId === null ? sql`${boqNodes.parentId} is null` : eq(boqNodes.parentId, parentId),
      ),
    )
    .orderBy(sql`${boqNodes.seq} desc`)
    .limit(1);
  return rows[0]?.id ?? null;
}
