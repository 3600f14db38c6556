import type { BoqNode, BoqNodeUpdate, BoqTotals } from '@vendoc/contract/boqs';
import { afterDiscount, lineTotal, roundMoney, vatAmount } from '@vendoc/money/amounts';
import { decimal, decimalEquals, sum, toFixed, type Decimal } from '@vendoc/money/decimal';

/** What an edit changes of a node (the PATCH body without the version, which is read when it is sent). */
export type NodeChange = Omit<BoqNodeUpdate, 'version'>;

/** An edit sent (or queued) but not yet answered by the server. */
export interface PendingEdit {
  readonly key: number;
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
    if (!delta.isZero()) {
      for (let parentId = after.parentId; parentId !== null;) {
        const parent = nodeOf(parentId);
        if (!parent) break;
        const subtotal = decimal(parent.total ?? '0').plus(delta);
        changed.set(parent.id, { ...parent, total: toFixed(subtotal, 2) });
        parentId = parent.parentId;
      }
    }
    if (!delta.isZero() || unpricedDelta !== 0)
      current = shiftTotals(current, delta, vatPercent, unpricedDelta);
  }
  return { nodes: changed, totals: current };
}
