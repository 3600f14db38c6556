import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectCreate, ProjectUpdate } from '@vendoc/contract/projects';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt } from '../../../components/testing/render-app';
import { apiStub } from '../../../lib/testing/fake-api';
import { CLIENT_ID, makeClient, makeProject, meAs, PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { ClientDialogSlot, type ClientDialogSlotProps } from './client-dialog-slot';
import { ProjectFormDialog } from './project-form-dialog';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const PROJECT_PATH = `/api/v1/projects/${PROJECT_ID}`;

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/clients', (request) => ({
    status: 200,
    data: {
      items: request.query.get('q') === 'Mül' || !request.query.get('q') ? [makeClient()] : [],
      nextCursor: null,
      total: 1,
    },
  }));
  apiStub.on('GET', '/api/v1/projects/team-users', { status: 200, data: { items: TEAM_USERS } });
});

const FITTER_ID = '00000000-0000-4000-8000-0000000000f1';
const OFFICE_ID = '00000000-0000-4000-8000-0000000000f2';
const TEAM_USERS = [
  { id: FITTER_ID, displayName: 'Fritz Monteur', role: 'fitter', active: true },
  { id: '00000000-0000-4000-8000-0000000000f3', displayName: 'Ina Ehemalig', role: 'fitter', active: false },
  { id: OFFICE_ID, displayName: 'Olga Büro', role: 'office', active: true },
];

const field = (name: string) => screen.getByRole('textbox', { name });

/** Puts text into a field at once (typing it key by key is not what these tests are about). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('project form: create', () => {
  it('picks the client by searching the server and creates the project', async () => {
    const created = makeProject({ number: 'P-00008' });
    apiStub.on('POST', '/api/v1/projects', { status: 201, data: created });
    const onSaved = vi.fn();
    renderAt(<ProjectFormDialog project={null} onClose={vi.fn()} onSaved={onSaved} />);
    const user = userEvent.setup();

    await fill(user, field('Projektname'), 'Neubau Kita Sonnenschein');
    await user.type(screen.getByRole('combobox', { name: 'Kunde' }), 'Mül');
    await waitFor(() =>
      expect(apiStub.requests('GET', '/api/v1/clients').map((request) => request.query.get('q'))).toContain(
        'Mül',
      ),
    );
    await user.click(await screen.findByRole('option', { name: 'K-00001 · Müller Bau GmbH' }));
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    const body = apiStub.requests('POST', '/api/v1/projects')[0]?.body as ProjectCreate;
    expect(body).toMatchObject({
      name: 'Neubau Kita Sonnenschein',
      clientId: CLIENT_ID,
      siteAddress: null,
      status: 'inquiry',
      contractType: 'unit_price',
      startDate: null,
      endDate: null,
    });
  });

  it('asks for a client and refuses an end before the start', async () => {
    renderAt(<ProjectFormDialog project={null} onClose={vi.fn()} />);
    const user = userEvent.setup();
    await fill(user, field('Projektname'), 'Dach');
    await user.type(screen.getByLabelText('Beginn'), '2026-05-10');
    await user.type(screen.getByLabelText('Ende'), '2026-05-01');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    expect(await screen.findByText('Bitte einen Kunden wählen')).toBeInTheDocument();
    expect(screen.getByText('Das Ende liegt vor dem Beginn')).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/projects')).toHaveLength(0);
  });

  it('creates a client without leaving the form, selects it and takes over its address', async () => {
    const newClient = makeClient({
      id: '7c4b9e8f-2d1a-4b0c-9f5e-4d3c2b1a0f9e',
      number: 'K-00009',
      name: 'Neu KG',
    });
    function FakeClientDialog({ onSaved, onClose }: ClientDialogSlotProps) {
      return (
        <div role="dialog" aria-label="Neuer Kunde">
          <button
            type="button"
            onClick={() => {
              onSaved?.(newClient);
              onClose();
            }}
          >
            Kunde speichern
          </button>
        </div>
      );
    }
    apiStub.on('POST', '/api/v1/projects', { status: 201, data: makeProject() });
    renderAt(
      <ClientDialogSlot value={FakeClientDialog}>
        <ProjectFormDialog project={null} onClose={vi.fn()} />
      </ClientDialogSlot>,
    );
    const user = userEvent.setup();
    await fill(user, field('Projektname'), 'Anbau');
    await user.click(screen.getByRole('button', { name: 'Neuen Kunden anlegen' }));
    await user.click(within(screen.getByRole('dialog', { name: 'Neuer Kunde' })).getByRole('button'));

    expect(screen.getByRole('combobox', { name: 'Kunde' })).toHaveValue('K-00009 · Neu KG');
    await user.click(screen.getByRole('button', { name: 'Adresse des Kunden übernehmen' }));
    expect(field('Ort')).toHaveValue('Hamburg');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));
    await waitFor(() =>
      expect(apiStub.requests('POST', '/api/v1/projects')[0]?.body).toMatchObject({
        clientId: newClient.id,
        siteAddress: { street: 'Hauptstr. 1', postalCode: '20095', city: 'Hamburg', country: 'DE' },
      }),
    );
  });

  it('has no "Neuen Kunden anlegen" where no client dialog is composed in', () => {
    renderAt(<ProjectFormDialog project={null} onClose={vi.fn()} />);
    expect(screen.queryByRole('button', { name: 'Neuen Kunden anlegen' })).not.toBeInTheDocument();
  });
});

describe('project form: responsible user', () => {
  it('lists the active users for administrators', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('admin') });
    const user = (id: string, displayName: string, active = true) => ({
      id,
      userName: displayName.toLowerCase(),
      displayName,
      email: null,
      role: 'office',
      active,
      version: 1,
      createdAt: '2026-01-01T00:00:00.000Z',
      updatedAt: '2026-01-01T00:00:00.000Z',
    });
    apiStub.on('GET', '/api/v1/users', {
      status: 200,
      data: {
        items: [
          user('8d5c0f9a-3e2b-4c1d-8a6f-5e4d3c2b1a0f', 'Bernd Büro'),
          user('9e6d1a0b-4f3c-4d2e-9b7a-6f5e4d3c2b1a', 'Inge Inaktiv', false),
        ],
        nextCursor: null,
        total: 2,
      },
    });
    renderAt(<ProjectFormDialog project={null} onClose={vi.fn()} />);
    const ui = userEvent.setup();
    await waitFor(() => expect(apiStub.requests('GET', '/api/v1/users')).toHaveLength(1));
    await ui.click(screen.getByRole('combobox', { name: 'Verantwortlich' }));
    const options = (await screen.findAllByRole('option')).map((option) => option.textContent);
    expect(options).toEqual(['Niemand', 'Bernd Büro', 'Anna Admin']);
  });

  it('offers office staff themselves (they cannot list users)', async () => {
    renderAt(<ProjectFormDialog project={null} onClose={vi.fn()} />);
    const ui = userEvent.setup();
    await ui.click(screen.getByRole('combobox', { name: 'Verantwortlich' }));
    await waitFor(async () =>
      expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
        'Niemand',
        'Anna Admin',
      ]),
    );
    await ui.click(screen.getByRole('option', { name: 'Anna Admin' }));
    expect(apiStub.requests('GET', '/api/v1/users')).toHaveLength(0);
    expect(screen.getByRole('combobox', { name: 'Verantwortlich' })).toHaveTextContent('Anna Admin');
  });
});

describe('project form: team', () => {
  it("shows the team and adds a user by clicking, sent with the project's version", async () => {
    apiStub.on('PUT', PROJECT_PATH, (request) => ({
      status: 200,
      data: makeProject({ memberIds: (request.body as ProjectUpdate).memberIds ?? [], version: 4 }),
    }));
    const onSaved = vi.fn();
    renderAt(
      <ProjectFormDialog
        project={makeProject({ memberIds: [FITTER_ID] })}
        onClose={vi.fn()}
        onSaved={onSaved}
      />,
    );
    const user = userEvent.setup();
    const team = screen.getByRole('combobox', { name: 'Team' });
    expect(team).toHaveAccessibleDescription('Monteure im Team sehen die Lieferscheine des Projekts.');
    expect(await screen.findByRole('button', { name: 'Fritz Monteur' })).toBeInTheDocument();

    await user.click(team);
    const options = await screen.findAllByRole('option');
    // an inactive user is not offered; the one in the team is marked chosen
    expect(options.map((option) => option.textContent)).toEqual([
      'Fritz Monteur (Monteur)',
      'Olga Büro (Büro)',
    ]);
    expect(screen.getByRole('option', { name: 'Fritz Monteur (Monteur)' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await user.click(screen.getByRole('option', { name: 'Olga Büro (Büro)' }));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiStub.requests('PUT', PROJECT_PATH)[0]?.body).toMatchObject({
      memberIds: [FITTER_ID, OFFICE_ID],
      version: 3,
    });
  });
});

describe('project form: edit', () => {
  it('shows a version conflict and loads the current project into the open form on "Neu laden"', async () => {
    const theirs = makeProject({ name: 'Neubau Kita (2. BA)', status: 'order', version: 4 });
    apiStub.on('PUT', PROJECT_PATH, (request) =>
      (request.body as ProjectUpdate).version === 3
        ? { status: 409, data: { type: 'x', title: 'Conflict', status: 409, current: theirs } }
        : { status: 200, data: { ...theirs, version: 5 } },
    );
    const onClose = vi.fn();
    const onSaved = vi.fn();
    renderAt(<ProjectFormDialog project={makeProject()} onClose={onClose} onSaved={onSaved} />);
    const user = userEvent.setup();

    await user.clear(field('Projektname'));
    await fill(user, field('Projektname'), 'Neubau Kita Mond');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(
      await screen.findByText('Das Projekt wurde inzwischen von jemand anderem geändert.'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(field('Projektname')).toHaveValue('Neubau Kita (2. BA)');
    expect(screen.getByRole('combobox', { name: 'Status' })).toHaveTextContent('Auftrag');

    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const versions = apiStub
      .requests('PUT', PROJECT_PATH)
      .map((request) => (request.body as ProjectUpdate).version);
    expect(versions).toEqual([3, 4]);
  });
});
