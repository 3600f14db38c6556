import type {
  Construction,
  ProjectSheet,
  QuantitySurvey,
  QuantitySurveyDetail,
  QuantitySurveyLine,
  QuantitySurveyTemplate,
} from '@vendoc/contract/quantity-surveys';
import { PROJECT_ID } from '../../../lib/testing/api-fixtures';

// Test-only: records as the API returns them, for *.test.tsx files; never imported by production code.

export const BATH_ID = '3a1f0c2e-4b5d-4e6f-8a7b-9c0d1e2f3a4b';
export const SURVEY_ID = '5c3f2e40-6d7f-4081-8c9d-1e2f3a4b5c6d';
export const LOOSE_SURVEY_ID = '6d4a3f51-7e80-4192-9dae-2f3a4b5c6d7e';
export const SHEET_1_ID = '7e5b4062-8f91-42a3-8ebf-3a4b5c6d7e8f';
export const SHEET_2_ID = '8f6c5173-9a02-43b4-9fc0-4b5c6d7e8f90';
export const LOOSE_SHEET_ID = '907d6284-ab13-44c5-a0d1-5c6d7e8f9001';
export const BOQ_ID = 'a18e7395-bc24-45d6-b1e2-6d7e8f900112';
export const TEMPLATE_ID = 'b29f84a6-cd35-46e7-82f3-7e8f90011223';

const TIME = '2026-03-04T10:00:00.000Z';
const uuid = (n: number) => `c0000000-0000-4000-8000-${String(n).padStart(12, '0')}`;

export function makeConstruction(overrides: Partial<Construction> = {}): Construction {
  return {
    id: BATH_ID,
    projectId: PROJECT_ID,
    name: 'Bad OG',
    kind: 'room',
    location: { building: 'Haus A', floor: '2. OG', room: 'Bad' },
    description: null,
    quantitySurveyCount: 1,
    version: 1,
    createdAt: TIME,
    updatedAt: TIME,
    ...overrides,
  };
}

export function makeSurvey(overrides: Partial<QuantitySurvey> = {}): QuantitySurvey {
  return {
    id: SURVEY_ID,
    projectId: PROJECT_ID,
    construction: { id: BATH_ID, name: 'Bad OG' },
    boq: { id: BOQ_ID, name: 'Auftrags-LV', kind: 'contract' },
    name: 'Fliesen Bad',
    status: 'submitted',
    sheetCount: 2,
    lineCount: 6,
    transferredAt: null,
    version: 3,
    createdAt: TIME,
    updatedAt: TIME,
    ...overrides,
  };
}

export const looseSurvey = makeSurvey({
  id: LOOSE_SURVEY_ID,
  construction: null,
  boq: null,
  name: 'Regie',
  status: 'draft',
  sheetCount: 1,
  lineCount: 0,
});

let lineNumber = 0;
function line(sheetId: string, row: string, fields: Partial<QuantitySurveyLine>): QuantitySurveyLine {
  lineNumber += 1;
  return {
    id: uuid(lineNumber),
    sheetId,
    row,
    oz: null,
    marker: '',
    text: '',
    formulaNumber: 0,
    expression: '',
    photo: null,
    version: 1,
    updatedAt: TIME,
    ...fields,
  };
}

/**
 * "Fliesen Bad": sheet 1 "Wände" with a plain formula, a formula with variables (L survey-wide, B on sheet 1,
 * H survey-wide), a deduction, a comment and a geometric formula; sheet 2 "Boden".
 */
export function makeSurveyDetail(overrides: Partial<QuantitySurveyDetail> = {}): QuantitySurveyDetail {
  return {
    ...makeSurvey(),
    sheets: [
      { id: SHEET_1_ID, number: 1, title: 'Wände', version: 1 },
      { id: SHEET_2_ID, number: 2, title: 'Boden', version: 1 },
    ],
    lines: [
      line(SHEET_1_ID, 'A0', { oz: '01.0010', text: 'Wand Nord', expression: '2,40*2,75-1,01*2,135' }),
      line(SHEET_1_ID, 'B0', {
        oz: '01.0010',
        text: 'Wände umlaufend',
        formulaNumber: 91,
        expression: '2*(L+B)*H',
      }),
      line(SHEET_1_ID, 'C0', { oz: '01.0010', text: 'Abzug Tür', expression: '-0,885*2,01' }),
      line(SHEET_1_ID, 'D0', { marker: '*', text: 'Fenster wird separat gemessen' }),
      line(SHEET_1_ID, 'E0', { oz: '01.0020', text: 'Sockel', formulaNumber: 4, expression: '4,5;0,1' }),
      line(SHEET_2_ID, 'A0', { oz: '01.0030', text: 'Boden', formulaNumber: 91, expression: 'L*2' }),
    ],
    variables: [
      { id: uuid(101), sheetId: null, name: 'L', expression: '4,25', version: 1 },
      { id: uuid(102), sheetId: SHEET_1_ID, name: 'B', expression: '3,10', version: 1 },
      { id: uuid(103), sheetId: null, name: 'H', expression: '2,50', version: 1 },
    ],
    ...overrides,
  };
}

export function makeProjectSheet(overrides: Partial<ProjectSheet> = {}): ProjectSheet {
  return {
    id: SHEET_1_ID,
    number: 1,
    title: 'Wände',
    survey: { id: SURVEY_ID, name: 'Fliesen Bad', status: 'submitted' },
    construction: { id: BATH_ID, name: 'Bad OG' },
    lineCount: 5,
    positions: ['01.0010', '01.0020'],
    updatedAt: TIME,
    ...overrides,
  };
}

export const projectSheets: ProjectSheet[] = [
  makeProjectSheet(),
  makeProjectSheet({ id: SHEET_2_ID, number: 2, title: 'Boden', lineCount: 1, positions: ['01.0030'] }),
  makeProjectSheet({
    id: LOOSE_SHEET_ID,
    title: '',
    survey: { id: LOOSE_SURVEY_ID, name: 'Regie', status: 'draft' },
    construction: null,
    lineCount: 0,
    positions: [],
  }),
];

export function makeTemplate(overrides: Partial<QuantitySurveyTemplate> = {}): QuantitySurveyTemplate {
  return {
    id: TEMPLATE_ID,
    name: 'Raum: Wände',
    description: 'Wandflächen eines rechteckigen Raums abzüglich einer Tür',
    parameters: [
      { name: 'L', label: 'Länge', defaultValue: '4,25' },
      { name: 'B', label: 'Breite', defaultValue: '3,10' },
      { name: 'H', label: 'Höhe', defaultValue: '2,50' },
    ],
    lines: [
      { marker: '', text: 'Wände', formulaNumber: 91, expression: '2*(L+B)*H' },
      { marker: '', text: 'Abzug Tür', formulaNumber: 0, expression: '-0,885*2,01' },
    ],
    version: 2,
    createdAt: TIME,
    updatedAt: TIME,
    ...overrides,
  };
}

/** A page of a list as the API returns it. */
export function page<T>(items: T[]) {
  return { items, nextCursor: null, total: items.length };
}
