import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { CONTRACT_BOQ_ID, makeBoq, makeProject, meAs, PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { toastStore } from '../../../lib/toast/toast-service';
import { ProjectPage } from '../project-page';
import {
  BATH_ID,
  makeConstruction,
  makeSurvey,
  page,
  SURVEY_ID,
  WINDOW_ID,
} from './testing/construction-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const CONSTRUCTIONS_PATH = `/api/v1/projects/${PROJECT_ID}/constructions`;
const BOQS_PATH = `/api/v1/projects/${PROJECT_ID}/boqs`;
const TENDER_ID = '5a4b3c2d-1e0f-4a9b-8c7d-6e5f4a3b2c1d';
const FLECHTINGEN_ID = '6b5c4d3e-2f1a-4b0c-9d8e-7f6a5b4c3d2e';
/** An older contract BoQ and a newer tender: the contract is preselected all the same. */
const contractAndTender = [
  makeBoq(),
  makeBoq({ id: TENDER_ID, name: 'LV Lagerhalle', kind: 'tender', createdAt: '2026-04-01T08:00:00.000Z' }),
];
const bath = makeConstruction();
const window = makeConstruction({
  id: WINDOW_ID,
  name: 'Fenster Wohnen',
  kind: 'window',
  location: { building: '', floor: 'EG', room: '' },
  quantitySurveyCount: 0,
  version: 1,
});

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, { status: 200, data: makeProject() });
  apiStub.on('GET', CONSTRUCTIONS_PATH, { status: 200, data: { items: [bath, window] } });
  apiStub.on('GET', BOQS_PATH, { status: 200, data: { items: contractAndTender } });
  apiStub.on('GET', '/api/v1/quantity-surveys', (request) => ({
    status: 200,
    data: page(
      request.query.get('constructionId') === BATH_ID
        ? [makeSurvey()]
        : request.query.get('constructionId') === 'none'
          ? [
              makeSurvey({
                id: '6d4a3f51-7e80-4192-9dae-2f3a4b5c6d7e',
                name: 'Regie',
                construction: null,
                status: 'draft',
              }),
            ]
          : [],
    ),
  }));
});

function renderPage() {
  const rendered = renderRoutes(
    [
      { path: '/projects/:projectId', Component: ProjectPage },
      {
        path: '/projects/:projectId/constructions/:constructionId/quantitySurveys/:surveyId',
        element: <p>Editor</p>,
      },
    ],
    { initialEntries: [`/projects/${PROJECT_ID}`] },
  );
  return { ...rendered, user: userEvent.setup() };
}

const section = () => screen.getByRole('region', { name: 'Bauteile' });

// Form-filling scripts type a lot; on a busy machine they need more than the default 5 s.
describe('constructions on the project page', () => {
  it('lists the constructions with kind, location and number of surveys, and their surveys on expanding', async () => {
    const { user } = renderPage();
    const bathHeader = await screen.findByRole('button', { name: /Bad OG/, expanded: false });
    expect(bathHeader).toHaveTextContent('Raum');
    expect(bathHeader).toHaveTextContent('Haus A · 2. OG · Bad · 1 Aufmaß');
    expect(screen.getByRole('button', { name: /Fenster Wohnen/, expanded: false })).toHaveTextContent(
      'FensterEG · 0 Aufmaße',
    );
    expect(bathHeader).toHaveAttribute('aria-expanded', 'false');
    expect(apiStub.requests('GET', '/api/v1/quantity-surveys')).toHaveLength(0);

    await user.click(bathHeader);
    const surveys = await screen.findByRole('region', { name: 'Bad OG' });
    const link = await within(surveys).findByRole('link', { name: /Fliesen Bad/ });
    expect(link).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${SURVEY_ID}`,
    );
    expect(within(link).getByText('Eingereicht')).toBeInTheDocument();
    expect(link).toHaveTextContent('2 Blätter · 14 Zeilen · geändert am 04.03.2026');
    expect(apiStub.requests('GET', '/api/v1/quantity-surveys').map((request) => request.url)).toEqual([
      `/api/v1/quantity-surveys?projectId=${PROJECT_ID}&constructionId=${BATH_ID}&limit=50`,
    ]);

    await user.click(screen.getByRole('button', { name: /Aufmaße ohne Bauteil/ }));
    const loose = await screen.findByRole('region', { name: 'Aufmaße ohne Bauteil' });
    expect(await within(loose).findByRole('link', { name: /Regie/ })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}/constructions/none/quantitySurveys/6d4a3f51-7e80-4192-9dae-2f3a4b5c6d7e`,
    );
    expect(within(loose).getByText('Entwurf')).toBeInTheDocument();
  });

  it('creates a construction with its location and shows it after the list reloads', async () => {
    let created = false;
    apiStub.on('GET', CONSTRUCTIONS_PATH, () => ({
      status: 200,
      data: {
        items: created
          ? [
              bath,
              makeConstruction({
                id: '7e5b4062-8f91-42a3-8ebf-3a4b5c6d7e8f',
                name: 'Küche',
                kind: 'room',
                location: { building: 'Haus B', floor: 'EG', room: 'Küche' },
                quantitySurveyCount: 0,
              }),
            ]
          : [bath],
      },
    }));
    apiStub.on('POST', CONSTRUCTIONS_PATH, () => {
      created = true;
      return { status: 201, data: makeConstruction({ name: 'Küche' }) };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Neues Bauteil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Bauteil' });
    await user.type(within(dialog).getByRole('textbox', { name: /Name/ }), 'Küche');
    await user.type(within(dialog).getByRole('textbox', { name: 'Gebäude' }), 'Haus B');
    await user.type(within(dialog).getByRole('textbox', { name: 'Geschoss' }), 'EG');
    await user.type(within(dialog).getByRole('textbox', { name: 'Raum' }), 'Küche');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(apiStub.requests('POST', CONSTRUCTIONS_PATH).map((request) => request.body)).toEqual([
      {
        name: 'Küche',
        kind: 'room',
        location: { building: 'Haus B', floor: 'EG', room: 'Küche' },
        description: null,
      },
    ]);
    expect(await screen.findByRole('button', { name: /Küche/, expanded: false })).toHaveTextContent(
      'Haus B · EG · Küche',
    );
  });

  it('refuses an empty name without asking the server', async () => {
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Neues Bauteil' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Bauteil' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Name fehlt')).toBeInTheDocument();
    expect(apiStub.requests('POST', CONSTRUCTIONS_PATH)).toHaveLength(0);
  });

  it('edits a construction with its version and shows the server’s field messages', async () => {
    const path = `/api/v1/constructions/${WINDOW_ID}`;
    apiStub.on('PATCH', path, {
      status: 400,
      data: {
        type: 'x',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'location.room', message: 'Höchstens 100 Zeichen' }],
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fenster Wohnen bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bauteil „Fenster Wohnen“ bearbeiten' });
    expect(within(dialog).getByRole('combobox', { name: 'Art' })).toHaveTextContent('Fenster');
    await user.click(within(dialog).getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Tür' }));
    const name = within(dialog).getByRole('textbox', { name: /Name/ });
    await user.clear(name);
    await user.type(name, 'Haustür');
    await user.type(within(dialog).getByRole('textbox', { name: 'Raum' }), 'Flur');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    const room = within(dialog).getByRole('textbox', { name: 'Raum' });
    await waitFor(() => expect(room).toHaveAttribute('aria-invalid', 'true'));
    expect(within(dialog).getByText('Höchstens 100 Zeichen')).toBeInTheDocument();
    expect(apiStub.requests('PATCH', path).map((request) => request.body)).toEqual([
      {
        name: 'Haustür',
        kind: 'door',
        location: { building: '', floor: 'EG', room: 'Flur' },
        description: null,
        version: 1,
      },
    ]);
  });

  it('shows the server’s reason when a construction with surveys cannot be deleted', async () => {
    const path = `/api/v1/constructions/${BATH_ID}`;
    apiStub.on('DELETE', path, {
      status: 409,
      data: {
        type: 'x',
        title: 'Conflict',
        status: 409,
        detail: 'Das Bauteil hat 1 Aufmaß; löschen Sie es zuerst oder hängen Sie es um.',
      },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Bad OG löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bauteil löschen?' });
    expect(dialog).toHaveTextContent('Das Bauteil „Bad OG“ wird endgültig gelöscht.');
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    expect(
      await within(dialog).findByText(
        'Das Bauteil hat 1 Aufmaß; löschen Sie es zuerst oder hängen Sie es um.',
      ),
    ).toBeVisible();
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
    expect(apiStub.requests('DELETE', path).map((request) => request.url)).toEqual([`${path}?version=2`]);
  });

  it('deletes a construction without surveys after asking', async () => {
    const path = `/api/v1/constructions/${WINDOW_ID}`;
    let deleted = false;
    apiStub.on('GET', CONSTRUCTIONS_PATH, () => ({
      status: 200,
      data: { items: deleted ? [bath] : [bath, window] },
    }));
    apiStub.on('DELETE', path, () => {
      deleted = true;
      return { status: 204 };
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Fenster Wohnen löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Bauteil löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    await waitFor(() =>
      expect(
        screen.queryByRole('button', { name: /Fenster Wohnen/, expanded: false }),
      ).not.toBeInTheDocument(),
    );
    expect(apiStub.requests('DELETE', path).map((request) => request.url)).toEqual([`${path}?version=1`]);
    expect(toastsShown().map((toast) => toast.title)).toContain('Bauteil „Fenster Wohnen“ gelöscht');
  });

  it('starts a new survey under a construction and opens it in the editor', async () => {
    const created = makeSurvey({
      id: '8f6c5173-9a02-43b4-9fc0-4b5c6d7e8f90',
      name: 'Aufmaß Bad',
      status: 'draft',
    });
    apiStub.on('POST', '/api/v1/quantity-surveys', { status: 201, data: created });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Bad OG/, expanded: false }));
    const surveys = await screen.findByRole('region', { name: 'Bad OG' });
    await user.click(await within(surveys).findByRole('button', { name: 'Neues Aufmaß' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Aufmaß für „Bad OG“' });
    const name = within(dialog).getByRole('textbox', { name: /Name des Aufmaßes/ });
    expect((name as HTMLInputElement).value).toMatch(/^Aufmaß \d\d\.\d\d\.\d{4}$/);
    await user.clear(name);
    await user.type(name, 'Aufmaß Bad');
    // The contract BoQ is offered first and preselected, though the tender is newer.
    const boq = within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(boq).toHaveTextContent('Auftrags-LV (Auftrag)'));
    await user.click(boq);
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      'Auftrags-LVAuftrag · 3 Positionen',
      'LV LagerhalleAusschreibung · 3 Positionen',
      'Ohne LVPositionen frei eintragen, ohne Abgleich mit einem LV',
    ]);
    await user.keyboard('{Escape}');
    await user.click(within(dialog).getByRole('button', { name: 'Aufmaß beginnen' }));

    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/projects/${PROJECT_ID}/constructions/${BATH_ID}/quantitySurveys/${created.id}`,
      ),
    );
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys').map((request) => request.body)).toEqual([
      { projectId: PROJECT_ID, constructionId: BATH_ID, boqId: CONTRACT_BOQ_ID, name: 'Aufmaß Bad' },
    ]);
  });

  it('asks which BoQ when the project has several and no contract, and sends the one chosen', async () => {
    apiStub.on('GET', BOQS_PATH, {
      status: 200,
      data: {
        items: [
          makeBoq({ id: FLECHTINGEN_ID, name: 'LV Flechtingen', kind: 'tender' }),
          makeBoq({
            id: TENDER_ID,
            name: 'LV Lagerhalle',
            kind: 'tender',
            createdAt: '2026-04-01T08:00:00.000Z',
          }),
        ],
      },
    });
    apiStub.on('POST', '/api/v1/quantity-surveys', { status: 201, data: makeSurvey() });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: /Bad OG/, expanded: false }));
    const surveys = await screen.findByRole('region', { name: 'Bad OG' });
    await user.click(await within(surveys).findByRole('button', { name: 'Neues Aufmaß' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Aufmaß für „Bad OG“' });
    const boq = within(dialog).getByRole('combobox', { name: 'Leistungsverzeichnis (LV)' });
    await waitFor(() => expect(boq).toHaveTextContent('Bitte wählen'));
    await user.click(within(dialog).getByRole('button', { name: 'Aufmaß beginnen' }));
    expect(
      within(dialog).getByText('Bitte das LV wählen, dessen Positionen gemessen werden.'),
    ).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys')).toHaveLength(0);

    await user.click(boq);
    await user.click(await screen.findByRole('option', { name: /LV Flechtingen/ }));
    expect(boq).toHaveTextContent('LV Flechtingen (Ausschreibung)');
    await user.click(within(dialog).getByRole('button', { name: 'Aufmaß beginnen' }));
    await waitFor(() => expect(apiStub.requests('POST', '/api/v1/quantity-surveys')).toHaveLength(1));
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys')[0]?.body).toMatchObject({
      boqId: FLECHTINGEN_ID,
    });
  });

  it('lets a fitter start surveys but not change constructions', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    const { user, queryClient } = renderPage();
    await screen.findByRole('button', { name: /Bad OG/, expanded: false });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    expect(within(section()).queryByRole('button', { name: 'Neues Bauteil' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bad OG bearbeiten' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Bad OG löschen' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: /Aufmaße ohne Bauteil/ }));
    const loose = await screen.findByRole('region', { name: 'Aufmaße ohne Bauteil' });
    expect(await within(loose).findByRole('button', { name: 'Neues Aufmaß' })).toBeInTheDocument();
  });
});
