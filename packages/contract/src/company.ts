import { z } from 'zod';
import {
  decimalString,
  idSchema,
  optionalText,
  postalAddressSchema,
  timestampSchema,
  versionSchema,
} from './common';

/** Document kinds with their own number range. */
export const numberRangeKindSchema = z.enum([
  'client',
  'project',
  'offer',
  'order_confirmation',
  'delivery_note',
  'invoice',
]);
export type NumberRangeKind = z.infer<typeof numberRangeKindSchema>;

/**
 * A number range: numbers read `{prefix}{year}-{number}` with a yearly reset, else `{prefix}{number}`, the number
 * zero-padded to `padding` digits (e.g. "K-00042", "RE-2026-0007").
 */
export const numberRangeSchema = z.object({
  kind: numberRangeKindSchema,
  prefix: z.string().max(20),
  nextNumber: z.number().int().min(1),
  padding: z.number().int().min(1).max(10),
  yearlyReset: z.boolean(),
  /** What the next number will look like. */
  preview: z.string(),
  version: versionSchema,
});
export type NumberRange = z.infer<typeof numberRangeSchema>;

export const numberRangeUpdateSchema = z.object({
  prefix: z
    .string()
    .max(20)
    .regex(/^[\p{L}\p{N}\-_/.]*$/u, { message: 'Nur Buchstaben, Ziffern und - _ / .' }),
  nextNumber: z.number().int().min(1).max(999_999_999),
  padding: z.number().int().min(1).max(10),
  yearlyReset: z.boolean(),
  version: versionSchema,
});
export type NumberRangeUpdate = z.input<typeof numberRangeUpdateSchema>;

/** A wage rate for price calculation, e.g. "Monteur" 58.50 €/h. */
export const wageRateSchema = z.object({
  id: idSchema,
  name: z.string(),
  hourlyRate: z.string(),
  version: versionSchema,
});
export type WageRate = z.infer<typeof wageRateSchema>;

export const wageRateInputSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(100),
  hourlyRate: decimalString(2, 6),
});
export const wageRateUpdateSchema = wageRateInputSchema.extend({ version: versionSchema });

/** One dunning level: 0 = Zahlungserinnerung, 1–3 = Mahnung; its fee and the days the client gets to pay. */
export const dunningLevelSchema = z.object({
  level: z.number().int().min(0).max(3),
  fee: decimalString(2, 6).refine((value) => !value.startsWith('-'), {
    message: 'Gebühr kann nicht negativ sein',
  }),
  days: z.number().int().min(0).max(90),
});

/** How the company reminds (PUT /api/v1/company/dunning, administrators): four levels and the default interest. */
export const dunningSettingsSchema = z.object({
  levels: z
    .array(dunningLevelSchema)
    .length(4)
    .refine((levels) => levels.every((each, index) => each.level === index), {
      message: 'Die Stufen 0 bis 3 in dieser Reihenfolge',
    }),
  /** Annual default interest in percent (§288 BGB: 9 points above the base rate for businesses); null: none. */
  interestPercent: decimalString(2, 2)
    .refine((value) => !value.startsWith('-'), { message: 'Zinssatz kann nicht negativ sein' })
    .nullable(),
});
export type DunningSettings = z.infer<typeof dunningSettingsSchema>;
export const dunningUpdateSchema = dunningSettingsSchema.extend({ version: versionSchema });

/** The signed-in user's company (GET /api/v1/company). */
export const companySchema = z.object({
  id: idSchema,
  name: z.string(),
  address: postalAddressSchema,
  phone: z.string().nullable(),
  email: z.string().nullable(),
  website: z.string().nullable(),
  vatId: z.string().nullable(),
  taxNumber: z.string().nullable(),
  bankName: z.string().nullable(),
  iban: z.string().nullable(),
  bic: z.string().nullable(),
  /** Default VAT rate in percent, e.g. "19.00". */
  defaultVatRate: z.string(),
  /** URL of the logo (GET /api/v1/company/logo), null without a logo. */
  logoUrl: z.string().nullable(),
  numberRanges: z.array(numberRangeSchema),
  wageRates: z.array(wageRateSchema),
  dunning: dunningSettingsSchema,
  version: versionSchema,
  updatedAt: timestampSchema,
});
export type Company = z.infer<typeof companySchema>;

/** German VAT id (USt-IdNr.) "DE" + 9 digits, or another EU country's format (2 letters + 2 to 13 characters). */
const VAT_ID_PATTERN = /^[A-Z]{2}[0-9A-Z+*]{2,13}$/;
/** IBAN: 2 letters, 2 check digits, up to 30 letters or digits (spaces are removed before checking). */
const IBAN_PATTERN = /^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/;

/** PUT /api/v1/company (administrators). */
export const companyUpdateSchema = z.object({
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
  address: postalAddressSchema,
  phone: optionalText(50),
  email: z
    .union([z.literal(''), z.email({ message: 'Ungültige E-Mail-Adresse' }).max(200)])
    .nullish()
    .transform((value) => (value ? value : null)),
  website: optionalText(200),
  vatId: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(VAT_ID_PATTERN, { message: 'Ungültige USt-IdNr.' })]))
    .nullish()
    .transform((value) => (value ? value : null)),
  taxNumber: optionalText(50),
  bankName: optionalText(100),
  iban: z
    .string()
    .transform((value) => value.replace(/\s+/g, '').toUpperCase())
    .pipe(z.union([z.literal(''), z.string().regex(IBAN_PATTERN, { message: 'Ungültige IBAN' })]))
    .nullish()
    .transform((value) => (value ? value : null)),
  bic: optionalText(11),
  defaultVatRate: decimalString(2, 2),
  version: versionSchema,
});
export type CompanyUpdate = z.input<typeof companyUpdateSchema>;
