import type { ConstructionNoteSummary } from '@vendoc/contract/construction-notes';
import type { ProjectFile } from '@vendoc/contract/files';
import type { Pin, Plan } from '@vendoc/contract/plans';
import type { QuantitySurveyDetail, QuantitySurveyLine } from '@vendoc/contract/quantity-surveys';
import { PROJECT_ID, USER_ID } from '../../../lib/testing/api-fixtures';

// Test-only: records of a project's plan and of what its pins link, for the blueprint's tests.

export const FILE_ID = 'f0000000-0000-4000-8000-00000000f001';
export const PHOTO_ID = 'f0000000-0000-4000-8000-00000000f004';
export const PLAN_ID = 'b0000000-0000-4000-8000-00000000b001';
export const REVISION_ID = 'b0000000-0000-4000-8000-00000000b0a1';
export const DAY_ID = 'd0000000-0000-4000-8000-00000000d001';
export const SURVEY_ID = 'e0000000-0000-4000-8000-00000000e001';
export const SHEET_ID = 'e0000000-0000-4000-8000-00000000e0a1';
export const LINE_ID = 'e0000000-0000-4000-8000-00000000e0b1';

const AT = '2026-11-20T08:00:00.000Z';
const author = { id: USER_ID, displayName: 'Anna Admin' };

export function makePlan(id: string): Plan {
  return {
    id,
    projectId: PROJECT_ID,
    name: 'Grundriss EG',
    number: null,
    discipline: null,
    revisions: [
      {
        id: REVISION_ID,
        index: 'A',
        file: {
          id: FILE_ID,
          name: 'Grundriss EG.pdf',
          contentType: 'application/pdf',
          size: 1,
          contentUrl: '/x',
        },
        page: 1,
        note: null,
        createdBy: author,
        createdAt: AT,
      },
    ],
    currentRevisionId: REVISION_ID,
    pinCount: 0,
    openPinCount: 0,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
  };
}

export function makePin(overrides: Partial<Pin>): Pin {
  return {
    id: 'c0000000-0000-4000-8000-00000000c001',
    planId: PLAN_ID,
    revisionId: REVISION_ID,
    revisionIndex: 'A',
    x: '0.5',
    y: '0.5',
    number: 1,
    type: 'defect',
    status: 'open',
    label: '',
    link: null,
    createdBy: author,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeFile(overrides: Partial<ProjectFile> = {}): ProjectFile {
  return {
    id: FILE_ID,
    projectId: PROJECT_ID,
    folderId: null,
    name: 'Grundriss EG.pdf',
    contentType: 'application/pdf',
    size: 20_000_000,
    sha256: 'a'.repeat(64),
    uploadedBy: author,
    contentUrl: `/api/v1/files/${FILE_ID}/content`,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeDay(overrides: Partial<ConstructionNoteSummary> = {}): ConstructionNoteSummary {
  return {
    id: DAY_ID,
    projectId: PROJECT_ID,
    projectNumber: 'P-1',
    projectName: 'Neubau Kita Sonnenschein',
    date: '2026-12-02',
    revision: 1,
    status: 'signed',
    isLatest: true,
    correctionReason: null,
    authorId: USER_ID,
    authorName: 'Anna Admin',
    signedAt: AT,
    signedByName: 'Anna Admin',
    chain: null,
    version: 1,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeSurveyLine(overrides: Partial<QuantitySurveyLine> = {}): QuantitySurveyLine {
  return {
    id: LINE_ID,
    sheetId: SHEET_ID,
    row: 'B0',
    oz: '01.0010',
    marker: '',
    text: 'Estrich Flur',
    formulaNumber: 0,
    expression: '4,5*3,2',
    photo: null,
    version: 1,
    updatedAt: AT,
    ...overrides,
  };
}

export function makeSurveyDetail(overrides: Partial<QuantitySurveyDetail> = {}): QuantitySurveyDetail {
  return {
    id: SURVEY_ID,
    projectId: PROJECT_ID,
    construction: null,
    boq: null,
    name: 'Aufmaß EG',
    status: 'draft',
    sheetCount: 1,
    lineCount: 1,
    transferredAt: null,
    version: 1,
    createdAt: AT,
    updatedAt: AT,
    sheets: [{ id: SHEET_ID, number: 1, title: '', version: 1 }],
    lines: [makeSurveyLine()],
    variables: [],
    ...overrides,
  };
}
