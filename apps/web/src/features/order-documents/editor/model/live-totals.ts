import {
  CUMULATIVE_KINDS,
  type OrderDocument,
  type OrderDocumentKind,
} from '@vendoc/contract/order-documents';
import { documentView, type DocumentView, type EarlierInvoice } from '@vendoc/order-documents/document';
import { decimal, toFixed } from '@vendoc/money/decimal';
import type { DraftFields } from './draft-fields';

/**
 * The earlier invoices a cumulative invoice deducts, per VAT rate, read back from the server's totals (the
 * performance per rate less what this invoice charges itself): the editor recomputes the performance as the user
 * types while the earlier invoices stay what the server found.
 */
export function earlierOf(document: Pick<OrderDocument, 'kind' | 'totals'>): EarlierInvoice[] {
  if (!CUMULATIVE_KINDS.includes(document.kind) || document.totals.deductions.length === 0) return [];
  const rates = new Set([
    ...document.totals.vat.map((group) => group.rate),
    ...document.totals.current.map((amount) => amount.rate),
  ]);
  const amounts = [...rates].map((rate) => {
    const whole = document.totals.vat.find((group) => group.rate === rate);
    const own = document.totals.current.find((amount) => amount.rate === rate);
    return {
      rate,
      base: toFixed(decimal(whole?.base ?? '0').minus(own?.base ?? '0'), 2),
      vat: toFixed(decimal(whole?.vat ?? '0').minus(own?.vat ?? '0'), 2),
    };
  });
  return [{ documentId: 'earlier', label: '', amounts }];
}

/** The totals of the draft as typed, with the server's list of deducted invoices. */
export function liveView(
  kind: OrderDocumentKind,
  fields: DraftFields,
  server: Pick<OrderDocument, 'kind' | 'totals'>,
): DocumentView {
  const view = documentView(
    {
      kind,
      items: fields.items,
      adjustment: fields.adjustment ?? null,
      reverseCharge: fields.reverseCharge ?? false,
      retentionPercent: fields.retentionPercent ?? null,
      cashDiscountPercent: fields.cashDiscountPercent ?? null,
    },
    earlierOf(server),
  );
  return { ...view, totals: { ...view.totals, deductions: server.totals.deductions } };
}
