import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DatanormImportResponse } from '@vendoc/contract/service-catalogs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt } from '../../../../components/testing/render-app';
import { deferred } from '../../../../lib/http/test-client';
import { fakeApi } from '../../../../lib/testing/fake-api';
import { CATALOG_ID } from '../../catalogs/testing/catalog-fixtures';
import { DatanormImportDialog } from './datanorm-import-dialog';

vi.mock('../../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../../lib/testing/fake-api')).fakeApi.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
});

const RESULT: DatanormImportResponse = {
  format: 'DATANORM 5',
  created: 12_480,
  updated: 311,
  deleted: 2,
  texts: 12_790,
  prices: 12_791,
  discountGroups: 14,
  positionsRecalculated: 37,
  rejected: 203,
  rejections: [
    { line: 1042, reason: 'Preis „12,3x“ ist keine Zahl' },
    { line: 20_511, reason: 'Artikelnummer fehlt' },
  ],
  durationMs: 8450,
};

const datanormFile = () => new File(['V 050'], 'DATANORM.001');

describe('DATANORM import dialog', () => {
  it('shows the upload progress, then "Wird verarbeitet …" until the answer, then the summary with the refused lines', async () => {
    const uploaded = deferred<void>();
    const answered = deferred<void>();
    fakeApi.answer(async (config) => {
      config.onUploadProgress?.({
        loaded: 250,
        total: 1000,
        bytes: 250,
        lengthComputable: true,
        upload: true,
      });
      await uploaded.promise;
      config.onUploadProgress?.({
        loaded: 1000,
        total: 1000,
        bytes: 750,
        lengthComputable: true,
        upload: true,
      });
      await answered.promise;
      return { status: 200, data: RESULT };
    });
    const onClose = vi.fn();
    renderAt(<DatanormImportDialog catalogId={CATALOG_ID} catalogName="Trockenbau 2026" onClose={onClose} />);
    const user = userEvent.setup();
    const dialog = screen.getByRole('dialog', { name: 'DATANORM in „Trockenbau 2026“ importieren' });
    await user.upload(screen.getByTestId('import-file-input'), datanormFile());
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));

    const upload = await within(dialog).findByRole('progressbar', { name: 'Upload von DATANORM.001' });
    expect(upload).toHaveAttribute('aria-valuenow', '25');
    expect(within(dialog).getByText('25 % hochgeladen')).toBeInTheDocument();
    const request = fakeApi.requests[0];
    expect(request?.url).toBe(`/api/v1/service-catalogs/${CATALOG_ID}/articles/import`);
    expect(request?.timeout).toBe(0);
    expect(((request?.data as FormData).get('file') as File).name).toBe('DATANORM.001');

    await act(async () => uploaded.resolve());
    const processing = await within(dialog).findByRole('progressbar', { name: 'Wird verarbeitet …' });
    expect(processing).not.toHaveAttribute('aria-valuenow');
    expect(within(dialog).getByRole('button', { name: 'Abbrechen' })).toBeDisabled();

    await act(async () => answered.resolve());
    const done = await screen.findByRole('dialog', { name: 'DATANORM importiert' });
    const summary = within(done).getByTestId('import-summary');
    expect(
      within(summary)
        .getAllByRole('term')
        .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`),
    ).toEqual([
      'Datei: DATANORM.001',
      'Format: DATANORM 5',
      'Neu: 12.480',
      'Aktualisiert: 311',
      'Gelöscht: 2',
      'Texte: 12.790',
      'Preise: 12.791',
      'Rabattgruppen: 14',
      'Neu berechnete Positionen: 37',
      'Abgelehnt: 203',
      'Dauer: 8,5 s',
    ]);
    const rejected = within(summary).getByRole('table', { name: '203 abgelehnte Zeilen' });
    expect(
      within(rejected)
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((cell) => cell.textContent),
        ),
    ).toEqual([[], ['1.042', 'Preis „12,3x“ ist keine Zahl'], ['20.511', 'Artikelnummer fehlt']]);
    expect(within(summary).getByText('Die ersten 2 werden gezeigt.')).toBeInTheDocument();
    expect(
      within(summary).getByText('Die Datei wurde übernommen; einzelne Zeilen wurden abgelehnt.'),
    ).toBeInTheDocument();

    await user.click(within(done).getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalled();
  });

  it('says all lines were taken when none was refused', async () => {
    fakeApi.answer(() => ({ status: 200, data: { ...RESULT, rejected: 0, rejections: [] } }));
    renderAt(<DatanormImportDialog catalogId={CATALOG_ID} catalogName="Trockenbau 2026" onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('import-file-input'), datanormFile());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    const done = await screen.findByRole('dialog', { name: 'DATANORM importiert' });
    expect(within(done).getByText('Alle Zeilen wurden übernommen.')).toBeInTheDocument();
    expect(within(done).queryByRole('table')).toBeNull();
  });

  it("shows the server's reason for a file that is no DATANORM", async () => {
    fakeApi.answer(() => ({
      status: 422,
      data: { title: 'Unprocessable Content', status: 422, detail: 'Keine DATANORM-Datei: Kopfsatz V fehlt' },
    }));
    renderAt(<DatanormImportDialog catalogId={CATALOG_ID} catalogName="Trockenbau 2026" onClose={vi.fn()} />);
    const user = userEvent.setup();
    await user.upload(screen.getByTestId('import-file-input'), datanormFile());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Import abgelehnt: Keine DATANORM-Datei: Kopfsatz V fehlt',
    );
    expect(screen.getByRole('button', { name: 'Andere Datei auswählen' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeEnabled();
  });
});
