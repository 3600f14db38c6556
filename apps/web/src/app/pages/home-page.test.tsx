import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { MeResponse } from '@vendoc/contract/auth';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { fetchMe } from '../../lib/auth/auth-api';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { HomePage } from './home-page';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));

const ME: MeResponse = {
  user: {
    id: '11111111-1111-4111-8111-111111111111',
    userName: 'admin',
    displayName: 'Anna Admin',
    role: 'admin',
  },
  company: { id: '22222222-2222-4222-8222-222222222222', name: 'Demo Bau GmbH' },
};

beforeAll(async () => {
  await initTestI18n();
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

  it('links to every area of the product', async () => {
    vi.mocked(fetchMe).mockResolvedValueOnce(ME);
    renderRoutes([{ path: '/', Component: HomePage }]);
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
    await screen.findByTestId('current-user');
  });

  it('offers to sign in again when the user could not be loaded', async () => {
    vi.mocked(fetchMe).mockRejectedValueOnce(new Error('401'));
    renderRoutes([{ path: '/', Component: HomePage }]);
    expect(await screen.findByText('Sie sind nicht angemeldet.')).toBeInTheDocument();
    vi.mocked(fetchMe).mockResolvedValueOnce(ME);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Anmelden' }));
    expect(await screen.findByTestId('current-user')).toHaveTextContent('Anna Admin');
  });
});
