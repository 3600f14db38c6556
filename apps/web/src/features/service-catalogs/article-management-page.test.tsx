import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vendoc/contract/auth';
import type { Article, ArticleInput, ArticleUpdate } from '@vendoc/contract/service-catalogs';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub, type StubRequest } from '../../lib/testing/fake-api';
import { toastStore } from '../../lib/toast/toast-service';
import { ArticleManagementPage } from './article-management-page';
import {
  articleRange,
  CATALOG_ID,
  makeArticle,
  makeArticleDetail,
  makeCatalog,
  pageOf,
  uuidOf,
} from './catalogs/testing/catalog-fixtures';
import { toastsShown } from '../../lib/testing/toasts-shown';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const CATALOG = `/api/v1/service-catalogs/${CATALOG_ID}`;
const ARTICLES = `${CATALOG}/articles`;
const ARTICLE = makeArticle();
const ARTICLE_PATH = `/api/v1/articles/${ARTICLE.id}`;

function serve(role: Role = 'office', articles: (request: StubRequest) => unknown = () => pageOf([ARTICLE])) {
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs(role) });
  apiStub.on('GET', CATALOG, { status: 200, data: makeCatalog() });
  apiStub.on('GET', ARTICLES, (request) => ({ status: 200, data: articles(request) }));
  apiStub.on('GET', ARTICLE_PATH, { status: 200, data: makeArticleDetail() });
}

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  toastStore.setState({ toasts: [] });
});

function renderPage(path = `/serviceCatalogs/${CATALOG_ID}/articleManagement`) {
  const rendered = renderRoutes(
    [{ path: '/serviceCatalogs/:serviceCatalogId/articleManagement', Component: ArticleManagementPage }],
    { initialEntries: [path] },
  );
  return { ...rendered, user: userEvent.setup() };
}

function findGrid() {
  return screen.findByRole('grid', { name: 'Artikel von Trockenbau 2026' });
}

/** The texts of a row's cells, by column header. */
function rowTexts(row: HTMLElement): Record<string, string> {
  const headers = within(screen.getByRole('grid'))
    .getAllByRole('columnheader')
    .map((header) => header.textContent ?? '');
  const cells = within(row).getAllByRole('gridcell');
  return Object.fromEntries(headers.map((header, index) => [header, cells[index]?.textContent ?? '']));
}

function bodyRows(): HTMLElement[] {
  return within(screen.getByRole('grid'))
    .getAllByRole('row')
    .filter((row) => row.getAttribute('aria-rowindex') !== '1');
}

function lastArticleRequest(): StubRequest | undefined {
  return apiStub.requests('GET', ARTICLES).at(-1);
}

describe('article management page', () => {
  it("shows the catalog's name and its articles in German notation with the total", async () => {
    serve('office', () =>
      pageOf(
        [
          ARTICLE,
          makeArticle({
            id: '00000000-0000-4000-8000-00000000abcd',
            number: 'CW-50',
            shortText: 'CW-Profil 50',
            unit: 'm',
            priceUnit: '100',
            purchasePrice: '123.4560',
            listPrice: null,
            ean: null,
          }),
        ],
        null,
        1234,
      ),
    );
    renderPage();
    const grid = await findGrid();
    expect(screen.getByRole('heading', { level: 1, name: 'Trockenbau 2026' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Leistungskataloge' })).toHaveAttribute(
      'href',
      '/serviceCatalogs',
    );
    expect(screen.getByText('1.234 Artikel')).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .map((header) => header.textContent),
    ).toEqual([
      'Artikelnummer',
      'Kurztext',
      'Einheit',
      'PE',
      'EK €',
      'Listenpreis €',
      'Rabattgruppe',
      'Warengruppe',
      'Lieferant',
      'Hersteller',
      'EAN',
      'Geändert',
    ]);
    const [first, second] = bodyRows();
    expect(rowTexts(first as HTMLElement)).toEqual({
      Artikelnummer: 'GK-1250',
      Kurztext: 'Gipskartonplatte GKB 12,5 mm',
      Einheit: 'm2',
      PE: '1',
      // Prices are aligned at the comma: missing decimals are figure spaces.
      'EK €': '3,45\u2007\u2007',
      'Listenpreis €': '5,90\u2007\u2007',
      Rabattgruppe: 'R12',
      Warengruppe: 'TB01',
      Lieferant: 'Baustoff Nord GmbH',
      Hersteller: 'Knauf',
      EAN: '4003982000017',
      Geändert: '10.02.2026',
    });
    expect(rowTexts(second as HTMLElement)).toMatchObject({
      PE: '100',
      'EK €': '123,456\u2007',
      'Listenpreis €': '',
      EAN: '',
    });
    expect(grid).toHaveAttribute('aria-rowcount', '1235');
    expect(lastArticleRequest()?.query.get('sort')).toBe('number');
    expect(lastArticleRequest()?.query.get('limit')).toBe('200');
  });

  it('flags an EK that is the bare list price „Listenpreis“, in the table and under the EK field', async () => {
    const listOnly = makeArticle({
      id: uuidOf(77),
      number: 'NBM-020-713',
      shortText: '2-fach Relaisplatine',
      purchasePrice: null,
      listPrice: '41.2000',
      discountGroup: 'NBM',
    });
    const discounted = makeArticle({
      id: uuidOf(78),
      number: 'TB2-CW75',
      shortText: 'CW-Profil 75',
      priceUnit: '100',
      purchasePrice: null,
      listPrice: '345.6700',
      discountGroup: 'TB2',
      costPrice: '302.4613',
      costPriceBasis: 'discountGroup',
    });
    serve('office', () => pageOf([ARTICLE, listOnly, discounted]));
    apiStub.on('GET', `/api/v1/articles/${listOnly.id}`, {
      status: 200,
      data: makeArticleDetail({ ...listOnly, prices: [] }),
    });
    const { user } = renderPage();
    await findGrid();
    const [withEk, flagged, derived] = bodyRows() as [HTMLElement, HTMLElement, HTMLElement];
    expect(rowTexts(withEk)['EK €']).toBe('3,45\u2007\u2007');
    expect(within(withEk).queryByText('Listenpreis')).toBeNull();
    // The list price stands in for the missing EK (never an empty EK that prices at 0,00 €), and says so.
    expect(rowTexts(flagged)['EK €']).toBe('Listenpreis41,20\u2007\u2007');
    expect(within(flagged).getByText('Listenpreis')).toHaveAttribute(
      'title',
      'Kein EK: Positionen rechnen mit dem Listenpreis, solange kein Rabatt bekannt ist',
    );
    // Less the discount group's discount it is an EK: no flag, the group named on hover.
    expect(rowTexts(derived)['EK €']).toBe('302,4613');
    expect(within(derived).queryByText('Listenpreis')).toBeNull();
    expect(within(derived).getByText('302,4613')).toHaveAttribute(
      'title',
      'Kein EK: Listenpreis abzüglich Rabattgruppe TB2',
    );

    await user.click(within(flagged).getByText('NBM-020-713'));
    const dialog = await screen.findByRole('dialog', { name: /Artikel NBM-020-713/ });
    expect(within(dialog).getByRole('textbox', { name: 'Einkaufspreis (EK)' })).toHaveValue('');
    expect(dialog).toHaveTextContent('Kein EK eingetragen: Positionen rechnen mit dem Listenpreis 41,20 €');
  });

  it('asks for the next page with the cursor when the table is scrolled near the end of what is loaded', async () => {
    serve('office', (request) =>
      request.query.get('cursor') === 'page-2'
        ? pageOf(articleRange(201, 100), null, 300)
        : pageOf(articleRange(1, 200), 'page-2', 300),
    );
    renderPage();
    const grid = await findGrid();
    expect(apiStub.requests('GET', ARTICLES)).toHaveLength(1);
    expect(within(grid).getByText('A-00001')).toBeInTheDocument();
    expect(within(grid).queryByText('A-00201')).toBeNull();

    // Rows are 34 px: scrolled to row 150 of 200, the last rendered row is within the prefetch distance.
    await act(async () => {
      grid.scrollTop = 150 * 34;
      fireEvent.scroll(grid);
    });
    await waitFor(() => expect(lastArticleRequest()?.query.get('cursor')).toBe('page-2'));
    expect(lastArticleRequest()?.query.get('sort')).toBe('number');

    await act(async () => {
      grid.scrollTop = 260 * 34;
      fireEvent.scroll(grid);
    });
    expect(await within(grid).findByText('A-00280')).toBeInTheDocument();
    // The first rows are no longer rendered: the table draws only what is in view.
    expect(within(grid).queryByText('A-00001')).toBeNull();
    expect(apiStub.requests('GET', ARTICLES)).toHaveLength(2);
  });

  it('sorts on the server by the clicked column, the other way round on a second click', async () => {
    serve();
    const { user } = renderPage();
    const grid = await findGrid();
    const purchase = within(grid).getByRole('columnheader', { name: 'EK €' });
    expect(purchase).not.toHaveAttribute('aria-sort');
    expect(within(grid).getByRole('columnheader', { name: 'Artikelnummer' })).toHaveAttribute(
      'aria-sort',
      'ascending',
    );

    await user.click(within(purchase).getByRole('button', { name: 'EK €' }));
    await waitFor(() => expect(lastArticleRequest()?.query.get('sort')).toBe('purchasePrice'));
    expect(purchase).toHaveAttribute('aria-sort', 'ascending');

    await user.click(within(purchase).getByRole('button', { name: 'EK €' }));
    await waitFor(() => expect(lastArticleRequest()?.query.get('sort')).toBe('-purchasePrice'));
    expect(purchase).toHaveAttribute('aria-sort', 'descending');

    await user.click(within(grid).getByRole('button', { name: 'Geändert' }));
    await waitFor(() => expect(lastArticleRequest()?.query.get('sort')).toBe('-updatedAt'));
    // Columns without a server sort have no button.
    expect(
      within(within(grid).getByRole('columnheader', { name: 'Lieferant' })).queryByRole('button'),
    ).toBeNull();
  });

  it('searches on the server once typing pauses', async () => {
    serve('office', (request) =>
      request.query.get('q') === 'knauf 12'
        ? pageOf([ARTICLE], null, 1)
        : pageOf(articleRange(1, 20), null, 20),
    );
    const { user } = renderPage();
    await findGrid();
    await user.type(screen.getByRole('searchbox', { name: 'Artikel suchen' }), 'knauf 12');
    await waitFor(() => expect(lastArticleRequest()?.query.get('q')).toBe('knauf 12'));
    // One request for the finished text, not one per key.
    expect(apiStub.requests('GET', ARTICLES).filter((request) => request.query.has('q'))).toHaveLength(1);
    expect(await screen.findByText('1 Artikel')).toBeInTheDocument();
  });

  it('opens an article with its price history and saves only the changed price, typed the German way', async () => {
    serve();
    apiStub.on('PATCH', ARTICLE_PATH, (request) => ({
      status: 200,
      data: { ...ARTICLE, purchasePrice: (request.body as ArticleUpdate).purchasePrice, version: 4 },
    }));
    const { user } = renderPage();
    const grid = await findGrid();
    await user.click(within(grid).getByText('GK-1250'));

    const dialog = await screen.findByRole('dialog', { name: /Artikel GK-1250/ });
    expect(dialog).toHaveTextContent('Trockenbau 2026 · verwendet in 4 Positionen');
    await user.click(within(dialog).getByRole('tab', { name: 'Preisverlauf (2)' }));
    const history = within(dialog).getByRole('table', { name: 'Preisverlauf' });
    expect(
      within(history)
        .getAllByRole('row')
        .slice(1)
        .map((row) =>
          within(row)
            .getAllByRole('cell')
            .slice(0, 4)
            .map((cell) => cell.textContent),
        ),
    ).toEqual([
      ['01.02.2026', '3,45\u00a0€', '5,90\u00a0€', 'DATANORM'],
      ['01.06.2025', '3,10\u00a0€', '5,50\u00a0€', 'Manuell'],
    ]);

    await user.click(within(dialog).getByRole('tab', { name: 'Stammdaten' }));
    const purchase = within(dialog).getByRole('textbox', { name: 'Einkaufspreis (EK)' });
    expect(purchase).toHaveValue('3,45');
    await user.clear(purchase);
    await user.type(purchase, 'abc');
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    expect(await within(dialog).findByText('Bitte einen Preis wie 12,345 eingeben.')).toBeInTheDocument();
    expect(purchase).toHaveAttribute('aria-invalid', 'true');
    expect(apiStub.requests('PATCH', ARTICLE_PATH)).toHaveLength(0);

    await user.clear(purchase);
    await user.type(purchase, '12,345');
    fireEvent.change(within(dialog).getByLabelText('Preis gültig ab'), { target: { value: '2026-04-01' } });
    await user.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(apiStub.requests('PATCH', ARTICLE_PATH)[0]?.body).toEqual({
      purchasePrice: '12.345',
      priceValidFrom: '2026-04-01',
      version: 3,
    });
    expect(toastsShown().map((toast) => toast.title)).toContain('Artikel GK-1250 gespeichert');
  });

  it('creates an article from the German form with the contract messages for missing fields', async () => {
    serve('office', () => pageOf([], null, 0));
    const created = makeArticle({ id: '00000000-0000-4000-8000-0000000000ff', number: 'SCHR-35' });
    apiStub.on('POST', ARTICLES, { status: 201, data: created });
    const { user } = renderPage();
    expect(await screen.findByRole('heading', { name: 'Noch keine Artikel' })).toBeInTheDocument();
    await user.click(screen.getAllByRole('button', { name: 'Neuer Artikel' })[0] as HTMLElement);
    const dialog = screen.getByRole('dialog', { name: 'Neuer Artikel' });
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('Artikelnummer fehlt')).toBeInTheDocument();
    expect(within(dialog).getByText('Kurztext fehlt')).toBeInTheDocument();

    await user.type(within(dialog).getByRole('textbox', { name: 'Artikelnummer' }), 'SCHR-35');
    await user.type(within(dialog).getByRole('textbox', { name: 'Kurztext' }), 'Schnellbauschraube 3,5 x 35');
    await user.click(within(dialog).getByRole('combobox', { name: 'Preiseinheit (PE)' }));
    await user.click(screen.getByRole('option', { name: '1000' }));
    await user.type(within(dialog).getByRole('textbox', { name: 'Einkaufspreis (EK)' }), '1.234,5');
    await user.type(within(dialog).getByRole('textbox', { name: 'EAN' }), '123');
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    expect(await within(dialog).findByText('EAN mit 8, 12, 13 oder 14 Ziffern')).toBeInTheDocument();

    await user.clear(within(dialog).getByRole('textbox', { name: 'EAN' }));
    await user.click(within(dialog).getByRole('button', { name: 'Anlegen' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const body = apiStub.requests('POST', ARTICLES)[0]?.body as ArticleInput;
    expect(body).toEqual({
      number: 'SCHR-35',
      shortText: 'Schnellbauschraube 3,5 x 35',
      longText: null,
      unit: 'Stk',
      priceUnit: '1000',
      purchasePrice: '1234.5',
      listPrice: null,
      discountGroup: null,
      productGroup: null,
      supplier: null,
      manufacturer: null,
      ean: null,
    });
  });

  it('keeps an article the server refuses to delete and names the positions that use it', async () => {
    serve('office');
    apiStub.on('DELETE', ARTICLE_PATH, {
      status: 409,
      data: { title: 'Conflict', status: 409, detail: 'Verwendet in den Positionen 01.0010, 02.0030.' },
    });
    const { user } = renderPage(`/serviceCatalogs/${CATALOG_ID}/articleManagement?article=${ARTICLE.id}`);
    const dialog = await screen.findByRole('dialog', { name: /Artikel GK-1250/ });
    await user.click(within(dialog).getByRole('button', { name: 'Löschen' }));
    const confirm = screen.getByRole('dialog', { name: 'Artikel löschen?' });
    await user.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent('Der Artikel kann nicht gelöscht werden');
    expect(alert).toHaveTextContent('Verwendet in den Positionen 01.0010, 02.0030.');
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'Artikel löschen?' })).toBeNull());
    expect(screen.getByRole('dialog', { name: /Artikel GK-1250/ })).toBeInTheDocument();
  });

  it('opens the row with the keyboard', async () => {
    serve('office', () => pageOf(articleRange(1, 5)));
    const { user } = renderPage();
    const grid = await findGrid();
    grid.focus();
    await user.keyboard('{ArrowDown}{ArrowDown}');
    const active = document.getElementById(grid.getAttribute('aria-activedescendant') ?? '');
    expect(active).toHaveTextContent('A-00002');
    apiStub.on('GET', `/api/v1/articles/${(articleRange(2, 1)[0] as Article).id}`, {
      status: 200,
      data: makeArticleDetail({ ...articleRange(2, 1)[0] }),
    });
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: /Artikel A-00002/ })).toBeInTheDocument();
  });

  it('says so when the catalog does not exist (any more), without offering to add articles', async () => {
    serve();
    apiStub.on('GET', CATALOG, { status: 404, data: { title: 'Not Found', status: 404 } });
    renderPage();
    expect(
      await screen.findByRole('heading', { name: 'Leistungskatalog nicht gefunden' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Zu den Leistungskatalogen' })).toHaveAttribute(
      'href',
      '/serviceCatalogs',
    );
    expect(screen.queryByRole('button', { name: 'Neuer Artikel' })).toBeNull();
    expect(screen.queryByRole('grid')).toBeNull();
  });

  it('shows fitters the articles without ways to change them', async () => {
    serve('fitter');
    const { user } = renderPage();
    const grid = await findGrid();
    expect(screen.queryByRole('button', { name: 'Neuer Artikel' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'DATANORM importieren' })).toBeNull();
    await user.click(within(grid).getByText('GK-1250'));
    const dialog = await screen.findByRole('dialog', { name: /Artikel GK-1250/ });
    expect(within(dialog).getByRole('textbox', { name: 'Kurztext' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
  });
});
