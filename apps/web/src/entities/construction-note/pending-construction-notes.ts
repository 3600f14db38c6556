import type { QueryClient } from '@tanstack/react-query';
import type { ConstructionNote, ConstructionNoteSummary } from '@vendoc/contract/construction-notes';
import { getOutbox } from '../../lib/offline/app-outbox';
import { pendingRecordsOf, type PendingRecord } from '../../lib/offline/pending-records';
import { CONSTRUCTION_NOTE_ENTITY } from './change-construction-notes';
import { constructionNoteKeys } from './construction-note-keys';

/** Which days a list shows (absent: any). */
export interface DayScope {
  readonly projectId?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly authorId?: string | undefined;
  readonly status?: ConstructionNoteSummary['status'] | undefined;
}

/** A day as lists show it (its header, without the content). */
export function summaryOfDay(note: ConstructionNote): ConstructionNoteSummary {
  return {
    id: note.id,
    projectId: note.projectId,
    projectNumber: note.projectNumber,
    projectName: note.projectName,
    date: note.date,
    revision: note.revision,
    status: note.status,
    isLatest: note.isLatest,
    correctionReason: note.correctionReason,
    authorId: note.authorId,
    authorName: note.authorName,
    signedAt: note.signedAt,
    signedByName: note.signedByName,
    chain: note.chain,
    version: note.version,
    updatedAt: note.updatedAt,
  };
}

function inScope(note: ConstructionNote, scope: DayScope): boolean {
  return (
    (!scope.projectId || note.projectId === scope.projectId) &&
    (!scope.from || note.date >= scope.from) &&
    (!scope.to || note.date <= scope.to) &&
    (!scope.authorId || note.authorId === scope.authorId) &&
    (!scope.status || note.status === scope.status)
  );
}

/**
 * A list of days with the person's queued changes over it: days started offline added where they fall in the
 * scope, changed ones as they will be, deleted ones gone; newest day first (or oldest, as a month's calendar lists
 * them), the days of one date in the order the server gave them.
 */
export function withPendingDays(
  items: readonly ConstructionNoteSummary[],
  pending: readonly PendingRecord<ConstructionNote>[],
  scope: DayScope,
  order: 'newest' | 'oldest' = 'newest',
): ConstructionNoteSummary[] {
  const byId = new Map(pending.map((each) => [each.recordId, each]));
  const listed = items.flatMap((item) => {
    const change = byId.get(item.id);
    if (change === undefined) return [item];
    return change.record === null ? [] : [summaryOfDay(change.record)];
  });
  const made = pending
    .filter((each) => each.isNew && each.record !== null && inScope(each.record, scope))
    .map((each) => summaryOfDay(each.record!));
  const later = order === 'newest' ? -1 : 1;
  return [...made, ...listed].sort((a, b) => (a.date === b.date ? 0 : a.date < b.date ? -later : later));
}

/** The days with queued changes, from the outbox as it is now. */
export function pendingDaysNow(): PendingRecord<ConstructionNote>[] {
  return pendingRecordsOf<ConstructionNote>(getOutbox().store.getState().entries, CONSTRUCTION_NOTE_ENTITY);
}

/** The day as the page knows it right now: as its queued changes leave it, else the cached answer. */
export function currentConstructionNote(queryClient: QueryClient, id: string): ConstructionNote | undefined {
  const pending = pendingDaysNow().find((each) => each.recordId === id);
  return pending?.record ?? queryClient.getQueryData<ConstructionNote>(constructionNoteKeys.detail(id));
}
