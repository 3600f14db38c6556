import { decimalString } from '@vendoc/contract/common';
import { companyUpdateSchema, type Company } from '@vendoc/contract/company';
import { z } from 'zod';
import { toGermanInput } from '../../../lib/format/decimal-format';
import { germanToDecimalString } from './german-decimal';

/** The company form: the contract's update schema, with the VAT rate typed the German way ("19,00"). */
export const companyFormSchema = companyUpdateSchema.extend({
  defaultVatRate: z.string().transform(germanToDecimalString).pipe(decimalString(2, 2)),
});
export type CompanyFormValues = z.input<typeof companyFormSchema>;
export type CompanyFormOutput = z.output<typeof companyFormSchema>;

/** The form's fields in the order of the page; also the paths a 400's field errors are matched against. */
export const COMPANY_FORM_FIELDS = [
  'name',
  'address.street',
  'address.postalCode',
  'address.city',
  'address.country',
  'phone',
  'email',
  'website',
  'vatId',
  'taxNumber',
  'defaultVatRate',
  'bankName',
  'iban',
  'bic',
] as const;

/** The form's values for a company as the server sent it (empty text for missing optional data). */
export function companyFormValues(company: Company): CompanyFormValues {
  return {
    name: company.name,
    address: { ...company.address },
    phone: company.phone ?? '',
    email: company.email ?? '',
    website: company.website ?? '',
    vatId: company.vatId ?? '',
    taxNumber: company.taxNumber ?? '',
    bankName: company.bankName ?? '',
    iban: company.iban ?? '',
    bic: company.bic ?? '',
    defaultVatRate: toGermanInput(company.defaultVatRate, 2),
    version: company.version,
  };
}
