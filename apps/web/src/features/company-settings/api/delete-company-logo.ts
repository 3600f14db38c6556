import { useMutation, useQueryClient } from '@tanstack/react-query';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';

/** DELETE /api/v1/company/logo (administrators). */
export async function deleteCompanyLogo(): Promise<void> {
  await vendocHttp.delete(api`/company/logo`);
}

export function useDeleteCompanyLogo() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCompanyLogo,
    onSuccess: () => invalidateCompany(queryClient),
  });
}
