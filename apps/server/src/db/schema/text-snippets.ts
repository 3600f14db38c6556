import { sql } from 'drizzle-orm';
import { boolean, check, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { OrderDocumentKind } from '@vendoc/contract/order-documents';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';

// Reusable intro and closing texts of order documents (Textbausteine).

export const textSnippets = pgTable(
  'text_snippets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    placement: text('placement', { enum: ['intro', 'closing'] }).notNull(),
    /** The kinds it is offered for; empty: all. */
    documentKinds: jsonb('document_kinds').$type<OrderDocumentKind[]>().notNull().default([]),
    text: text('text').notNull(),
    isDefault: boolean('is_default').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('text_snippets_company_idx').on(t.companyId, t.placement, t.name),
    check('text_snippets_placement_check', sql`${t.placement} in ('intro', 'closing')`),
  ],
);
