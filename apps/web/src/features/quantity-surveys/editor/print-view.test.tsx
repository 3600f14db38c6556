import { render, within } from '@testing-library/react';
import { calculateSurvey } from '@vendoc/quantity-survey/calculate';
import { beforeAll, describe, expect, it } from 'vitest';
import { createTestQueryClient, initTestI18n, TestProviders } from '../../../components/testing/render-app';
import { PrintView } from './components/print-view';
import type { EditorState } from './model/editor-store';
import { buildSurveyView } from './model/survey-view';
import {
  makeLine,
  makeSheet,
  makeSurvey,
  makeVariable,
  SHEET_1,
  SHEET_2,
  uuidOf,
} from './testing/survey-fixtures';

beforeAll(async () => {
  await initTestI18n();
});

const B_ID = uuidOf(203);

const SURVEY = makeSurvey({
  sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })],
  lines: [
    makeLine({ id: uuidOf(1), row: 'A0', text: 'Wände', formulaNumber: 91, expression: 'U*H' }),
    makeLine({ id: uuidOf(2), row: 'A0', sheetId: SHEET_2, formulaNumber: 91, expression: 'L*H' }),
  ],
  variables: [
    makeVariable({ id: uuidOf(201), name: 'L', expression: '4,25' }),
    makeVariable({ id: uuidOf(202), name: 'H', expression: '2,50' }),
    makeVariable({ id: B_ID, name: 'B', expression: '3,10', sheetId: SHEET_1 }),
    makeVariable({ id: uuidOf(204), name: 'U', expression: '2*(L+B)', sheetId: SHEET_1 }),
    makeVariable({ id: uuidOf(205), name: 'H', expression: '3', sheetId: SHEET_2 }),
  ],
});

/** The editor's state with B changed to 3,20 and not saved yet: the print shows what the lines were calculated with. */
const EDITED: EditorState = {
  lines: {},
  variables: {
    [B_ID]: {
      key: B_ID,
      id: B_ID,
      sheetId: SHEET_1,
      fields: { name: 'B', expression: '3,20' },
      status: 'idle',
      message: null,
      conflict: null,
    },
  },
  keyOfId: {},
};

/** Renders the print view as the editor does: the survey view with its edits, calculated by the engine. */
function renderPrint(survey = SURVEY, state: EditorState = EDITED) {
  const view = buildSurveyView(survey, state);
  const result = calculateSurvey(view.input);
  render(
    <TestProviders queryClient={createTestQueryClient()}>
      <PrintView
        survey={survey}
        projectName="Neubau Kita"
        sheets={survey.sheets}
        linesBySheet={view.linesBySheet}
        results={result.lines}
        variables={view.input.variables}
        variableResults={result.variables}
        itemsByOz={new Map()}
        date={new Date('2026-03-04T10:00:00.000Z')}
      />
    </TestProviders>,
  );
}

/** The printed sheets (hidden on screen, so found among hidden regions by their labels). */
function printedSheet(label: string): HTMLElement {
  const sheet = document.querySelector<HTMLElement>(`section.print-sheet[aria-label="${label}"]`);
  if (!sheet) throw new Error(`no printed ${label}`);
  return sheet;
}

function variablesOf(sheet: HTMLElement): string[] | null {
  const list = within(sheet).queryByRole('list', { hidden: true });
  if (!list) return null;
  expect(list).toHaveAttribute('aria-label', 'Variablen');
  return within(list)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent ?? '');
}

describe('print view: variables of each sheet', () => {
  it('lists the variables valid on each sheet above its lines, with the values the lines used', () => {
    renderPrint();
    const first = printedSheet('Blatt 1');
    expect(variablesOf(first)).toEqual([
      'L = 4,25',
      'H = 2,50',
      // unsaved edit 3,10 -> 3,20, as the grid calculates
      'B = 3,20',
      // 2 · (4,25 + 3,20) = 2 · 7,45 = 14,9
      'U = 2*(L+B) = 14,900',
    ]);
    expect(first).toHaveTextContent('Variablen:L = 4,25');
    const list = within(first).getByRole('list', { hidden: true });
    const [lines] = within(first).getAllByRole('table', { hidden: true });
    expect(list.compareDocumentPosition(lines!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
    // U · H = 14,9 · 2,5 = 37,25
    expect(within(lines!).getAllByRole('row', { hidden: true })[1]).toHaveTextContent(
      '0001A001.0010WändeFN 91: U*H37,250',
    );

    // Sheet 2's own H = 3 hides the survey-wide H = 2,50; B and U belong to sheet 1.
    const second = printedSheet('Blatt 2');
    expect(variablesOf(second)).toEqual(['L = 4,25', 'H = 3']);
    // L · H = 4,25 · 3 = 12,75
    expect(within(second).getAllByRole('row', { hidden: true })[1]).toHaveTextContent('L*H12,750');
  });

  it('prints a variable that cannot be calculated with its error', () => {
    renderPrint(
      makeSurvey({ variables: [makeVariable({ id: uuidOf(210), name: 'T', expression: 'X*2' })] }),
      { lines: {}, variables: {}, keyOfId: {} },
    );
    expect(variablesOf(printedSheet('Blatt 1'))).toEqual([
      'T = X*2 – Fehler: Die Variable „X“ ist nicht definiert',
    ]);
  });

  it('leaves the block out when no variable is valid on the sheet', () => {
    renderPrint(makeSurvey({ variables: [] }), { lines: {}, variables: {}, keyOfId: {} });
    const sheet = printedSheet('Blatt 1');
    expect(variablesOf(sheet)).toBeNull();
    expect(sheet).not.toHaveTextContent('Variablen');
  });
});
