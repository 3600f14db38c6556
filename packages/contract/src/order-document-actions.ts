import { z } from 'zod';
import { dateSchema, idSchema, listQuerySchema, timestampSchema, versionSchema } from './common';
import { orderDocumentKindSchema, orderDocumentStatusSchema, paymentStatusSchema } from './order-documents';

/** The documents list and the lifecycle requests of order documents (issue, send, pay, cancel, remind). */

/** A row of the documents list. */
export const orderDocumentSummarySchema = z.object({
  id: idSchema,
  kind: orderDocumentKindSchema,
  status: orderDocumentStatusSchema,
  number: z.string().nullable(),
  title: z.string(),
  documentDate: dateSchema,
  dueDate: dateSchema.nullable(),
  projectId: idSchema,
  projectName: z.string(),
  clientId: idSchema,
  clientName: z.string(),
  net: z.string(),
  gross: z.string(),
  openAmount: z.string(),
  paymentStatus: paymentStatusSchema.nullable(),
  version: versionSchema,
  updatedAt: timestampSchema,
});
export type OrderDocumentSummary = z.infer<typeof orderDocumentSummarySchema>;

export const ORDER_DOCUMENT_SORT_FIELDS = [
  'documentDate',
  'number',
  'gross',
  'openAmount',
  'updatedAt',
] as const;

/** GET /api/v1/order-documents */
export const orderDocumentListQuerySchema = listQuerySchema.extend({
  kind: orderDocumentKindSchema.optional(),
  status: orderDocumentStatusSchema.optional(),
  clientId: idSchema.optional(),
  projectId: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  overdue: z
    .enum(['true', 'false'])
    .transform((value) => value === 'true')
    .optional(),
});
export type OrderDocumentListQuery = z.input<typeof orderDocumentListQuerySchema>;

/** Sums of the filtered documents per status (gross and open amount). */
export const statusSumSchema = z.object({
  status: z.union([orderDocumentStatusSchema, z.literal('overdue')]),
  count: z.number().int(),
  gross: z.string(),
  openAmount: z.string(),
});

export const orderDocumentListSchema = z.object({
  items: z.array(orderDocumentSummarySchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
  sums: z.array(statusSumSchema),
});
export type OrderDocumentList = z.infer<typeof orderDocumentListSchema>;

/** POST /api/v1/order-documents/{id}/issue */
export const issueRequestSchema = z.object({ version: versionSchema });

/** POST /api/v1/order-documents/{id}/send: by e-mail when SMTP is configured, else only marked as sent. */
export const sendRequestSchema = z.object({
  version: versionSchema,
  mode: z.enum(['email', 'mark']),
  to: z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200).optional(),
  subject: z.string().trim().max(300).optional(),
  message: z.string().max(20_000).optional(),
});

/** POST /api/v1/order-documents/{id}/cancel: issues a cancellation invoice reversing the invoice. */
export const cancelRequestSchema = z.object({
  version: versionSchema,
  reason: z.string().trim().min(1, { message: 'Grund fehlt' }).max(500),
});

/** POST /api/v1/order-documents/{id}/reminders: a draft reminder (level 0 = Zahlungserinnerung, 1-3 = Mahnung). */
export const reminderRequestSchema = z.object({ level: z.number().int().min(0).max(3) });

/**
 * A problem of an e-invoice found by the official rules (KoSIT XRechnung / EN 16931 Schematron, or the XSD):
 * `field` names the document field it concerns when known ("recipient.address.city", "items[3].unit").
 */
export const eInvoiceIssueSchema = z.object({
  rule: z.string(),
  message: z.string(),
  field: z.string().nullable(),
});
export type EInvoiceIssue = z.infer<typeof eInvoiceIssueSchema>;
