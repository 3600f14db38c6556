import type { z } from 'zod';
import type { NumberRangeKind } from '@vendoc/contract/company';
import type { cancelRequestSchema, sendRequestSchema } from '@vendoc/contract/order-document-actions';
import {
  isInvoiceKind,
  type OrderDocument,
  type OrderDocumentKind,
  type paymentCreateSchema,
} from '@vendoc/contract/order-documents';
import { formatGerman, toFixed } from '@vendoc/money/decimal';
import { invoiceTypeCode } from '@vendoc/order-documents/document';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-problem';
import { drawUnusedNumber } from '../../lib/number-ranges';
import type { AuthContext } from '../../plugins/auth';
import { billSurveys, releaseSurveys } from '../quantity-surveys/quantity-surveys.service';
import {
  addDays,
  isCumulative,
  isoDate,
  isPayable,
  negatedDeductions,
  negatedQuantity,
  openAmountOf,
  totalsColumns,
  viewOf,
  germanDate,
} from './order-document-figures';
import { mailDocument, type MailDeps } from './order-document-mail';
import { renderOutputs, storeOutputs, type OutputDeps } from './order-document-outputs';
import {
  documentNumberTaken,
  findDocument,
  insertAudit,
  insertDocument,
  insertPayment,
  listItems,
  listSurveyIds,
  lockDocument,
  replaceItems,
  sumPayments,
  updateDocument,
  userName,
  type DocumentRow,
} from './order-documents.repository';
import {
  computedKind,
  DOCUMENT_NOT_FOUND,
  earlierOf,
  getOrderDocument,
  searchTextOf,
  visibleTo,
} from './order-documents.service';

// The lifecycle after the draft (GoBD): issue (number, PDF, e-invoice, stored), send, payments, cancellation by a
// cancellation invoice, reminders. Each step is one transaction with the document locked, and leaves an audit entry.

type PaymentInput = z.output<typeof paymentCreateSchema>;
type SendInput = z.output<typeof sendRequestSchema>;
type CancelInput = z.output<typeof cancelRequestSchema>;

const STALE = 'Der Beleg wurde inzwischen geändert.';

/** The number range of a kind: one invoice sequence for every invoice kind (§14 UStG); reminders get none. */
export function rangeOf(kind: OrderDocumentKind): NumberRangeKind | null {
  if (kind === 'offer' || kind === 'order_confirmation' || kind === 'delivery_note') return kind;
  if (isInvoiceKind(kind)) return 'invoice';
  return null;
}

/** The locked document, visible to the caller; 404 otherwise. */
export async function locked(tx: Database, auth: AuthContext, id: string): Promise<DocumentRow> {
  const row = await lockDocument(tx, auth.companyId, id);
  if (row === null || !(await visibleTo(tx, auth, row))) throw notFound(DOCUMENT_NOT_FOUND);
  return row;
}

async function staleConflict(db: Database, auth: AuthContext, id: string, now: Date) {
  return conflict(STALE, await getOrderDocument(db, auth, id, now));
}

/**
 * Issues a locked draft inside the caller's transaction: draws its number, fixes its deductions and totals, renders
 * and stores its PDF (and e-invoice), bills its surveys. Any failure rolls all of it back, the number included.
 */
async function issueLocked(
  tx: Database,
  deps: OutputDeps,
  auth: AuthContext,
  row: DocumentRow,
  now: Date,
): Promise<string | null> {
  const items = await listItems(tx, row.id);
  if (!items.some((item) => item.type === 'position'))
    throw conflict('Ein Beleg ohne Positionen kann nicht festgeschrieben werden.');
  const deductions =
    row.kind === 'cancellation' || isCumulative(row.kind)
      ? (row.deductions ?? (await earlierOf(tx, row)))
      : null;
  const range = rangeOf(row.kind);
  const number =
    range === null
      ? null
      : await drawUnusedNumber(tx, auth.companyId, range, now, (candidate) =>
          documentNumberTaken(tx, auth.companyId, candidate),
        );
  const view = viewOf(row, items, deductions ?? [], await computedKind(tx, row));
  const payable = isPayable(row.kind);
  const found = await findDocument(tx, auth.companyId, row.id);
  await updateDocument(tx, auth.companyId, row.id, {
    status: 'issued',
    number,
    issuedAt: now,
    issuedBy: auth.userId,
    deductions,
    invoiceTypeCode: invoiceTypeCode(row.kind, found?.constructionInvoiceCodes ?? false),
    ...totalsColumns(view),
    dueDate: payable || row.kind === 'reminder' ? addDays(row.documentDate, row.paymentDays ?? 0) : null,
    paidAmount: '0',
    openAmount: payable ? view.totals.amountDue : '0',
    searchText: searchTextOf([number, row.title, found?.clientName ?? '', found?.projectName ?? '']),
  });
  const document = await getOrderDocument(tx, auth, row.id, now);
  const outputs = await renderOutputs({ ...deps, db: tx }, auth, document, true);
  await storeOutputs(tx, deps.storage, row.id, outputs);
  await billSurveys(tx, auth.companyId, await listSurveyIds(tx, row.id), { userId: auth.userId, now });
  await insertAudit(tx, {
    documentId: row.id,
    at: now,
    userId: auth.userId,
    action: 'issued',
    detail: number ?? '',
  });
  return number;
}

/** POST …/issue: the draft becomes final (409 when not a draft, stale, or without positions). */
export async function issueOrderDocument(
  deps: OutputDeps,
  auth: AuthContext,
  id: string,
  version: number,
  now: Date,
): Promise<OrderDocument> {
  const stale = await deps.db.transaction(async (tx) => {
    const row = await locked(tx, auth, id);
    if (row.status !== 'draft') throw conflict('Das Dokument ist schon festgeschrieben.');
    if (row.version !== version) return true;
    await issueLocked(tx, deps, auth, row, now);
    return false;
  });
  if (stale) throw await staleConflict(deps.db, auth, id, now);
  return getOrderDocument(deps.db, auth, id, now);
}

export function requireIssued(row: DocumentRow, action: string): void {
  if (row.status === 'draft') throw conflict(`Ein Entwurf kann nicht ${action} werden: erst festschreiben.`);
  if (row.status === 'cancelled') throw conflict('Der Beleg ist storniert.');
}

/** POST …/payments: a payment on an issued invoice; paid and open amount follow. */
export async function addPayment(
  db: Database,
  auth: AuthContext,
  id: string,
  input: PaymentInput,
  now: Date,
): Promise<OrderDocument> {
  await db.transaction(async (tx) => {
    const row = await locked(tx, auth, id);
    if (!isPayable(row.kind)) throw conflict('Zahlungen gibt es nur für Rechnungen.');
    requireIssued(row, 'bezahlt');
    await insertPayment(tx, {
      documentId: id,
      date: input.date,
      amount: toFixed(input.amount, 2),
      note: input.note,
      createdBy: auth.userId,
      createdByName: await userName(tx, auth.userId),
    });
    const paid = await sumPayments(tx, id);
    await updateDocument(tx, auth.companyId, id, {
      paidAmount: toFixed(paid, 2),
      openAmount: openAmountOf(row.amountDue, paid),
    });
    await insertAudit(tx, {
      documentId: id,
      at: now,
      userId: auth.userId,
      action: 'payment',
      detail: `${formatGerman(input.amount, 2)} € vom ${germanDate(input.date)}`,
    });
  });
  return getOrderDocument(db, auth, id, now);
}

/** POST …/send: by e-mail with the stored outputs (SMTP configured; 409 otherwise), or only marked as sent. */
export async function sendOrderDocument(
  deps: MailDeps,
  auth: AuthContext,
  id: string,
  input: SendInput,
  now: Date,
): Promise<OrderDocument> {
  const stale = await deps.db.transaction(async (tx) => {
    const row = await locked(tx, auth, id);
    requireIssued(row, 'versendet');
    if (row.version !== input.version) return true;
    const detail =
      input.mode === 'email'
        ? `per E-Mail an ${await mailDocument(tx, deps, auth, row, input)}`
        : 'als versendet markiert';
    await updateDocument(tx, auth.companyId, id, { status: 'sent', sentAt: now });
    await insertAudit(tx, { documentId: id, at: now, userId: auth.userId, action: 'sent', detail });
    return false;
  });
  if (stale) throw await staleConflict(deps.db, auth, id, now);
  return getOrderDocument(deps.db, auth, id, now);
}

/** The columns a document made from `source` copies (recipient, references, terms). */
export function copiedColumns(source: DocumentRow) {
  return {
    companyId: source.companyId,
    projectId: source.projectId,
    clientId: source.clientId,
    recipient: source.recipient,
    siteAddress: source.siteAddress,
    orderReference: source.orderReference,
    buyerReference: source.buyerReference,
    eInvoiceFormat: source.eInvoiceFormat,
    templateId: null,
  };
}

/**
 * POST …/cancel: an issued invoice is reversed by a cancellation invoice (its items with negated quantities, the
 * number from the invoice range, its own PDF and e-invoice), issued in the same transaction; the invoice becomes
 * `cancelled` and its surveys are approved again. Other issued documents (an offer) are only marked cancelled.
 * Answers the cancellation (or the cancelled document).
 */
export async function cancelOrderDocument(
  deps: OutputDeps,
  auth: AuthContext,
  id: string,
  input: CancelInput,
  now: Date,
): Promise<OrderDocument> {
  const result = await deps.db.transaction(async (tx): Promise<string | 'stale'> => {
    const invoice = await locked(tx, auth, id);
    if (invoice.kind === 'cancellation' || invoice.kind === 'reminder')
      throw conflict('Eine Stornorechnung oder Mahnung wird nicht storniert.');
    if (invoice.status === 'draft') throw conflict('Ein Entwurf wird gelöscht, nicht storniert.');
    if (invoice.status === 'cancelled') throw conflict('Der Beleg ist schon storniert.');
    if (invoice.version !== input.version) return 'stale';
    const by = { userId: auth.userId, now };
    if (!isInvoiceKind(invoice.kind)) {
      await updateDocument(tx, auth.companyId, id, { status: 'cancelled', cancelReason: input.reason });
      await insertAudit(tx, {
        documentId: id,
        at: now,
        userId: auth.userId,
        action: 'cancelled',
        detail: input.reason,
      });
      return id;
    }
    const title = `Stornorechnung zu ${invoice.number ?? ''}`;
    const cancellationId = await insertDocument(tx, {
      ...copiedColumns(invoice),
      kind: 'cancellation',
      cancelsId: invoice.id,
      cancelReason: input.reason,
      title,
      documentDate: isoDate(now),
      performanceFrom: invoice.performanceFrom,
      performanceTo: invoice.performanceTo,
      deliveryDate: invoice.deliveryDate,
      introText: `Hiermit stornieren wir die Rechnung ${invoice.number ?? ''} vom ${germanDate(invoice.documentDate)}. Grund: ${input.reason}`,
      adjustmentType: invoice.adjustmentType,
      adjustmentPercent: invoice.adjustmentPercent,
      reverseCharge: invoice.reverseCharge,
      retentionPercent: invoice.retentionPercent,
      deductions: invoice.deductions === null ? null : negatedDeductions(invoice.deductions),
      createdBy: auth.userId,
    });
    const items = await listItems(tx, invoice.id);
    await replaceItems(
      tx,
      cancellationId,
      items.map(({ documentId: _document, position: _position, ...item }) => ({
        ...item,
        quantity: negatedQuantity(item.quantity),
      })),
    );
    await insertAudit(tx, {
      documentId: cancellationId,
      at: now,
      userId: auth.userId,
      action: 'created',
      detail: `Storno von ${invoice.number ?? ''}`,
    });
    const cancellation = await lockDocument(tx, auth.companyId, cancellationId);
    if (cancellation === null) throw new Error('the cancellation just inserted is gone');
    const number = await issueLocked(tx, deps, auth, cancellation, now);
    await updateDocument(tx, auth.companyId, id, {
      status: 'cancelled',
      cancelReason: input.reason,
      openAmount: '0',
    });
    await releaseSurveys(tx, auth.companyId, await listSurveyIds(tx, id), by);
    await insertAudit(tx, {
      documentId: id,
      at: now,
      userId: auth.userId,
      action: 'cancelled',
      detail: `durch ${number ?? ''}: ${input.reason}`,
    });
    return cancellationId;
  });
  if (result === 'stale') throw await staleConflict(deps.db, auth, id, now);
  return getOrderDocument(deps.db, auth, result, now);
}
