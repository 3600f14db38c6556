import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeProject, meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { pdfBlob, stubWindowOpen } from '../../lib/testing/fake-window-open';
import { QuantitySurveySheetsPage } from './quantity-survey-sheets-page';
import {
  BATH_ID,
  LOOSE_SURVEY_ID,
  looseSurvey,
  makeConstruction,
  makeSurvey,
  makeSurveyDetail,
  page,
  projectSheets,
  SURVEY_ID,
} from './testing/survey-fixtures';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const SHEETS_PATH = `/api/v1/projects/${PROJECT_ID}/quantity-survey-sheets`;
const PDF_PATH = `/api/v1/quantity-surveys/${SURVEY_ID}/pdf`;
const LOOSE_PDF_PATH = `/api/v1/quantity-surveys/${LOOSE_SURVEY_ID}/pdf`;

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/constructions`, {
    status: 200,
    data: { items: [makeConstruction()] },
  });
  apiStub.on('GET', '/api/v1/quantity-surveys', { status: 200, data: page([makeSurvey(), looseSurvey]) });
  apiStub.on('GET', SHEETS_PATH, (request) => ({
    status: 200,
    data: {
      items: projectSheets.filter(
        (sheet) =>
          (!request.query.get('surveyId') || sheet.survey.id === request.query.get('surveyId')) &&
          (!request.query.get('status') || sheet.survey.status === request.query.get('status')) &&
          (!request.query.get('constructionId') ||
            (sheet.construction?.id ?? 'none') === request.query.get('constructionId')),
      ),
    },
  }));
  apiStub.on('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`, { status: 200, data: makeSurveyDetail() });
});

afterEach(() => {
  vi.restoreAllMocks();
});

function renderPage(search = '') {
  const rendered = renderRoutes(
    [
      { path: '/projects/:projectId/quantitySurveySheets', Component: QuantitySurveySheetsPage },
      {
        path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:surveyId',
        element: <p>Editor</p>,
      },
    ],
    { initialEntries: [`/projects/${PROJECT_ID}/quantitySurveySheets${search}`] },
  );
  return { ...rendered, user: userEvent.setup() };
}

const table = () => screen.getByRole('table', { name: 'Aufmaßblätter' });
const bodyRows = () => within(table()).getAllByRole('row').slice(1);

// Form-filling scripts type a lot; on a busy machine they need more than the default 5 s.
describe('quantity survey sheets page', () => {
  it('lists every sheet of the project with its survey, construction, status and positions', async () => {
    renderPage();
    expect(await screen.findByRole('table', { name: 'Aufmaßblätter' })).toBeInTheDocument();
    const cells = bodyRows().map((row) =>
      within(row)
        .getAllByRole('cell')
        .slice(1, 8)
        .map((cell) => cell.textContent),
    );
    expect(cells).toEqual([
      ['Blatt 1', 'Wände', 'Fliesen Bad', 'Bad OG', 'Eingereicht', '5', '01.0010, 01.0020'],
      ['Blatt 2', 'Boden', 'Fliesen Bad', 'Bad OG', 'Eingereicht', '1', '01.0030'],
      ['Blatt 1', '', 'Regie', '–', 'Entwurf', '0', '–'],
    ]);
    expect(screen.getByText('3 Blätter')).toBeInTheDocument();
  });

  it('keeps the filters in the URL and asks the server with them', async () => {
    const { user, router } = renderPage('?status=submitted');
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Eingereicht');
    expect(bodyRows()).toHaveLength(2);
    expect(apiStub.requests('GET', SHEETS_PATH).at(-1)?.url).toBe(`${SHEETS_PATH}?status=submitted`);

    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Alle' }));
    await user.click(screen.getByRole('combobox', { name: 'Aufmaß' }));
    await user.click(await screen.findByRole('option', { name: 'Regie' }));

    await waitFor(() => expect(router.state.location.search).toBe(`?surveyId=${LOOSE_SURVEY_ID}`));
    await waitFor(() => expect(bodyRows()).toHaveLength(1));
    expect(apiStub.requests('GET', SHEETS_PATH).at(-1)?.url).toBe(
      `${SHEETS_PATH}?surveyId=${LOOSE_SURVEY_ID}`,
    );

    await user.click(screen.getByRole('combobox', { name: 'Bauteil' }));
    await user.click(await screen.findByRole('option', { name: 'Bad OG' }));
    await waitFor(() =>
      expect(apiStub.requests('GET', SHEETS_PATH).at(-1)?.url).toBe(
        `${SHEETS_PATH}?surveyId=${LOOSE_SURVEY_ID}&constructionId=${BATH_ID}`,
      ),
    );
    expect(await screen.findByText('Kein Aufmaßblatt passt zu den Filtern.')).toBeInTheDocument();
  });

  it('sends the typed search once typing pauses', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.type(screen.getByRole('searchbox', { name: 'Suchen' }), 'Wände');
    await waitFor(() => expect(router.state.location.search).toBe('?q=W%C3%A4nde'));
    await waitFor(() =>
      expect(apiStub.requests('GET', SHEETS_PATH).at(-1)?.url).toBe(`${SHEETS_PATH}?q=W%C3%A4nde`),
    );
  });

  it('opens the editor on the sheet of the clicked row', async () => {
    const { user, router } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(within(bodyRows()[1]!).getByText('Boden'));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${SURVEY_ID}`,
      ),
    );
    expect(router.state.location.search).toBe('?sheet=2');
  });

  it('links a sheet without construction to the editor route of "none"', async () => {
    renderPage();
    expect(await screen.findByRole('link', { name: 'Blatt 1 von Regie' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/constructions/none/quantitySurveys/${LOOSE_SURVEY_ID}?sheet=1`,
    );
  });

  it('prints the checked sheet as PDF of its survey and opens it in a new tab', async () => {
    const { tabs } = stubWindowOpen();
    let answer: (reply: { status: number; data: Blob }) => void = () => undefined;
    apiStub.on('GET', PDF_PATH, () => new Promise((resolve) => (answer = resolve)));
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('checkbox', { name: 'Blatt 2 von Fliesen Bad auswählen' }));
    await user.click(screen.getByRole('button', { name: '1 Blatt drucken' }));

    expect(await screen.findByText('PDF wird erstellt …')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Blatt drucken' })).toBeDisabled();
    expect(apiStub.requests('GET', PDF_PATH).map((request) => request.url)).toEqual([`${PDF_PATH}?sheets=2`]);
    answer({ status: 200, data: pdfBlob() });

    await waitFor(() => expect(tabs[0]?.location.href).toMatch(/^blob:/));
    expect(tabs).toHaveLength(1);
    expect(screen.queryByText('PDF wird erstellt …')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: '1 Blatt drucken' })).toBeEnabled();
  });

  it('prints all shown sheets when none is checked, one PDF per survey with its sheets', async () => {
    const { tabs } = stubWindowOpen();
    apiStub.on('GET', PDF_PATH, { status: 200, data: pdfBlob() });
    apiStub.on('GET', LOOSE_PDF_PATH, { status: 200, data: pdfBlob() });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('button', { name: 'Drucken' }));

    await waitFor(() => expect(tabs.map((tab) => tab.location.href.slice(0, 5))).toEqual(['blob:', 'blob:']));
    expect(apiStub.requests('GET', PDF_PATH).map((request) => request.url)).toEqual([
      `${PDF_PATH}?sheets=1,2`,
    ]);
    expect(apiStub.requests('GET', LOOSE_PDF_PATH).map((request) => request.url)).toEqual([
      `${LOOSE_PDF_PATH}?sheets=1`,
    ]);
  });

  it('offers the PDF as a download link when the browser blocks the new tab', async () => {
    stubWindowOpen({ blocked: true });
    apiStub.on('GET', PDF_PATH, { status: 200, data: pdfBlob() });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('checkbox', { name: 'Blatt 1 von Fliesen Bad auswählen' }));
    await user.click(screen.getByRole('button', { name: '1 Blatt drucken' }));

    const link = await screen.findByRole('link', { name: 'Aufmassblaetter-1.pdf herunterladen' });
    expect(link.getAttribute('href')).toMatch(/^blob:/);
    expect(link).toHaveAttribute('download', 'Aufmassblaetter-1.pdf');
  });

  it('shows a German error toast with the problem when the PDF fails, and closes the opened tab', async () => {
    const { tabs } = stubWindowOpen();
    const problem = { type: 'about:blank', title: 'Keine Vorlage für Aufmaßblätter', status: 422 };
    apiStub.on('GET', PDF_PATH, {
      status: 422,
      data: new Blob([JSON.stringify(problem)], { type: 'application/problem+json' }),
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('checkbox', { name: 'Blatt 1 von Fliesen Bad auswählen' }));
    await user.click(screen.getByRole('button', { name: '1 Blatt drucken' }));

    await waitFor(() =>
      expect(toastsShown()).toContainEqual(
        expect.objectContaining({
          kind: 'error',
          title: 'Das PDF konnte nicht erstellt werden',
          text: 'Keine Vorlage für Aufmaßblätter',
        }),
      ),
    );
    expect(tabs[0]?.closed).toBe(true);
    expect(screen.queryByText('PDF wird erstellt …')).not.toBeInTheDocument();
  });
});
