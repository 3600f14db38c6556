import { decimalString } from '@vendoc/contract/common';
import type { DunningSettings } from '@vendoc/contract/company';
import { z } from 'zod';
import { toGermanInput } from '../../../lib/format/decimal-format';
import { germanToDecimalString } from './german-decimal';

const nonNegative = (message: string) =>
  z
    .string()
    .transform(germanToDecimalString)
    .pipe(decimalString(2, 6).refine((value) => !value.startsWith('-'), { message }));

/** The dunning form: fees and the interest typed the German way ("7,50"), days as whole numbers. */
export const dunningFormSchema = (messages: { negative: string; days: string }) =>
  z.object({
    levels: z
      .array(
        z.object({
          level: z.number().int(),
          fee: nonNegative(messages.negative),
          days: z
            .string()
            .trim()
            .regex(/^\d{1,2}$/, { message: messages.days })
            .transform(Number),
        }),
      )
      .length(4),
    interestPercent: z
      .string()
      .trim()
      .transform((value) => (value === '' ? null : value))
      .pipe(nonNegative(messages.negative).nullable()),
  });

export type DunningFormValues = z.input<ReturnType<typeof dunningFormSchema>>;
export type DunningFormOutput = z.output<ReturnType<typeof dunningFormSchema>>;

export function dunningFormValues(dunning: DunningSettings): DunningFormValues {
  return {
    levels: dunning.levels.map((each) => ({
      level: each.level,
      fee: toGermanInput(each.fee, 2),
      days: String(each.days),
    })),
    interestPercent: dunning.interestPercent === null ? '' : toGermanInput(dunning.interestPercent),
  };
}
