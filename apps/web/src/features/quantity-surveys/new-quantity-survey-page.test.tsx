import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import {
  CLIENT_ID,
  makeBoq,
  makeClient,
  makeProject,
  meAs,
  PROJECT_ID,
} from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { NewQuantitySurveyPage } from './new-quantity-survey-page';
import { BATH_ID, makeConstruction, makeSurvey, page, SURVEY_ID } from './testing/survey-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const NEW_CLIENT_ID = 'a0000000-0000-4000-8000-0000000000c1';
const NEW_PROJECT_ID = 'a0000000-0000-4000-8000-0000000000b1';
const FLECHTINGEN_ID = 'a0000000-0000-4000-8000-0000000000d1';

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  posts = [];
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/clients', { status: 200, data: page([makeClient()]) });
  apiStub.on('GET', '/api/v1/projects', { status: 200, data: page([makeProject()]) });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/constructions`, {
    status: 200,
    data: { items: [makeConstruction()] },
  });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, {
    status: 200,
    data: {
      items: [
        makeBoq({ id: FLECHTINGEN_ID, name: 'LV Flechtingen', kind: 'tender' }),
        makeBoq({ name: 'LV Lagerhalle', kind: 'tender', createdAt: '2026-04-01T08:00:00.000Z' }),
      ],
    },
  });
  apiStub.on('POST', '/api/v1/clients', (request) => {
    posts.push(request.path);
    return {
      status: 201,
      data: makeClient({ id: NEW_CLIENT_ID, number: 'K-00042', ...(request.body as object) }),
    };
  });
  apiStub.on('POST', '/api/v1/quantity-surveys', (request) => {
    posts.push(request.path);
    const body = request.body as { constructionId: string | null; name: string; projectId: string };
    return {
      status: 201,
      data: makeSurvey({
        projectId: body.projectId,
        name: body.name,
        construction: body.constructionId ? { id: body.constructionId, name: 'x' } : null,
        status: 'draft',
      }),
    };
  });
});

function renderPage() {
  const rendered = renderRoutes(
    [
      { path: '/projects/new/quantitySurvey', Component: NewQuantitySurveyPage },
      {
        path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:surveyId',
        element: <p>Editor</p>,
      },
    ],
    { initialEntries: ['/projects/new/quantitySurvey'] },
  );
  return { ...rendered, user: userEvent.setup() };
}

/** The path of every creating request, in the order the server received them. */
let posts: string[] = [];

// Form-filling scripts type a lot; on a busy machine they need more than the default 5 s.
describe('new quantity survey ("Sofort aufmessen")', () => {
  it('picks an existing client, project and construction and opens the new survey', async () => {
    const { user, router } = renderPage();
    const client = await screen.findByRole('combobox', { name: 'Kunde' });
    await user.type(client, 'Mül');
    await user.click(await screen.findByRole('option', { name: 'K-00001 · Müller Bau GmbH' }));
    await waitFor(() =>
      expect(apiStub.requests('GET', '/api/v1/projects').at(-1)?.query.get('clientId')).toBe(CLIENT_ID),
    );
    await user.click(screen.getByRole('combobox', { name: 'Projekt' }));
    await user.click(await screen.findByRole('option', { name: 'P-00007 · Neubau Kita Sonnenschein' }));
    await user.click(screen.getByRole('radio', { name: 'Vorhandenes Bauteil' }));
    await user.click(screen.getByRole('combobox', { name: 'Bauteil' }));
    await user.click(await screen.findByRole('option', { name: 'Bad OG' }));
    const name = screen.getByRole('textbox', { name: /Name des Aufmaßes/ });
    expect((name as HTMLInputElement).value).toMatch(/^Aufmaß \d\d\.\d\d\.\d{4}$/);
    await user.clear(name);
    await user.type(name, 'Fliesen Bad');
    // Two tenders and no contract: nothing is preselected, starting asks for the BoQ.
    const boq = screen.getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(boq).toHaveTextContent('Bitte wählen'));
    await user.click(screen.getByRole('button', { name: 'Aufmaß beginnen' }));
    expect(
      await screen.findByText('Bitte das LV wählen, dessen Positionen gemessen werden.'),
    ).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys')).toHaveLength(0);
    await user.click(boq);
    await user.click(await screen.findByRole('option', { name: /LV Flechtingen/ }));
    await user.click(screen.getByRole('button', { name: 'Aufmaß beginnen' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${SURVEY_ID}`,
      ),
    );
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys').map((request) => request.body)).toEqual([
      { projectId: PROJECT_ID, constructionId: BATH_ID, boqId: FLECHTINGEN_ID, name: 'Fliesen Bad' },
    ]);
    expect(apiStub.requests('POST', '/api/v1/clients')).toHaveLength(0);
    expect(apiStub.requests('POST', '/api/v1/projects')).toHaveLength(0);
  });

  it('creates client, project, construction and survey in order, and reuses the client after a failed project', async () => {
    let projectAttempts = 0;
    apiStub.on('POST', '/api/v1/projects', (request) => {
      posts.push(request.path);
      projectAttempts += 1;
      return projectAttempts === 1
        ? {
            status: 400,
            data: {
              type: 'x',
              title: 'Bad Request',
              status: 400,
              errors: [{ path: 'name', message: 'Höchstens 200 Zeichen' }],
            },
          }
        : {
            status: 201,
            data: makeProject({
              id: NEW_PROJECT_ID,
              number: 'P-00012',
              name: (request.body as { name: string }).name,
              client: { id: NEW_CLIENT_ID, number: 'K-00042', name: 'Familie Schulz' },
            }),
          };
    });
    apiStub.on('POST', `/api/v1/projects/${NEW_PROJECT_ID}/constructions`, (request) => {
      posts.push(request.path);
      return {
        status: 201,
        data: makeConstruction({
          id: BATH_ID,
          projectId: NEW_PROJECT_ID,
          name: (request.body as { name: string }).name,
        }),
      };
    });
    const { user, router } = renderPage();

    await user.click(await screen.findByRole('radio', { name: 'Neuer Kunde' }));
    await user.type(screen.getByRole('textbox', { name: /Name des Kunden/ }), 'Familie Schulz');
    expect(screen.getByRole('radio', { name: 'Neues Projekt' })).toBeChecked();
    expect(screen.getByRole('radio', { name: 'Vorhandenes Projekt' })).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: /Name des Projekts/ }), 'Badsanierung Schulz');
    await user.click(screen.getByRole('radio', { name: 'Neues Bauteil' }));
    await user.type(screen.getByRole('textbox', { name: /Name des Bauteils/ }), 'Bad OG');
    await user.click(screen.getByRole('button', { name: 'Aufmaß beginnen' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Das Projekt konnte nicht angelegt werden: Höchstens 200 Zeichen',
    );
    // What was typed stays; the client now exists and is picked.
    expect(screen.getByRole('textbox', { name: /Name des Projekts/ })).toHaveValue('Badsanierung Schulz');
    expect(screen.getByRole('combobox', { name: 'Kunde' })).toHaveValue('K-00042 · Familie Schulz');
    expect(screen.getByRole('textbox', { name: /Name des Bauteils/ })).toHaveValue('Bad OG');

    await user.click(screen.getByRole('button', { name: 'Aufmaß beginnen' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${NEW_PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${SURVEY_ID}`,
      ),
    );
    expect(posts).toEqual([
      '/api/v1/clients',
      '/api/v1/projects',
      '/api/v1/projects',
      `/api/v1/projects/${NEW_PROJECT_ID}/constructions`,
      '/api/v1/quantity-surveys',
    ]);
    expect(apiStub.requests('POST', '/api/v1/clients').map((request) => request.body)).toEqual([
      { kind: 'private', name: 'Familie Schulz' },
    ]);
    expect(apiStub.requests('POST', '/api/v1/projects').map((request) => request.body)).toEqual([
      { name: 'Badsanierung Schulz', clientId: NEW_CLIENT_ID },
      { name: 'Badsanierung Schulz', clientId: NEW_CLIENT_ID },
    ]);
    expect(
      apiStub
        .requests('POST', `/api/v1/projects/${NEW_PROJECT_ID}/constructions`)
        .map((request) => request.body),
    ).toEqual([{ name: 'Bad OG' }]);
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys').map((request) => request.body)).toEqual([
      {
        projectId: NEW_PROJECT_ID,
        constructionId: BATH_ID,
        boqId: null,
        name: expect.stringMatching(/^Aufmaß \d\d\.\d\d\.\d{4}$/),
      },
    ]);
  });

  it('says what is missing before creating anything', async () => {
    const { user } = renderPage();
    await screen.findByRole('combobox', { name: 'Kunde' });
    await user.clear(screen.getByRole('textbox', { name: /Name des Aufmaßes/ }));
    await user.click(screen.getByRole('button', { name: 'Aufmaß beginnen' }));
    expect(await screen.findByText('Bitte einen Kunden wählen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte ein Projekt wählen.')).toBeInTheDocument();
    expect(screen.getByText('Bitte einen Namen eingeben.')).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys')).toHaveLength(0);
  });

  it('lets a fitter only pick client and project', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    const { queryClient } = renderPage();
    await screen.findByRole('combobox', { name: 'Kunde' });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    expect(screen.queryByRole('radio', { name: 'Neuer Kunde' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Neues Projekt' })).not.toBeInTheDocument();
    expect(screen.queryByRole('radio', { name: 'Neues Bauteil' })).not.toBeInTheDocument();
    const step = screen.getByRole('region', { name: '3. Bauteil (optional)' });
    expect(within(step).getByRole('radio', { name: 'Ohne Bauteil' })).toBeChecked();
  });
});
