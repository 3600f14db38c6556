import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeProject, meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
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

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const SHEETS_PATH = `/api/v1/projects/${PROJECT_ID}/quantity-survey-sheets`;

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

const originalPrint = Object.getOwnPropertyDescriptor(window, 'print');

/** happy-dom has no print dialog: a stand-in that records the calls. */
function stubPrint() {
  const print = vi.fn<() => void>();
  Object.defineProperty(window, 'print', { value: print, configurable: true, writable: true });
  return print;
}

afterEach(() => {
  if (originalPrint) Object.defineProperty(window, 'print', originalPrint);
  else Reflect.deleteProperty(window, 'print');
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

/** The "Variablen" line of a printed sheet, item by item; null when the sheet prints none. */
function printedVariables(sheet: HTMLElement): string[] | null {
  const list = within(sheet).queryByRole('list', { hidden: true });
  if (!list) return null;
  expect(list).toHaveAttribute('aria-label', 'Variablen');
  return within(list)
    .getAllByRole('listitem', { hidden: true })
    .map((item) => item.textContent ?? '');
}

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

  it('prints the checked sheet with the results of the formula engine', async () => {
    const print = stubPrint();
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('checkbox', { name: 'Blatt 1 von Fliesen Bad auswählen' }));
    await user.click(screen.getByRole('button', { name: '1 Blatt drucken' }));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    const sheet = screen.getByRole('region', { name: 'Fliesen Bad – Blatt 1 – Wände', hidden: true });
    expect(screen.queryByRole('region', { name: /Blatt 2/, hidden: true })).not.toBeInTheDocument();
    expect(sheet).toHaveTextContent('ProjektNeubau Kita Sonnenschein');
    expect(sheet).toHaveTextContent('AufmaßFliesen Bad (Bad OG)');
    expect(sheet).toHaveTextContent('StatusEingereicht');
    expect(sheet).toHaveTextContent('Stand: 04.03.2026');
    // The survey-wide L and H and the sheet's B, with which 0001B0 is calculated.
    expect(printedVariables(sheet)).toEqual(['L = 4,25', 'H = 2,50', 'B = 3,10']);

    const [lines, sums] = within(sheet).getAllByRole('table', { hidden: true });
    const rows = within(lines!)
      .getAllByRole('row', { hidden: true })
      .map((row) =>
        within(row)
          .queryAllByRole('cell', { hidden: true })
          .map((cell) => cell.textContent),
      );
    expect(rows.slice(1)).toEqual([
      // 2,40 · 2,75 − 1,01 · 2,135 = 6,6 − 2,15635 = 4,44365
      ['0001A0', '01.0010', '', 'Wand Nord', '2,40*2,75-1,01*2,135', '4,444'],
      // 2 · (4,25 + 3,10) · 2,50 = 36,75
      ['0001B0', '01.0010', '', 'Wände umlaufend', '2*(L+B)*H', '36,750'],
      // −0,885 · 2,01 = −1,77885
      ['0001C0', '01.0010', '', 'Abzug Tür', '-0,885*2,01', '-1,779'],
      ['0001D0', '', '*', 'Fenster wird separat gemessen'],
      // rectangle 4,5 · 0,1 (· 1) = 0,45
      ['0001E0', '01.0020', '', 'Sockel', 'FN 4: 4,5;0,1', '0,450'],
    ]);
    const sumRows = within(sums!)
      .getAllByRole('row', { hidden: true })
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell', { hidden: true })
          .map((cell) => cell.textContent),
      );
    // 4,444 + 36,750 − 1,779 = 39,415
    expect(sumRows).toEqual([
      ['01.0010', '39,415'],
      ['01.0020', '0,450'],
    ]);

    window.dispatchEvent(new Event('afterprint'));
    await waitFor(() =>
      expect(
        screen.queryByRole('region', { name: /Fliesen Bad – Blatt 1/, hidden: true }),
      ).not.toBeInTheDocument(),
    );
    expect(apiStub.requests('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`)).toHaveLength(1);
  });

  it('prints all shown sheets when none is checked, each survey loaded once', async () => {
    const print = stubPrint();
    const loose = makeSurveyDetail({
      ...looseSurvey,
      sheets: [{ id: projectSheets[2]!.id, number: 1, title: '', version: 1 }],
      lines: [],
      variables: [],
    });
    apiStub.on('GET', `/api/v1/quantity-surveys/${LOOSE_SURVEY_ID}`, { status: 200, data: loose });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('button', { name: 'Drucken' }));

    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));
    expect(
      screen
        .getAllByRole('region', { name: /Blatt/, hidden: true })
        .map((region) => region.getAttribute('aria-label')),
    ).toEqual(['Fliesen Bad – Blatt 1 – Wände', 'Fliesen Bad – Blatt 2 – Boden', 'Regie – Blatt 1']);
    // L · 2 = 4,25 · 2 = 8,5 (sheet 2 sees the survey-wide L)
    expect(
      screen.getByRole('region', { name: 'Fliesen Bad – Blatt 2 – Boden', hidden: true }),
    ).toHaveTextContent('0002A001.0030BodenL*28,500');
    expect(
      printedVariables(screen.getByRole('region', { name: 'Regie – Blatt 1', hidden: true })),
    ).toBeNull();
    expect(screen.getByRole('region', { name: 'Regie – Blatt 1', hidden: true })).not.toHaveTextContent(
      'Variablen',
    );
    expect(apiStub.requests('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`)).toHaveLength(1);
    expect(apiStub.requests('GET', `/api/v1/quantity-surveys/${LOOSE_SURVEY_ID}`)).toHaveLength(1);
  });

  it('prints above the lines of each sheet the variables valid on it, formulas with their values', async () => {
    const print = stubPrint();
    const detail = makeSurveyDetail();
    const [sheet1, sheet2] = detail.sheets;
    apiStub.on('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`, {
      status: 200,
      data: {
        ...detail,
        variables: [
          ...detail.variables,
          {
            id: 'c0000000-0000-4000-8000-000000000104',
            sheetId: sheet1!.id,
            name: 'U',
            expression: '2*(L+B)',
            version: 1,
          },
          {
            id: 'c0000000-0000-4000-8000-000000000105',
            sheetId: sheet2!.id,
            name: 'H',
            expression: '3',
            version: 1,
          },
        ],
      },
    });
    const { user } = renderPage();
    await screen.findByRole('table', { name: 'Aufmaßblätter' });
    await user.click(screen.getByRole('checkbox', { name: 'Blatt 1 von Fliesen Bad auswählen' }));
    await user.click(screen.getByRole('checkbox', { name: 'Blatt 2 von Fliesen Bad auswählen' }));
    await user.click(screen.getByRole('button', { name: '2 Blätter drucken' }));
    await waitFor(() => expect(print).toHaveBeenCalledTimes(1));

    const first = screen.getByRole('region', { name: 'Fliesen Bad – Blatt 1 – Wände', hidden: true });
    // U = 2 · (4,25 + 3,10) = 2 · 7,35 = 14,7
    expect(printedVariables(first)).toEqual(['L = 4,25', 'H = 2,50', 'B = 3,10', 'U = 2*(L+B) = 14,700']);
    expect(first).toHaveTextContent('Variablen:L = 4,25');
    const list = within(first).getByRole('list', { hidden: true });
    const [lines] = within(first).getAllByRole('table', { hidden: true });
    expect(list.compareDocumentPosition(lines!) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();

    // Sheet 2's own H = 3 hides the survey-wide H = 2,50; B and U belong to sheet 1.
    const second = screen.getByRole('region', { name: 'Fliesen Bad – Blatt 2 – Boden', hidden: true });
    expect(printedVariables(second)).toEqual(['L = 4,25', 'H = 3']);
  });
});
