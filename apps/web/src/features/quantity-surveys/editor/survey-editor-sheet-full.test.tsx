import { screen, waitFor, within } from '@testing-library/react';
import { rowAt } from '@vendoc/quantity-survey/address';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/testing/render-app';
import { apiStub } from '../../../lib/testing/fake-api';
import { toastStore } from '../../../lib/toast/toast-service';
import { findGrid, formulaOf, renderEditor, rowOf } from './testing/render-editor';
import {
  linePath,
  makeLine,
  makeSheet,
  makeSurvey,
  serveSurvey,
  SHEET_1,
  SHEET_2,
  SURVEY_PATH,
  uuidOf,
} from './testing/survey-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('../templates/apply-template-dialog', () => ({ ApplyTemplateDialog: () => null }));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

/** The rows 35 appended lines take (REB: A0, B0 … Z0, then Z1 … Z9): none is left after Z9. */
const APPENDED_ROWS = [
  ...Array.from({ length: 26 }, (_, index) => `${String.fromCharCode(65 + index)}0`),
  ...Array.from({ length: 9 }, (_, index) => `Z${index + 1}`),
];

/** A sheet filled by appending: 35 lines, the last one (Z9) measuring 01.0020. */
function appendedLines(sheetId = SHEET_1) {
  return APPENDED_ROWS.map((row, index) =>
    makeLine({
      id: uuidOf(index + 1),
      sheetId,
      row,
      expression: String(index + 1),
      oz: row === 'Z9' ? '01.0020' : '01.0010',
    }),
  );
}

const linePosts = () => apiStub.requests('POST', `${SURVEY_PATH}/lines`);
const sheetPosts = () => apiStub.requests('POST', `${SURVEY_PATH}/sheets`);

function expectContinuedToast(from: number, to: number) {
  expect(toastsShown()).toContainEqual(
    expect.objectContaining({ title: `Blatt ${from} ist voll – weiter auf Blatt ${to}` }),
  );
}

describe('survey editor: a full sheet continues on the next one', () => {
  it('Enter in the last line of a full sheet creates sheet 2 and puts the new line there at A0', async () => {
    const state = serveSurvey(makeSurvey({ lines: appendedLines() }));
    const { user, router } = renderEditor();
    await findGrid();

    // An edit of the last line is saved as usual; the new line has no row after Z9 on sheet 1.
    await user.click(formulaOf('0001Z9'));
    await user.keyboard('{End}+1{Enter}');

    await waitFor(() => expect(sheetPosts()).toHaveLength(1));
    expect(sheetPosts()[0]?.body).toEqual({ number: 2 });
    await findGrid(2);
    expect(screen.getByRole('tab', { name: 'Blatt 2' })).toHaveAttribute('aria-selected', 'true');
    expect(router.state.location.search).toBe('?sheet=2');
    await waitFor(() => expect(formulaOf('0002A0')).toHaveFocus());
    expect(rowOf('0002A0')).toHaveAccessibleName('Neue Zeile 0002A0');
    // The OZ of the line above (sheet 1's last line) is copied as usual.
    expect(screen.getByRole('combobox', { name: 'OZ 0002A0' })).toHaveValue('01.0020');
    expectContinuedToast(1, 2);
    expect(toastsShown().filter((toast) => toast.kind === 'error')).toEqual([]);

    // Nothing typed in sheet 1's last line is lost.
    const lastLine = uuidOf(35);
    await waitFor(() => expect(apiStub.requests('PATCH', linePath(lastLine))).toHaveLength(1));
    expect(apiStub.requests('PATCH', linePath(lastLine))[0]?.body).toEqual({
      expression: '35+1',
      version: 1,
    });

    await user.keyboard('4,5{Enter}');
    await waitFor(() => expect(linePosts()).toHaveLength(1));
    const sheet2 = state.sheets.find((sheet) => sheet.number === 2);
    expect(sheet2).toBeDefined();
    expect(linePosts()[0]?.body).toEqual({
      sheetId: sheet2?.id,
      row: 'A0',
      oz: '01.0020',
      marker: '',
      text: '',
      formulaNumber: 0,
      expression: '4,5',
    });
    // Sheet 2 goes on as usual: the next line below at B0.
    await waitFor(() => expect(formulaOf('0002B0')).toHaveFocus());
    expect(sheetPosts()).toHaveLength(1);
  });

  it('"Neue Zeile" on a full sheet uses the existing next sheet when it has room, after its last line', async () => {
    serveSurvey(
      makeSurvey({
        sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })],
        lines: [
          ...appendedLines(),
          makeLine({ id: uuidOf(100), sheetId: SHEET_2, row: 'A0', oz: '01.0010', expression: '99' }),
        ],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Neue Zeile' }));

    await findGrid(2);
    await waitFor(() => expect(formulaOf('0002B0')).toHaveFocus());
    expect(screen.getByRole('combobox', { name: 'OZ 0002B0' })).toHaveValue('01.0020');
    expect(formulaOf('0002A0')).toHaveValue('99');
    expect(sheetPosts()).toHaveLength(0);
    expectContinuedToast(1, 2);

    await user.keyboard('2{Enter}');
    await waitFor(() => expect(linePosts()).toHaveLength(1));
    expect(linePosts()[0]?.body).toMatchObject({ sheetId: SHEET_2, row: 'B0', expression: '2' });
    expect(linePosts()[0]?.body).not.toHaveProperty('afterRow');
  });

  it('skips a following sheet that is full itself and creates the number after it', async () => {
    serveSurvey(
      makeSurvey({
        sheets: [makeSheet(), makeSheet({ id: SHEET_2, number: 2, title: 'OG' })],
        lines: [
          ...appendedLines(),
          ...APPENDED_ROWS.map((row, index) =>
            makeLine({ id: uuidOf(200 + index), sheetId: SHEET_2, row, expression: '1' }),
          ),
        ],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    await user.click(formulaOf('0001Z9'));
    await user.keyboard('{Enter}');

    await findGrid(3);
    expect(sheetPosts()[0]?.body).toEqual({ number: 3 });
    await waitFor(() => expect(formulaOf('0003A0')).toHaveFocus());
    expectContinuedToast(1, 3);
  });

  it('says so when a line is inserted where the rows up to the next line are taken (no new sheet)', async () => {
    serveSurvey(
      makeSurvey({
        lines: [
          ...Array.from({ length: 10 }, (_, index) =>
            makeLine({ id: uuidOf(index + 1), row: rowAt(index), expression: '1' }),
          ),
          makeLine({ id: uuidOf(11), row: 'B0', expression: '1' }),
        ],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    await user.click(formulaOf('0001A9'));
    await user.keyboard('{Enter}');
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({
          kind: 'error',
          title:
            'Nach dieser Zeile ist kein Platz mehr: Die Zeilen bis zur nächsten sind belegt. Fügen Sie die Zeile weiter unten ein.',
        }),
      ),
    );
    expect(sheetPosts()).toHaveLength(0);
    expect(screen.queryByRole('row', { name: /^Neue Zeile/ })).toBeNull();
    expect(screen.getByRole('tab', { name: 'Blatt 1' })).toHaveAttribute('aria-selected', 'true');
  });

  it('moves a new line whose POST finds the sheet full (409) to sheet 2 and saves it there', async () => {
    const state = serveSurvey(
      makeSurvey({ lines: [makeLine({ id: uuidOf(1), row: 'A0', oz: '01.0010', expression: '1' })] }),
    );
    const { user } = renderEditor();
    await findGrid();
    // Meanwhile someone else fills sheet 1: all 260 rows.
    for (let index = 1; index < 260; index++) {
      state.lines.push(makeLine({ id: uuidOf(1000 + index), row: rowAt(index), expression: '1' }));
    }

    await user.click(screen.getByRole('button', { name: 'Neue Zeile' }));
    await waitFor(() => expect(formulaOf('0001B0')).toHaveFocus());
    await user.keyboard('7*3{Enter}');

    await findGrid(2);
    await waitFor(() => expect(formulaOf('0002A0')).toHaveFocus());
    expect(formulaOf('0002A0')).toHaveValue('7*3');
    expectContinuedToast(1, 2);

    // The 409 first, then the survey is loaded again, sheet 2 created and the line stored there.
    const posts = linePosts();
    expect(posts).toHaveLength(2);
    expect(posts[0]?.body).toMatchObject({ sheetId: SHEET_1, row: 'B0', afterRow: 'A0', expression: '7*3' });
    expect(apiStub.requests('GET', SURVEY_PATH)).toHaveLength(2);
    expect(sheetPosts()[0]?.body).toEqual({ number: 2 });
    const sheet2 = state.sheets.find((sheet) => sheet.number === 2);
    expect(posts[1]?.body).toEqual({
      sheetId: sheet2?.id,
      row: 'A0',
      oz: '01.0010',
      marker: '',
      text: '',
      formulaNumber: 0,
      expression: '7*3',
    });
    await waitFor(() => expect(rowOf('0002A0')).toHaveAccessibleName('Zeile 0002A0'));
    expect(state.lines.filter((line) => line.sheetId === sheet2?.id).map((line) => line.expression)).toEqual([
      '7*3',
    ]);
    expect(screen.queryByText(/Nicht gespeichert/)).toBeNull();
    expect(toastsShown().filter((toast) => toast.kind === 'error')).toEqual([]);

    // The empty line Enter added below on sheet 1 is gone: nothing unsaved is left behind there.
    await user.click(screen.getByRole('tab', { name: 'Blatt 1' }));
    await findGrid(1);
    expect(screen.queryByRole('row', { name: /^Neue Zeile/ })).toBeNull();
  });

  it('keeps a refused line on its sheet when the 409 is not about room (the survey was locked)', async () => {
    const state = serveSurvey(
      makeSurvey({ lines: [makeLine({ id: uuidOf(1), row: 'A0', expression: '1' })] }),
    );
    apiStub.on('POST', `${SURVEY_PATH}/lines`, () => {
      // Approved meanwhile, and the sheet is full by now too: still no new sheet for a locked survey.
      state.status = 'approved';
      for (let index = 1; index < 260; index++) {
        state.lines.push(makeLine({ id: uuidOf(1000 + index), row: rowAt(index), expression: '1' }));
      }
      return {
        status: 409,
        data: { title: 'Conflict', status: 409, detail: 'Das Aufmaß ist freigegeben und gesperrt.' },
      };
    });
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Neue Zeile' }));
    await waitFor(() => expect(formulaOf('0001B0')).toHaveFocus());
    await user.keyboard('5');
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));

    await waitFor(() => expect(apiStub.requests('GET', SURVEY_PATH)).toHaveLength(2));
    await waitFor(() =>
      expect(screen.getByText(/Das Aufmaß ist freigegeben und gesperrt/)).toBeInTheDocument(),
    );
    // Nothing typed is lost: the line stays, unsaved, with its message.
    const refused = screen.getByRole('row', { name: 'Neue Zeile 0001B0' });
    expect(within(refused).getByRole('textbox', { name: 'Formel 0001B0' })).toHaveValue('5');
    expect(sheetPosts()).toHaveLength(0);
    expect(screen.getByRole('tab', { name: 'Blatt 1' })).toHaveAttribute('aria-selected', 'true');
  });
});
