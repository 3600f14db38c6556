import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import type userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import { initTestI18n } from '../../components/testing/render-app';
import { fetchMe } from '../../lib/auth/auth-api';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../lib/testing/fake-api';
import { acceptSaves as acceptSavesOf, renderEditor as renderEditorOf } from './testing/render-editor';
import { templateRecord } from './testing/template-fixtures';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

let record: DocumentTemplate;
let url: string;
beforeEach(() => {
  apiStub.reset();
  vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
  record = templateRecord({ name: 'Angebot Standard', version: 3 });
  url = `/api/v1/document-templates/${record.id}`;
  apiStub.on('GET', url, { status: 200, data: record });
});

const acceptSaves = () => acceptSavesOf(record);
const renderEditor = (autosaveDelay = 0) => renderEditorOf(record, autosaveDelay);

async function selectInList(user: ReturnType<typeof userEvent.setup>, name: string) {
  const list = await screen.findByRole('list', { name: 'Elemente' });
  await user.click(within(list).getByRole('button', { name }));
}

const field = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
const patches = () => apiStub.requests('PATCH', url);
const savedElement = (request: StubRequest | undefined, id: string) =>
  (request?.body as Pick<DocumentTemplate, 'template'>).template.firstPage.elements.find((e) => e.id === id);

describe('the designer editor: keyboard, undo and redo', () => {
  it('moves the selection by 1 mm with the arrows, 10 mm with Shift, and resizes with Alt', async () => {
    acceptSaves();
    const user = renderEditor(60_000);
    await selectInList(user, 'Anschrift');
    expect(field('X (mm)').value).toBe('20');
    await user.keyboard('{ArrowRight}{ArrowRight}{Shift>}{ArrowDown}{/Shift}{ArrowUp}');
    expect(field('X (mm)').value).toBe('22');
    expect(field('Y (mm)').value).toBe('54');
    await user.keyboard('{Alt>}{ArrowRight}{ArrowDown}{/Alt}');
    expect(field('Breite (mm)').value).toBe('86');
    expect(field('Höhe (mm)').value).toBe('46');
  });

  it('undoes with Ctrl+Z and redoes with Ctrl+Y and Ctrl+Shift+Z, at least 100 steps back', async () => {
    acceptSaves();
    const user = renderEditor(60_000);
    await selectInList(user, 'Logo');
    await user.keyboard('{ArrowLeft}{ArrowLeft}');
    expect(field('X (mm)').value).toBe('133');
    await user.keyboard('{Control>}z{/Control}');
    expect(field('X (mm)').value).toBe('134');
    await user.keyboard('{Control>}y{/Control}');
    expect(field('X (mm)').value).toBe('133');
    await user.keyboard('{Control>}z{/Control}{Control>}{Shift>}z{/Shift}{/Control}');
    expect(field('X (mm)').value).toBe('133');

    for (let step = 0; step < 105; step += 1) fireEvent.keyDown(window, { key: 'ArrowDown' });
    expect(field('Y (mm)').value).toBe('115');
    for (let step = 0; step < 110; step += 1) fireEvent.keyDown(window, { key: 'z', ctrlKey: true });
    // 107 changes were made, the last 100 are undone
    expect(field('Y (mm)').value).toBe('15');
    expect(field('X (mm)').value).toBe('133');
    expect(screen.getByRole('button', { name: 'Rückgängig (Strg+Z)' })).toBeDisabled();
  });

  it('deletes, duplicates and pastes the selection as one step each', async () => {
    acceptSaves();
    const user = renderEditor(60_000);
    await selectInList(user, 'Logo');
    const list = screen.getByRole('list', { name: 'Elemente' });
    const count = () => within(list).getAllByRole('button').length;
    const before = count();
    await user.keyboard('{Control>}d{/Control}');
    expect(count()).toBe(before + 1);
    expect(field('X (mm)').value).toBe('140');
    await user.keyboard('{Delete}');
    expect(count()).toBe(before);
    await selectInList(user, 'Logo');
    await user.keyboard('{Control>}c{/Control}{Control>}v{/Control}{Control>}v{/Control}');
    expect(count()).toBe(before + 2);
    await user.keyboard('{Control>}z{/Control}');
    expect(count()).toBe(before + 1);
  });
});

describe('the designer editor: autosave', () => {
  it('saves a change with the version read, and the next with the version the server answered', async () => {
    acceptSaves();
    const user = renderEditor();
    await selectInList(user, 'Logo');
    await user.keyboard('{ArrowRight}');
    await waitFor(() => expect(patches()).toHaveLength(1));
    expect(patches()[0]?.body).toMatchObject({ version: 3 });
    expect(savedElement(patches()[0], 'logo')).toMatchObject({ x: 136, y: 10 });
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]?.body).toMatchObject({ version: 4 });
    expect(savedElement(patches()[1], 'logo')).toMatchObject({ x: 136, y: 11 });
  });

  it('on 409 asks: "Neu laden" takes the server\'s version', async () => {
    const theirs = structuredClone(record);
    theirs.version = 7;
    const logo = theirs.template.firstPage.elements.find((e) => e.id === 'logo');
    if (logo) logo.x = 100;
    apiStub.on('PATCH', url, {
      status: 409,
      data: { type: 'about:blank', title: 'Conflict', status: 409, current: theirs },
    });
    const user = renderEditor();
    await selectInList(user, 'Logo');
    await user.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Die Vorlage wurde inzwischen geändert' });
    await user.click(within(dialog).getByRole('button', { name: 'Neu laden' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await selectInList(user, 'Logo');
    expect(field('X (mm)').value).toBe('100');
    expect(screen.getByText('Gespeichert')).toBeInTheDocument();
    expect(patches()).toHaveLength(1);
  });

  it('on 409 "Meine Fassung speichern" saves this version over the server\'s with its version', async () => {
    const theirs = { ...structuredClone(record), version: 7 };
    let calls = 0;
    apiStub.on('PATCH', url, (request: StubRequest) => {
      calls += 1;
      if (calls === 1)
        return {
          status: 409,
          data: { type: 'about:blank', title: 'Conflict', status: 409, current: theirs },
        };
      return {
        status: 200,
        data: { ...record, template: (request.body as DocumentTemplate).template, version: 8 },
      };
    });
    const user = renderEditor();
    await selectInList(user, 'Logo');
    await user.keyboard('{ArrowRight}');
    const dialog = await screen.findByRole('dialog', { name: 'Die Vorlage wurde inzwischen geändert' });
    await user.click(within(dialog).getByRole('button', { name: 'Meine Fassung speichern' }));
    await waitFor(() => expect(patches()).toHaveLength(2));
    expect(patches()[1]?.body).toMatchObject({ version: 7 });
    expect(savedElement(patches()[1], 'logo')).toMatchObject({ x: 136 });
    expect(await screen.findByText('Gespeichert')).toBeInTheDocument();
  });
});

describe('the designer editor: preview', () => {
  it("posts the editor's template and shows the PDF in the page", async () => {
    acceptSaves();
    apiStub.on('POST', `${url}/preview`, {
      status: 200,
      data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
      headers: { 'content-type': 'application/pdf' },
    });
    const user = renderEditor(60_000);
    await selectInList(user, 'Logo');
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Vorschau' }));
    const frame = await screen.findByTitle('Vorschau');
    expect(frame.getAttribute('src')).toMatch(/^blob:/);
    const sent = apiStub.requests('POST', `${url}/preview`)[0]?.body as Pick<DocumentTemplate, 'template'>;
    expect(sent.template.firstPage.elements.find((e) => e.id === 'logo')).toMatchObject({ y: 11 });
  });
});

describe('the designer editor: multi-select', () => {
  it('Shift-click adds to the selection, arrows move all, align lines them up', async () => {
    acceptSaves();
    const user = renderEditor(60_000);
    await selectInList(user, 'Logo');
    const list = screen.getByRole('list', { name: 'Elemente' });
    await user.keyboard('{Shift>}');
    await user.click(within(list).getByRole('button', { name: 'Betreff' }));
    await user.keyboard('{/Shift}');
    expect(screen.getByText('2 Elemente ausgewählt')).toBeInTheDocument();
    await user.keyboard('{ArrowDown}');
    await user.click(screen.getByRole('button', { name: 'Links ausrichten' }));
    await selectInList(user, 'Logo');
    expect(field('X (mm)').value).toBe('25');
    expect(field('Y (mm)').value).toBe('11');
    await selectInList(user, 'Betreff');
    expect(field('Y (mm)').value).toBe('99,5');
  });
});

describe('a stored layout the server cannot read', () => {
  it('says why instead of opening the editor', async () => {
    const detail =
      'Die gespeicherte Vorlage ist beschädigt und lässt sich nicht lesen. Bitte die Vorlage neu gestalten oder löschen.';
    apiStub.on('GET', url, {
      status: 422,
      data: { type: 'about:blank', title: 'Unprocessable Content', status: 422, detail },
    });
    renderEditor();
    expect(await screen.findByText(detail)).toBeInTheDocument();
    expect(screen.queryByTestId('designer-page')).not.toBeInTheDocument();
  });
});
