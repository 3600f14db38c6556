import type { BoqNode } from '@vendoc/contract/boqs';

/** The longest text each figure column of the tree table shows, in characters (digits, separators, sign). */
export interface FigureLengths {
  /** The longest OZ per depth of the tree (deeper rows are indented more). */
  readonly ozByDepth: readonly number[];
  readonly qty: number;
  readonly unitPrice: number;
  readonly total: number;
}

/**
 * The length of a wire decimal in German notation with `places` decimals ("12345678.012" with 3: 14 for
 * "12.345.678,012"), from the string alone: the table asks this for every row. Rounding can carry into one more
 * digit only when every integer digit is a 9; then one is added (a character too many is harmless, one too few
 * would cut the number).
 */
export function germanLength(value: string, places: number): number {
  const negative = value.startsWith('-');
  const [integerPart = '', fraction = ''] = value.replace(/^[+-]/, '').split('.');
  const digits = integerPart.replace(/^0+(?=\d)/, '') || '0';
  const carry = /^9+$/.test(digits) && fraction.length > places ? 1 : 0;
  const count = digits.length + carry;
  return (negative ? 1 : 0) + count + Math.floor((count - 1) / 3) + (places > 0 ? places + 1 : 0);
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
