import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { PositionConfiguration } from '@vendoc/contract/service-catalogs';
import { boqNodes, boqs } from './boqs';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';
import { projects } from './projects';
import { constructions } from './quantity-surveys';
import { catalogPositions } from './service-catalogs';
import { smartNotes } from './smart-notes';
import { users } from './users';

/**
 * Configurations of catalog positions (a window of room 1.04 with its sizes and options): they belong to a
 * construction or to a smart note of the project, exactly one. Until added to a BoQ their price is computed from the
 * catalog when read; `added` keeps what was added (the configured position at that moment) and where.
 */
export const configurations = pgTable(
  'configurations',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    constructionId: uuid('construction_id').references(() => constructions.id, { onDelete: 'cascade' }),
    smartNoteId: uuid('smart_note_id').references(() => smartNotes.id, { onDelete: 'cascade' }),
    /** Null once the catalog position is deleted: an added configuration keeps its item, an open one shows why. */
    positionId: uuid('position_id').references(() => catalogPositions.id, { onDelete: 'set null' }),
    catalogId: uuid('catalog_id').notNull(),
    name: text('name').notNull().default(''),
    optionIds: jsonb('option_ids').$type<string[]>().notNull().default([]),
    values: jsonb('values').$type<Record<string, string>>().notNull().default({}),
    /** What was added to the BoQ (null while open). */
    added: jsonb('added').$type<PositionConfiguration>(),
    addedBoqId: uuid('added_boq_id').references(() => boqs.id, { onDelete: 'set null' }),
    addedNodeId: uuid('added_node_id').references(() => boqNodes.id, { onDelete: 'set null' }),
    addedAt: timestamp('added_at', { withTimezone: true }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('configurations_construction_idx').on(t.constructionId),
    index('configurations_smart_note_idx').on(t.smartNoteId),
    index('configurations_project_idx').on(t.projectId),
    check('configurations_one_owner', sql`(${t.constructionId} is null) <> (${t.smartNoteId} is null)`),
  ],
);
