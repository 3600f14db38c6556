import type { FieldFormat } from '@vendoc/contract/document-template-elements';
import { formatGerman, tryParseDecimal } from '@vendoc/money/decimal';
import { MONEY_PLACES, QUANTITY_PLACES } from '@vendoc/money/amounts';
import type { CatalogueValueType } from './catalogue-groups';

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;
const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T[\d:.]+(Z|[+-]\d{2}:\d{2})$/;
const BERLIN_DATE = new Intl.DateTimeFormat('de-DE', {
  timeZone: 'Europe/Berlin',
  day: '2-digit',
  month: '2-digit',
  year: 'numeric',
});

/**
 * A data value as printed, in German notation. Figures come as decimal strings in wire notation ("1234.5");
 * a JS number is accepted only when it is a safe integer (exact), never as a money float. Dates come as
 * "yyyy-mm-dd" or an ISO timestamp (shown as its calendar day in Germany). Missing values give "", values that do
 * not fit the format are printed as given, so a data problem shows instead of disappearing. Never throws.
 * - text: as is (true/false as "ja"/"nein")
 * - date: "dd.mm.yyyy"
 * - money: "1.234,56 €" (rounded half away from zero to cents)
 * - quantity: "1.234,500" (3 decimals)
 * - percent: "19 %", "7,5 %" (the value's own decimals, trailing zeros dropped)
 */
export function formatFieldValue(value: unknown, format: FieldFormat): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'boolean') return value ? 'ja' : 'nein';
  if (typeof value === 'number') {
    if (!Number.isSafeInteger(value)) return format === 'text' ? String(value) : '';
    return formatFieldValue(String(value), format);
  }
  if (typeof value !== 'string') return '';
  switch (format) {
    case 'text':
      return value;
    case 'date':
      return formatDate(value);
    case 'money':
      return formatFigure(value, (figure) => `${formatGerman(figure, MONEY_PLACES)} €`);
    case 'quantity':
      return formatFigure(value, (figure) => formatGerman(figure, QUANTITY_PLACES));
    case 'percent':
      return formatFigure(
        value,
        (figure) => `${formatGerman(figure, tryParseDecimal(figure)?.decimalPlaces() ?? 0)} %`,
      );
  }
}

/** The format a value of a catalogue type is printed with by default (inline fields, the picker's suggestion). */
export function defaultFormatOf(type: CatalogueValueType): FieldFormat {
  return type === 'date' || type === 'money' || type === 'quantity' || type === 'percent' ? type : 'text';
}

function formatFigure(text: string, write: (figure: string) => string): string {
  const trimmed = text.trim();
  return tryParseDecimal(trimmed) === null ? text : write(trimmed);
}

function formatDate(text: string): string {
  const trimmed = text.trim();
  const date = ISO_DATE.exec(trimmed);
  if (date) return `${date[3]}.${date[2]}.${date[1]}`;
  if (ISO_TIMESTAMP.test(trimmed)) {
    const instant = new Date(trimmed);
    if (!Number.isNaN(instant.getTime())) return BERLIN_DATE.format(instant);
  }
  return text;
}
