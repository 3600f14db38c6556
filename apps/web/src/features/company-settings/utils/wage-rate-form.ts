import { decimalString } from '@vendoc/contract/common';
import { wageRateInputSchema, type WageRate } from '@vendoc/contract/company';
import { z } from 'zod';
import { formatCurrency } from '../../../lib/format/decimal-format';
import { toGermanInput } from '../../../lib/format/decimal-format';
import { germanToDecimalString } from './german-decimal';

/** The wage rate form: the contract's input schema, the hourly rate typed the German way ("58,50"). */
export const wageRateFormSchema = wageRateInputSchema.extend({
  hourlyRate: z.string().transform(germanToDecimalString).pipe(decimalString(2, 6)),
});
export type WageRateFormValues = z.input<typeof wageRateFormSchema>;
export type WageRateFormOutput = z.output<typeof wageRateFormSchema>;

export function wageRateFormValues(rate: WageRate | null): WageRateFormValues {
  return rate
    ? { name: rate.name, hourlyRate: toGermanInput(rate.hourlyRate, 2) }
    : { name: '', hourlyRate: '' };
}

function isNumeric(value: string): value is `${number}` {
  return /^-?\d+(\.\d+)?$/.test(value);
}

/** An hourly rate from the wire ("58.5") in euros, German style ("58,50 €"); odd text is shown as it is. */
export function formatHourlyRate(value: string): string {
  return isNumeric(value) ? formatCurrency(value) : value;
}
