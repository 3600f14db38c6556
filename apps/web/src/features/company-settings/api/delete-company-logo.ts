import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { COMPANY_QUERY_KEY } from './company-query';

/** DELETE /api/v1/company/logo (administrators). */
export async function deleteCompanyLogo(): Promise<void> {
  await vendocHttp.delete('/api/v1/company/logo');
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
