import type { DunningSettings } from '@vendoc/contract/company';
import { decimal, toFixed } from '@vendoc/money/decimal';

/**
 * Payment reminders (Zahlungserinnerung, 1.–3. Mahnung): the fee of the level and the default interest
 * (Verzugszinsen, §288 BGB) on the open amount from the day after the due date to the reminder's date, as the company
 * set them. Neither carries VAT (they are damages, not a consideration).
 */

/** What a company has until it sets its own: no fee for the friendly reminder, rising fees, 7 days each. */
export const DEFAULT_DUNNING: DunningSettings = {
  levels: [
    { level: 0, fee: '0.00', days: 7 },
    { level: 1, fee: '5.00', days: 7 },
    { level: 2, fee: '10.00', days: 7 },
    { level: 3, fee: '15.00', days: 7 },
  ],
  interestPercent: null,
};

export interface ReminderCharges {
  fee: string;
  /** Days of default: after the due date up to and including the reminder date (0 for a friendly reminder). */
  interestDays: number;
  interest: string;
  /** open amount + fee + interest */
  total: string;
  /** The reminder's own payment date. */
  dueDate: string;
}

const DAY_MS = 86_400_000;
const dayNumber = (iso: string) =>
  Date.UTC(Number(iso.slice(0, 4)), Number(iso.slice(5, 7)) - 1, Number(iso.slice(8, 10))) / DAY_MS;
const isoOfDay = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);

/** Fee, interest and the new payment date of a reminder of `level` for an invoice's open amount. */
export function reminderCharges(input: {
  openAmount: string;
  /** The invoice's due date. */
  invoiceDueDate: string;
  reminderDate: string;
  level: number;
  settings: DunningSettings;
}): ReminderCharges {
  const level =
    input.settings.levels.find((each) => each.level === input.level) ??
    DEFAULT_DUNNING.levels.find((each) => each.level === input.level);
  if (level === undefined) throw new Error(`no dunning level ${input.level}`);
  const fee = decimal(level.fee);
  // A friendly reminder (level 0) charges no interest; from the first Mahnung on, the client is in default.
  const interestDays =
    input.level === 0 ? 0 : Math.max(0, dayNumber(input.reminderDate) - dayNumber(input.invoiceDueDate));
  const interest =
    input.settings.interestPercent === null
      ? decimal('0')
      : decimal(input.openAmount)
          .times(input.settings.interestPercent)
          .times(interestDays)
          .dividedBy(36_500)
          .toDecimalPlaces(2);
  return {
    fee: toFixed(fee, 2),
    interestDays,
    interest: toFixed(interest, 2),
    total: toFixed(decimal(input.openAmount).plus(fee).plus(interest), 2),
    dueDate: isoOfDay(dayNumber(input.reminderDate) + level.days),
  };
}
