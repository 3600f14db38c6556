import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { initTestI18n, renderRoutes } from '../../components/testing/render-app';
import { meAs } from '../../lib/testing/api-fixtures';
import { apiStub } from '../../lib/testing/fake-api';
import { ArticlesPage } from './articles-page';
import {
  CATALOG_ID,
  makeArticle,
  makeArticleDetail,
  OTHER_CATALOG_ID,
  pageOf,
} from './catalogs/testing/catalog-fixtures';

vi.mock('../../lib/http/vendoc-client', async () => ({
  vendocHttp: (await import('../../lib/testing/fake-api')).apiStub.http,
}));

const ARTICLE = makeArticle();
const WINDOW_ARTICLE = makeArticle({
  id: '00000000-0000-4000-8000-0000000000aa',
  catalogId: OTHER_CATALOG_ID,
  catalogName: 'Fenster und Türen',
  number: 'FG-4711',
  shortText: 'Fenstergriff abschließbar',
});

beforeAll(async () => {
  await initTestI18n();
});

beforeEach(() => {
  apiStub.reset();
  apiStub.on('GET', '/api/v1/me', { status: 200, data: meAs('office') });
  apiStub.on('GET', '/api/v1/articles', { status: 200, data: pageOf([ARTICLE, WINDOW_ARTICLE], null, 2) });
  apiStub.on('GET', `/api/v1/articles/${WINDOW_ARTICLE.id}`, {
    status: 200,
    data: makeArticleDetail({ ...WINDOW_ARTICLE, usedByPositions: 0 }),
  });
});

function renderPage(path = '/articles') {
  renderRoutes([{ path: '/articles', Component: ArticlesPage }], { initialEntries: [path] });
  return userEvent.setup();
}

describe('company-wide articles page', () => {
  it("searches every catalog's articles and links each to its catalog's article management", async () => {
    const user = renderPage();
    const grid = await screen.findByRole('grid', { name: 'Artikel aller Leistungskataloge' });
    expect(screen.getByRole('heading', { level: 1, name: 'Artikel' })).toBeInTheDocument();
    expect(
      within(grid)
        .getAllByRole('columnheader')
        .slice(0, 3)
        .map((header) => header.textContent),
    ).toEqual(['Artikelnummer', 'Kurztext', 'Katalog']);
    expect(within(grid).getByRole('link', { name: 'Trockenbau 2026' })).toHaveAttribute(
      'href',
      `/serviceCatalogs/${CATALOG_ID}/articleManagement`,
    );
    expect(within(grid).getByRole('link', { name: 'Fenster und Türen' })).toHaveAttribute(
      'href',
      `/serviceCatalogs/${OTHER_CATALOG_ID}/articleManagement`,
    );

    await user.type(screen.getByRole('searchbox', { name: 'Artikel suchen' }), 'griff');
    await waitFor(() =>
      expect(apiStub.requests('GET', '/api/v1/articles').at(-1)?.query.get('q')).toBe('griff'),
    );
  });

  it('opens an article read-only, with a way to change it in its catalog', async () => {
    const user = renderPage();
    const grid = await screen.findByRole('grid');
    await user.click(within(grid).getByText('Fenstergriff abschließbar'));
    const dialog = await screen.findByRole('dialog', { name: /Artikel FG-4711/ });
    expect(dialog).toHaveTextContent('Fenster und Türen · verwendet in 0 Positionen');
    expect(within(dialog).getByRole('textbox', { name: 'Kurztext' })).toBeDisabled();
    expect(within(dialog).queryByRole('button', { name: 'Speichern' })).toBeNull();
    expect(within(dialog).queryByRole('button', { name: 'Löschen' })).toBeNull();
    expect(within(dialog).getByRole('link', { name: 'In der Artikelverwaltung öffnen' })).toHaveAttribute(
      'href',
      `/serviceCatalogs/${OTHER_CATALOG_ID}/articleManagement?article=${WINDOW_ARTICLE.id}`,
    );
  });
});
