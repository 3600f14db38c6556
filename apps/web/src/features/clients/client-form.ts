import {
  clientCreateSchema,
  type Client,
  type ClientAddress,
  type ClientCreate,
  type ClientKind,
} from '@vendoc/contract/clients';
import { z } from 'zod';
import zodGerman from 'zod/v4/locales/de.js';

/** German messages for what the contract does not word itself (lengths, types). */
export const germanZodErrors = zodGerman().localeError;

export type ClientAddressKind = ClientAddress['kind'];

/** What the client dialog edits: text inputs hold strings, converted to the request body on submit. */
export interface ClientFormValues {
  kind: ClientKind;
  name: string;
  salutation: string;
  phone: string;
  email: string;
  notes: string;
  leitwegId: string;
  paymentTerms: {
    daysNet: string;
    cashDiscountPercent: string;
    cashDiscountDays: string;
    retentionPercent: string;
  };
  /** §13b UStG: the client is a construction company itself (Bauleistender Unternehmer). */
  reverseCharge: boolean;
  /** The client's e-invoices use the construction invoice codes 875/876/877 (else 326/380). */
  constructionInvoiceCodes: boolean;
  contacts: { name: string; role: string; phone: string; email: string }[];
  addresses: {
    kind: ClientAddressKind;
    label: string;
    street: string;
    postalCode: string;
    city: string;
    country: string;
  }[];
}

export const EMPTY_CLIENT_FORM: ClientFormValues = {
  kind: 'commercial',
  name: '',
  salutation: '',
  phone: '',
  email: '',
  notes: '',
  leitwegId: '',
  paymentTerms: { daysNet: '', cashDiscountPercent: '', cashDiscountDays: '', retentionPercent: '' },
  reverseCharge: false,
  constructionInvoiceCodes: false,
  contacts: [],
  addresses: [],
};

/** Formats a dot-decimal string for a German input: "2.50" -> "2,50". */
export function toGermanDecimalInput(value: string): string {
  return value.replace('.', ',');
}

/**
 * Reads a number typed the German way into a dot-decimal string: "2,5" -> "2.5", "1.234,56" -> "1234.56";
 * without a comma a dot is the decimal separator ("2.5" stays). Anything else comes back trimmed, unchanged.
 */
export function normalizeGermanDecimal(input: string): string {
  const text = input.trim().replace(/\s+/g, '');
  if (!text.includes(',')) return text;
  return text.replace(/\./g, '').replace(',', '.');
}

/** The form's values for an existing client. */
export function clientToFormValues(client: Client): ClientFormValues {
  const terms = client.paymentTerms;
  return {
    kind: client.kind,
    name: client.name,
    salutation: client.salutation ?? '',
    phone: client.phone ?? '',
    email: client.email ?? '',
    notes: client.notes ?? '',
    leitwegId: client.leitwegId ?? '',
    paymentTerms: {
      daysNet: terms ? String(terms.daysNet) : '',
      cashDiscountPercent: terms?.cashDiscountPercent ? toGermanDecimalInput(terms.cashDiscountPercent) : '',
      cashDiscountDays: terms?.cashDiscountDays != null ? String(terms.cashDiscountDays) : '',
      retentionPercent: terms?.retentionPercent ? toGermanDecimalInput(terms.retentionPercent) : '',
    },
    reverseCharge: client.reverseCharge,
    constructionInvoiceCodes: client.constructionInvoiceCodes,
    contacts: client.contacts.map((contact) => ({ ...contact })),
    addresses: client.addresses.map((address) => ({ ...address })),
  };
}

const WHOLE_DAYS = /^\d{1,3}$/;
const PERCENT = /^\d{1,3}(\.\d{1,2})?$/;

function toDays(value: string): number {
  return WHOLE_DAYS.test(value.trim()) ? Number(value.trim()) : Number.NaN;
}

/**
 * The request body for the form's values, not yet validated: salutation only for private clients, the
 * Leitweg-ID only for public ones, payment terms null when none of their fields is filled.
 */
export function toClientBody(values: ClientFormValues): ClientCreate {
  const { daysNet, cashDiscountPercent, cashDiscountDays, retentionPercent } = values.paymentTerms;
  const hasTerms = [daysNet, cashDiscountPercent, cashDiscountDays, retentionPercent].some(
    (field) => field.trim() !== '',
  );
  return {
    kind: values.kind,
    name: values.name,
    salutation: values.kind === 'private' ? values.salutation : null,
    phone: values.phone,
    email: values.email,
    notes: values.notes,
    leitwegId: values.kind === 'public' ? values.leitwegId : null,
    paymentTerms: hasTerms
      ? {
          daysNet: toDays(daysNet),
          cashDiscountPercent: cashDiscountPercent.trim()
            ? normalizeGermanDecimal(cashDiscountPercent)
            : null,
          cashDiscountDays: cashDiscountDays.trim() ? toDays(cashDiscountDays) : null,
          retentionPercent: retentionPercent.trim() ? normalizeGermanDecimal(retentionPercent) : null,
        }
      : null,
    reverseCharge: values.reverseCharge,
    constructionInvoiceCodes: values.constructionInvoiceCodes,
    contacts: values.contacts,
    addresses: values.addresses,
  };
}

/** Message lookup of the form schema (the feature's `validation.*` keys). */
export type ValidationText = (key: string) => string;

type Issue = { path: (string | number)[]; message: string };

function paymentTermIssues(values: ClientFormValues, text: ValidationText): Issue[] {
  const { daysNet, cashDiscountPercent, cashDiscountDays, retentionPercent } = values.paymentTerms;
  const issues: Issue[] = [];
  const at = (field: string, key: string) =>
    issues.push({ path: ['paymentTerms', field], message: text(`validation.${key}`) });
  const filled = (value: string) => value.trim() !== '';
  if (![daysNet, cashDiscountPercent, cashDiscountDays, retentionPercent].some(filled)) return issues;

  if (!filled(daysNet)) at('daysNet', 'daysNetMissing');
  else if (!(toDays(daysNet) <= 365)) at('daysNet', 'wholeNumber');

  const percent = normalizeGermanDecimal(cashDiscountPercent);
  if (filled(cashDiscountPercent) && !PERCENT.test(percent)) at('cashDiscountPercent', 'decimal');
  else if (filled(cashDiscountPercent) && Number(percent) > 100) at('cashDiscountPercent', 'percentRange');
  else if (!filled(cashDiscountPercent) && filled(cashDiscountDays))
    at('cashDiscountPercent', 'discountPercentMissing');

  if (filled(cashDiscountDays) && !(toDays(cashDiscountDays) <= 365)) at('cashDiscountDays', 'wholeNumber');
  else if (!filled(cashDiscountDays) && filled(cashDiscountPercent))
    at('cashDiscountDays', 'discountDaysMissing');

  const retention = normalizeGermanDecimal(retentionPercent);
  if (filled(retentionPercent) && !PERCENT.test(retention)) at('retentionPercent', 'decimal');
  else if (filled(retentionPercent) && Number(retention) > 100) at('retentionPercent', 'retentionRange');
  return issues;
}

const stringField = z.string();

/**
 * The dialog's schema: the German-input checks of the payment terms, then the contract's clientCreateSchema on
 * the converted body (its messages land on the same field paths); the output is the request body.
 */
export function clientFormSchema(text: ValidationText) {
  return z
    .object({
      kind: z.enum(['private', 'commercial', 'public']),
      name: stringField,
      salutation: stringField,
      phone: stringField,
      email: stringField,
      notes: stringField,
      leitwegId: stringField,
      paymentTerms: z.object({
        daysNet: stringField,
        cashDiscountPercent: stringField,
        cashDiscountDays: stringField,
        retentionPercent: stringField,
      }),
      reverseCharge: z.boolean(),
      constructionInvoiceCodes: z.boolean(),
      contacts: z.array(
        z.object({ name: stringField, role: stringField, phone: stringField, email: stringField }),
      ),
      addresses: z.array(
        z.object({
          kind: z.enum(['billing', 'site', 'other']),
          label: stringField,
          street: stringField,
          postalCode: stringField,
          city: stringField,
          country: stringField,
        }),
      ),
    })
    .superRefine((values, context) => {
      const own = paymentTermIssues(values, text);
      const flagged = new Set(own.map((issue) => issue.path.join('.')));
      const contract = clientCreateSchema.safeParse(toClientBody(values), { error: germanZodErrors });
      const contractIssues = contract.success
        ? []
        : contract.error.issues.map((issue) => ({
            path: issue.path.filter((part) => typeof part !== 'symbol'),
            message: issue.message,
          }));
      for (const issue of [...own, ...contractIssues.filter((i) => !flagged.has(i.path.join('.')))]) {
        context.addIssue({ code: 'custom', path: issue.path, message: issue.message });
      }
    })
    .transform((values) => clientCreateSchema.parse(toClientBody(values)));
}
