import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { fetchMe } from '../../../lib/auth/auth-api';
import { meAs } from '../../../lib/testing/api-fixtures';
import { bodyOf, callOf, fakeApi } from '../../../lib/testing/fake-api';
import { CompanySettingsPage } from '../company-settings-page';
import { company } from '../testing/settings-fixtures';

vi.mock('../../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).fakeApi.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
  vi.mocked(fetchMe).mockResolvedValue(meAs('admin'));
});

/** The company as the server answers a dunning update: the new settings, the next version. */
function savedCompany(body: unknown) {
  const { levels, interestPercent } = body as ReturnType<typeof company>['dunning'];
  return { ...company(), dunning: { levels, interestPercent }, version: company().version + 1 };
}

const dunningPuts = () =>
  fakeApi.requests.filter((config) => callOf(config) === 'put /api/v1/company/dunning');

const renderSection = () =>
  renderRoutes([{ path: '/companySettings', Component: CompanySettingsPage }], {
    initialEntries: ['/companySettings?section=dunning'],
  });

describe('Mahnwesen', () => {
  it('saves fees and interest typed the German way, as decimal strings with the company version', async () => {
    const user = userEvent.setup();
    // the server: a dunning update changes what GET /company answers afterwards
    let current = company();
    fakeApi.answer((config) => {
      if (callOf(config) === 'put /api/v1/company/dunning') current = savedCompany(bodyOf(config));
      return { status: 200, data: current };
    });
    renderSection();
    const form = await screen.findByRole('form', { name: 'Mahnwesen' });
    const fee = within(form).getByLabelText('Gebühr € (1. Mahnung)');
    expect(fee).toHaveValue('5,00');
    await user.clear(fee);
    await user.type(fee, '7,50');
    await user.clear(within(form).getByLabelText('Zahlungsfrist in Tagen (3. Mahnung)'));
    await user.type(within(form).getByLabelText('Zahlungsfrist in Tagen (3. Mahnung)'), '5');
    await user.type(within(form).getByLabelText('Zinssatz % p. a.'), '9,12');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(dunningPuts()).toHaveLength(1));
    expect(bodyOf(dunningPuts()[0])).toEqual({
      levels: [
        { level: 0, fee: '0.00', days: 7 },
        { level: 1, fee: '7.50', days: 7 },
        { level: 2, fee: '10.00', days: 7 },
        { level: 3, fee: '15.00', days: 5 },
      ],
      interestPercent: '9.12',
      version: company().version,
    });
    // saved: the form holds the saved values and has nothing left to save
    const saved = await screen.findByRole('form', { name: 'Mahnwesen' });
    await waitFor(() => expect(within(saved).getByLabelText('Gebühr € (1. Mahnung)')).toHaveValue('7,50'));
    expect(within(saved).getByLabelText('Zinssatz % p. a.')).toHaveValue('9,12');
    expect(within(saved).getByRole('button', { name: 'Speichern' })).toBeDisabled();
  });

  it('refuses a negative fee at the field without sending anything', async () => {
    const user = userEvent.setup();
    fakeApi.answer(() => ({ status: 200, data: company() }));
    renderSection();
    const form = await screen.findByRole('form', { name: 'Mahnwesen' });
    const fee = within(form).getByLabelText('Gebühr € (2. Mahnung)');
    await user.clear(fee);
    await user.type(fee, '-3');
    await user.click(within(form).getByRole('button', { name: 'Speichern' }));
    expect(await within(form).findByText('Darf nicht negativ sein')).toBeInTheDocument();
    expect(dunningPuts()).toHaveLength(0);
  });
});
