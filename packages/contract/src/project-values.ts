/**
 * The values of a project's enumerations, free of zod so the client's first screen (the project list) can use
 * them without loading the schema library (docs/decisions/0006).
 */

/** Project status, in the order a project moves through them. */
export const PROJECT_STATUSES = [
  'inquiry',
  'offer',
  'order',
  'in_progress',
  'completed',
  'invoiced',
  'archived',
] as const;
export type ProjectStatus = (typeof PROJECT_STATUSES)[number];

/** Einheitspreisvertrag, Pauschalvertrag, Stundenlohnvertrag. */
export const CONTRACT_TYPES = ['unit_price', 'lump_sum', 'time_and_material'] as const;
export type ContractType = (typeof CONTRACT_TYPES)[number];

/** Fields the project list sorts by; "recent" = the signed-in user's last visit first. */
export const PROJECT_SORT_FIELDS = ['recent', 'number', 'name', 'status', 'startDate', 'updatedAt'] as const;

/** Whether a value is a project status (e.g. one read from the URL). */
export function isProjectStatus(value: unknown): value is ProjectStatus {
  return typeof value === 'string' && (PROJECT_STATUSES as readonly string[]).includes(value);
}
