import { screen, waitFor, within } from '@testing-library/react';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTemplate } from '@vendoc/contract/document-template-records';
import type { OrderDocumentSummary } from '@vendoc/contract/order-document-actions';
import type { QuantitySurvey } from '@vendoc/contract/quantity-surveys';
import { initTestI18n } from '../../components/testing/render-app';
import { fetchMe } from '../../lib/auth/auth-api';
import { makeProject, meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { acceptSaves, renderEditor, templateUrl } from './testing/render-editor';
import { templateRecord } from './testing/template-fixtures';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

const project = makeProject({ number: 'P-2026-0042', name: 'Schule Nord' });
const survey: QuantitySurvey = {
  id: '0190a0b0-0000-7000-8000-0000000000cc',
  projectId: project.id,
  construction: null,
  boq: null,
  name: 'Aufmaß Estrich',
  status: 'draft',
  sheetCount: 2,
  lineCount: 12,
  transferredAt: null,
  version: 1,
  createdAt: '2026-11-20T10:00:00.000Z',
  updatedAt: '2026-11-20T10:00:00.000Z',
};

const orderDocument = (overrides: Partial<OrderDocumentSummary>): OrderDocumentSummary => ({
  id: '0190a0b0-0000-7000-8000-0000000000d1',
  kind: 'final_invoice',
  status: 'issued',
  number: 'RE-2026-0007',
  title: 'Turnhalle',
  documentDate: '2026-11-20',
  dueDate: null,
  projectId: project.id,
  projectName: project.name,
  clientId: project.client.id,
  clientName: 'Stadt Nord',
  net: '100.00',
  gross: '119.00',
  openAmount: '119.00',
  paymentStatus: 'open',
  version: 1,
  updatedAt: '2026-11-20T10:00:00.000Z',
  ...overrides,
});
const finalInvoice = orderDocument({});
const draftInvoice = orderDocument({
  id: '0190a0b0-0000-7000-8000-0000000000d2',
  kind: 'invoice',
  status: 'draft',
  number: null,
  title: 'Nachtrag Fenster',
  paymentStatus: null,
});
const offer = orderDocument({ id: '0190a0b0-0000-7000-8000-0000000000d3', kind: 'offer', title: 'Angebot' });

let record: DocumentTemplate;
const previews = () => apiStub.requests('POST', `${templateUrl(record)}/preview`);
const lastPreviewBody = () => previews().at(-1)?.body as Record<string, unknown>;

function serve(kind: DocumentTemplate['template']['kind']) {
  record = templateRecord({ kind, name: 'Vorlage', version: 1 });
  apiStub.on('GET', templateUrl(record), { status: 200, data: record });
  apiStub.on('POST', `${templateUrl(record)}/preview`, {
    status: 200,
    data: new Blob(['%PDF-1.7'], { type: 'application/pdf' }),
    headers: { 'content-type': 'application/pdf' },
  });
  acceptSaves(record);
}

/** The editor of a new template of `kind` with its preview open and shown. */
async function openPreview(kind: DocumentTemplate['template']['kind']) {
  serve(kind);
  const user = renderEditor(record, 60_000);
  await user.click(await screen.findByRole('button', { name: 'Vorschau' }));
  const dialog = await screen.findByRole('dialog');
  await within(dialog).findByTitle('Vorschau');
  return { user, dialog };
}

beforeEach(() => {
  apiStub.reset();
  vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
  apiStub.on('GET', '/api/v1/projects', {
    status: 200,
    data: { items: [project], nextCursor: null, total: 1 },
  });
  apiStub.on('GET', '/api/v1/order-documents', {
    status: 200,
    data: { items: [finalInvoice, offer, draftInvoice], nextCursor: null, total: 3, sums: [] },
  });
  apiStub.on('GET', '/api/v1/quantity-surveys', {
    status: 200,
    data: { items: [survey], nextCursor: null, total: 1 },
  });
});

describe('the designer preview: sample data or a real document', () => {
  it('previews a quantity survey sheet with sample data first, then with the chosen survey, then sample again', async () => {
    const { user, dialog } = await openPreview('quantitySurveySheet');
    expect(lastPreviewBody()).not.toHaveProperty('source');
    expect(lastPreviewBody()).toHaveProperty('template.kind', 'quantitySurveySheet');

    await user.click(within(dialog).getByRole('radio', { name: 'Aufmaß' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Projekt' }));
    await user.click(await screen.findByRole('option', { name: 'P-2026-0042 · Schule Nord' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Aufmaß' }));
    await user.click(await screen.findByRole('option', { name: 'Aufmaß Estrich' }));

    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(lastPreviewBody()).toMatchObject({ source: { type: 'quantitySurvey', id: survey.id } });
    expect(apiStub.requests('GET', '/api/v1/quantity-surveys')[0]?.query.get('projectId')).toBe(project.id);
    await within(dialog).findByTitle('Vorschau');

    await user.click(within(dialog).getByRole('radio', { name: 'Beispieldaten' }));
    await waitFor(() => expect(previews()).toHaveLength(3));
    expect(lastPreviewBody()).not.toHaveProperty('source');
  });

  it("previews an invoice layout with one of the project's invoices, offering only documents of its kind", async () => {
    const { user, dialog } = await openPreview('finalInvoice');
    expect(within(dialog).queryByRole('radio', { name: 'Aufmaß' })).toBeNull();
    await user.click(within(dialog).getByRole('radio', { name: 'Beleg' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Projekt' }));
    await user.click(await screen.findByRole('option', { name: 'P-2026-0042 · Schule Nord' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Beleg' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'RE-2026-0007 · Schlussrechnung · Turnhalle',
      'Entwurf · Rechnung · Nachtrag Fenster',
    ]);
    await user.click(options[1]!);

    await waitFor(() => expect(previews()).toHaveLength(2));
    expect(lastPreviewBody()).toMatchObject({ source: { type: 'orderDocument', id: draftInvoice.id } });
    expect(apiStub.requests('GET', '/api/v1/order-documents')[0]?.query.get('projectId')).toBe(project.id);
  });

  it('offers only sample data for kinds no real document fills', async () => {
    const { dialog } = await openPreview('letter');
    expect(within(dialog).queryByRole('radio', { name: 'Aufmaß' })).toBeNull();
    expect(within(dialog).queryByRole('radio', { name: 'Beleg' })).toBeNull();
    expect(lastPreviewBody()).not.toHaveProperty('source');
  });
});
