import { z } from 'zod';
import {
  dateSchema,
  decimalString,
  idSchema,
  optionalText,
  postalAddressSchema,
  timestampSchema,
  versionSchema,
} from './common';

/**
 * Order documents (Auftragsdokumente): what a company sends its client from the offer to the final invoice
 * (DOMAIN.md, workflow step 6). Amounts are decimal strings with a dot; the server computes every total with
 * `@vendoc/order-documents` and the client shows the same figures (it may compute them live with the same package).
 */

/** The kinds of order documents, in the order of the workflow. */
export const ORDER_DOCUMENT_KINDS = [
  'offer',
  'order_confirmation',
  'delivery_note',
  'invoice',
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
  'credit_note',
  'cancellation',
  'reminder',
] as const;
export const orderDocumentKindSchema = z.enum(ORDER_DOCUMENT_KINDS);
export type OrderDocumentKind = z.infer<typeof orderDocumentKindSchema>;

/** German names as the documents and screens show them. */
export const ORDER_DOCUMENT_KIND_LABELS: Readonly<Record<OrderDocumentKind, string>> = {
  offer: 'Angebot',
  order_confirmation: 'Auftragsbestätigung',
  delivery_note: 'Lieferschein',
  invoice: 'Rechnung',
  progress_invoice: 'Abschlagsrechnung',
  partial_final_invoice: 'Teilschlussrechnung',
  final_invoice: 'Schlussrechnung',
  credit_note: 'Gutschrift',
  cancellation: 'Stornorechnung',
  reminder: 'Zahlungserinnerung',
};

/** Kinds that are invoices in the sense of §14 UStG: they get an e-invoice and take payments. */
export const INVOICE_KINDS: readonly OrderDocumentKind[] = [
  'invoice',
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
  'credit_note',
  'cancellation',
];
export const isInvoiceKind = (kind: OrderDocumentKind) => INVOICE_KINDS.includes(kind);

/** Kinds that bill cumulatively: each states the performance to date and deducts the earlier progress invoices. */
export const CUMULATIVE_KINDS: readonly OrderDocumentKind[] = [
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
];

/** Kinds a user may create directly (cancellations come from "Stornieren", reminders from "Mahnen"). */
export const CREATABLE_KINDS: readonly OrderDocumentKind[] = [
  'offer',
  'order_confirmation',
  'delivery_note',
  'invoice',
  'progress_invoice',
  'partial_final_invoice',
  'final_invoice',
  'credit_note',
];

/**
 * draft: editable (autosaved with `version`); issued: numbered, PDF and e-invoice stored and final (GoBD);
 * sent: issued and sent to the client; cancelled: reversed by a cancellation invoice (or, for an offer, withdrawn).
 * Payment states are derived from the payments (`paymentStatus`).
 */
export const ORDER_DOCUMENT_STATUSES = ['draft', 'issued', 'sent', 'cancelled'] as const;
export const orderDocumentStatusSchema = z.enum(ORDER_DOCUMENT_STATUSES);
export type OrderDocumentStatus = z.infer<typeof orderDocumentStatusSchema>;

export const ORDER_DOCUMENT_STATUS_LABELS: Readonly<Record<OrderDocumentStatus, string>> = {
  draft: 'Entwurf',
  issued: 'Festgeschrieben',
  sent: 'Versendet',
  cancelled: 'Storniert',
};

/** For invoices once issued: open, partly paid, paid; overdue is open or partly paid past the due date. */
export const paymentStatusSchema = z.enum(['open', 'partially_paid', 'paid', 'overdue']);
export type PaymentStatus = z.infer<typeof paymentStatusSchema>;

/** The e-invoice written when an invoice is issued: ZUGFeRD (the default) or XRechnung for public clients. */
export const eInvoiceFormatSchema = z.enum(['zugferd', 'xrechnung_cii', 'xrechnung_ubl']);
export type EInvoiceFormat = z.infer<typeof eInvoiceFormatSchema>;

/** One row of a document: a title (heading of a group), a priced position, or a free text. */
export const orderDocumentItemTypeSchema = z.enum(['title', 'position', 'text']);

/** GAEB's item kinds a position keeps from its BoQ: normal, provisional without total, alternative. */
export const orderDocumentItemKindSchema = z.enum(['normal', 'provisional', 'alternative']);

const quantity = decimalString(3, 12);
const price = decimalString(3, 12);
const percent = decimalString(2, 3);
const vatRate = z.enum(['19', '7', '0'], { message: 'Steuersatz 19, 7 oder 0 %' });

export const orderDocumentItemInputSchema = z.object({
  /** A client-made id (uuid) so that rows keep their identity while a draft is edited. */
  id: idSchema,
  type: orderDocumentItemTypeSchema,
  /** Depth in the title tree (0 = top). */
  depth: z.number().int().min(0).max(8).default(0),
  /** Ordinal number (OZ), e.g. "01.02.0030"; empty for free items. */
  oz: z.string().trim().max(40).default(''),
  shortText: z.string().trim().max(2000).default(''),
  longText: z.string().max(64_000).default(''),
  /** Positions only: */
  kind: orderDocumentItemKindSchema.default('normal'),
  quantity: quantity.nullable().default(null),
  unit: z.string().trim().max(20).default(''),
  unitPrice: price.nullable().default(null),
  discountPercent: percent.nullable().default(null),
  vatRate: vatRate.default('19'),
  /** Labour cost per unit (net) in the unit price, for the §35a EStG statement to private clients. */
  labourUnitPrice: price.nullable().default(null),
  /** Where the position came from (BoQ item, catalog position), kept for the chain and for GAEB. */
  boqItemId: idSchema.nullable().default(null),
  catalogPositionId: idSchema.nullable().default(null),
});
export type OrderDocumentItemInput = z.input<typeof orderDocumentItemInputSchema>;

export const orderDocumentItemSchema = orderDocumentItemInputSchema.required().extend({
  /** quantity x unit price less the item discount, rounded to the cent; null for titles, texts and unpriced rows. */
  total: z.string().nullable(),
  /** Summed into the document total (false for provisional items without total and alternatives). */
  inTotal: z.boolean(),
});
export type OrderDocumentItem = z.infer<typeof orderDocumentItemSchema>;

export const documentAdjustmentSchema = z.object({
  type: z.enum(['discount', 'markup']),
  percent: percent,
});

/** The addressee as the document states it (copied from the client when the draft is made, editable in the draft). */
export const recipientSchema = z.object({
  name: z.string().trim().min(1, { message: 'Empfänger fehlt' }).max(200),
  /** e.g. "z. Hd. Frau Berger" */
  addition: z.string().trim().max(200).default(''),
  address: postalAddressSchema,
  email: z.string().trim().max(200).default(''),
  vatId: z.string().trim().max(30).default(''),
});
export type Recipient = z.infer<typeof recipientSchema>;

/** The editable content of a draft (PUT /api/v1/order-documents/{id}). */
export const orderDocumentFieldsSchema = z.object({
  title: z.string().trim().max(300).default(''),
  recipient: recipientSchema,
  siteAddress: postalAddressSchema.nullable().default(null),
  documentDate: dateSchema,
  /** §14 UStG: the performance period, or a delivery date. */
  performanceFrom: dateSchema.nullable().default(null),
  performanceTo: dateSchema.nullable().default(null),
  deliveryDate: dateSchema.nullable().default(null),
  /** Offers: valid until. */
  validUntil: dateSchema.nullable().default(null),
  /** The client's order reference (BT-13) and buyer reference / Leitweg-ID (BT-10). */
  orderReference: optionalText(200),
  buyerReference: optionalText(200),
  introText: z.string().max(20_000).default(''),
  closingText: z.string().max(20_000).default(''),
  adjustment: documentAdjustmentSchema.nullable().default(null),
  /** §13b UStG: the client, itself a construction company, owes the VAT. */
  reverseCharge: z.boolean().default(false),
  retentionPercent: percent.nullable().default(null),
  paymentDays: z.number().int().min(0).max(365).nullable().default(null),
  cashDiscountPercent: percent.nullable().default(null),
  cashDiscountDays: z.number().int().min(0).max(365).nullable().default(null),
  eInvoiceFormat: eInvoiceFormatSchema.default('zugferd'),
  /** The designer template the PDF is laid out with; null: the company's default of the kind. */
  templateId: idSchema.nullable().default(null),
  /** Reminders: fee and interest. */
  reminderLevel: z.number().int().min(0).max(3).nullable().default(null),
  reminderFee: price.nullable().default(null),
  items: z.array(orderDocumentItemInputSchema).max(20_000),
});

export const orderDocumentUpdateSchema = orderDocumentFieldsSchema.extend({ version: versionSchema });
export type OrderDocumentUpdate = z.input<typeof orderDocumentUpdateSchema>;

/** How a new document is made. */
export const orderDocumentSourceSchema = z.discriminatedUnion('type', [
  z.object({ type: z.literal('blank') }),
  z.object({ type: z.literal('boq'), boqId: idSchema }),
  /** Approved surveys of the project: the measured quantities per position. */
  z.object({ type: z.literal('surveys'), surveyIds: z.array(idSchema).min(1).max(200) }),
  /** Another document of the project: its items and header, linked as predecessor. */
  z.object({ type: z.literal('document'), documentId: idSchema }),
]);
export type OrderDocumentSource = z.infer<typeof orderDocumentSourceSchema>;

/** POST /api/v1/order-documents */
export const orderDocumentCreateSchema = z.object({
  projectId: idSchema,
  kind: orderDocumentKindSchema.refine((kind) => CREATABLE_KINDS.includes(kind), {
    message: 'Stornorechnungen und Mahnungen entstehen aus der Rechnung',
  }),
  source: orderDocumentSourceSchema.default({ type: 'blank' }),
});
export type OrderDocumentCreate = z.input<typeof orderDocumentCreateSchema>;

export const vatGroupSchema = z.object({
  rate: z.string(),
  itemsNet: z.string(),
  adjustment: z.string(),
  base: z.string(),
  vat: z.string(),
});

/** An earlier invoice deducted by a cumulative invoice (payments are listed with the document, not deducted). */
export const deductionSchema = z.object({
  documentId: idSchema,
  /** e.g. "1. Abschlagsrechnung RE-2026-0003 vom 12.03.2026" */
  label: z.string(),
  net: z.string(),
  vat: z.string(),
  gross: z.string(),
});

export const orderDocumentTotalsSchema = z.object({
  itemsNet: z.string(),
  adjustment: z.string(),
  net: z.string(),
  vat: z.array(vatGroupSchema),
  vatTotal: z.string(),
  gross: z.string(),
  /** Cumulative kinds: the earlier invoices deducted (net and VAT) and what this invoice charges itself. */
  deductions: z.array(deductionSchema),
  /** What this document charges itself, per VAT rate (cumulative kinds: the performance less the earlier invoices). */
  current: z.array(z.object({ rate: z.string(), base: z.string(), vat: z.string() })),
  invoiceNet: z.string(),
  invoiceVat: z.string(),
  /** What this document charges (gross after the deductions of earlier invoices). */
  invoiceGross: z.string(),
  retention: z.string(),
  /** What the client is to pay. */
  amountDue: z.string(),
  cashDiscount: z.string(),
  amountDueWithCashDiscount: z.string(),
  labour: z.object({ net: z.string(), vat: z.string(), gross: z.string() }),
  reverseCharge: z.boolean(),
});
export type OrderDocumentTotals = z.infer<typeof orderDocumentTotalsSchema>;

export const paymentSchema = z.object({
  id: idSchema,
  date: dateSchema,
  amount: z.string(),
  note: z.string(),
  createdAt: timestampSchema,
  createdBy: z.string(),
});
export type Payment = z.infer<typeof paymentSchema>;

/** POST /api/v1/order-documents/{id}/payments */
export const paymentCreateSchema = z.object({
  date: dateSchema,
  /** Positive: received; negative: a correction of an earlier entry (payments are never deleted). */
  amount: decimalString(2, 12).refine((value) => Number(value) !== 0, {
    message: 'Betrag darf nicht 0 sein',
  }),
  note: z.string().trim().max(500).default(''),
});

export const auditEntrySchema = z.object({
  at: timestampSchema,
  user: z.string(),
  /** created, updated, issued, sent, payment, cancelled, reminded, downloaded … */
  action: z.string(),
  detail: z.string(),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

/** A document in the chain offer -> order confirmation -> delivery notes / invoices -> cancellation. */
export const chainLinkSchema = z.object({
  id: idSchema,
  kind: orderDocumentKindSchema,
  number: z.string().nullable(),
  status: orderDocumentStatusSchema,
  documentDate: dateSchema,
  /** predecessor: made from / reverses; successor: made from this one. */
  relation: z.enum(['predecessor', 'successor']),
});

/** Stored outputs of an issued document, with their SHA-256 (GoBD: they never change). */
export const storedOutputSchema = z.object({
  kind: z.enum(['pdf', 'xrechnung_cii', 'xrechnung_ubl', 'gaeb']),
  fileName: z.string(),
  sha256: z.string(),
  size: z.number().int(),
});

export const orderDocumentSchema = orderDocumentFieldsSchema.omit({ items: true }).extend({
  // Responses carry plain values (the request's optionalText transforms cannot be encoded).
  orderReference: z.string().nullable(),
  buyerReference: z.string().nullable(),
  id: idSchema,
  projectId: idSchema,
  projectName: z.string(),
  clientId: idSchema,
  clientName: z.string(),
  kind: orderDocumentKindSchema,
  status: orderDocumentStatusSchema,
  /** Drawn from the kind's number range when issued; null while a draft. */
  number: z.string().nullable(),
  /** UNTDID 1001 code of the e-invoice (380, 326, 381, 384, 875, 876, 877); null for non-invoices. */
  invoiceTypeCode: z.string().nullable(),
  items: z.array(orderDocumentItemSchema),
  totals: orderDocumentTotalsSchema,
  /** Invoices: payments, paid and open amount, due date, payment status. */
  payments: z.array(paymentSchema),
  paidAmount: z.string(),
  openAmount: z.string(),
  dueDate: dateSchema.nullable(),
  paymentStatus: paymentStatusSchema.nullable(),
  chain: z.array(chainLinkSchema),
  /** Surveys billed by this invoice. */
  surveyIds: z.array(idSchema),
  outputs: z.array(storedOutputSchema),
  audit: z.array(auditEntrySchema),
  issuedAt: timestampSchema.nullable(),
  sentAt: timestampSchema.nullable(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type OrderDocument = z.infer<typeof orderDocumentSchema>;
