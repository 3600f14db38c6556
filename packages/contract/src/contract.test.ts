import { describe, expect, it } from 'vitest';
import { clientCreateSchema, LEITWEG_ID_PATTERN } from './clients';
import { decimalString, listQuerySchema } from './common';
import { companyUpdateSchema } from './company';
import { fileNameSchema } from './files';
import { projectCreateSchema } from './projects';

describe('contract validation', () => {
  it('accepts decimal strings with the allowed scale only', () => {
    const money = decimalString(2);
    expect(money.safeParse('1234.5').success).toBe(true);
    expect(money.safeParse('-0.25').success).toBe(true);
    expect(money.safeParse('1.234').success).toBe(false);
    expect(money.safeParse('1,5').success).toBe(false);
    expect(money.safeParse('').success).toBe(false);
  });

  it('refuses file names with separators, control characters, dot names or more than 255 characters', () => {
    expect(fileNameSchema.safeParse('Aufmaß Nord.pdf').success).toBe(true);
    for (const name of [
      '../etc/passwd',
      'a\\b',
      'tab\there',
      'nul\u0000',
      '.',
      '..',
      'x'.repeat(256),
      '  ',
    ]) {
      expect(fileNameSchema.safeParse(name).success, JSON.stringify(name)).toBe(false);
    }
  });

  it('recognises Leitweg-IDs', () => {
    expect(LEITWEG_ID_PATTERN.test('04011000-1234512345-06')).toBe(true);
    expect(LEITWEG_ID_PATTERN.test('991-01234-44')).toBe(true);
    expect(LEITWEG_ID_PATTERN.test('ABC-12')).toBe(false);
  });

  it('stores empty optional client fields as null and defaults the lists', () => {
    const parsed = clientCreateSchema.parse({
      kind: 'private',
      name: ' Anna Berger ',
      email: '',
      leitwegId: '',
    });
    expect(parsed).toMatchObject({
      name: 'Anna Berger',
      email: null,
      leitwegId: null,
      contacts: [],
      addresses: [],
    });
    expect(clientCreateSchema.safeParse({ kind: 'private', name: '' }).success).toBe(false);
  });

  it('refuses a project that ends before it starts', () => {
    const base = { name: 'Neubau', clientId: '11111111-1111-4111-8111-111111111111' };
    expect(
      projectCreateSchema.safeParse({ ...base, startDate: '2026-05-01', endDate: '2026-04-30' }).success,
    ).toBe(false);
    expect(
      projectCreateSchema.safeParse({ ...base, startDate: '2026-05-01', endDate: '2026-05-01' }).success,
    ).toBe(true);
  });

  it('normalises VAT id and IBAN before checking them', () => {
    const parsed = companyUpdateSchema.parse({
      name: 'Demo Bau GmbH',
      address: { street: 'Hauptstr. 1', postalCode: '80331', city: 'München' },
      vatId: 'de 123 456 789',
      iban: 'DE89 3704 0044 0532 0130 00',
      defaultVatRate: '19.00',
      version: 1,
    });
    expect(parsed.vatId).toBe('DE123456789');
    expect(parsed.iban).toBe('DE89370400440532013000');
  });

  it('bounds list queries', () => {
    expect(listQuerySchema.parse({}).limit).toBe(50);
    expect(listQuerySchema.safeParse({ limit: '500' }).success).toBe(false);
  });
});
