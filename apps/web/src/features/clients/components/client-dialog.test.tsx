import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderAt } from '../../../components/testing/render-app';
import { toastStore } from '../../../lib/toast/toast-service';
import { apiStub } from '../../../lib/testing/fake-api';
import { CLIENT_ID, makeClient, meAs } from '../../../lib/testing/api-fixtures';
import { ClientDialog } from './client-dialog';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
});

function renderDialog(clientId: string | null = null) {
  const onClose = vi.fn();
  const onSaved = vi.fn();
  const { queryClient } = renderAt(
    <ClientDialog open clientId={clientId} onClose={onClose} onSaved={onSaved} />,
  );
  return { onClose, onSaved, queryClient, user: userEvent.setup() };
}

const field = (name: string) => screen.getByRole('textbox', { name });

/** Puts text into a field at once (typing it key by key is not what these tests are about). */
async function fill(user: ReturnType<typeof userEvent.setup>, element: HTMLElement, text: string) {
  await user.click(element);
  await user.paste(text);
}

describe('client dialog: create', () => {
  it('shows German messages at the fields and sends nothing while the form is invalid', async () => {
    const { user } = renderDialog();
    await user.type(field('E-Mail'), 'kein-at');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    expect(await screen.findByText('Name fehlt')).toBeInTheDocument();
    expect(field('Firmenname')).toHaveAttribute('aria-invalid', 'true');
    expect(field('E-Mail')).toHaveAccessibleDescription('Ungültige E-Mail-Adresse');
    expect(screen.getByRole('alert')).toHaveTextContent('Bitte prüfen Sie die markierten Felder.');
    expect(apiStub.requests('POST', '/api/v1/clients')).toHaveLength(0);
  });

  it('labels the name by kind and shows salutation for private and the Leitweg-ID for public clients', async () => {
    const { user } = renderDialog();
    expect(field('Firmenname')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Anrede' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Privat' }));
    expect(field('Name')).toBeInTheDocument();
    expect(field('Anrede')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Leitweg-ID' })).not.toBeInTheDocument();

    await user.click(screen.getByRole('combobox', { name: 'Art' }));
    await user.click(await screen.findByRole('option', { name: 'Öffentlich' }));
    expect(field('Leitweg-ID')).toBeInTheDocument();
  });

  it('creates the client with payment terms typed the German way and a contact person', async () => {
    const created = makeClient({ number: 'K-00042', name: 'Stadtwerke Kiel' });
    apiStub.on('POST', '/api/v1/clients', { status: 201, data: created });
    const { user, onSaved, onClose } = renderDialog();

    await fill(user, field('Firmenname'), 'Stadtwerke Kiel');
    await user.type(field('Zahlungsziel (Tage netto)'), '30');
    await user.type(field('Skonto %'), '2,5');
    await user.type(field('Skonto Tage'), '10');
    await user.click(screen.getByRole('button', { name: 'Ansprechpartner hinzufügen' }));
    const contact = screen.getByRole('group', { name: 'Ansprechpartner 1' });
    await fill(user, within(contact).getByRole('textbox', { name: 'Name' }), 'Eva Berg');
    await fill(user, within(contact).getByRole('textbox', { name: 'Funktion' }), 'Einkauf');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalledWith(created));
    expect(onClose).toHaveBeenCalled();
    const [request] = apiStub.requests('POST', '/api/v1/clients');
    expect(request?.body).toMatchObject({
      kind: 'commercial',
      name: 'Stadtwerke Kiel',
      paymentTerms: { daysNet: 30, cashDiscountPercent: '2.5', cashDiscountDays: 10 },
      contacts: [{ name: 'Eva Berg', role: 'Einkauf', phone: '', email: '' }],
    });
    expect(toastsShown().map((toast) => toast.title)).toContain('Kunde K-00042 angelegt');
  });

  it("puts the server's field errors (400) at the fields", async () => {
    apiStub.on('POST', '/api/v1/clients', {
      status: 400,
      data: {
        type: 'https://vendoc.app/problems/validation',
        title: 'Bad Request',
        status: 400,
        errors: [{ path: 'phone', message: 'Telefonnummer unbekannt' }],
      },
    });
    const { user, onSaved } = renderDialog();
    await fill(user, field('Firmenname'), 'Stadtwerke Kiel');
    await user.type(field('Telefon'), '0431 1');
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(field('Telefon')).toHaveAccessibleDescription('Telefonnummer unbekannt'));
    expect(onSaved).not.toHaveBeenCalled();
  });
});

describe('client dialog: edit', () => {
  it('shows a version conflict and reloads the current record into the form on "Neu laden"', async () => {
    const mine = makeClient({ version: 1 });
    const theirs = makeClient({ version: 2, name: 'Müller & Söhne Bau GmbH', phone: '040 123' });
    apiStub.on('GET', `/api/v1/clients/${CLIENT_ID}`, { status: 200, data: mine });
    apiStub.on('PUT', `/api/v1/clients/${CLIENT_ID}`, (request) =>
      (request.body as { version: number }).version === 1
        ? { status: 409, data: { type: 'x', title: 'Conflict', status: 409, current: theirs } }
        : { status: 200, data: { ...theirs, version: 3 } },
    );
    const { user, onSaved } = renderDialog(CLIENT_ID);

    const name = await screen.findByRole('textbox', { name: 'Firmenname' });
    expect(name).toHaveValue('Müller Bau GmbH');
    await user.clear(name);
    await fill(user, name, 'Müller Hochbau');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('Der Kunde wurde inzwischen geändert')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Speichern' })).toBeDisabled();
    expect(onSaved).not.toHaveBeenCalled();

    await user.click(screen.getByRole('button', { name: 'Neu laden' }));
    expect(field('Firmenname')).toHaveValue('Müller & Söhne Bau GmbH');
    expect(field('Telefon')).toHaveValue('040 123');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    const versions = apiStub
      .requests('PUT', `/api/v1/clients/${CLIENT_ID}`)
      .map((request) => (request.body as { version: number }).version);
    expect(versions).toEqual([1, 2]);
  });

  it("shows the server's reason when the client cannot be deleted", async () => {
    apiStub.on('GET', `/api/v1/clients/${CLIENT_ID}`, { status: 200, data: makeClient({ projectCount: 2 }) });
    const reason = 'Der Kunde wird von 2 Projekten verwendet und kann nicht gelöscht werden.';
    apiStub.on('DELETE', `/api/v1/clients/${CLIENT_ID}`, {
      status: 409,
      data: { type: 'x', title: 'Conflict', status: 409, detail: reason },
    });
    const { user, onClose } = renderDialog(CLIENT_ID);

    await user.click(await screen.findByRole('button', { name: 'Löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Kunde löschen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));

    expect(await within(confirm).findByText(reason)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  it('only shows the record to a fitter: no save, no delete', async () => {
    apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('fitter') });
    apiStub.on('GET', `/api/v1/clients/${CLIENT_ID}`, { status: 200, data: makeClient() });
    const { queryClient } = renderDialog(CLIENT_ID);

    expect(await screen.findByRole('textbox', { name: 'Firmenname' })).toBeDisabled();
    await waitFor(() => expect(queryClient.getQueryData(['me'])).toEqual(meAs('fitter')));
    expect(screen.queryByRole('button', { name: 'Speichern' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Löschen' })).not.toBeInTheDocument();
  });
});

describe('client dialog: §13b and retention', () => {
  it('sends "Bauleistender Unternehmer" and the retention typed the German way', async () => {
    apiStub.on('POST', '/api/v1/clients', { status: 201, data: makeClient({ reverseCharge: true }) });
    const { user, onSaved } = renderDialog();
    await fill(user, field('Firmenname'), 'Hochbau Nord GmbH');
    await user.type(field('Zahlungsziel (Tage netto)'), '30');
    await user.type(field('Sicherheitseinbehalt %'), '5,5');
    await user.click(screen.getByRole('checkbox', { name: 'Bauleistender Unternehmer (§ 13b UStG)' }));
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiStub.requests('POST', '/api/v1/clients')[0]?.body).toMatchObject({
      reverseCharge: true,
      paymentTerms: { daysNet: 30, retentionPercent: '5.5' },
    });
  });

  it('sends the construction invoice codes when checked, and explains that many receivers take 326/380 only', async () => {
    apiStub.on('POST', '/api/v1/clients', {
      status: 201,
      data: makeClient({ constructionInvoiceCodes: true }),
    });
    const { user, onSaved } = renderDialog();
    await fill(user, field('Firmenname'), 'Hochbau Nord GmbH');
    const codes = screen.getByRole('checkbox', {
      name: 'Bauleistungs-Rechnungsarten (875/876/877) verwenden',
    });
    expect(codes).not.toBeChecked();
    expect(codes).toHaveAccessibleDescription(/nur 326 \(Teilrechnung\) und 380 \(Rechnung\)/);
    await user.click(codes);
    await user.click(screen.getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(onSaved).toHaveBeenCalled());
    expect(apiStub.requests('POST', '/api/v1/clients')[0]?.body).toMatchObject({
      reverseCharge: false,
      constructionInvoiceCodes: true,
    });
  });

  it('shows a stored client as construction company with its retention', async () => {
    apiStub.on('GET', `/api/v1/clients/${CLIENT_ID}`, {
      status: 200,
      data: makeClient({
        reverseCharge: true,
        constructionInvoiceCodes: true,
        paymentTerms: {
          daysNet: 30,
          cashDiscountPercent: null,
          cashDiscountDays: null,
          retentionPercent: '5.00',
        },
      }),
    });
    renderDialog(CLIENT_ID);
    expect(
      await screen.findByRole('checkbox', { name: 'Bauleistender Unternehmer (§ 13b UStG)' }),
    ).toBeChecked();
    expect(
      screen.getByRole('checkbox', { name: 'Bauleistungs-Rechnungsarten (875/876/877) verwenden' }),
    ).toBeChecked();
    expect(field('Sicherheitseinbehalt %')).toHaveValue('5,00');
  });
});
