import { useQuery } from '@tanstack/react-query';
import type { Company, WageRate } from '@vendoc/contract/company';
import { companyQueryOptions } from '../../../../entities/company/get-company';

const selectWageRates = (company: Company): WageRate[] => company.wageRates;

/** The company's wage rates (Verrechnungslöhne) labour components are priced with; the settings' edits reach it. */
export function useWageRates() {
  return useQuery({ ...companyQueryOptions(), select: selectWageRates });
}
