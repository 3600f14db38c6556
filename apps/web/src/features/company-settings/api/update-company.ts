import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema, type Company, type CompanyUpdate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { storeCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';

/** PUT /api/v1/company (administrators): the company data; `version` is the one the form started from. */
export async function putCompany(update: CompanyUpdate): Promise<Company> {
  const response = await vendocHttp.put<unknown>(api`/company`, update);
  return companySchema.parse(response.data);
}

export function useUpdateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putCompany,
    onSuccess: (company) => storeCompany(queryClient, company),
  });
}
