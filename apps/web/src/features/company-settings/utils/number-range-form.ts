import { numberRangeUpdateSchema, type NumberRange } from '@vendoc/contract/company';
import { z } from 'zod';

/** The largest next number the contract accepts. */
export const MAX_NEXT_NUMBER = 999_999_999;

/** A number range's form: the contract's update schema, the next number typed as text (so "" can be reported). */
export function numberRangeFormSchema(wholeNumberMessage: string) {
  return numberRangeUpdateSchema.extend({
    nextNumber: z
      .string()
      .trim()
      .regex(/^\d{1,9}$/, { message: wholeNumberMessage })
      .transform(Number)
      .pipe(z.number().int().min(1, { message: wholeNumberMessage }).max(MAX_NEXT_NUMBER)),
  });
}
export type NumberRangeFormValues = z.input<ReturnType<typeof numberRangeFormSchema>>;
export type NumberRangeFormOutput = z.output<ReturnType<typeof numberRangeFormSchema>>;

export function numberRangeFormValues(range: NumberRange): NumberRangeFormValues {
  return {
    prefix: range.prefix,
    nextNumber: String(range.nextNumber),
    padding: range.padding,
    yearlyReset: range.yearlyReset,
    version: range.version,
  };
}

/** Paddings offered: the contract allows 1 to 10 digits. */
export const PADDING_CHOICES = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10] as const;
