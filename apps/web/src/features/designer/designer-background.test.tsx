import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTemplate, DocumentTemplateFile } from '@vendoc/contract/document-template-records';
import type { Background } from '@vendoc/contract/document-templates';
import { initTestI18n } from '../../components/testing/render-app';
import { fetchMe } from '../../lib/auth/auth-api';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { acceptSaves, renderEditor, templateUrl } from './testing/render-editor';
import { templateRecord } from './testing/template-fixtures';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));
// pdf.js needs a real canvas and worker: here the letterhead PDF just has three pages.
vi.mock('../../lib/pdf/pdf-document', () => ({
  openPdf: vi.fn(() => Promise.resolve({ numPages: 3 })),
  renderPdfPage: vi.fn(() => ({ done: Promise.resolve(), cancel: vi.fn() })),
}));

beforeAll(async () => {
  await initTestI18n();
});

const FILES = '/api/v1/document-templates/files';
const letterhead: DocumentTemplateFile = {
  id: '0190a0b0-0000-7000-8000-0000000000aa',
  name: 'briefbogen.pdf',
  contentType: 'application/pdf',
  size: 1234,
  createdAt: '2026-11-26T10:00:00.000Z',
};

let record: DocumentTemplate;
beforeEach(() => {
  apiStub.reset();
  vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
  record = templateRecord({ name: 'Angebot Standard', version: 3 });
  apiStub.on('GET', templateUrl(record), { status: 200, data: record });
  apiStub.on('GET', `${FILES}/${letterhead.id}`, { status: 200, data: new Blob(['%PDF-1.7']) });
});

function withBackground(background: Background) {
  const template = { ...record.template, firstPage: { ...record.template.firstPage, background } };
  record = { ...record, template };
  apiStub.on('GET', templateUrl(record), { status: 200, data: record });
}

const section = () => screen.findByRole('region', { name: 'Briefpapier' });
const lastSaved = () =>
  (apiStub.requests('PATCH', templateUrl(record)).at(-1)?.body as Pick<DocumentTemplate, 'template'>)
    .template;
const fileInput = () => screen.getByTestId<HTMLInputElement>('import-file-input');

describe('the designer editor: letterhead background', () => {
  it('uploads a letterhead PDF for the first page, saves it and lets the page of the PDF be chosen', async () => {
    acceptSaves(record);
    apiStub.on('POST', FILES, { status: 201, data: letterhead });
    const user = renderEditor(record);
    const box = await section();
    expect(within(box).getByText('Briefpapier – Erste Seite')).toBeInTheDocument();
    await user.upload(fileInput(), new File(['%PDF-1.7'], 'briefbogen.pdf', { type: 'application/pdf' }));

    await within(box).findByText('PDF-Briefpapier');
    const sent = apiStub.requests('POST', FILES)[0]?.body as FormData;
    expect((sent.get('file') as File).name).toBe('briefbogen.pdf');
    await waitFor(() =>
      expect(lastSaved().firstPage.background).toEqual({ type: 'pdf', fileId: letterhead.id, page: 1 }),
    );
    expect(lastSaved().followingPages.background).toBeNull();

    await user.click(await within(box).findByRole('combobox', { name: 'Seite des PDFs' }));
    await user.click(screen.getByRole('option', { name: 'Seite 2 von 3' }));
    await waitFor(() => expect(lastSaved().firstPage.background).toMatchObject({ page: 2 }));
  });

  it("shows the server's German reason for a refused file (422) and ours for a too large one (413)", async () => {
    const user = renderEditor(record);
    const box = await section();
    apiStub.on('POST', FILES, {
      status: 422,
      data: {
        status: 422,
        title: 'Unprocessable Content',
        detail: 'Bitte ein Bild (PNG oder JPEG) oder ein PDF-Briefpapier hochladen.',
      },
    });
    await user.upload(fileInput(), new File(['hallo'], 'notiz.pdf', { type: 'application/pdf' }));
    expect(await within(box).findByRole('alert')).toHaveTextContent(
      'Bitte ein Bild (PNG oder JPEG) oder ein PDF-Briefpapier hochladen.',
    );
    expect(within(box).getByText('Kein Briefpapier')).toBeInTheDocument();

    apiStub.on('POST', FILES, { status: 413, data: {} });
    await user.upload(fileInput(), new File(['x'], 'riesig.pdf', { type: 'application/pdf' }));
    await waitFor(() =>
      expect(within(box).getByRole('alert')).toHaveTextContent('Die Datei ist zu groß für den Server.'),
    );
    expect(apiStub.requests('PATCH', templateUrl(record))).toHaveLength(0);
  });

  it('removes the background, and undo brings it back (both saved)', async () => {
    withBackground({ type: 'pdf', fileId: letterhead.id, page: 1 });
    acceptSaves(record);
    const user = renderEditor(record);
    const box = await section();
    await user.click(await within(box).findByRole('button', { name: 'Entfernen' }));
    expect(within(box).getByText('Kein Briefpapier')).toBeInTheDocument();
    await waitFor(() => expect(lastSaved().firstPage.background).toBeNull());

    await user.keyboard('{Control>}z{/Control}');
    expect(within(box).getByText('PDF-Briefpapier')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastSaved().firstPage.background).toEqual({ type: 'pdf', fileId: letterhead.id, page: 1 }),
    );
  });

  it('gives the following pages the first page\'s letterhead with "Wie erste Seite"', async () => {
    withBackground({ type: 'image', fileId: letterhead.id });
    acceptSaves(record);
    const user = renderEditor(record);
    await section();
    await user.click(screen.getByRole('button', { name: 'Folgeseiten' }));
    const box = await section();
    expect(within(box).getByText('Briefpapier – Folgeseiten')).toBeInTheDocument();
    await user.click(within(box).getByRole('button', { name: 'Wie erste Seite' }));
    expect(within(box).getByText('Bild als Briefpapier')).toBeInTheDocument();
    await waitFor(() =>
      expect(lastSaved().followingPages.background).toEqual({ type: 'image', fileId: letterhead.id }),
    );
  });
});
