import { randomUUID } from 'node:crypto';
import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import { articleIdsIn, remapArticleIds } from './article-references';

/** Positions are copied in pages: their documents pass through the server to have their article ids remapped. */
const POSITION_PAGE = 500;

/**
 * Copies the content of catalog `sourceId` into the (new, empty) catalog `targetId` of the same company: articles
 * with their price history and the discount groups, the category tree with new ids, and the positions with their
 * categories and the articles of their calculations and variant options mapped to the copies. Run it in the
 * transaction that created the target.
 */
export async function copyCatalogContent(tx: Database, sourceId: string, targetId: string): Promise<void> {
  await copyArticles(tx, sourceId, targetId);
  const categoryIds = await copyCategories(tx, sourceId, targetId);
  await copyPositions(tx, sourceId, targetId, categoryIds);
}

// Articles are matched to their copies by number, which is unique within a catalog.
async function copyArticles(tx: Database, sourceId: string, targetId: string): Promise<void> {
  await tx.execute(sql`
    insert into articles (company_id, catalog_id, number, short_text, long_text, unit, price_unit, purchase_price,
        list_price, discount_group, product_group, supplier, manufacturer, ean, text_key)
      select company_id, ${targetId}, number, short_text, long_text, unit, price_unit, purchase_price,
          list_price, discount_group, product_group, supplier, manufacturer, ean, text_key
        from articles where catalog_id = ${sourceId}`);
  await tx.execute(sql`
    insert into article_prices (company_id, article_id, valid_from, purchase_price, list_price, source, created_at)
      select p.company_id, copy.id, p.valid_from, p.purchase_price, p.list_price, p.source, p.created_at
        from article_prices p
        join articles original on original.id = p.article_id
        join articles copy on copy.catalog_id = ${targetId} and copy.number = original.number
        where original.catalog_id = ${sourceId}`);
  await tx.execute(sql`
    insert into article_discount_groups (company_id, catalog_id, discount_group, percent, description)
      select company_id, ${targetId}, discount_group, percent, description
        from article_discount_groups where catalog_id = ${sourceId}`);
}

/** Copies the category tree in one statement (the parent key is checked at its end); old id -> new id. */
async function copyCategories(
  tx: Database,
  sourceId: string,
  targetId: string,
): Promise<Map<string, string>> {
  const result = await tx.execute(sql`
    select id, parent_id, number, name, seq from catalog_categories where catalog_id = ${sourceId}`);
  const rows = rowsOf<{ id: string; parent_id: string | null; number: string; name: string; seq: number }>(
    result,
  );
  const ids = new Map(rows.map((row) => [row.id, randomUUID()]));
  if (rows.length === 0) return ids;
  const copies = rows.map((row) => ({
    id: ids.get(row.id),
    parent_id: row.parent_id == null ? null : (ids.get(row.parent_id) ?? null),
    number: row.number,
    name: row.name,
    seq: row.seq,
  }));
  await tx.execute(sql`
    insert into catalog_categories (id, company_id, catalog_id, parent_id, number, name, seq)
      select v.id, c.company_id, c.id, v.parent_id, v.number, v.name, v.seq
        from jsonb_to_recordset(${JSON.stringify(copies)}::jsonb)
          as v(id uuid, parent_id uuid, number text, name text, seq int)
        cross join service_catalogs c
        where c.id = ${targetId}`);
  return ids;
}

interface PositionRow {
  id: string;
  category_id: string | null;
  calculation: unknown;
  variants: unknown;
}

async function copyPositions(
  tx: Database,
  sourceId: string,
  targetId: string,
  categoryIds: ReadonlyMap<string, string>,
): Promise<void> {
  let after = '00000000-0000-0000-0000-000000000000';
  for (;;) {
    const page = rowsOf<PositionRow>(
      await tx.execute(sql`
        select id, category_id, calculation, variants from catalog_positions
          where catalog_id = ${sourceId} and id > ${after} order by id limit ${POSITION_PAGE}`),
    );
    const last = page.at(-1);
    if (last == null) return;
    after = last.id;
    const articleIds = await copiedArticleIds(tx, sourceId, targetId, page);
    const documents = page.map((row) => ({
      id: row.id,
      category_id: row.category_id == null ? null : (categoryIds.get(row.category_id) ?? null),
      calculation: remapArticleIds(row.calculation, articleIds),
      variants: remapArticleIds(row.variants, articleIds),
    }));
    // Texts, prices and the rest come straight from the original rows; only the documents travel.
    await tx.execute(sql`
      insert into catalog_positions (company_id, catalog_id, category_id, number, short_text, long_text,
          long_text_plain, unit, stlb_code, calculation, variants, parameters, parameter_formulas,
          calculated_price, calculation_complete, price_override, match_text, seq)
        select p.company_id, ${targetId}, v.category_id, p.number, p.short_text, p.long_text, p.long_text_plain,
            p.unit, p.stlb_code, v.calculation, v.variants, p.parameters, p.parameter_formulas,
            p.calculated_price, p.calculation_complete,
            p.price_override, p.match_text, p.seq
          from jsonb_to_recordset(${JSON.stringify(documents)}::jsonb)
            as v(id uuid, category_id uuid, calculation jsonb, variants jsonb)
          join catalog_positions p on p.id = v.id
          order by p.id`);
  }
}

/** Source article id -> id of its copy, for the articles of the source catalog these positions refer to. */
async function copiedArticleIds(
  tx: Database,
  sourceId: string,
  targetId: string,
  positions: readonly PositionRow[],
): Promise<Map<string, string>> {
  const referenced = new Set<string>();
  for (const position of positions) {
    for (const id of articleIdsIn(position.calculation, position.variants)) referenced.add(id);
  }
  if (referenced.size === 0) return new Map();
  const result = await tx.execute(sql`
    select original.id as original_id, copy.id as copy_id
      from articles original
      join articles copy on copy.catalog_id = ${targetId} and copy.number = original.number
      where original.catalog_id = ${sourceId}
        and original.id::text in (select value from jsonb_array_elements_text(${JSON.stringify([...referenced])}::jsonb))`);
  return new Map(
    rowsOf<{ original_id: string; copy_id: string }>(result).map((row) => [row.original_id, row.copy_id]),
  );
}
