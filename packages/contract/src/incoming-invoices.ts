import { z } from 'zod';
import { idSchema, timestampSchema } from './common';

/**
 * Incoming e-invoices (Eingangsrechnungen): a supplier's XRechnung (CII or UBL) or ZUGFeRD / Factur-X PDF kept as a
 * file of the project, read and checked against the official rules when it is opened
 * (GET /api/v1/files/{fileId}/e-invoice). Amounts are the invoice's own decimal strings.
 */

const party = z.object({
  name: z.string(),
  vatId: z.string().optional(),
  taxNumber: z.string().optional(),
  electronicAddress: z.string().optional(),
  address: z.object({
    street: z.string().optional(),
    postalCode: z.string().optional(),
    city: z.string().optional(),
    countryCode: z.string().optional(),
  }),
  contact: z
    .object({ name: z.string().optional(), phone: z.string().optional(), email: z.string().optional() })
    .optional(),
});

const line = z.object({
  id: z.string(),
  name: z.string(),
  description: z.string().optional(),
  quantity: z.string(),
  unitCode: z.string().optional(),
  /** The unit in German ("m²" for MTK), or the code when it has no German name. */
  unit: z.string(),
  netPrice: z.string(),
  baseQuantity: z.string().optional(),
  lineTotal: z.string(),
  vatCategory: z.string().optional(),
  vatRate: z.string().optional(),
});

/** One failed rule of the official validation (XSD, EN 16931, XRechnung). */
export const ruleViolationSchema = z.object({
  rule: z.string(),
  message: z.string(),
  location: z.string(),
  source: z.enum(['schema', 'en16931', 'xrechnung']),
});
export type RuleViolation = z.infer<typeof ruleViolationSchema>;

export const eInvoiceCheckSchema = z.object({
  /** xrechnung: EN 16931 and the German rules (BR-DE-*); en16931: the core rules (ZUGFeRD / Factur-X). */
  profile: z.enum(['xrechnung', 'en16931']),
  valid: z.boolean(),
  errors: z.array(ruleViolationSchema),
  warnings: z.array(ruleViolationSchema),
  checkedAt: timestampSchema,
});
export type EInvoiceCheck = z.infer<typeof eInvoiceCheckSchema>;

export const incomingInvoiceSchema = z.object({
  fileId: idSchema,
  fileName: z.string(),
  /** ZUGFeRD: a PDF with the XML embedded. */
  container: z.enum(['xml', 'pdf']),
  syntax: z.enum(['CII', 'UBL']),
  specification: z.string().optional(),
  number: z.string(),
  issueDate: z.string(),
  typeCode: z.string(),
  /** German name of the type code, e.g. "Rechnung", "Gutschrift", "Schlussrechnung (Bau)". */
  typeLabel: z.string(),
  currency: z.string(),
  buyerReference: z.string().optional(),
  orderReference: z.string().optional(),
  period: z.object({ start: z.string().optional(), end: z.string().optional() }).optional(),
  deliveryDate: z.string().optional(),
  precedingInvoices: z.array(z.string()),
  notes: z.array(z.string()),
  seller: party,
  buyer: party,
  lines: z.array(line),
  allowancesCharges: z.array(
    z.object({
      charge: z.boolean(),
      amount: z.string(),
      reason: z.string().optional(),
      vatCategory: z.string().optional(),
      vatRate: z.string().optional(),
    }),
  ),
  vat: z.array(
    z.object({ category: z.string(), rate: z.string().optional(), taxable: z.string(), tax: z.string() }),
  ),
  totals: z.object({
    lineSum: z.string(),
    allowanceTotal: z.string().optional(),
    chargeTotal: z.string().optional(),
    taxExclusive: z.string(),
    taxTotal: z.string().optional(),
    taxInclusive: z.string(),
    prepaid: z.string().optional(),
    rounding: z.string().optional(),
    payable: z.string(),
  }),
  payment: z.object({
    meansCode: z.string().optional(),
    iban: z.string().optional(),
    bic: z.string().optional(),
    accountName: z.string().optional(),
    reference: z.string().optional(),
    terms: z.string().optional(),
    dueDate: z.string().optional(),
  }),
  /** The verdict of the official rules; null when the rules could not be run on this server. */
  check: eInvoiceCheckSchema.nullable(),
});
export type IncomingInvoice = z.infer<typeof incomingInvoiceSchema>;

/** UNTDID 1001 codes as German names. */
export const INVOICE_TYPE_LABELS: Readonly<Record<string, string>> = {
  '326': 'Teilrechnung',
  '380': 'Rechnung',
  '381': 'Gutschrift',
  '383': 'Belastungsanzeige',
  '384': 'Korrekturrechnung',
  '386': 'Vorauszahlungsrechnung',
  '389': 'Gutschrift (Selbstfakturierung)',
  '751': 'Rechnungsinformation',
  '875': 'Abschlagsrechnung (Bau)',
  '876': 'Teilschlussrechnung (Bau)',
  '877': 'Schlussrechnung (Bau)',
};
