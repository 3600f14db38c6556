import { useMutation, useQueryClient } from '@tanstack/react-query';
import { boqSchema, type Boq, type BoqCreate } from '@vendoc/contract/boqs';
import { invalidateProjectBoqs, storeBoq } from '../../../entities/boq/boq-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** POST /api/v1/projects/{projectId}/boqs: an empty BoQ (mask 2/2/4: title, title, item). */
export async function postBoq(projectId: string, boq: BoqCreate): Promise<Boq> {
  return boqSchema.parse((await vendocHttp.post<unknown>(api`/projects/${projectId}/boqs`, boq)).data);
}

export function useCreateBoq(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boq: BoqCreate) => postBoq(projectId, boq),
    onSuccess: (boq) => {
      storeBoq(queryClient, boq);
      return invalidateProjectBoqs(queryClient, projectId);
    },
  });
}
