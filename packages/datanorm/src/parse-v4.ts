// DATANORM 4 lines (fields separated by ";", 0-based field indexes below). Layouts as published by suppliers and
// the open readers (halo/datanorm, datanorm-python), checked against the sample files.
import {
  action,
  articleNumber,
  discount,
  ean,
  impliedDecimal,
  LineRejection,
  optional,
  priceKind,
  priceUnitCode,
  requireFields,
  text,
} from './fields';
import type {
  DatanormArticle,
  DatanormArticleExtra,
  DatanormDiscount,
  DatanormDiscountGroup,
  DatanormPrice,
  DatanormRejected,
} from './records';
import { lineNumberField, type NumberedLine } from './text-lines';

/**
 * A (Hauptsatz 1): 1 action, 2 article number, 3 text flag, 4-5 short texts, 6 price kind, 7 price unit code,
 * 8 unit, 9 price (2 implied decimals), 10 discount group, 11 main product group, 12 long text key.
 */
export function parseArticleV4(fields: string[], line: number): DatanormArticle {
  requireFields(fields, 10);
  const articleAction = action(fields[1]);
  const number = articleNumber(fields[2]);
  // A deletion needs only the number; whatever else it carries must not keep it from being read.
  const lenient = articleAction === 'L';
  const kind = readOr(() => priceKind(fields[6]), 'list', lenient);
  const price = readOr(() => impliedDecimal(fields[9], 2), null, lenient);
  return {
    kind: 'article',
    action: articleAction,
    number,
    shortText1: text(fields[4]),
    shortText2: text(fields[5]),
    unit: text(fields[8]),
    priceUnit: readOr(() => priceUnitCode(fields[7]), 1, lenient),
    priceKind: kind,
    price: kind === 'onRequest' ? null : price,
    discountGroup: optional(fields[10]),
    productGroup: optional(fields[11]),
    textKey: optional(fields[12]),
    line,
  };
}

/** Reads a field, or falls back when `lenient` and the field is invalid. */
export function readOr<T>(read: () => T, fallback: T, lenient: boolean): T {
  if (!lenient) return read();
  try {
    return read();
  } catch (error) {
    if (error instanceof LineRejection) return fallback;
    throw error;
  }
}

/**
 * B (Hauptsatz 2): 2 article number, 3 matchcode, 4 alternative number, 5 catalog page, 6-8 raw material
 * surcharge (not taken over), 9 EAN, 10 image link, 11 product group, 12 cost type, 13 packaging quantity,
 * 14 reference issuer, 15 reference number.
 */
export function parseExtraV4(fields: string[], line: number): DatanormArticleExtra {
  requireFields(fields, 3);
  return {
    kind: 'articleExtra',
    number: articleNumber(fields[2]),
    matchcode: optional(fields[3]),
    alternativeNumber: optional(fields[4]),
    ean: ean(fields[9]),
    productSubgroup: optional(fields[11]),
    catalogPage: optional(fields[5]),
    packagingQuantity: packagingQuantity(fields[13]),
    manufacturer: null,
    manufacturerNumber: null,
    referenceIssuer: optional(fields[14]),
    referenceNumber: optional(fields[15]),
    line,
  };
}

/** A packaging quantity as an integer string; null when blank, zero or not a whole number. */
export function packagingQuantity(field: string | undefined): string | null {
  const value = text(field).replace(/^0+(?=\d)/, '');
  return /^\d+$/.test(value) && value !== '0' ? value : null;
}

/** A long text line: its key and one or two numbered lines. */
export interface TextLines {
  key: string;
  lines: NumberedLine[];
}

/** T (Langtextsatz): 2 text key, then two lines, each line number + marker + text: 4 / 6 and 7 / 9. */
export function parseTextV4(fields: string[]): TextLines {
  requireFields(fields, 7);
  const key = text(fields[2]);
  if (key === '') throw new LineRejection('missing-text-key', 'Textschlüssel fehlt');
  const lines: NumberedLine[] = [];
  for (const [numberAt, textAt] of [
    [4, 6],
    [7, 9],
  ] as const) {
    const content = fields[textAt] ?? '';
    const number = lineNumberField(fields[numberAt]);
    if (number === null && content.trim() === '') continue; // unused second half
    lines.push({ number, text: content });
  }
  return { key, lines };
}

/**
 * D (Dimensionstext), DATANORM 4 and 5: 2 article number, then per line 3 line number, 4 marker (F = free text,
 * T = insert text block, E = insert text block with values), 5 free/text, 6 text or block key; DATANORM 4 has a
 * second line at 7-10.
 */
export function parseDimension(fields: string[]): TextLines {
  requireFields(fields, 7);
  const key = articleNumber(fields[2]);
  const lines: NumberedLine[] = [];
  for (const base of [3, 7]) {
    const number = lineNumberField(fields[base]);
    const marker = text(fields[base + 1]).toUpperCase();
    const content = fields[base + 3] ?? '';
    const alternative = fields[base + 2] ?? '';
    if (number === null && marker === '' && content.trim() === '' && alternative.trim() === '') continue;
    if (marker === 'T') {
      const blockKey = text(content) || text(alternative);
      if (blockKey !== '') lines.push({ number, text: '', blockKey });
    } else {
      // DATANORM 5 puts free text in field 5, DATANORM 4 in field 6 (5 is an unused 8-character field there).
      lines.push({ number, text: content.trim() !== '' ? content : alternative });
    }
  }
  return { key, lines };
}

/**
 * P (Preisänderung): 1 action, then up to three blocks of nine fields from 2, 11, 20: article number, price kind,
 * price (2 implied decimals), and three pairs of discount type and value. Yields a price or a rejection per block,
 * so one bad article does not cost the other two.
 */
export function parsePricesV4(
  fields: string[],
  line: number,
  validFrom: string | null,
  raw: string,
): Array<DatanormPrice | DatanormRejected> {
  requireFields(fields, 5);
  const records: Array<DatanormPrice | DatanormRejected> = [];
  for (let base = 2; base < fields.length; base += 9) {
    const number = text(fields[base]);
    if (number === '') continue;
    try {
      const kind = priceKind(fields[base + 1]);
      const price = impliedDecimal(fields[base + 2], 2);
      if (price === null && kind !== 'onRequest') throw new LineRejection('invalid-price', 'Preis fehlt');
      const discounts: DatanormDiscount[] = [];
      for (let pair = base + 3; pair < base + 9; pair += 2) {
        const item = discount(fields[pair], fields[pair + 1]);
        if (item !== null) discounts.push(item);
      }
      records.push({
        kind: 'price',
        number,
        priceKind: kind,
        price: kind === 'onRequest' ? null : price,
        priceUnit: null,
        discountGroup: null,
        discounts,
        validFrom,
        line,
      });
    } catch (error) {
      if (!(error instanceof LineRejection)) throw error;
      records.push({
        kind: 'rejected',
        line,
        code: error.code,
        reason: `Preis für Artikel „${number}“: ${error.reason}`,
        raw,
      });
    }
  }
  return records;
}

/**
 * R (Rabattsatz): DATANORM 4 has an action at 1 and the group at 2; DATANORM 5 starts with the group at 1. Then
 * discount type, value and the group's description.
 */
export function parseDiscountGroup(fields: string[], line: number, version: 4 | 5): DatanormDiscountGroup {
  const base = version === 4 ? 2 : 1;
  requireFields(fields, base + 3);
  const group = text(fields[base]);
  if (group === '') throw new LineRejection('missing-group', 'Rabattgruppe fehlt');
  const value = discount(fields[base + 1], fields[base + 2], true);
  if (value === null) throw new LineRejection('invalid-discount', 'Rabatt fehlt');
  return {
    kind: 'discount',
    group,
    type: value.type,
    value: value.value,
    description: text(fields[base + 3]),
    line,
  };
}
