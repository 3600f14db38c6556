import { describe, expect, it } from 'vitest';
import { EInvoiceModelError, type InvoiceModel } from './model';
import { computeTotals } from './totals';
import {
  creditNote,
  mixedRateInvoice,
  plainInvoice,
  progressInvoice,
  reverseChargeInvoice,
} from './test-invoices';

function figures(model: InvoiceModel) {
  const t = computeTotals(model);
  return {
    lines: t.lines.map((line) => `${line.unitCode} ${line.total.toFixed(2)}`),
    vat: t.vat.map((v) => `${v.category} ${v.rate.toString()} ${v.taxable.toFixed(2)} ${v.tax.toFixed(2)}`),
    lineSum: t.lineSum.toFixed(2),
    allowances: t.allowanceTotal.toFixed(2),
    charges: t.chargeTotal.toFixed(2),
    net: t.taxExclusive.toFixed(2),
    tax: t.taxTotal.toFixed(2),
    gross: t.taxInclusive.toFixed(2),
    prepaid: t.prepaid.toFixed(2),
    payable: t.payable.toFixed(2),
  };
}

function refusal(model: InvoiceModel): { path: string; rule: string } {
  try {
    computeTotals(model);
  } catch (error) {
    if (error instanceof EInvoiceModelError) return { path: error.path, rule: error.rule };
    throw error;
  }
  throw new Error('the model was accepted');
}

describe('computeTotals', () => {
  it('rounds each line to cents, takes the percent discount off its VAT group and rounds VAT per rate', () => {
    expect(figures(plainInvoice)).toEqual({
      lines: ['C62 8274.00', 'MTR 690.59', 'HUR 1305.00'],
      vat: ['S 19 9961.50 1892.69'],
      lineSum: '10269.59',
      allowances: '308.09',
      charges: '0.00',
      net: '9961.50',
      tax: '1892.69',
      gross: '11854.19',
      prepaid: '0.00',
      payable: '11854.19',
    });
  });

  it('keeps one VAT breakdown per rate', () => {
    const result = figures(mixedRateInvoice);
    expect(result.vat).toEqual(['S 19 8943.87 1699.34', 'S 7 24.90 1.74']);
    expect([result.net, result.tax, result.gross]).toEqual(['8968.77', '1701.08', '10669.85']);
  });

  it('charges no VAT under reverse charge (category AE, rate 0)', () => {
    const result = figures(reverseChargeInvoice);
    expect(result.vat).toEqual(['AE 0 10269.59 0.00']);
    expect(result.payable).toBe('10269.59');
  });

  it('deducts earlier progress invoices and payments as prepaid amount of a cumulative invoice', () => {
    const result = figures(progressInvoice);
    expect([result.lineSum, result.tax, result.gross, result.prepaid, result.payable]).toEqual([
      '15488.07',
      '2942.73',
      '18430.80',
      '11210.00',
      '7220.80',
    ]);
  });

  it('adds a charge (markup) to its VAT group', () => {
    const result = figures({
      ...mixedRateInvoice,
      allowancesCharges: [
        { charge: true, reason: 'Kleinmengenzuschlag', amount: '10', vatCategory: 'S', vatRate: '7' },
      ],
    });
    expect(result.vat[1]).toBe('S 7 34.90 2.44');
    expect([result.charges, result.net]).toEqual(['10.00', '8978.77']);
  });

  it('accepts a line total equal to quantity x price and a credit note with positive amounts', () => {
    expect(
      computeTotals({
        ...plainInvoice,
        lines: [{ ...plainInvoice.lines[1]!, lineTotal: '690.59' }],
      }).lineSum.toFixed(2),
    ).toBe('690.59');
    expect(figures(creditNote).gross).toBe('143.17');
  });

  it.each<[string, InvoiceModel, string, string]>([
    [
      'a line total that is not quantity x price',
      {
        ...plainInvoice,
        lines: [plainInvoice.lines[0]!, { ...plainInvoice.lines[1]!, lineTotal: '690.60' }],
      },
      'lines[1].lineTotal',
      'BR-CO-10',
    ],
    [
      'an unknown unit',
      { ...plainInvoice, lines: [{ ...plainInvoice.lines[0]!, unit: 'Bund' }] },
      'lines[0].unit',
      'BR-CL-23',
    ],
    [
      'a negative price',
      { ...plainInvoice, lines: [{ ...plainInvoice.lines[0]!, netPrice: '-1' }] },
      'lines[0].netPrice',
      'BR-27',
    ],
    [
      'standard rate 0 %',
      { ...plainInvoice, lines: [{ ...plainInvoice.lines[0]!, vatRate: '0' }] },
      'lines[0].vatRate',
      'BR-S-05',
    ],
    [
      'reverse charge with VAT',
      { ...reverseChargeInvoice, lines: [{ ...reverseChargeInvoice.lines[0]!, vatRate: '19' }] },
      'lines[0].vatRate',
      'BR-AE-05',
    ],
    [
      'reverse charge without the buyer VAT id',
      { ...reverseChargeInvoice, buyer: { ...reverseChargeInvoice.buyer, vatId: undefined } },
      'buyer.vatId',
      'BR-AE-02',
    ],
    ['no lines', { ...plainInvoice, lines: [] }, 'lines', 'BR-16'],
    ['neither period nor delivery date', { ...plainInvoice, period: undefined }, 'period', '§14 UStG'],
    [
      'a seller without VAT id and tax number',
      { ...plainInvoice, seller: { ...plainInvoice.seller, vatId: undefined, taxNumber: undefined } },
      'seller.vatId',
      'BR-CO-26',
    ],
    [
      'a correction without the corrected invoice',
      { ...plainInvoice, typeCode: '384' },
      'precedingInvoice',
      'BR-DE-22',
    ],
    [
      'an allowance amount that is not its percent',
      { ...plainInvoice, allowancesCharges: [{ ...plainInvoice.allowancesCharges![0]!, amount: '300' }] },
      'allowancesCharges[0].amount',
      'BR-CO-13',
    ],
  ])('refuses %s, naming the field', (_, model, path, rule) => {
    expect(refusal(model)).toEqual({ path, rule });
  });
});
