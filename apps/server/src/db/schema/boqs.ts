import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  index,
  integer,
  jsonb,
  timestamp,
  numeric,
  pgTable,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { BoqNodeMarks } from '@vendoc/contract/boqs';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';
import { projects } from './projects';

// Bills of quantities (Leistungsverzeichnisse) and their nodes.

/**
 * Bills of quantities. `document` is the GAEB document without the body's entries (award, info, breakdown,
 * preserved extensions); the entries are rows of boq_nodes. Totals are cached here and in the category rows,
 * recomputed in the transaction of every change.
 */
export const boqs = pgTable(
  'boqs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', { enum: ['tender', 'offer', 'contract', 'addendum'] }).notNull(),
    phase: text('phase').notNull(),
    gaebVersion: text('gaeb_version').notNull(),
    sourceFileName: text('source_file_name'),
    document: jsonb('document').notNull(),
    currency: text('currency').notNull().default('EUR'),
    vatPercent: numeric('vat_percent').notNull(),
    discountPercent: numeric('discount_percent'),
    totals: jsonb('totals').notNull(),
    categoryCount: integer('category_count').notNull().default(0),
    itemCount: integer('item_count').notNull().default(0),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
    /**
     * When the import writing this BoQ began; null once it is published. An import writes its nodes in short
     * batches (PGlite has one connection, and one long transaction would hold it for seconds) while the BoQ is
     * hidden from every read; the last step clears this. A leftover of a crashed import is swept at start.
     */
    importStartedAt: timestamp('import_started_at', { withTimezone: true }),
  },
  (t) => [
    index('boqs_project_id_idx').on(t.projectId, t.createdAt),
    check('boqs_kind_check', sql`${t.kind} in ('tender', 'offer', 'contract', 'addendum')`),
  ],
);

/**
 * The tree of a BoQ, one row per category, item, markup item, remark, performance description or preserved
 * element, in tree order by `seq`. `data` is the GAEB model entry (the source of the export); the other columns
 * are derived from it for listing, search and totals, except the structure (parent, position, number), which the
 * columns own.
 */
export const boqNodes = pgTable(
  'boq_nodes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    boqId: uuid('boq_id')
      .notNull()
      .references(() => boqs.id, { onDelete: 'cascade' }),
    parentId: uuid('parent_id').references((): AnyPgColumn => boqNodes.id, { onDelete: 'cascade' }),
    /** Position in tree order (depth first), 1-based, dense. */
    seq: integer('seq').notNull(),
    depth: integer('depth').notNull(),
    /** Which list of the parent body: 'entries' (categories, remarks) or 'itemlist'. */
    list: text('list', { enum: ['entries', 'itemlist'] }).notNull(),
    kind: text('kind', {
      enum: ['lot', 'title', 'item', 'markupItem', 'remark', 'performanceDescription', 'preserved'],
    }).notNull(),
    rNoPart: text('r_no_part'),
    rNoIndex: text('r_no_index'),
    oz: text('oz').notNull().default(''),
    shortText: text('short_text').notNull().default(''),
    qty: numeric('qty'),
    /** Abrechnungsmenge: the quantity transferred from approved quantity surveys (items only). */
    measuredQty: numeric('measured_qty'),
    unit: text('unit'),
    unitPrice: numeric('unit_price'),
    /** Item total, or the subtotal of a category. */
    total: numeric('total'),
    counted: boolean('counted').notNull().default(false),
    vatPercent: numeric('vat_percent'),
    hasLongText: boolean('has_long_text').notNull().default(false),
    /** Item kind marks for the list (provisional, alternative, lump sum, hourly, markup percent). */
    marks: jsonb('marks').$type<BoqNodeMarks>().notNull(),
    data: jsonb('data').notNull(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // Not unique: renumbering shifts seq in one UPDATE, which a unique index would check row by row.
    index('boq_nodes_boq_seq_idx').on(t.boqId, t.seq),
    index('boq_nodes_parent_id_idx').on(t.parentId),
    check(
      'boq_nodes_kind_check',
      sql`${t.kind} in ('lot', 'title', 'item', 'markupItem', 'remark', 'performanceDescription', 'preserved')`,
    ),
    check('boq_nodes_list_check', sql`${t.list} in ('entries', 'itemlist')`),
  ],
);
