import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { rowsOf } from '../../db/rows';
import type { DiscountGroupUpsert } from './datanorm-staging.repository';

/**
 * SQL of the DATANORM import, in two phases within the import's transaction.
 *
 * 1. Staging: while the file streams, its records go in batches into temporary tables (no WAL, no indexes,
 *    dropped at commit). Every batch travels as ONE JSON parameter unpacked by json_to_recordset (drizzle would
 *    expand a JS array into one parameter per value; plain json parses faster than jsonb for rows read once).
 * 2. Merge: per article number, the file's last A record, its extra data (B), its last price change (P), its long
 *    text (T by text key, D by number) and the stored article are merged into `datanorm_final`, and each article
 *    is then written once (insert or update, in chunks). Writing a row twice costs as much as writing it once
 *    more (every index, the trigram ones included), so texts and prices are never applied as separate updates.
 *    Records may come in any order: a price file's P records before their articles, texts before or after.
 *
 * Purchase prices (the company's cost, what positions calculate with): a net price (Nettopreis) is the purchase
 * price as given. A list price (Listenpreis) sets the list price, and the purchase price becomes
 * list × (1 − discount % / 100), rounded to 4 places: with the discounts of the P record itself when it has any
 * (applied one after the other), otherwise with the article's discount group (Rabattgruppe, R records of this or
 * an earlier import). Without a known discount the purchase price stays as it was. P wins over A.
 */

export interface ImportScope {
  companyId: string;
  catalogId: string;
  /** Valid-from date of price-history entries (the header's date, or today). */
  validFrom: string;
  supplier: string | null;
}

export async function upsertDiscountGroups(
  tx: Database,
  scope: ImportScope,
  batch: readonly DiscountGroupUpsert[],
): Promise<{ group: string; oldPercent: string | null }[]> {
  if (batch.length === 0) return [];
  const result = await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${JSON.stringify(batch)}::jsonb)
        as v(discount_group text, percent numeric, description text)
    ),
    old as (
      select g.discount_group, g.percent from article_discount_groups g
        join v on g.catalog_id = ${scope.catalogId} and g.discount_group = v.discount_group
    ),
    up as (
      insert into article_discount_groups as g (company_id, catalog_id, discount_group, percent, description)
        select ${scope.companyId}, ${scope.catalogId}, v.discount_group, v.percent, v.description from v
        on conflict (catalog_id, discount_group) do update
          set percent = excluded.percent, description = coalesce(excluded.description, g.description)
    )
    select v.discount_group, old.percent::text as old_percent
      from v left join old on old.discount_group = v.discount_group`);
  return rowsOf<{ discount_group: string; old_percent: string | null }>(result).map((row) => ({
    group: row.discount_group,
    oldPercent: row.old_percent,
  }));
}

/**
 * Merges the staged records per article number with the stored articles into `datanorm_final` (one row per
 * number the file touches, numbered by `rn`); returns how many rows it has.
 */
export async function mergeStaged(tx: Database, scope: ImportScope): Promise<number> {
  await tx.execute(sql`
    create temporary table datanorm_final on commit drop as
    with a as (select distinct on (number) * from datanorm_articles order by number, seq desc),
    x as (
      select number,
          (array_agg(ean order by seq desc) filter (where ean is not null))[1] as ean,
          (array_agg(manufacturer order by seq desc) filter (where manufacturer is not null))[1] as manufacturer,
          min(line) as line
        from datanorm_extras group by number
    ),
    p as (select distinct on (number) * from datanorm_prices order by number, seq desc),
    texts as (
      select text_key, string_agg(body, E'\\n' order by line) as body from datanorm_texts group by text_key
    ),
    dimension_lines as (
      select d.number, d.line,
          concat_ws(E'\\n', nullif(d.body, ''),
            (select string_agg(t.body, E'\\n' order by k.position)
               from jsonb_array_elements_text(d.text_keys) with ordinality as k(text_key, position)
               join texts t on t.text_key = k.text_key)) as body
        from datanorm_dimensions d
    ),
    dims as (
      select number, nullif(string_agg(body, E'\\n' order by line), '') as body
        from dimension_lines group by number
    ),
    numbers as (
      select number from a union select number from x union select number from p union select number from dims
      union
      select e.number from articles e join texts t on t.text_key = e.text_key where e.catalog_id = ${scope.catalogId}
    ),
    merged as (
      select n.number, e.id as existing_id, a.number is not null as in_file, a.action, a.line as article_line,
          x.line as extra_line, p.line as price_line, coalesce(p.records, 0) as price_records,
          p.valid_from as price_valid_from,
          coalesce(a.short_text, e.short_text) as short_text,
          coalesce(a.unit, e.unit) as unit,
          coalesce(p.price_unit, a.price_unit, e.price_unit) as price_unit,
          case when a.number is not null then coalesce(p.discount_group, a.discount_group)
               else coalesce(p.discount_group, e.discount_group) end as discount_group,
          case when a.number is not null then a.product_group else e.product_group end as product_group,
          case when a.number is not null then a.text_key else e.text_key end as text_key,
          case when a.number is not null then coalesce(${scope.supplier}, e.supplier) else e.supplier end
            as supplier,
          coalesce(x.ean, e.ean) as ean,
          coalesce(x.manufacturer, e.manufacturer) as manufacturer,
          p.list_price as p_list, p.purchase_price as p_purchase, coalesce(p.derive, false) as derive,
          a.list_price as a_list, a.net_price as a_net,
          e.list_price as old_list, e.purchase_price as old_purchase
        from numbers n
        left join a on a.number = n.number
        left join x on x.number = n.number
        left join p on p.number = n.number
        left join articles e on e.catalog_id = ${scope.catalogId} and e.number = n.number
    )
    select m.*, row_number() over (order by m.number) as rn,
        coalesce(m.p_list, m.a_list, m.old_list) as list_price,
        coalesce(m.p_purchase,
          case when m.derive then round(m.p_list * (1 - g.percent / 100), 4) end,
          m.a_net,
          case when m.a_list is not null then round(m.a_list * (1 - g.percent / 100), 4) end,
          m.old_purchase) as purchase_price,
        -- The reader bounds each text (64,000 characters); a key repeated far apart in a file adds up here.
        left(nullif(concat_ws(E'\\n', t.body, dm.body), ''), 64000) as long_text
      from merged m
      left join article_discount_groups g
        on g.catalog_id = ${scope.catalogId} and g.discount_group = m.discount_group
      left join texts t on t.text_key = m.text_key
      left join dims dm on dm.number = m.number`);
  // The writes read it in chunks of rn: without the index every chunk would scan the whole table.
  await tx.execute(sql`create index on datanorm_final (rn)`);
  await tx.execute(sql`analyze datanorm_final`);
  const result = await tx.execute(sql`select count(*)::int as rows from datanorm_final`);
  return rowsOf<{ rows: number }>(result)[0]?.rows ?? 0;
}

/**
 * Writes the merged rows `rn` in (from, to] that are articles (in the file, or stored and changed by P, B or T
 * records), except deletions: new ones inserted, stored ones updated where something changed (unchanged rows are
 * not rewritten), a price change recorded in the history. Returns how many articles were created. The catalog
 * is locked, so the rows known as new are inserted without ON CONFLICT (cheaper per row).
 */
export async function writeMerged(
  tx: Database,
  scope: ImportScope,
  from: number,
  to: number,
): Promise<number> {
  const chunk = sql`rn > ${from} and rn <= ${to} and action is distinct from 'L'`;
  const inserted = await tx.execute(sql`
    with f as (select * from datanorm_final where ${chunk} and in_file and existing_id is null),
    created as (
      insert into articles (company_id, catalog_id, number, short_text, long_text, unit, price_unit,
          purchase_price, list_price, discount_group, product_group, supplier, manufacturer, ean, text_key)
        select ${scope.companyId}, ${scope.catalogId}, f.number, f.short_text, f.long_text, f.unit, f.price_unit,
            f.purchase_price, f.list_price, f.discount_group, f.product_group, f.supplier, f.manufacturer, f.ean,
            f.text_key
          from f
        returning id, number, purchase_price, list_price
    ),
    history as (
      insert into article_prices (company_id, article_id, valid_from, purchase_price, list_price, source)
        select ${scope.companyId}, created.id, coalesce(f.price_valid_from, ${scope.validFrom}::date),
            created.purchase_price, created.list_price, 'datanorm'
          from created join f on f.number = created.number
          where created.purchase_price is not null or created.list_price is not null
    )
    select count(*)::int as created from created`);
  await tx.execute(sql`
    with f as (select * from datanorm_final where ${chunk} and existing_id is not null),
    changed as (
      update articles a set short_text = f.short_text, long_text = coalesce(f.long_text, a.long_text),
          unit = f.unit, price_unit = f.price_unit, purchase_price = f.purchase_price, list_price = f.list_price,
          discount_group = f.discount_group, product_group = f.product_group, supplier = f.supplier,
          manufacturer = f.manufacturer, ean = f.ean, text_key = f.text_key, version = a.version + 1,
          updated_at = now()
        from f
        where a.id = f.existing_id
          and (a.short_text, a.long_text, a.unit, a.price_unit, a.purchase_price, a.list_price, a.discount_group,
               a.product_group, a.supplier, a.manufacturer, a.ean, a.text_key)
            is distinct from
              (f.short_text, coalesce(f.long_text, a.long_text), f.unit, f.price_unit, f.purchase_price,
               f.list_price, f.discount_group, f.product_group, f.supplier, f.manufacturer, f.ean, f.text_key)
        returning a.id
    )
    insert into article_prices (company_id, article_id, valid_from, purchase_price, list_price, source)
      select ${scope.companyId}, f.existing_id, coalesce(f.price_valid_from, ${scope.validFrom}::date),
          f.purchase_price, f.list_price, 'datanorm'
        from f join changed on changed.id = f.existing_id
        where f.old_purchase is distinct from f.purchase_price or f.old_list is distinct from f.list_price`);
  return rowsOf<{ created: number }>(inserted)[0]?.created ?? 0;
}

export interface MergeSummary {
  /** Articles of the file that were stored before. */
  updated: number;
  /** P entries applied to an article. */
  prices: number;
  /** Articles that got a long text from the file. */
  texts: number;
}

export async function summarizeMerge(tx: Database): Promise<MergeSummary> {
  const result = await tx.execute(sql`
    select
        count(*) filter (where in_file and existing_id is not null and action <> 'L')::int as updated,
        coalesce(sum(price_records) filter (where in_file or existing_id is not null), 0)::int as prices,
        count(*) filter (where long_text is not null and action is distinct from 'L'
                           and (in_file or existing_id is not null))::int as texts
      from datanorm_final`);
  return rowsOf<MergeSummary>(result)[0] ?? { updated: 0, prices: 0, texts: 0 };
}

/** Price changes and extra data of the file for numbers that are neither in the file nor stored (first `limit`). */
export async function orphanedRecords(
  tx: Database,
  limit: number,
): Promise<{ rows: { number: string; line: number; kind: 'price' | 'extra' }[]; count: number }> {
  const result = await tx.execute(sql`
    select number, coalesce(price_line, extra_line) as line,
        case when price_line is not null then 'price' else 'extra' end as kind,
        sum(price_records + case when extra_line is not null then 1 else 0 end) over ()::int as count
      from datanorm_final
      where not in_file and existing_id is null and (price_line is not null or extra_line is not null)
      order by line, number
      limit ${limit}`);
  const rows = rowsOf<{ number: string; line: number; kind: 'price' | 'extra'; count: number }>(result);
  return { rows: rows.map(({ count: _count, ...row }) => row), count: rows[0]?.count ?? 0 };
}

/**
 * Deletes the stored articles whose last A record in the file is a deletion (L), except those a position of the
 * catalog uses: their numbers and lines are returned (the import reports them as refused).
 */
export async function deleteMarked(
  tx: Database,
  scope: ImportScope,
): Promise<{ deleted: number; used: { number: string; line: number }[] }> {
  const usedResult = await tx.execute(sql`
    with referenced as (
      select c.value->>'articleId' as article_id
        from catalog_positions p cross join lateral jsonb_array_elements(p.calculation->'components') as c
        where p.catalog_id = ${scope.catalogId}
      union
      select c->>'articleId'
        from catalog_positions p
        cross join lateral jsonb_path_query(p.variants, '$.groups[*].options[*].effect.components[*]') as c
        where p.catalog_id = ${scope.catalogId}
    )
    select f.number, f.article_line as line from datanorm_final f
      where f.action = 'L' and f.existing_id::text in (select article_id from referenced where article_id is not null)
      order by f.article_line`);
  const used = rowsOf<{ number: string; line: number }>(usedResult);
  const deleted = await tx.execute(sql`
    delete from articles a using datanorm_final f
      where a.id = f.existing_id and f.action = 'L'
        and f.number not in (select value from jsonb_array_elements_text(${JSON.stringify(used.map((u) => u.number))}::jsonb))
      returning a.id`);
  return { deleted: rowsOf<{ id: string }>(deleted).length, used };
}

/**
 * After the merge: purchase prices of the articles in discount groups the file brought, from their list price
 * and the group's (new) discount, where the purchase price is missing or was derived from the group's old
 * discount (equal to that derivation). Net prices typed in or delivered stay. Writes price history.
 */
export async function rederivePurchasePrices(
  tx: Database,
  scope: ImportScope,
  groups: readonly { group: string; oldPercent: string | null }[],
): Promise<void> {
  if (groups.length === 0) return;
  const values = JSON.stringify(groups.map((g) => ({ discount_group: g.group, old_percent: g.oldPercent })));
  await tx.execute(sql`
    with v as (
      select * from jsonb_to_recordset(${values}::jsonb) as v(discount_group text, old_percent numeric)
    ),
    target as (
      select a.id, a.list_price, round(a.list_price * (1 - g.percent / 100), 4) as purchase_price
        from articles a
        join v on v.discount_group = a.discount_group
        join article_discount_groups g on g.catalog_id = a.catalog_id and g.discount_group = a.discount_group
        where a.catalog_id = ${scope.catalogId}
          and a.list_price is not null
          and (a.purchase_price is null
               or a.purchase_price = round(a.list_price * (1 - v.old_percent / 100), 4))
          and a.purchase_price is distinct from round(a.list_price * (1 - g.percent / 100), 4)
    ),
    up as (
      update articles a set purchase_price = target.purchase_price, version = a.version + 1, updated_at = now()
        from target where a.id = target.id
    ),
    -- An entry this import already wrote for the same date is replaced: one entry per article, date and import.
    replaced as (
      delete from article_prices p using target
        where p.article_id = target.id and p.valid_from = ${scope.validFrom}::date and p.source = 'datanorm'
          and p.created_at = now()
    )
    insert into article_prices (company_id, article_id, valid_from, purchase_price, list_price, source)
      select ${scope.companyId}, target.id, ${scope.validFrom}::date, target.purchase_price, target.list_price,
          'datanorm'
        from target`);
}

/**
 * Articles of the catalog this transaction changed (updated_at is the transaction's start time, now(), only on
 * rows it wrote) that a position of the catalog uses: the positions to recalculate use these.
 */
export async function changedArticlesUsedByPositions(tx: Database, scope: ImportScope): Promise<string[]> {
  const result = await tx.execute(sql`
    with referenced as (
      select c.value->>'articleId' as article_id
        from catalog_positions p cross join lateral jsonb_array_elements(p.calculation->'components') as c
        where p.catalog_id = ${scope.catalogId}
      union
      select c->>'articleId'
        from catalog_positions p
        cross join lateral jsonb_path_query(p.variants, '$.groups[*].options[*].effect.components[*]') as c
        where p.catalog_id = ${scope.catalogId}
    )
    select a.id from articles a
      where a.catalog_id = ${scope.catalogId} and a.updated_at = now()
        and a.id::text in (select article_id from referenced where article_id is not null)`);
  return rowsOf<{ id: string }>(result).map((row) => row.id);
}

/**
 * Fresh planner statistics after a bulk change: PGlite runs no autovacuum, and a plan made for the empty table
 * (e.g. a sequential scan where the number index serves) would make the article list slow.
 */
export async function analyzeArticles(tx: Database): Promise<void> {
  await tx.execute(sql`analyze articles`);
}
