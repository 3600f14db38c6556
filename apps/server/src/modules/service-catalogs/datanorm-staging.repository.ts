import { sql } from 'drizzle-orm';
import type { Database } from '../../db/client';

// Phase 1 of the DATANORM import (see datanorm-import.repository.ts): the file's records, batch by batch, into
// temporary tables of the import's transaction.

/** An A record as staged (`seq`: order in the file; the last record of a number wins). */
export interface StagedArticle {
  seq: number;
  number: string;
  action: 'N' | 'A' | 'L';
  short_text: string;
  unit: string;
  price_unit: number;
  list_price: string | null;
  net_price: string | null;
  discount_group: string | null;
  product_group: string | null;
  text_key: string | null;
  line: number;
}

export interface StagedExtra {
  seq: number;
  number: string;
  ean: string | null;
  manufacturer: string | null;
  line: number;
}

/** The P records of one number in one batch, merged (`records`: how many). */
export interface StagedPrice {
  seq: number;
  number: string;
  list_price: string | null;
  /** The explicit net price, or the list price with the record's own discounts applied. */
  purchase_price: string | null;
  /** A list price without a purchase price: derive the purchase price from the discount group. */
  derive: boolean;
  price_unit: number | null;
  discount_group: string | null;
  valid_from: string;
  line: number;
  records: number;
}

export interface StagedText {
  text_key: string;
  line: number;
  body: string;
}

export interface StagedDimension {
  number: string;
  line: number;
  body: string;
  text_keys: string[];
}

export interface DiscountGroupUpsert {
  discount_group: string;
  percent: string;
  description: string | null;
}

export async function createStagingTables(tx: Database): Promise<void> {
  // ON COMMIT DROP: they vanish with the transaction, also when it rolls back.
  await tx.execute(sql`create temporary table datanorm_articles (seq int not null, number text not null,
      action text not null, short_text text not null, unit text not null, price_unit int not null,
      list_price numeric, net_price numeric, discount_group text, product_group text, text_key text,
      line int not null) on commit drop`);
  await tx.execute(sql`create temporary table datanorm_extras (seq int not null, number text not null, ean text,
      manufacturer text, line int not null) on commit drop`);
  await tx.execute(sql`create temporary table datanorm_prices (seq int not null, number text not null,
      list_price numeric, purchase_price numeric, derive boolean not null, price_unit int, discount_group text,
      valid_from date not null, line int not null, records int not null) on commit drop`);
  await tx.execute(
    sql`create temporary table datanorm_texts (text_key text not null, line int not null, body text not null) on commit drop`,
  );
  await tx.execute(sql`create temporary table datanorm_dimensions (number text not null, line int not null,
      body text not null, text_keys jsonb not null) on commit drop`);
}

export async function stageArticles(tx: Database, batch: readonly StagedArticle[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.execute(sql`
    insert into datanorm_articles
      select * from json_to_recordset(${JSON.stringify(batch)}::json)
        as v(seq int, number text, action text, short_text text, unit text, price_unit int, list_price numeric,
             net_price numeric, discount_group text, product_group text, text_key text, line int)`);
}

export async function stageExtras(tx: Database, batch: readonly StagedExtra[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.execute(sql`
    insert into datanorm_extras
      select * from json_to_recordset(${JSON.stringify(batch)}::json)
        as v(seq int, number text, ean text, manufacturer text, line int)`);
}

export async function stagePrices(tx: Database, batch: readonly StagedPrice[]): Promise<void> {
  if (batch.length === 0) return;
  await tx.execute(sql`
    insert into datanorm_prices
      select * from json_to_recordset(${JSON.stringify(batch)}::json)
        as v(seq int, number text, list_price numeric, purchase_price numeric, derive boolean, price_unit int,
             discount_group text, valid_from date, line int, records int)`);
}

export async function stageTexts(tx: Database, texts: readonly StagedText[]): Promise<void> {
  if (texts.length === 0) return;
  await tx.execute(sql`
    insert into datanorm_texts
      select * from json_to_recordset(${JSON.stringify(texts)}::json) as v(text_key text, line int, body text)`);
}

export async function stageDimensions(tx: Database, dimensions: readonly StagedDimension[]): Promise<void> {
  if (dimensions.length === 0) return;
  await tx.execute(sql`
    insert into datanorm_dimensions
      select * from json_to_recordset(${JSON.stringify(dimensions)}::json)
        as v(number text, line int, body text, text_keys jsonb)`);
}

/**
 * Stores discount groups (R records) right away (the merge prices with them); returns the percent each group had
 * before (null for a new group), so `rederivePurchasePrices` can recognise purchase prices derived from it.
 */
