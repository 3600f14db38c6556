import { queryOptions } from '@tanstack/react-query';
import { constructionNoteSchema, type ConstructionNote } from '@vendoc/contract/construction-notes';
import { api } from '../../lib/http/api-path';
import { readBlobProblem } from '../../lib/http/download';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { useRecordWithPending } from '../../lib/offline/pending-records';
import { CONSTRUCTION_NOTE_ENTITY } from './change-construction-notes';
import { constructionNoteKeys } from './construction-note-keys';

/** GET /api/v1/construction-notes/{id}: one day with its revisions and chain state. */
export async function fetchConstructionNote(id: string, signal?: AbortSignal): Promise<ConstructionNote> {
  const response = await vendocHttp.get<unknown>(api`/construction-notes/${id}`, { signal });
  return constructionNoteSchema.parse(response.data);
}

export function constructionNoteQueryOptions(id: string) {
  return queryOptions({
    queryKey: constructionNoteKeys.detail(id),
    queryFn: ({ signal }) => fetchConstructionNote(id, signal),
  });
}

/**
 * One day: as its queued changes leave it (started or changed offline: `pending`), else as the server has it. A day
 * started offline is not asked of the server before it is there.
 */
export function useConstructionNote(id: string) {
  return useRecordWithPending(CONSTRUCTION_NOTE_ENTITY, id, constructionNoteQueryOptions(id));
}

/** GET /api/v1/construction-notes/{id}/pdf: the day through the company's site diary report layout. */
export async function fetchConstructionNotePdf(id: string): Promise<Blob> {
  const response = await vendocHttp
    .get<Blob>(api`/construction-notes/${id}/pdf`, { responseType: 'blob', timeout: 0 })
    .catch(readBlobProblem);
  return response.data;
}

/** GET /api/v1/projects/{projectId}/construction-notes/pdf?from=&to=: the days of a period in one PDF. */
export async function fetchConstructionNotePeriodPdf(
  projectId: string,
  period: { from: string; to: string },
): Promise<Blob> {
  const response = await vendocHttp
    .get<Blob>(api`/projects/${projectId}/construction-notes/pdf`, {
      params: period,
      responseType: 'blob',
      timeout: 0,
    })
    .catch(readBlobProblem);
  return response.data;
}
