import {
  infiniteQueryOptions,
  keepPreviousData,
  useInfiniteQuery,
  type QueryClient,
} from '@tanstack/react-query';
import type { ListResponse } from '@vendoc/contract/common';
import type { Project } from '@vendoc/contract/projects';
import type { ProjectStatus } from '@vendoc/contract/project-values';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** Root key of every project query. */
export const PROJECTS_QUERY_KEY = ['projects'] as const;

export const PROJECT_PAGE_SIZE = 30;

export interface ProjectListParams {
  /** Search text ('' for none). */
  q: string;
  /** Only these statuses; all when empty. */
  status: readonly ProjectStatus[];
  /** A sort field of PROJECT_SORT_FIELDS, '-' prefixed for descending. */
  sort: string;
}

/** GET /api/v1/projects: one page, from `cursor` (null for the first). Several statuses repeat the parameter. */
export async function fetchProjects(
  params: ProjectListParams,
  cursor: string | null,
  signal?: AbortSignal,
): Promise<ListResponse<Project>> {
  // Typed, not parsed: the server validates its answers against the contract, and zod stays off the first screen.
  const response = await vendocHttp.get<ListResponse<Project>>('/api/v1/projects', {
    params: {
      q: params.q.trim() || undefined,
      status: params.status.length > 0 ? [...params.status] : undefined,
      sort: params.sort,
      limit: PROJECT_PAGE_SIZE,
      cursor: cursor ?? undefined,
    },
    // `status=offer&status=order`, as the server's query parser reads repeated keys (not `status[]=`).
    paramsSerializer: { indexes: null },
    signal,
  });
  return response.data;
}

export function projectsQueryOptions(params: ProjectListParams) {
  return infiniteQueryOptions({
    queryKey: [...PROJECTS_QUERY_KEY, 'list', params],
    queryFn: ({ pageParam, signal }) => fetchProjects(params, pageParam, signal),
    initialPageParam: null as string | null,
    getNextPageParam: (lastPage) => lastPage.nextCursor,
  });
}

/** The project list, page by page; the previous result stays visible while a new search loads. */
export function useProjects(params: ProjectListParams) {
  return useInfiniteQuery({ ...projectsQueryOptions(params), placeholderData: keepPreviousData });
}

/** After a project changed: every project list loads again (the changed record itself is set by the caller). */
export function invalidateProjectLists(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [...PROJECTS_QUERY_KEY, 'list'] });
}
