import { format } from 'date-fns';
import { de } from 'date-fns/locale';

/** The German date-fns locale (SPEC.md section 9), for pickers and custom patterns. */
export const dateLocale = de;

type DateInput = Date | string | number;

function toDate(value: DateInput): Date {
  return value instanceof Date ? value : new Date(value);
}

/** A date as dd.MM.yyyy, e.g. 24.12.2025. */
export function formatDate(value: DateInput): string {
  return format(toDate(value), 'dd.MM.yyyy', { locale: de });
}

/** A date and time as dd.MM.yyyy HH:mm, e.g. 24.12.2025 18:30. */
export function formatDateTime(value: DateInput): string {
  return format(toDate(value), 'dd.MM.yyyy HH:mm', { locale: de });
}

const numberFormats = new Map<number, Intl.NumberFormat>();

/**
 * A count or a measurement the client has as a JS number (rows, files, seconds) in German notation with fixed
 * fraction digits (2 by default): 1.234,56. Never for money or quantities: those are decimal strings, formatted
 * exactly by decimal-format.ts.
 */
export function formatNumber(value: number, fractionDigits = 2): string {
  let formatter = numberFormats.get(fractionDigits);
  if (!formatter) {
    formatter = new Intl.NumberFormat('de-DE', {
      minimumFractionDigits: fractionDigits,
      maximumFractionDigits: fractionDigits,
    });
    numberFormats.set(fractionDigits, formatter);
  }
  return formatter.format(value);
}
