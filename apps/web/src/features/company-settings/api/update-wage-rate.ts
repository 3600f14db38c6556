import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { WageRate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { COMPANY_QUERY_KEY } from './company-query';
import type { WageRateInput } from './create-wage-rate';

export interface WageRateUpdate extends WageRateInput {
  id: string;
  /** The version the edit started from. */
  version: number;
}

/** PUT /api/v1/company/wage-rates/{id} (administrators). */
export async function putWageRate({ id, ...update }: WageRateUpdate): Promise<WageRate> {
  return (await vendocHttp.put<WageRate>(`/api/v1/company/wage-rates/${encodeURIComponent(id)}`, update))
    .data;
}

/** Changes a wage rate; the company (which lists them) is refetched, also after a conflict. */
export function useUpdateWageRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWageRate,
    onSettled: () => queryClient.invalidateQueries({ queryKey: COMPANY_QUERY_KEY }),
  });
}
