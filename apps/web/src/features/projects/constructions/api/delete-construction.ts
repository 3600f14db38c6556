import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Construction } from '@vendoc/contract/quantity-surveys';
import { invalidateSurveysOfProject } from '../../../../entities/quantity-survey/survey-cache';
import { api } from '../../../../lib/http/api-path';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

/** DELETE /api/v1/constructions/{id}?version=: refused with 409 while quantity surveys hang under it. */
export async function deleteConstruction(construction: Construction): Promise<void> {
  await vendocHttp.delete(api`/constructions/${construction.id}`, {
    params: { version: construction.version },
  });
}

export function useDeleteConstruction() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteConstruction,
    onSuccess: (_result, construction) => invalidateSurveysOfProject(queryClient, construction.projectId),
  });
}
