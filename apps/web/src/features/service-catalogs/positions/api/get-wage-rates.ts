import { useQuery } from '@tanstack/react-query';
import type { Company, WageRate } from '@vendoc/contract/company';
import { vendocHttp } from '../../../../lib/http/vendoc-client';

/** The company settings' key: their edits of wage rates reach the calculation sheet too. */
const COMPANY_KEY = ['company'] as const;

/** GET /api/v1/company (the wage rates are part of the company settings). */
export async function fetchCompany(signal?: AbortSignal): Promise<Company> {
  return (await vendocHttp.get<Company>('/api/v1/company', { signal })).data;
}

const selectWageRates = (company: Company): WageRate[] => company.wageRates;

/** The company's wage rates (Verrechnungslöhne) labour components are priced with. */
export function useWageRates() {
  return useQuery({
    queryKey: COMPANY_KEY,
    queryFn: ({ signal }) => fetchCompany(signal),
    staleTime: 60_000,
    select: selectWageRates,
  });
}
