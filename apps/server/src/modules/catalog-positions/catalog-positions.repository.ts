import { and, asc, count, eq, inArray, ne, sql, type SQL } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { nextSeq } from './catalog-categories.repository';
import { articles, catalogPositions, wageRates } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

// ---------------------------------------------------------------------------------------------------------------
// Positions

export type PositionSortField = 'number' | 'shortText' | 'updatedAt';
export const POSITION_SORT_FIELDS: readonly PositionSortField[] = ['number', 'shortText', 'updatedAt'];
export const positionSortKeyCount = 2;

/**
 * Natural order of position numbers: every digit run left-padded to 30 (the longest number), so "1.9" sorts
 * before "1.10" and "01.0010" before "01.0020" whatever the widths.
 */
const naturalNumber = sql`(select string_agg(case when t.m[1] ~ '^[0-9]' then lpad(t.m[1], 30, '0')
  else lower(t.m[1]) end, '' order by t.o)
  from regexp_matches("catalog_positions"."number", '[0-9]+|[^0-9]+', 'g') with ordinality as t(m, o))`;

/** The sort key expressions of the list, over the table's columns. */
const SORT_EXPRESSIONS: Record<PositionSortField, { expression: SQL; type: SortKey['type'] }> = {
  number: { expression: sql`coalesce(${naturalNumber}, '')`, type: 'text' },
  shortText: { expression: sql`lower(${catalogPositions.shortText})`, type: 'text' },
  updatedAt: { expression: sql`${catalogPositions.updatedAt}`, type: 'timestamptz' },
};

/** The keys as columns of the `keyed` derived table (see listPositions). */
function sortKeys({ field, descending }: SortChoice<PositionSortField>): SortKey[] {
  return [
    { expression: sql.raw('keyed.sort_key'), type: SORT_EXPRESSIONS[field].type, descending },
    { expression: sql.raw('keyed.id'), type: 'uuid', descending },
  ];
}

const listColumns = {
  id: catalogPositions.id,
  catalogId: catalogPositions.catalogId,
  categoryId: catalogPositions.categoryId,
  number: catalogPositions.number,
  shortText: catalogPositions.shortText,
  unit: catalogPositions.unit,
  stlbCode: catalogPositions.stlbCode,
  calculatedPrice: sql<string | null>`${catalogPositions.calculatedPrice}::text`,
  priceOverride: sql<string | null>`${catalogPositions.priceOverride}::text`,
  calculationComplete: catalogPositions.calculationComplete,
  variantGroups: sql<number>`jsonb_array_length(coalesce(${catalogPositions.variants}->'groups', '[]'::jsonb))`,
  version: catalogPositions.version,
  updatedAt: catalogPositions.updatedAt,
};

export interface PositionListFilter {
  catalogId: string;
  /** Normalised search terms over the match text (short and long text) ... */
  textTerms: string[];
  /** ... or the raw terms over the number. */
  rawTerms: string[];
  categoryId?: string | undefined;
}

/** Each term occurs in the number or in the normalised texts (the trigram index of match_text serves ILIKE). */
function filterCondition(filter: PositionListFilter): SQL | undefined {
  const terms = filter.rawTerms.map((raw, index) => {
    const text = filter.textTerms[index] ?? '';
    const inNumber = sql`strpos(lower(${catalogPositions.number}), lower(${raw})) > 0`;
    if (text === '') return inNumber;
    return sql`(${inNumber} or ${catalogPositions.matchText} like ${`%${escapeLike(text)}%`})`;
  });
  return and(
    eq(catalogPositions.catalogId, filter.catalogId),
    filter.categoryId === undefined ? undefined : eq(catalogPositions.categoryId, filter.categoryId),
    ...terms,
  );
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * Up to `limit` positions after the cursor values, in the sort's order, each with its cursor values. The sort
 * key is computed once per row in a derived table ("offset 0" keeps the planner from inlining it into the
 * keyset condition and the ordering, which would compute the natural number key four times per row); the
 * page's rows are read afterwards by id.
 */
export async function listPositions(
  db: Database,
  filter: PositionListFilter,
  sort: SortChoice<PositionSortField>,
  after: string[] | null,
  limit: number,
) {
  const keys = sortKeys(sort);
  const page = rowsOf<{ id: string; cursor_values: string }>(
    await db.execute(sql`
      select keyed.id, ${keysetValues(keys)} as cursor_values
        from (select ${catalogPositions.id} as id, ${SORT_EXPRESSIONS[sort.field].expression} as sort_key
                from ${catalogPositions} where ${filterCondition(filter)} offset 0) as keyed
        ${after === null ? sql`` : sql`where ${keysetAfter(keys, after)}`}
        order by ${sql.join(keysetOrderBy(keys), sql`, `)}
        limit ${limit}`),
  );
  if (page.length === 0) return [];
  const rows = await db
    .select(listColumns)
    .from(catalogPositions)
    .where(
      inArray(
        catalogPositions.id,
        page.map((entry) => entry.id),
      ),
    );
  const byId = new Map(rows.map((row) => [row.id, row]));
  return page.flatMap((entry) => {
    const row = byId.get(entry.id);
    return row === undefined ? [] : [{ ...row, cursorValues: entry.cursor_values }];
  });
}
export type PositionListRow = Omit<Awaited<ReturnType<typeof listPositions>>[number], 'cursorValues'>;

export async function countPositions(db: Database, filter: PositionListFilter): Promise<number> {
  const rows = await db.select({ total: count() }).from(catalogPositions).where(filterCondition(filter));
  return rows[0]?.total ?? 0;
}

const detailColumns = {
  ...listColumns,
  longText: catalogPositions.longText,
  calculation: catalogPositions.calculation,
  variants: catalogPositions.variants,
  parameters: catalogPositions.parameters,
  parameterFormulas: catalogPositions.parameterFormulas,
};

/** One position of the catalog with its documents. */
export async function findPosition(db: Database, catalogId: string, id: string) {
  const rows = await db
    .select(detailColumns)
    .from(catalogPositions)
    .where(and(eq(catalogPositions.id, id), eq(catalogPositions.catalogId, catalogId)))
    .limit(1);
  return rows[0] ?? null;
}
export type PositionDetailRow = NonNullable<Awaited<ReturnType<typeof findPosition>>>;

/** Whether another position of the catalog has this number. */
export async function numberTaken(
  tx: Database,
  catalogId: string,
  number: string,
  exceptId: string | null,
): Promise<boolean> {
  const rows = await tx
    .select({ id: catalogPositions.id })
    .from(catalogPositions)
    .where(
      and(
        eq(catalogPositions.catalogId, catalogId),
        eq(catalogPositions.number, number),
        exceptId === null ? undefined : ne(catalogPositions.id, exceptId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** The catalog's position numbers that start with `prefix` (all when it is ''). */
export async function numbersUnder(tx: Database, catalogId: string, prefix: string): Promise<string[]> {
  const rows = await tx
    .select({ number: catalogPositions.number })
    .from(catalogPositions)
    .where(
      and(
        eq(catalogPositions.catalogId, catalogId),
        prefix === '' ? undefined : sql`starts_with(${catalogPositions.number}, ${`${prefix}.`})`,
      ),
    );
  return rows.map((row) => row.number);
}

/** Which of these numbers the catalog has already. */
export async function existingNumbers(
  tx: Database,
  catalogId: string,
  numbers: readonly string[],
): Promise<string[]> {
  if (numbers.length === 0) return [];
  const result = await tx.execute(sql`
    select p.number from catalog_positions p
      where p.catalog_id = ${catalogId}
        and p.number in (select value from jsonb_array_elements_text(${JSON.stringify(numbers)}::jsonb))
      order by p.number`);
  return rowsOf<{ number: string }>(result).map((row) => row.number);
}

/** What a position's row holds, as the service computed it. */
export interface PositionValues {
  categoryId: string | null;
  number: string;
  shortText: string;
  longText: unknown;
  longTextPlain: string;
  unit: string;
  stlbCode: string | null;
  calculation: unknown;
  variants: unknown;
  calculatedPrice: string | null;
  calculationComplete: boolean;
  priceOverride: string | null;
  matchText: string;
  /** Absent (a GAEB import): the column defaults, no parameters. */
  parameters?: unknown;
  parameterFormulas?: unknown;
}

export async function insertPosition(
  tx: Database,
  companyId: string,
  catalogId: string,
  values: PositionValues,
): Promise<string> {
  const seq = await nextSeq(tx, 'catalog_positions', catalogId);
  const [row] = await tx
    .insert(catalogPositions)
    .values({ companyId, catalogId, seq, ...values })
    .returning({ id: catalogPositions.id });
  return row!.id;
}

/** Replaces the position's values if `version` is current; false otherwise. */
export async function updatePosition(
  tx: Database,
  catalogId: string,
  id: string,
  version: number,
  values: PositionValues,
): Promise<boolean> {
  const rows = await tx
    .update(catalogPositions)
    .set({ ...values, version: sql`${catalogPositions.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(catalogPositions.id, id),
        eq(catalogPositions.catalogId, catalogId),
        eq(catalogPositions.version, version),
      ),
    )
    .returning({ id: catalogPositions.id });
  return rows.length > 0;
}

export async function deletePosition(tx: Database, catalogId: string, id: string): Promise<boolean> {
  const rows = await tx
    .delete(catalogPositions)
    .where(and(eq(catalogPositions.id, id), eq(catalogPositions.catalogId, catalogId)))
    .returning({ id: catalogPositions.id });
  return rows.length > 0;
}

/** Imported positions (one JSON parameter per chunk; calculation and variants are the empty documents). */
export async function insertPositions(
  tx: Database,
  companyId: string,
  catalogId: string,
  rows: readonly (PositionValues & { seqOffset: number })[],
): Promise<void> {
  if (rows.length === 0) return;
  const first = await nextSeq(tx, 'catalog_positions', catalogId);
  const CHUNK = 1000;
  for (let start = 0; start < rows.length; start += CHUNK) {
    const values = JSON.stringify(
      rows.slice(start, start + CHUNK).map((row) => ({
        category_id: row.categoryId,
        number: row.number,
        short_text: row.shortText,
        long_text: row.longText,
        long_text_plain: row.longTextPlain,
        unit: row.unit,
        stlb_code: row.stlbCode,
        calculation: row.calculation,
        variants: row.variants,
        calculated_price: row.calculatedPrice,
        calculation_complete: row.calculationComplete,
        price_override: row.priceOverride,
        match_text: row.matchText,
        seq: first + row.seqOffset,
      })),
    );
    await tx.execute(sql`
      insert into catalog_positions (company_id, catalog_id, category_id, number, short_text, long_text,
        long_text_plain, unit, stlb_code, calculation, variants, calculated_price, calculation_complete,
        price_override, match_text, seq)
      select ${companyId}, ${catalogId}, v.category_id, v.number, v.short_text, v.long_text, v.long_text_plain,
          v.unit, v.stlb_code, v.calculation, v.variants, v.calculated_price, v.calculation_complete,
          v.price_override, v.match_text, v.seq
        from jsonb_to_recordset(${values}::jsonb) as v(category_id uuid, number text, short_text text,
          long_text jsonb, long_text_plain text, unit text, stlb_code text, calculation jsonb, variants jsonb,
          calculated_price numeric, calculation_complete boolean, price_override numeric, match_text text,
          seq int)`);
  }
}

/** Every position of the catalog for the export, in natural number order. */
export function positionsForExport(db: Database, catalogId: string) {
  return db
    .select({
      id: catalogPositions.id,
      categoryId: catalogPositions.categoryId,
      number: catalogPositions.number,
      shortText: catalogPositions.shortText,
      longText: catalogPositions.longText,
      unit: catalogPositions.unit,
    })
    .from(catalogPositions)
    .where(eq(catalogPositions.catalogId, catalogId))
    .orderBy(sql`coalesce(${naturalNumber}, '')`, asc(catalogPositions.id));
}

// ---------------------------------------------------------------------------------------------------------------
// References of calculations

/** Which of these ids are articles of the catalog (of the company). */
export async function existingArticleIds(
  tx: Database,
  companyId: string,
  catalogId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: articles.id })
    .from(articles)
    .where(
      and(
        eq(articles.companyId, companyId),
        eq(articles.catalogId, catalogId),
        inArray(articles.id, [...ids]),
      ),
    );
  return new Set(rows.map((row) => row.id));
}

/** Which of these ids are wage rates of the company. */
export async function existingWageRateIds(
  tx: Database,
  companyId: string,
  ids: readonly string[],
): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await tx
    .select({ id: wageRates.id })
    .from(wageRates)
    .where(and(eq(wageRates.companyId, companyId), inArray(wageRates.id, [...ids])));
  return new Set(rows.map((row) => row.id));
}

/** Names of the open projects (not completed, not archived) whose BoQs accepted the position. */
export async function openProjectsAcceptingPosition(tx: Database, positionId: string): Promise<string[]> {
  const result = await tx.execute(sql`
    select distinct pr.name from boq_match_decisions d
      join boqs b on b.id = d.boq_id
      join projects pr on pr.id = b.project_id
      where d.position_id = ${positionId} and d.status = 'accepted'
        and pr.status not in ('completed', 'archived')
      order by pr.name`);
  return rowsOf<{ name: string }>(result).map((row) => row.name);
}

/** Numbers of the positions whose calculation or variant options use the wage rate (at most `limit`). */
export async function positionsUsingWageRate(
  tx: Database,
  companyId: string,
  wageRateId: string,
  limit: number,
): Promise<{ number: string; catalogName: string }[]> {
  const wanted = JSON.stringify([{ wageRateId }]);
  const result = await tx.execute(sql`
    select p.number, c.name as catalog_name from catalog_positions p
      join service_catalogs c on c.id = p.catalog_id
      where p.company_id = ${companyId}
        and (p.calculation->'components' @> ${wanted}::jsonb
          or jsonb_path_exists(p.variants, '$.groups[*].options[*].effect.components[*] ? (@.wageRateId == $id)',
            jsonb_build_object('id', ${wageRateId}::text)))
      order by c.name, p.number
      limit ${limit}`);
  return rowsOf<{ number: string; catalog_name: string }>(result).map((row) => ({
    number: row.number,
    catalogName: row.catalog_name,
  }));
}
