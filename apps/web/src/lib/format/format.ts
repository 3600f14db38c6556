// The fixed German patterns need no date library: date-fns stays out of the first screen (decision 0042). Its
// German locale, for pickers and custom patterns, is in date-locale.ts.

type DateInput = Date | string | number;

/** The date in local time; an invalid one throws a RangeError, as date-fns's format did. */
function toDate(value: DateInput): Date {
  const date = value instanceof Date ? value : new Date(value);
  if (Number.isNaN(date.getTime())) throw new RangeError('Invalid time value');
  return date;
}

const two = (value: number) => String(value).padStart(2, '0');

/** A date as dd.MM.yyyy, e.g. 24.12.2025. */
export function formatDate(value: DateInput): string {
  const date = toDate(value);
  return `${two(date.getDate())}.${two(date.getMonth() + 1)}.${String(date.getFullYear()).padStart(4, '0')}`;
}

/** A date and time as dd.MM.yyyy HH:mm, e.g. 24.12.2025 18:30. */
export function formatDateTime(value: DateInput): string {
  const date = toDate(value);
  return `${formatDate(date)} ${two(date.getHours())}:${two(date.getMinutes())}`;
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
