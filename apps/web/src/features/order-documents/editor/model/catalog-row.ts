import type { CatalogPositionDetail, PositionQuote } from '@vendoc/contract/service-catalogs';
import { decimal, toCanonical } from '@vendoc/money/decimal';
import type { DocumentRow } from '@vendoc/order-documents/document';
import { blocksToPlainText } from '../../../../lib/format/plain-text';
import { insertRow } from './draft-fields';

/** What the catalog picker hands over: the position, its quote for the chosen options and the quantity. */
export interface CatalogPick {
  position: CatalogPositionDetail;
  quote: PositionQuote;
  quantity: string;
}

const LONG_TEXT_LIMIT = 64_000;
const OZ_STEP = 10n;

/**
 * The OZ for a position inserted after row `after`: the catalog's number while the document does not use it yet,
 * else the next free number in steps of 10 after the position before it ("01.0020" → "01.0030"), or after the
 * catalog's number when no position stands before it. '' when neither ends in digits.
 */
export function nextFreeOz(rows: readonly DocumentRow[], after: number, wanted: string): string {
  const taken = new Set(rows.map((row) => row.oz.trim()).filter((oz) => oz !== ''));
  const own = wanted.trim();
  if (own !== '' && !taken.has(own)) return own;
  const before = rows
    .slice(0, after + 1)
    .reverse()
    .find((row) => row.type === 'position' && /\d$/.test(row.oz.trim()));
  const match = /^(.*?)(\d+)$/.exec(before?.oz.trim() ?? own);
  if (!match) return '';
  const [, head = '', digits = ''] = match;
  let value = (BigInt(digits) / OZ_STEP) * OZ_STEP;
  for (;;) {
    value += OZ_STEP;
    const oz = `${head}${value.toString().padStart(digits.length, '0')}`;
    if (!taken.has(oz)) return oz;
  }
}

/** The quote's unit price; null for a position with neither calculation nor fixed price (0,00 € would read as free). */
export function quotedUnitPrice(quote: PositionQuote): string | null {
  return !quote.overridden && quote.sheet.lines.length === 0 ? null : quote.unitPrice;
}

/** The calculated labour (cost and markup) per unit, for §35a; null for a fixed price or none. */
export function labourShare(quote: PositionQuote): string | null {
  if (quote.overridden) return null;
  const labour = quote.sheet.costTypes.find((each) => each.costType === 'labour');
  if (!labour || decimal(labour.total).isZero()) return null;
  return toCanonical(decimal(labour.total).toDecimalPlaces(3));
}

/**
 * The row's long text: the catalog's long text, then what was chosen per variant group ("Farbe: Anthrazit")
 * and the chosen options' text additions, so the PDF states the variant.
 */
export function catalogLongText(position: CatalogPositionDetail, quote: PositionQuote): string {
  const chosen = new Set(quote.selectedOptionIds);
  const choices = position.variants.groups.flatMap((group) =>
    group.options.filter((option) => chosen.has(option.id)).map((option) => `${group.name}: ${option.name}`),
  );
  const said = new Set(choices.map((choice) => choice.toLocaleLowerCase('de')));
  const additions = quote.textAdditions.filter((text) => !said.has(text.trim().toLocaleLowerCase('de')));
  const parts = [blocksToPlainText(position.longText), [...choices, ...additions].join('\n')];
  return parts
    .filter((part) => part.trim() !== '')
    .join('\n\n')
    .slice(0, LONG_TEXT_LIMIT);
}

/**
 * `rows` with the picked catalog position inserted after row `after` (-1: at the top; the depth follows the row
 * before it). `priced`: with the quote's unit price and labour share (delivery notes take neither).
 */
export function insertCatalogRow(
  rows: readonly DocumentRow[],
  after: number,
  pick: CatalogPick,
  priced: boolean,
): DocumentRow[] {
  const next = insertRow(rows, after, 'position');
  const blank = next[after + 1];
  if (!blank) return next;
  next[after + 1] = {
    ...blank,
    oz: nextFreeOz(rows, after, pick.position.number),
    shortText: pick.position.shortText,
    longText: catalogLongText(pick.position, pick.quote),
    unit: pick.position.unit,
    quantity: pick.quantity,
    unitPrice: priced ? quotedUnitPrice(pick.quote) : null,
    labourUnitPrice: priced ? labourShare(pick.quote) : null,
    catalogPositionId: pick.position.id,
  };
  return next;
}
