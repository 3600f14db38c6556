import { useMemo } from 'react';
import { useQuery, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import { useStore } from 'zustand';
import { getSignedInUserId } from '../auth/token-storage';
import { getOutbox } from './app-outbox';
import { isChangeOf, type OutboxEntry, type OutboxState } from './outbox-entry';

/**
 * What a queued change of a record keeps so that the record can be shown as it will be once the server has the
 * change (also after a reload offline): the whole record as the change leaves it, or null for a deletion.
 */
export interface PendingContext<T> {
  readonly record: T | null;
}

/** A record as its queued changes leave it, not on the server yet. */
export interface PendingRecord<T> {
  readonly recordId: string;
  /** The record after the newest queued change (null: it is being deleted). */
  readonly record: T | null;
  /** Whether the record was made offline: the server does not have it at all yet. */
  readonly isNew: boolean;
  /** The state of the record's queued change that stands first (a conflict or a refusal stops the rest). */
  readonly state: OutboxState;
  /** That change's reason (a refusal), if any. */
  readonly reason: string | null;
  /** The id of that change in the outbox (for keep mine / take theirs / retry). */
  readonly entryId: string;
  /** After a 409: the record as the server has it now. */
  readonly theirs: unknown;
}

export function pendingContext<T>(record: T | null): PendingContext<T> {
  return { record };
}

function contextRecord(entry: OutboxEntry): { record: unknown } | null {
  const context = entry.context;
  return typeof context === 'object' && context !== null && 'record' in context
    ? (context as { record: unknown })
    : null;
}

/** The records of `entity` as the signed-in person's queued changes leave them, in the order they were made. */
export function pendingRecordsOf<T>(entries: readonly OutboxEntry[], entity: string): PendingRecord<T>[] {
  const owner = getSignedInUserId();
  const byRecord = new Map<string, PendingRecord<T>>();
  for (const entry of entries) {
    if (entry.entity !== entity || !isChangeOf(entry, owner)) continue;
    const context = contextRecord(entry);
    if (context === null) continue;
    const before = byRecord.get(entry.recordId);
    const first = before ?? null;
    byRecord.set(entry.recordId, {
      recordId: entry.recordId,
      record: context.record as T | null,
      isNew: first?.isNew ?? entry.method === 'POST',
      // The change that stands first tells where the record is (a later one waits behind it).
      state: first?.state ?? entry.state,
      reason: first?.reason ?? entry.reason,
      entryId: first?.entryId ?? entry.id,
      theirs: first?.theirs ?? entry.conflict?.theirs ?? null,
    });
  }
  return [...byRecord.values()];
}

/** The records of `entity` with queued changes (made or changed offline), oldest first; re-renders as they go. */
export function usePendingRecords<T>(entity: string): readonly PendingRecord<T>[] {
  const entries = useStore(getOutbox().store, (snapshot) => snapshot.entries);
  return useMemo(() => pendingRecordsOf<T>(entries, entity), [entries, entity]);
}

/** One record as its queued changes leave it, or null when none waits. */
export function usePendingRecord<T>(entity: string, recordId: string): PendingRecord<T> | null {
  const records = usePendingRecords<T>(entity);
  return records.find((each) => each.recordId === recordId) ?? null;
}

/**
 * A record as its queued changes leave it (made or changed offline: `pending`), else as the server has it. A record
 * made offline is not asked of the server before it is there; `unavailableOffline` says it is neither on this device
 * nor to be loaded without a connection.
 */
export function useRecordWithPending<T, Key extends QueryKey>(
  entity: string,
  recordId: string,
  options: UseQueryOptions<T, Error, T, Key>,
) {
  const pending = usePendingRecord<T>(entity, recordId);
  const query = useQuery({ ...options, enabled: !pending?.isNew });
  const local = pending?.record ?? undefined;
  return {
    data: local ?? query.data,
    /** Still loading (a record that waits in the outbox never is). */
    isPending: local === undefined && query.isPending && query.fetchStatus === 'fetching',
    unavailableOffline: local === undefined && query.data === undefined && query.fetchStatus === 'paused',
    error: local === undefined ? query.error : null,
    isError: local === undefined && query.isError,
    refetch: query.refetch,
    pending,
  };
}
