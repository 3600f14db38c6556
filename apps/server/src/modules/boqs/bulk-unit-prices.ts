import { sql } from 'drizzle-orm';
import type { BoqTotals } from '@vendoc/contract/boqs';
import { editItem } from '@vendoc/gaeb/edit';
import type { FlatEntry } from '@vendoc/gaeb/flat';
import { BoqTree } from './boq-tree';
import { loadTreeRows, updateBoq, updateStructure, type BoqRow } from './boqs.repository';
import { recomputeTotals, type StoredDocument } from './boqs.service';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { nodeColumns } from './node-columns';

/** A new unit price for an item of the BoQ (wire decimal, e.g. "48.20"). */
export interface UnitPriceChange {
  nodeId: string;
  unitPrice: string;
}

export interface BulkUnitPriceResult {
  /** Items whose unit price was set (ids of items of the BoQ; other ids are ignored). */
  updated: string[];
  totals: BoqTotals;
  boqVersion: number;
}

const CHUNK = 1000;

/**
 * Sets the unit prices of many items of one BoQ at once, in the caller's transaction, which must hold the BoQ's
 * lock (`lockBoq`; `boq` is the locked row): each item's payload is edited with the GAEB model's `editItem` (the
 * total follows), the item rows are written in one statement per chunk, every category subtotal is laid out anew
 * by the tree, the BoQ's totals are recomputed and its version moves on by one. Ids that are not items of the BoQ
 * are ignored. The same rules as editing one item's price (boq-nodes.service updateNode), for a whole list.
 */
export async function setUnitPrices(
  tx: Database,
  companyId: string,
  boq: BoqRow,
  changes: readonly UnitPriceChange[],
): Promise<BulkUnitPriceResult> {
  const byNode = new Map(changes.map((change) => [change.nodeId, change.unitPrice]));
  const updated: string[] = [];
  const ids = [...byNode.keys()];
  for (let start = 0; start < ids.length; start += CHUNK) {
    const chunk = ids.slice(start, start + CHUNK);
    const result = await tx.execute(sql`
      select n.id, n.data from boq_nodes n
        where n.boq_id = ${boq.id} and n.kind = 'item'
          and n.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(chunk)}::jsonb))`);
    const rows = rowsOf<{ id: string; data: FlatEntry }>(result);
    const writes = rows.flatMap((row) => {
      if (row.data.kind !== 'item') return [];
      const entry = editItem(row.data, { up: byNode.get(row.id)! });
      const columns = nodeColumns(entry);
      updated.push(row.id);
      return [{ id: row.id, unit_price: columns.unitPrice, total: columns.total, data: entry }];
    });
    if (writes.length === 0) continue;
    // `counted` stays: a price does not change whether an item counts.
    await tx.execute(sql`
      update boq_nodes n set unit_price = v.unit_price, total = v.total, data = v.data, version = n.version + 1
        from jsonb_to_recordset(${JSON.stringify(writes)}::jsonb)
          as v(id uuid, unit_price numeric, total numeric, data jsonb)
        where n.id = v.id and n.boq_id = ${boq.id}`);
  }

  // Category subtotals: the tree lays out every subtotal from the item totals just written.
  const document = boq.document as StoredDocument;
  const tree = new BoqTree(await loadTreeRows(tx, boq.id), document.award.boq.info.breakdown);
  tree.layout();
  await updateStructure(tx, tree.changedRows());
  const totals = await recomputeTotals(tx, boq);
  await updateBoq(tx, companyId, boq.id, null, { totals });
  return { updated, totals, boqVersion: boq.version + 1 };
}
