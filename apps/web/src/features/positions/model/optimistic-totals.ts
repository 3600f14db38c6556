import type { BoqNode, BoqNodeUpdate, BoqTotals } from '@vendoc/contract/boqs';
import { afterDiscount, lineTotal, roundMoney, vatAmount } from '@vendoc/money/amounts';
import { decimal, decimalEquals, sum, toFixed, type Decimal } from '@vendoc/money/decimal';

/** What an edit changes of a node (the PATCH body without the version, which is read when it is sent). */
export type NodeChange = Omit<BoqNodeUpdate, 'version'>;

/** An edit the server does not have yet (typed, on its way, or kept after a failure or conflict). */
export interface PendingEdit {
  readonly nodeId: string;
  readonly change: NodeChange;
}

/** The server's state with the pending edits laid over it: changed nodes by id, and the BoQ totals. */
export interface OptimisticView {
  readonly nodes: ReadonlyMap<string, BoqNode>;
  readonly totals: BoqTotals;
}

const ROW_FIELDS = [
  'qty',
  'unitPrice',
  'unit',
  'shortText',
  'provisional',
  'alternative',
  'lumpSum',
  'hourly',
] as const;

/** Whether an item counts toward the totals as GAEB defines (without the award flags the client does not see). */
function countsAfterKindChange(node: BoqNode): boolean {
  if (node.provisional === 'withoutTotal') return false;
  return node.alternative === null || node.alternative.serial === 0;
}

/**
 * An item's total after an edit, as the server computes it: quantity x unit price rounded to cents (a lump sum
 * item without quantity counts once); a price cleared clears the total; otherwise the total stays as stated.
 */
export function editedItemTotal(before: BoqNode, after: BoqNode): string | null {
  const qty = after.qty ?? (after.lumpSum ? '1' : null);
  if (qty !== null && after.unitPrice !== null) return toFixed(lineTotal(qty, after.unitPrice), 2);
  if (after.unitPrice === null && before.unitPrice !== null) return null;
  return before.total;
}

function countedAmount(node: BoqNode): Decimal {
  return node.counted && node.total !== null ? decimal(node.total) : decimal('0');
}

function unpriced(node: BoqNode): number {
  return node.kind === 'item' && node.counted && node.total === null ? 1 : 0;
}

/**
 * BoQ totals moved by `delta` (change of the counted item totals), recomputed exactly: with one VAT rate (the
 * usual case) net, VAT and gross follow exactly; with several rates and no discount the BoQ's own rate takes the
 * change; with several rates and a discount only the sum moves until the server answers.
 */
export function shiftTotals(
  totals: BoqTotals,
  delta: Decimal,
  vatPercent: string,
  unpricedDelta = 0,
): BoqTotals {
  const total = decimal(totals.total).plus(delta);
  const unpricedItems = Math.max(0, totals.unpricedItems + unpricedDelta);
  const discount = totals.discountPercent;
  let vatParts = totals.vatParts;
  if (vatParts.length <= 1) {
    const rate = vatParts[0]?.vatPercent ?? vatPercent;
    const net = discount === null ? roundMoney(total) : afterDiscount(total, discount);
    vatParts =
      vatParts.length === 0 && total.isZero()
        ? []
        : [{ vatPercent: rate, net: toFixed(net, 2), vat: toFixed(vatAmount(net, rate), 2) }];
  } else if (discount === null) {
    const own = vatParts.findIndex((part) => decimalEquals(part.vatPercent, vatPercent));
    const target = own === -1 ? 0 : own;
    vatParts = vatParts.map((part, index) => {
      if (index !== target) return part;
      const net = roundMoney(decimal(part.net).plus(delta));
      return { ...part, net: toFixed(net, 2), vat: toFixed(vatAmount(net, part.vatPercent), 2) };
    });
  } else {
    return { ...totals, total: toFixed(total, 2), unpricedItems };
  }
  const net = sum(vatParts.map((part) => part.net));
  const vat = sum(vatParts.map((part) => part.vat));
  return {
    ...totals,
    total: toFixed(total, 2),
    vatParts,
    net: toFixed(net, 2),
    vat: toFixed(vat, 2),
    gross: toFixed(net.plus(vat), 2),
    unpricedItems,
  };
}

/** Moves the subtotal of `parentId` and every category above it by `delta` (into `changed`). */
function shiftSubtotals(
  nodeOf: (id: string) => BoqNode | undefined,
  changed: Map<string, BoqNode>,
  parentId: string | null,
  delta: Decimal,
): void {
  if (delta.isZero()) return;
  for (let id = parentId; id !== null;) {
    const parent = nodeOf(id);
    if (!parent) break;
    changed.set(parent.id, { ...parent, total: toFixed(decimal(parent.total ?? '0').plus(delta), 2) });
    id = parent.parentId;
  }
}

/**
 * The rows that change when the server's current row (a 409's `current`) replaces the cached one: the row, and the
 * subtotal of every category above it, moved as the server moved them for that change.
 */
export function adoptedRows(
  nodeOf: (id: string) => BoqNode | undefined,
  current: BoqNode,
): Map<string, BoqNode> {
  const changed = new Map<string, BoqNode>([[current.id, current]]);
  const before = nodeOf(current.id);
  if (before) {
    const delta = countedAmount(current).minus(countedAmount(before));
    shiftSubtotals((id) => changed.get(id) ?? nodeOf(id), changed, current.parentId, delta);
  }
  return changed;
}

/**
 * Lays the pending edits, in order, over the server's nodes and totals: the edited rows, the subtotals of every
 * category above them and the BoQ's net, VAT and gross, all exact. The server's answer replaces them.
 */
export function applyPendingEdits(
  byId: ReadonlyMap<string, BoqNode>,
  totals: BoqTotals,
  vatPercent: string,
  edits: readonly PendingEdit[],
): OptimisticView {
  const changed = new Map<string, BoqNode>();
  let current = totals;
  const nodeOf = (id: string) => changed.get(id) ?? byId.get(id);
  for (const edit of edits) {
    const before = nodeOf(edit.nodeId);
    if (!before) continue;
    const after: BoqNode = { ...before };
    for (const field of ROW_FIELDS) {
      if (edit.change[field] !== undefined) Object.assign(after, { [field]: edit.change[field] });
    }
    if (before.kind === 'item') {
      after.total = editedItemTotal(before, after);
      if (edit.change.provisional !== undefined || edit.change.alternative !== undefined) {
        after.counted = countsAfterKindChange(after);
      }
    }
    changed.set(after.id, after);
    const delta = countedAmount(after).minus(countedAmount(before));
    const unpricedDelta = unpriced(after) - unpriced(before);
    shiftSubtotals(nodeOf, changed, after.parentId, delta);
    if (!delta.isZero() || unpricedDelta !== 0)
      current = shiftTotals(current, delta, vatPercent, unpricedDelta);
  }
  return { nodes: changed, totals: current };
}
