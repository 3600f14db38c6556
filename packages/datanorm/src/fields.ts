// Field conversions shared by the DATANORM 4 and 5 line parsers. A field that cannot be read throws a
// LineRejection, which the reader turns into a `rejected` record for that line and then reads on.
import type {
  DatanormAction,
  DatanormDiscount,
  DiscountType,
  PriceKind,
  PriceUnit,
  RejectionCode,
} from './records';

/** Thrown by the line parsers for a line that cannot be read; never escapes `readDatanorm`. */
export class LineRejection extends Error {
  constructor(
    readonly code: RejectionCode,
    readonly reason: string,
  ) {
    super(reason);
  }
}

/** The field trimmed; '' when absent. Suppliers pad fields with blanks and write " " for "empty". */
export function text(field: string | undefined): string {
  return field === undefined ? '' : field.trim();
}

/** The field trimmed, or null when absent or blank. */
export function optional(field: string | undefined): string | null {
  const value = text(field);
  return value === '' ? null : value;
}

/** Refuses a line with fewer than `minimum` fields (the trailing empty field after the last ";" counts). */
export function requireFields(fields: string[], minimum: number): void {
  if (fields.length < minimum) {
    throw new LineRejection(
      'too-few-fields',
      `Zu wenige Felder: ${fields.length} statt mindestens ${minimum}`,
    );
  }
}

/** The article number, which every article-related record needs. */
export function articleNumber(field: string | undefined): string {
  const value = text(field);
  if (value === '') throw new LineRejection('missing-number', 'Artikelnummer fehlt');
  return value;
}

const DIGITS = /^\d+$/;

/**
 * An unsigned integer with `places` implied decimals as a wire decimal: ("19900", 2) -> "199.00", ("5", 2) ->
 * "0.05". Pure string work, so it is exact for any length. Null for a blank field.
 */
export function impliedDecimal(
  field: string | undefined,
  places: number,
  label: 'Preis' | 'Rabatt' = 'Preis',
): string | null {
  const raw = text(field);
  if (raw === '') return null;
  if (!DIGITS.test(raw)) {
    throw new LineRejection(
      label === 'Preis' ? 'invalid-price' : 'invalid-discount',
      `${label} „${raw}“ ist keine ganze Zahl ohne Komma (${places} Nachkommastellen sind mitgemeint)`,
    );
  }
  const digits = raw.replace(/^0+/, '').padStart(places + 1, '0');
  return places === 0 ? digits : `${digits.slice(0, -places)}.${digits.slice(-places)}`;
}

/** True when a wire decimal from `impliedDecimal` is zero. */
export function isZero(value: string): boolean {
  return /^0(\.0*)?$/.test(value);
}

/** Verarbeitungskennzeichen of A lines; blank means new (N). */
export function action(field: string | undefined): DatanormAction {
  const value = text(field).toUpperCase();
  if (value === '' || value === 'N') return 'N';
  if (value === 'A' || value === 'L') return value;
  if (value === 'X') {
    throw new LineRejection(
      'unsupported-record',
      'Artikelnummernänderung (Verarbeitungskennzeichen X) wird nicht unterstützt',
    );
  }
  throw new LineRejection(
    'invalid-action',
    `Unbekanntes Verarbeitungskennzeichen „${value}“ (erlaubt: N, A, L)`,
  );
}

/** Preiskennzeichen; blank is taken as a list price, the common case. */
export function priceKind(field: string | undefined): PriceKind {
  const value = text(field);
  if (value === '' || value === '1') return 'list';
  if (value === '2') return 'net';
  if (value === '9') return 'onRequest';
  throw new LineRejection(
    'invalid-price-kind',
    `Ungültiges Preiskennzeichen „${value}“ (erlaubt: 1 = Listenpreis, 2 = Nettopreis, 9 = Preis auf Anfrage)`,
  );
}

const PRICE_UNIT_CODES: Record<string, PriceUnit> = { '': 1, '0': 1, '1': 10, '2': 100, '3': 1000 };

/** DATANORM 4 Preiseinheit: a code, 0 = per 1, 1 = per 10, 2 = per 100, 3 = per 1000. */
export function priceUnitCode(field: string | undefined): PriceUnit {
  const value = text(field);
  const unit = PRICE_UNIT_CODES[value];
  if (unit === undefined) {
    throw new LineRejection('invalid-price-unit', `Ungültige Preiseinheit „${value}“ (erlaubt: 0 bis 3)`);
  }
  return unit;
}

const PRICE_UNIT_AMOUNTS: Record<string, PriceUnit> = {
  '': 1,
  '0': 1,
  '1': 1,
  '10': 10,
  '100': 100,
  '1000': 1000,
};

/**
 * DATANORM 5 Preiseinheit: the amount itself. DATANORM 5 allows any amount, VenDoc articles only 1, 10, 100 and
 * 1000 (like DATANORM 4); other amounts are refused rather than converted, which would round the price.
 */
export function priceUnitAmount(field: string | undefined): PriceUnit {
  const value = text(field).replace(/^0+(?=\d)/, '');
  const unit = PRICE_UNIT_AMOUNTS[value];
  if (unit === undefined) {
    throw new LineRejection(
      'invalid-price-unit',
      `Preiseinheit „${value}“ wird nicht unterstützt (erlaubt: 1, 10, 100, 1000)`,
    );
  }
  return unit;
}

const DISCOUNT_TYPES: Record<string, { type: DiscountType; places: number }> = {
  '1': { type: 'percent', places: 2 },
  '2': { type: 'multiplier', places: 3 },
  '3': { type: 'surcharge', places: 2 },
};

/**
 * A discount from its Rabattkennzeichen and value. Null when the pair is blank or the value is zero (suppliers
 * fill unused slots with "1;0"); `required` refuses a blank pair instead (R lines exist only for their discount).
 */
export function discount(
  typeField: string | undefined,
  valueField: string | undefined,
  required = false,
): DatanormDiscount | null {
  const code = text(typeField);
  const rawValue = text(valueField);
  if (code === '' && rawValue === '' && !required) return null;
  const spec = DISCOUNT_TYPES[code];
  if (spec === undefined) {
    if (!required && code === '0') return null; // "0" = no discount in some files
    throw new LineRejection(
      'invalid-discount',
      `Ungültiges Rabattkennzeichen „${code}“ (erlaubt: 1 = Rabatt, 2 = Multiplikator, 3 = Teuerungszuschlag)`,
    );
  }
  const value = impliedDecimal(rawValue, spec.places, 'Rabatt');
  if (value === null) {
    if (required) throw new LineRejection('invalid-discount', 'Rabattwert fehlt');
    return null;
  }
  if (isZero(value) && !required) return null;
  return { type: spec.type, value };
}

function isoDate(year: number, month: number, day: number): string | null {
  if (month < 1 || month > 12 || day < 1) return null;
  const daysInMonth = new Date(Date.UTC(year, month, 0)).getUTCDate();
  if (day > daysInMonth) return null;
  return `${String(year).padStart(4, '0')}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

/** "310725" (DDMMYY, DATANORM 4 header) -> "2025-07-31"; years 70-99 are 19xx (DATANORM 4 dates from 1994). */
export function dateFromDdmmyy(value: string): string | null {
  const match = /^(\d\d)(\d\d)(\d\d)$/.exec(value.trim());
  if (match === null) return null;
  const yy = Number(match[3]);
  return isoDate(yy >= 70 ? 1900 + yy : 2000 + yy, Number(match[2]), Number(match[1]));
}

/** "01082025" (DDMMYYYY) -> "2025-08-01". */
export function dateFromDdmmyyyy(value: string): string | null {
  const match = /^(\d\d)(\d\d)(\d{4})$/.exec(value.trim());
  return match === null ? null : isoDate(Number(match[3]), Number(match[2]), Number(match[1]));
}

/** "20200406" (YYYYMMDD, DATANORM 5 header) -> "2020-04-06". */
export function dateFromYyyymmdd(value: string): string | null {
  const match = /^(\d{4})(\d\d)(\d\d)$/.exec(value.trim());
  return match === null ? null : isoDate(Number(match[1]), Number(match[2]), Number(match[3]));
}

/** An EAN as written, or null when blank or all zeros (placeholder in many files). */
export function ean(field: string | undefined): string | null {
  const value = text(field);
  return value === '' || /^0+$/.test(value) ? null : value;
}
