import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { SmartNote } from '@vendoc/contract/smart-notes';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeBoq, makeProject, meAs, PROJECT_ID, USER_ID } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { SmartNotePage } from './smart-note-page';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const NOTE_ID = 'a0000000-0000-4000-8000-00000000a001';
const OTHER_USER = 'a0000000-0000-4000-8000-00000000a0ff';

function makeNote(overrides: Partial<SmartNote> = {}): SmartNote {
  return {
    id: NOTE_ID,
    projectId: PROJECT_ID,
    projectName: 'Schule am Park',
    type: 'defect',
    title: 'Riss in Wand Achse B',
    text: '',
    status: 'open',
    assignee: null,
    dueDate: null,
    createdBy: { id: USER_ID, displayName: 'Anna Admin' },
    version: 1,
    createdAt: '2026-11-20T08:00:00.000Z',
    updatedAt: '2026-11-20T08:00:00.000Z',
    checklist: [
      { text: 'Fotografieren', done: false },
      { text: 'Spachteln', done: false },
    ],
    positions: [],
    photos: [],
    voiceMemo: null,
    quantitySurveyId: null,
    comments: [],
    ...overrides,
  };
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/projects/team-users', { status: 200, data: { items: [] } });
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, { status: 200, data: { items: [] } });
  apiStub.on('GET', `/api/v1/smart-notes/${NOTE_ID}`, { status: 200, data: makeNote() });
});

function renderPage() {
  return renderRoutes([{ path: '/projects/:projectId/smartNotes/:smartNoteId', Component: SmartNotePage }], {
    initialEntries: [`/projects/${PROJECT_ID}/smartNotes/${NOTE_ID}`],
  });
}

describe('SmartNotePage', () => {
  it('saves a tick of the checklist at once with the whole note and its version', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    apiStub.on('PUT', `/api/v1/smart-notes/${NOTE_ID}`, (request) => ({
      status: 200,
      data: makeNote({ ...(request.body as Partial<SmartNote>), version: 2 }),
    }));
    renderPage();
    const checklist = await screen.findByRole('region', { name: 'Checkliste' });
    await userEvent.click(within(checklist).getByRole('checkbox', { name: 'Fotografieren' }));
    expect(within(checklist).getByRole('checkbox', { name: 'Fotografieren' })).toBeChecked();
    await waitFor(() => expect(apiStub.requests('PUT', `/api/v1/smart-notes/${NOTE_ID}`)).toHaveLength(1));
    expect(apiStub.requests('PUT', `/api/v1/smart-notes/${NOTE_ID}`)[0]!.body).toMatchObject({
      type: 'defect',
      title: 'Riss in Wand Achse B',
      version: 1,
      checklist: [
        { text: 'Fotografieren', done: true },
        { text: 'Spachteln', done: false },
      ],
    });
  });

  it('keeps what was typed when someone else changed the note meanwhile, and shows their state', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
    apiStub.on('PUT', `/api/v1/smart-notes/${NOTE_ID}`, {
      status: 409,
      data: {
        type: 'https://vendoc.app/problems/conflict',
        title: 'Conflict',
        status: 409,
        detail: 'Die Notiz wurde inzwischen geändert.',
        current: makeNote({ status: 'done', version: 2 }),
      },
    });
    renderPage();
    const details = await screen.findByRole('form', { name: 'Angaben' });
    const title = within(details).getByRole('textbox', { name: 'Titel' });
    await userEvent.clear(title);
    await userEvent.type(title, 'Riss bis zur Decke');
    await userEvent.click(within(details).getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText(/Jemand hat die Notiz inzwischen geändert/)).toBeVisible();
    expect(title).toHaveValue('Riss bis zur Decke');
    expect(screen.getAllByText('Erledigt')[0]).toBeVisible();
  });

  it('shows a fitter another person’s note read-only, with comments open', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    apiStub.on('GET', `/api/v1/smart-notes/${NOTE_ID}`, {
      status: 200,
      data: makeNote({ createdBy: { id: OTHER_USER, displayName: 'Bea Büro' } }),
    });
    renderPage();
    expect(await screen.findByText(/weder von Ihnen noch Ihnen zugewiesen/)).toBeVisible();
    expect(screen.queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Aufmaß starten' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Fotografieren' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Kommentieren' })).toBeInTheDocument();
  });

  it('has the BoQ of a new survey chosen when the project has several and no contract BoQ', async () => {
    const older = makeBoq({ id: 'b0000000-0000-4000-8000-00000000b001', name: 'LV Rohbau', kind: 'tender' });
    const newer = makeBoq({
      id: 'b0000000-0000-4000-8000-00000000b002',
      name: 'LV Ausbau',
      kind: 'offer',
      createdAt: '2026-11-25T08:00:00.000Z',
    });
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, {
      status: 200,
      data: { items: [older, newer] },
    });
    apiStub.on('POST', '/api/v1/quantity-surveys', { status: 500, data: {} });
    renderPage();
    const start = await screen.findByRole('button', { name: 'Aufmaß starten' });
    await waitFor(() => expect(start).toBeDisabled());
    expect(screen.getByText(/mehrere LVs und kein Auftrags-LV/)).toBeVisible();
    await userEvent.click(screen.getByRole('combobox', { name: 'Leistungsverzeichnis für das Aufmaß' }));
    await userEvent.click(await screen.findByRole('option', { name: 'LV Rohbau' }));
    await waitFor(() => expect(start).toBeEnabled());
    await userEvent.click(start);
    await waitFor(() => expect(apiStub.requests('POST', '/api/v1/quantity-surveys')).toHaveLength(1));
    expect(apiStub.requests('POST', '/api/v1/quantity-surveys')[0]!.body).toMatchObject({
      projectId: PROJECT_ID,
      boqId: older.id,
    });
  });

  it('makes a new note of the project on ".../smartNotes/new" (a project\'s one-tap "Notiz") and opens it', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}`, {
      status: 200,
      data: makeProject({ id: PROJECT_ID, number: 'P-2026-007', name: 'Schule am Park' }),
    });
    apiStub.on('POST', '/api/v1/smart-notes', { status: 201, data: makeNote({ title: 'Fliesen fehlen' }) });
    renderRoutes([{ path: '/projects/:projectId/smartNotes/:smartNoteId', Component: SmartNotePage }], {
      initialEntries: [`/projects/${PROJECT_ID}/smartNotes/new`],
    });
    const dialog = await screen.findByRole('dialog', { name: 'Neue Notiz' });
    expect(within(dialog).getByRole('combobox', { name: 'Projekt' })).toHaveValue(
      'P-2026-007 · Schule am Park',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Titel' }), 'Fliesen fehlen');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByRole('heading', { name: 'Fliesen fehlen' })).toBeVisible();
    expect(apiStub.requests('POST', '/api/v1/smart-notes')[0]!.body).toMatchObject({
      projectId: PROJECT_ID,
      title: 'Fliesen fehlen',
    });
  });
});
