import { lineTotal, percentOf, vatAmount } from '@vendoc/money/amounts';
import { decimal, sum, toFixed, type Decimal } from '@vendoc/money/decimal';

/**
 * The arithmetic of an order document (offer, order confirmation, invoice, credit note), in exact decimals and in
 * the order EN 16931 computes it, so that the PDF, the screen and the e-invoice show the same cents:
 * 1. each item: quantity x unit price rounded to the cent, minus its item discount rounded to the cent;
 * 2. per VAT rate: the sum of its items, minus (or plus) the document's discount (markup) on that sum, rounded;
 * 3. per VAT rate: the VAT on that base, rounded once (not per item); none under reverse charge (§13b UStG);
 * 4. gross = the bases plus their VAT; then retention and cash discount on the gross.
 * Items out of the total (provisional items without total, alternatives) are priced and shown but not summed.
 */

/** The wording §14a (5) UStG asks for on an invoice under reverse charge (§13b UStG). */
export const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)';

export interface DocumentItem {
  id: string;
  /** Decimal strings: quantity (3 places), unit price (3 places), VAT rate in percent ("19", "7", "0"). */
  quantity: string;
  unitPrice: string;
  vatRate: string;
  /** Item discount in percent of quantity x unit price. */
  discountPercent?: string;
  /** Shown with its price but not summed: a provisional item without total or an alternative (GAEB). */
  outOfTotal?: boolean;
  /** The labour cost in the unit price (net, per unit) for the §35a EStG statement to private clients. */
  labourUnitPrice?: string;
}

export interface DocumentAdjustment {
  type: 'discount' | 'markup';
  /** Percent of the items' sum (per VAT rate). */
  percent: string;
}

export interface TotalsInput {
  items: readonly DocumentItem[];
  adjustment?: DocumentAdjustment | null;
  /** §13b UStG: the client owes the VAT; the document shows none. */
  reverseCharge?: boolean;
  /** Sicherheitseinbehalt in percent of the gross amount. */
  retentionPercent?: string | null;
  /** Skonto in percent of the amount due, when paid within the payment terms' discount days. */
  cashDiscountPercent?: string | null;
}

export interface ItemTotal {
  id: string;
  /** quantity x unit price, rounded to the cent */
  amount: string;
  /** the item discount, rounded to the cent */
  discount: string;
  /** amount - discount */
  net: string;
  inTotal: boolean;
}

export interface VatGroup {
  /** VAT rate in percent, canonical ("19", "7", "0"). */
  rate: string;
  /** The items' net sum at this rate. */
  itemsNet: string;
  /** The document's discount (negative) or markup (positive) on this rate's items. */
  adjustment: string;
  /** The taxable amount: itemsNet + adjustment. */
  base: string;
  vat: string;
}

export interface DocumentTotals {
  items: ItemTotal[];
  /** Per VAT rate, highest rate first. */
  vat: VatGroup[];
  itemsNet: string;
  adjustment: string;
  net: string;
  vatTotal: string;
  gross: string;
  retention: string;
  /** gross - retention */
  amountDue: string;
  cashDiscount: string;
  /** amountDue - cashDiscount: what is paid within the discount days */
  amountDueWithCashDiscount: string;
  /** §35a EStG: the labour share of the items in the total (net, its VAT, gross). */
  labour: { net: string; vat: string; gross: string };
  reverseCharge: boolean;
}

const money = (value: Decimal) => toFixed(value, 2);
const canonicalRate = (rate: string) => decimal(rate).toString();

function itemTotal(item: DocumentItem): ItemTotal & { netValue: Decimal; labour: Decimal } {
  const amount = lineTotal(item.quantity, item.unitPrice);
  const discount = item.discountPercent ? percentOf(amount, item.discountPercent) : decimal('0');
  const net = amount.minus(discount);
  const labourAmount = item.labourUnitPrice ? lineTotal(item.quantity, item.labourUnitPrice) : decimal('0');
  const labour = item.discountPercent
    ? labourAmount.minus(percentOf(labourAmount, item.discountPercent))
    : labourAmount;
  return {
    id: item.id,
    amount: money(amount),
    discount: money(discount),
    net: money(net),
    inTotal: !item.outOfTotal,
    netValue: net,
    labour,
  };
}

/** What is to be paid of a gross amount: less the retention, and less the cash discount when paid early. */
export function payable(
  gross: Decimal,
  terms: Pick<TotalsInput, 'retentionPercent' | 'cashDiscountPercent'>,
): Pick<DocumentTotals, 'retention' | 'amountDue' | 'cashDiscount' | 'amountDueWithCashDiscount'> {
  const retention = terms.retentionPercent ? percentOf(gross, terms.retentionPercent) : decimal('0');
  const amountDue = gross.minus(retention);
  const cashDiscount = terms.cashDiscountPercent
    ? percentOf(amountDue, terms.cashDiscountPercent)
    : decimal('0');
  return {
    retention: money(retention),
    amountDue: money(amountDue),
    cashDiscount: money(cashDiscount),
    amountDueWithCashDiscount: money(amountDue.minus(cashDiscount)),
  };
}

/** The document's totals. */
export function documentTotals(input: TotalsInput): DocumentTotals {
  const reverseCharge = input.reverseCharge ?? false;
  const items = input.items.map(itemTotal);
  const byRate = new Map<string, { net: Decimal[]; labour: Decimal[] }>();
  input.items.forEach((item, index) => {
    const total = items[index];
    if (!total?.inTotal) return;
    // under reverse charge every item is of one category (AE, rate 0), as the e-invoice groups them
    const rate = reverseCharge ? '0' : canonicalRate(item.vatRate);
    const group = byRate.get(rate) ?? { net: [], labour: [] };
    group.net.push(total.netValue);
    group.labour.push(total.labour);
    byRate.set(rate, group);
  });
  const sign = input.adjustment?.type === 'discount' ? -1 : 1;
  const groups = [...byRate.entries()]
    .sort(([a], [b]) => decimal(b).comparedTo(a))
    .map(([rate, group]) => {
      const itemsNet = sum(group.net);
      const adjustment = input.adjustment
        ? percentOf(itemsNet, input.adjustment.percent).times(sign)
        : decimal('0');
      const base = itemsNet.plus(adjustment);
      const vat = reverseCharge ? decimal('0') : vatAmount(base, rate);
      const labourNet = sum(group.labour);
      const labourVat = reverseCharge ? decimal('0') : vatAmount(labourNet, rate);
      return { rate, itemsNet, adjustment, base, vat, labourNet, labourVat };
    });
  const net = sum(groups.map((group) => group.base));
  const vatTotal = sum(groups.map((group) => group.vat));
  const gross = net.plus(vatTotal);
  const labourNet = sum(groups.map((group) => group.labourNet));
  const labourVat = sum(groups.map((group) => group.labourVat));
  return {
    items: items.map(({ netValue: _net, labour: _labour, ...item }) => item),
    vat: groups.map((group) => ({
      rate: group.rate,
      itemsNet: money(group.itemsNet),
      adjustment: money(group.adjustment),
      base: money(group.base),
      vat: money(group.vat),
    })),
    itemsNet: money(sum(groups.map((group) => group.itemsNet))),
    adjustment: money(sum(groups.map((group) => group.adjustment))),
    net: money(net),
    vatTotal: money(vatTotal),
    gross: money(gross),
    ...payable(gross, input),
    labour: { net: money(labourNet), vat: money(labourVat), gross: money(labourNet.plus(labourVat)) },
    reverseCharge,
  };
}
