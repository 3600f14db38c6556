import { z } from 'zod';
import {
  decimalString,
  idSchema,
  listQuerySchema,
  listResponseSchema,
  optionalText,
  postalAddressSchema,
  timestampSchema,
  versionSchema,
} from './common';

export const clientKindSchema = z.enum(['private', 'commercial', 'public']);
export type ClientKind = z.infer<typeof clientKindSchema>;

export const clientAddressKindSchema = z.enum(['billing', 'site', 'other']);

export const clientAddressSchema = postalAddressSchema.extend({
  kind: clientAddressKindSchema,
  /** e.g. "Baustelle Nord", "c/o Hausverwaltung". */
  label: z.string().trim().max(200).default(''),
});
export type ClientAddress = z.infer<typeof clientAddressSchema>;

export const contactPersonSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
  role: z.string().trim().max(100).default(''),
  phone: z.string().trim().max(50).default(''),
  email: z.union([z.literal(''), z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200)]).default(''),
});
export type ContactPerson = z.infer<typeof contactPersonSchema>;

/** Payment terms: net days, and an optional cash discount (Skonto) of a percentage within some days. */
export const paymentTermsSchema = z.object({
  daysNet: z.number().int().min(0).max(365),
  cashDiscountPercent: decimalString(2, 3).nullable(),
  cashDiscountDays: z.number().int().min(0).max(365).nullable(),
  /** Retention (Sicherheitseinbehalt) in % of the gross the invoices of this client keep back; null: none. */
  retentionPercent: decimalString(2, 3).nullable().default(null),
});
export type PaymentTerms = z.infer<typeof paymentTermsSchema>;

/**
 * Leitweg-ID of a public client for e-invoices (XRechnung): coarse address (2 or more digits), optional fine
 * address (up to 30 letters or digits), check digits; e.g. "04011000-1234512345-06" or "991-01234-44".
 */
export const LEITWEG_ID_PATTERN = /^\d{2,12}(-[A-Za-z0-9]{1,30})?-\d{2}$/;

const clientFields = {
  kind: clientKindSchema,
  /** Company name (commercial, public) or the person's full name (private). */
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
  salutation: optionalText(50),
  phone: optionalText(50),
  email: z
    .union([z.literal(''), z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200)])
    .nullish()
    .transform((value) => (value ? value : null)),
  notes: optionalText(5000),
  leitwegId: z
    .string()
    .trim()
    .regex(LEITWEG_ID_PATTERN, { message: 'Ungültige Leitweg-ID, z. B. 04011000-1234512345-06' })
    .nullish()
    .or(z.literal('').transform(() => null)),
  paymentTerms: paymentTermsSchema.nullable().default(null),
  /** §13b UStG: the client is itself a construction company and owes the VAT of construction work. */
  reverseCharge: z.boolean().default(false),
  /**
   * The client's e-invoices use the construction invoice codes 875/876/877 (progress, partial final and final
   * invoice); without, 326/380, which every receiver accepts.
   */
  constructionInvoiceCodes: z.boolean().default(false),
  contacts: z.array(contactPersonSchema).max(50).default([]),
  addresses: z.array(clientAddressSchema).max(20).default([]),
};

/** POST /api/v1/clients. The customer number comes from the company's number range. */
export const clientCreateSchema = z.object(clientFields);
export type ClientCreate = z.input<typeof clientCreateSchema>;

/** PUT /api/v1/clients/{id}: the whole record plus the version it was read at. */
export const clientUpdateSchema = z.object({ ...clientFields, version: versionSchema });
export type ClientUpdate = z.input<typeof clientUpdateSchema>;

/** A client as the API returns it. */
export const clientSchema = z.object({
  id: idSchema,
  number: z.string(),
  kind: clientKindSchema,
  name: z.string(),
  salutation: z.string().nullable(),
  phone: z.string().nullable(),
  email: z.string().nullable(),
  notes: z.string().nullable(),
  leitwegId: z.string().nullable(),
  paymentTerms: paymentTermsSchema.nullable(),
  reverseCharge: z.boolean(),
  constructionInvoiceCodes: z.boolean(),
  contacts: z.array(contactPersonSchema),
  addresses: z.array(clientAddressSchema),
  /** How many projects reference this client (a client with projects cannot be deleted). */
  projectCount: z.number().int().min(0),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Client = z.infer<typeof clientSchema>;

export const CLIENT_SORT_FIELDS = ['number', 'name', 'kind', 'createdAt', 'updatedAt'] as const;

/** GET /api/v1/clients: search over number, name, email, phone, city; filter by kind. */
export const clientListQuerySchema = listQuerySchema.extend({ kind: clientKindSchema.optional() });
export const clientListSchema = listResponseSchema(clientSchema);
