import type { QueryClient } from '@tanstack/react-query';
import type { Company } from '@vendoc/contract/company';
import { companyKeys } from './company-keys';

// The cache rule for the company (decision 0013): an answer with the whole company replaces it; a change of one of
// its parts (a wage rate, a number range, the logo) makes it load again, so the settings, the app bar's logo and
// the calculation sheet's wage rates show the same.

export function storeCompany(queryClient: QueryClient, company: Company): void {
  queryClient.setQueryData(companyKeys.detail, company);
}

export function invalidateCompany(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: companyKeys.detail });
}
