import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectUpdate } from '@vendoc/contract/projects';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { toastStore } from '../../lib/toast/toast-service';
import { DocumentsSlot } from './components/documents-slot';
import { ProjectPage } from './project-page';
import { apiStub, type StubRequest } from '../../lib/testing/fake-api';
import { makeProject, meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const PROJECT_PATH = `/api/v1/projects/${PROJECT_ID}`;

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', PROJECT_PATH, { status: 200, data: makeProject() });
  apiStub.on('GET', `${PROJECT_PATH}/constructions`, { status: 200, data: { items: [] } });
});

function renderPage() {
  const rendered = renderRoutes(
    [
      { path: '/projects/:projectId', Component: ProjectPage },
      { path: '/', element: <p>Startseite</p> },
    ],
    { initialEntries: [`/projects/${PROJECT_ID}`] },
  );
  return { ...rendered, user: userEvent.setup() };
}

const putBodies = () =>
  apiStub.requests('PUT', PROJECT_PATH).map((request: StubRequest) => request.body as ProjectUpdate);

describe('project page', () => {
  it("shows the project's data and links to every area of the project", async () => {
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Neubau Kita Sonnenschein' }),
    ).toBeInTheDocument();
    expect(screen.getByText('K-00001 · Müller Bau GmbH')).toBeInTheDocument();
    expect(screen.getByText('Einheitspreisvertrag')).toBeInTheDocument();
    expect(screen.getByText('01.03.2026 – 30.06.2026')).toBeInTheDocument();
    expect(screen.getByText('Lindenweg 4')).toBeInTheDocument();

    const areas = screen.getByRole('navigation', { name: 'Bereiche des Projekts' });
    const hrefs = within(areas)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual([
      `/projects/${PROJECT_ID}/positions`,
      '#constructions',
      `/projects/${PROJECT_ID}/quantitySurveySheets`,
      `/projects/${PROJECT_ID}/quantitySurveyTemplates`,
      '/smartNotesPage',
      `/projects/${PROJECT_ID}/constructionNotes`,
      `/projects/${PROJECT_ID}/files`,
      `/projects/${PROJECT_ID}/export`,
    ]);
    expect(within(areas).getByRole('link', { name: 'Bauteile' })).toHaveAttribute('href', '#constructions');
    expect(screen.getByRole('region', { name: 'Bauteile' })).toHaveAttribute('id', 'constructions');
  });

  it('moves the status on by one step, saving with the version it was read at and keeping the team', async () => {
    const team = ['0b6f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d'];
    apiStub.on('GET', PROJECT_PATH, { status: 200, data: makeProject({ memberIds: team }) });
    apiStub.on('PUT', PROJECT_PATH, (request) => ({
      status: 200,
      data: makeProject({ status: (request.body as ProjectUpdate).status, version: 4 }),
    }));
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Status weiter: Auftrag' }));

    expect(await screen.findByRole('button', { name: 'Status weiter: In Ausführung' })).toBeInTheDocument();
    expect(putBodies()).toEqual([
      {
        name: 'Neubau Kita Sonnenschein',
        clientId: makeProject().client.id,
        siteAddress: makeProject().siteAddress,
        status: 'order',
        contractType: 'unit_price',
        startDate: '2026-03-01',
        endDate: '2026-06-30',
        responsibleUserId: null,
        memberIds: team,
        description: null,
        version: 3,
      },
    ]);
  });

  it('shows the current project instead of overwriting when the status move meets a newer version', async () => {
    const theirs = makeProject({ status: 'in_progress', name: 'Neubau Kita (2. BA)', version: 5 });
    apiStub.on('PUT', PROJECT_PATH, {
      status: 409,
      data: { type: 'x', title: 'Conflict', status: 409, current: theirs },
    });
    const { user } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Status weiter: Auftrag' }));

    expect(await screen.findByRole('heading', { level: 1, name: 'Neubau Kita (2. BA)' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Status weiter: Abgeschlossen' })).toBeInTheDocument();
    expect(toastsShown().map((toast) => toast.title)).toContain('Das Projekt wurde inzwischen geändert');
  });

  it('deletes an empty project after asking, and offers archiving when the server refuses', async () => {
    apiStub.on('DELETE', PROJECT_PATH, {
      status: 409,
      data: {
        type: 'x',
        title: 'Conflict',
        status: 409,
        detail: 'Das Projekt hat Inhalte und kann nur archiviert werden.',
      },
    });
    apiStub.on('PUT', PROJECT_PATH, { status: 200, data: makeProject({ status: 'archived', version: 4 }) });
    const { user } = renderPage();

    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projekt löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));

    expect(
      await within(dialog).findByText('Das Projekt hat Inhalte und kann nur archiviert werden.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('button', { name: 'Stattdessen archivieren' }));
    await waitFor(() => expect(putBodies().map((body) => body.status)).toEqual(['archived']));
    expect(await screen.findAllByText('Archiviert')).not.toHaveLength(0);
  });

  it('navigates home after deleting an empty project', async () => {
    apiStub.on('DELETE', PROJECT_PATH, { status: 204 });
    const { user, router } = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Projekt löschen?' });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/'));
    expect(apiStub.requests('DELETE', PROJECT_PATH)).toHaveLength(1);
  });

  it('offers archiving, not deleting, for a project with content', async () => {
    apiStub.on('GET', PROJECT_PATH, { status: 200, data: makeProject({ hasContent: true }) });
    renderPage();
    expect(await screen.findByRole('button', { name: 'Archivieren' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });

  it('gives a fitter no way to change the project', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    const { queryClient } = renderPage();
    await screen.findByRole('heading', { level: 1, name: 'Neubau Kita Sonnenschein' });
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    for (const name of ['Bearbeiten', 'Löschen', 'Archivieren', 'Status weiter: Auftrag']) {
      expect(screen.queryByRole('button', { name })).not.toBeInTheDocument();
    }
  });

  it('says so when the project does not exist', async () => {
    apiStub.on('GET', PROJECT_PATH, { status: 404, data: { type: 'x', title: 'Not Found', status: 404 } });
    renderPage();
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Projekt nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zur Projektliste' })).toHaveAttribute('href', '/');
  });
});

describe("project page's documents", () => {
  it('shows the documents section handed in through the slot, for this project', async () => {
    const rendered = renderRoutes(
      [
        {
          path: '/projects/:projectId',
          element: (
            <DocumentsSlot
              value={({ projectId, projectLabel }) => <p>{`Dokumente von ${projectId}: ${projectLabel}`}</p>}
            >
              <ProjectPage />
            </DocumentsSlot>
          ),
        },
      ],
      { initialEntries: [`/projects/${PROJECT_ID}`] },
    );
    expect(
      await rendered.findByText(`Dokumente von ${PROJECT_ID}: P-00007 · Neubau Kita Sonnenschein`),
    ).toBeInTheDocument();
  });
});
