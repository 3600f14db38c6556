import type { OutboxEntry } from './outbox-entry';

/** A record's key in the queue (its kind and id). */
export const recordOf = (entry: Pick<OutboxEntry, 'entity' | 'recordId'>) =>
  `${entry.entity}\u0000${entry.recordId}`;

/** A later change merged into an earlier one that was never tried (later fields win). */
export function mergeBodies(earlier: unknown, later: unknown): unknown {
  const isObject = (value: unknown): value is Record<string, unknown> =>
    typeof value === 'object' && value !== null && !Array.isArray(value);
  return isObject(earlier) && isObject(later) ? { ...earlier, ...later } : later;
}

/** The change sent on `version` instead (in its body's and its query's `version`, where it has one). */
export function withVersion(entry: OutboxEntry, version: number): OutboxEntry {
  const body =
    typeof entry.body === 'object' && entry.body !== null && 'version' in entry.body
      ? { ...entry.body, version }
      : entry.body;
  const params = entry.params && 'version' in entry.params ? { ...entry.params, version } : entry.params;
  return {
    ...entry,
    ...(body === undefined ? {} : { body }),
    ...(params ? { params } : {}),
    baseVersion: version,
  };
}

/** The `version` of a record, if it has one. */
export function versionOf(record: unknown): number | null {
  if (typeof record !== 'object' || record === null || !('version' in record)) return null;
  return typeof record.version === 'number' ? record.version : null;
}

/** The record a 409's problem carries as it is now (`current`), or null. */
export function currentOf(data: unknown): unknown {
  return typeof data === 'object' && data !== null && 'current' in data
    ? (data as { current: unknown }).current
    : null;
}
