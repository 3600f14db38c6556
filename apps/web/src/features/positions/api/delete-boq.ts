import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Boq } from '@vendoc/contract/boqs';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { boqKeys, boqPath } from './boq-keys';

/** DELETE /api/v1/boqs/{boqId}. */
export async function deleteBoq(boqId: string): Promise<void> {
  await vendocHttp.delete(boqPath(boqId));
}

export function useDeleteBoq(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoq,
    onSuccess: (_answer, boqId) => {
      // Out of the list at once, so nothing asks for the deleted BoQ while the list is fetched again.
      queryClient.setQueryData<Boq[]>(boqKeys.list(projectId), (boqs) =>
        boqs?.filter((boq) => boq.id !== boqId),
      );
      queryClient.removeQueries({ queryKey: boqKeys.nodes(boqId) });
      queryClient.removeQueries({ queryKey: boqKeys.detail(boqId) });
      return queryClient.invalidateQueries({ queryKey: boqKeys.list(projectId) });
    },
  });
}
