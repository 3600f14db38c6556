import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt } from '../../../components/testing/render-app';
import { makeSmartNote, PROJECT_ID, SMART_NOTE_ID } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import {
  DAY_ID,
  FILE_ID,
  makeDay,
  makeFile,
  makeSurveyDetail,
  makeSurveyLine,
  PHOTO_ID,
  SURVEY_ID,
} from '../testing/blueprint-fixtures';
import { PinDialog } from './pin-dialog';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const empty = { status: 200, data: { items: [], nextCursor: null, total: 0 } };

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/smart-notes', empty);
  apiStub.on('GET', '/api/v1/construction-notes', empty);
  apiStub.on('GET', '/api/v1/quantity-surveys', empty);
  apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/files`, {
    status: 200,
    data: { folders: [], files: [] },
  });
});

function renderDialog() {
  const onPlace = vi.fn();
  renderAt(
    <PinDialog projectId={PROJECT_ID} onClose={vi.fn()} onPlace={onPlace} pending={false} error={null} />,
  );
  const dialog = screen.getByRole('dialog', { name: 'Markierung setzen' });
  const submit = within(dialog).getByRole('button', { name: 'Markierung setzen' });
  return { onPlace, dialog, submit, user: userEvent.setup() };
}

/** Picks `option` (by its accessible name) in the drop-down `field` of the dialog. */
async function pick(user: ReturnType<typeof userEvent.setup>, field: string, option: RegExp | string) {
  await user.click(await screen.findByRole('combobox', { name: field }));
  await user.click(await screen.findByRole('option', { name: option }));
}

describe('pin dialog', () => {
  it('offers every kind of link and by default makes a new defect note, once it has a title', async () => {
    const { onPlace, dialog, submit, user } = renderDialog();
    const group = within(dialog).getByRole('radiogroup', { name: 'Verknüpfen mit' });
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.closest('label')?.textContent),
    ).toEqual([
      'Neue Notiz',
      'Vorhandene Notiz',
      'Bautagebuch-Tag',
      'Foto',
      'Datei',
      'Aufmaßzeile',
      'Nichts (nur Markierung)',
    ]);
    expect(within(group).getByRole('radio', { name: 'Neue Notiz' })).toBeChecked();
    expect(submit).toBeDisabled();
    await pick(user, 'Art', 'Aufgabe');
    await user.type(within(dialog).getByRole('textbox', { name: 'Titel' }), '  Steckdose fehlt ');
    await user.click(submit);
    expect(onPlace).toHaveBeenCalledWith({ kind: 'newNote', type: 'task', title: 'Steckdose fehlt' });
  });

  it('links an existing smart note', async () => {
    apiStub.on('GET', '/api/v1/smart-notes', {
      status: 200,
      data: {
        items: [
          { ...makeSmartNote({ title: 'Riss Achse B' }), checklistDone: 0, checklistTotal: 0, photoCount: 0 },
        ],
        nextCursor: null,
        total: 1,
      },
    });
    const { onPlace, dialog, submit, user } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Vorhandene Notiz' }));
    await pick(user, 'Notiz', /Riss Achse B/);
    await user.click(submit);
    expect(onPlace).toHaveBeenCalledWith({ kind: 'link', link: { kind: 'smartNote', id: SMART_NOTE_ID } });
    expect(apiStub.requests('GET', '/api/v1/smart-notes')[0]!.query.get('projectId')).toBe(PROJECT_ID);
  });

  it("links a day of the project's diary, offered by its German date and status", async () => {
    apiStub.on('GET', '/api/v1/construction-notes', {
      status: 200,
      data: {
        items: [
          makeDay(),
          // An older revision of a corrected day is history: not offered.
          makeDay({ id: 'd0000000-0000-4000-8000-00000000d002', date: '2026-12-01', isLatest: false }),
        ],
        nextCursor: null,
      },
    });
    const { onPlace, dialog, submit, user } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Bautagebuch-Tag' }));
    await user.click(await screen.findByRole('combobox', { name: 'Tag im Bautagebuch' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual([
      '02.12.2026Unterschrieben · Anna Admin',
    ]);
    await user.click(screen.getByRole('option', { name: /02\.12\.2026/ }));
    expect(within(dialog).getByRole('combobox', { name: 'Tag im Bautagebuch' })).toHaveTextContent(
      '02.12.2026',
    );
    await user.click(submit);
    expect(onPlace).toHaveBeenCalledWith({ kind: 'link', link: { kind: 'constructionNote', id: DAY_ID } });
    expect(apiStub.requests('GET', '/api/v1/construction-notes')[0]!.query.get('projectId')).toBe(PROJECT_ID);
  });

  it('offers images as photos and the other files as files, both linked as a file', async () => {
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/files`, {
      status: 200,
      data: {
        folders: [],
        files: [makeFile(), makeFile({ id: PHOTO_ID, name: 'Riss.jpg', contentType: 'image/jpeg' })],
      },
    });
    const { onPlace, dialog, submit, user } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Foto' }));
    await user.click(await screen.findByRole('combobox', { name: 'Foto' }));
    expect(screen.getAllByRole('option').map((option) => option.textContent)).toEqual(['Riss.jpg20.11.2026']);
    await user.click(screen.getByRole('option', { name: /Riss\.jpg/ }));
    await user.click(submit);
    expect(onPlace).toHaveBeenLastCalledWith({ kind: 'link', link: { kind: 'file', id: PHOTO_ID } });

    // Another kind forgets the choice.
    await user.click(within(dialog).getByRole('radio', { name: 'Datei' }));
    expect(submit).toBeDisabled();
    await pick(user, 'Datei', /Grundriss EG\.pdf/);
    await user.click(submit);
    expect(onPlace).toHaveBeenLastCalledWith({ kind: 'link', link: { kind: 'file', id: FILE_ID } });
  });

  it('links a survey line: the survey first, then the line by its sheet, row, OZ and formula', async () => {
    apiStub.on('GET', '/api/v1/quantity-surveys', {
      status: 200,
      data: { items: [makeSurveyDetail()], nextCursor: null, total: 1 },
    });
    const other = makeSurveyLine({
      id: 'e0000000-0000-4000-8000-00000000e0b2',
      row: 'B1',
      oz: '01.0020',
      text: 'Fliesen Bad',
      expression: '2*2,5',
    });
    apiStub.on('GET', `/api/v1/quantity-surveys/${SURVEY_ID}`, {
      status: 200,
      data: makeSurveyDetail({ lines: [makeSurveyLine(), other] }),
    });
    const { onPlace, dialog, submit, user } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Aufmaßzeile' }));
    await pick(user, 'Aufmaß', /Aufmaß EG/);
    const line = await within(dialog).findByRole('combobox', { name: 'Zeile (Blatt, Zeile, OZ)' });
    await user.click(line);
    expect((await screen.findAllByRole('option')).map((option) => option.textContent)).toEqual([
      'Blatt 1 · B0 · OZ 01.00104,5*3,2 · Estrich Flur',
      'Blatt 1 · B1 · OZ 01.00202*2,5 · Fliesen Bad',
    ]);
    await user.type(line, 'fliesen');
    expect(screen.getAllByRole('option')).toHaveLength(1);
    await user.click(screen.getByRole('option', { name: /B1/ }));
    expect(line).toHaveValue('Blatt 1 · B1 · OZ 01.0020');
    expect(within(dialog).getByText('2*2,5 · Fliesen Bad')).toBeInTheDocument();
    await user.click(submit);
    expect(onPlace).toHaveBeenCalledWith({ kind: 'link', link: { kind: 'surveyLine', id: other.id } });
  });

  it('places a plain marker with a label and no link', async () => {
    const { onPlace, dialog, submit, user } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Nichts (nur Markierung)' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Beschriftung' }), 'Stütze prüfen');
    await user.click(submit);
    expect(onPlace).toHaveBeenCalledWith({ kind: 'none', label: 'Stütze prüfen' });
  });

  it('says when the project has nothing of a kind to link', async () => {
    const { dialog, submit, user } = renderDialog();
    await user.click(within(dialog).getByRole('radio', { name: 'Bautagebuch-Tag' }));
    expect(
      await within(dialog).findByText('Dieses Projekt hat noch keine Bautagebuch-Einträge.'),
    ).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Foto' }));
    expect(await within(dialog).findByText('Dieses Projekt hat noch keine Fotos.')).toBeVisible();
    await user.click(within(dialog).getByRole('radio', { name: 'Aufmaßzeile' }));
    expect(await within(dialog).findByText('Dieses Projekt hat noch kein Aufmaß.')).toBeVisible();
    expect(submit).toBeDisabled();
  });
});
