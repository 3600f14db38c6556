import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { apiStub, type StubRequest } from '../../../lib/testing/fake-api';
import { makeProject, meAs, PROJECT_ID } from '../../../lib/testing/api-fixtures';
import { ProjectList } from './project-list';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/projects', (request) => ({
    status: 200,
    data: request.query.get('cursor')
      ? {
          items: [
            makeProject({ id: '6b3a8d7e-1c0f-4a9b-8e4d-3c2b1a0f9e8d', number: 'P-00001', name: 'Altbau' }),
          ],
          nextCursor: null,
          total: 2,
        }
      : { items: [makeProject()], nextCursor: 'next-page', total: 2 },
  }));
});

const lastRequest = () => apiStub.requests('GET', '/api/v1/projects').at(-1) as StubRequest;

function renderList(path = '/') {
  const rendered = renderRoutes([{ path: '/', Component: ProjectList }], { initialEntries: [path] });
  return { ...rendered, user: userEvent.setup() };
}

describe('project list', () => {
  it('asks for recently used projects first and shows number, name, client, status, city and dates', async () => {
    renderList();
    const link = await screen.findByRole('link', { name: /Neubau Kita Sonnenschein/ });
    expect(link).toHaveAttribute('href', `/projects/${PROJECT_ID}`);
    expect(link).toHaveTextContent('P-00007');
    expect(link).toHaveTextContent('Müller Bau GmbH');
    expect(within(link).getByText('Angebot')).toBeInTheDocument();
    expect(link).toHaveTextContent('Hamburg');
    expect(link).toHaveTextContent('01.03.2026 – 30.06.2026');
    expect(screen.getByText('2 Projekte')).toBeInTheDocument();
    expect(lastRequest().url).toBe('/api/v1/projects?sort=recent&limit=30');
  });

  it('puts the search into the request once typing pauses', async () => {
    const { user } = renderList();
    await screen.findByRole('link', { name: /Neubau Kita/ });
    await user.type(screen.getByRole('searchbox', { name: 'Projekte suchen' }), 'Kita');
    await waitFor(() => expect(lastRequest().query.get('q')).toBe('Kita'));
    expect(
      apiStub.requests('GET', '/api/v1/projects').filter((request) => request.query.has('q')),
    ).toHaveLength(1);
  });

  it('filters by several statuses at once, repeating the parameter', async () => {
    const { user } = renderList();
    await screen.findByRole('link', { name: /Neubau Kita/ });
    const filter = screen.getByRole('group', { name: 'Status filtern' });
    await user.click(within(filter).getByRole('button', { name: 'Auftrag' }));
    await user.click(within(filter).getByRole('button', { name: 'Angebot' }));
    await waitFor(() =>
      expect(lastRequest().url).toBe('/api/v1/projects?status=offer&status=order&sort=recent&limit=30'),
    );
    expect(within(filter).getByRole('button', { name: 'Angebot' })).toHaveAttribute('aria-pressed', 'true');
  });

  it('sorts by the chosen field, then in the other direction', async () => {
    const { user } = renderList();
    await screen.findByRole('link', { name: /Neubau Kita/ });
    await user.click(screen.getByRole('combobox', { name: 'Sortierung' }));
    await user.click(await screen.findByRole('option', { name: 'Name' }));
    await waitFor(() => expect(lastRequest().query.get('sort')).toBe('name'));
    await user.click(screen.getByRole('button', { name: 'Absteigend sortieren' }));
    await waitFor(() => expect(lastRequest().query.get('sort')).toBe('-name'));
  });

  it('takes its filters from the URL, so coming back shows the same list', async () => {
    renderList('/?q=Kita&status=in_progress&sort=-updatedAt');
    await screen.findByRole('link', { name: /Neubau Kita/ });
    expect(lastRequest().url).toBe('/api/v1/projects?q=Kita&status=in_progress&sort=-updatedAt&limit=30');
    expect(screen.getByRole('searchbox', { name: 'Projekte suchen' })).toHaveValue('Kita');
  });

  it('loads the next page with the cursor', async () => {
    const { user } = renderList();
    await user.click(await screen.findByRole('button', { name: 'Mehr laden' }));
    expect(await screen.findByRole('link', { name: /Altbau/ })).toBeInTheDocument();
    expect(lastRequest().query.get('cursor')).toBe('next-page');
  });

  it('says when nothing matches and resets the filters', async () => {
    apiStub.on('GET', '/api/v1/projects', { status: 200, data: { items: [], nextCursor: null, total: 0 } });
    const { user, router } = renderList('/?q=Nichts');
    expect(await screen.findByText('Keine Projekte gefunden.')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Filter zurücksetzen' }));
    await waitFor(() => expect(router.state.location.search).toBe(''));
    expect(screen.getByRole('searchbox', { name: 'Projekte suchen' })).toHaveValue('');
  });
});
