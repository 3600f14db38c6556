import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Role } from '@vendoc/contract/auth';
import { beforeAll, describe, expect, it } from 'vitest';
import { LAYOUT_NAMES } from '../routes/route-types';
import {
  createTestQueryClient,
  initTestI18n,
  renderAt,
  renderRoutes,
} from '../../components/testing/render-app';
import { userKeys } from '../../entities/user/user-keys';
import { meAs } from '../../lib/testing/api-fixtures';
import { ClosingHeaderLayout } from './closing-header-layout';
import { DefaultLayout } from './default-layout';
import { DesignerLayout } from './designer-layout';
import { EmptyLayout } from './empty-layout';
import { ErrorLayout } from './error-layout';
import { MonteurLayout } from './monteur-layout';
import { PlainLayout } from './plain-layout';

beforeAll(async () => {
  await initTestI18n();
});

/** A query client that already knows who is signed in, as after GET /api/v1/me. */
function signedInAs(role: Role) {
  const me = meAs(role, { userName: 'u', displayName: 'Uta Ulm' });
  const queryClient = createTestQueryClient();
  queryClient.setQueryData(userKeys.me, me);
  return { queryClient };
}

const LAYOUTS = {
  'closing-header': ClosingHeaderLayout,
  default: DefaultLayout,
  designer: DesignerLayout,
  empty: EmptyLayout,
  error: ErrorLayout,
  monteur: MonteurLayout,
  plain: PlainLayout,
} as const;

describe('layouts', () => {
  it.each(LAYOUT_NAMES)('%s renders its page inside a root marked data-layout', (name) => {
    const Layout = LAYOUTS[name];
    const { container } = renderAt(
      <Layout title="Testseite">
        <p>Seiteninhalt</p>
      </Layout>,
    );
    const root = container.querySelector(`[data-layout="${name}"]`);
    expect(root).not.toBeNull();
    expect(within(root as HTMLElement).getByText('Seiteninhalt')).toBeInTheDocument();
    expect(container.querySelectorAll('[data-layout]')).toHaveLength(1);
  });

  it('default: app bar with home link, theme switch, language switch, user menu and the navigation', () => {
    renderAt(<DefaultLayout />, '/', signedInAs('admin'));
    expect(screen.getByRole('link', { name: 'VenDoc – Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('button', { name: 'Dunkles Design' })).toBeInTheDocument();
    // WCAG 2.5.3: each button's name starts with the text it shows.
    expect(screen.getByRole('button', { name: 'DE – Sprache wählen' })).toHaveTextContent(/^DE$/);
    expect(screen.getByRole('button', { name: 'UU – Benutzermenü' })).toHaveTextContent(/^UU$/);
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    for (const [name, href] of [
      ['Start', '/'],
      ['Leistungskataloge', '/serviceCatalogs'],
      ['Artikel', '/articles'],
      ['Kundenübersicht', '/clientOverview'],
      ['Firmeneinstellungen', '/companySettings'],
      ['Bautagebuch', '/constructionNotes'],
      ['Smart Notes', '/smartNotesPage'],
      ['Designer', '/designer'],
      ['Pläne', '/blueprint'],
      ['Auftragsdokumente', '/vendocOrderDocuments'],
      ['Neues Aufmaß', '/projects/new/quantitySurvey'],
    ] as const) {
      expect(within(navigation).getByRole('link', { name })).toHaveAttribute('href', href);
    }
  });

  it('default: every navigation link sits in a list item of its list (no bare links in a list)', () => {
    renderAt(<DefaultLayout />, '/', signedInAs('admin'));
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    const lists = within(navigation).getAllByRole('list');
    expect(lists).toHaveLength(2);
    for (const list of lists) {
      for (const child of Array.from(list.children)) expect(child.tagName).toBe('LI');
    }
    const links = within(navigation).getAllByRole('link');
    expect(links.length).toBeGreaterThan(10);
    for (const link of links) expect(link.parentElement?.tagName).toBe('LI');
  });

  it('default: signed out, the user menu is named by its text alone', () => {
    renderAt(<DefaultLayout />);
    expect(screen.getByRole('button', { name: 'Benutzermenü' })).toBeInTheDocument();
  });

  it('default: the navigation mirrors the role: no company settings for fitters, the text snippets there for office staff', () => {
    for (const role of ['fitter', 'office'] as const) {
      const { unmount } = renderAt(<DefaultLayout />, '/', signedInAs(role));
      const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
      const settings = within(navigation).queryByRole('link', { name: 'Firmeneinstellungen' });
      if (role === 'fitter') expect(settings).toBeNull();
      else expect(settings).toBeInTheDocument();
      expect(within(navigation).getByRole('link', { name: 'Kundenübersicht' })).toBeInTheDocument();
      expect(within(navigation).getByRole('link', { name: 'Neues Aufmaß' })).toBeInTheDocument();
      unmount();
    }
  });

  it('default: signed out, the navigation offers nothing that needs a role', () => {
    renderAt(<DefaultLayout />);
    const navigation = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(within(navigation).queryByRole('link', { name: 'Firmeneinstellungen' })).toBeNull();
    expect(within(navigation).getByRole('link', { name: 'Start' })).toBeInTheDocument();
  });

  it('default: the theme switch toggles between dark and light', async () => {
    const user = userEvent.setup();
    renderAt(<DefaultLayout />);
    await user.click(screen.getByRole('button', { name: 'Dunkles Design' }));
    expect(await screen.findByRole('button', { name: 'Helles Design' })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Helles Design' }));
    expect(await screen.findByRole('button', { name: 'Dunkles Design' })).toBeInTheDocument();
  });

  it('plain: a way home and the title of the matched route', () => {
    renderRoutes(
      [
        {
          element: <PlainLayout />,
          children: [
            {
              path: '/articles',
              handle: { titleKey: 'routes.articles', layout: 'plain' },
              element: <p>Liste</p>,
            },
          ],
        },
      ],
      { initialEntries: ['/articles'] },
    );
    expect(screen.getByRole('link', { name: 'Zur Startseite' })).toHaveAttribute('href', '/');
    expect(screen.getByText('Artikel')).toBeInTheDocument();
    expect(screen.getByText('Liste')).toBeInTheDocument();
  });

  it('closing-header: the title and a close button back to the service catalogs', async () => {
    const { router } = renderAt(
      <ClosingHeaderLayout title="Artikelverwaltung" />,
      '/serviceCatalogs/7/articleManagement',
    );
    expect(screen.getByText('Artikelverwaltung')).toBeInTheDocument();
    await userEvent.setup().click(screen.getByRole('button', { name: 'Schließen' }));
    expect(router.state.location.pathname).toBe('/serviceCatalogs');
  });

  it('monteur: a bottom navigation with large touch targets, marking the current area', () => {
    renderAt(<MonteurLayout />, '/constructionNotes');
    const navigation = screen.getByRole('navigation', { name: 'Monteur-Navigation' });
    const links = within(navigation).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/constructionNotes',
      '/smartNotesPage',
      '/projects/new/quantitySurvey',
    ]);
    expect(within(navigation).getByRole('link', { name: 'Bautagebuch' })).toHaveClass('Mui-selected');
  });

  it('designer: toolbar, canvas area and side panel', () => {
    renderAt(<DesignerLayout title="Vorlage" toolbar={<button type="button">Werkzeug</button>} />);
    expect(screen.getByRole('link', { name: 'Zurück zu den Vorlagen' })).toHaveAttribute('href', '/designer');
    expect(screen.getByRole('button', { name: 'Werkzeug' })).toBeInTheDocument();
    expect(screen.getByRole('main', { name: 'Arbeitsfläche' })).toBeInTheDocument();
    expect(screen.getByRole('complementary', { name: 'Eigenschaften' })).toBeInTheDocument();
  });
});
