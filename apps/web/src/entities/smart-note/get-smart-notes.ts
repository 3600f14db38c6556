import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import {
  smartNoteListSchema,
  type SmartNoteList,
  type SmartNoteStatus,
  type SmartNoteType,
} from '@vendoc/contract/smart-notes';
import { api } from '../../lib/http/api-path';
import { cursorPagesOptions } from '../../lib/http/cursor-pages';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { smartNoteKeys } from './smart-note-keys';

/** The filters of the notes list ('' or absent: not filtered). */
export interface SmartNoteListFilter {
  readonly projectId?: string;
  readonly type?: SmartNoteType | '';
  readonly status?: SmartNoteStatus | '';
  readonly assigneeId?: string;
  /** Due on or before this day (ISO date). */
  readonly dueBefore?: string;
  readonly q?: string;
  readonly sort?: string;
}

/** The list's filter as the URL's query states it (also what an offline copy of the list is kept under). */
export function smartNotesFilterOf(params: URLSearchParams): SmartNoteListFilter {
  return {
    projectId: params.get('projectId') ?? '',
    type: (params.get('type') ?? '') as SmartNoteType | '',
    status: (params.get('status') ?? '') as SmartNoteStatus | '',
    assigneeId: params.get('assigneeId') ?? '',
    dueBefore: params.get('dueBefore') ?? '',
  };
}

export const SMART_NOTE_PAGE_SIZE = 50;

const orUndefined = (value: string | undefined) => (value === undefined || value === '' ? undefined : value);

/** GET /api/v1/smart-notes: one page of the filtered notes. */
export async function fetchSmartNotes(
  filter: SmartNoteListFilter,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<SmartNoteList> {
  const response = await vendocHttp.get<unknown>(api`/smart-notes`, {
    params: {
      projectId: orUndefined(filter.projectId),
      type: orUndefined(filter.type),
      status: orUndefined(filter.status),
      assigneeId: orUndefined(filter.assigneeId),
      dueBefore: orUndefined(filter.dueBefore),
      q: orUndefined(filter.q?.trim()),
      sort: orUndefined(filter.sort),
      limit: SMART_NOTE_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    signal,
  });
  return smartNoteListSchema.parse(response.data);
}

export function smartNotesQueryOptions(filter: SmartNoteListFilter) {
  return cursorPagesOptions(smartNoteKeys.list(filter), (cursor, signal) =>
    fetchSmartNotes(filter, cursor, signal),
  );
}

/** The notes list, page by page; the last result stays visible while new filters load. */
export function useSmartNotes(filter: SmartNoteListFilter) {
  return useInfiniteQuery({ ...smartNotesQueryOptions(filter), placeholderData: keepPreviousData });
}
