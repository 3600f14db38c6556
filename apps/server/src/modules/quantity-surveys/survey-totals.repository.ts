import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { boqNodes } from '../../db/schema';

/** The BoQ's items (not categories, remarks or markup items) with these OZs, in tree order. */
export function findItemsByOz(db: Database, boqId: string, ozs: readonly string[]) {
  if (ozs.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: boqNodes.id,
      oz: boqNodes.oz,
      shortText: boqNodes.shortText,
      unit: boqNodes.unit,
      qty: boqNodes.qty,
    })
    .from(boqNodes)
    .where(and(eq(boqNodes.boqId, boqId), eq(boqNodes.kind, 'item'), inArray(boqNodes.oz, [...ozs])))
    .orderBy(asc(boqNodes.seq));
}
export type BoqItemRow = Awaited<ReturnType<typeof findItemsByOz>>[number];

/** Every item of the BoQ with its OZ and short text, in tree order. */
export function listItems(db: Database, boqId: string) {
  return db
    .select({
      id: boqNodes.id,
      oz: boqNodes.oz,
      shortText: boqNodes.shortText,
      unit: boqNodes.unit,
      qty: boqNodes.qty,
    })
    .from(boqNodes)
    .where(and(eq(boqNodes.boqId, boqId), eq(boqNodes.kind, 'item')))
    .orderBy(asc(boqNodes.seq));
}

/**
 * Sets the measured quantity (Abrechnungsmenge) of the BoQ's items: the given ones get their quantity, every other
 * item null. Two statements; the quantities travel as one JSON parameter.
 */
export async function setMeasuredQuantities(
  tx: Database,
  boqId: string,
  quantities: readonly { id: string; quantity: string }[],
): Promise<void> {
  await tx.execute(sql`
    update boq_nodes set measured_qty = null
    where boq_id = ${boqId} and measured_qty is not null`);
  if (quantities.length === 0) return;
  const values = JSON.stringify(quantities.map(({ id, quantity }) => ({ id, quantity })));
  await tx.execute(sql`
    update boq_nodes set measured_qty = v.quantity
    from jsonb_to_recordset(${values}::jsonb) as v(id uuid, quantity numeric)
    where boq_nodes.id = v.id and boq_nodes.boq_id = ${boqId}`);
}
