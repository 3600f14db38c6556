import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { logout } from '../../../lib/auth/auth-api';
import { ME_QUERY_KEY } from '../../../lib/auth/use-me';
import { meAs } from '../../../lib/testing/api-fixtures';
import { LoggedOutPage } from '../logged-out-page';
import { UserMenu } from './user-menu';

vi.mock('../../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));

const ME = meAs('office', { userName: 'mia', displayName: 'Mia Muster' });

beforeAll(async () => {
  await initTestI18n();
});

describe('user menu', () => {
  it('shows name and role, and signing out calls logout() and leads to /logedOut', async () => {
    vi.mocked(logout).mockResolvedValueOnce(undefined);
    const user = userEvent.setup();
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(ME_QUERY_KEY, ME);
    const { router } = renderRoutes(
      [
        { path: '/', element: <UserMenu /> },
        { path: '/logedOut', Component: LoggedOutPage },
      ],
      { queryClient },
    );

    await user.click(screen.getByRole('button', { name: 'Benutzermenü' }));
    expect(await screen.findByTestId('user-menu-name')).toHaveTextContent('Mia Muster');
    expect(screen.getByText('Büro · mia')).toBeInTheDocument();

    await user.click(screen.getByRole('menuitem', { name: 'Abmelden' }));

    expect(await screen.findByRole('button', { name: 'Erneut anmelden' })).toBeInTheDocument();
    expect(logout).toHaveBeenCalledTimes(1);
    expect(router.state.location.pathname).toBe('/logedOut');
    expect(queryClient.getQueryData(ME_QUERY_KEY)).toBeUndefined();

    await user.click(screen.getByRole('button', { name: 'Erneut anmelden' }));
    expect(router.state.location.pathname).toBe('/');
  });
});
