import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { fetchMe } from '../../lib/auth/auth-api';
import { CompanySettingsPage } from './company-settings-page';
import { meAs } from '../../lib/testing/api-fixtures';
import { bodyOf, callOf, fakeApi } from '../../lib/testing/fake-api';
import { company } from './testing/settings-fixtures';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).fakeApi.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  fakeApi.reset();
});

function renderSettings(path = '/companySettings') {
  return renderRoutes([{ path: '/companySettings', Component: CompanySettingsPage }], {
    initialEntries: [path],
  });
}

describe('company settings: who may open them', () => {
  it('a fitter sees "Keine Berechtigung" instead of the settings, and nothing is requested', async () => {
    vi.mocked(fetchMe).mockResolvedValue(meAs('fitter'));
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(screen.queryByRole('tab')).toBeNull();
    expect(screen.queryByLabelText('Firmenname')).toBeNull();
    expect(fakeApi.requests).toHaveLength(0);
  });

  it('office staff get the text snippets only, not the company data', async () => {
    vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
    fakeApi.answer((config) =>
      callOf(config) === 'get /api/v1/text-snippets'
        ? { status: 200, data: { items: [] } }
        : { status: 200, data: company() },
    );
    renderSettings('/companySettings?section=company');
    expect(await screen.findByRole('tab', { name: 'Textbausteine', selected: true })).toBeInTheDocument();
    expect(screen.getAllByRole('tab')).toHaveLength(1);
    expect(await screen.findByText('Noch keine Schlusstexte angelegt.')).toBeInTheDocument();
    expect(screen.queryByLabelText(/^Firmenname/)).toBeNull();
  });

  it('when the server refuses (403), the page says so instead of failing', async () => {
    vi.mocked(fetchMe).mockResolvedValue(meAs('admin'));
    fakeApi.answer(() => ({ status: 403, data: { type: 'x', title: 'Forbidden', status: 403 } }));
    renderSettings();
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
  });
});

describe('company settings: Firmendaten', () => {
  beforeEach(() => {
    vi.mocked(fetchMe).mockResolvedValue(meAs('admin'));
  });

  it('shows the company data with the VAT rate the German way, and saves with the version', async () => {
    const user = userEvent.setup();
    fakeApi.answer((config) => {
      if (callOf(config) === 'put /api/v1/company')
        return { status: 200, data: company({ name: 'Neu Bau GmbH', version: 4 }) };
      return { status: 200, data: company() };
    });
    renderSettings();
    const name = await screen.findByLabelText(/^Firmenname/);
    expect(name).toHaveValue('Demo Bau GmbH');
    expect(screen.getByLabelText('Standard-Mehrwertsteuersatz')).toHaveValue('19,00');

    await user.clear(name);
    await user.type(name, 'Neu Bau GmbH');
    await user.clear(screen.getByLabelText('Standard-Mehrwertsteuersatz'));
    await user.type(screen.getByLabelText('Standard-Mehrwertsteuersatz'), '7,5');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(fakeApi.requests.map(callOf)).toContain('put /api/v1/company'));
    const put = fakeApi.requests.find((request) => callOf(request) === 'put /api/v1/company');
    expect(put && bodyOf(put)).toMatchObject({ name: 'Neu Bau GmbH', defaultVatRate: '7.5', version: 3 });
  });

  it('shows invalid input at the fields in German and sends nothing', async () => {
    const user = userEvent.setup();
    fakeApi.answer(() => ({ status: 200, data: company() }));
    renderSettings();
    const iban = await screen.findByLabelText('IBAN');
    await user.clear(iban);
    await user.type(iban, 'DE12');
    await user.clear(screen.getByLabelText(/^Firmenname/));
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Ungültige IBAN')).toBeInTheDocument();
    expect(screen.getByText('Name fehlt')).toBeInTheDocument();
    expect(screen.getByLabelText('IBAN')).toHaveAttribute('aria-invalid', 'true');
    expect(fakeApi.requests.map(callOf)).not.toContain('put /api/v1/company');
  });

  it('puts the server’s field errors (400) at the fields', async () => {
    const user = userEvent.setup();
    fakeApi.answer((config) =>
      callOf(config) === 'put /api/v1/company'
        ? {
            status: 400,
            data: {
              type: 'v',
              title: 'Bad Request',
              status: 400,
              errors: [{ path: 'address.postalCode', message: 'PLZ passt nicht zum Land' }],
            },
          }
        : { status: 200, data: company() },
    );
    renderSettings();
    await screen.findByLabelText(/^Firmenname/);
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('PLZ passt nicht zum Land')).toBeInTheDocument();
    expect(screen.getByLabelText('PLZ')).toHaveAttribute('aria-invalid', 'true');
  });

  it('a stale save shows the conflict; "Neu laden" takes over the current data', async () => {
    const user = userEvent.setup();
    const current = company({ name: 'Von Kollegin geändert GmbH', version: 5 });
    fakeApi.answer((config) =>
      callOf(config) === 'put /api/v1/company'
        ? { status: 409, data: { type: 'c', title: 'Conflict', status: 409, detail: 'x', current } }
        : { status: 200, data: company() },
    );
    renderSettings();
    const name = await screen.findByLabelText(/^Firmenname/);
    await user.type(name, ' und Söhne');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Die Firmendaten wurden inzwischen von jemand anderem geändert.');
    expect(name).toHaveValue('Demo Bau GmbH und Söhne');
    await user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(name).toHaveValue('Von Kollegin geändert GmbH');
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
