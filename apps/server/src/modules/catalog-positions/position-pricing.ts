/**
 * Prices of catalog positions from the current article prices and wage rates, with @vendoc/calculation (never
 * arithmetic of its own).
 *
 * `catalog_positions.calculated_price` caches the unit price of the position's BASE calculation (no variant
 * options chosen: the sheet the position management shows), `calculation_complete` whether every component of
 * it found its article, wage rate and price. A position without any component has no calculated price (null):
 * 0.00 would read as "free" on an offer. The cache is written whenever a position is saved and, through
 * recalculatePositions, in the same transaction as every change of an article price or a wage rate.
 *
 * A recalculation does not move the position's `version` or `updated_at`: the cache is derived data, not an
 * edit. A client that loaded the position before still saves successfully, and its PATCH recomputes the cache
 * from the then current prices anyway, so no change can be lost by it.
 */

import { sql, type SQL } from 'drizzle-orm';
import { calculate } from '@vendoc/calculation/calculate';
import { priceWithOptions } from '@vendoc/calculation/price-with-options';
import { articleIds as articleIdsOf } from '@vendoc/calculation/article-usage';
import { resolveSelection } from '@vendoc/calculation/selection';
import type {
  ArticlePrice,
  Calculation,
  CalculationComponent,
  PriceInputs,
  Variants,
  WageRatePrice,
} from '@vendoc/calculation/types';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { articleCostSql } from '../service-catalogs/service-catalogs.service';
import { positionUnitPrice, pricedParts } from './position-unit-price';

/** Which positions to recalculate; given filters are combined with OR (ids) and AND (catalog). */
export interface RecalculationScope {
  /** Positions using one of these articles (in their calculation or in a variant option's components). */
  articleIds?: readonly string[];
  /** Positions using one of these wage rates (in their calculation or in a variant option's components). */
  wageRateIds?: readonly string[];
  /** Only positions of this catalog; alone (without ids): every position of the catalog. */
  catalogId?: string;
}

/** The cached price columns of a position as computed from its calculation. */
export interface CachedPrice {
  calculatedPrice: string | null;
  calculationComplete: boolean;
}

/** Positions are loaded and rewritten in chunks so a DATANORM import touching every position stays flat. */
const CHUNK = 1000;

/**
 * Recomputes `calculated_price` and `calculation_complete` of the company's positions in `scope` and writes the
 * rows whose values changed. Returns how many positions changed. Run it in the transaction that changed the
 * prices (it reads them through `tx`). An explicitly empty id list selects nothing.
 */
export async function recalculatePositions(
  tx: Database,
  companyId: string,
  scope: RecalculationScope,
): Promise<number> {
  const ids = await affectedPositionIds(tx, companyId, scope);
  if (ids.length === 0) return 0;
  const wageRates = await loadWageRates(tx, companyId);
  // Positions share articles: each article's price is loaded once for all chunks.
  const articles = new Map<string, Map<string, ArticlePrice>>();
  const loaded = new Set<string>();
  let changed = 0;
  for (let start = 0; start < ids.length; start += CHUNK) {
    const rows = await loadPricingRows(tx, companyId, ids.slice(start, start + CHUNK));
    const missing = articleReferences(rows).filter((reference) => {
      const key = `${reference.catalogId}/${reference.articleId}`;
      if (loaded.has(key)) return false;
      loaded.add(key);
      return true;
    });
    for (const [catalogId, prices] of await loadArticlePrices(tx, companyId, missing)) {
      const known = articles.get(catalogId) ?? new Map<string, ArticlePrice>();
      for (const [articleId, price] of prices) known.set(articleId, price);
      articles.set(catalogId, known);
    }
    const updates = rows.map((row) => ({
      id: row.id,
      ...cachedPrice(row.calculation, { articles: articles.get(row.catalogId) ?? new Map(), wageRates }),
    }));
    changed += await writeCachedPrices(tx, updates);
  }
  return changed;
}

/**
 * The unit price of an accepted match: the position priced with the chosen variant options (defaults fill the
 * other groups) and its price override, from the current prices (positionUnitPrice). `unitPrice` is null, with a
 * German `problem`, when the position does not exist (in this company), the options cannot be combined, or the
 * price would be wrong or missing (a component without its price, or neither calculation nor override).
 */
export async function priceForMatch(
  tx: Database,
  companyId: string,
  positionId: string,
  optionIds: readonly string[],
): Promise<{ unitPrice: string | null; problem?: string }> {
  const [row] = await loadPricingRows(tx, companyId, [positionId]);
  if (row === undefined) return { unitPrice: null, problem: 'Die Katalogposition gibt es nicht mehr' };
  const resolved = resolveSelection(row.variants, optionIds);
  if (!resolved.ok) {
    return {
      unitPrice: null,
      problem: `Position ${row.number}: ${resolved.errors.map((error) => error.message).join('; ')}`,
    };
  }
  const inputs = await priceInputsFor(tx, companyId, row.catalogId, row.calculation, row.variants);
  const priced = priceWithOptions(row.calculation, row.variants, optionIds, inputs, row.priceOverride);
  const { unitPrice, problem } = positionUnitPrice(pricedParts(row.number, priced));
  return problem === null ? { unitPrice } : { unitPrice, problem };
}

/** The cache columns for a calculation with these prices (see the module comment). */
export function cachedPrice(calculation: Calculation, inputs: PriceInputs): CachedPrice {
  if (calculation.components.length === 0) return { calculatedPrice: null, calculationComplete: true };
  const sheet = calculate(calculation, inputs);
  return { calculatedPrice: sheet.unitPrice, calculationComplete: sheet.complete };
}

/**
 * The prices a position's calculation and variant options refer to: the articles of the position's catalog
 * (an id of another catalog or company is simply not found, so its line shows as missing) and the company's
 * wage rates.
 */
export async function priceInputsFor(
  tx: Database,
  companyId: string,
  catalogId: string,
  calculation: Calculation,
  variants: Variants,
): Promise<PriceInputs> {
  const ids = articleIdsOf(calculation, variants);
  const [articles, wageRates] = await Promise.all([
    loadArticlePrices(
      tx,
      companyId,
      ids.map((articleId) => ({ catalogId, articleId })),
    ),
    loadWageRates(tx, companyId),
  ]);
  return { articles: articles.get(catalogId) ?? new Map(), wageRates };
}

// ---------------------------------------------------------------------------------------------------------------
// SQL

/**
 * Ids of the positions in scope, in id order. The ids the positions' documents contain (calculation components
 * and variant options' replacement components) are looked up in the given ids as hashed sets: a DATANORM import
 * may pass 100,000 changed articles, so a containment test per id and position would not scale.
 */
async function affectedPositionIds(
  tx: Database,
  companyId: string,
  scope: RecalculationScope,
): Promise<string[]> {
  const catalogFilter = scope.catalogId === undefined ? sql`` : sql`and p.catalog_id = ${scope.catalogId}`;
  if (scope.articleIds === undefined && scope.wageRateIds === undefined) {
    const result = await tx.execute(sql`
      select p.id from catalog_positions p where p.company_id = ${companyId} ${catalogFilter} order by p.id`);
    return rowsOf<{ id: string }>(result).map((row) => row.id);
  }
  const articleIds = scope.articleIds ?? [];
  const wageRateIds = scope.wageRateIds ?? [];
  if (articleIds.length === 0 && wageRateIds.length === 0) return [];
  if (articleIds.length + wageRateIds.length <= CONTAINMENT_LIMIT) {
    return containingPositionIds(tx, companyId, catalogFilter, articleIds, wageRateIds);
  }
  // Two uncorrelated IN lists: the planner hashes each (an OR of equality joins would loop over every pair).
  const result = await tx.execute(sql`
    with used as (
      select p.id, c.value as component
        from catalog_positions p
        cross join lateral jsonb_array_elements(p.calculation->'components') as c
        where p.company_id = ${companyId} ${catalogFilter}
      union all
      select p.id, c.value
        from catalog_positions p
        cross join lateral jsonb_path_query(p.variants,
          '$.groups[*].options[*].effect.components[*]') as c(value)
        where p.company_id = ${companyId} ${catalogFilter}
    )
    select distinct used.id from used
      where used.component->>'articleId' in
          (select value from jsonb_array_elements_text(${JSON.stringify(articleIds)}::jsonb))
        or used.component->>'wageRateId' in
          (select value from jsonb_array_elements_text(${JSON.stringify(wageRateIds)}::jsonb))
      order by used.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/** Up to this many ids, containment tests (which a GIN index on the documents could serve) beat expansion. */
const CONTAINMENT_LIMIT = 4;

/**
 * Ids of the positions whose calculation or variant options contain one of the few given ids: one jsonb
 * containment test per id and document, without expanding every position's components.
 */
async function containingPositionIds(
  tx: Database,
  companyId: string,
  catalogFilter: SQL,
  articleIds: readonly string[],
  wageRateIds: readonly string[],
): Promise<string[]> {
  const components = [
    ...articleIds.map((articleId) => ({ articleId })),
    ...wageRateIds.map((wageRateId) => ({ wageRateId })),
  ];
  const tests = components.flatMap((component) => {
    const inCalculation = JSON.stringify({ components: [component] });
    const inVariants = JSON.stringify({ groups: [{ options: [{ effect: { components: [component] } }] }] });
    return [sql`p.calculation @> ${inCalculation}::jsonb`, sql`p.variants @> ${inVariants}::jsonb`];
  });
  const result = await tx.execute(sql`
    select p.id from catalog_positions p
      where p.company_id = ${companyId} ${catalogFilter} and (${sql.join(tests, sql` or `)})
      order by p.id`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

interface PricingRow {
  id: string;
  catalogId: string;
  number: string;
  calculation: Calculation;
  variants: Variants;
  priceOverride: string | null;
}

async function loadPricingRows(
  tx: Database,
  companyId: string,
  ids: readonly string[],
): Promise<PricingRow[]> {
  const result = await tx.execute(sql`
    select p.id, p.catalog_id, p.number, p.calculation, p.variants, p.price_override::text as price_override
      from catalog_positions p
      where p.company_id = ${companyId}
        and p.id in (select value::uuid from jsonb_array_elements_text(${JSON.stringify(ids)}::jsonb))`);
  return rowsOf<{
    id: string;
    catalog_id: string;
    number: string;
    calculation: Calculation;
    variants: Variants;
    price_override: string | null;
  }>(result).map((row) => ({
    id: row.id,
    catalogId: row.catalog_id,
    number: row.number,
    calculation: row.calculation,
    variants: row.variants,
    priceOverride: row.price_override,
  }));
}

/** (catalog, article) pairs the positions refer to, including variant options' components. */
function articleReferences(rows: readonly PricingRow[]): { catalogId: string; articleId: string }[] {
  return rows.flatMap((row) =>
    articleIdsOf(row.calculation, row.variants).map((articleId) => ({ catalogId: row.catalogId, articleId })),
  );
}

/**
 * Current prices of the articles, per catalog: an article only prices positions of its own catalog. An article is
 * priced with its cost price (the EK, else the list price less its discount group's discount, else the list price:
 * service-catalogs/article-cost.ts), as the article list shows it. Ids that are not uuids cannot be articles and
 * are left out (the calculation shows them as missing).
 */
async function loadArticlePrices(
  tx: Database,
  companyId: string,
  references: readonly { catalogId: string; articleId: string }[],
): Promise<Map<string, Map<string, ArticlePrice>>> {
  const byCatalog = new Map<string, Map<string, ArticlePrice>>();
  const wanted = references.filter((reference) => UUID.test(reference.articleId));
  if (wanted.length === 0) return byCatalog;
  const pairs = JSON.stringify(wanted.map((w) => ({ c: w.catalogId, a: w.articleId })));
  const result = await tx.execute(sql`
    select a.id, a.catalog_id, a.short_text, a.unit, a.price_unit, ${ARTICLE_COST.price} as purchase_price
      from articles a
      join (select distinct (r->>'c')::uuid as catalog_id, (r->>'a')::uuid as article_id
              from jsonb_array_elements(${pairs}::jsonb) as r
           ) as w on w.article_id = a.id and w.catalog_id = a.catalog_id
      where a.company_id = ${companyId}`);
  for (const row of rowsOf<{
    id: string;
    catalog_id: string;
    short_text: string;
    unit: string;
    price_unit: number;
    purchase_price: string | null;
  }>(result)) {
    let articles = byCatalog.get(row.catalog_id);
    if (articles === undefined) byCatalog.set(row.catalog_id, (articles = new Map()));
    articles.set(row.id, {
      purchasePrice: row.purchase_price,
      priceUnit: String(row.price_unit),
      label: row.short_text,
      unit: row.unit,
    });
  }
  return byCatalog;
}

/** The company's wage rates (a handful). */
export async function loadWageRates(tx: Database, companyId: string): Promise<Map<string, WageRatePrice>> {
  const result = await tx.execute(sql`
    select w.id, w.name, w.hourly_rate::text as hourly_rate from wage_rates w where w.company_id = ${companyId}`);
  return new Map(
    rowsOf<{ id: string; name: string; hourly_rate: string }>(result).map((row) => [
      row.id,
      { hourlyRate: row.hourly_rate, label: row.name },
    ]),
  );
}

/** Writes the cache of the rows whose values differ (compared as numbers: 12.5 equals 12.50). */
async function writeCachedPrices(
  tx: Database,
  updates: readonly ({ id: string } & CachedPrice)[],
): Promise<number> {
  if (updates.length === 0) return 0;
  const values = JSON.stringify(
    updates.map((update) => ({
      id: update.id,
      price: update.calculatedPrice,
      complete: update.calculationComplete,
    })),
  );
  const result = await tx.execute(sql`
    update catalog_positions p set calculated_price = v.price, calculation_complete = v.complete
      from jsonb_to_recordset(${values}::jsonb) as v(id uuid, price numeric, complete boolean)
      where p.id = v.id
        and (p.calculated_price is distinct from v.price or p.calculation_complete is distinct from v.complete)
      returning p.id`);
  return rowsOf<{ id: string }>(result).length;
}

const ARTICLE_COST = articleCostSql({
  catalogId: sql`a.catalog_id`,
  purchasePrice: sql`a.purchase_price`,
  listPrice: sql`a.list_price`,
  discountGroup: sql`a.discount_group`,
});

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Every component a position may price with: the calculation's and those of variant options. */
export function allComponents(calculation: Calculation, variants: Variants): CalculationComponent[] {
  return [
    ...calculation.components,
    ...variants.groups.flatMap((group) =>
      group.options.flatMap((option) =>
        option.effect.kind === 'replaceComponents' ? option.effect.components : [],
      ),
    ),
  ];
}
