import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import {
  constructionSchema,
  type Construction,
  type ConstructionCreate,
  type ConstructionUpdate,
} from '@vendoc/contract/quantity-surveys';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { projectQueryKey } from '../../api/get-project';
import { constructionKeys } from './construction-keys';

/** POST /api/v1/projects/{projectId}/constructions. */
export async function createConstruction({
  projectId,
  body,
}: {
  projectId: string;
  body: ConstructionCreate;
}): Promise<Construction> {
  const response = await vendocHttp.post<unknown>(
    `/api/v1/projects/${encodeURIComponent(projectId)}/constructions`,
    body,
  );
  return constructionSchema.parse(response.data);
}

/** PATCH /api/v1/constructions/{id} with the version the edit started from (stale: 409 with the current). */
export async function updateConstruction({
  id,
  body,
}: {
  id: string;
  body: ConstructionUpdate;
}): Promise<Construction> {
  const response = await vendocHttp.patch<unknown>(`/api/v1/constructions/${encodeURIComponent(id)}`, body);
  return constructionSchema.parse(response.data);
}

/**
 * After a construction changed: the project's constructions, every survey list and sheet list (they show the
 * construction's name) and the project itself (whether it has content) load again.
 */
export function invalidateConstructions(queryClient: QueryClient, projectId: string): Promise<void> {
  return Promise.all([
    queryClient.invalidateQueries({ queryKey: constructionKeys.constructions(projectId) }),
    queryClient.invalidateQueries({ queryKey: constructionKeys.surveyLists }),
    queryClient.invalidateQueries({ queryKey: constructionKeys.projectSheets(projectId) }),
    queryClient.invalidateQueries({ queryKey: projectQueryKey(projectId) }),
  ]).then(() => undefined);
}

export function useCreateConstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createConstruction,
    onSuccess: (construction) => invalidateConstructions(queryClient, construction.projectId),
  });
}

export function useUpdateConstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConstruction,
    onSuccess: (construction) => invalidateConstructions(queryClient, construction.projectId),
  });
}
