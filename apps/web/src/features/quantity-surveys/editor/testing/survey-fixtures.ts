import type { BoqNode } from '@vendoc/contract/boqs';
import type {
  QuantitySurveyDetail,
  QuantitySurveyLine,
  QuantitySurveySheet,
  QuantitySurveyVariable,
} from '@vendoc/contract/quantity-surveys';
import { nextFreeRow, ROWS_PER_SHEET, rowAt } from '@vendoc/quantity-survey/address';
import { makeProject, meAs, PROJECT_ID } from '../../../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../../../lib/testing/fake-api';
import type { Role } from '@vendoc/contract/auth';

// Test-only: a survey as the API returns it and a small in-memory server for the editor's requests.

export const SURVEY_ID = '3f1e2d3c-4b5a-4c6d-8e7f-9a0b1c2d3e4f';
export const CONSTRUCTION_ID = '4a2b3c4d-5e6f-4a7b-8c9d-0e1f2a3b4c5d';
export const BOQ_ID = '5b3c4d5e-6f7a-4b8c-9d0e-1f2a3b4c5d6e';
export const SHEET_1 = '6c4d5e6f-7a8b-4c9d-8e1f-2a3b4c5d6e7f';
export const SHEET_2 = '7d5e6f7a-8b9c-4d0e-9f2a-3b4c5d6e7f8a';
const T0 = '2026-03-02T08:00:00.000Z';

/** A valid v4 UUID from a number (distinct ids for generated records). */
export function uuidOf(index: number): string {
  return `00000000-0000-4000-8000-${index.toString(16).padStart(12, '0')}`;
}

export function makeSheet(overrides: Partial<QuantitySurveySheet> = {}): QuantitySurveySheet {
  return { id: SHEET_1, number: 1, title: 'EG Flur', version: 1, ...overrides };
}

export function makeLine(
  overrides: Partial<QuantitySurveyLine> & { id: string; row: string },
): QuantitySurveyLine {
  return {
    sheetId: SHEET_1,
    oz: '01.0010',
    marker: '',
    text: '',
    formulaNumber: 0,
    expression: '',
    photo: null,
    version: 1,
    updatedAt: T0,
    ...overrides,
  };
}

export function makeVariable(
  overrides: Partial<QuantitySurveyVariable> & { id: string; name: string; expression: string },
): QuantitySurveyVariable {
  return { sheetId: null, version: 1, ...overrides };
}

export function makeSurvey(overrides: Partial<QuantitySurveyDetail> = {}): QuantitySurveyDetail {
  return {
    id: SURVEY_ID,
    projectId: PROJECT_ID,
    construction: { id: CONSTRUCTION_ID, name: 'Bad 1. OG' },
    boq: { id: BOQ_ID, name: 'Auftrags-LV', kind: 'contract' },
    name: 'Aufmaß Fliesen',
    status: 'draft',
    sheetCount: 1,
    lineCount: 0,
    transferredAt: null,
    version: 1,
    createdAt: T0,
    updatedAt: T0,
    sheets: [makeSheet()],
    lines: [],
    variables: [],
    ...overrides,
  };
}

export function makeBoqItem(index: number, oz: string, shortText: string, qty: string, unit = 'm2'): BoqNode {
  return {
    id: uuidOf(9000 + index),
    parentId: null,
    depth: 1,
    kind: 'item',
    oz,
    shortText,
    qty,
    unit,
    unitPrice: null,
    total: null,
    measuredQty: null,
    counted: true,
    provisional: null,
    alternative: null,
    lumpSum: false,
    hourly: false,
    markupPercent: null,
    hasLongText: false,
    version: 1,
  };
}

export const BOQ_ITEMS: BoqNode[] = [
  makeBoqItem(1, '01.0010', 'Wandfliesen verlegen', '42.000'),
  makeBoqItem(2, '01.0020', 'Bodenfliesen verlegen', '18.500'),
];

export const SURVEY_PATH = `/api/v1/quantity-surveys/${SURVEY_ID}`;
export const linePath = (id: string) => `${SURVEY_PATH}/lines/${id}`;
export const variablePath = (id: string) => `${SURVEY_PATH}/variables/${id}`;

interface Body {
  [key: string]: unknown;
}

/** The row the server gives a new line: the wished one if free, else after `afterRow`, after the last line, anywhere. */
function allocateRow(used: readonly string[], wish?: string, afterRow?: string): string | null {
  if (wish !== undefined && !used.includes(wish)) return wish;
  const placed = (afterRow === undefined ? null : nextFreeRow(used, afterRow)) ?? nextFreeRow(used);
  if (placed !== null) return placed;
  const free = Array.from({ length: ROWS_PER_SHEET }, (_, index) => rowAt(index)).find(
    (row) => !used.includes(row),
  );
  return free ?? null;
}

/**
 * The editor's API in memory: GET the survey, POST/PATCH/DELETE lines and variables with versions (a stale
 * version gets 409 with the current record), POST sheets (a taken number gets 409), the BoQ's nodes, the project
 * and the signed-in user. New lines get their rows as the server gives them; a full sheet (260 rows) gets 409.
 */
export function serveSurvey(survey: QuantitySurveyDetail, { role = 'office' as Role } = {}) {
  const state = structuredClone(survey);
  let next = 100;

  const stale = (current: { version: number }, body: Body) =>
    typeof body.version === 'number' && body.version !== current.version;

  const onLine = (id: string) => {
    apiStub.on('PATCH', linePath(id), (request: StubRequest) => {
      const body = request.body as Body;
      const index = state.lines.findIndex((line) => line.id === id);
      const current = state.lines[index];
      if (!current) return { status: 404, data: { title: 'Nicht gefunden' } };
      if (stale(current, body)) return { status: 409, data: { title: 'Konflikt', status: 409, current } };
      const { version: _version, photoFileId, ...changes } = body;
      const photo =
        photoFileId === undefined
          ? current.photo
          : photoFileId === null
            ? null
            : {
                fileId: photoFileId as string,
                name: 'foto.jpg',
                contentUrl: `/api/v1/files/${String(photoFileId)}/content?sig=x`,
              };
      const updated = { ...current, ...changes, photo, version: current.version + 1 } as QuantitySurveyLine;
      state.lines[index] = updated;
      return { status: 200, data: updated };
    });
    apiStub.on('DELETE', linePath(id), (request: StubRequest) => {
      const current = state.lines.find((line) => line.id === id);
      if (!current) return { status: 404, data: { title: 'Nicht gefunden' } };
      if (Number(request.query.get('version')) !== current.version) {
        return { status: 409, data: { title: 'Konflikt', status: 409, current } };
      }
      state.lines = state.lines.filter((line) => line.id !== id);
      return { status: 204 };
    });
  };
  const onVariable = (id: string) => {
    apiStub.on('PATCH', variablePath(id), (request: StubRequest) => {
      const body = request.body as Body;
      const index = state.variables.findIndex((variable) => variable.id === id);
      const current = state.variables[index];
      if (!current) return { status: 404, data: { title: 'Nicht gefunden' } };
      if (stale(current, body)) return { status: 409, data: { title: 'Konflikt', status: 409, current } };
      const { version: _version, ...changes } = body;
      const updated = { ...current, ...changes, version: current.version + 1 } as QuantitySurveyVariable;
      state.variables[index] = updated;
      return { status: 200, data: updated };
    });
    apiStub.on('DELETE', variablePath(id), (request: StubRequest) => {
      const current = state.variables.find((variable) => variable.id === id);
      if (!current) return { status: 404, data: { title: 'Nicht gefunden' } };
      if (Number(request.query.get('version')) !== current.version) {
        return { status: 409, data: { title: 'Konflikt', status: 409, current } };
      }
      state.variables = state.variables.filter((variable) => variable.id !== id);
      return { status: 204 };
    });
  };

  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs(role) });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', `/api/v1/boqs/${BOQ_ID}/nodes`, {
    status: 200,
    data: { items: BOQ_ITEMS, nextCursor: null, total: BOQ_ITEMS.length },
  });
  apiStub.on('GET', SURVEY_PATH, () => ({ status: 200, data: structuredClone(state) }));
  apiStub.on('POST', `${SURVEY_PATH}/lines`, (request: StubRequest) => {
    const body = request.body as Body;
    const sheetId = body.sheetId as string;
    const used = state.lines.filter((line) => line.sheetId === sheetId).map((line) => line.row);
    const row = allocateRow(used, body.row as string | undefined, body.afterRow as string | undefined);
    if (row === null) {
      const number = state.sheets.find((sheet) => sheet.id === sheetId)?.number ?? 0;
      return {
        status: 409,
        data: {
          title: 'Conflict',
          status: 409,
          detail: `Blatt ${number} ist voll (260 Zeilen): bitte ein neues Blatt anlegen.`,
        },
      };
    }
    const line: QuantitySurveyLine = {
      id: uuidOf(next++),
      sheetId,
      row,
      oz: (body.oz as string | null) ?? null,
      marker: (body.marker as QuantitySurveyLine['marker']) ?? '',
      text: (body.text as string) ?? '',
      formulaNumber: (body.formulaNumber as number) ?? 0,
      expression: (body.expression as string) ?? '',
      photo: null,
      version: 1,
      updatedAt: T0,
    };
    state.lines.push(line);
    onLine(line.id);
    return { status: 201, data: line };
  });
  apiStub.on('POST', `${SURVEY_PATH}/variables`, (request: StubRequest) => {
    const body = request.body as Body;
    const variable: QuantitySurveyVariable = {
      id: uuidOf(next++),
      sheetId: (body.sheetId as string | null) ?? null,
      name: body.name as string,
      expression: body.expression as string,
      version: 1,
    };
    state.variables.push(variable);
    onVariable(variable.id);
    return { status: 201, data: variable };
  });
  const onSheet = (id: string) => {
    apiStub.on('PATCH', `${SURVEY_PATH}/sheets/${id}`, (request: StubRequest) => {
      const body = request.body as Body;
      const index = state.sheets.findIndex((sheet) => sheet.id === id);
      const current = state.sheets[index];
      if (!current) return { status: 404, data: { title: 'Nicht gefunden' } };
      if (stale(current, body)) return { status: 409, data: { title: 'Konflikt', status: 409, current } };
      const updated = { ...current, title: body.title as string, version: current.version + 1 };
      state.sheets[index] = updated;
      return { status: 200, data: updated };
    });
  };
  apiStub.on('POST', `${SURVEY_PATH}/sheets`, (request: StubRequest) => {
    const wished = (request.body as Body).number;
    if (typeof wished === 'number' && state.sheets.some((sheet) => sheet.number === wished)) {
      return {
        status: 409,
        data: { title: 'Conflict', status: 409, detail: `Blatt ${wished} gibt es schon.` },
      };
    }
    const sheet: QuantitySurveySheet = {
      id: uuidOf(next++),
      number:
        typeof wished === 'number'
          ? wished
          : Math.max(0, ...state.sheets.map((candidate) => candidate.number)) + 1,
      title: '',
      version: 1,
    };
    state.sheets.push(sheet);
    onSheet(sheet.id);
    return { status: 201, data: sheet };
  });
  for (const sheet of state.sheets) onSheet(sheet.id);
  for (const line of state.lines) onLine(line.id);
  for (const variable of state.variables) onVariable(variable.id);
  return state;
}
