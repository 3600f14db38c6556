import { afterDiscount, lineTotal, percentOf, roundMoney, vatAmount } from '@vendoc/money/amounts';
import { decimal, sum, toFixed, type Decimal, type DecimalValue } from '@vendoc/money/decimal';
import type { BoQ, BoQBody, Item, MarkupItem } from './model';

/**
 * Whether an item's total counts toward its category and the BoQ, as GAEB defines: provisional items without
 * total (Provis WithoutTotal), alternatives other than the base (ALNSerNo > 0, unless awarded: Accepted
 * AltAccept), a rejected base (Accepted BasReject), items not applicable (NotAppl) and items not offered are
 * left out. Lump sum, hourly, provisional-with-total and markup items count.
 */
export function countsTowardTotal(item: Item | MarkupItem): boolean {
  if (item.provisional === 'WithoutTotal') return false;
  const alternative = item.alternative;
  if (alternative !== null) {
    if (alternative.accepted === 'AltAccept') return true;
    if (alternative.accepted === 'BasReject') return false;
    if (alternative.serial !== 0) return false;
  }
  if (item.kind === 'item' && (item.notApplicable || item.notOffered)) return false;
  return true;
}

/**
 * An item's total (IT): Qty x UP rounded to cents when both are known (a lump sum item without quantity counts
 * once); otherwise the stated IT; null when the item has no price. A markup item's total is its percentage of
 * the markup base (ITMarkup) when both are known, otherwise the stated IT.
 */
export function itemTotal(item: Item | MarkupItem): Decimal | null {
  if (item.kind === 'markupItem') {
    if (item.markupBase !== null && item.markupPercent !== null)
      return percentOf(item.markupBase, item.markupPercent);
    return item.it === null ? null : roundMoney(item.it);
  }
  const qty = item.qty ?? (item.lumpSum ? '1' : null);
  if (qty !== null && item.up !== null) return lineTotal(qty, item.up);
  return item.it === null ? null : roundMoney(item.it);
}

/** Options for computeTotals. */
export interface TotalsOptions {
  /** VAT rate in percent for items without their own rate, e.g. "19". */
  vatPercent: string;
  /** Discount on the whole BoQ in percent (Nachlass), applied per VAT rate before VAT. */
  discountPercent?: string | null;
}

/** Net per VAT rate and the VAT on it. */
export interface VatPart {
  vatPercent: string;
  net: string;
  vat: string;
}

/** Exact totals of a BoQ; amounts as 2-decimal wire strings. */
export interface ComputedTotals {
  /** Sum of the counted item totals (before discount). */
  total: string;
  discountPercent: string | null;
  /** Net after discount. */
  net: string;
  vatParts: VatPart[];
  vat: string;
  gross: string;
  /** Total (before discount) of every category by its ID. */
  categories: Record<string, string>;
  /** Counted items without a price (they add nothing). */
  unpricedItems: number;
}

interface Accumulator {
  byRate: Map<string, Decimal>;
  categories: Record<string, string>;
  unpriced: number;
  defaultRate: string;
}

function addBody(body: BoQBody, acc: Accumulator): Decimal {
  const amounts: Decimal[] = [];
  for (const entry of body.entries) {
    if (entry.kind !== 'category') continue;
    const categoryTotal =
      entry.body === null || entry.notApplicable ? decimal('0') : addBody(entry.body, acc);
    acc.categories[entry.id] = toFixed(categoryTotal, 2);
    amounts.push(categoryTotal);
  }
  for (const entry of body.itemlist ?? []) {
    if ((entry.kind !== 'item' && entry.kind !== 'markupItem') || !countsTowardTotal(entry)) continue;
    const amount = itemTotal(entry);
    if (amount === null) {
      acc.unpriced++;
      continue;
    }
    const rate = toFixed((entry.kind === 'item' ? entry.vat : null) ?? acc.defaultRate, 2);
    acc.byRate.set(rate, (acc.byRate.get(rate) ?? decimal('0')).plus(amount));
    amounts.push(amount);
  }
  return sum(amounts);
}

/**
 * BoQ totals from the counted item amounts per VAT rate (rate in percent with 2 decimals -> sum): per rate the net
 * after discount and the VAT rounded to cents, then net, VAT and gross (net + VAT).
 */
export function totalsFromRates(
  byRate: ReadonlyMap<string, DecimalValue>,
  unpricedItems: number,
  discountPercent: string | null,
): Omit<ComputedTotals, 'categories'> {
  const vatParts: VatPart[] = [...byRate.entries()]
    .sort(([a], [b]) => decimal(b).comparedTo(decimal(a)))
    .map(([rate, amount]) => {
      const net = discountPercent === null ? roundMoney(amount) : afterDiscount(amount, discountPercent);
      return { vatPercent: rate, net: toFixed(net, 2), vat: toFixed(vatAmount(net, rate), 2) };
    });
  const net = sum(vatParts.map((part) => part.net));
  const vat = sum(vatParts.map((part) => part.vat));
  return {
    total: toFixed(sum(byRate.values()), 2),
    discountPercent,
    net: toFixed(net, 2),
    vatParts,
    vat: toFixed(vat, 2),
    gross: toFixed(net.plus(vat), 2),
    unpricedItems,
  };
}

/**
 * Totals of a BoQ computed exactly: each category's total and the BoQ's total from the counted items (see
 * countsTowardTotal), then per VAT rate the net after discount and the VAT rounded to cents, and net, VAT and
 * gross (net + VAT).
 */
export function computeTotals(boq: BoQ, options: TotalsOptions): ComputedTotals {
  const acc: Accumulator = {
    byRate: new Map(),
    categories: {},
    unpriced: 0,
    defaultRate: options.vatPercent,
  };
  addBody(boq.body, acc);
  return {
    ...totalsFromRates(acc.byRate, acc.unpriced, options.discountPercent ?? null),
    categories: acc.categories,
  };
}
