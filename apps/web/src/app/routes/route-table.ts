import { PROJECT_ROUTES } from './project-routes';
import { ROUTE_PATTERNS } from '../../lib/navigation/paths';
import type { RouteEntry } from './route-types';

/**
 * Every client route of SPEC.md section 2 with its layout, plus the catch-all that renders the 404 page.
 * Pages are imported lazily: each becomes its own chunk.
 */
export const ROUTE_TABLE: readonly RouteEntry[] = [
  {
    path: ROUTE_PATTERNS.home,
    layout: 'default',
    titleKey: 'routes.home',
    page: () => import('../pages/home-page').then((m) => m.HomePage),
  },
  {
    path: ROUTE_PATTERNS.articles,
    layout: 'plain',
    titleKey: 'routes.articles',
    page: () => import('../../features/service-catalogs/articles-page').then((m) => m.ArticlesPage),
  },
  {
    path: ROUTE_PATTERNS.blueprint,
    layout: 'default',
    titleKey: 'routes.blueprint',
    page: () => import('../../features/blueprint/blueprint-page').then((m) => m.BlueprintPage),
  },
  {
    path: ROUTE_PATTERNS.clientOverview,
    layout: 'plain',
    titleKey: 'routes.clientOverview',
    page: () => import('../../features/clients/client-overview-page').then((m) => m.ClientOverviewPage),
  },
  {
    path: ROUTE_PATTERNS.companySettings,
    layout: 'plain',
    titleKey: 'routes.companySettings',
    page: () =>
      import('../../features/company-settings/company-settings-page').then((m) => m.CompanySettingsPage),
  },
  {
    path: ROUTE_PATTERNS.constructionNotes,
    layout: 'plain',
    titleKey: 'routes.constructionNotes',
    page: () =>
      import('../../features/construction-notes/construction-notes-page').then(
        (m) => m.ConstructionNotesPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.constructionNote,
    layout: 'plain',
    titleKey: 'routes.constructionNote',
    page: () =>
      import('../../features/construction-notes/construction-note-page').then((m) => m.ConstructionNotePage),
  },
  {
    path: ROUTE_PATTERNS.designerTemplates,
    layout: 'plain',
    titleKey: 'routes.designerTemplates',
    page: () =>
      import('../../features/designer/designer-templates-page').then((m) => m.DesignerTemplatesPage),
  },
  {
    path: ROUTE_PATTERNS.designer,
    layout: 'default',
    titleKey: 'routes.designer',
    page: () => import('../pages/designer-editor-page').then((m) => m.DesignerEditorPage),
  },
  {
    path: ROUTE_PATTERNS.designerLoading,
    layout: 'default',
    titleKey: 'routes.designerLoading',
    page: () => import('../../features/designer/designer-loading-page').then((m) => m.DesignerLoadingPage),
  },
  {
    path: ROUTE_PATTERNS.empty,
    layout: 'default',
    titleKey: 'routes.empty',
    page: () => import('../pages/empty-page').then((m) => m.EmptyPage),
  },
  {
    path: ROUTE_PATTERNS.error,
    layout: 'default',
    titleKey: 'routes.error',
    page: () => import('../pages/error-route-page').then((m) => m.ErrorRoutePage),
  },
  {
    path: ROUTE_PATTERNS.iconset,
    layout: 'default',
    titleKey: 'routes.iconset',
    page: () => import('../../features/iconset/iconset-page').then((m) => m.IconsetPage),
  },
  {
    path: ROUTE_PATTERNS.loggedOut,
    layout: 'default',
    titleKey: 'routes.logedOut',
    page: () => import('../../features/account/logged-out-page').then((m) => m.LoggedOutPage),
  },
  {
    path: ROUTE_PATTERNS.playground,
    layout: 'default',
    titleKey: 'routes.playground',
    page: () => import('../pages/playground-page').then((m) => m.PlaygroundPage),
  },
  ...PROJECT_ROUTES,
  {
    path: ROUTE_PATTERNS.serviceCatalogs,
    layout: 'plain',
    titleKey: 'routes.serviceCatalogs',
    page: () =>
      import('../../features/service-catalogs/service-catalogs-page').then((m) => m.ServiceCatalogsPage),
  },
  {
    path: ROUTE_PATTERNS.articleManagement,
    layout: 'closing-header',
    titleKey: 'routes.articleManagement',
    page: () =>
      import('../../features/service-catalogs/article-management-page').then((m) => m.ArticleManagementPage),
  },
  {
    path: ROUTE_PATTERNS.positionManagement,
    layout: 'closing-header',
    titleKey: 'routes.positionManagement',
    page: () =>
      import('../../features/service-catalogs/position-management-page').then(
        (m) => m.PositionManagementPage,
      ),
  },
  {
    path: ROUTE_PATTERNS.positionMatching,
    layout: 'plain',
    titleKey: 'routes.positionMatching',
    page: () =>
      import('../../features/service-catalogs/position-matching-page').then((m) => m.PositionMatchingPage),
  },
  {
    path: ROUTE_PATTERNS.variantManagement,
    layout: 'closing-header',
    titleKey: 'routes.variantManagement',
    page: () =>
      import('../../features/service-catalogs/variant-management-page').then((m) => m.VariantManagementPage),
  },
  {
    path: ROUTE_PATTERNS.smartNotes,
    layout: 'default',
    titleKey: 'routes.smartNotes',
    page: () => import('../../features/smart-notes/smart-notes-page').then((m) => m.SmartNotesPage),
  },
  {
    path: ROUTE_PATTERNS.orderDocuments,
    layout: 'plain',
    titleKey: 'routes.orderDocuments',
    page: () =>
      import('../../features/order-documents/order-documents-page').then((m) => m.OrderDocumentsPage),
  },
  {
    path: ROUTE_PATTERNS.orderDocument,
    layout: 'plain',
    titleKey: 'routes.orderDocument',
    page: () => import('../../features/order-documents/order-document-page').then((m) => m.OrderDocumentPage),
  },
  {
    path: ROUTE_PATTERNS.notFound,
    layout: 'error',
    titleKey: 'routes.notFound',
    page: () => import('../pages/not-found-page').then((m) => m.NotFoundPage),
  },
];
