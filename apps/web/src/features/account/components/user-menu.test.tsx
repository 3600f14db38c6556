import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { loadPage } from '../../../lib/navigation/full-page-load';
import { logout } from '../../../lib/auth/auth-api';
import { userKeys } from '../../../entities/user/user-keys';
import { meAs } from '../../../lib/testing/api-fixtures';
import { LoggedOutPage } from '../logged-out-page';
import { UserMenu } from './user-menu';

vi.mock('../../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../../lib/navigation/full-page-load', () => ({ loadPage: vi.fn() }));

const ME = meAs('office', { userName: 'mia', displayName: 'Mia Muster' });

beforeAll(async () => {
  await initTestI18n();
});

describe('user menu', () => {
  it('shows name and role, and signing out calls logout() and leads to /logedOut', async () => {
    vi.mocked(logout).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(userKeys.me, ME);
    const { router } = renderRoutes(
      [
        { path: '/', element: <UserMenu /> },
        { path: '/logedOut', Component: LoggedOutPage },
      ],
      { queryClient },
    );

    await user.click(screen.getByRole('button', { name: 'MM – Benutzermenü' }));
    expect(await screen.findByTestId('user-menu-name')).toHaveTextContent('Mia Muster');
    expect(screen.getByText('Büro · mia')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Abmelden' }));

    // Signing out revokes the session, then loads /logedOut as a new page (nothing of the user stays in memory).
    await vi.waitFor(() => expect(loadPage).toHaveBeenCalledWith('/logedOut'));
    expect(logout).toHaveBeenCalledTimes(1);
    expect(vi.mocked(logout).mock.invocationCallOrder[0]).toBeLessThan(
      vi.mocked(loadPage).mock.invocationCallOrder[0] ?? 0,
    );
    expect(router.state.location.pathname).toBe('/');
  });

  it('the signed-out page leads back in with "Erneut anmelden"', async () => {
    const user = userEvent.setup();
    const { router } = renderRoutes(
      [
        { path: '/', element: <p>Start</p> },
        { path: '/logedOut', Component: LoggedOutPage },
      ],
      { queryClient: createTestQueryClient(), initialEntries: ['/logedOut'] },
    );

    await user.click(await screen.findByRole('button', { name: 'Erneut anmelden' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
