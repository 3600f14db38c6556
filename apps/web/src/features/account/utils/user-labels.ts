import type { Role } from '@vendoc/contract/auth';

/** The `app` namespace key of a role's German/English label. */
export function roleLabelKey(role: Role): string {
  return `account.roles.${role}`;
}

/** Up to two initials of a display name, for avatars. */
export function initialsOf(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const first = parts[0]?.[0] ?? '';
  const last = parts.length > 1 ? (parts[parts.length - 1]?.[0] ?? '') : '';
  return (first + last).toUpperCase() || '?';
}
