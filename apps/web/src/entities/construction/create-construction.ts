import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  constructionSchema,
  type Construction,
  type ConstructionCreate,
} from '@vendoc/contract/quantity-surveys';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { invalidateSurveysOfProject } from '../quantity-survey/survey-cache';

/** POST /api/v1/projects/{projectId}/constructions. */
export async function createConstruction(projectId: string, body: ConstructionCreate): Promise<Construction> {
  const response = await vendocHttp.post<unknown>(api`/projects/${projectId}/constructions`, body);
  return constructionSchema.parse(response.data);
}

export function useCreateConstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ projectId, body }: { projectId: string; body: ConstructionCreate }) =>
      createConstruction(projectId, body),
    onSuccess: (construction) => invalidateSurveysOfProject(queryClient, construction.projectId),
  });
}
