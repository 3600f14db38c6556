import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { COMPANY_QUERY_KEY } from './company-query';

/** DELETE /api/v1/company/wage-rates/{id} (administrators). */
export async function deleteWageRate(id: string): Promise<void> {
  await vendocHttp.delete(`/api/v1/company/wage-rates/${encodeURIComponent(id)}`);
}

export function useDeleteWageRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteWageRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
