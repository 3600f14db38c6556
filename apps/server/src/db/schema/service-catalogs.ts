import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';

// Service catalogs: articles with their prices and discount groups, categories and positions.

/**
 * Service catalogs (Leistungskataloge): the company's own priced positions, built from articles and labour.
 * The migrations create the pg_trgm and btree_gist extensions: article search and position matching use trigram
 * indexes, the matching ones composite with the catalog or company.
 */
export const serviceCatalogs = pgTable(
  'service_catalogs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    /** Trade (Gewerk), e.g. "Trockenbau". */
    trade: text('trade'),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('service_catalogs_company_idx').on(t.companyId, t.name)],
);

/** Material (Artikel) of a catalog, typed in or imported from DATANORM. Prices are the current ones. */
export const articles = pgTable(
  'articles',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => serviceCatalogs.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    shortText: text('short_text').notNull(),
    longText: text('long_text'),
    unit: text('unit').notNull(),
    /** The prices are per this many units (DATANORM Preiseinheit): 1, 10, 100 or 1000. */
    priceUnit: integer('price_unit').notNull().default(1),
    purchasePrice: numeric('purchase_price'),
    listPrice: numeric('list_price'),
    discountGroup: text('discount_group'),
    productGroup: text('product_group'),
    supplier: text('supplier'),
    manufacturer: text('manufacturer'),
    ean: text('ean'),
    /** DATANORM long-text key (Textkennzeichen), kept so later text records of an update file find the article. */
    textKey: text('text_key'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('articles_catalog_number_idx').on(t.catalogId, t.number),
    index('articles_company_number_idx').on(t.companyId, t.number),
    index('articles_short_text_trgm_idx').using('gin', t.shortText.op('gin_trgm_ops')),
    index('articles_number_trgm_idx').using('gin', t.number.op('gin_trgm_ops')),
    check('articles_price_unit_check', sql`${t.priceUnit} in (1, 10, 100, 1000)`),
  ],
);

/** Price history of an article: every price with the date from which it is valid. */
export const articlePrices = pgTable(
  'article_prices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    articleId: uuid('article_id')
      .notNull()
      .references(() => articles.id, { onDelete: 'cascade' }),
    validFrom: date('valid_from', { mode: 'string' }).notNull(),
    purchasePrice: numeric('purchase_price'),
    listPrice: numeric('list_price'),
    source: text('source', { enum: ['manual', 'datanorm'] }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('article_prices_article_idx').on(t.articleId, t.validFrom),
    check('article_prices_source_check', sql`${t.source} in ('manual', 'datanorm')`),
  ],
);

/** Discount groups (Rabattgruppen) of a catalog's supplier, from DATANORM R records: purchase = list - discount. */
export const articleDiscountGroups = pgTable(
  'article_discount_groups',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => serviceCatalogs.id, { onDelete: 'cascade' }),
    discountGroup: text('discount_group').notNull(),
    percent: numeric('percent').notNull(),
    description: text('description'),
  },
  (t) => [primaryKey({ columns: [t.catalogId, t.discountGroup] })],
);

/** Categories (titles) of a catalog's positions, a tree. */
export const catalogCategories = pgTable(
  'catalog_categories',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => serviceCatalogs.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => catalogCategories.id, { onDelete: 'cascade' }),
    number: text('number').notNull().default(''),
    name: text('name').notNull(),
    seq: integer('seq').notNull().default(0),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('catalog_categories_catalog_idx').on(t.catalogId, t.seq)],
);

/**
 * Catalog positions with their calculation (components + markups) and variants as JSON documents
 * (@vendoc/calculation shapes). `calculated_price` caches the calculation's unit price: it is recomputed in the
 * transaction that changes an article price, a wage rate or the position. `match_text` is the normalised text
 * the matcher compares (trigram GiST index for nearest-neighbour search).
 */
export const catalogPositions = pgTable(
  'catalog_positions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => serviceCatalogs.id, { onDelete: 'cascade' }),
    categoryId: uuid('category_id').references(() => catalogCategories.id, { onDelete: 'set null' }),
    number: text('number').notNull(),
    shortText: text('short_text').notNull(),
    /** Rich text blocks (the API's RichBlockView[]). */
    longText: jsonb('long_text')
      .notNull()
      .default(sql`'[]'::jsonb`),
    longTextPlain: text('long_text_plain').notNull().default(''),
    unit: text('unit').notNull(),
    stlbCode: text('stlb_code'),
    calculation: jsonb('calculation').notNull(),
    variants: jsonb('variants').notNull(),
    /** Parameters of a configurable position (@vendoc/calculation PositionParameter[]); [] for a plain one. */
    parameters: jsonb('parameters')
      .notNull()
      .default(sql`'[]'::jsonb`),
    /** The quantity and component formulas in the parameters' names (@vendoc/calculation ParameterFormulas). */
    parameterFormulas: jsonb('parameter_formulas')
      .notNull()
      .default(sql`'{"quantity":null,"components":{}}'::jsonb`),
    calculatedPrice: numeric('calculated_price'),
    /** Whether every component of the calculation has its price (article, wage rate). */
    calculationComplete: boolean('calculation_complete').notNull().default(true),
    priceOverride: numeric('price_override'),
    matchText: text('match_text').notNull().default(''),
    seq: integer('seq').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('catalog_positions_catalog_idx').on(t.catalogId, t.seq),
    index('catalog_positions_category_idx').on(t.categoryId),
    // Composite (btree_gist): the nearest-neighbour search of one catalog walks only that catalog's entries,
    // whatever other companies hold, and the planner picks it without statistics (PGlite never analyses).
    index('catalog_positions_catalog_match_trgm_idx').using(
      'gist',
      t.catalogId,
      t.matchText.op('gist_trgm_ops'),
    ),
    index('catalog_positions_short_text_trgm_idx').using('gin', t.shortText.op('gin_trgm_ops')),
  ],
);
