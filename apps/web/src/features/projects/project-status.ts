import { PROJECT_STATUSES as STATUSES, type ProjectStatus } from '@vendoc/contract/project-values';

/** Every status in the order a project moves through them. */
export const PROJECT_STATUSES: readonly ProjectStatus[] = STATUSES;

/** The status after `status` (inquiry -> offer -> … -> archived), or null at the end. */
export function nextStatus(status: ProjectStatus): ProjectStatus | null {
  const index = PROJECT_STATUSES.indexOf(status);
  return PROJECT_STATUSES[index + 1] ?? null;
}

export type StatusChipColor = 'default' | 'primary' | 'secondary' | 'info' | 'success' | 'warning';

/** The chip colour of each status: open work stands out, finished work recedes. */
export const STATUS_COLORS: Readonly<Record<ProjectStatus, StatusChipColor>> = {
  inquiry: 'default',
  offer: 'info',
  order: 'primary',
  in_progress: 'warning',
  completed: 'success',
  invoiced: 'secondary',
  archived: 'default',
};
