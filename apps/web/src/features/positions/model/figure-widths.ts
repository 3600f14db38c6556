import type { BoqNode } from '@vendoc/contract/boqs';
import { germanLength } from '../../../lib/format/decimal-format';

/** The longest text each figure column of the tree table shows, in characters (digits, separators, sign). */
export interface FigureLengths {
  /** The longest OZ per depth of the tree (deeper rows are indented more). */
  readonly ozByDepth: readonly number[];
  readonly qty: number;
  readonly unitPrice: number;
  readonly total: number;
}

/** Unit prices show 2 decimals, or 3 when the third is used; 3 is counted whenever there are more than 2. */
function unitPricePlaces(value: string): number {
  return (value.split('.')[1]?.length ?? 0) > 2 ? 3 : 2;
}

/** The longest texts of the tree table's figure columns over every node (as shown, pending edits included). */
export function figureLengths(nodes: Iterable<BoqNode>): FigureLengths {
  const ozByDepth: number[] = [];
  let qty = 0;
  let unitPrice = 0;
  let total = 0;
  for (const node of nodes) {
    ozByDepth[node.depth] = Math.max(ozByDepth[node.depth] ?? 0, node.oz.length);
    if (node.qty !== null) qty = Math.max(qty, germanLength(node.qty, 3));
    // A markup item shows its percentage in the quantity column ("5,5"): never longer than its wire form.
    if (node.markupPercent !== null) qty = Math.max(qty, node.markupPercent.length);
    if (node.unitPrice !== null)
      unitPrice = Math.max(unitPrice, germanLength(node.unitPrice, unitPricePlaces(node.unitPrice)));
    if (node.total !== null) total = Math.max(total, germanLength(node.total, 2));
  }
  return { ozByDepth: Array.from(ozByDepth, (length) => length ?? 0), qty, unitPrice, total };
}
