import { mdiHome, mdiNotebookEdit, mdiNoteTextOutline, mdiRuler, mdiTruckDeliveryOutline } from '@mdi/js';
import type { Role } from '@vendoc/contract/auth';
import { can, type Permission } from '@vendoc/contract/permissions';
import { createPersistedStore } from '../stores/persisted-store';
import { paths, ROUTE_PATTERNS } from './paths';

/**
 * Site mode ("Baustellenmodus"): the phone layout for people working on a construction site (the `monteur`
 * layout). Fitters get it on every phone; anyone else switches it on in the user menu, per device.
 */

/** Screens narrower than 900 px are phones (and small tablets): the site layout applies there only. */
export const SITE_LAYOUT_MEDIA_QUERY = '(max-width:899.95px)';

/** Roles who work on site: they get the site layout on phones without switching it on. */
export const SITE_ROLES: readonly Role[] = ['fitter'];

/** The pages a fitter uses: on phones they show in the site layout; every other page keeps its own layout. */
export const SITE_ROUTE_PATTERNS: ReadonlySet<string> = new Set<string>([
  ROUTE_PATTERNS.home,
  ROUTE_PATTERNS.project,
  ROUTE_PATTERNS.projectFiles,
  ROUTE_PATTERNS.projectPositions,
  ROUTE_PATTERNS.projectConstructionNotes,
  ROUTE_PATTERNS.constructionNotes,
  ROUTE_PATTERNS.constructionNote,
  ROUTE_PATTERNS.smartNotes,
  ROUTE_PATTERNS.smartNote,
  ROUTE_PATTERNS.smartNoteQuantitySurvey,
  ROUTE_PATTERNS.quantitySurvey,
  ROUTE_PATTERNS.quantitySurveySheets,
  ROUTE_PATTERNS.newQuantitySurvey,
  ROUTE_PATTERNS.orderDocuments,
]);

interface SiteModeState {
  /** Switched on in the user menu (for people whose role does not work on site). */
  enabled: boolean;
  /** Whether the last signed-in user of this device works on site: the layout is right before /me answers. */
  siteRoleSeen: boolean;
  setEnabled(enabled: boolean): void;
  rememberRole(role: Role): void;
}

/** Site mode as chosen on this device, remembered in local storage like the theme. */
export const useSiteModeStore = createPersistedStore<
  SiteModeState,
  Pick<SiteModeState, 'enabled' | 'siteRoleSeen'>
>(
  (set) => ({
    enabled: false,
    siteRoleSeen: false,
    setEnabled: (enabled) => set({ enabled }),
    rememberRole: (role) => set({ siteRoleSeen: SITE_ROLES.includes(role) }),
  }),
  {
    name: 'vendoc-site-mode',
    storage: 'local',
    partialize: (state) => ({ enabled: state.enabled, siteRoleSeen: state.siteRoleSeen }),
  },
);

/**
 * Whether a user wants the site layout (on a phone, on a site page): fitters always, others with site mode on.
 * While the role is unknown (/me loading) the role last seen on this device decides.
 */
export function wantsSiteLayout(
  role: Role | undefined,
  { enabled, siteRoleSeen }: Pick<SiteModeState, 'enabled' | 'siteRoleSeen'>,
): boolean {
  if (enabled) return true;
  return role === undefined ? siteRoleSeen : SITE_ROLES.includes(role);
}

export interface SiteNavigationEntry {
  readonly id: string;
  readonly path: string;
  /** Key in the `app` namespace. */
  readonly titleKey: string;
  /** @mdi/js icon path. */
  readonly icon: string;
  /** What the signed-in role needs to be offered the entry (the server enforces it; navigation mirrors it). */
  readonly permission: Permission;
  /** In the bottom navigation (the rest is reached from "Heute"). */
  readonly bottom: boolean;
}

/**
 * The site layout's navigation: only what people on site use. No service catalogs, articles, designer or developer
 * tools; of the order documents only the delivery notes (the server shows fitters no other kind).
 */
export const SITE_NAVIGATION: readonly SiteNavigationEntry[] = [
  {
    id: 'today',
    path: paths.home(),
    titleKey: 'monteurLayout.today',
    icon: mdiHome,
    permission: 'projects:read',
    bottom: true,
  },
  {
    id: 'constructionNotes',
    path: paths.constructionNotes(),
    titleKey: 'routes.constructionNotes',
    icon: mdiNotebookEdit,
    permission: 'projects:read',
    bottom: true,
  },
  {
    id: 'smartNotes',
    path: paths.smartNotes(),
    titleKey: 'monteurLayout.notes',
    icon: mdiNoteTextOutline,
    permission: 'projects:read',
    bottom: true,
  },
  {
    id: 'survey',
    path: paths.newQuantitySurvey(),
    titleKey: 'monteurLayout.survey',
    icon: mdiRuler,
    permission: 'surveys:write',
    bottom: true,
  },
  {
    id: 'deliveryNotes',
    path: paths.orderDocuments(),
    titleKey: 'monteurLayout.deliveryNotes',
    icon: mdiTruckDeliveryOutline,
    permission: 'orderDocuments:read',
    bottom: false,
  },
];

/**
 * The site navigation entries a role may use. Without a known role (/me loading) the bottom navigation shows what
 * every signed-in role may use, so it does not jump when /me answers.
 */
export function siteNavigationFor(
  role: Role | undefined,
  entries: readonly SiteNavigationEntry[] = SITE_NAVIGATION,
): SiteNavigationEntry[] {
  return entries.filter((entry) => (role === undefined ? entry.bottom : can(role, entry.permission)));
}
