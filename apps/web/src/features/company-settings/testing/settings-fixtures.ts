import type { Company, NumberRange, NumberRangeKind } from '@vendoc/contract/company';
import type { User } from '@vendoc/contract/users';
import { COMPANY_ID, USER_ID } from '../../../lib/testing/api-fixtures';

const STAMP = '2026-03-02T09:00:00.000Z';

function range(kind: NumberRangeKind, prefix: string, padding: number, yearlyReset: boolean): NumberRange {
  return { kind, prefix, nextNumber: 1, padding, yearlyReset, preview: '', version: 1 };
}

/** A company as GET /api/v1/company answers it. */
export function company(overrides: Partial<Company> = {}): Company {
  return {
    id: COMPANY_ID,
    name: 'Demo Bau GmbH',
    address: { street: 'Hauptstraße 1', postalCode: '10115', city: 'Berlin', country: 'DE' },
    phone: '030 123456',
    email: 'info@demo-bau.de',
    website: null,
    vatId: 'DE123456789',
    taxNumber: null,
    bankName: 'Sparkasse',
    iban: 'DE02120300000000202051',
    bic: null,
    defaultVatRate: '19.00',
    logoUrl: null,
    numberRanges: [
      range('client', 'K-', 5, false),
      range('project', 'P-', 5, false),
      range('offer', 'AN-', 4, true),
      range('order_confirmation', 'AB-', 4, true),
      range('delivery_note', 'LS-', 4, true),
      range('invoice', 'RE-', 4, true),
    ],
    wageRates: [
      { id: '33333333-3333-4333-8333-333333333333', name: 'Monteur', hourlyRate: '58.50', version: 1 },
    ],
    dunning: {
      levels: [
        { level: 0, fee: '0.00', days: 7 },
        { level: 1, fee: '5.00', days: 7 },
        { level: 2, fee: '10.00', days: 7 },
        { level: 3, fee: '15.00', days: 7 },
      ],
      interestPercent: null,
    },
    version: 3,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** A user as GET /api/v1/users lists it: by default the signed-in Anna Admin of `meAs`. */
export function user(overrides: Partial<User>): User {
  return {
    id: USER_ID,
    userName: 'anna',
    displayName: 'Anna Admin',
    email: null,
    role: 'admin',
    active: true,
    version: 1,
    createdAt: STAMP,
    updatedAt: STAMP,
    ...overrides,
  };
}
