import { useMutation, useQueryClient } from '@tanstack/react-query';
import {
  constructionSchema,
  type Construction,
  type ConstructionUpdate,
} from '@vendoc/contract/quantity-surveys';
import { invalidateSurveysOfProject } from '../../../../entities/quantity-survey/survey-cache';
import { api } from '../../../../lib/http/api-path';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

/** PATCH /api/v1/constructions/{id} with the version the edit started from (stale: 409 with the current). */
export async function updateConstruction({
  id,
  body,
}: {
  id: string;
  body: ConstructionUpdate;
}): Promise<Construction> {
  const response = await vendocHttp.patch<unknown>(api`/constructions/${id}`, body);
  return constructionSchema.parse(response.data);
}

export function useUpdateConstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateConstruction,
    onSuccess: (construction) => invalidateSurveysOfProject(queryClient, construction.projectId),
  });
}
