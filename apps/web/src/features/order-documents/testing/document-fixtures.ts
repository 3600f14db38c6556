import type { OrderDocumentSummary } from '@vendoc/contract/order-document-actions';
import type { OrderDocument, OrderDocumentItem } from '@vendoc/contract/order-documents';
import { documentView, type DocumentRow } from '@vendoc/order-documents/document';
import { CLIENT_ID, PROJECT_ID } from '../../../lib/testing/api-fixtures';

// Test-only: documents as the API sends them; totals computed with the package the server uses.

export const DOCUMENT_ID = '7d3c2b1a-0f9e-4d8c-9b7a-6f5e4d3c2b1a';
export const INVOICE_ID = '8e4d3c2b-1a0f-4e9d-8c7b-7a6f5e4d3c2b';

export function makeSummary(overrides: Partial<OrderDocumentSummary> = {}): OrderDocumentSummary {
  return {
    id: DOCUMENT_ID,
    kind: 'offer',
    status: 'draft',
    number: null,
    title: 'Fenster Erdgeschoss',
    documentDate: '2026-03-12',
    dueDate: null,
    projectId: PROJECT_ID,
    projectName: 'Neubau Kita Sonnenschein',
    clientId: CLIENT_ID,
    clientName: 'Müller Bau GmbH',
    net: '1000.00',
    gross: '1190.00',
    openAmount: '0.00',
    paymentStatus: null,
    version: 1,
    updatedAt: '2026-03-12T09:00:00.000Z',
    ...overrides,
  };
}

export function makeRow(overrides: Partial<DocumentRow> = {}): DocumentRow {
  return {
    id: '3a1b2c3d-4e5f-4a6b-8c7d-9e0f1a2b3c4d',
    type: 'position',
    depth: 0,
    oz: '01.0010',
    shortText: 'Fenster 1-flügelig',
    longText: '',
    kind: 'normal',
    quantity: '4',
    unit: 'Stk',
    unitPrice: '250',
    discountPercent: null,
    vatRate: '19',
    labourUnitPrice: null,
    boqItemId: null,
    catalogPositionId: null,
    ...overrides,
  };
}

/** A whole document; its items' and document's totals are what @vendoc/order-documents computes for them. */
export function makeDocument(
  overrides: Partial<Omit<OrderDocument, 'items' | 'totals'>> = {},
  rows: DocumentRow[] = [makeRow()],
): OrderDocument {
  const base: Omit<OrderDocument, 'items' | 'totals'> = {
    id: DOCUMENT_ID,
    projectId: PROJECT_ID,
    projectName: 'Neubau Kita Sonnenschein',
    clientId: CLIENT_ID,
    clientName: 'Müller Bau GmbH',
    kind: 'invoice',
    status: 'draft',
    number: null,
    invoiceTypeCode: '380',
    title: 'Fenster Erdgeschoss',
    recipient: {
      name: 'Müller Bau GmbH',
      addition: '',
      address: { street: 'Hafenstraße 1', postalCode: '20457', city: 'Hamburg', country: 'DE' },
      email: 'rechnung@mueller-bau.de',
      vatId: '',
    },
    siteAddress: null,
    documentDate: '2026-03-12',
    performanceFrom: '2026-03-01',
    performanceTo: '2026-03-10',
    deliveryDate: null,
    validUntil: null,
    orderReference: null,
    buyerReference: null,
    introText: '',
    closingText: '',
    adjustment: null,
    reverseCharge: false,
    retentionPercent: null,
    paymentDays: 14,
    cashDiscountPercent: null,
    cashDiscountDays: null,
    eInvoiceFormat: 'zugferd',
    templateId: null,
    reminderLevel: null,
    reminderFee: null,
    payments: [],
    paidAmount: '0.00',
    openAmount: '0.00',
    dueDate: null,
    paymentStatus: null,
    chain: [],
    surveyIds: [],
    outputs: [],
    audit: [],
    issuedAt: null,
    sentAt: null,
    version: 4,
    createdAt: '2026-03-12T08:00:00.000Z',
    updatedAt: '2026-03-12T09:00:00.000Z',
  };
  const document = { ...base, ...overrides };
  const view = documentView({ ...document, items: rows });
  return { ...document, items: view.items as OrderDocumentItem[], totals: view.totals };
}
