import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { TextSnippet } from '@vendoc/contract/text-snippets';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../../components/testing/render-app';
import { fetchMe } from '../../../lib/auth/auth-api';
import { meAs } from '../../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../../lib/testing/fake-api';
import { toastStore } from '../../../lib/toast/toast-service';
import { CompanySettingsPage } from '../company-settings-page';
import { company } from '../testing/settings-fixtures';
import { toastsShown } from '../../../lib/testing/toasts-shown';

vi.mock('../../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../../lib/testing/fake-api')).apiStub.http,
}));

const STAMP = '2026-03-02T09:00:00.000Z';
const INTRO_ID = '66666666-6666-4666-8666-666666666661';
const CLOSING_ID = '66666666-6666-4666-8666-666666666662';
const NEW_ID = '66666666-6666-4666-8666-666666666663';

function snippet(overrides: Partial<TextSnippet>): TextSnippet {
  return {
    id: INTRO_ID,
    name: 'Angebot Einleitung',
    placement: 'intro',
    documentKinds: ['offer'],
    text: 'vielen Dank für Ihre Anfrage.',
    isDefault: true,
    version: 1,
    updatedAt: STAMP,
    ...overrides,
  };
}

/** The server's snippets: the list answers what the test's changes left. */
let stored: TextSnippet[];

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  vi.mocked(fetchMe).mockResolvedValue(meAs('office'));
  stored = [
    snippet({}),
    snippet({
      id: CLOSING_ID,
      name: 'Dank',
      placement: 'closing',
      documentKinds: [],
      text: 'Vielen Dank für Ihren Auftrag.',
      isDefault: false,
    }),
  ];
  apiStub.on('GET', '/api/v1/company', { status: 200, data: company() });
  apiStub.on('GET', '/api/v1/text-snippets', () => ({ status: 200, data: { items: stored } }));
});

const renderSection = () =>
  renderRoutes([{ path: '/companySettings', Component: CompanySettingsPage }], {
    initialEntries: ['/companySettings?section=textSnippets'],
  });

const group = (name: 'Einleitung' | 'Schluss') => screen.findByRole('list', { name });
const toastTitles = () => toastsShown().map((toast) => toast.title);
const problem = (status: number, extra: Record<string, unknown>) => ({
  status,
  data: { type: 'x', title: 'Problem', status, ...extra },
});

describe('Textbausteine', () => {
  it('office staff get only this section: intro and closing texts, the default marked', async () => {
    renderSection();
    const intros = await group('Einleitung');
    const intro = within(intros).getByRole('listitem');
    expect(intro).toHaveTextContent('Angebot Einleitung');
    expect(intro).toHaveTextContent('Standard');
    expect(intro).toHaveTextContent('Angebot');
    const closing = within(await group('Schluss')).getByRole('listitem');
    expect(closing).toHaveTextContent('Dank');
    expect(closing).toHaveTextContent('Alle Belegarten');
    expect(closing).not.toHaveTextContent('Standard');
    expect(screen.getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Textbausteine']);
  });

  it('creates a closing default for invoices; the list shows it', async () => {
    const user = userEvent.setup();
    apiStub.on('POST', '/api/v1/text-snippets', (request: StubRequest) => {
      const created = snippet({ ...(request.body as Partial<TextSnippet>), id: NEW_ID });
      stored = [...stored, created];
      return { status: 201, data: created };
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Schlusstext hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Textbaustein' });
    await user.type(within(dialog).getByLabelText(/^Bezeichnung/), 'Zahlungshinweis');
    await user.click(within(dialog).getByRole('combobox', { name: 'Belegarten' }));
    await user.click(await screen.findByRole('option', { name: 'Rechnung' }));
    await user.keyboard('{Escape}');
    await user.type(within(dialog).getByLabelText(/^Text/), 'Bitte überweisen Sie{Enter}ohne Abzug.');
    await user.click(within(dialog).getByRole('switch', { name: 'Standardtext für neue Belege' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('POST', '/api/v1/text-snippets')[0]?.body).toEqual({
      name: 'Zahlungshinweis',
      placement: 'closing',
      documentKinds: ['invoice'],
      text: 'Bitte überweisen Sie\nohne Abzug.',
      isDefault: true,
    });
    const closings = await group('Schluss');
    await waitFor(() => expect(within(closings).getAllByRole('listitem')).toHaveLength(2));
    expect(within(closings).getAllByRole('listitem')[1]).toHaveTextContent(
      /Zahlungshinweis.*Standard.*Rechnung/,
    );
    expect(toastTitles()).toContain('Textbaustein gespeichert');
  });

  it('edits with the version read and shows the server’s 400 at the field, in German', async () => {
    const user = userEvent.setup();
    apiStub.on('PUT', `/api/v1/text-snippets/${CLOSING_ID}`, (request: StubRequest) =>
      (request.body as { text: string }).text.includes('<')
        ? problem(400, { errors: [{ path: 'text', message: 'Der Text darf kein HTML enthalten' }] })
        : { status: 200, data: { ...stored[1], ...(request.body as object), version: 2 } },
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Dank bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Textbaustein bearbeiten' });
    const text = within(dialog).getByLabelText(/^Text/);
    expect(text).toHaveValue('Vielen Dank für Ihren Auftrag.');
    await user.type(text, ' <b>');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Der Text darf kein HTML enthalten')).toBeInTheDocument();
    expect(within(dialog).getByLabelText(/^Text/)).toHaveAttribute('aria-invalid', 'true');

    await user.clear(text);
    await user.type(text, 'Herzlichen Dank.');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('PUT', `/api/v1/text-snippets/${CLOSING_ID}`)[1]?.body).toEqual({
      name: 'Dank',
      placement: 'closing',
      documentKinds: [],
      text: 'Herzlichen Dank.',
      isDefault: false,
      version: 1,
    });
  });

  it('refuses an empty name at the field without sending anything', async () => {
    const user = userEvent.setup();
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Einleitungstext hinzufügen' }));
    const dialog = await screen.findByRole('dialog', { name: 'Neuer Textbaustein' });
    await user.type(within(dialog).getByLabelText(/^Text/), 'Sehr geehrte Damen und Herren,');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Name fehlt')).toBeInTheDocument();
    expect(apiStub.requests('POST', '/api/v1/text-snippets')).toHaveLength(0);
  });

  it('on a conflict (409) offers the current text and saves on top of it', async () => {
    const user = userEvent.setup();
    const current = snippet({ text: 'Gern bieten wir Ihnen an:', version: 4 });
    apiStub.on('PUT', `/api/v1/text-snippets/${INTRO_ID}`, (request: StubRequest) =>
      (request.body as { version: number }).version === 4
        ? { status: 200, data: { ...current, ...(request.body as object), version: 5 } }
        : problem(409, { detail: 'Der Textbaustein wurde inzwischen geändert.', current }),
    );
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Angebot Einleitung bearbeiten' }));
    const dialog = await screen.findByRole('dialog', { name: 'Textbaustein bearbeiten' });
    await user.clear(within(dialog).getByLabelText(/^Bezeichnung/));
    await user.type(within(dialog).getByLabelText(/^Bezeichnung/), 'Angebot');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(
      await within(dialog).findByText('Der Textbaustein wurde inzwischen von jemand anderem geändert.'),
    ).toBeInTheDocument();
    expect(within(dialog).getByRole('button', { name: 'Speichern' })).toBeDisabled();
    await user.click(within(dialog).getByRole('button', { name: 'Neu laden' }));
    expect(within(dialog).getByLabelText(/^Text/)).toHaveValue('Gern bieten wir Ihnen an:');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('PUT', `/api/v1/text-snippets/${INTRO_ID}`)[1]?.body).toMatchObject({
      name: 'Angebot Einleitung',
      version: 4,
    });
  });

  it('deletes after confirmation with the version; the list no longer shows it', async () => {
    const user = userEvent.setup();
    apiStub.on('DELETE', `/api/v1/text-snippets/${CLOSING_ID}`, () => {
      stored = stored.filter((each) => each.id !== CLOSING_ID);
      return { status: 204 };
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Dank löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Textbaustein löschen?' });
    expect(confirm).toHaveTextContent('Der Textbaustein „Dank“ wird gelöscht.');
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByText('Noch keine Schlusstexte angelegt.')).toBeInTheDocument();
    expect(apiStub.requests('DELETE', `/api/v1/text-snippets/${CLOSING_ID}`)[0]?.query.get('version')).toBe(
      '1',
    );
    expect(toastTitles()).toContain('Textbaustein gelöscht');
  });

  it('a stale delete (409) says so and shows the list as it is now', async () => {
    const user = userEvent.setup();
    apiStub.on('DELETE', `/api/v1/text-snippets/${CLOSING_ID}`, () => {
      stored = stored.map((each) =>
        each.id === CLOSING_ID ? { ...each, name: 'Dank neu', version: 2 } : each,
      );
      return problem(409, { current: stored[1] });
    });
    renderSection();
    await user.click(await screen.findByRole('button', { name: 'Dank löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Textbaustein löschen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('button', { name: 'Dank neu löschen' })).toBeInTheDocument();
    expect(toastTitles()).toContain(
      'Der Textbaustein wurde inzwischen geändert und nicht gelöscht. Die Liste zeigt jetzt den aktuellen Stand.',
    );
  });
});
