import type { QueryClient } from '@tanstack/react-query';
import type { SmartNote, SmartNoteSummary } from '@vendoc/contract/smart-notes';
import { getOutbox } from '../../lib/offline/app-outbox';
import { pendingRecordsOf, usePendingRecords, type PendingRecord } from '../../lib/offline/pending-records';
import { SMART_NOTE_ENTITY } from './change-smart-notes';
import type { SmartNoteListFilter } from './get-smart-notes';
import { smartNoteKeys } from './smart-note-keys';

/** A row of the notes list, with the queued change it waits with (null: as the server has it). */
export interface ListedNote {
  readonly note: SmartNoteSummary;
  readonly pending: PendingRecord<SmartNote> | null;
}

/** A note as the list shows it. */
export function summaryOf(note: SmartNote): SmartNoteSummary {
  return {
    id: note.id,
    projectId: note.projectId,
    projectName: note.projectName,
    type: note.type,
    title: note.title,
    status: note.status,
    assignee: note.assignee,
    dueDate: note.dueDate,
    createdBy: note.createdBy,
    version: note.version,
    createdAt: note.createdAt,
    updatedAt: note.updatedAt,
    checklistDone: note.checklist.filter((item) => item.done).length,
    checklistTotal: note.checklist.length,
    photoCount: note.photos.length,
  };
}

/** Whether a note made offline belongs in the filtered list (as the server would filter it). */
export function matchesFilter(note: SmartNote, filter: SmartNoteListFilter): boolean {
  const q = filter.q?.trim().toLocaleLowerCase('de') ?? '';
  return (
    (!filter.projectId || note.projectId === filter.projectId) &&
    (!filter.type || note.type === filter.type) &&
    (!filter.status || note.status === filter.status) &&
    (!filter.assigneeId || note.assignee?.id === filter.assigneeId) &&
    (!filter.dueBefore || (note.dueDate !== null && note.dueDate <= filter.dueBefore)) &&
    (q === '' || `${note.title} ${note.text}`.toLocaleLowerCase('de').includes(q))
  );
}

/**
 * The server's rows with the person's queued changes over them: notes made offline first (newest first, where they
 * match the filter), changed ones as they will be, deleted ones gone.
 */
export function withPendingNotes(
  items: readonly SmartNoteSummary[],
  pending: readonly PendingRecord<SmartNote>[],
  filter: SmartNoteListFilter,
): ListedNote[] {
  const byId = new Map(pending.map((each) => [each.recordId, each]));
  const made = pending
    .filter((each) => each.isNew && each.record !== null && matchesFilter(each.record, filter))
    .reverse()
    .map((each) => ({ note: summaryOf(each.record!), pending: each }));
  const listed = items.flatMap((note): ListedNote[] => {
    const change = byId.get(note.id);
    if (change === undefined) return [{ note, pending: null }];
    if (change.record === null) return [];
    return change.isNew ? [] : [{ note: summaryOf(change.record), pending: change }];
  });
  return [...made, ...listed];
}

/** The notes with queued changes (made, changed or deleted offline). */
export function usePendingSmartNotes(): readonly PendingRecord<SmartNote>[] {
  return usePendingRecords<SmartNote>(SMART_NOTE_ENTITY);
}

/**
 * The note as the page knows it right now: as its queued changes leave it, else the cached answer. A change made
 * while an earlier one is on its way builds on this, not on what the page rendered before.
 */
export function currentSmartNote(queryClient: QueryClient, id: string): SmartNote | undefined {
  const pending = pendingRecordsOf<SmartNote>(getOutbox().store.getState().entries, SMART_NOTE_ENTITY).find(
    (each) => each.recordId === id,
  );
  return pending?.record ?? queryClient.getQueryData<SmartNote>(smartNoteKeys.detail(id));
}

/** Whether a change of the note waits in the outbox right now (it went to the device, not yet to the server). */
export function hasPendingChanges(id: string): boolean {
  return pendingRecordsOf<SmartNote>(getOutbox().store.getState().entries, SMART_NOTE_ENTITY).some(
    (each) => each.recordId === id,
  );
}
