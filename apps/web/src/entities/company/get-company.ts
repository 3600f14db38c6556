import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Company } from '@vendoc/contract/company';
import { signedInOnly } from '../../lib/auth/signed-in-only';
import { getAccessToken } from '../../lib/auth/token-storage';
import { api } from '../../lib/http/api-path';
import { vendocHttp } from '../../lib/http/vendoc-client';
import { companyKeys } from './company-keys';

/** GET /api/v1/company: the signed-in user's company with number ranges and wage rates. */
export async function fetchCompany(signal?: AbortSignal): Promise<Company> {
  // Typed, not parsed (decision 0006): the app bar shows the company's logo on the first screen, and zod stays off
  // it. The server validates its answers against the contract.
  const response = await vendocHttp.get<Company>(api`/company`, { signal });
  return response.data;
}

export function companyQueryOptions() {
  return queryOptions({
    queryKey: companyKeys.detail,
    queryFn: ({ signal }) => fetchCompany(signal),
    staleTime: 60_000,
  });
}

/**
 * The company. `passive` only fetches with a stored token and never brings up the login prompt by itself: for the
 * app bar, which also shows on the signed-out page.
 */
export function useCompany({ passive = false }: { passive?: boolean } = {}) {
  const options = companyQueryOptions();
  return useQuery({
    ...options,
    queryFn: passive ? signedInOnly(({ signal }) => fetchCompany(signal)) : options.queryFn,
    enabled: !passive || getAccessToken() != null,
  });
}
