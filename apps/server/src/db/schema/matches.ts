import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { updatedAt } from './columns';
import { boqNodes, boqs } from './boqs';
import { companies } from './company';
import { catalogPositions, serviceCatalogs } from './service-catalogs';
import { users } from './users';

// Matching tender items to catalog positions: decisions and the memory of earlier ones.

/**
 * The estimator's decisions on a BoQ's items: one accepted catalog position per item at most, any number of
 * rejected ones (they are not suggested again for the item).
 */
export const boqMatchDecisions = pgTable(
  'boq_match_decisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    boqId: uuid('boq_id')
      .notNull()
      .references(() => boqs.id, { onDelete: 'cascade' }),
    nodeId: uuid('node_id')
      .notNull()
      .references(() => boqNodes.id, { onDelete: 'cascade' }),
    catalogId: uuid('catalog_id')
      .notNull()
      .references(() => serviceCatalogs.id, { onDelete: 'cascade' }),
    positionId: uuid('position_id')
      .notNull()
      .references(() => catalogPositions.id, { onDelete: 'cascade' }),
    status: text('status', { enum: ['accepted', 'rejected'] }).notNull(),
    /** Chosen variant options of the accepted position. */
    optionIds: jsonb('option_ids')
      .$type<string[]>()
      .notNull()
      .default(sql`'[]'::jsonb`),
    score: numeric('score'),
    decidedBy: uuid('decided_by').references(() => users.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('boq_match_decisions_node_position_idx').on(t.nodeId, t.positionId),
    uniqueIndex('boq_match_decisions_accepted_idx')
      .on(t.nodeId)
      .where(sql`${t.status} = 'accepted'`),
    index('boq_match_decisions_boq_idx').on(t.boqId),
    index('boq_match_decisions_position_idx').on(t.positionId),
    check('boq_match_decisions_status_check', sql`${t.status} in ('accepted', 'rejected')`),
  ],
);

/**
 * What the company chose before: normalised tender texts with the catalog position accepted or rejected for
 * them. The matcher looks up similar texts (trigram) and prefers what was accepted.
 */
export const matchMemory = pgTable(
  'match_memory',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    tenderText: text('tender_text').notNull(),
    tenderUnit: text('tender_unit'),
    positionId: uuid('position_id')
      .notNull()
      .references(() => catalogPositions.id, { onDelete: 'cascade' }),
    accepted: integer('accepted').notNull().default(0),
    rejected: integer('rejected').notNull().default(0),
    updatedAt: updatedAt(),
  },
  (t) => [
    uniqueIndex('match_memory_text_position_idx').on(t.companyId, t.tenderText, t.positionId),
    index('match_memory_company_text_trgm_idx').using('gist', t.companyId, t.tenderText.op('gist_trgm_ops')),
  ],
);
