import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeBoq, makeProject, meAs, PROJECT_ID } from '../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../lib/testing/fake-api';
import { OrderDocumentsPage } from './order-documents-page';
import { ProjectDocumentsSection } from './project-documents-section';
import { DOCUMENT_ID, INVOICE_ID, makeDocument, makeSummary } from './testing/document-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const invoice = makeSummary({
  id: INVOICE_ID,
  kind: 'progress_invoice',
  status: 'sent',
  number: 'RE-2026-0003',
  title: '1. Abschlag',
  gross: '11900.00',
  openAmount: '5900.00',
  dueDate: '2026-03-26',
  paymentStatus: 'overdue',
});

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/order-documents', (request) => ({
    status: 200,
    data: request.query.get('cursor')
      ? {
          items: [makeSummary({ id: '9f5e4d3c-2b1a-4f0e-9d8c-8b7a6f5e4d3c', title: 'Nachtrag' })],
          nextCursor: null,
          total: 3,
          sums: [],
        }
      : {
          items: [makeSummary(), invoice],
          nextCursor: 'page-2',
          total: 3,
          sums: [
            { status: 'draft', count: 2, gross: '2380.00', openAmount: '0.00' },
            { status: 'overdue', count: 1, gross: '11900.00', openAmount: '5900.00' },
          ],
        },
  }));
});

const lastQuery = () =>
  Object.fromEntries((apiStub.requests('GET', '/api/v1/order-documents').at(-1) as StubRequest).query);

function renderPage(path = '/vendocOrderDocuments') {
  const rendered = renderRoutes(
    [
      { path: '/vendocOrderDocuments', Component: OrderDocumentsPage },
      { path: '/vendocOrderDocuments/:documentId', Component: () => <p>Editor geöffnet</p> },
    ],
    { initialEntries: [path] },
  );
  return Object.assign(userEvent.setup(), rendered);
}

describe('order documents list', () => {
  it('lists documents with number or "Entwurf", kind, amounts and payment status', async () => {
    renderPage();
    await screen.findByText('1. Abschlag');
    const rows = within(screen.getByRole('table', { name: 'Auftragsdokumente' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('Entwurf');
    expect(rows[1]).toHaveTextContent('Angebot');
    expect(rows[1]).toHaveTextContent('1.190,00 €');
    expect(rows[2]).toHaveTextContent('RE-2026-0003');
    expect(rows[2]).toHaveTextContent('Abschlagsrechnung');
    expect(rows[2]).toHaveTextContent('11.900,00 €');
    expect(rows[2]).toHaveTextContent('5.900,00 €');
    expect(rows[2]).toHaveTextContent('Versendet');
    expect(rows[2]).toHaveTextContent('Überfällig');
    expect(screen.getByText('3 Dokumente')).toBeInTheDocument();
  });

  it('shows the sums per status above the table', async () => {
    renderPage();
    const sums = await screen.findByRole('list', { name: 'Summen nach Status' });
    const overdue = within(sums).getByRole('listitem', { name: 'Überfällig' });
    expect(overdue).toHaveTextContent('1 Dokument');
    expect(overdue).toHaveTextContent('Brutto 11.900,00 €');
    expect(overdue).toHaveTextContent('offen 5.900,00 €');
    expect(within(sums).getByRole('listitem', { name: 'Entwurf' })).toHaveTextContent('2 Dokumente');
  });

  it('filters by kind, status, period and overdue, keeping them in the request', async () => {
    const user = renderPage();
    await screen.findByText('1. Abschlag');
    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Schlussrechnung' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'final_invoice' }));
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(await screen.findByRole('option', { name: 'Festgeschrieben' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'final_invoice', status: 'issued' }));
    await user.click(screen.getByRole('switch', { name: 'Nur überfällige' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ overdue: 'true' }));
  });

  it('reads the filters from the URL', async () => {
    renderPage('/vendocOrderDocuments?from=2026-01-01&to=2026-03-31&q=Kita');
    await screen.findByText('1. Abschlag');
    expect(lastQuery()).toMatchObject({ from: '2026-01-01', to: '2026-03-31', q: 'Kita', limit: '50' });
  });

  it('loads the next page with the cursor and opens a document on click', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('Nachtrag')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ cursor: 'page-2' });
    await user.click(screen.getByText('1. Abschlag'));
    expect(await screen.findByText('Editor geöffnet')).toBeInTheDocument();
  });

  it('hides the kind filter and "Neues Dokument" from fitters', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    const { queryClient } = renderPage();
    await screen.findByText('1. Abschlag');
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    expect(screen.queryByRole('combobox', { name: 'Art' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neues Dokument' })).not.toBeInTheDocument();
    // delivery notes carry no prices: no sums of money for fitters
    expect(screen.queryByRole('list', { name: 'Summen nach Status' })).not.toBeInTheDocument();
    const header = within(screen.getByRole('table', { name: 'Auftragsdokumente' })).getAllByRole('row')[0];
    expect(header).not.toHaveTextContent('Brutto');
    expect(header).not.toHaveTextContent('Art');
    expect(header).toHaveTextContent('Status');
  });

  describe('on a phone', () => {
    beforeEach(() => {
      // every breakpoints.down('sm') query matches, as on a 390 px wide screen
      vi.stubGlobal('matchMedia', (query: string) => ({
        matches: query.includes('max-width'),
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      }));
      return () => vi.unstubAllGlobals();
    });

    it('shows the search and folds the other filters behind "Filter", counting the ones set', async () => {
      const user = renderPage('/vendocOrderDocuments?status=issued&overdue=true');
      await screen.findByText('1. Abschlag');
      expect(screen.getByRole('searchbox', { name: 'Dokumente suchen' })).toBeInTheDocument();
      expect(screen.queryByRole('combobox', { name: 'Status' })).not.toBeInTheDocument();
      const toggle = screen.getByRole('button', { name: /^Filter/ });
      expect(toggle).toHaveAttribute('aria-expanded', 'false');
      expect(toggle.parentElement).toHaveTextContent('2');
      await user.click(toggle);
      expect(toggle).toHaveAttribute('aria-expanded', 'true');
      await user.click(screen.getByRole('combobox', { name: 'Art' }));
      await user.click(await screen.findByRole('option', { name: 'Schlussrechnung' }));
      await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'final_invoice', status: 'issued' }));
    });

    it('keeps the sums in one row that scrolls sideways and is reachable by keyboard', async () => {
      renderPage();
      const sums = await screen.findByRole('list', { name: 'Summen nach Status' });
      expect(sums).toHaveAttribute('tabindex', '0');
      expect(sums).toHaveStyle({ flexWrap: 'nowrap', overflowX: 'auto' });
    });
  });
});

describe('new document dialog', () => {
  beforeEach(() => {
    apiStub.on('GET', '/api/v1/projects', {
      status: 200,
      data: { items: [makeProject()], nextCursor: null },
    });
    apiStub.on('GET', `/api/v1/projects/${PROJECT_ID}/boqs`, {
      status: 200,
      data: { items: [makeBoq()] },
    });
    apiStub.on('POST', '/api/v1/order-documents', { status: 201, data: makeDocument({ id: DOCUMENT_ID }) });
  });

  it('creates an order confirmation from a BoQ of the chosen project and opens it', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Neues Dokument' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Dokument' });
    await user.click(within(dialog).getByRole('combobox', { name: 'Art des Dokuments' }));
    await user.click(await screen.findByRole('option', { name: 'Auftragsbestätigung' }));
    await user.click(within(dialog).getByRole('combobox', { name: /Projekt/ }));
    await user.click(await screen.findByRole('option', { name: /Neubau Kita Sonnenschein/ }));
    await user.click(within(dialog).getByRole('radio', { name: 'Aus LV' }));
    await user.click(await within(dialog).findByRole('combobox', { name: 'Leistungsverzeichnis' }));
    await user.click(await screen.findByRole('option', { name: makeBoq().name }));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));

    expect(await screen.findByText('Editor geöffnet')).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/order-documents')[0]?.body).toEqual({
      projectId: PROJECT_ID,
      kind: 'order_confirmation',
      source: { type: 'boq', boqId: makeBoq().id },
    });
  });

  it('asks for a project before it creates anything', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Neues Dokument' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Dokument' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('Bitte ein Projekt wählen.');
    expect(apiStub.requests('POST', '/api/v1/order-documents')).toHaveLength(0);
  });
});

describe("a project's documents", () => {
  it("lists only the project's documents and creates new ones for it", async () => {
    apiStub.on('POST', '/api/v1/order-documents', { status: 201, data: makeDocument({ id: DOCUMENT_ID }) });
    renderRoutes(
      [
        {
          path: '/projects/:projectId',
          element: <ProjectDocumentsSection projectId={PROJECT_ID} projectLabel="P-00007 · Neubau Kita" />,
        },
        { path: '/vendocOrderDocuments/:documentId', Component: () => <p>Editor geöffnet</p> },
      ],
      { initialEntries: [`/projects/${PROJECT_ID}`] },
    );
    const user = userEvent.setup();
    await screen.findByText('1. Abschlag');
    expect(lastQuery()).toMatchObject({ projectId: PROJECT_ID });
    expect(screen.queryByRole('combobox', { name: 'Projekt' })).not.toBeInTheDocument();

    await user.click(await screen.findByRole('button', { name: 'Neues Dokument' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neues Dokument' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await screen.findByText('Editor geöffnet')).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/order-documents')[0]?.body).toEqual({
      projectId: PROJECT_ID,
      kind: 'offer',
      source: { type: 'blank' },
    });
  });
});
