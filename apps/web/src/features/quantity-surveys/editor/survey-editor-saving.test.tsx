import { screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n } from '../../../components/testing/render-app';
import { PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { pdfBlob, stubWindowOpen } from '../../../lib/testing/fake-window-open';
import { toastStore } from '../../../lib/toast/toast-service';
import { findGrid, formulaOf, renderEditor, resultOf, rowOf } from './testing/render-editor';
import {
  CONSTRUCTION_ID,
  linePath,
  makeLine,
  makeSurvey,
  serveSurvey,
  SURVEY_ID,
  SURVEY_PATH,
  uuidOf,
} from './testing/survey-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));
vi.mock('../templates/apply-template-dialog', () => ({
  ApplyTemplateDialog: ({ surveyId, sheetId }: { surveyId: string; sheetId: string }) => (
    <div role="dialog" aria-label="Vorlage anwenden (Test)">{`${surveyId} ${sheetId}`}</div>
  ),
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

afterEach(() => {
  vi.restoreAllMocks();
});

const LINE = uuidOf(1);

describe('survey editor: saving', () => {
  it('saves a changed line on leaving it with PATCH and its version', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })] }));
    const { user } = renderEditor();
    await findGrid();
    await user.type(formulaOf('0001A0'), '*3');
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));
    await waitFor(() => expect(apiStub.requests('PATCH', linePath(LINE))).toHaveLength(1));
    expect(apiStub.requests('PATCH', linePath(LINE))[0]?.body).toEqual({ expression: '2*3', version: 1 });
    // The next edit goes with the version the server answered.
    await user.type(formulaOf('0001A0'), '*2');
    await user.keyboard('{Enter}');
    await waitFor(() => expect(apiStub.requests('PATCH', linePath(LINE))).toHaveLength(2));
    expect(apiStub.requests('PATCH', linePath(LINE))[1]?.body).toEqual({ expression: '2*3*2', version: 2 });
    expect(resultOf('0001A0')).toBe('12,000');
  });

  it('prints the PDF only after the typed line is saved (the server renders what is stored)', async () => {
    stubWindowOpen();
    serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })] }));
    let answerSave: () => void = () => undefined;
    let savedWhenAsked: boolean | null = null;
    let saved = false;
    apiStub.on('PATCH', linePath(LINE), async () => {
      await new Promise<void>((resolve) => (answerSave = resolve));
      saved = true;
      return { status: 200, data: makeLine({ id: LINE, row: 'A0', expression: '2*3', version: 2 }) };
    });
    apiStub.on('GET', `${SURVEY_PATH}/pdf`, () => {
      savedWhenAsked = saved;
      return { status: 200, data: pdfBlob() };
    });
    const { user } = renderEditor();
    await findGrid();
    await user.type(formulaOf('0001A0'), '*3');
    await user.click(screen.getByRole('button', { name: 'Drucken' }));
    await user.click(screen.getByRole('menuitem', { name: 'Aktuelles Blatt drucken' }));

    await waitFor(() => expect(apiStub.requests('PATCH', linePath(LINE))).toHaveLength(1));
    expect(screen.getByText('PDF wird erstellt …')).toBeInTheDocument();
    expect(apiStub.requests('GET', `${SURVEY_PATH}/pdf`)).toHaveLength(0);
    answerSave();
    await waitFor(() => expect(apiStub.requests('GET', `${SURVEY_PATH}/pdf`)).toHaveLength(1));
    expect(savedWhenAsked).toBe(true);
  });

  it('shows a conflict with a newer version and takes the server line only when asked (Neu laden)', async () => {
    const state = serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })] }));
    const { user } = renderEditor();
    await findGrid();
    // Someone else changes the line meanwhile.
    state.lines[0] = { ...state.lines[0]!, expression: '5', version: 2 };

    await user.clear(formulaOf('0001A0'));
    await user.type(formulaOf('0001A0'), '3');
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));

    const alert = await within(rowOf('0001A0')).findByRole('alert');
    expect(alert).toHaveTextContent('Diese Zeile wurde inzwischen geändert.');
    expect(alert).toHaveTextContent('Gespeichert ist: 5');
    // What was typed is kept, not overwritten.
    expect(formulaOf('0001A0')).toHaveValue('3');
    expect(resultOf('0001A0')).toBe('3,000');

    await user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(formulaOf('0001A0')).toHaveValue('5');
    expect(resultOf('0001A0')).toBe('5,000');
    expect(within(rowOf('0001A0')).queryByRole('alert')).toBeNull();
    expect(apiStub.requests('PATCH', linePath(LINE))).toHaveLength(1);
  });

  it('after a conflict saves the typed line over the newer one only when the person says so', async () => {
    const state = serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2' })] }));
    const { user } = renderEditor();
    await findGrid();
    state.lines[0] = { ...state.lines[0]!, expression: '5', version: 2 };
    await user.type(formulaOf('0001A0'), '1');
    await user.keyboard('{Enter}');
    const alert = await within(rowOf('0001A0')).findByRole('alert');
    await user.click(within(alert).getByRole('button', { name: 'Meine Eingabe speichern' }));
    await waitFor(() => expect(apiStub.requests('PATCH', linePath(LINE))).toHaveLength(2));
    expect(apiStub.requests('PATCH', linePath(LINE))[1]?.body).toEqual({ expression: '21', version: 2 });
    await waitFor(() => expect(within(rowOf('0001A0')).queryByRole('alert')).toBeNull());
    expect(state.lines[0]?.expression).toBe('21');
  });

  it('keeps what was typed when a save fails and saves it on retry', async () => {
    serveSurvey(makeSurvey());
    // The first POST fails on the server, the second one stores the line.
    let fail = true;
    let calls = 0;
    apiStub.on('POST', `${SURVEY_PATH}/lines`, (request) => {
      calls += 1;
      if (fail) return { status: 500, data: { title: 'Fehler', detail: 'Die Datenbank antwortet nicht.' } };
      const { expression } = request.body as { expression: string };
      return { status: 201, data: makeLine({ id: uuidOf(77), row: 'A0', expression }) };
    });
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Neue Zeile' }));
    await waitFor(() => expect(formulaOf('0001A0')).toHaveFocus());
    await user.keyboard('4,5{Enter}');
    expect(
      await within(rowOf('0001A0')).findByText('Nicht gespeichert: Die Datenbank antwortet nicht.'),
    ).toBeInTheDocument();
    expect(formulaOf('0001A0')).toHaveValue('4,5');
    expect(resultOf('0001A0')).toBe('4,500');

    fail = false;
    await user.click(within(rowOf('0001A0')).getByRole('button', { name: 'Erneut speichern' }));
    await waitFor(() => expect(rowOf('0001A0')).toHaveAccessibleName('Zeile 0001A0'));
    expect(calls).toBe(2);
    expect(within(rowOf('0001A0')).queryByText(/Nicht gespeichert/)).toBeNull();
    expect(formulaOf('0001A0')).toHaveValue('4,5');
  });

  it('adopts the row the server gives a new line', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '1' })] }));
    apiStub.on('POST', `${SURVEY_PATH}/lines`, () => ({
      status: 201,
      data: makeLine({ id: uuidOf(5), row: 'C0', expression: '7' }),
    }));
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Neue Zeile' }));
    await waitFor(() => expect(formulaOf('0001B0')).toHaveFocus());
    await user.keyboard('7');
    await user.click(screen.getByRole('heading', { name: 'Aufmaß Fliesen' }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'Zeile 0001C0' })).toBeInTheDocument());
    expect(screen.queryByRole('row', { name: /0001B0/ })).toBeNull();
    expect(resultOf('0001C0')).toBe('7,000');
  });

  it('deletes a line with Ctrl+Delete and brings it back with undo', async () => {
    serveSurvey(
      makeSurvey({
        lines: [
          makeLine({ id: LINE, row: 'A0', expression: '2', text: 'Wand' }),
          makeLine({ id: uuidOf(2), row: 'B0', expression: '3' }),
        ],
      }),
    );
    const { user } = renderEditor();
    await findGrid();
    await user.click(formulaOf('0001A0'));
    await user.keyboard('{Control>}{Delete}{/Control}');
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Zeile 0001A0' })).toBeNull());
    expect(apiStub.requests('DELETE', linePath(LINE))[0]?.query.get('version')).toBe('1');
    expect(screen.getByText('Zeile 0001A0 gelöscht')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Rückgängig' }));
    await waitFor(() => expect(screen.getByRole('row', { name: 'Zeile 0001A0' })).toBeInTheDocument());
    expect(apiStub.requests('POST', `${SURVEY_PATH}/lines`)[0]?.body).toMatchObject({
      row: 'A0',
      expression: '2',
      text: 'Wand',
      photoFileId: null,
    });
    expect(resultOf('0001A0')).toBe('2,000');

    // The row menu deletes too.
    await user.click(screen.getByRole('button', { name: 'Aktionen für Zeile 0001B0' }));
    await user.click(screen.getByRole('menuitem', { name: /Zeile löschen/ }));
    await waitFor(() => expect(screen.queryByRole('row', { name: 'Zeile 0001B0' })).toBeNull());
    expect(apiStub.requests('DELETE', linePath(uuidOf(2)))).toHaveLength(1);
  });

  it('submits the survey, and a refused status change shows the server’s reason', async () => {
    serveSurvey(makeSurvey({ lines: [makeLine({ id: LINE, row: 'A0', expression: '2*' })] }));
    apiStub.on('POST', `${SURVEY_PATH}/status`, {
      status: 409,
      data: { title: 'Konflikt', status: 409, detail: '1 Zeile enthält Fehler: 0001A0' },
    });
    const { user } = renderEditor();
    await findGrid();
    await user.click(screen.getByRole('button', { name: 'Einreichen' }));
    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({ kind: 'error', text: '1 Zeile enthält Fehler: 0001A0' }),
      ),
    );
    expect(apiStub.requests('POST', `${SURVEY_PATH}/status`)[0]?.body).toEqual({
      status: 'submitted',
      version: 1,
    });
    expect(screen.getByRole('button', { name: 'Einreichen' })).toBeEnabled();
  });

  it('changes the status: a submitted survey offers approval to office staff, not to fitters', async () => {
    serveSurvey(makeSurvey({ status: 'submitted' }), { role: 'fitter' });
    const fitter = renderEditor();
    await findGrid();
    expect(await screen.findByRole('button', { name: 'Zurück in Entwurf' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Freigeben' })).toBeNull();
    fitter.unmount();

    apiStub.reset();
    serveSurvey(makeSurvey({ status: 'submitted' }), { role: 'office' });
    apiStub.on('POST', `${SURVEY_PATH}/status`, {
      status: 200,
      data: {
        ...makeSurvey({ status: 'approved', version: 2 }),
        sheets: undefined,
        lines: undefined,
        variables: undefined,
      },
    });
    const { user } = renderEditor();
    await findGrid();
    await user.click(await screen.findByRole('button', { name: 'Freigeben' }));
    expect(await screen.findByText('Freigegeben – gesperrt')).toBeInTheDocument();
    expect(apiStub.requests('POST', `${SURVEY_PATH}/status`)[0]?.body).toEqual({
      status: 'approved',
      version: 1,
    });
    expect(toastsShown()).toContainEqual(expect.objectContaining({ title: 'Status: Freigegeben' }));
  });

  it('replaces a URL with the wrong construction by the survey’s own and opens the template dialog', async () => {
    serveSurvey(makeSurvey());
    const { user, router } = renderEditor(
      `/projects/${PROJECT_ID}/constructions/none/quantitySurveys/${SURVEY_ID}?sheet=1`,
    );
    await findGrid();
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${PROJECT_ID}/constructions/${CONSTRUCTION_ID}/quantitySurveys/${SURVEY_ID}`,
      ),
    );
    expect(router.state.location.search).toBe('?sheet=1');
    await user.click(screen.getByRole('button', { name: 'Vorlage anwenden' }));
    expect(screen.getByRole('dialog', { name: 'Vorlage anwenden (Test)' })).toHaveTextContent(SURVEY_ID);
  });
});
