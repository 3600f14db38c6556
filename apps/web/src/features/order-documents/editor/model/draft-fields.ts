import type { OrderDocument, OrderDocumentUpdate } from '@vendoc/contract/order-documents';
import type { DocumentRow } from '@vendoc/order-documents/document';

/** The editable content of a draft as the editor holds it: the PUT body without the version. */
export type DraftFields = Omit<OrderDocumentUpdate, 'version' | 'items'> & { items: DocumentRow[] };

/** The draft content of a document as the server sent it (items without their computed totals). */
export function draftFieldsOf(document: OrderDocument): DraftFields {
  return {
    title: document.title,
    recipient: document.recipient,
    siteAddress: document.siteAddress,
    documentDate: document.documentDate,
    performanceFrom: document.performanceFrom,
    performanceTo: document.performanceTo,
    deliveryDate: document.deliveryDate,
    validUntil: document.validUntil,
    orderReference: document.orderReference,
    buyerReference: document.buyerReference,
    introText: document.introText,
    closingText: document.closingText,
    adjustment: document.adjustment,
    reverseCharge: document.reverseCharge,
    retentionPercent: document.retentionPercent,
    paymentDays: document.paymentDays,
    cashDiscountPercent: document.cashDiscountPercent,
    cashDiscountDays: document.cashDiscountDays,
    eInvoiceFormat: document.eInvoiceFormat,
    templateId: document.templateId,
    reminderLevel: document.reminderLevel,
    reminderFee: document.reminderFee,
    items: document.items.map(({ total: _total, inTotal: _inTotal, ...row }) => row),
  };
}

/** A new row of `type` with the contract's defaults, below a title at `depth`. */
export function newRow(type: DocumentRow['type'], depth = 0): DocumentRow {
  return {
    id: crypto.randomUUID(),
    type,
    depth,
    oz: '',
    shortText: '',
    longText: '',
    kind: 'normal',
    quantity: null,
    unit: type === 'position' ? 'Stk' : '',
    unitPrice: null,
    discountPercent: null,
    vatRate: '19',
    labourUnitPrice: null,
    boqItemId: null,
    catalogPositionId: null,
  };
}

/** `rows` with a new row inserted after index `after` (-1: at the top), at the depth of the row before it. */
export function insertRow(
  rows: readonly DocumentRow[],
  after: number,
  type: DocumentRow['type'],
): DocumentRow[] {
  const before = rows[after];
  const depth = before ? (before.type === 'title' ? before.depth + 1 : before.depth) : 0;
  const next = [...rows];
  next.splice(after + 1, 0, newRow(type, Math.min(depth, 8)));
  return next;
}

/** `rows` with the row at `index` moved one place up (-1) or down (+1); unchanged at the ends. */
export function moveRow(rows: readonly DocumentRow[], index: number, direction: -1 | 1): DocumentRow[] {
  const target = index + direction;
  if (target < 0 || target >= rows.length) return [...rows];
  const next = [...rows];
  const [row] = next.splice(index, 1);
  if (row) next.splice(target, 0, row);
  return next;
}
