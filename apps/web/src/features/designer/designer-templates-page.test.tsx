import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { fetchMe } from '../../lib/auth/auth-api';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { DesignerLoadingPage } from './designer-loading-page';
import { DesignerTemplatesPage } from './designer-templates-page';
import { templateRecord, templateSummary } from './testing/template-fixtures';

vi.mock('../../lib/auth/auth-api', () => ({ fetchMe: vi.fn(), logout: vi.fn() }));
vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

beforeAll(async () => {
  await initTestI18n();
});
beforeEach(() => {
  apiStub.reset();
});
afterEach(() => {
  vi.unstubAllGlobals();
});

const LIST = '/api/v1/document-templates';
const offerDefault = templateSummary({ name: 'Angebot Standard', isDefault: true });
const offerShort = templateSummary({ name: 'Angebot kurz' });
const invoice = templateSummary({ kind: 'finalInvoice', name: 'Schlussrechnung', isDefault: true });

function renderList(role: 'admin' | 'office' | 'fitter' = 'office') {
  vi.mocked(fetchMe).mockResolvedValue(meAs(role));
  renderRoutes(
    [
      { path: '/designer', Component: DesignerTemplatesPage },
      { path: '/designer/loading', Component: DesignerLoadingPage },
      { path: '/designer/:templateId', Component: () => <p>Editor</p> },
    ],
    { initialEntries: ['/designer'] },
  );
  return userEvent.setup();
}

describe('the designer template list', () => {
  it('groups the templates by kind with German names and marks the default', async () => {
    apiStub.on('GET', LIST, { status: 200, data: { items: [offerDefault, offerShort, invoice] } });
    renderList();
    const offers = await screen.findByRole('list', { name: 'Angebot' });
    expect(within(offers).getAllByRole('listitem')).toHaveLength(2);
    const first = within(offers).getByRole('link', { name: /^Angebot Standard/ });
    expect(within(first).getByText('Standard')).toBeInTheDocument();
    expect(within(offers).getByRole('link', { name: /^Angebot kurz/ })).not.toHaveTextContent('Standard');
    expect(screen.getByRole('list', { name: 'Schlussrechnung' })).toBeInTheDocument();
  });

  it('shows why a layout cannot be read instead of its thumbnail, and asks nothing for it', async () => {
    const reason =
      'Die Vorlage hat ein unbekanntes Format (Version 7): sie wurde mit einer neueren VenDoc-Version gespeichert.';
    const broken = templateSummary({ name: 'Angebot kaputt', layoutProblem: reason });
    apiStub.on('GET', LIST, { status: 200, data: { items: [broken] } });
    renderList();
    const offers = await screen.findByRole('list', { name: 'Angebot' });
    expect(within(offers).getByRole('link', { name: /^Angebot kaputt/ })).toHaveTextContent(reason);
    expect(apiStub.requests('GET', `${LIST}/${broken.id}`)).toHaveLength(0);
  });

  it('a fitter is told there is no access and nothing is requested', async () => {
    renderList('fitter');
    expect(await screen.findByRole('heading', { name: 'Keine Berechtigung' })).toBeInTheDocument();
    expect(apiStub.requests('GET', LIST)).toHaveLength(0);
  });

  it('creates a template of a chosen kind from its starter and opens it after loading it', async () => {
    apiStub.on('GET', LIST, { status: 200, data: { items: [offerDefault] } });
    const created = templateRecord({ kind: 'letter', name: 'Brief neu' });
    apiStub.on('POST', LIST, { status: 201, data: created });
    apiStub.on('GET', `${LIST}/${created.id}`, { status: 200, data: created });
    const user = renderList();
    await user.click(await screen.findByRole('button', { name: 'Neue Vorlage' }));
    await user.click(screen.getByRole('combobox', { name: 'Belegart' }));
    await user.click(screen.getByRole('option', { name: 'Brief' }));
    await user.type(screen.getByRole('textbox', { name: 'Name' }), 'Brief neu');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    expect(await screen.findByText('Editor')).toBeInTheDocument();
    expect(apiStub.requests('POST', LIST)[0]?.body).toEqual({ kind: 'letter', name: 'Brief neu' });
  });

  it('renames with the version, duplicates under a new name and sets the default', async () => {
    apiStub.on('GET', LIST, { status: 200, data: { items: [offerDefault, offerShort] } });
    const one = `${LIST}/${offerShort.id}`;
    apiStub.on('PATCH', one, { status: 200, data: templateRecord({ ...offerShort, name: 'Angebot lang' }) });
    apiStub.on('POST', `${one}/duplicate`, { status: 201, data: templateRecord({ name: 'Kopie' }) });
    apiStub.on('POST', `${one}/default`, {
      status: 200,
      data: templateRecord({ ...offerShort, isDefault: true }),
    });
    const user = renderList();
    const menu = async () =>
      user.click(await screen.findByRole('button', { name: 'Aktionen für Angebot kurz' }));

    await menu();
    await user.click(screen.getByRole('menuitem', { name: 'Umbenennen' }));
    const name = screen.getByRole('textbox', { name: 'Name' });
    await user.clear(name);
    await user.type(name, 'Angebot lang');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(apiStub.requests('PATCH', one)).toHaveLength(1));
    expect(apiStub.requests('PATCH', one)[0]?.body).toEqual({ name: 'Angebot lang', version: 1 });

    await menu();
    await user.click(screen.getByRole('menuitem', { name: 'Duplizieren' }));
    expect(screen.getByRole('textbox', { name: 'Name' })).toHaveValue('Angebot kurz (Kopie)');
    await user.click(screen.getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(apiStub.requests('POST', `${one}/duplicate`)).toHaveLength(1));
    expect(apiStub.requests('POST', `${one}/duplicate`)[0]?.body).toEqual({ name: 'Angebot kurz (Kopie)' });

    await menu();
    await user.click(screen.getByRole('menuitem', { name: 'Als Standard festlegen' }));
    await waitFor(() => expect(apiStub.requests('POST', `${one}/default`)).toHaveLength(1));
    // every change loads the list again
    await waitFor(() => expect(apiStub.requests('GET', LIST).length).toBeGreaterThanOrEqual(4));
  });

  it("refuses to delete a default and shows the server's reason", async () => {
    apiStub.on('GET', LIST, { status: 200, data: { items: [offerDefault] } });
    apiStub.on('DELETE', `${LIST}/${offerDefault.id}`, {
      status: 409,
      data: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Die Standardvorlage kann nicht gelöscht werden.',
      },
    });
    const user = renderList('admin');
    await user.click(await screen.findByRole('button', { name: 'Aktionen für Angebot Standard' }));
    await user.click(screen.getByRole('menuitem', { name: 'Löschen' }));
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(
      await screen.findByText('Nicht gelöscht: Die Standardvorlage kann nicht gelöscht werden.'),
    ).toBeInTheDocument();
    expect(screen.getByRole('list', { name: 'Angebot' })).toBeInTheDocument();
  });

  it('shows each row with a thumbnail of its first page, drawn from the template', async () => {
    // every row is in view at once
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(target: Element) {
          this.callback(
            [{ isIntersecting: true, target } as unknown as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
        disconnect() {}
      },
    );
    const record = templateRecord({ ...offerDefault });
    apiStub.on('GET', LIST, { status: 200, data: { items: [offerDefault] } });
    apiStub.on('GET', `${LIST}/${offerDefault.id}`, { status: 200, data: record });
    renderList();
    const row = await screen.findByRole('link', { name: /^Angebot Standard/ });
    const thumbnail = within(row).getByTestId('template-thumbnail');
    expect(thumbnail).toHaveAttribute('aria-hidden', 'true');
    await waitFor(() => expect(thumbnail.querySelectorAll('[data-element-id]').length).toBeGreaterThan(0));
    const drawn = [...thumbnail.querySelectorAll('[data-element-id]')].map((element) =>
      element.getAttribute('data-element-id'),
    );
    expect(drawn).toEqual(record.template.firstPage.elements.map((element) => element.id));
    // with the sample data of its kind, as the canvas shows it
    expect(within(thumbnail).getAllByText('Muster Fensterbau GmbH').length).toBeGreaterThan(0);
    // an A4 portrait page fitted into the box: as high as the box, 210/297 of it wide
    const page = within(thumbnail).getByTestId('template-thumbnail-page');
    expect(parseFloat(page.style.height)).toBeCloseTo(88, 0);
    expect(parseFloat(page.style.width)).toBeCloseTo((88 * 210) / 297, 0);
  });

  it('loads a thumbnail only once its row comes into view', async () => {
    const observed: { element: Element; callback: IntersectionObserverCallback }[] = [];
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(private readonly callback: IntersectionObserverCallback) {}
        observe(element: Element) {
          observed.push({ element, callback: this.callback });
        }
        disconnect() {}
      },
    );
    apiStub.on('GET', LIST, { status: 200, data: { items: [offerDefault, offerShort] } });
    for (const summary of [offerDefault, offerShort])
      apiStub.on('GET', `${LIST}/${summary.id}`, { status: 200, data: templateRecord({ ...summary }) });
    renderList();
    const second = await screen.findByRole('link', { name: /^Angebot kurz/ });
    await waitFor(() => expect(observed).toHaveLength(2));
    expect(apiStub.requests('GET', `${LIST}/${offerDefault.id}`)).toHaveLength(0);
    expect(apiStub.requests('GET', `${LIST}/${offerShort.id}`)).toHaveLength(0);

    const secondThumbnail = within(second).getByTestId('template-thumbnail');
    const entry = observed.find((each) => each.element === secondThumbnail);
    act(() =>
      entry?.callback(
        [{ isIntersecting: true, target: secondThumbnail } as unknown as IntersectionObserverEntry],
        {} as IntersectionObserver,
      ),
    );
    await waitFor(() =>
      expect(secondThumbnail.querySelectorAll('[data-element-id]').length).toBeGreaterThan(0),
    );
    expect(apiStub.requests('GET', `${LIST}/${offerShort.id}`)).toHaveLength(1);
    expect(apiStub.requests('GET', `${LIST}/${offerDefault.id}`)).toHaveLength(0);
  });
});
