import type { APIRequestContext } from '@playwright/test';
import { wageRateSchema, type WageRate } from '@vendoc/contract/company';
import { postViaApi } from './records-api';

/** Adds a wage rate (Verrechnungslohn) to the signed-in administrator's company through the API. */
export async function createWageRateViaApi(
  request: APIRequestContext,
  adminAccessToken: string,
  wageRate: { name: string; hourlyRate: string },
): Promise<WageRate> {
  return wageRateSchema.parse(
    await postViaApi(request, adminAccessToken, '/api/v1/company/wage-rates', wageRate),
  );
}
