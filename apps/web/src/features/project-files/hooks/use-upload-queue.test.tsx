import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { AxiosInstance } from 'axios';
import { beforeAll, describe, expect, it } from 'vitest';
import { initTestI18n, renderAt } from '../../../components/testing/render-app';
import { createFakeServer, type FakeReply } from '../../../lib/http/fake-server';
import { deferred } from '../../../lib/http/test-client';
import { UploadButton } from '../components/upload-button';
import { UploadList } from '../components/upload-list';
import { useUploadQueue } from './use-upload-queue';

beforeAll(async () => {
  await initTestI18n();
});

function UploadHarness({ http, folderId = null }: { http: AxiosInstance; folderId?: string | null }) {
  const queue = useUploadQueue({ projectId: 'p-1', folderId, http });
  return (
    <>
      <UploadButton onFiles={queue.add} />
      <UploadList items={queue.items} onCancel={queue.cancel} onClear={queue.clearFinished} />
    </>
  );
}

const textFile = (name: string, size: number) => new File(['x'.repeat(size)], name, { type: 'text/plain' });
const stored = (name: string) => ({ status: 201, data: { files: [{ id: name, name }] } });

describe('upload progress', () => {
  it('shows a progress bar per file that follows the upload and ends as uploaded', async () => {
    const user = userEvent.setup();
    const release = { 'plan.txt': deferred<void>(), 'notiz.txt': deferred<void>() };
    const server = createFakeServer(async (config): Promise<FakeReply> => {
      const form = config.data as FormData;
      const name = (form.get('file') as File).name as keyof typeof release;
      config.onUploadProgress?.({
        loaded: 500,
        total: 1000,
        bytes: 500,
        lengthComputable: true,
        upload: true,
      });
      await release[name].promise;
      return stored(name);
    });
    renderAt(<UploadHarness http={server.http} folderId="f-9" />);

    await user.upload(screen.getByTestId('file-picker'), [
      textFile('plan.txt', 900),
      textFile('notiz.txt', 10),
    ]);

    const plan = await screen.findByRole('progressbar', { name: 'Upload von plan.txt' });
    const note = screen.getByRole('progressbar', { name: 'Upload von notiz.txt' });
    expect(plan).toHaveAttribute('aria-valuenow', '50');
    expect(note).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('2 Dateien werden hochgeladen')).toBeInTheDocument();

    release['plan.txt'].resolve();
    expect(await screen.findByText('Hochgeladen')).toBeInTheDocument();
    expect(plan).toHaveAttribute('aria-valuenow', '100');
    expect(note).toHaveAttribute('aria-valuenow', '50');
    expect(screen.getByText('1 Datei wird hochgeladen')).toBeInTheDocument();

    release['notiz.txt'].resolve();
    await waitFor(() => expect(screen.getAllByText('Hochgeladen')).toHaveLength(2));
    expect(note).toHaveAttribute('aria-valuenow', '100');

    // One request per file, the folder first in the form (the server reads the parts as they arrive).
    expect(server.requests).toHaveLength(2);
    const form = server.requests[0]?.data as FormData;
    expect([...form.keys()]).toEqual(['folderId', 'file']);
    expect(form.get('folderId')).toBe('f-9');
    expect(server.requests[0]?.timeout).toBe(0);
  });

  it('explains a file that is too large (413) and lets finished items be cleared', async () => {
    const user = userEvent.setup();
    const server = createFakeServer(() => ({
      status: 413,
      data: { type: 't', title: 'Payload Too Large', status: 413 },
    }));
    renderAt(<UploadHarness http={server.http} />);
    await user.upload(screen.getByTestId('file-picker'), textFile('riesig.txt', 20));

    const item = await screen.findByRole('alert');
    expect(item).toHaveTextContent('Die Datei ist größer als erlaubt.');
    const list = screen.getByRole('region', { name: 'Uploads' });
    expect(within(list).getByText('riesig.txt')).toBeInTheDocument();
    expect(within(list).getByText('20 B')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Erledigte ausblenden' }));
    expect(screen.queryByRole('region', { name: 'Uploads' })).toBeNull();
  });

  it('stops an upload on its way when cancelled and says so', async () => {
    const user = userEvent.setup();
    let signal: AbortSignal | undefined;
    const server = createFakeServer(
      (config) =>
        new Promise<FakeReply>((_resolve, reject) => {
          signal = config.signal as AbortSignal;
          signal.addEventListener('abort', () => reject(new Error('aborted')));
        }),
    );
    renderAt(<UploadHarness http={server.http} />);
    await user.upload(screen.getByTestId('file-picker'), textFile('gross.txt', 20));
    await user.click(await screen.findByRole('button', { name: 'Upload von gross.txt abbrechen' }));
    expect(await screen.findByText('Abgebrochen')).toBeInTheDocument();
    expect(signal?.aborted).toBe(true);
  });
});
