import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { bodyOf, callOf, fakeApi } from '../../lib/testing/fake-api';
import { ProjectFilesPage } from './project-files-page';
import { GROUND_PLAN, OFFER, PHOTO, PLANS, PROJECT, PROJECT_ID, TENDER } from './testing/files-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).fakeApi.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
  fakeApi.answer((config) => {
    if (callOf(config) === `get /api/v1/projects/${PROJECT_ID}`) return { status: 200, data: PROJECT };
    if (callOf(config) === `get /api/v1/projects/${PROJECT_ID}/files`) {
      return { status: 200, data: { folders: [PLANS], files: [PHOTO, OFFER, TENDER, GROUND_PLAN] } };
    }
    if (config.method === 'patch') return { status: 200, data: { ...PHOTO, ...(bodyOf(config) as object) } };
    if (config.method === 'delete') return { status: 204 };
    return { status: 500 };
  });
});

function renderPage(path = `/projects/${PROJECT_ID}/files`) {
  return renderRoutes([{ path: '/projects/:projectId/files', Component: ProjectFilesPage }], {
    initialEntries: [path],
  });
}

describe('project files page', () => {
  it('lists folders first, then files with type, size, date and uploader', async () => {
    renderPage();
    const table = await screen.findByRole('table', { name: 'Dateien und Ordner' });
    const rows = within(table).getAllByRole('row').slice(1);
    const order = ['Pläne', 'Angebot.pdf', 'Baustelle.png', 'LV Rohbau.x83'];
    expect(rows).toHaveLength(order.length);
    order.forEach((name, index) => expect(rows[index]).toHaveTextContent(name));
    const offer = rows[1] as HTMLElement;
    expect(within(offer).getByTitle('PDF-Dokument')).toBeInTheDocument();
    expect(within(offer).getByText('2,5 MB')).toBeInTheDocument();
    expect(within(offer).getByText('Anna Admin')).toBeInTheDocument();
    expect(within(offer).getByText(/^\d{2}\.\d{2}\.2026 \d{2}:\d{2}$/)).toBeInTheDocument();
    expect(within(rows[2] as HTMLElement).getByTitle('Bild')).toBeInTheDocument();
    expect(within(rows[3] as HTMLElement).getByTitle('GAEB-Datei')).toBeInTheDocument();
    // Not previewable: the name downloads the file.
    expect(
      within(rows[3] as HTMLElement).getByRole('link', { name: 'LV Rohbau.x83 herunterladen' }),
    ).toHaveAttribute('download', 'LV Rohbau.x83');
    // The breadcrumb names the project once its read answers (its schema loads beside the request).
    expect(await screen.findByRole('link', { name: 'P-00012 Neubau Kita' })).toHaveAttribute(
      'href',
      `/projects/${PROJECT_ID}`,
    );
  });

  it('opens a folder and goes back by the folder trail', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Pläne öffnen' }));
    const table = screen.getByRole('table', { name: 'Dateien und Ordner' });
    expect(within(table).getByText('Grundriss EG.pdf')).toBeInTheDocument();
    expect(within(table).queryByText('Angebot.pdf')).toBeNull();
    const trail = screen.getByRole('navigation', { name: 'Ordnerpfad' });
    expect(within(trail).getByText('Pläne')).toHaveAttribute('aria-current', 'location');
    await user.click(within(trail).getByRole('button', { name: 'Alle Dateien' }));
    expect(await screen.findByText('Angebot.pdf')).toBeInTheDocument();
  });

  it('previews an image in a dialog from its inline content URL', async () => {
    const user = userEvent.setup();
    renderPage();
    // The kind of file is part of the name a screen reader announces.
    await user.click(await screen.findByRole('button', { name: 'Bild Baustelle.png' }));
    const dialog = await screen.findByRole('dialog', { name: 'Vorschau: Baustelle.png' });
    const image = within(dialog).getByRole('img', { name: 'Baustelle.png' });
    expect(image.getAttribute('src')).toMatch(
      /\/api\/v1\/files\/4{8}-.*\/content\?u=u&exp=1&sig=s&disposition=inline$/,
    );
  });

  it('renames with the file-name rules of the contract and sends the version', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Baustelle.png' }));
    await user.click(screen.getByRole('menuitem', { name: 'Umbenennen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datei umbenennen' });
    const name = within(dialog).getByLabelText('Name');
    await user.clear(name);
    await user.type(name, '../Fotos/Baustelle.png');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Der Name darf keine Steuerzeichen, / oder \\ enthalten'),
    ).toBeInTheDocument();
    expect(fakeApi.requests.filter((request) => request.method === 'patch')).toHaveLength(0);

    await user.clear(name);
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Name fehlt')).toBeInTheDocument();

    await user.type(name, 'Baustelle Nord.png');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fakeApi.requests.find((request) => request.method === 'patch');
    expect(patch && callOf(patch)).toBe(`patch /api/v1/files/${PHOTO.id}`);
    expect(bodyOf(patch)).toEqual({ name: 'Baustelle Nord.png', version: 2 });
  });

  it('moves a file into a folder picked in the "Verschieben" dialog', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Angebot.pdf' }));
    await user.click(screen.getByRole('menuitem', { name: 'Verschieben' }));
    const dialog = await screen.findByRole('dialog', { name: '„Angebot.pdf“ verschieben' });
    expect(
      within(dialog).getByRole('radio', { name: 'Alle Dateien (oberste Ebene) – aktueller Ordner' }),
    ).toBeChecked();
    await user.click(within(dialog).getByRole('radio', { name: 'Pläne' }));
    await user.click(within(dialog).getByRole('button', { name: 'Verschieben' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fakeApi.requests.find((request) => request.method === 'patch');
    expect(bodyOf(patch)).toEqual({ folderId: PLANS.id, version: 2 });
  });

  it('deletes a file only after confirmation', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Aktionen für LV Rohbau.x83' }));
    await user.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Datei löschen?' });
    expect(dialog).toHaveTextContent('Die Datei „LV Rohbau.x83“ wird endgültig gelöscht.');
    expect(fakeApi.requests.filter((request) => request.method === 'delete')).toHaveLength(0);
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(fakeApi.requests.filter((request) => request.method === 'delete').map(callOf)).toEqual([
      `delete /api/v1/files/${TENDER.id}`,
    ]);
  });

  it('shows the drop hint when the project has no files', async () => {
    fakeApi.answer((config) =>
      (config.url ?? '').endsWith('/files')
        ? { status: 200, data: { folders: [], files: [] } }
        : { status: 200, data: PROJECT },
    );
    renderPage();
    expect(await screen.findByText('Noch keine Dateien')).toBeInTheDocument();
    expect(screen.getByText(/Ziehen Sie Dateien hierher/)).toBeInTheDocument();
  });
});
