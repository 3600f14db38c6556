import { keepPreviousData, queryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';
import type { Project } from '@vendoc/contract/projects';
import type { ProjectStatus } from '@vendoc/contract/project-values';
import { api } from '../../lib/http/api-path';
import { cursorPagesOptions } from '../../lib/http/cursor-pages';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { projectKeys } from './project-keys';

/** GET /api/v1/projects's parameters (projectListQuerySchema); absent ones are not sent. */
export interface ProjectQuery {
  readonly q?: string;
  /** Only these statuses; all when empty. */
  readonly status?: readonly ProjectStatus[];
  readonly clientId?: string;
  /** Only the caller's projects (responsible or in the team). */
  readonly mine?: boolean;
  /** A sort field of PROJECT_SORT_FIELDS, '-' prefixed for descending; recently used first without one. */
  readonly sort?: string;
  readonly limit: number;
  readonly cursor?: string | null;
}

/** GET /api/v1/projects: one page. Several statuses repeat the parameter. */
export async function fetchProjects(
  query: ProjectQuery,
  signal?: AbortSignal,
): Promise<ListResponse<Project>> {
  // Typed, not parsed (decision 0006): the home page lists projects, and zod stays off the first screen. The server
  // validates its answers against the contract.
  const response = await vendocHttp.get<ListResponse<Project>>(api`/projects`, {
    params: {
      q: query.q?.trim() || undefined,
      status: query.status && query.status.length > 0 ? [...query.status] : undefined,
      clientId: query.clientId,
      mine: query.mine ? 'true' : undefined,
      sort: query.sort,
      limit: query.limit,
      cursor: query.cursor ?? undefined,
    },
    // `status=offer&status=order`, as the server's query parser reads repeated keys (not `status[]=`).
    paramsSerializer: { indexes: null },
    signal,
  });
  return response.data;
}

export const PROJECT_PAGE_SIZE = 30;

/** The project list's filters (the list page keeps them in its URL). */
export interface ProjectListParams {
  /** Search text ('' for none). */
  readonly q: string;
  readonly status: readonly ProjectStatus[];
  readonly sort: string;
}

export function projectsQueryOptions(params: ProjectListParams) {
  return cursorPagesOptions(projectKeys.pages({ ...params }), (cursor, signal) =>
    fetchProjects({ ...params, limit: PROJECT_PAGE_SIZE, cursor }, signal),
  );
}

/** The project list, page by page; the previous result stays visible while a new search loads. */
export function useProjects(params: ProjectListParams) {
  return useInfiniteQuery({ ...projectsQueryOptions(params), placeholderData: keepPreviousData });
}

/** The first page of projects for `query` (a picker's search, a client's projects). */
export function projectPageQueryOptions(query: Omit<ProjectQuery, 'cursor'>) {
  const q = query.q?.trim() || undefined;
  return queryOptions({
    queryKey: projectKeys.list({ ...query, q }),
    queryFn: ({ signal }) => fetchProjects({ ...query, q }, signal).then((page) => page.items),
  });
}

/**
 * The projects matching `query`; idle while `enabled` is false. `keepPrevious` keeps the last result visible while
 * the next loads (a search as one types), not wanted where the query names another record (another client).
 */
export function useProjectPage(
  query: Omit<ProjectQuery, 'cursor'>,
  { enabled = true, keepPrevious = false }: { enabled?: boolean; keepPrevious?: boolean } = {},
) {
  return useQuery({
    ...projectPageQueryOptions(query),
    enabled,
    placeholderData: keepPrevious ? keepPreviousData : undefined,
  });
}
