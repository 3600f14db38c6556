import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { fetchMe } from '../../lib/auth/auth-api';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { makeProject, meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { HomePage } from './home-page';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const ME = meAs('admin', { userName: 'admin' });

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/projects', {
    status: 200,
    data: { items: [makeProject()], nextCursor: null, total: 1 },
  });
});

describe('home page', () => {
  it('loads the signed-in user via GET /api/v1/me and shows user, role and company', async () => {
    vi.mocked(fetchMe).mockResolvedValueOnce(ME);
    renderRoutes([{ path: '/', Component: HomePage }]);
    const card = await screen.findByTestId('current-user');
    expect(within(card).getByText('Anna Admin')).toBeInTheDocument();
    expect(within(card).getByText('Administrator')).toBeInTheDocument();
    expect(within(card).getByText('Demo Bau GmbH')).toBeInTheDocument();
    expect(fetchMe).toHaveBeenCalledTimes(1);
  });

  it('links an administrator to every area of the product', async () => {
    vi.mocked(fetchMe).mockResolvedValueOnce(ME);
    renderRoutes([{ path: '/', Component: HomePage }]);
    // The grid shows what the role may use: wait until the role is known.
    await screen.findByTestId('current-user');
    const areas = screen.getByRole('navigation', { name: 'Bereiche der Anwendung' });
    const hrefs = within(areas)
      .getAllByRole('link')
      .map((link) => link.getAttribute('href'));
    expect(hrefs).toEqual(
      expect.arrayContaining([
        '/clientOverview',
        '/companySettings',
        '/serviceCatalogs',
        '/articles',
        '/constructionNotes',
        '/smartNotesPage',
        '/designer',
        '/blueprint',
        '/vendocOrderDocuments',
        '/projects/new/quantitySurvey',
      ]),
    );
  });

  it('offers to sign in again when the user could not be loaded', async () => {
    vi.mocked(fetchMe).mockRejectedValueOnce(new Error('401'));
    renderRoutes([{ path: '/', Component: HomePage }]);
    expect(await screen.findByText('Sie sind nicht angemeldet.')).toBeInTheDocument();
    vi.mocked(fetchMe).mockResolvedValueOnce(ME);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByTestId('current-user')).toHaveTextContent('Anna Admin');
  });

  it('lists the projects, recently used first, with "Neues Projekt" for office staff and administrators', async () => {
    vi.mocked(fetchMe).mockResolvedValue(ME);
    renderRoutes([{ path: '/', Component: HomePage }]);
    const projects = screen.getByRole('region', { name: 'Projekte' });
    expect(
      await within(projects).findByRole('link', { name: /Neubau Kita Sonnenschein/ }),
    ).toBeInTheDocument();
    expect(await within(projects).findByRole('button', { name: 'Neues Projekt' })).toBeInTheDocument();
    expect(apiStub.requests('GET', '/api/v1/projects')[0]?.query.get('sort')).toBe('recent');
  });

  it('gives a fitter the project list without "Neues Projekt"', async () => {
    vi.mocked(fetchMe).mockResolvedValue({ ...ME, user: { ...ME.user, role: 'fitter' } });
    renderRoutes([{ path: '/', Component: HomePage }]);
    expect(await screen.findByText('Monteur')).toBeInTheDocument();
    expect(await screen.findByRole('link', { name: /Neubau Kita Sonnenschein/ })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Neues Projekt' })).not.toBeInTheDocument();
  });
});
