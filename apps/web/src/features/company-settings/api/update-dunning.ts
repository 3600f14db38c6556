import { useMutation, useQueryClient } from '@tanstack/react-query';
import { companySchema, type Company, type DunningSettings } from '@vendoc/contract/company';
import { storeCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';
import { vendocHttp } from '../../../lib/http/vendoc-client';

/** PUT /api/v1/company/dunning (administrators), with the company's version the form started from. */
export async function putDunning(update: DunningSettings & { version: number }): Promise<Company> {
  const response = await vendocHttp.put<unknown>(api`/company/dunning`, update);
  return companySchema.parse(response.data);
}

export function useUpdateDunning() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putDunning,
    onSuccess: (company) => storeCompany(queryClient, company),
  });
}
