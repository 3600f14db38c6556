import { keepPreviousData, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import {
  constructionNoteListSchema,
  missingConstructionNotesSchema,
  projectConstructionNotesSchema,
  type ConstructionNote,
  type ConstructionNoteStatus,
  type ConstructionNoteSummary,
  type ProjectConstructionNotes,
} from '@vendoc/contract/construction-notes';
import { api } from '../../lib/http/api-path';
import { cursorPagesOptions } from '../../lib/http/cursor-pages';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { usePendingRecords } from '../../lib/offline/pending-records';
import { CONSTRUCTION_NOTE_ENTITY } from './change-construction-notes';
import { constructionNoteKeys } from './construction-note-keys';
import { withPendingDays } from './pending-construction-notes';

/** GET /api/v1/projects/{projectId}/construction-notes?from=&to=: the days of a period and the chain's state. */
export async function fetchProjectConstructionNotes(
  projectId: string,
  from: string,
  to: string,
  signal?: AbortSignal,
): Promise<ProjectConstructionNotes> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/construction-notes`, {
    params: { from, to },
    signal,
  });
  return projectConstructionNotesSchema.parse(response.data);
}

const emptyDiary: ProjectConstructionNotes = {
  items: [],
  chain: { state: 'verified', signedCount: 0, brokenDate: null },
};

/**
 * A project's diary in a period (a month of the calendar), with the days started or changed on this device and not
 * sent yet; the last month stays visible while the next loads.
 */
export function useProjectConstructionNotes(projectId: string, from: string, to: string) {
  const query = useQuery({
    queryKey: constructionNoteKeys.project(projectId, from, to),
    queryFn: ({ signal }) => fetchProjectConstructionNotes(projectId, from, to, signal),
    placeholderData: keepPreviousData,
  });
  const pending = usePendingRecords<ConstructionNote>(CONSTRUCTION_NOTE_ENTITY);
  const data = useMemo(() => {
    if (pending.length === 0) return query.data;
    const diary = query.data ?? emptyDiary;
    // The server lists a month oldest first.
    const items = withPendingDays(diary.items, pending, { projectId, from, to }, 'oldest');
    return { ...diary, items };
  }, [query.data, pending, projectId, from, to]);
  return { data, isError: query.isError && data === undefined, refetch: query.refetch };
}

/** The filters of the list of all entries (absent ones are not sent). */
export interface ConstructionNoteFilters {
  readonly projectId?: string | undefined;
  readonly from?: string | undefined;
  readonly to?: string | undefined;
  readonly authorId?: string | undefined;
  readonly status?: ConstructionNoteStatus | undefined;
}

/** GET /api/v1/construction-notes: one page, newest day first. */
export async function fetchConstructionNotes(
  filters: ConstructionNoteFilters & { limit: number; cursor?: string | null },
  signal?: AbortSignal,
): Promise<{ items: ConstructionNoteSummary[]; nextCursor: string | null }> {
  const response = await vendocHttp.get<unknown>(api`/construction-notes`, {
    params: { ...filters, cursor: filters.cursor ?? undefined },
    signal,
  });
  return constructionNoteListSchema.parse(response.data);
}

export const CONSTRUCTION_NOTE_PAGE_SIZE = 50;

/** All entries across projects, page by page (the days waiting on this device over the first page). */
export function useConstructionNotes(filters: ConstructionNoteFilters) {
  const query = useInfiniteQuery({
    ...cursorPagesOptions(constructionNoteKeys.list({ ...filters }), (cursor, signal) =>
      fetchConstructionNotes({ ...filters, limit: CONSTRUCTION_NOTE_PAGE_SIZE, cursor }, signal).then(
        (page) => ({ ...page, total: page.items.length }),
      ),
    ),
    placeholderData: keepPreviousData,
  });
  const pending = usePendingRecords<ConstructionNote>(CONSTRUCTION_NOTE_ENTITY);
  const pages = query.data?.pages;
  const items = useMemo(
    () => withPendingDays(pages?.flatMap((page) => page.items) ?? [], pending, filters),
    [pages, pending, filters],
  );
  return { ...query, items };
}

/** GET /api/v1/construction-notes/missing?date=: my active projects without an entry that day. */
export function useMissingConstructionNotes(date: string) {
  const pending = usePendingRecords<ConstructionNote>(CONSTRUCTION_NOTE_ENTITY);
  const query = useQuery({
    queryKey: constructionNoteKeys.missing(date),
    queryFn: async ({ signal }) => {
      const response = await vendocHttp.get<unknown>(api`/construction-notes/missing`, {
        params: { date },
        signal,
      });
      return missingConstructionNotesSchema.parse(response.data).items;
    },
  });
  // A day started on this device is not missing, though the server does not know it yet.
  const started = new Set(
    pending.flatMap((each) => (each.record?.date === date ? [each.record.projectId] : [])),
  );
  const data = query.data?.filter((project) => !started.has(project.projectId));
  return { ...query, data };
}

/** The newest entry of a project before `date` (for "copy from yesterday"), or null. */
export async function fetchPreviousConstructionNote(
  projectId: string,
  before: string,
): Promise<ConstructionNoteSummary | null> {
  const page = await fetchConstructionNotes({ projectId, to: before, limit: 2 });
  return page.items.find((item) => item.date < before) ?? null;
}
