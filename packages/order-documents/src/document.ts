import {
  CUMULATIVE_KINDS,
  type OrderDocumentItem,
  type OrderDocumentKind,
  type OrderDocumentTotals,
} from '@vendoc/contract/order-documents';
import { decimal, sum, toFixed } from '@vendoc/money/decimal';
import { cumulativeTotals, type RateAmount } from './cumulative';
import { documentTotals, type DocumentAdjustment, type DocumentItem } from './totals';

/**
 * One arithmetic for a whole order document, used by the server (stored and issued figures), the editor (live
 * totals) and the outputs (PDF data, e-invoice): the item totals, the VAT per rate, and for cumulative kinds the
 * earlier invoices deducted (docs/decisions/0020-order-document-arithmetic.md).
 */

/** A row of a document as stored (the contract's input with its defaults applied). */
export type DocumentRow = Omit<OrderDocumentItem, 'total' | 'inTotal'>;

export interface DocumentFigures {
  kind: OrderDocumentKind;
  items: readonly DocumentRow[];
  adjustment: DocumentAdjustment | null;
  reverseCharge: boolean;
  retentionPercent: string | null;
  cashDiscountPercent: string | null;
}

/** An earlier invoice of the same contract (progress or partial final invoice, issued and not cancelled). */
export interface EarlierInvoice {
  documentId: string;
  /** e.g. "1. Abschlagsrechnung RE-2026-0003 vom 12.03.2026" */
  label: string;
  /** What it charged itself per VAT rate (its `totals.current`). */
  amounts: readonly RateAmount[];
}

export interface DocumentView {
  items: OrderDocumentItem[];
  totals: OrderDocumentTotals;
}

/** A position is priced when it has both a quantity and a unit price; titles and texts never are. */
const priced = (row: DocumentRow): row is DocumentRow & { quantity: string; unitPrice: string } =>
  row.type === 'position' && row.quantity !== null && row.unitPrice !== null;

const toTotalsItem = (row: DocumentRow & { quantity: string; unitPrice: string }): DocumentItem => ({
  id: row.id,
  quantity: row.quantity,
  unitPrice: row.unitPrice,
  vatRate: row.vatRate,
  discountPercent: row.discountPercent ?? undefined,
  outOfTotal: row.kind !== 'normal',
  labourUnitPrice: row.labourUnitPrice ?? undefined,
});

const money = (value: string) => toFixed(decimal(value), 2);

/** The items with their totals and the document's totals. */
export function documentView(
  document: DocumentFigures,
  earlier: readonly EarlierInvoice[] = [],
): DocumentView {
  const pricedRows = document.items.filter(priced);
  const performanceInput = {
    items: pricedRows.map(toTotalsItem),
    adjustment: document.adjustment,
    reverseCharge: document.reverseCharge,
    retentionPercent: document.retentionPercent,
    cashDiscountPercent: document.cashDiscountPercent,
  };
  const cumulative = CUMULATIVE_KINDS.includes(document.kind);
  const whole = documentTotals(performanceInput);
  const byId = new Map(whole.items.map((item) => [item.id, item]));
  const items = document.items.map((row) => {
    const total = byId.get(row.id);
    return { ...row, total: total?.net ?? null, inTotal: total?.inTotal ?? false };
  });
  const own = cumulative
    ? cumulativeTotals({ performance: performanceInput, earlier: earlier.map((each) => each.amounts) })
    : null;
  const current: RateAmount[] =
    own?.current ?? whole.vat.map((group) => ({ rate: group.rate, base: group.base, vat: group.vat }));
  const deductions = cumulative
    ? earlier.map((each) => {
        const net = sum(each.amounts.map((amount) => amount.base));
        const vat = sum(each.amounts.map((amount) => amount.vat));
        return {
          documentId: each.documentId,
          label: each.label,
          net: money(net.toString()),
          vat: money(vat.toString()),
          gross: money(net.plus(vat).toString()),
        };
      })
    : [];
  return {
    items,
    totals: {
      itemsNet: whole.itemsNet,
      adjustment: whole.adjustment,
      net: whole.net,
      vat: whole.vat,
      vatTotal: whole.vatTotal,
      gross: whole.gross,
      deductions,
      current,
      invoiceNet: own?.net ?? whole.net,
      invoiceVat: own?.vatTotal ?? whole.vatTotal,
      invoiceGross: own?.gross ?? whole.gross,
      retention: own?.retention ?? whole.retention,
      amountDue: own?.amountDue ?? whole.amountDue,
      cashDiscount: own?.cashDiscount ?? whole.cashDiscount,
      amountDueWithCashDiscount: own?.amountDueWithCashDiscount ?? whole.amountDueWithCashDiscount,
      labour: whole.labour,
      reverseCharge: whole.reverseCharge,
    },
  };
}

/**
 * UNTDID 1001 code of a kind's e-invoice; null for documents that are not invoices. The construction codes
 * 875/876/877 (partial construction invoice, partial final and final construction invoice) only where the client's
 * profile accepts them (`constructionCodes`); many receivers accept only 326 (partial invoice) and 380 (commercial
 * invoice), so otherwise progress and partial final invoices are 326 and a final invoice is 380. Credit notes and
 * cancellations are credit notes (381) either way (a cancellation states the cancelled amounts positive).
 */
export function invoiceTypeCode(kind: OrderDocumentKind, constructionCodes: boolean): string | null {
  switch (kind) {
    case 'invoice':
      return '380';
    case 'progress_invoice':
      return constructionCodes ? '875' : '326';
    case 'partial_final_invoice':
      return constructionCodes ? '876' : '326';
    case 'final_invoice':
      return constructionCodes ? '877' : '380';
    case 'credit_note':
    case 'cancellation':
      return '381';
    default:
      return null;
  }
}
