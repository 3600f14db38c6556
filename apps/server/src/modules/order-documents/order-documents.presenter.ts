import type { OrderDocument } from '@vendoc/contract/order-documents';
import type { OrderDocumentSummary } from '@vendoc/contract/order-document-actions';
import type { DocumentView } from '@vendoc/order-documents/document';
import { invoiceTypeCode } from '@vendoc/order-documents/document';
import { adjustmentOf, paymentStatusOf } from './order-document-figures';
import type {
  DocumentRow,
  FoundDocument,
  listAudit,
  listChain,
  listOutputs,
  listPayments,
} from './order-documents.repository';

// The API shapes of order documents (never a raw row).

export interface DocumentParts {
  found: FoundDocument;
  view: DocumentView;
  payments: Awaited<ReturnType<typeof listPayments>>;
  audit: Awaited<ReturnType<typeof listAudit>>;
  outputs: Awaited<ReturnType<typeof listOutputs>>;
  chain: Awaited<ReturnType<typeof listChain>>;
  surveyIds: string[];
  today: string;
}

const iso = (instant: Date | null) => (instant === null ? null : instant.toISOString());

/** The editable header fields of a document row, as the contract names them. */
export function headerFields(row: DocumentRow) {
  return {
    title: row.title,
    recipient: row.recipient,
    siteAddress: row.siteAddress,
    documentDate: row.documentDate,
    performanceFrom: row.performanceFrom,
    performanceTo: row.performanceTo,
    deliveryDate: row.deliveryDate,
    validUntil: row.validUntil,
    orderReference: row.orderReference,
    buyerReference: row.buyerReference,
    introText: row.introText,
    closingText: row.closingText,
    adjustment: adjustmentOf(row),
    reverseCharge: row.reverseCharge,
    retentionPercent: row.retentionPercent,
    paymentDays: row.paymentDays,
    cashDiscountPercent: row.cashDiscountPercent,
    cashDiscountDays: row.cashDiscountDays,
    eInvoiceFormat: row.eInvoiceFormat,
    templateId: row.templateId,
    reminderLevel: row.reminderLevel,
    reminderFee: row.reminderFee,
  };
}

export function toOrderDocument(parts: DocumentParts): OrderDocument {
  const { found, view } = parts;
  const row = found.document;
  return {
    ...headerFields(row),
    id: row.id,
    projectId: row.projectId,
    projectName: found.projectName,
    clientId: row.clientId,
    clientName: found.clientName,
    kind: row.kind,
    status: row.status,
    number: row.number,
    // fixed when issued; a draft's follows its client's profile
    invoiceTypeCode: row.invoiceTypeCode ?? invoiceTypeCode(row.kind, found.constructionInvoiceCodes),
    items: view.items,
    totals: view.totals,
    payments: parts.payments.map((payment) => ({
      id: payment.id,
      date: payment.date,
      amount: payment.amount,
      note: payment.note,
      createdAt: payment.createdAt.toISOString(),
      createdBy: payment.createdByName,
    })),
    paidAmount: row.paidAmount,
    openAmount: row.openAmount,
    dueDate: row.dueDate,
    paymentStatus: paymentStatusOf(row, parts.today),
    chain: parts.chain.map((link) => ({
      id: link.id,
      kind: link.kind,
      number: link.number,
      status: link.status,
      documentDate: link.documentDate,
      relation:
        link.id === row.predecessorId || link.id === row.cancelsId
          ? ('predecessor' as const)
          : ('successor' as const),
    })),
    surveyIds: parts.surveyIds,
    outputs: parts.outputs.map((output) => ({
      kind: output.kind,
      fileName: output.fileName,
      sha256: output.sha256,
      size: output.size,
    })),
    audit: parts.audit.map((entry) => ({
      at: entry.at.toISOString(),
      user: entry.userName,
      action: entry.action,
      detail: entry.detail,
    })),
    issuedAt: iso(row.issuedAt),
    sentAt: iso(row.sentAt),
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** A row of the list. */
export function toSummary(
  row: Pick<
    DocumentRow,
    | 'id'
    | 'kind'
    | 'status'
    | 'number'
    | 'title'
    | 'documentDate'
    | 'dueDate'
    | 'projectId'
    | 'clientId'
    | 'net'
    | 'gross'
    | 'openAmount'
    | 'paidAmount'
    | 'version'
    | 'updatedAt'
  > & { projectName: string; clientName: string },
  today: string,
): OrderDocumentSummary {
  return {
    id: row.id,
    kind: row.kind,
    status: row.status,
    number: row.number,
    title: row.title,
    documentDate: row.documentDate,
    dueDate: row.dueDate,
    projectId: row.projectId,
    projectName: row.projectName,
    clientId: row.clientId,
    clientName: row.clientName,
    net: row.net,
    gross: row.gross,
    openAmount: row.openAmount,
    paymentStatus: paymentStatusOf(row, today),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}
