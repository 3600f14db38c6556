import type { Role } from '@vendoc/contract/auth';
import { can, type Permission } from '@vendoc/contract/permissions';

/**
 * Who is offered the company settings (home tile, user menu): those who may change the company, and office staff,
 * who keep the order documents' text snippets there. The page shows each role its sections; the server enforces.
 */
export const COMPANY_SETTINGS_PERMISSIONS: readonly Permission[] = ['company:write', 'orderDocuments:write'];

/** Whether `role` is offered the company settings. */
export function mayOpenCompanySettings(role: Role): boolean {
  return COMPANY_SETTINGS_PERMISSIONS.some((permission) => can(role, permission));
}
