import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { fetchMe } from '../../../lib/auth/auth-api';
import { CompanySettingsPage } from '../company-settings-page';
import { meAs, USER_ID } from '../../../lib/testing/api-fixtures';
import { bodyOf, callOf, fakeApi } from '../../../lib/testing/fake-api';
import { company, user as userRecord } from '../testing/settings-fixtures';

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

function renderSection(section: string) {
  return renderRoutes([{ path: '/companySettings', Component: CompanySettingsPage }], {
    initialEntries: [`/companySettings?section=${section}`],
  });
}

describe('Nummernkreise', () => {
  it('lists the six kinds and previews the next number while typing', async () => {
    const user = userEvent.setup();
    const year = new Date().getFullYear();
    fakeApi.answer(() => ({ status: 200, data: company() }));
    renderSection('numberRanges');

    const invoices = await screen.findByRole('form', { name: 'Rechnungen' });
    for (const kind of ['Kunden', 'Projekte', 'Angebote', 'Auftragsbestätigungen', 'Lieferscheine']) {
      expect(screen.getByRole('form', { name: kind })).toBeInTheDocument();
    }
    const preview = within(invoices).getByRole('status');
    expect(preview).toHaveTextContent(`Nächste Nummer: RE-${year}-0001`);

    await user.clear(within(invoices).getByLabelText('Präfix'));
    await user.type(within(invoices).getByLabelText('Präfix'), 'R');
    await user.clear(within(invoices).getByLabelText('Nächste Nummer'));
    await user.type(within(invoices).getByLabelText('Nächste Nummer'), '42');
    expect(preview).toHaveTextContent(`Nächste Nummer: R${year}-0042`);

    await user.click(within(invoices).getByRole('switch', { name: 'Jährlich neu beginnen' }));
    expect(preview).toHaveTextContent('Nächste Nummer: R0042');
  });

  it('saves one range with its version and refuses a next number that is no whole number', async () => {
    const user = userEvent.setup();
    fakeApi.answer((config) =>
      callOf(config).startsWith('put ')
        ? { status: 200, data: company().numberRanges[0] }
        : { status: 200, data: company() },
    );
    renderSection('numberRanges');
    const clients = await screen.findByRole('form', { name: 'Kunden' });
    const next = within(clients).getByLabelText('Nächste Nummer');
    await user.clear(next);
    await user.type(next, '12,5');
    await user.click(within(clients).getByRole('button', { name: 'Speichern' }));
    expect(await within(clients).findByText('Bitte eine ganze Zahl angeben')).toBeInTheDocument();

    await user.clear(next);
    await user.type(next, '120');
    await user.click(within(clients).getByRole('button', { name: 'Speichern' }));
    await waitFor(() =>
      expect(fakeApi.requests.map(callOf)).toContain('put /api/v1/company/number-ranges/client'),
    );
    const put = fakeApi.requests.find((request) => callOf(request).startsWith('put '));
    expect(put && bodyOf(put)).toEqual({
      prefix: 'K-',
      nextNumber: 120,
      padding: 5,
      yearlyReset: false,
      version: 1,
    });
  });
});

describe('Lohnsätze', () => {
  it('lists rates in euros and sends a German decimal with a dot', async () => {
    const user = userEvent.setup();
    fakeApi.answer((config) =>
      callOf(config) === 'post /api/v1/company/wage-rates'
        ? {
            status: 201,
            data: {
              id: '44444444-4444-4444-8444-444444444444',
              name: 'Meister',
              hourlyRate: '72.25',
              version: 1,
            },
          }
        : { status: 200, data: company() },
    );
    renderSection('wageRates');
    const table = await screen.findByRole('table', { name: 'Lohnsätze' });
    expect(within(table).getByText('Monteur')).toBeInTheDocument();
    expect(within(table).getByText('58,50 € / Std.')).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Lohnsatz hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Lohnsatz' });
    await user.type(within(dialog).getByLabelText(/^Bezeichnung/), 'Meister');
    await user.type(within(dialog).getByLabelText(/^Stundensatz/), '72,25');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fakeApi.requests.find((request) => callOf(request) === 'post /api/v1/company/wage-rates');
    expect(post && bodyOf(post)).toEqual({ name: 'Meister', hourlyRate: '72.25' });
  });
});

describe('Benutzer', () => {
  it('shows the server’s message when the last administrator would lose the role', async () => {
    const user = userEvent.setup();
    const refusal = 'Der letzte Administrator kann nicht herabgestuft oder deaktiviert werden.';
    fakeApi.answer((config) => {
      if (callOf(config).startsWith('patch ')) {
        return { status: 409, data: { type: 'c', title: 'Conflict', status: 409, detail: refusal } };
      }
      if (callOf(config) === 'get /api/v1/users') {
        return {
          status: 200,
          data: {
            items: [
              userRecord({}),
              userRecord({
                id: '55555555-5555-4555-8555-555555555555',
                userName: 'max',
                displayName: 'Max Monteur',
                role: 'fitter',
              }),
            ],
            nextCursor: null,
            total: 2,
          },
        };
      }
      return { status: 200, data: company() };
    });
    renderSection('users');
    const table = await screen.findByRole('table', { name: 'Benutzer' });
    expect(within(table).getByText('Max Monteur')).toBeInTheDocument();
    expect(screen.getByText('2 Benutzer')).toBeInTheDocument();

    await user.click(within(table).getByRole('switch', { name: 'Anna Admin aktiv' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(refusal);
    const patch = fakeApi.requests.find((request) => callOf(request).startsWith('patch '));
    expect(patch && callOf(patch)).toBe(`patch /api/v1/users/${USER_ID}`);
    expect(patch && bodyOf(patch)).toEqual({ active: false, version: 1 });
  });

  it('creates a user with an initial password; a taken user name is shown at its field', async () => {
    const user = userEvent.setup();
    fakeApi.answer((config) => {
      if (callOf(config) === 'post /api/v1/users') {
        return {
          status: 409,
          data: {
            type: 'c',
            title: 'Conflict',
            status: 409,
            detail: 'Benutzername ist bereits vergeben',
            errors: [{ path: 'userName', message: 'Benutzername ist bereits vergeben' }],
          },
        };
      }
      if (callOf(config) === 'get /api/v1/users')
        return { status: 200, data: { items: [userRecord({})], nextCursor: null, total: 1 } };
      return { status: 200, data: company() };
    });
    renderSection('users');
    await user.click(await screen.findByRole('button', { name: 'Benutzer anlegen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Benutzer' });
    await user.type(within(dialog).getByLabelText(/^Benutzername/), 'max');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Max Monteur');
    await user.type(within(dialog).getByLabelText(/^Anfangspasswort/), 'kurz');
    await user.click(within(dialog).getByRole('button', { name: 'Benutzer anlegen' }));
    expect(
      await within(dialog).findByText('Das Passwort muss mindestens 10 Zeichen lang sein'),
    ).toBeInTheDocument();
    expect(fakeApi.requests.map(callOf)).not.toContain('post /api/v1/users');

    await user.type(within(dialog).getByLabelText(/^Anfangspasswort/), '-und-lang-genug');
    await user.click(within(dialog).getByRole('button', { name: 'Benutzer anlegen' }));
    expect(await within(dialog).findByText('Benutzername ist bereits vergeben')).toBeInTheDocument();
    const post = fakeApi.requests.find((request) => callOf(request) === 'post /api/v1/users');
    expect(post && bodyOf(post)).toEqual({
      userName: 'max',
      displayName: 'Max Monteur',
      email: null,
      role: 'fitter',
      password: 'kurz-und-lang-genug',
    });
  });
});
