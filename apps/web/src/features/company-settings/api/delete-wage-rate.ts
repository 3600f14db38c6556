import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';

/** DELETE /api/v1/company/wage-rates/{id} (administrators). */
export async function deleteWageRate(id: string): Promise<void> {
  await vendocHttp.delete(api`/company/wage-rates/${id}`);
}

export function useDeleteWageRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWageRate,
    onSettled: () => invalidateCompany(queryClient),
  });
}
