import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wageRateSchema, type WageRate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateCompany } from '../../../entities/company/company-cache';
import type { WageRateInput } from './create-wage-rate';
import { api } from '../../../lib/http/api-path';

export interface WageRateUpdate extends WageRateInput {
  id: string;
  /** The version the edit started from. */
  version: number;
}

/** PUT /api/v1/company/wage-rates/{id} (administrators). */
export async function putWageRate({ id, ...update }: WageRateUpdate): Promise<WageRate> {
  return wageRateSchema.parse((await vendocHttp.put<unknown>(api`/company/wage-rates/${id}`, update)).data);
}

/** Changes a wage rate; the company (which lists them) is refetched, also after a conflict. */
export function useUpdateWageRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: putWageRate,
    onSettled: () => invalidateCompany(queryClient),
  });
}
