import { useMutation, useQueryClient } from '@tanstack/react-query';
import { removeBoq } from '../../../entities/boq/boq-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** DELETE /api/v1/boqs/{boqId}. */
export async function deleteBoq(boqId: string): Promise<void> {
  await vendocHttp.delete(api`/boqs/${boqId}`);
}

export function useDeleteBoq(projectId: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteBoq,
    onSuccess: (_answer, boqId) => removeBoq(queryClient, projectId, boqId),
  });
}
