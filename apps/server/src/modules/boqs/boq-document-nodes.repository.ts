import { and, asc, eq, ne } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqNodes } from '../../db/schema';

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
