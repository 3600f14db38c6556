import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { Company, CompanyUpdate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { COMPANY_QUERY_KEY } from './company-query';

/** PUT /api/v1/company (administrators): the company data; `version` is the one the form started from. */
export async function putCompany(update: CompanyUpdate): Promise<Company> {
  const response = await vendocHttp.put<Company>('/api/v1/company', update);
  return response.data;
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCompany,
    onSuccess: (company) => queryClient.setQueryData(COMPANY_QUERY_KEY, company),
  });
}
