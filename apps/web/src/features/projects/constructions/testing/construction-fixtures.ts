import type { Construction, QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { PROJECT_ID } from '../../../../lib/testing/api-fixtures';

// Test-only: records as the API returns them, for *.test.tsx files; never imported by production code.

export const BATH_ID = '3a1f0c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
export const WINDOW_ID = '4b2e1d3f-5c6e-4f70-9b8c-0d1e2f3a4b5c';
export const SURVEY_ID = '5c3f2e40-6d7f-4081-8c9d-1e2f3a4b5c6d';

export function makeConstruction(overrides: Partial<Construction> = {}): Construction {
  return {
    id: BATH_ID,
    projectId: PROJECT_ID,
    name: 'Bad OG',
    kind: 'room',
    location: { building: 'Haus A', floor: '2. OG', room: 'Bad' },
    description: null,
    quantitySurveyCount: 1,
    version: 2,
    createdAt: '2026-03-02T08:00:00.000Z',
    updatedAt: '2026-03-02T08:00:00.000Z',
    ...overrides,
  };
}

export function makeSurvey(overrides: Partial<QuantitySurvey> = {}): QuantitySurvey {
  return {
    id: SURVEY_ID,
    projectId: PROJECT_ID,
    construction: { id: BATH_ID, name: 'Bad OG' },
    boq: null,
    name: 'Fliesen Bad',
    status: 'submitted',
    sheetCount: 2,
    lineCount: 14,
    transferredAt: null,
    version: 1,
    createdAt: '2026-03-03T08:00:00.000Z',
    updatedAt: '2026-03-04T10:00:00.000Z',
    ...overrides,
  };
}

/** A page of a list as the API returns it. */
export function page<T>(items: T[]) {
  return { items, nextCursor: null, total: items.length };
}
