import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { DocumentTemplateSummary } from '@vendoc/contract/document-template-records';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { meAs } from '../../../lib/testing/api-fixtures';
import { apiStub } from '../../../lib/testing/fake-api';
import { OrderDocumentPage } from '../order-document-page';
import { DOCUMENT_ID, makeDocument } from '../testing/document-fixtures';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const PATH = `/api/v1/order-documents/${DOCUMENT_ID}`;

const summary = (overrides: Partial<DocumentTemplateSummary>): DocumentTemplateSummary => ({
  id: '0190a0b0-0000-7000-8000-000000000001',
  kind: 'finalInvoice',
  name: 'Rechnung (DIN 5008)',
  isDefault: true,
  version: 1,
  createdAt: '2026-11-01T08:00:00.000Z',
  updatedAt: '2026-11-01T08:00:00.000Z',
  ...overrides,
});
const standard = summary({});
const ownLayout = summary({
  id: '0190a0b0-0000-7000-8000-000000000002',
  name: 'Rechnung mit Logo rechts',
  isDefault: false,
});
const offerLayout = summary({
  id: '0190a0b0-0000-7000-8000-000000000003',
  kind: 'offer',
  name: 'Angebot (DIN 5008)',
});

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/document-templates', {
    status: 200,
    data: { items: [standard, ownLayout, offerLayout] },
  });
  apiStub.on('PUT', PATH, (request) => {
    const body = request.body as { version: number; templateId: string | null };
    return {
      status: 200,
      data: makeDocument({ kind: 'invoice', version: body.version + 1, templateId: body.templateId }),
    };
  });
});

function renderEditor(templateId: string | null = null) {
  apiStub.on('GET', PATH, { status: 200, data: makeDocument({ kind: 'invoice', templateId }) });
  const rendered = renderRoutes(
    [{ path: '/vendocOrderDocuments/:documentId', Component: OrderDocumentPage }],
    { initialEntries: [`/vendocOrderDocuments/${DOCUMENT_ID}`] },
  );
  return Object.assign(userEvent.setup(), rendered);
}

async function layoutSelect() {
  const select = await screen.findByRole('combobox', { name: 'Layout' });
  await waitFor(() => expect(select).not.toHaveAttribute('aria-disabled'));
  return select;
}

describe("the editor's layout select", () => {
  it("offers the company's templates of the document's kind, empty for the default, and saves the choice", async () => {
    const user = renderEditor();
    const select = await layoutSelect();
    expect(select).toHaveTextContent('Standardlayout');

    await user.click(select);
    const listbox = await screen.findByRole('listbox');
    const names = within(listbox)
      .getAllByRole('option')
      .map((option) => option.textContent);
    expect(names).toEqual(['Standardlayout', 'Rechnung (DIN 5008) (Standard)', 'Rechnung mit Logo rechts']);
    await user.click(within(listbox).getByRole('option', { name: 'Rechnung mit Logo rechts' }));

    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(1), { timeout: 3000 });
    expect(apiStub.requests('PUT', PATH)[0]?.body).toMatchObject({ templateId: ownLayout.id });
    expect(select).toHaveTextContent('Rechnung mit Logo rechts');

    await user.click(select);
    await user.click(await screen.findByRole('option', { name: 'Standardlayout' }));
    await waitFor(() => expect(apiStub.requests('PUT', PATH)).toHaveLength(2), { timeout: 3000 });
    expect(apiStub.requests('PUT', PATH)[1]?.body).toMatchObject({ templateId: null });
  });

  it('marks a chosen template that was deleted meanwhile', async () => {
    renderEditor('0190a0b0-0000-7000-8000-0000000000ff');
    const select = await layoutSelect();
    await waitFor(() => expect(select).toHaveTextContent('Gelöschte Vorlage'));
    expect(
      screen.getByText('Die gewählte Vorlage wurde gelöscht: bitte eine andere wählen'),
    ).toBeInTheDocument();
  });
});
