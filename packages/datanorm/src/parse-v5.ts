// DATANORM 5 lines (fields separated by ";", 0-based field indexes below). DATANORM 5 puts the B-line data of
// version 4 on the A line and gives one text line per T line. Layouts as in open DATANORM 5 readers, checked
// against the sample files.
import {
  action,
  articleNumber,
  discount,
  ean,
  impliedDecimal,
  LineRejection,
  optional,
  priceKind,
  priceUnitAmount,
  requireFields,
  text,
} from './fields';
import { packagingQuantity, readOr, type TextLines } from './parse-v4';
import type { DatanormArticle, DatanormArticleExtra, DatanormDiscount, DatanormPrice } from './records';
import { lineNumberField } from './text-lines';

/**
 * A: 1 action, 2 article number, 3-4 short texts, 5 unit, 6 price kind, 7 price unit (the amount), 8 price
 * (2 implied decimals), 9 discount group, 10 main product group, 11 product group, 12 matchcode, 13-14 alternative
 * number (issuer, number), 15-17 manufacturer (short name, number, type), 18 EAN, 19 image link, 20 minimum
 * packaging quantity, 21 catalog page, 22 text flag, 23 long text key, 24 cost type, 25 stock flag, 26-27 reference
 * (issuer, number), 28 VAT flag.
 */
export function parseArticleV5(
  fields: string[],
  line: number,
): { article: DatanormArticle; extra: DatanormArticleExtra | null } {
  requireFields(fields, 9);
  const articleAction = action(fields[1]);
  const number = articleNumber(fields[2]);
  const lenient = articleAction === 'L';
  const kind = readOr(() => priceKind(fields[6]), 'list', lenient);
  const price = readOr(() => impliedDecimal(fields[8], 2), null, lenient);
  const article: DatanormArticle = {
    kind: 'article',
    action: articleAction,
    number,
    shortText1: text(fields[3]),
    shortText2: text(fields[4]),
    unit: text(fields[5]),
    priceUnit: readOr(() => priceUnitAmount(fields[7]), 1, lenient),
    priceKind: kind,
    price: kind === 'onRequest' ? null : price,
    discountGroup: optional(fields[9]),
    productGroup: optional(fields[10]),
    textKey: optional(fields[23]),
    line,
  };
  const extra: DatanormArticleExtra = {
    kind: 'articleExtra',
    number,
    matchcode: optional(fields[12]),
    alternativeNumber: optional(fields[14]),
    ean: ean(fields[18]),
    productSubgroup: optional(fields[11]),
    catalogPage: optional(fields[21]),
    packagingQuantity: packagingQuantity(fields[20]),
    manufacturer: optional(fields[15]),
    manufacturerNumber: optional(fields[16]),
    referenceIssuer: optional(fields[26]),
    referenceNumber: optional(fields[27]),
    line,
  };
  const hasExtra = Object.entries(extra).some(
    ([name, value]) => name !== 'kind' && name !== 'number' && name !== 'line' && value !== null,
  );
  return { article, extra: hasExtra ? extra : null };
}

/** T: 2 text key, 3 text kind (0 free, 1 long text, 2 insertable block), 4 line number, 5 text. */
export function parseTextV5(fields: string[]): TextLines {
  requireFields(fields, 6);
  const key = text(fields[2]);
  if (key === '') throw new LineRejection('missing-text-key', 'Textschlüssel fehlt');
  return { key, lines: [{ number: lineNumberField(fields[4]), text: fields[5] ?? '' }] };
}

/**
 * P: 1 article number, 2 price kind, 3 price unit (the amount), 4 price (2 implied decimals), 5 discount group,
 * then up to three pairs of discount type and value from 6.
 */
export function parsePriceV5(fields: string[], line: number, validFrom: string | null): DatanormPrice {
  requireFields(fields, 5);
  const number = articleNumber(fields[1]);
  const kind = priceKind(fields[2]);
  const price = impliedDecimal(fields[4], 2);
  if (price === null && kind !== 'onRequest') throw new LineRejection('invalid-price', 'Preis fehlt');
  const discounts: DatanormDiscount[] = [];
  for (let pair = 6; pair < 12; pair += 2) {
    const item = discount(fields[pair], fields[pair + 1]);
    if (item !== null) discounts.push(item);
  }
  return {
    kind: 'price',
    number,
    priceKind: kind,
    price: kind === 'onRequest' ? null : price,
    priceUnit: priceUnitAmount(fields[3]),
    discountGroup: optional(fields[5]),
    discounts,
    validFrom,
    line,
  };
}
