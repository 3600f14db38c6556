import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { deferred } from '../../lib/http/test-client';
import { fakeApi } from '../../lib/testing/fake-api';
import { postUpload } from '../../lib/upload/post-upload';
import { initTestI18n, renderAt } from '../testing/render-app';
import { FileImportDialog } from './file-import-dialog';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).fakeApi.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
});

const file = () => new File(['Inhalt'], 'Liste.txt', { type: 'text/plain' });

function renderDialog() {
  const onClose = vi.fn();
  const onImported = vi.fn();
  renderAt(
    <FileImportDialog<{ count: number }>
      title="Liste importieren"
      doneTitle="Liste importiert"
      upload={async (chosen, control) =>
        (await postUpload('/api/v1/lists/import', chosen, { note: 'a', none: null }, control)) as {
          count: number;
        }
      }
      renderSummary={(result, name) => <p>{`${name}: ${result.count} Einträge`}</p>}
      onImported={onImported}
      onClose={onClose}
    />,
  );
  return { onClose, onImported, user: userEvent.setup() };
}

describe('file import dialog', () => {
  it('shows the upload, then waits while the server reads the file (no cancelling then), then the summary', async () => {
    const finished = deferred<void>();
    fakeApi.answer(async (config) => {
      config.onUploadProgress?.({
        loaded: 300,
        total: 1000,
        bytes: 300,
        lengthComputable: true,
        upload: true,
      });
      config.onUploadProgress?.({
        loaded: 1000,
        total: 1000,
        bytes: 700,
        lengthComputable: true,
        upload: true,
      });
      await finished.promise;
      return { status: 201, data: { count: 7 } };
    });
    const { user, onImported } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), file());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));

    expect(await screen.findByRole('progressbar', { name: 'Wird verarbeitet …' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Abbrechen' })).toBeDisabled();
    const form = fakeApi.requests[0]?.data as FormData;
    expect([...form.keys()]).toEqual(['note', 'file']);

    await act(async () => finished.resolve());
    const done = await screen.findByRole('dialog', { name: 'Liste importiert' });
    expect(within(done).getByText('Liste.txt: 7 Einträge')).toBeInTheDocument();
    expect(onImported).toHaveBeenCalledWith({ count: 7 });
  });

  it('cancelling an upload on its way aborts the request and closes', async () => {
    let signal: AbortSignal | undefined;
    fakeApi.answer(
      (config) =>
        new Promise((_resolve, reject) => {
          signal = config.signal as AbortSignal;
          config.onUploadProgress?.({
            loaded: 10,
            total: 1000,
            bytes: 10,
            lengthComputable: true,
            upload: true,
          });
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    const { user, onClose, onImported } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), file());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByText('1 % hochgeladen')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(signal?.aborted).toBe(true);
    expect(onClose).toHaveBeenCalled();
    expect(onImported).not.toHaveBeenCalled();
  });

  it('says in German why the file was refused, and a server error in general words', async () => {
    fakeApi.answer(() => ({ status: 500, data: { title: 'Internal Server Error', status: 500 } }));
    const { user } = renderDialog();
    await user.upload(screen.getByTestId('import-file-input'), file());
    await user.click(screen.getByRole('button', { name: 'Importieren' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Import abgelehnt: Die Datei konnte nicht hochgeladen werden.',
    );
    expect(screen.getByRole('button', { name: 'Importieren' })).toBeEnabled();
  });
});
