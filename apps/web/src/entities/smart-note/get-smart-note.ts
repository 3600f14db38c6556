import { queryOptions } from '@tanstack/react-query';
import { smartNoteSchema, type SmartNote } from '@vendoc/contract/smart-notes';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { useRecordWithPending } from '../../lib/offline/pending-records';
import { SMART_NOTE_ENTITY } from './change-smart-notes';
import { smartNoteKeys } from './smart-note-keys';

/** GET /api/v1/smart-notes/{id}: the note with its photos, voice memo, positions and comments. */
export async function fetchSmartNote(id: string, signal?: AbortSignal): Promise<SmartNote> {
  const response = await vendocHttp.get<unknown>(api`/smart-notes/${id}`, { signal });
  return smartNoteSchema.parse(response.data);
}

export function smartNoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: smartNoteKeys.detail(id),
    queryFn: ({ signal }) => fetchSmartNote(id, signal),
  });
}

/**
 * One note: as its queued changes leave it (made or changed offline: `pending`), else as the server has it. A note
 * made offline is not asked of the server before it is there.
 */
export function useSmartNote(id: string) {
  return useRecordWithPending(SMART_NOTE_ENTITY, id, smartNoteQueryOptions(id));
}
