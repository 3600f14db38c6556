import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { ClientOverviewPage } from './client-overview-page';
import { apiStub, type StubRequest } from '../../lib/testing/fake-api';
import { makeClient, meAs } from '../../lib/testing/api-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const SECOND_ID = '4f1e6b5c-9a8d-4e7f-8c2b-1a0f9e8d7c6b';
const firstPage = [
  makeClient(),
  makeClient({
    id: SECOND_ID,
    number: 'K-00002',
    kind: 'public',
    name: 'Stadt Kiel',
    phone: '0431 901',
    projectCount: 3,
    addresses: [],
  }),
];

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/clients', (request) => ({
    status: 200,
    data: request.query.get('cursor')
      ? {
          items: [
            makeClient({ id: '5a2f7c6d-0b9e-4f8a-9d3c-2b1a0f9e8d7c', number: 'K-00003', name: 'Zeta KG' }),
          ],
          nextCursor: null,
          total: 3,
        }
      : { items: firstPage, nextCursor: 'page-2', total: 3 },
  }));
});

const listRequests = () => apiStub.requests('GET', '/api/v1/clients');
const lastQuery = () => Object.fromEntries((listRequests().at(-1) as StubRequest).query);

function renderPage(path = '/clientOverview') {
  const { queryClient } = renderRoutes([{ path: '/clientOverview', Component: ClientOverviewPage }], {
    initialEntries: [path],
  });
  return Object.assign(userEvent.setup(), { queryClient });
}

describe('client overview', () => {
  it('lists clients with kind, city, project count and the total', async () => {
    renderPage();
    await screen.findByText('Stadt Kiel');
    const rows = within(screen.getByRole('table', { name: 'Kunden' })).getAllByRole('row');
    expect(rows).toHaveLength(3);
    expect(rows[1]).toHaveTextContent('K-00001');
    expect(rows[1]).toHaveTextContent('Hamburg');
    expect(rows[2]).toHaveTextContent('Öffentlich');
    expect(rows[2]).toHaveTextContent('3');
    expect(screen.getByText('3 Kunden')).toBeInTheDocument();
    expect(lastQuery()).toEqual({ sort: 'name', limit: '50' });
  });

  it('searches on the server once typing pauses', async () => {
    const user = renderPage();
    await screen.findByText('Stadt Kiel');
    await user.type(screen.getByRole('searchbox', { name: 'Kunden suchen' }), 'Kiel');
    await waitFor(() => expect(lastQuery()).toMatchObject({ q: 'Kiel' }));
    // One request for the whole word, not one per key.
    expect(listRequests().filter((request) => request.query.has('q'))).toHaveLength(1);
  });

  it('filters by kind', async () => {
    const user = renderPage();
    await screen.findByText('Stadt Kiel');
    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Öffentlich' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ kind: 'public' }));
  });

  it('sorts by a clicked column, ascending first, then descending', async () => {
    const user = renderPage();
    await screen.findByText('Stadt Kiel');
    await user.click(screen.getByRole('button', { name: 'Kundennr.' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: 'number' }));
    await user.click(screen.getByRole('button', { name: 'Kundennr.' }));
    await waitFor(() => expect(lastQuery()).toMatchObject({ sort: '-number' }));
  });

  it('loads the next page with the cursor on "Mehr laden"', async () => {
    const user = renderPage();
    await user.click(await screen.findByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByText('Zeta KG')).toBeInTheDocument();
    expect(lastQuery()).toMatchObject({ cursor: 'page-2' });
    expect(screen.queryByRole('button', { name: 'Mehr laden' })).not.toBeInTheDocument();
  });

  it('opens the client dialog from the keyboard (Enter on a row)', async () => {
    apiStub.on('GET', `/api/v1/clients/${SECOND_ID}`, { status: 200, data: firstPage[1] });
    const user = renderPage();
    const row = (await screen.findByText('Stadt Kiel')).closest('tr') as HTMLElement;
    row.focus();
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: 'Kunde K-00002 bearbeiten' })).toBeInTheDocument();
  });

  it('offers "Neuer Kunde" only to roles that may change clients', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    const { queryClient } = renderPage();
    await screen.findByText('Stadt Kiel');
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    expect(screen.queryByRole('button', { name: 'Neuer Kunde' })).not.toBeInTheDocument();
  });

  it('shows "Neuer Kunde" to office staff', async () => {
    renderPage();
    expect(await screen.findByRole('button', { name: 'Neuer Kunde' })).toBeInTheDocument();
  });
});
