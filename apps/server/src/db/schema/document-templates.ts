import { sql } from 'drizzle-orm';
import { boolean, index, integer, jsonb, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';

/**
 * The page designer's layouts (issue 13): per company and document kind any number of named templates, at most
 * one of them the default of its kind (partial unique index; it also makes creating the starters race-safe).
 * `template` is the designer model as stored (its `schemaVersion` inside), migrated on read.
 */
export const documentTemplates = pgTable(
  'document_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    name: text('name').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    template: jsonb('template').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('document_templates_company_kind_idx').on(t.companyId, t.kind),
    uniqueIndex('document_templates_one_default_idx')
      .on(t.companyId, t.kind)
      .where(sql`${t.isDefault}`),
  ],
);

/**
 * Images and letterhead PDFs the company's layouts place (image elements, page backgrounds): blobs in the file
 * storage like project files and the logo, referenced by `fileId` in the layouts.
 */
export const documentTemplateFiles = pgTable(
  'document_template_files',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    contentType: text('content_type').notNull(),
    size: integer('size').notNull(),
    sha256: text('sha256').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('document_template_files_company_idx').on(t.companyId),
    index('document_template_files_sha256_idx').on(t.sha256),
  ],
);
