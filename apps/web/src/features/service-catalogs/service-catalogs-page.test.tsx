import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vendoc/contract/auth';
import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import { CATALOG_ID, makeCatalog, OTHER_CATALOG_ID, pageOf } from './catalogs/testing/catalog-fixtures';
import { ServiceCatalogsPage } from './service-catalogs-page';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const LIST = '/api/v1/service-catalogs';
const CATALOG = `${LIST}/${CATALOG_ID}`;

let catalogs: ServiceCatalog[];

function serve(role: Role = 'office') {
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs(role) });
  apiStub.on('GET', LIST, () => ({ status: 200, data: pageOf(catalogs) }));
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
  catalogs = [makeCatalog()];
  serve();
});

function renderPage() {
  renderRoutes([{ path: '/serviceCatalogs', Component: ServiceCatalogsPage }], {
    initialEntries: ['/serviceCatalogs'],
  });
  return userEvent.setup();
}

function toastTitles() {
  return toastsShown().map((toast) => toast.title);
}

async function openAction(user: ReturnType<typeof userEvent.setup>, name: string, action: string) {
  await user.click(await screen.findByRole('button', { name: `Aktionen für ${name}` }));
  await user.click(screen.getByRole('menuitem', { name: action }));
}

describe('service catalogs page', () => {
  it('lists the catalogs with trade, counts and links to their four pages', async () => {
    catalogs = [
      makeCatalog(),
      makeCatalog({ id: OTHER_CATALOG_ID, name: 'Fenster', trade: null, description: null }),
    ];
    renderPage();
    const table = await screen.findByRole('table', { name: 'Leistungskataloge' });
    const row = within(table).getByRole('row', { name: /Trockenbau 2026/ });
    expect(row).toHaveTextContent('Ständerwände, Vorsatzschalen und Unterdecken');
    expect(row).toHaveTextContent('1.234');
    expect(row).toHaveTextContent('87');
    expect(row).toHaveTextContent('10.02.2026');
    expect(
      within(row)
        .getAllByRole('link')
        .map((link) => [link.textContent, link.getAttribute('href')]),
    ).toEqual([
      ['Artikel', `/serviceCatalogs/${CATALOG_ID}/articleManagement`],
      ['Positionen', `/serviceCatalogs/${CATALOG_ID}/positionManagement`],
      ['Varianten', `/serviceCatalogs/${CATALOG_ID}/variantManagement`],
      ['Positionszuordnung', `/serviceCatalogs/${CATALOG_ID}/positionMatching`],
    ]);
    expect(screen.getByText('2 Leistungskataloge')).toBeInTheDocument();
    expect(apiStub.requests('GET', LIST)[0]?.query.get('sort')).toBe('name');
  });

  it('searches on the server and sorts by the last change', async () => {
    const user = renderPage();
    await screen.findByRole('table');
    await user.type(screen.getByRole('searchbox', { name: 'Leistungskataloge durchsuchen' }), 'Trocken');
    await waitFor(() => expect(apiStub.requests('GET', LIST).at(-1)?.query.get('q')).toBe('Trocken'));
    await user.click(screen.getByRole('button', { name: 'Geändert' }));
    await waitFor(() => expect(apiStub.requests('GET', LIST).at(-1)?.query.get('sort')).toBe('-updatedAt'));
  });

  it('creates a catalog: German messages for a missing name, then the body the contract asks for', async () => {
    catalogs = [];
    const created = makeCatalog({
      id: OTHER_CATALOG_ID,
      name: 'Malerarbeiten',
      trade: 'Maler',
      description: null,
    });
    apiStub.on('POST', LIST, () => {
      catalogs = [created];
      return { status: 201, data: created };
    });
    const user = renderPage();
    expect(await screen.findByRole('heading', { name: 'Noch kein Leistungskatalog' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Neuer Leistungskatalog' })[0] as HTMLElement);

    const dialog = screen.getByRole('dialog', { name: 'Neuer Leistungskatalog' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Name fehlt')).toBeInTheDocument();
    expect(apiStub.requests('POST', LIST)).toHaveLength(0);

    await user.type(within(dialog).getByRole('textbox', { name: 'Name' }), 'Malerarbeiten');
    await user.type(within(dialog).getByRole('textbox', { name: 'Gewerk' }), 'Maler');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('POST', LIST)[0]?.body).toEqual({
      name: 'Malerarbeiten',
      trade: 'Maler',
      description: null,
    });
    expect(await screen.findByRole('row', { name: /Malerarbeiten/ })).toBeInTheDocument();
    expect(toastTitles()).toContain('Leistungskatalog „Malerarbeiten“ angelegt');
  });

  it('renames and describes a catalog with its version', async () => {
    apiStub.on('PATCH', CATALOG, (request) => {
      const body = request.body as { name: string; description: string | null };
      catalogs = [makeCatalog({ name: body.name, description: body.description, version: 2 })];
      return { status: 200, data: catalogs[0] };
    });
    const user = renderPage();
    await openAction(user, 'Trockenbau 2026', 'Umbenennen / beschreiben');
    const dialog = screen.getByRole('dialog', { name: 'Leistungskatalog „Trockenbau 2026“ bearbeiten' });
    const name = within(dialog).getByRole('textbox', { name: 'Name' });
    expect(name).toHaveValue('Trockenbau 2026');
    await user.clear(name);
    await user.type(name, 'Trockenbau 2027');
    await user.clear(within(dialog).getByRole('textbox', { name: 'Beschreibung' }));
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('PATCH', CATALOG)[0]?.body).toEqual({
      name: 'Trockenbau 2027',
      trade: 'Trockenbau',
      description: null,
      version: 1,
    });
    expect(await screen.findByRole('row', { name: /Trockenbau 2027/ })).toBeInTheDocument();
  });

  it('offers to reload when someone else changed the catalog meanwhile', async () => {
    const current = makeCatalog({ name: 'Trockenbau (neu)', version: 4 });
    apiStub.on('PATCH', CATALOG, {
      status: 409,
      data: { type: 'about:blank', title: 'Conflict', status: 409, current },
    });
    const user = renderPage();
    await openAction(user, 'Trockenbau 2026', 'Umbenennen / beschreiben');
    const dialog = screen.getByRole('dialog');
    await user.type(within(dialog).getByRole('textbox', { name: 'Gewerk' }), ' und Akustik');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Von jemand anderem geändert');
    await user.click(within(alert).getByRole('button', { name: 'Neu laden' }));
    expect(within(dialog).getByRole('textbox', { name: 'Name' })).toHaveValue('Trockenbau (neu)');
  });

  it('keeps a catalog the server refuses to delete and shows its reason', async () => {
    apiStub.on('DELETE', CATALOG, {
      status: 409,
      data: {
        type: 'about:blank',
        title: 'Conflict',
        status: 409,
        detail: 'Positionen sind in offenen Projekten zugeordnet: P-00007 Neubau Kita Sonnenschein.',
      },
    });
    const user = renderPage();
    await openAction(user, 'Trockenbau 2026', 'Löschen');
    const confirm = screen.getByRole('dialog', { name: 'Leistungskatalog löschen?' });
    expect(confirm).toHaveTextContent(
      '„Trockenbau 2026“ wird mit allen Artikeln (1.234), Kategorien und Positionen (87) endgültig gelöscht.',
    );
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('„Trockenbau 2026“ kann nicht gelöscht werden');
    expect(alert).toHaveTextContent(
      'Positionen sind in offenen Projekten zugeordnet: P-00007 Neubau Kita Sonnenschein.',
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByRole('row', { name: /Trockenbau 2026/ })).toBeInTheDocument();
    expect(apiStub.requests('DELETE', CATALOG)).toHaveLength(1);
  });

  it('deletes a catalog after asking', async () => {
    apiStub.on('DELETE', CATALOG, () => {
      catalogs = [];
      return { status: 204 };
    });
    const user = renderPage();
    await openAction(user, 'Trockenbau 2026', 'Löschen');
    await user.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Löschen' }));
    expect(await screen.findByRole('heading', { name: 'Noch kein Leistungskatalog' })).toBeInTheDocument();
    expect(toastTitles()).toContain('Leistungskatalog „Trockenbau 2026“ gelöscht');
  });

  it('duplicates a catalog under the name the user confirms', async () => {
    const copy = makeCatalog({ id: OTHER_CATALOG_ID, name: 'Trockenbau 2026 (Kopie)' });
    apiStub.on('POST', `${CATALOG}/duplicate`, { status: 201, data: copy });
    const user = renderPage();
    await openAction(user, 'Trockenbau 2026', 'Duplizieren');
    const dialog = screen.getByRole('dialog', { name: 'Leistungskatalog duplizieren' });
    const name = within(dialog).getByRole('textbox', { name: 'Name der Kopie' });
    expect(name).toHaveValue('Trockenbau 2026 (Kopie)');
    await user.click(within(dialog).getByRole('button', { name: 'Duplizieren' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('POST', `${CATALOG}/duplicate`)[0]?.body).toEqual({
      name: 'Trockenbau 2026 (Kopie)',
    });
    expect(toastTitles()).toContain('Leistungskatalog „Trockenbau 2026 (Kopie)“ angelegt');
  });

  it("imports a GAEB file into a catalog and shows the server's reason when it refuses one", async () => {
    let answer = 0;
    apiStub.on('POST', `${CATALOG}/import`, () =>
      answer++ === 0
        ? {
            status: 422,
            data: { title: 'Unprocessable Content', status: 422, detail: 'Keine GAEB-Datei: <GAEB> fehlt' },
          }
        : {
            status: 201,
            data: { categories: 4, positions: 112, warnings: [{ message: 'Langtext gekürzt', line: 88 }] },
          },
    );
    const user = renderPage();
    await openAction(user, 'Trockenbau 2026', 'GAEB-Datei importieren (X81/X83/X86)');
    const dialog = screen.getByRole('dialog', { name: 'GAEB-Datei in „Trockenbau 2026“ importieren' });
    await user.upload(screen.getByTestId('import-file-input'), new File(['<x/>'], 'Katalog.x81'));
    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent(
      'Import abgelehnt: Keine GAEB-Datei: <GAEB> fehlt',
    );

    await user.click(within(dialog).getByRole('button', { name: 'Importieren' }));
    const done = await screen.findByRole('dialog', { name: 'GAEB-Datei importiert' });
    const pairs = within(done)
      .getAllByRole('term')
      .map((term) => `${term.textContent}: ${term.nextElementSibling?.textContent}`);
    expect(pairs).toEqual(['Datei: Katalog.x81', 'Kategorien: 4', 'Positionen: 112']);
    expect(within(done).getByRole('region', { name: '1 Hinweis beim Lesen' })).toHaveTextContent(
      'Langtext gekürzt (Zeile 88)',
    );
    const form = apiStub.requests('POST', `${CATALOG}/import`)[1]?.body as FormData;
    expect((form.get('file') as File).name).toBe('Katalog.x81');
  });

  it('downloads the catalog as GAEB X81 under its name', async () => {
    apiStub.on('GET', `${CATALOG}/export`, { status: 200, data: new Blob(['<GAEB/>']) });
    const createObjectURL = vi.spyOn(URL, 'createObjectURL').mockReturnValue('blob:x81');
    const revokeObjectURL = vi.spyOn(URL, 'revokeObjectURL').mockImplementation(() => undefined);
    const downloads: string[] = [];
    const click = vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (
      this: HTMLAnchorElement,
    ) {
      downloads.push(`${this.download} ${this.href}`);
    });
    try {
      const user = renderPage();
      await openAction(user, 'Trockenbau 2026', 'Als GAEB X81 exportieren');
      await waitFor(() => expect(downloads).toEqual(['Trockenbau 2026.X81 blob:x81']));
      expect(apiStub.requests('GET', `${CATALOG}/export`)[0]?.query.get('phase')).toBe('81');
      await waitFor(() => expect(toastTitles()).toContain('Trockenbau 2026.X81 heruntergeladen'));
    } finally {
      click.mockRestore();
      createObjectURL.mockRestore();
      revokeObjectURL.mockRestore();
    }
  });

  it('lets fitters open the pages and export, but not change catalogs', async () => {
    apiStub.reset();
    serve('fitter');
    const user = renderPage();
    const row = await screen.findByRole('row', { name: /Trockenbau 2026/ });
    expect(within(row).getAllByRole('link')).toHaveLength(4);
    expect(screen.queryByRole('button', { name: 'Neuer Leistungskatalog' })).toBeNull();
    await user.click(within(row).getByRole('button', { name: 'Aktionen für Trockenbau 2026' }));
    expect(screen.getAllByRole('menuitem').map((item) => item.textContent)).toEqual([
      'Als GAEB X81 exportieren',
    ]);
  });
});
