import { PROJECT_ROUTES } from './project-routes';
import type { RouteEntry } from './route-types';

/**
 * Every client route of SPEC.md section 2 with its layout, plus the catch-all that renders the 404 page.
 * Pages are imported lazily: each becomes its own chunk.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: '/',
    layout: 'default',
    titleKey: 'routes.home',
    page: () => import('../pages/home-page').then((m) => m.HomePage),
  },
  {
    path: '/articles',
    layout: 'plain',
    titleKey: 'routes.articles',
    page: () => import('../../features/service-catalogs/articles-page').then((m) => m.ArticlesPage),
  },
  {
    path: '/blueprint',
    layout: 'default',
    titleKey: 'routes.blueprint',
    page: () => import('../../features/blueprint/blueprint-page').then((m) => m.BlueprintPage),
  },
  {
    path: '/clientOverview',
    layout: 'plain',
    titleKey: 'routes.clientOverview',
    page: () => import('../../features/clients/client-overview-page').then((m) => m.ClientOverviewPage),
  },
  {
    path: '/companySettings',
    layout: 'plain',
    titleKey: 'routes.companySettings',
    page: () =>
      import('../../features/company-settings/company-settings-page').then((m) => m.CompanySettingsPage),
  },
  {
    path: '/constructionNotes',
    layout: 'plain',
    titleKey: 'routes.constructionNotes',
    page: () =>
      import('../../features/construction-notes/construction-notes-page').then(
        (m) => m.ConstructionNotesPage,
      ),
  },
  {
    path: '/constructionNotes/:constructionNoteId',
    layout: 'plain',
    titleKey: 'routes.constructionNote',
    page: () =>
      import('../../features/construction-notes/construction-note-page').then((m) => m.ConstructionNotePage),
  },
  {
    path: '/designer',
    layout: 'plain',
    titleKey: 'routes.designerTemplates',
    page: () =>
      import('../../features/designer/designer-templates-page').then((m) => m.DesignerTemplatesPage),
  },
  {
    path: '/designer/:templateId',
    layout: 'default',
    titleKey: 'routes.designer',
    page: () => import('../../features/designer/designer-page').then((m) => m.DesignerPage),
  },
  {
    path: '/designer/loading',
    layout: 'default',
    titleKey: 'routes.designerLoading',
    page: () => import('../../features/designer/designer-loading-page').then((m) => m.DesignerLoadingPage),
  },
  {
    path: '/empty',
    layout: 'default',
    titleKey: 'routes.empty',
    page: () => import('../pages/empty-page').then((m) => m.EmptyPage),
  },
  {
    path: '/error',
    layout: 'default',
    titleKey: 'routes.error',
    page: () => import('../pages/error-route-page').then((m) => m.ErrorRoutePage),
  },
  {
    path: '/iconset',
    layout: 'default',
    titleKey: 'routes.iconset',
    page: () => import('../../features/iconset/iconset-page').then((m) => m.IconsetPage),
  },
  {
    path: '/logedOut',
    layout: 'default',
    titleKey: 'routes.logedOut',
    page: () => import('../../features/account/logged-out-page').then((m) => m.LoggedOutPage),
  },
  {
    path: '/playground',
    layout: 'default',
    titleKey: 'routes.playground',
    page: () => import('../pages/playground-page').then((m) => m.PlaygroundPage),
  },
  ...PROJECT_ROUTES,
  {
    path: '/serviceCatalogs',
    layout: 'plain',
    titleKey: 'routes.serviceCatalogs',
    page: () =>
      import('../../features/service-catalogs/service-catalogs-page').then((m) => m.ServiceCatalogsPage),
  },
  {
    path: '/serviceCatalogs/:serviceCatalogId/articleManagement',
    layout: 'closing-header',
    titleKey: 'routes.articleManagement',
    page: () =>
      import('../../features/service-catalogs/article-management-page').then((m) => m.ArticleManagementPage),
  },
  {
    path: '/serviceCatalogs/:serviceCatalogId/positionManagement',
    layout: 'closing-header',
    titleKey: 'routes.positionManagement',
    page: () =>
      import('../../features/service-catalogs/position-management-page').then(
        (m) => m.PositionManagementPage,
      ),
  },
  {
    path: '/serviceCatalogs/:serviceCatalogId/positionMatching',
    layout: 'plain',
    titleKey: 'routes.positionMatching',
    page: () =>
      import('../../features/service-catalogs/position-matching-page').then((m) => m.PositionMatchingPage),
  },
  {
    path: '/serviceCatalogs/:serviceCatalogId/variantManagement',
    layout: 'closing-header',
    titleKey: 'routes.variantManagement',
    page: () =>
      import('../../features/service-catalogs/variant-management-page').then((m) => m.VariantManagementPage),
  },
  {
    path: '/smartNotesPage',
    layout: 'default',
    titleKey: 'routes.smartNotes',
    page: () => import('../../features/smart-notes/smart-notes-page').then((m) => m.SmartNotesPage),
  },
  {
    path: '/vendocOrderDocuments',
    layout: 'plain',
    titleKey: 'routes.orderDocuments',
    page: () =>
      import('../../features/order-documents/order-documents-page').then((m) => m.OrderDocumentsPage),
  },
  {
    path: '*',
    layout: 'error',
    titleKey: 'routes.notFound',
    page: () => import('../pages/not-found-page').then((m) => m.NotFoundPage),
  },
];
