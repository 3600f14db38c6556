import { lineTotal as computeLineTotal, percentOf, roundMoney, vatAmount } from '@vendoc/money/amounts';
import { decimal, sum, type Decimal } from '@vendoc/money/decimal';
import { EInvoiceModelError, INVOICE_TYPE_CODES, type InvoiceModel, type VatCategory } from './model';
import { unitCode } from './units';

/** One row of the VAT breakdown (BG-23). */
export interface VatBreakdown {
  category: VatCategory;
  rate: Decimal;
  taxable: Decimal;
  tax: Decimal;
}

export interface ComputedLine {
  unitCode: string;
  /** quantity x price rounded to the cent */
  gross: Decimal;
  /** the line allowance (item discount) rounded to the cent */
  discount: Decimal;
  /** gross - discount: the line net amount (BT-131) */
  total: Decimal;
}

export interface ComputedAllowanceCharge {
  amount: Decimal;
  /** Base amount (BT-93/BT-100) when the model gave a percent. */
  base: Decimal | null;
}

/** The document totals (BG-22) and what they are made of, all rounded to cents. */
export interface InvoiceTotals {
  lines: ComputedLine[];
  allowancesCharges: ComputedAllowanceCharge[];
  vat: VatBreakdown[];
  lineSum: Decimal;
  allowanceTotal: Decimal;
  chargeTotal: Decimal;
  taxExclusive: Decimal;
  taxTotal: Decimal;
  taxInclusive: Decimal;
  prepaid: Decimal;
  payable: Decimal;
}

/** The mandatory note on a reverse-charge invoice (§14a (5) UStG) and the exemption reason of category AE. */
export const REVERSE_CHARGE_NOTE = 'Steuerschuldnerschaft des Leistungsempfängers (§ 13b UStG)';

const ZERO_RATE_CATEGORIES: ReadonlySet<VatCategory> = new Set(['Z', 'E', 'AE', 'O']);

function checkVatRate(path: string, category: VatCategory, rateValue: Decimal): void {
  if (category === 'S' && !rateValue.greaterThan(0))
    throw new EInvoiceModelError(`${path}.vatRate`, 'BR-S-05', 'standard rated VAT needs a rate above 0');
  if (ZERO_RATE_CATEGORIES.has(category) && !rateValue.isZero())
    throw new EInvoiceModelError(
      `${path}.vatRate`,
      `BR-${category}-05`,
      `VAT category ${category} has rate 0`,
    );
}

function groupKey(category: VatCategory, rateValue: Decimal): string {
  return `${category}|${rateValue.toString()}`;
}

function checkHeader(model: InvoiceModel): void {
  if (!INVOICE_TYPE_CODES.includes(model.typeCode))
    throw new EInvoiceModelError('typeCode', 'BR-CL-01', `type code ${model.typeCode} is not supported`);
  if (model.lines.length === 0)
    throw new EInvoiceModelError('lines', 'BR-16', 'an invoice has at least one line');
  if (model.period === undefined && model.deliveryDate === undefined)
    throw new EInvoiceModelError('period', '§14 UStG', 'give the performance period or the delivery date');
  if (model.period !== undefined && model.period.end < model.period.start)
    throw new EInvoiceModelError('period.end', 'BR-29', 'the period ends before it starts');
  if (model.seller.vatId === undefined && model.seller.taxNumber === undefined)
    throw new EInvoiceModelError('seller.vatId', 'BR-CO-26', 'the seller needs a VAT id or a tax number');
  if (model.typeCode === '384' && model.precedingInvoice === undefined)
    throw new EInvoiceModelError(
      'precedingInvoice',
      'BR-DE-22',
      'a corrected invoice names the invoice it corrects',
    );
}

/**
 * Computes the totals of an invoice with exact decimals as EN 16931 defines them (BR-CO-10 … BR-CO-17) and
 * checks the model: a line total that differs from quantity x price, a VAT rate that does not fit its category,
 * reverse charge without the buyer's VAT id, an unknown unit. Throws EInvoiceModelError naming the field.
 */
export function computeTotals(model: InvoiceModel): InvoiceTotals {
  checkHeader(model);
  const groups = new Map<string, VatBreakdown>();
  const group = (path: string, category: VatCategory, rateText: Decimal | string): VatBreakdown => {
    const rateValue = decimal(rateText);
    checkVatRate(path, category, rateValue);
    const key = groupKey(category, rateValue);
    let entry = groups.get(key);
    if (entry === undefined) {
      entry = { category, rate: rateValue, taxable: decimal('0'), tax: decimal('0') };
      groups.set(key, entry);
    }
    return entry;
  };

  const lines = model.lines.map((line, index): ComputedLine => {
    const path = `lines[${index}]`;
    const code = unitCode(line.unit);
    if (code === null)
      throw new EInvoiceModelError(`${path}.unit`, 'BR-CL-23', `unknown unit "${line.unit}"`);
    if (decimal(line.netPrice).isNegative())
      throw new EInvoiceModelError(`${path}.netPrice`, 'BR-27', 'the net price must not be negative');
    const gross = computeLineTotal(line.quantity, line.netPrice);
    const discount = line.discountPercent ? percentOf(gross, line.discountPercent) : decimal('0');
    const total = gross.minus(discount);
    if (line.lineTotal !== undefined && !roundMoney(line.lineTotal).equals(total))
      throw new EInvoiceModelError(
        `${path}.lineTotal`,
        'BR-CO-10',
        `line total ${decimal(line.lineTotal).toString()} is not quantity x price = ${total.toFixed(2)}`,
      );
    const entry = group(path, line.vatCategory, line.vatRate);
    entry.taxable = entry.taxable.plus(total);
    return { unitCode: code, gross, discount, total };
  });

  const lineSum = sum(lines.map((line) => line.total));
  const allowancesCharges = (model.allowancesCharges ?? []).map((item, index): ComputedAllowanceCharge => {
    const path = `allowancesCharges[${index}]`;
    const key = groupKey(item.vatCategory, decimal(item.vatRate));
    const base = item.percent === undefined ? null : (groups.get(key)?.taxable ?? decimal('0'));
    if (base === null && item.amount === undefined)
      throw new EInvoiceModelError(`${path}.amount`, 'BR-31', 'give the amount or the percent');
    const amount =
      base !== null && item.percent !== undefined
        ? percentOf(base, item.percent)
        : roundMoney(item.amount ?? '0');
    if (item.amount !== undefined && !roundMoney(item.amount).equals(amount))
      throw new EInvoiceModelError(`${path}.amount`, 'BR-CO-13', `amount is not ${amount.toFixed(2)}`);
    if (amount.isNegative())
      throw new EInvoiceModelError(`${path}.amount`, 'BR-31', 'the amount must not be negative');
    const entry = group(path, item.vatCategory, item.vatRate);
    entry.taxable = item.charge ? entry.taxable.plus(amount) : entry.taxable.minus(amount);
    return { amount, base };
  });

  const vat = [...groups.values()].map((entry) => ({ ...entry, tax: vatAmount(entry.taxable, entry.rate) }));
  if (vat.some((entry) => entry.category === 'AE') && !model.buyer.vatId)
    throw new EInvoiceModelError('buyer.vatId', 'BR-AE-02', 'reverse charge needs the buyer VAT id');

  const pick = (charge: boolean) =>
    sum(
      allowancesCharges
        .filter((_, i) => model.allowancesCharges?.[i]?.charge === charge)
        .map((a) => a.amount),
    );
  const allowanceTotal = pick(false);
  const chargeTotal = pick(true);
  const taxExclusive = lineSum.minus(allowanceTotal).plus(chargeTotal);
  const taxTotal = sum(vat.map((entry) => entry.tax));
  const taxInclusive = taxExclusive.plus(taxTotal);
  const prepaid = roundMoney(sum((model.deductions ?? []).map((deduction) => deduction.gross)));
  return {
    lines,
    allowancesCharges,
    vat,
    lineSum,
    allowanceTotal,
    chargeTotal,
    taxExclusive,
    taxTotal,
    taxInclusive,
    prepaid,
    payable: taxInclusive.minus(prepaid),
  };
}
