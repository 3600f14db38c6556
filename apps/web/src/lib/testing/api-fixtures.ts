import type { MeResponse, Role } from '@vendoc/contract/auth';
import type { Boq } from '@vendoc/contract/boqs';
import type { Client } from '@vendoc/contract/clients';
import type { Project } from '@vendoc/contract/projects';
import type { SmartNote } from '@vendoc/contract/smart-notes';

// Test-only: records as the API returns them, for *.test.tsx files; never imported by production code.

export const USER_ID = '11111111-1111-4111-8111-111111111111';
export const COMPANY_ID = '22222222-2222-4222-8222-222222222222';
export const CLIENT_ID = '1c8b3e2f-6d5a-4b4c-8f9e-8d7c6b5a4f3e';
export const PROJECT_ID = '0b7a2d1e-5c4f-4a3b-9e8d-7c6b5a4f3e2d';
export const CONTRACT_BOQ_ID = '3e9d8c7b-6a5f-4e4d-8c3b-2a1f0e9d8c7b';

/** GET /api/v1/me of Anna Admin at Demo Bau GmbH with the given role (and other user fields if given). */
export function meAs(role: Role, user: Partial<Omit<MeResponse['user'], 'role'>> = {}): MeResponse {
  return {
    user: { id: USER_ID, userName: 'anna', displayName: 'Anna Admin', role, ...user },
    company: { id: COMPANY_ID, name: 'Demo Bau GmbH' },
  };
}

/** A client as the API returns it. */
export function makeClient(overrides: Partial<Client> = {}): Client {
  return {
    id: CLIENT_ID,
    number: 'K-00001',
    kind: 'commercial',
    name: 'Müller Bau GmbH',
    salutation: null,
    phone: null,
    email: null,
    notes: null,
    leitwegId: null,
    paymentTerms: null,
    reverseCharge: false,
    constructionInvoiceCodes: false,
    contacts: [],
    addresses: [
      {
        kind: 'billing',
        label: '',
        street: 'Hauptstr. 1',
        postalCode: '20095',
        city: 'Hamburg',
        country: 'DE',
      },
    ],
    projectCount: 0,
    version: 1,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-01-05T08:00:00.000Z',
    ...overrides,
  };
}

/** A project as the API returns it. */
export function makeProject(overrides: Partial<Project> = {}): Project {
  return {
    id: PROJECT_ID,
    number: 'P-00007',
    name: 'Neubau Kita Sonnenschein',
    client: { id: CLIENT_ID, number: 'K-00001', name: 'Müller Bau GmbH' },
    siteAddress: { street: 'Lindenweg 4', postalCode: '20095', city: 'Hamburg', country: 'DE' },
    status: 'offer',
    contractType: 'unit_price',
    startDate: '2026-03-01',
    endDate: '2026-06-30',
    responsibleUser: null,
    memberIds: [],
    description: null,
    hasContent: false,
    lastOpenedAt: null,
    version: 3,
    createdAt: '2026-01-05T08:00:00.000Z',
    updatedAt: '2026-02-10T09:30:00.000Z',
    ...overrides,
  };
}

/** A BoQ of the project as the API lists it: the contract BoQ unless overridden. */
export function makeBoq(overrides: Partial<Boq> = {}): Boq {
  const time = '2026-03-01T08:00:00.000Z';
  return {
    id: CONTRACT_BOQ_ID,
    projectId: PROJECT_ID,
    name: 'Auftrags-LV',
    kind: 'contract',
    phase: '86',
    gaebVersion: '3.3',
    sourceFileName: null,
    breakdown: [{ type: 'Item', label: null, length: 4, numeric: true }],
    currency: 'EUR',
    vatPercent: '19',
    counts: { categories: 1, items: 3 },
    totals: {
      total: '0.00',
      discountPercent: null,
      net: '0.00',
      vatParts: [],
      vat: '0.00',
      gross: '0.00',
      unpricedItems: 3,
    },
    version: 1,
    createdAt: time,
    updatedAt: time,
    ...overrides,
  };
}

export const SMART_NOTE_ID = 'a0000000-0000-4000-8000-00000000a001';

/** A smart note (an open defect of the project, no checklist) as the API returns it. */
export function makeSmartNote(overrides: Partial<SmartNote> = {}): SmartNote {
  return {
    id: SMART_NOTE_ID,
    projectId: PROJECT_ID,
    projectName: 'Schule am Park',
    type: 'defect',
    title: 'Riss in Wand Achse B',
    text: '',
    status: 'open',
    assignee: null,
    dueDate: null,
    createdBy: { id: USER_ID, displayName: 'Anna Admin' },
    version: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    checklist: [],
    positions: [],
    photos: [],
    voiceMemo: null,
    quantitySurveyId: null,
    comments: [],
    ...overrides,
  };
}
