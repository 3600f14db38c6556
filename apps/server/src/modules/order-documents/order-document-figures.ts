import {
  CUMULATIVE_KINDS,
  ORDER_DOCUMENT_KIND_LABELS,
  type OrderDocumentKind,
  type PaymentStatus,
} from '@vendoc/contract/order-documents';
import { decimal, toFixed } from '@vendoc/money/decimal';
import {
  documentView,
  type DocumentRow as FigureRow,
  type DocumentView,
  type EarlierInvoice,
} from '@vendoc/order-documents/document';
import type { StoredDeduction } from '../../db/schema';
import type { DocumentRow, ItemRow, NewItem } from './order-documents.repository';
import { germanDate } from '../../lib/german-date';
import { unprocessable } from '../../lib/http-problem';

// The bridge between stored rows and the one arithmetic of `@vendoc/order-documents`: every total the module
// stores or returns comes from `documentView` here, never from arithmetic of its own.

/** Invoices that take payments and have an open amount (credit notes and cancellations do not). */
export const PAYABLE_KINDS: readonly OrderDocumentKind[] = [
  'invoice',
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
];
export const isPayable = (kind: OrderDocumentKind) => PAYABLE_KINDS.includes(kind);

/** A stored item as the arithmetic (and the contract) sees it. */
export function toFigureRow(item: ItemRow | NewItem): FigureRow {
  return {
    id: item.id,
    type: item.type,
    depth: item.depth,
    oz: item.oz,
    shortText: item.shortText,
    longText: item.longText,
    kind: item.kind,
    quantity: item.quantity,
    unit: item.unit,
    unitPrice: item.unitPrice,
    discountPercent: item.discountPercent,
    vatRate: item.vatRate,
    labourUnitPrice: item.labourUnitPrice,
    boqItemId: item.boqItemId,
    catalogPositionId: item.catalogPositionId,
  };
}

export type Header = Pick<
  DocumentRow,
  | 'kind'
  | 'adjustmentType'
  | 'adjustmentPercent'
  | 'reverseCharge'
  | 'retentionPercent'
  | 'cashDiscountPercent'
>;

/** The document's discount or markup as the contract has it (null when none). */
export const adjustmentOf = (header: Pick<DocumentRow, 'adjustmentType' | 'adjustmentPercent'>) =>
  header.adjustmentType === null || header.adjustmentPercent === null
    ? null
    : { type: header.adjustmentType, percent: header.adjustmentPercent };

/**
 * The document's items and totals. A cancellation of a cumulative invoice is computed as that kind (`asKind`)
 * with negated items and negated deductions, so that it reverses exactly what the invoice charged itself.
 */
export function viewOf(
  header: Header,
  items: readonly (ItemRow | NewItem)[],
  earlier: readonly EarlierInvoice[],
  asKind: OrderDocumentKind = header.kind,
): DocumentView {
  return documentView(
    {
      kind: asKind,
      items: items.map(toFigureRow),
      adjustment: adjustmentOf(header),
      reverseCharge: header.reverseCharge,
      retentionPercent: header.retentionPercent,
      cashDiscountPercent: header.cashDiscountPercent,
    },
    earlier,
  );
}

/** The totals columns are numeric(15, 2): at most 13 digits before the decimal point. */
const MAX_TOTAL_DIGITS = 13;

/**
 * The denormalised totals columns of a document from its view; 422 when a sum has more digits than its column
 * holds (each quantity and price fits, their product need not: the update failed with a 500).
 */
export function totalsColumns(view: DocumentView) {
  const { totals } = view;
  const amounts = [totals.net, totals.gross, totals.invoiceGross, totals.amountDue];
  if (amounts.some((amount) => amount.replace(/^-/, '').split('.')[0]!.length > MAX_TOTAL_DIGITS)) {
    const message = `Die Summen des Dokuments sind zu groß: höchstens ${MAX_TOTAL_DIGITS} Stellen vor dem Komma.`;
    throw unprocessable(message, [{ path: 'items', message }]);
  }
  return {
    net: totals.net,
    gross: totals.gross,
    invoiceGross: totals.invoiceGross,
    amountDue: totals.amountDue,
    currentAmounts: totals.current.map((amount) => ({ ...amount })),
  };
}

export { germanDate };

/** The earlier invoices as deductions, labelled "1. Abschlagsrechnung RE-2026-0003 vom 12.03.2026". */
export function toDeductions(
  invoices: readonly {
    id: string;
    kind: OrderDocumentKind;
    number: string | null;
    documentDate: string;
    currentAmounts: StoredDeduction['amounts'];
  }[],
): StoredDeduction[] {
  const counts = new Map<OrderDocumentKind, number>();
  return invoices.map((invoice) => {
    const ordinal = (counts.get(invoice.kind) ?? 0) + 1;
    counts.set(invoice.kind, ordinal);
    return {
      documentId: invoice.id,
      label: `${ordinal}. ${ORDER_DOCUMENT_KIND_LABELS[invoice.kind]} ${invoice.number ?? ''} vom ${germanDate(invoice.documentDate)}`,
      amounts: invoice.currentAmounts,
    };
  });
}

export const isCumulative = (kind: OrderDocumentKind) => CUMULATIVE_KINDS.includes(kind);

/** Negates the amounts of deductions (a cancellation gives back what the invoice deducted). */
export function negatedDeductions(deductions: readonly StoredDeduction[]): StoredDeduction[] {
  const negate = (value: string) => decimal(value).negated().toString();
  return deductions.map((deduction) => ({
    documentId: deduction.documentId,
    label: deduction.label,
    amounts: deduction.amounts.map((amount) => ({
      rate: amount.rate,
      base: negate(amount.base),
      vat: negate(amount.vat),
    })),
  }));
}

/** A quantity negated, for the rows of a cancellation. */
export const negatedQuantity = (quantity: string | null) =>
  quantity === null ? null : toFixed(decimal(quantity).negated(), 3);

/** The open amount after payments: what is due less what was paid. */
export const openAmountOf = (amountDue: string, paid: string) => toFixed(decimal(amountDue).minus(paid), 2);

/** open, partially paid, paid or overdue, for issued payable invoices; null for everything else. */
export function paymentStatusOf(
  document: Pick<DocumentRow, 'kind' | 'status' | 'openAmount' | 'paidAmount' | 'dueDate'>,
  today: string,
): PaymentStatus | null {
  if (!isPayable(document.kind) || (document.status !== 'issued' && document.status !== 'sent')) return null;
  const open = decimal(document.openAmount);
  if (open.lte(0)) return 'paid';
  if (document.dueDate !== null && document.dueDate < today) return 'overdue';
  return decimal(document.paidAmount).gt(0) ? 'partially_paid' : 'open';
}

/** The calendar date (UTC) of an instant, as the API writes dates. */
export const isoDate = (instant: Date) => instant.toISOString().slice(0, 10);

/** `date` plus `days` calendar days. */
export function addDays(date: string, days: number): string {
  const at = new Date(`${date}T00:00:00Z`);
  at.setUTCDate(at.getUTCDate() + days);
  return isoDate(at);
}
