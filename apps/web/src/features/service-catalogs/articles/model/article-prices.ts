import type { Article } from '@vendoc/contract/service-catalogs';
import { formatFigure, germanLength, withCurrency } from '../../../../lib/format/decimal-format';
import {
  readGermanDecimal,
  type DecimalReading,
  type DecimalRules,
} from '../../../../lib/format/german-input';

/** Article prices as the contract takes them: at most 4 decimals (DATANORM's) and 10 digits before the comma. */
export const PRICE_SCALE = 4;
export const PRICE_INTEGER_DIGITS = 10;

/** Article prices as the contract takes them: never negative. */
const PRICE_RULES: DecimalRules = { scale: PRICE_SCALE, integerDigits: PRICE_INTEGER_DIGITS, signed: false };

/**
 * A price as a German user types it ("12,345", "1.234,5", "12,50 €") turned into the API's decimal string
 * ("12.345"); empty text clears the price (null).
 */
export function parsePriceInput(text: string): DecimalReading {
  return readGermanDecimal(text.trim().replace(/€$/, ''), PRICE_RULES);
}

/** A price for the table and the history: "1.234,56 €", "0,045 €"; '' for none. */
export function formatPrice(value: string | null): string {
  return withCurrency(toPriceInput(value));
}

/**
 * A price for a right-aligned table column (the header says it is in euros): the decimals it leaves out are figure
 * spaces, so the commas of "4,22" and "3,9668" stand under each other (with tabular digits).
 */
export function formatPriceAligned(value: string | null): string {
  if (value === null) return '';
  const text = toPriceInput(value);
  const places = text.length - text.indexOf(',') - 1;
  return `${text}${'\u2007'.repeat(PRICE_SCALE - places)}`;
}

/** A price as the text an input starts with: German, 2 to 4 decimals, no currency ("1.234,50"). */
export function toPriceInput(value: string | null): string {
  return formatFigure(value, { min: 2, max: PRICE_SCALE });
}

/**
 * Whether the article's EK, as shown and calculated with, is its bare list price: it has no purchase price and no
 * discount is known for it. The UI flags such a price „Listenpreis“ wherever it shows the EK.
 */
export function listPriceOnly(article: Pick<Article, 'costPriceBasis'>): boolean {
  return article.costPriceBasis === 'listPrice';
}

/**
 * The longest EK (the cost price the EK column shows) and list price of the articles as the table shows them
 * (with 4 places), in characters.
 */
export function longestPrices(articles: readonly Pick<Article, 'costPrice' | 'listPrice'>[]) {
  let purchasePrice = 0;
  let listPrice = 0;
  for (const article of articles) {
    if (article.costPrice !== null) {
      purchasePrice = Math.max(purchasePrice, germanLength(article.costPrice, PRICE_SCALE));
    }
    if (article.listPrice !== null)
      listPrice = Math.max(listPrice, germanLength(article.listPrice, PRICE_SCALE));
  }
  return { purchasePrice, listPrice };
}
