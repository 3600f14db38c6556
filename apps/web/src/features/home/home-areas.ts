import {
  mdiAccountGroup,
  mdiBookOpenVariant,
  mdiDomain,
  mdiFileDocumentMultiple,
  mdiFloorPlan,
  mdiNotebookEdit,
  mdiNoteTextOutline,
  mdiPackageVariantClosed,
  mdiPencilRuler,
  mdiRuler,
} from '@mdi/js';
import type { Role } from '@vendoc/contract/auth';
import { can, type Permission } from '@vendoc/contract/permissions';
import { COMPANY_SETTINGS_PERMISSIONS } from '../../lib/navigation/company-settings-access';
import { paths } from '../../lib/navigation/paths';

export interface HomeArea {
  readonly id: string;
  readonly path: string;
  /** `app` namespace key of the area's name (shared with the route title). */
  readonly titleKey: string;
  /** `app` namespace key of one sentence on what the area offers. */
  readonly descriptionKey: string;
  /** @mdi/js icon path. */
  readonly icon: string;
  /**
   * What the signed-in role needs to be offered the area, or one of several (the server enforces it; navigation
   * mirrors it).
   */
  readonly permission?: Permission | readonly Permission[];
}

/** The product's areas (SPEC.md section 1) as reached from home and the navigation drawer. */
export const HOME_AREAS: readonly HomeArea[] = [
  {
    id: 'quantitySurveys',
    path: paths.newQuantitySurvey(),
    titleKey: 'routes.newQuantitySurvey',
    descriptionKey: 'areas.quantitySurveys',
    icon: mdiRuler,
  },
  {
    id: 'clientOverview',
    path: paths.clientOverview(),
    titleKey: 'routes.clientOverview',
    descriptionKey: 'areas.clientOverview',
    icon: mdiAccountGroup,
  },
  {
    id: 'serviceCatalogs',
    path: paths.serviceCatalogs(),
    titleKey: 'routes.serviceCatalogs',
    descriptionKey: 'areas.serviceCatalogs',
    icon: mdiBookOpenVariant,
  },
  {
    id: 'articles',
    path: paths.articles(),
    titleKey: 'routes.articles',
    descriptionKey: 'areas.articles',
    icon: mdiPackageVariantClosed,
  },
  {
    id: 'constructionNotes',
    path: paths.constructionNotes(),
    titleKey: 'routes.constructionNotes',
    descriptionKey: 'areas.constructionNotes',
    icon: mdiNotebookEdit,
  },
  {
    id: 'smartNotes',
    path: paths.smartNotes(),
    titleKey: 'routes.smartNotes',
    descriptionKey: 'areas.smartNotes',
    icon: mdiNoteTextOutline,
  },
  {
    id: 'blueprint',
    path: paths.blueprint(),
    titleKey: 'routes.blueprint',
    descriptionKey: 'areas.blueprint',
    icon: mdiFloorPlan,
  },
  {
    id: 'orderDocuments',
    path: paths.orderDocuments(),
    titleKey: 'routes.orderDocuments',
    descriptionKey: 'areas.orderDocuments',
    icon: mdiFileDocumentMultiple,
  },
  {
    id: 'designer',
    path: paths.designerTemplates(),
    titleKey: 'routes.designerTemplates',
    descriptionKey: 'areas.designer',
    icon: mdiPencilRuler,
    permission: 'documentTemplates:read',
  },
  {
    id: 'companySettings',
    path: paths.companySettings(),
    titleKey: 'routes.companySettings',
    descriptionKey: 'areas.companySettings',
    icon: mdiDomain,
    permission: COMPANY_SETTINGS_PERMISSIONS,
  },
];

/**
 * The areas a role may use, in their usual order. Without a known role (signed out, or /me still loading) only
 * the areas that need no permission are offered, so nothing flashes up that the user may not open.
 */
export function areasForRole(role: Role | undefined, areas: readonly HomeArea[] = HOME_AREAS): HomeArea[] {
  return areas.filter(
    (area) =>
      !area.permission ||
      (role !== undefined && [area.permission].flat().some((permission) => can(role, permission))),
  );
}
