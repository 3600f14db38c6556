import type { Role } from './auth';

/**
 * What a signed-in user may do. The server decides with this table (apps/server/src/lib/permissions.ts) and the
 * client mirrors it in its navigation. Kept free of zod so the client's start-up bundle can import it.
 */
export const PERMISSIONS = [
  'clients:read',
  'clients:write',
  'projects:read',
  'projects:write',
  'projects:delete',
  'projects:export',
  'files:read',
  'files:write',
  'boqs:read',
  'boqs:write',
  'catalogs:read',
  'catalogs:write',
  'surveys:write',
  'surveys:delete',
  'surveys:approve',
  'surveyTemplates:write',
  'documentTemplates:read',
  'documentTemplates:write',
  'orderDocuments:read',
  'orderDocuments:write',
  'company:read',
  'company:write',
  'users:manage',
  'smartNotes:read',
  'smartNotes:write',
  'constructionNotes:read',
  'constructionNotes:write',
  'constructionNotes:sign',
  'plans:read',
  'plans:write',
  'planPins:write',
] as const;
export type Permission = (typeof PERMISSIONS)[number];

/**
 * Fitters read clients, projects, BoQs, catalogs and the company, work with project files and measure: they create
 * and edit surveys (sheets, lines, variables), apply the company's templates, submit, and delete a draft survey of
 * their own (a rule of the survey service: `surveys:delete` is for any draft), and read the delivery notes of order
 * documents (a rule of the order-documents service). Approving, deleting other people's surveys, managing the
 * company-wide templates and making order documents stay with the office.
 */
const FITTER: readonly Permission[] = [
  'clients:read',
  'projects:read',
  'files:read',
  'files:write',
  'boqs:read',
  'catalogs:read',
  'surveys:write',
  // Delivery notes only: the order-documents service filters and answers 404 for any other kind.
  'orderDocuments:read',
  'company:read',
  // Fitters edit the notes they created and those assigned to them (a rule of the smart-notes service).
  'smartNotes:read',
  'smartNotes:write',
  // The site diary: fitters write and edit their own drafts (a rule of the construction-notes service).
  'constructionNotes:read',
  'constructionNotes:write',
  // Plans: fitters see them and place pins (and defect notes); they change and delete the pins they placed (a rule
  // of the plans service). Plans and their revisions are the office's.
  'plans:read',
  'planPins:write',
];
const OFFICE: readonly Permission[] = [
  ...FITTER,
  'clients:write',
  'projects:write',
  'projects:delete',
  // The project export (ZIP of BoQs, order documents, invoices, diary, files): the office's, like invoices.
  'projects:export',
  'boqs:write',
  'catalogs:write',
  'surveys:delete',
  'surveys:approve',
  'surveyTemplates:write',
  'documentTemplates:read',
  'documentTemplates:write',
  'orderDocuments:write',
  // Office staff stand in for the site manager: they sign diary days (there is no site-manager role).
  'constructionNotes:sign',
  'plans:write',
];

/** Roles -> permissions: fitters read and work with files; office staff edit; administrators do everything. */
export const ROLE_PERMISSIONS: Readonly<Record<Role, readonly Permission[]>> = {
  fitter: FITTER,
  office: OFFICE,
  admin: PERMISSIONS,
};

/** Whether a user of `role` has `permission`. */
export function can(role: Role, permission: Permission): boolean {
  return ROLE_PERMISSIONS[role].includes(permission);
}
