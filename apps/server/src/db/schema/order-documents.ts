import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PostalAddress } from '@vendoc/contract/common';
import {
  ORDER_DOCUMENT_KINDS,
  ORDER_DOCUMENT_STATUSES,
  type Recipient,
} from '@vendoc/contract/order-documents';
import { createdAt, updatedAt } from './columns';
import { clients } from './clients';
import { companies } from './company';
import { projects } from './projects';
import { quantitySurveys } from './quantity-surveys';
import { users } from './users';

// Order documents (Belege): offers, order confirmations, delivery notes, invoices, cancellations, reminders.

const KINDS = ORDER_DOCUMENT_KINDS;
const STATUSES = ORDER_DOCUMENT_STATUSES;
const listed = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));

/** What a document charges itself per VAT rate (`totals.current`): later cumulative invoices deduct it. */
export interface StoredRateAmount {
  rate: string;
  base: string;
  vat: string;
}

/** An earlier invoice a cumulative invoice deducts, as `documentView` takes it. */
export interface StoredDeduction {
  documentId: string;
  label: string;
  amounts: StoredRateAmount[];
}

/**
 * The header and the totals of a document. The totals are computed with `documentView` whenever the items
 * change and stored here, so that the list reads them without items; an issued document's totals never change.
 */
export const orderDocuments = pgTable(
  'order_documents',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    kind: text('kind', { enum: KINDS }).notNull(),
    status: text('status', { enum: STATUSES }).notNull().default('draft'),
    number: text('number'),
    title: text('title').notNull().default(''),
    documentDate: date('document_date').notNull(),
    performanceFrom: date('performance_from'),
    performanceTo: date('performance_to'),
    deliveryDate: date('delivery_date'),
    validUntil: date('valid_until'),
    orderReference: text('order_reference'),
    buyerReference: text('buyer_reference'),
    introText: text('intro_text').notNull().default(''),
    closingText: text('closing_text').notNull().default(''),
    recipient: jsonb('recipient').$type<Recipient>().notNull(),
    siteAddress: jsonb('site_address').$type<PostalAddress>(),
    adjustmentType: text('adjustment_type', { enum: ['discount', 'markup'] }),
    adjustmentPercent: numeric('adjustment_percent', { precision: 5, scale: 2 }),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    retentionPercent: numeric('retention_percent', { precision: 5, scale: 2 }),
    paymentDays: integer('payment_days'),
    cashDiscountPercent: numeric('cash_discount_percent', { precision: 5, scale: 2 }),
    cashDiscountDays: integer('cash_discount_days'),
    eInvoiceFormat: text('e_invoice_format', { enum: ['zugferd', 'xrechnung_cii', 'xrechnung_ubl'] })
      .notNull()
      .default('zugferd'),
    templateId: uuid('template_id'),
    reminderLevel: integer('reminder_level'),
    reminderFee: numeric('reminder_fee', { precision: 15, scale: 3 }),
    /** Made from this document (offer -> order confirmation -> invoice; invoice -> reminder). */
    predecessorId: uuid('predecessor_id').references((): AnyPgColumn => orderDocuments.id),
    /** A cancellation: the invoice it reverses. */
    cancelsId: uuid('cancels_id').references((): AnyPgColumn => orderDocuments.id),
    cancelReason: text('cancel_reason'),
    /** The UNTDID 1001 code of the e-invoice, fixed when an invoice is issued (null: not issued, or no invoice). */
    invoiceTypeCode: text('invoice_type_code'),
    // Denormalised totals for the list (numeric, exact), recomputed with every change of a draft.
    net: numeric('net', { precision: 15, scale: 2 }).notNull().default('0'),
    gross: numeric('gross', { precision: 15, scale: 2 }).notNull().default('0'),
    invoiceGross: numeric('invoice_gross', { precision: 15, scale: 2 }).notNull().default('0'),
    /** What the client is to pay (amountDue), the base of the open amount. */
    amountDue: numeric('amount_due', { precision: 15, scale: 2 }).notNull().default('0'),
    paidAmount: numeric('paid_amount', { precision: 15, scale: 2 }).notNull().default('0'),
    openAmount: numeric('open_amount', { precision: 15, scale: 2 }).notNull().default('0'),
    dueDate: date('due_date'),
    currentAmounts: jsonb('current_amounts').$type<StoredRateAmount[]>().notNull().default([]),
    /**
     * Cumulative kinds: the earlier invoices deducted, fixed when the document is issued (null while a draft,
     * whose deductions are the project's current ones), so its totals never change afterwards.
     */
    deductions: jsonb('deductions').$type<StoredDeduction[]>(),
    /** Lower-cased number, title, client and project name for the list search. */
    searchText: text('search_text').notNull().default(''),
    issuedAt: timestamp('issued_at', { withTimezone: true }),
    issuedBy: uuid('issued_by').references(() => users.id, { onDelete: 'set null' }),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('order_documents_company_date_idx').on(t.companyId, t.documentDate.desc(), t.id),
    index('order_documents_company_status_idx').on(t.companyId, t.status),
    index('order_documents_company_project_idx').on(t.companyId, t.projectId),
    index('order_documents_company_client_idx').on(t.companyId, t.clientId),
    index('order_documents_predecessor_idx').on(t.predecessorId),
    index('order_documents_cancels_idx').on(t.cancelsId),
    uniqueIndex('order_documents_company_number_idx')
      .on(t.companyId, t.number)
      .where(sql`${t.number} is not null`),
    check('order_documents_kind_check', sql`${t.kind} in (${listed(KINDS)})`),
    check('order_documents_status_check', sql`${t.status} in (${listed(STATUSES)})`),
  ],
);

/** The rows of a document in order: titles, positions and texts (the contract's item fields). */
export const orderDocumentItems = pgTable(
  'order_document_items',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    /** The client-made id of the row (unique within its document). */
    id: uuid('id').notNull(),
    position: integer('position').notNull(),
    type: text('type', { enum: ['title', 'position', 'text'] }).notNull(),
    depth: integer('depth').notNull().default(0),
    oz: text('oz').notNull().default(''),
    shortText: text('short_text').notNull().default(''),
    longText: text('long_text').notNull().default(''),
    kind: text('kind', { enum: ['normal', 'provisional', 'alternative'] })
      .notNull()
      .default('normal'),
    quantity: numeric('quantity', { precision: 15, scale: 3 }),
    unit: text('unit').notNull().default(''),
    unitPrice: numeric('unit_price', { precision: 15, scale: 3 }),
    discountPercent: numeric('discount_percent', { precision: 5, scale: 2 }),
    vatRate: text('vat_rate', { enum: ['19', '7', '0'] })
      .notNull()
      .default('19'),
    labourUnitPrice: numeric('labour_unit_price', { precision: 15, scale: 3 }),
    boqItemId: uuid('boq_item_id'),
    catalogPositionId: uuid('catalog_position_id'),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.id] }),
    index('order_document_items_order_idx').on(t.documentId, t.position),
  ],
);

/** Payments received on an invoice (never deleted; a correction is a negative entry). */
export const orderDocumentPayments = pgTable(
  'order_document_payments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    amount: numeric('amount', { precision: 15, scale: 2 }).notNull(),
    note: text('note').notNull().default(''),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdByName: text('created_by_name').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('order_document_payments_document_idx').on(t.documentId, t.date)],
);

/** Who did what to a document and when (GoBD): created, updated, issued, sent, payment, cancelled, reminded. */
export const orderDocumentAudit = pgTable(
  'order_document_audit',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    documentId: uuid('document_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'set null' }),
    userName: text('user_name').notNull(),
    action: text('action').notNull(),
    detail: text('detail').notNull().default(''),
  },
  (t) => [index('order_document_audit_document_idx').on(t.documentId, t.at)],
);

/** The stored outputs of an issued document: the blob (content-addressed in the file storage) and its SHA-256. */
export const orderDocumentOutputs = pgTable(
  'order_document_outputs',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: ['pdf', 'xrechnung_cii', 'xrechnung_ubl', 'gaeb'] }).notNull(),
    fileName: text('file_name').notNull(),
    contentType: text('content_type').notNull(),
    sha256: text('sha256').notNull(),
    size: bigint('size', { mode: 'number' }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.kind] }),
    index('order_document_outputs_sha256_idx').on(t.sha256),
  ],
);

/** The quantity surveys an invoice bills (made from them); they are `billed` while the invoice stands. */
export const orderDocumentSurveys = pgTable(
  'order_document_surveys',
  {
    documentId: uuid('document_id')
      .notNull()
      .references(() => orderDocuments.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => quantitySurveys.id, { onDelete: 'restrict' }),
  },
  (t) => [
    primaryKey({ columns: [t.documentId, t.surveyId] }),
    index('order_document_surveys_survey_idx').on(t.surveyId),
  ],
);
