import type { APIRequestContext } from '@playwright/test';
import type { Company, CompanyUpdate } from '@vendoc/contract/company';
import { serverBaseURL } from './env';

/** PUT /api/v1/company: the company as it is now with `change` laid over it (its current version). */
export async function updateCompanyViaApi(
  request: APIRequestContext,
  accessToken: string,
  change: (company: Company) => Partial<Omit<CompanyUpdate, 'version'>>,
  baseURL = serverBaseURL(),
): Promise<void> {
  const headers = { Authorization: `Bearer ${accessToken}` };
  const company = (await (await request.get(`${baseURL}/api/v1/company`, { headers })).json()) as Company;
  const update: CompanyUpdate = {
    name: company.name,
    address: company.address,
    phone: company.phone,
    email: company.email,
    website: company.website,
    vatId: company.vatId,
    taxNumber: company.taxNumber,
    bankName: company.bankName,
    iban: company.iban,
    bic: company.bic,
    defaultVatRate: company.defaultVatRate,
    ...change(company),
    version: company.version,
  };
  const response = await request.put(`${baseURL}/api/v1/company`, { headers, data: update });
  if (response.status() !== 200)
    throw new Error(`PUT /api/v1/company: ${response.status()} ${await response.text()}`);
}

/** The company data an e-invoice needs: address, contact, VAT id, tax number and bank account. */
export function companyReadyForInvoicesViaApi(
  request: APIRequestContext,
  accessToken: string,
  baseURL = serverBaseURL(),
): Promise<void> {
  return updateCompanyViaApi(
    request,
    accessToken,
    () => ({
      address: { street: 'Industriestraße 12', postalCode: '50667', city: 'Köln', country: 'DE' },
      phone: '0221 123456-0',
      email: 'rechnung@demo-bau.de',
      vatId: 'DE123456789',
      taxNumber: '215/5678/1234',
      bankName: 'Sparkasse KölnBonn',
      iban: 'DE89370400440532013000',
      bic: 'COLSDE33XXX',
    }),
    baseURL,
  );
}
