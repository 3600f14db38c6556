import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boq, BoqCreate } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { boqKeys, projectBoqsPath } from './boq-keys';

/** POST /api/v1/projects/{projectId}/boqs: an empty BoQ (mask 2/2/4: title, title, item). */
export async function postBoq(projectId: string, boq: BoqCreate): Promise<Boq> {
  return (await vendocHttp.post<Boq>(projectBoqsPath(projectId), boq)).data;
}

export function useCreateBoq(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (boq: BoqCreate) => postBoq(projectId, boq),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: boqKeys.list(projectId) }),
  });
}
