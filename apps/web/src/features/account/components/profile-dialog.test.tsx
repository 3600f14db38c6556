import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vendoc/contract/auth';
import type { Profile } from '@vendoc/contract/users';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { createTestQueryClient, initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { storeTokens } from '../../../lib/auth/token-storage';
import { userKeys } from '../../../entities/user/user-keys';
import { meAs, USER_ID } from '../../../lib/testing/api-fixtures';
import { bodyOf, callOf, fakeApi } from '../../../lib/testing/fake-api';
import { UserMenu } from './user-menu';

vi.mock('../../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).fakeApi.http,
}));

const PROFILE: Profile = {
  id: USER_ID,
  userName: 'mia',
  displayName: 'Mia Muster',
  email: 'mia@demo-bau.de',
  role: 'office',
  version: 4,
};

function renderMenu(role: Role = 'office') {
  const me = meAs(role, { userName: 'mia', displayName: 'Mia Muster' });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me, me);
  return renderRoutes([{ path: '/', element: <UserMenu /> }], { queryClient });
}

async function openDialog(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'MM – Benutzermenü' }));
  await user.click(await screen.findByRole('menuitem', { name: 'Profil und Passwort' }));
  return screen.findByRole('dialog', { name: 'Profil und Passwort' });
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
  fakeApi.answer((config) =>
    callOf(config) === 'get /api/v1/me/profile' ? { status: 200, data: PROFILE } : { status: 500 },
  );
});

describe('user menu', () => {
  it('offers the company settings to administrators and office staff (their text snippets), not fitters', async () => {
    const user = userEvent.setup();
    const { unmount } = renderMenu('admin');
    await user.click(screen.getByRole('button', { name: 'MM – Benutzermenü' }));
    expect(await screen.findByRole('menuitem', { name: 'Firmeneinstellungen' })).toHaveAttribute(
      'href',
      '/companySettings',
    );
    unmount();

    const office = renderMenu('office');
    await user.click(screen.getByRole('button', { name: 'MM – Benutzermenü' }));
    expect(await screen.findByRole('menuitem', { name: 'Firmeneinstellungen' })).toBeInTheDocument();
    office.unmount();

    renderMenu('fitter');
    await user.click(screen.getByRole('button', { name: 'MM – Benutzermenü' }));
    expect(await screen.findByRole('menuitem', { name: 'Profil und Passwort' })).toBeInTheDocument();
    expect(screen.queryByRole('menuitem', { name: 'Firmeneinstellungen' })).toBeNull();
  });
});

describe('profile and password dialog', () => {
  it('saves name and email with the profile’s version', async () => {
    const user = userEvent.setup();
    fakeApi.answer((config) => {
      if (callOf(config) === 'patch /api/v1/me')
        return { status: 200, data: { ...PROFILE, displayName: 'Mia Maier', version: 5 } };
      return { status: 200, data: PROFILE };
    });
    renderMenu();
    const dialog = await openDialog(user);
    const name = await within(dialog).findByLabelText(/^Name/);
    expect(name).toHaveValue('Mia Muster');
    expect(within(dialog).getByLabelText('E-Mail')).toHaveValue('mia@demo-bau.de');
    await user.clear(name);
    await user.type(name, 'Mia Maier');
    await user.click(within(dialog).getByRole('button', { name: 'Profil speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const patch = fakeApi.requests.find((request) => request.method === 'patch');
    expect(bodyOf(patch)).toEqual({ displayName: 'Mia Maier', email: 'mia@demo-bau.de', version: 4 });
  });

  it('a stale profile save shows the conflict and reloads the current profile', async () => {
    const user = userEvent.setup();
    const current = { ...PROFILE, displayName: 'Mia Neu', version: 6 };
    fakeApi.answer((config) =>
      callOf(config) === 'patch /api/v1/me'
        ? { status: 409, data: { type: 'c', title: 'Conflict', status: 409, current } }
        : { status: 200, data: PROFILE },
    );
    renderMenu();
    const dialog = await openDialog(user);
    await user.type(await within(dialog).findByLabelText(/^Name/), 'x');
    await user.click(within(dialog).getByRole('button', { name: 'Profil speichern' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Ihr Profil wurde inzwischen an anderer Stelle geändert.');
    await user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(within(dialog).getByLabelText(/^Name/)).toHaveValue('Mia Neu');
  });

  it('checks the repetition, shows a wrong current password at its field and keeps this session', async () => {
    const user = userEvent.setup();
    storeTokens({ accessToken: 'access', refreshToken: 'this-session' });
    fakeApi.answer((config) =>
      callOf(config) === 'put /api/v1/me/password'
        ? {
            status: 400,
            data: {
              type: 'v',
              title: 'Bad Request',
              status: 400,
              errors: [{ path: 'currentPassword', message: 'Das aktuelle Passwort ist falsch.' }],
            },
          }
        : { status: 200, data: PROFILE },
    );
    renderMenu();
    const dialog = await openDialog(user);
    await user.click(within(dialog).getByRole('tab', { name: 'Passwort' }));
    await user.type(within(dialog).getByLabelText(/^Aktuelles Passwort/), 'altes-passwort');
    await user.type(within(dialog).getByLabelText(/^Neues Passwort \*/), 'neues-passwort-1');
    await user.type(within(dialog).getByLabelText(/^Neues Passwort wiederholen/), 'neues-passwort-2');
    await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(dialog).findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(fakeApi.requests.filter((request) => request.method === 'put')).toHaveLength(0);

    await user.clear(within(dialog).getByLabelText(/^Neues Passwort wiederholen/));
    await user.type(within(dialog).getByLabelText(/^Neues Passwort wiederholen/), 'neues-passwort-1');
    await user.click(within(dialog).getByRole('button', { name: 'Passwort ändern' }));
    expect(await within(dialog).findByText('Das aktuelle Passwort ist falsch.')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Aktuelles Passwort/)).toHaveAttribute('aria-invalid', 'true');
    const put = fakeApi.requests.find((request) => request.method === 'put');
    expect(bodyOf(put)).toEqual({
      currentPassword: 'altes-passwort',
      newPassword: 'neues-passwort-1',
      refreshToken: 'this-session',
    });
  });
});
