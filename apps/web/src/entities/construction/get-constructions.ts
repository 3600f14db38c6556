import { queryOptions, useQuery } from '@tanstack/react-query';
import { constructionListSchema, type Construction } from '@vendoc/contract/quantity-surveys';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { constructionKeys } from './construction-keys';

/** GET /api/v1/projects/{projectId}/constructions: all of the project's constructions, ordered by name. */
export async function fetchConstructions(projectId: string, signal?: AbortSignal): Promise<Construction[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/constructions`, { signal });
  return constructionListSchema.parse(response.data).items;
}

export function constructionsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: constructionKeys.list(projectId),
    queryFn: ({ signal }) => fetchConstructions(projectId, signal),
  });
}

/** The project's constructions (idle while `projectId` is empty). */
export function useConstructions(projectId: string) {
  return useQuery({ ...constructionsQueryOptions(projectId), enabled: projectId !== '' });
}
