import { describe, expect, it } from 'vitest';
import { makeClient } from '../../lib/testing/api-fixtures';
import de from './locales/de.json';
import {
  clientFormSchema,
  clientToFormValues,
  EMPTY_CLIENT_FORM,
  germanZodErrors,
  normalizeGermanDecimal,
  type ClientFormValues,
} from './client-form';

const VALIDATION: Record<string, string> = de.validation;
const schema = clientFormSchema((key) => VALIDATION[key.replace('validation.', '')] ?? key);

function messagesOf(values: ClientFormValues): Record<string, string> {
  const result = schema.safeParse(values, { error: germanZodErrors });
  if (result.success) return {};
  return Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

const valid: ClientFormValues = { ...EMPTY_CLIENT_FORM, name: 'Müller Bau GmbH' };

describe('normalizeGermanDecimal', () => {
  it('reads the German decimal comma and thousands dots', () => {
    expect(normalizeGermanDecimal('2,5')).toBe('2.5');
    expect(normalizeGermanDecimal(' 1.234,56 ')).toBe('1234.56');
    expect(normalizeGermanDecimal('3')).toBe('3');
  });

  it('keeps a dot as decimal separator when there is no comma, and leaves other text alone', () => {
    expect(normalizeGermanDecimal('2.5')).toBe('2.5');
    expect(normalizeGermanDecimal('zwei')).toBe('zwei');
  });
});

describe('client form schema', () => {
  it('puts the contract messages at the fields', () => {
    const messages = messagesOf({
      ...EMPTY_CLIENT_FORM,
      email: 'kein-at',
      contacts: [{ name: '', role: '', phone: '', email: 'x@' }],
    });
    expect(messages.name).toBe('Name fehlt');
    expect(messages.email).toBe('Ungültige E-Mail-Adresse');
    expect(messages['contacts.0.name']).toBe('Name fehlt');
    expect(messages['contacts.0.email']).toBe('Ungültige E-Mail-Adresse');
  });

  it('checks the Leitweg-ID of public clients only', () => {
    expect(messagesOf({ ...valid, kind: 'public', leitwegId: '12-AB' }).leitwegId).toBe(
      'Ungültige Leitweg-ID, z. B. 04011000-1234512345-06',
    );
    expect(messagesOf({ ...valid, kind: 'commercial', leitwegId: '12-AB' })).toEqual({});
    expect(messagesOf({ ...valid, kind: 'public', leitwegId: '04011000-1234512345-06' })).toEqual({});
  });

  it('explains incomplete or malformed payment terms in German', () => {
    const terms = (daysNet: string, cashDiscountPercent: string, cashDiscountDays: string) =>
      messagesOf({
        ...valid,
        paymentTerms: { daysNet, cashDiscountPercent, cashDiscountDays, retentionPercent: '' },
      });
    expect(terms('', '2', '10')['paymentTerms.daysNet']).toBe('Zahlungsziel fehlt');
    expect(terms('30', '2', '')['paymentTerms.cashDiscountDays']).toBe('Skonto-Tage fehlen');
    expect(terms('30', '', '10')['paymentTerms.cashDiscountPercent']).toBe('Skonto-Satz fehlt');
    expect(terms('30', '2,555', '10')['paymentTerms.cashDiscountPercent']).toBe(
      'Zahl mit höchstens zwei Nachkommastellen erwartet, z. B. 2,5',
    );
    expect(terms('30', '120', '10')['paymentTerms.cashDiscountPercent']).toBe('Skonto zwischen 0 und 100 %');
    expect(terms('dreißig', '', '')['paymentTerms.daysNet']).toBe('Ganze Zahl von 0 bis 365 erwartet');
    expect(terms('400', '', '')['paymentTerms.daysNet']).toBe('Ganze Zahl von 0 bis 365 erwartet');
  });

  it('reads the retention in German notation and explains a wrong one', () => {
    const retention = (retentionPercent: string) => ({
      ...valid,
      paymentTerms: { daysNet: '30', cashDiscountPercent: '', cashDiscountDays: '', retentionPercent },
    });
    expect(schema.parse(retention('5,5')).paymentTerms).toMatchObject({ retentionPercent: '5.5' });
    expect(messagesOf(retention('5,555'))['paymentTerms.retentionPercent']).toBe(
      'Zahl mit höchstens zwei Nachkommastellen erwartet, z. B. 2,5',
    );
    expect(messagesOf(retention('150'))['paymentTerms.retentionPercent']).toBe(
      'Sicherheitseinbehalt zwischen 0 und 100 %',
    );
    expect(schema.parse(retention('')).paymentTerms).toMatchObject({ retentionPercent: null });
  });

  it('sends whether the client owes the VAT itself (§ 13b UStG) and takes the construction invoice codes', () => {
    expect(schema.parse({ ...valid, reverseCharge: true }).reverseCharge).toBe(true);
    expect(schema.parse(valid).reverseCharge).toBe(false);
    expect(clientToFormValues(makeClient({ reverseCharge: true })).reverseCharge).toBe(true);
    expect(schema.parse(valid).constructionInvoiceCodes).toBe(false);
    expect(clientToFormValues(makeClient({ constructionInvoiceCodes: true })).constructionInvoiceCodes).toBe(
      true,
    );
  });

  it('words what the contract leaves to zod in German (too long)', () => {
    const message = messagesOf({ ...valid, phone: '0'.repeat(51) }).phone;
    expect(message).toMatch(/Zu groß/);
  });

  it('turns the form into the request body: German decimals, numbers, nulls, kind-specific fields', () => {
    const body = schema.parse({
      ...valid,
      kind: 'private',
      salutation: 'Frau',
      leitwegId: '04011000-1234512345-06',
      email: '',
      paymentTerms: {
        daysNet: '30',
        cashDiscountPercent: '2,5',
        cashDiscountDays: '10',
        retentionPercent: '',
      },
    });
    expect(body).toMatchObject({
      kind: 'private',
      name: 'Müller Bau GmbH',
      salutation: 'Frau',
      email: null,
      leitwegId: null,
      paymentTerms: { daysNet: 30, cashDiscountPercent: '2.5', cashDiscountDays: 10 },
    });
    expect(schema.parse({ ...valid, salutation: 'Herr' })).toMatchObject({
      salutation: null,
      paymentTerms: null,
    });
  });

  it('shows a stored cash discount with a German comma', () => {
    const values = clientToFormValues(
      makeClient({
        paymentTerms: {
          daysNet: 30,
          cashDiscountPercent: '2.50',
          cashDiscountDays: 10,
          retentionPercent: '5.00',
        },
        addresses: [],
      }),
    );
    expect(values.paymentTerms).toEqual({
      daysNet: '30',
      cashDiscountPercent: '2,50',
      cashDiscountDays: '10',
      retentionPercent: '5,00',
    });
  });
});
