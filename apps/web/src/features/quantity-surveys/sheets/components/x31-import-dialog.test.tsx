import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { InternalAxiosRequestConfig } from 'axios';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt, renderRoutes } from '../../../../components/testing/render-app';
import type { FakeReply } from '../../../../lib/http/fake-server';
import { deferred } from '../../../../lib/http/test-client';
import { makeBoq, makeProject, meAs, PROJECT_ID } from '../../../../lib/testing/api-fixtures';
import { fakeApi } from '../../../../lib/testing/fake-api';
import { QuantitySurveySheetsPage } from '../../quantity-survey-sheets-page';
import {
  BATH_ID,
  BOQ_ID,
  looseSurvey,
  makeConstruction,
  makeSurvey,
  page,
  projectSheets,
  SURVEY_ID,
} from '../../testing/survey-fixtures';
import { X31ImportDialog } from './x31-import-dialog';

vi.mock('../../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../../lib/testing/fake-api')).fakeApi.http,
}));

const IMPORT_PATH = '/api/v1/quantity-surveys/import';
const SHEETS_PATH = `/api/v1/projects/${PROJECT_ID}/quantity-survey-sheets`;
const ADDENDUM_ID = 'd3a1b2c4-5e6f-4a7b-8c9d-0e1f2a3b4c5d';

const contract = makeBoq({ id: BOQ_ID });
let boqs = [contract, makeBoq({ id: ADDENDUM_ID, name: 'Nachtrag 1', kind: 'addendum' })];

/** The import's answer: the new draft survey under the bath, measuring the addendum. */
const IMPORTED = {
  survey: makeSurvey({
    name: 'Aufmaß Fliesen (X31)',
    status: 'draft',
    boq: { id: ADDENDUM_ID, name: 'Nachtrag 1', kind: 'addendum' },
    sheetCount: 3,
    lineCount: 1234,
    version: 1,
  }),
  warnings: [
    'Die Adresse B0 auf Blatt 2 kam doppelt vor; die Zeile steht jetzt in C0.',
    'Blatt 3 ist voll: die Zeile Z9 wurde nicht übernommen.',
  ],
};

type Route = (config: InternalAxiosRequestConfig) => FakeReply | Promise<FakeReply>;

/** Answers the page's and the dialog's GETs; `onImport` answers the upload. */
function serve(onImport: Route) {
  fakeApi.answer((config) => {
    const call = `${(config.method ?? 'get').toUpperCase()} ${config.url ?? ''}`;
    switch (call) {
      case 'GET /api/v1/me':
        return { status: 200, data: meAs('fitter') };
      case `GET /api/v1/projects/${PROJECT_ID}`:
        return { status: 200, data: makeProject() };
      case `GET /api/v1/projects/${PROJECT_ID}/constructions`:
        return { status: 200, data: { items: [makeConstruction()] } };
      case `GET /api/v1/projects/${PROJECT_ID}/boqs`:
        return { status: 200, data: { items: boqs } };
      case 'GET /api/v1/quantity-surveys':
        return { status: 200, data: page([makeSurvey(), looseSurvey]) };
      case `GET ${SHEETS_PATH}`:
        return { status: 200, data: { items: projectSheets } };
      case `POST ${IMPORT_PATH}`:
        return onImport(config);
      default:
        return { status: 501, data: { title: `no answer for ${call}` } };
    }
  });
}

const requestsTo = (method: string, url: string) =>
  fakeApi.requests.filter((request) => request.method?.toUpperCase() === method && request.url === url);

const x31File = () =>
  new File(['<?xml version="1.0"?><GAEB/>'], 'Aufmass Fliesen.X31', { type: 'application/xml' });

function formOf(config: InternalAxiosRequestConfig | undefined): FormData {
  expect(config?.data).toBeInstanceOf(FormData);
  return config?.data as FormData;
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
  boqs = [contract, makeBoq({ id: ADDENDUM_ID, name: 'Nachtrag 1', kind: 'addendum' })];
});

describe('X31 import from the sheets page', () => {
  it('uploads the file with project, construction and BoQ, shows the summary and warnings, then opens the survey', async () => {
    const finished = deferred<void>();
    serve(async (config) => {
      config.onUploadProgress?.({
        loaded: 300,
        total: 1000,
        bytes: 300,
        lengthComputable: true,
        upload: true,
      });
      await finished.promise;
      return { status: 201, data: IMPORTED };
    });
    const { router } = renderRoutes(
      [
        { path: '/projects/:projectId/quantitySurveySheets', Component: QuantitySurveySheetsPage },
        {
          path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:surveyId',
          element: <p>Editor</p>,
        },
      ],
      { initialEntries: [`/projects/${PROJECT_ID}/quantitySurveySheets`] },
    );
    const user = userEvent.setup();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(await screen.findByRole('button', { name: 'X31 importieren' }));

    const dialog = screen.getByRole('dialog', { name: 'Aufmaß aus X31 importieren' });
    expect(within(dialog).getByRole('button', { name: 'Importieren' })).toBeDisabled();
    expect(within(dialog).getByRole('combobox', { name: 'Bauteil' })).toHaveTextContent('Ohne Bauteil');
    // The contract BoQ is preselected once the list is there.
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' })).toHaveTextContent(
        'Auftrags-LV (Auftrag)',
      ),
    );
    await user.upload(within(dialog).getByTestId('import-file-input'), x31File());
    expect(within(dialog).getByText('Aufmass Fliesen.X31')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Bauteil' }));
    await user.click(await screen.findByRole('option', { name: 'Bad OG' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Auftrags-LVAuftrag · 3 Positionen',
      'Nachtrag 1Nachtrag · 3 Positionen',
      'Ohne LVPositionen frei eintragen, ohne Abgleich mit einem LV',
    ]);
    await user.click(screen.getByRole('option', { name: /Nachtrag 1/ }));
    const sheetLoadsBefore = requestsTo('GET', SHEETS_PATH).length;
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));

    const bar = await within(dialog).findByRole('progressbar', { name: 'Upload von Aufmass Fliesen.X31' });
    expect(bar).toHaveAttribute('aria-valuenow', '30');
    expect(within(dialog).getByText('30 % hochgeladen')).toBeInTheDocument();
    const [upload] = requestsTo('POST', IMPORT_PATH);
    expect(upload?.timeout).toBe(0);
    const form = formOf(upload);
    expect([...form.keys()]).toEqual(['projectId', 'constructionId', 'boqId', 'file']);
    expect(form.get('projectId')).toBe(PROJECT_ID);
    expect(form.get('constructionId')).toBe(BATH_ID);
    expect(form.get('boqId')).toBe(ADDENDUM_ID);
    expect((form.get('file') as File).name).toBe('Aufmass Fliesen.X31');

    await act(async () => finished.resolve());
    const done = await screen.findByRole('dialog', { name: 'Aufmaß importiert' });
    const summary = within(done).getByTestId('x31-import-summary');
    const pairs = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Datei: Aufmass Fliesen.X31',
      'Aufmaß: Aufmaß Fliesen (X31)',
      'Bauteil: Bad OG',
      'LV: Nachtrag 1',
      'Blätter: 3',
      'Zeilen: 1.234',
    ]);
    const warnings = within(summary).getByRole('region', { name: '2 Hinweise beim Import' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(IMPORTED.warnings);
    // The sheet list behind the dialog is asked for again, with the new survey's sheets.
    await waitFor(() => expect(requestsTo('GET', SHEETS_PATH).length).toBeGreaterThan(sheetLoadsBefore));

    await user.click(within(done).getByRole('button', { name: 'Aufmaß öffnen' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${SURVEY_ID}`,
      ),
    );
    expect(screen.getByText('Editor')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });

  it('preselects the construction the page is filtered by', async () => {
    serve(() => ({ status: 201, data: IMPORTED }));
    renderRoutes(
      [{ path: '/projects/:projectId/quantitySurveySheets', Component: QuantitySurveySheetsPage }],
      { initialEntries: [`/projects/${PROJECT_ID}/quantitySurveySheets?constructionId=${BATH_ID}`] },
    );
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'X31 importieren' }));
    const dialog = screen.getByRole('dialog', { name: 'Aufmaß aus X31 importieren' });
    await waitFor(() =>
      expect(within(dialog).getByRole('combobox', { name: 'Bauteil' })).toHaveTextContent('Bad OG'),
    );
    await user.upload(within(dialog).getByTestId('import-file-input'), x31File());
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    await screen.findByRole('dialog', { name: 'Aufmaß importiert' });
    const form = formOf(requestsTo('POST', IMPORT_PATH)[0]);
    expect(form.get('constructionId')).toBe(BATH_ID);
    expect(form.get('boqId')).toBe(BOQ_ID);
  });
});

describe('X31 import dialog', () => {
  function renderDialog() {
    const onClose = vi.fn();
    renderAt(<X31ImportDialog projectId={PROJECT_ID} onClose={onClose} />);
    return { onClose, user: userEvent.setup() };
  }

  it('leaves the construction out when none is chosen, sends "none" for "Ohne LV", and says when there were no warnings', async () => {
    serve(() => ({
      status: 201,
      data: {
        survey: makeSurvey({ construction: null, boq: null, name: 'Regie', sheetCount: 1, lineCount: 2 }),
        warnings: [],
      },
    }));
    const { user, onClose } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), x31File());
    const boqField = screen.getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(boqField).toHaveTextContent('Auftrags-LV (Auftrag)'));
    await user.click(boqField);
    await user.click(await screen.findByRole('option', { name: /^Ohne LV/ }));
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    const done = await screen.findByRole('dialog', { name: 'Aufmaß importiert' });

    const form = formOf(requestsTo('POST', IMPORT_PATH)[0]);
    expect([...form.keys()]).toEqual(['projectId', 'boqId', 'file']);
    expect(form.get('boqId')).toBe('none');
    const summary = within(done).getByTestId('x31-import-summary');
    expect(within(summary).getByText('Ohne Bauteil')).toBeInTheDocument();
    expect(within(summary).getByText('kein LV')).toBeInTheDocument();
    expect(within(summary).getByText('Keine Hinweise beim Import.')).toBeInTheDocument();
    expect(within(summary).queryByRole('region')).not.toBeInTheDocument();
    await user.click(within(done).getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('waits for a choice when the project has several BoQs and no contract', async () => {
    boqs = [
      makeBoq({ id: BOQ_ID, name: 'LV Flechtingen', kind: 'tender', createdAt: '2026-03-01T08:00:00.000Z' }),
      makeBoq({
        id: ADDENDUM_ID,
        name: 'LV Lagerhalle',
        kind: 'tender',
        createdAt: '2026-03-02T08:00:00.000Z',
      }),
    ];
    serve(() => ({ status: 201, data: IMPORTED }));
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), x31File());
    const boqField = screen.getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    expect(
      await screen.findByText(
        'Das Projekt hat mehrere LVs und keinen Auftrag: bitte wählen, welches gemessen wird.',
      ),
    ).toBeInTheDocument();
    expect(boqField).toHaveTextContent('Bitte wählen');
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeDisabled();
    await user.click(boqField);
    await user.click(await screen.findByRole('option', { name: /LV Flechtingen/ }));
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    await screen.findByRole('dialog', { name: 'Aufmaß importiert' });
    expect(formOf(requestsTo('POST', IMPORT_PATH)[0]).get('boqId')).toBe(BOQ_ID);
  });

  it("shows the server's reason when the file is no X31 and keeps the file for another try", async () => {
    let attempts = 0;
    serve(() => {
      attempts += 1;
      return attempts === 1
        ? {
            status: 422,
            data: {
              type: 'unprocessable',
              title: 'Unprocessable Content',
              status: 422,
              detail: '„Aufmass Fliesen.X31“ ist keine lesbare X31-Datei: Zeile 1: <GAEB> erwartet',
            },
          }
        : { status: 201, data: IMPORTED };
    });
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), x31File());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Import abgelehnt: „Aufmass Fliesen.X31“ ist keine lesbare X31-Datei: Zeile 1: <GAEB> erwartet',
    );
    const dialog = screen.getByRole('dialog', { name: 'Aufmaß aus X31 importieren' });
    expect(within(dialog).getByText('Aufmass Fliesen.X31')).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Andere Datei auswählen' })).toBeEnabled();

    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    await screen.findByRole('dialog', { name: 'Aufmaß importiert' });
    const uploads = requestsTo('POST', IMPORT_PATH);
    expect(uploads).toHaveLength(2);
    expect((formOf(uploads[1]).get('file') as File).name).toBe('Aufmass Fliesen.X31');
  });

  it('shows the German reasons of a refused field (400)', async () => {
    serve(() => ({
      status: 400,
      data: {
        type: 'validation',
        title: 'Bad Request',
        status: 400,
        detail: 'The request is not valid.',
        errors: [{ path: 'boqId', message: 'Das Leistungsverzeichnis gehört nicht zu diesem Projekt' }],
      },
    }));
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), x31File());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Import abgelehnt: Das Leistungsverzeichnis gehört nicht zu diesem Projekt',
    );
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeEnabled();
  });
});
