import { and, eq, sql } from 'drizzle-orm';
import type { NumberRange, NumberRangeKind } from '@vendoc/contract/company';
import type { Database } from '../db/client';
import { numberRanges } from '../db/schema';

export interface NumberRangeSettings {
  prefix: string;
  padding: number;
  yearlyReset: boolean;
}

/** The range a company has before anyone edits it; created lazily when the first number is drawn. */
export const NUMBER_RANGE_DEFAULTS: Readonly<Record<NumberRangeKind, NumberRangeSettings>> = {
  client: { prefix: 'K-', padding: 5, yearlyReset: false },
  project: { prefix: 'P-', padding: 5, yearlyReset: false },
  offer: { prefix: 'AN-', padding: 4, yearlyReset: true },
  order_confirmation: { prefix: 'AB-', padding: 4, yearlyReset: true },
  delivery_note: { prefix: 'LS-', padding: 4, yearlyReset: true },
  invoice: { prefix: 'RE-', padding: 4, yearlyReset: true },
};

export const NUMBER_RANGE_KINDS = Object.keys(NUMBER_RANGE_DEFAULTS) as NumberRangeKind[];

/**
 * A document number: `{prefix}{year}-{number}` with a yearly reset, else `{prefix}{number}`, the number padded with
 * zeros to `padding` digits (longer numbers are never cut), e.g. "K-00042", "RE-2026-0007".
 */
export function formatNumber(settings: NumberRangeSettings, number: number, year: number): string {
  const digits = String(number).padStart(settings.padding, '0');
  return settings.yearlyReset ? `${settings.prefix}${year}-${digits}` : `${settings.prefix}${digits}`;
}

/** The calendar year of an instant; numbers are counted per year in UTC (a new year starts for all at once). */
export const yearOf = (instant: Date) => instant.getUTCFullYear();

export interface StoredNumberRange extends NumberRangeSettings {
  kind: NumberRangeKind;
  nextNumber: number;
  currentYear: number | null;
  version: number;
}

/** The number the next draw in `year` gets: 1 when a yearly range has moved on to a new year. */
export function upcomingNumber(range: StoredNumberRange, year: number): number {
  return range.yearlyReset && range.currentYear !== year ? 1 : range.nextNumber;
}

/** A stored range (or the defaults of a kind without a row) as the API shows it, with a preview of the next number. */
export function toNumberRangeResponse(range: StoredNumberRange, now: Date): NumberRange {
  const year = yearOf(now);
  return {
    kind: range.kind,
    prefix: range.prefix,
    nextNumber: range.nextNumber,
    padding: range.padding,
    yearlyReset: range.yearlyReset,
    preview: formatNumber(range, upcomingNumber(range, year), year),
    version: range.version,
  };
}

/** The never-stored range of a kind nobody has drawn from or edited yet (version 1, like a fresh row). */
export function defaultNumberRange(kind: NumberRangeKind): StoredNumberRange {
  return { kind, ...NUMBER_RANGE_DEFAULTS[kind], nextNumber: 1, currentYear: null, version: 1 };
}

/**
 * Draws the next number of a company's range inside the caller's transaction and returns it formatted. The range
 * row is created with the defaults on first use; the draw itself is one UPDATE … RETURNING, so concurrent
 * transactions queue on the row lock and never get the same number. A yearly range starts at 1 in a new year.
 */
export async function drawNumber(
  tx: Database,
  companyId: string,
  kind: NumberRangeKind,
  now: Date,
): Promise<string> {
  const year = yearOf(now);
  const defaults = NUMBER_RANGE_DEFAULTS[kind];
  await tx
    .insert(numberRanges)
    .values({
      companyId,
      kind,
      ...defaults,
      nextNumber: 1,
      currentYear: defaults.yearlyReset ? year : null,
    })
    .onConflictDoNothing();
  const newYear = sql`(${numberRanges.yearlyReset} and ${numberRanges.currentYear} is distinct from ${year})`;
  const rows = await tx
    .update(numberRanges)
    .set({
      nextNumber: sql`case when ${newYear} then 2 else ${numberRanges.nextNumber} + 1 end`,
      currentYear: sql`case when ${numberRanges.yearlyReset} then ${year} else ${numberRanges.currentYear} end`,
      // The counter moved: an editor holding the old version must not set it back (and reissue numbers).
      version: sql`${numberRanges.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(numberRanges.companyId, companyId), eq(numberRanges.kind, kind)))
    .returning({
      drawn: sql<number>`${numberRanges.nextNumber} - 1`.mapWith(Number),
      prefix: numberRanges.prefix,
      padding: numberRanges.padding,
      yearlyReset: numberRanges.yearlyReset,
    });
  const row = rows[0];
  if (row == null) throw new Error(`number range ${kind} of company ${companyId} vanished while drawing`);
  return formatNumber(row, row.drawn, year);
}

/**
 * Draws numbers until one is not in use yet: an administrator may set a range back below numbers already issued,
 * and the records keep their numbers, so those are skipped instead of failing on the unique index.
 */
export async function drawUnusedNumber(
  tx: Database,
  companyId: string,
  kind: NumberRangeKind,
  now: Date,
  isTaken: (number: string) => Promise<boolean>,
): Promise<string> {
  for (let attempt = 0; attempt < 10_000; attempt++) {
    const number = await drawNumber(tx, companyId, kind, now);
    if (!(await isTaken(number))) return number;
  }
  throw new Error(`number range ${kind} of company ${companyId}: no free number within 10,000 draws`);
}
