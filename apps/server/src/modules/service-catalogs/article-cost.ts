import { sql, type AnyColumn, type SQL } from 'drizzle-orm';
import type { CostPriceBasis } from '@vendoc/contract/service-catalogs';
import { toCanonical } from '@vendoc/money/decimal';

/**
 * The price an article is calculated with (its cost price, per price unit), in ONE place: the article list and
 * detail show it, position pricing calculates with it (see docs/decisions/0036-purchase-prices.md).
 *
 * 1. The purchase price (EK, Nettopreis) when the article has one: typed in, a DATANORM net price, or a list
 *    price the import already discounted.
 * 2. Else the list price less the discount of the article's discount group (the catalog's Rabattgruppen, from
 *    DATANORM R records), rounded to 4 places as the import rounds it.
 * 3. Else the list price itself, flagged `listPrice` ("Listenpreis" in the UI): the material is then costed too
 *    high rather than at 0,00 €.
 * A list price of 0 is no price (DATANORM files write 0 for "none"); without any price the cost is null and the
 * calculation names the line as missing its price.
 */
/** The article's columns the cost price is read from, as SQL (e.g. `a.purchase_price` of an alias). */
export interface ArticleCostColumns {
  catalogId: SQL | AnyColumn;
  purchasePrice: SQL | AnyColumn;
  listPrice: SQL | AnyColumn;
  discountGroup: SQL | AnyColumn;
}

/**
 * The SQL of the cost price for an article row (see the module comment): `amount` as numeric (to sort by), `price`
 * as text (to read), `basis` where it comes from.
 */
export function articleCostSql(columns: ArticleCostColumns): {
  amount: SQL<string | null>;
  price: SQL<string | null>;
  basis: SQL<CostPriceBasis | null>;
} {
  const percent = sql`(select g.percent from article_discount_groups g
    where g.catalog_id = ${columns.catalogId} and g.discount_group = ${columns.discountGroup})`;
  const list = sql`nullif(${columns.listPrice}, 0)`;
  const amount = sql<
    string | null
  >`(case when ${columns.purchasePrice} is not null then ${columns.purchasePrice}
      else coalesce(round(${list} * (1 - ${percent} / 100), 4), ${list}) end)`;
  return {
    amount,
    price: sql<string | null>`${amount}::text`,
    basis: sql<CostPriceBasis | null>`case when ${columns.purchasePrice} is not null then 'purchasePrice'
      when ${list} is null then null
      when ${percent} is not null then 'discountGroup'
      else 'listPrice' end`,
  };
}

/** A cost price as the API gives it: canonical, at least 2 places ("1081.10", "648.6625"). */
export function costPriceText(value: string | null): string | null {
  return value === null ? null : toCanonical(value, 2);
}
