import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ApplyTemplateResponse } from '@vendoc/contract/quantity-surveys';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { makeProject, meAs, PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { surveyKeys } from '../../../entities/quantity-survey/survey-keys';
import { QuantitySurveyTemplatesPage } from '../quantity-survey-templates-page';
import {
  BATH_ID,
  BOQ_ID,
  makeSurvey,
  makeSurveyDetail,
  makeTemplate,
  page,
  SHEET_1_ID,
  SHEET_2_ID,
  SURVEY_ID,
  TEMPLATE_ID,
} from '../testing/survey-fixtures';
import { ApplyTemplateDialog } from './apply-template-dialog';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const APPLY_PATH = `/api/v1/quantity-surveys/${SURVEY_ID}/apply-template`;
const APPLIED: ApplyTemplateResponse = {
  lines: [
    {
      id: 'e4c1b6d8-ef57-4809-a4b5-900112233445',
      sheetId: SHEET_2_ID,
      row: 'B0',
      oz: '01.0010',
      marker: '',
      text: 'Wände',
      formulaNumber: 91,
      expression: '2*(L+B)*H',
      photo: null,
      version: 1,
      updatedAt: '2026-03-05T08:00:00.000Z',
    },
  ],
  variables: [],
};

const boqNode = (oz: string, shortText: string, kind: 'item' | 'title' = 'item') => ({
  id: `f5d2c7e9-f068-491a-b5c6-${oz.replace(/\D/g, '').padStart(12, '0')}`,
  parentId: null,
  depth: 0,
  kind,
  oz,
  shortText,
  qty: '10.000',
  unit: 'm2',
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
});

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', '/api/v1/quantity-survey-templates', {
    status: 200,
    data: {
      items: [
        makeTemplate({ id: 'a0000000-0000-4000-8000-000000000001', name: 'Raum: Boden', parameters: [] }),
        makeTemplate(),
      ],
    },
  });
  apiStub.on('GET', '/api/v1/quantity-surveys', {
    status: 200,
    data: page([
      makeSurvey(),
      makeSurvey({ id: 'a0000000-0000-4000-8000-000000000002', name: 'Altbau', status: 'approved' }),
    ]),
  });
  apiStub.on('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`, { status: 200, data: makeSurveyDetail() });
  apiStub.on('GET', `/api/v1/boqs/${BOQ_ID}/nodes`, {
    status: 200,
    data: {
      items: [
        boqNode('01', 'Fliesenarbeiten', 'title'),
        boqNode('01.0010', 'Wandfliesen'),
        boqNode('01.0020', 'Sockel'),
      ],
      nextCursor: null,
      total: 3,
    },
  });
  apiStub.on('POST', APPLY_PATH, { status: 200, data: APPLIED });
});

// Form-filling scripts type a lot; on a busy machine they need more than the default 5 s.
describe('apply template dialog', () => {
  it('on the templates page: picks survey, sheet, position and values, then opens the editor there', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/projects/:projectId/quantitySurveyTemplates', Component: QuantitySurveyTemplatesPage },
        {
          path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:surveyId',
          element: <p>Editor</p>,
        },
      ],
      { initialEntries: [`/projects/${PROJECT_ID}/quantitySurveyTemplates`] },
    );
    await user.click(await screen.findByRole('button', { name: 'Raum: Wände anwenden' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorlage anwenden' });
    expect(within(dialog).getByRole('combobox', { name: 'Vorlage' })).toHaveTextContent('Raum: Wände');

    await user.click(within(dialog).getByRole('combobox', { name: 'Aufmaß' }));
    expect(await screen.findByRole('option', { name: 'Altbau (gesperrt)' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Fliesen Bad' }));
    const sheet = await within(dialog).findByRole('combobox', { name: 'Blatt' });
    await waitFor(() => expect(sheet).toHaveTextContent('Blatt 1 – Wände'));
    await user.click(sheet);
    await user.click(await screen.findByRole('option', { name: 'Blatt 2 – Boden' }));

    const position = within(dialog).getByRole('combobox', { name: 'Position (OZ)' });
    await user.click(position);
    await user.type(position, 'wandf');
    await user.click(await screen.findByRole('option', { name: /01\.0010\s*Wandfliesen/ }));
    expect(position).toHaveValue('01.0010');

    const length = within(dialog).getByRole('textbox', { name: 'L – Länge' });
    expect(length).toHaveValue('4,25');
    await user.clear(length);
    await user.type(length, '5,10');
    await user.click(within(dialog).getByRole('button', { name: 'Anwenden' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${SURVEY_ID}`,
      ),
    );
    expect(router.state.location.search).toBe('?sheet=2');
    expect(apiStub.requests('POST', APPLY_PATH).map((request) => request.body)).toEqual([
      {
        templateId: TEMPLATE_ID,
        sheetId: SHEET_2_ID,
        oz: '01.0010',
        parameters: { L: '5,10', B: '3,10', H: '2,50' },
      },
    ]);
  });

  it('in the editor: asks only template, position and values, checks the values and reports the result', async () => {
    const user = userEvent.setup();
    const onApplied = vi.fn();
    const onClose = vi.fn();
    const { queryClient } = renderRoutes([
      {
        path: '*',
        element: (
          <ApplyTemplateDialog
            open
            surveyId={SURVEY_ID}
            sheetId={SHEET_1_ID}
            defaultOz="01.0020"
            onClose={onClose}
            onApplied={onApplied}
          />
        ),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Vorlage anwenden' });
    expect(within(dialog).queryByRole('combobox', { name: 'Aufmaß' })).not.toBeInTheDocument();
    expect(within(dialog).queryByRole('combobox', { name: 'Blatt' })).not.toBeInTheDocument();
    expect(within(dialog).getByRole('combobox', { name: 'Position (OZ)' })).toHaveValue('01.0020');

    await user.click(within(dialog).getByRole('combobox', { name: 'Vorlage' }));
    await user.click(await screen.findByRole('option', { name: 'Raum: Wände' }));
    const width = within(dialog).getByRole('textbox', { name: 'B – Breite' });
    await user.clear(width);
    await user.type(width, '3,1x');
    expect(width).toHaveAttribute('aria-invalid', 'true');
    await user.click(within(dialog).getByRole('button', { name: 'Anwenden' }));
    expect(apiStub.requests('POST', APPLY_PATH)).toHaveLength(0);

    await user.clear(width);
    await user.click(within(dialog).getByRole('button', { name: 'Anwenden' }));
    expect(await within(dialog).findByText('Bitte einen Wert eingeben.')).toBeInTheDocument();
    expect(apiStub.requests('POST', APPLY_PATH)).toHaveLength(0);

    await user.type(width, '3,30');
    await user.click(within(dialog).getByRole('button', { name: 'Anwenden' }));

    await waitFor(() => expect(onApplied).toHaveBeenCalledTimes(1));
    expect(onApplied).toHaveBeenCalledWith(APPLIED, {
      surveyId: SURVEY_ID,
      constructionId: BATH_ID,
      sheetId: SHEET_1_ID,
      sheetNumber: 1,
    });
    expect(apiStub.requests('POST', APPLY_PATH).map((request) => request.body)).toEqual([
      {
        templateId: TEMPLATE_ID,
        sheetId: SHEET_1_ID,
        oz: '01.0020',
        parameters: { L: '4,25', B: '3,30', H: '2,50' },
      },
    ]);
    // The survey's cache entry was invalidated: the open dialog's query loads it again.
    await waitFor(() =>
      expect(apiStub.requests('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`)).toHaveLength(2),
    );
    expect(queryClient.getQueryState(surveyKeys.detail(SURVEY_ID))?.dataUpdateCount).toBe(2);
  });

  it('shows the server’s message for a value at its parameter', async () => {
    apiStub.on('POST', APPLY_PATH, {
      status: 400,
      data: {
        type: 'x',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'parameters.H', message: 'Wert für „H“ fehlt' }],
      },
    });
    const user = userEvent.setup();
    renderRoutes([
      {
        path: '*',
        element: (
          <ApplyTemplateDialog
            open
            surveyId={SURVEY_ID}
            sheetId={SHEET_1_ID}
            defaultOz={null}
            templateId={TEMPLATE_ID}
            onClose={vi.fn()}
            onApplied={vi.fn()}
          />
        ),
      },
    ]);
    const dialog = await screen.findByRole('dialog', { name: 'Vorlage anwenden' });
    await within(dialog).findByRole('textbox', { name: 'H – Höhe' });
    await waitFor(() => expect(within(dialog).getByRole('button', { name: 'Anwenden' })).toBeEnabled());
    await user.click(within(dialog).getByRole('button', { name: 'Anwenden' }));

    expect(await within(dialog).findByText('Wert für „H“ fehlt')).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'H – Höhe' })).toHaveAttribute('aria-invalid', 'true');
    expect(within(dialog).getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die Werte.');
    expect(
      apiStub.requests('POST', APPLY_PATH).map((request) => (request.body as { oz: unknown }).oz),
    ).toEqual([null]);
  });
});
