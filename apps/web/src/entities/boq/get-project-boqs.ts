import { queryOptions, useQuery } from '@tanstack/react-query';
import { boqListSchema, type Boq } from '@vendoc/contract/boqs';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { boqKeys } from './boq-keys';

/** GET /api/v1/projects/{projectId}/boqs: every BoQ of the project (a handful), with currency, VAT and totals. */
export async function fetchProjectBoqs(projectId: string, signal?: AbortSignal): Promise<Boq[]> {
  const response = await vendocHttp.get<unknown>(api`/projects/${projectId}/boqs`, { signal });
  return boqListSchema.parse(response.data).items;
}

export function projectBoqsQueryOptions(projectId: string) {
  return queryOptions({
    queryKey: boqKeys.list(projectId),
    queryFn: ({ signal }) => fetchProjectBoqs(projectId, signal),
  });
}

/** The project's BoQs (idle while `projectId` is null or empty, or `enabled` is false). */
export function useProjectBoqs(projectId: string | null, enabled = true) {
  return useQuery({ ...projectBoqsQueryOptions(projectId ?? ''), enabled: enabled && !!projectId });
}
