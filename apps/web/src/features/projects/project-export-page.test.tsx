import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ProjectExport } from '@vendoc/contract/project-exports';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { apiStub } from '../../lib/testing/fake-api';
import { meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { ProjectExportPage } from './project-export-page';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const LIST_PATH = `/api/v1/projects/${PROJECT_ID}/exports`;
const EXPORT_ID = '5a1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d';

const anExport = (changes: Partial<ProjectExport> = {}): ProjectExport => ({
  id: EXPORT_ID,
  projectId: PROJECT_ID,
  status: 'running',
  options: {
    everything: false,
    include: ['files'],
    boqPhases: ['83'],
    boqXlsx: true,
    diary: { mode: 'days', from: null, to: null },
  },
  progress: { done: 2, total: 8 },
  phase: 'Dateien: Grundriss EG.pdf',
  error: null,
  fileName: null,
  size: null,
  createdBy: { id: '0b6f1c2d-3e4f-4a5b-8c6d-7e8f9a0b1c2d', displayName: 'Eva Büro' },
  createdAt: '2026-12-02T10:00:00.000Z',
  finishedAt: null,
  expiresAt: '2026-12-09T10:00:00.000Z',
  ...changes,
});

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
});

const renderPage = () => {
  renderRoutes([{ path: '/projects/:projectId/export', Component: ProjectExportPage }], {
    initialEntries: [`/projects/${PROJECT_ID}/export`],
  });
  return userEvent.setup();
};

describe('project export page', () => {
  it('starts an export of the chosen parts and then shows its phase and progress from the server', async () => {
    let listed: ProjectExport[] = [];
    apiStub.on('GET', LIST_PATH, () => ({ status: 200, data: { items: listed } }));
    apiStub.on('POST', LIST_PATH, () => {
      listed = [anExport()];
      return { status: 202, data: anExport({ status: 'queued', progress: { done: 0, total: 0 } }) };
    });
    const user = renderPage();
    expect(await screen.findByText('Noch keine Exporte.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Export starten' }));
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte mindestens einen Bereich wählen.');
    expect(apiStub.requests('POST', LIST_PATH)).toHaveLength(0);

    expect(screen.getByRole('checkbox', { name: 'Notizen und Mängel (CSV und PDF)' })).not.toBeChecked();
    await user.click(screen.getByRole('checkbox', { name: 'Projektdateien mit Ordnern' }));
    await user.click(screen.getByRole('checkbox', { name: 'Pläne mit Pins (PDF)' }));
    await user.click(screen.getByRole('button', { name: 'Export starten' }));
    await waitFor(() => expect(apiStub.requests('POST', LIST_PATH)).toHaveLength(1));
    expect(apiStub.requests('POST', LIST_PATH)[0]!.body).toEqual({
      everything: false,
      include: ['files', 'plans'],
      boqPhases: ['83'],
      boqXlsx: true,
      diary: { mode: 'days' },
    });
    expect(await screen.findByText('2 von 8 Einträgen')).toBeInTheDocument();
    expect(screen.getAllByText('Dateien: Grundriss EG.pdf').length).toBeGreaterThan(0);
    expect(screen.getByRole('progressbar', { name: 'Export läuft' })).toHaveAttribute('aria-valuenow', '25');
  });

  it('offers the BoQs in GAEB phases and as Excel workbook, and sends the choice', async () => {
    apiStub.on('GET', LIST_PATH, { status: 200, data: { items: [] } });
    apiStub.on('POST', LIST_PATH, { status: 202, data: anExport({ status: 'queued' }) });
    const user = renderPage();
    await user.click(await screen.findByRole('checkbox', { name: 'Leistungsverzeichnisse (GAEB)' }));
    const xlsx = screen.getByRole('checkbox', { name: 'Zusätzlich als Excel-Tabelle (XLSX)' });
    expect(xlsx).toBeChecked();
    await user.click(xlsx);
    await user.click(screen.getByRole('checkbox', { name: 'X86 Auftrag' }));
    await user.click(screen.getByRole('button', { name: 'Export starten' }));
    await waitFor(() => expect(apiStub.requests('POST', LIST_PATH)).toHaveLength(1));
    expect(apiStub.requests('POST', LIST_PATH)[0]!.body).toMatchObject({
      include: ['boqs'],
      boqPhases: ['83', '86'],
      boqXlsx: false,
    });
  });

  it('cancels the running export, and offers a finished one for download with its expiry date', async () => {
    apiStub.on('GET', LIST_PATH, {
      status: 200,
      data: {
        items: [
          anExport(),
          anExport({
            id: '6b2d3e4f-5061-4b7c-9d8e-0f1a2b3c4d5e',
            status: 'done',
            fileName: 'Projektexport.zip',
            finishedAt: '2026-12-01T10:00:00.000Z',
            expiresAt: '2026-12-08T10:00:00.000Z',
          }),
        ],
      },
    });
    apiStub.on('POST', `/api/v1/exports/${EXPORT_ID}/cancel`, {
      status: 200,
      data: anExport({ status: 'cancelled' }),
    });
    const user = renderPage();
    expect(await screen.findByText('Verfügbar bis 08.12.2026')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Herunterladen' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    await waitFor(() =>
      expect(apiStub.requests('POST', `/api/v1/exports/${EXPORT_ID}/cancel`)).toHaveLength(1),
    );
  });
});
