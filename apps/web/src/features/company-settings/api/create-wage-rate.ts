import { useMutation, useQueryClient } from '@tanstack/react-query';
import { wageRateSchema, type WageRate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../lib/http/vendoc-client';
import { invalidateCompany } from '../../../entities/company/company-cache';
import { api } from '../../../lib/http/api-path';

export interface WageRateInput {
  name: string;
  /** Decimal string with a dot, e.g. "58.50". */
  hourlyRate: string;
}

/** POST /api/v1/company/wage-rates (administrators). */
export async function postWageRate(input: WageRateInput): Promise<WageRate> {
  return wageRateSchema.parse((await vendocHttp.post<unknown>(api`/company/wage-rates`, input)).data);
}

/** Adds a wage rate; the company (which lists them) is refetched. */
export function useCreateWageRate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: postWageRate,
    onSuccess: () => invalidateCompany(queryClient),
  });
}
