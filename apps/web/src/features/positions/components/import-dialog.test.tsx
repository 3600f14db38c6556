import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BoqImportResponse } from '@vendoc/contract/boqs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt } from '../../../components/testing/render-app';
import { deferred } from '../../../lib/http/test-client';
import { fakeApi } from '../../../lib/testing/fake-api';
import { BOQ_ID, PROJECT_ID } from '../testing/boq-fixtures';
import { ImportDialog } from './import-dialog';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).fakeApi.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
});

const gaebFile = () =>
  new File(['<?xml version="1.0"?><GAEB/>'], 'Ausschreibung Rohbau.x83', { type: 'application/xml' });

const IMPORTED: BoqImportResponse = {
  boqId: BOQ_ID,
  phase: '83',
  version: '3.2',
  counts: { categories: 12, items: 348 },
  warnings: [
    { message: 'Titel 01.02: tiefer gegliedert als die LV-Gliederung erlaubt', element: 'BoQCtgy', line: 51 },
    { message: 'Die Angaben zur Datei (GAEBInfo: Version, Datum, Programm) fehlen' },
  ],
};

function renderDialog() {
  const onOpen = vi.fn();
  const onClose = vi.fn();
  renderAt(<ImportDialog projectId={PROJECT_ID} onOpen={onOpen} onClose={onClose} />);
  return { onOpen, onClose, user: userEvent.setup() };
}

describe('import dialog', () => {
  it('uploads the file with the kind before it, shows the progress, then the summary with counts and warnings', async () => {
    const finished = deferred<void>();
    fakeApi.answer(async (config) => {
      config.onUploadProgress?.({
        loaded: 400,
        total: 1000,
        bytes: 400,
        lengthComputable: true,
        upload: true,
      });
      await finished.promise;
      return { status: 201, data: IMPORTED };
    });
    const { user, onOpen } = renderDialog();
    const dialog = screen.getByRole('dialog', { name: 'LV importieren' });
    expect(within(dialog).getByRole('button', { name: 'Importieren' })).toBeDisabled();
    await user.upload(screen.getByTestId('import-file-input'), gaebFile());
    expect(within(dialog).getByText('Ausschreibung Rohbau.x83')).toBeInTheDocument();
    await user.click(within(dialog).getByRole('combobox', { name: 'Art des LV' }));
    await user.click(screen.getByRole('option', { name: 'Nachtrag' }));
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));

    const bar = await within(dialog).findByRole('progressbar', {
      name: 'Upload von Ausschreibung Rohbau.x83',
    });
    expect(bar).toHaveAttribute('aria-valuenow', '40');
    expect(within(dialog).getByText('40 % hochgeladen')).toBeInTheDocument();

    const request = fakeApi.requests[0];
    expect(request?.url).toBe(`/api/v1/projects/${PROJECT_ID}/boqs/import`);
    expect(request?.timeout).toBe(0);
    const form = request?.data as FormData;
    expect([...form.keys()]).toEqual(['kind', 'file']);
    expect(form.get('kind')).toBe('addendum');
    expect((form.get('file') as File).name).toBe('Ausschreibung Rohbau.x83');

    await act(async () => finished.resolve());
    const done = await screen.findByRole('dialog', { name: 'LV importiert' });
    const summary = within(done).getByTestId('import-summary');
    const pairs = within(summary)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual([
      'Datei: Ausschreibung Rohbau.x83',
      'Phase: X83 Angebotsaufforderung',
      'GAEB-Version: 3.2',
      'Lose und Titel: 12',
      'Positionen: 348',
    ]);
    const warnings = within(summary).getByRole('region', { name: '2 Hinweise beim Lesen' });
    expect(
      within(warnings)
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual([
      // The line, not the XML element: the message names the title in the estimator's words.
      'Titel 01.02: tiefer gegliedert als die LV-Gliederung erlaubt (Zeile 51)',
      'Die Angaben zur Datei (GAEBInfo: Version, Datum, Programm) fehlen',
    ]);
    await user.click(within(done).getByRole('button', { name: 'LV öffnen' }));
    expect(onOpen).toHaveBeenCalledWith(BOQ_ID);
  });

  it("shows the server's reason when the file is not readable GAEB, and lets another file be tried", async () => {
    fakeApi.answer(() => ({
      status: 422,
      data: {
        type: 'about:blank',
        title: 'Unprocessable Content',
        status: 422,
        detail: 'Keine GAEB-Datei: Element <Foo> in Zeile 3 erwartet <GAEB>',
      },
    }));
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), gaebFile());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Import abgelehnt: Keine GAEB-Datei: Element <Foo> in Zeile 3 erwartet <GAEB>',
    );
    expect(screen.getByRole('dialog', { name: 'LV importieren' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Andere Datei auswählen' })).toBeEnabled();
  });

  it('says when the file is too large', async () => {
    fakeApi.answer(() => ({ status: 413, data: { title: 'Payload Too Large', status: 413 } }));
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), gaebFile());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    await waitFor(() =>
      expect(screen.getByRole('alert')).toHaveTextContent(
        'Import abgelehnt: Die Datei ist größer als erlaubt.',
      ),
    );
  });

  it('takes a file dropped on the zone', async () => {
    renderDialog();
    const zone = screen.getByTestId('import-drop-zone');
    const file = gaebFile();
    await act(async () => {
      const drop = new Event('drop', { bubbles: true, cancelable: true });
      Object.defineProperty(drop, 'dataTransfer', { value: { files: [file], types: ['Files'] } });
      zone.dispatchEvent(drop);
    });
    expect(within(zone).getByText('Ausschreibung Rohbau.x83')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeEnabled();
  });
});
