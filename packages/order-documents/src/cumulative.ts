import { decimal, sum, toFixed, type Decimal } from '@vendoc/money/decimal';
import { documentTotals, payable, type DocumentTotals, type TotalsInput } from './totals';

/**
 * Cumulative progress invoices as construction companies bill them (Abschlagsrechnungen, kumuliert): each invoice
 * states the whole performance to date and deducts, per VAT rate, the net and VAT of the invoices before it; the
 * final invoice does the same with every earlier one. Because each invoice's own amounts are the cumulative
 * amounts minus what was invoiced before, the invoices of a contract add up to its total to the cent, per rate.
 */

/** What one invoice charged at one VAT rate (its own amounts, not the cumulative ones). */
export interface RateAmount {
  rate: string;
  base: string;
  vat: string;
}

export interface CumulativeInput {
  /** The whole performance to date: items with their cumulative quantities. */
  performance: TotalsInput;
  /** The own amounts per rate of each earlier invoice of the contract (progress and partial final invoices). */
  earlier: readonly (readonly RateAmount[])[];
}

/** This invoice's own figures (net, VAT, gross, retention, amount due, cash discount) and how they came about. */
export interface CumulativeTotals extends Pick<
  DocumentTotals,
  'net' | 'vatTotal' | 'gross' | 'retention' | 'amountDue' | 'cashDiscount' | 'amountDueWithCashDiscount'
> {
  performance: DocumentTotals;
  /** The earlier invoices' amounts per rate, summed. */
  earlier: RateAmount[];
  /** This invoice's own amounts per rate: performance minus earlier. */
  current: RateAmount[];
}

const money = (value: Decimal) => toFixed(value, 2);

function sumByRate(lists: readonly (readonly RateAmount[])[]): Map<string, { base: Decimal; vat: Decimal }> {
  const byRate = new Map<string, { base: Decimal; vat: Decimal }>();
  for (const list of lists)
    for (const amount of list) {
      const rate = decimal(amount.rate).toString();
      const before = byRate.get(rate) ?? { base: decimal('0'), vat: decimal('0') };
      byRate.set(rate, { base: before.base.plus(amount.base), vat: before.vat.plus(amount.vat) });
    }
  return byRate;
}

/** A cumulative progress or final invoice: the performance to date less the earlier invoices, per VAT rate. */
export function cumulativeTotals(input: CumulativeInput): CumulativeTotals {
  const { retentionPercent, cashDiscountPercent, ...performanceInput } = input.performance;
  const performance = documentTotals(performanceInput);
  const earlier = sumByRate(input.earlier);
  const rates = [...new Set([...performance.vat.map((group) => group.rate), ...earlier.keys()])].sort(
    (a, b) => decimal(b).comparedTo(a),
  );
  const current = rates.map((rate) => {
    const group = performance.vat.find((each) => each.rate === rate);
    const before = earlier.get(rate) ?? { base: decimal('0'), vat: decimal('0') };
    return {
      rate,
      base: decimal(group?.base ?? '0').minus(before.base),
      vat: decimal(group?.vat ?? '0').minus(before.vat),
    };
  });
  const net = sum(current.map((amount) => amount.base));
  const vatTotal = sum(current.map((amount) => amount.vat));
  const gross = net.plus(vatTotal);
  return {
    performance,
    earlier: rates.map((rate) => {
      const before = earlier.get(rate) ?? { base: decimal('0'), vat: decimal('0') };
      return { rate, base: money(before.base), vat: money(before.vat) };
    }),
    current: current.map((amount) => ({
      rate: amount.rate,
      base: money(amount.base),
      vat: money(amount.vat),
    })),
    net: money(net),
    vatTotal: money(vatTotal),
    gross: money(gross),
    ...payable(gross, { retentionPercent, cashDiscountPercent }),
  };
}
