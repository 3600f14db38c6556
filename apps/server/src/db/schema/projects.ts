import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { PostalAddress } from '@vendoc/contract/common';
import { createdAt, updatedAt } from './columns';
import { clients } from './clients';
import { companies } from './company';
import { users } from './users';

// Projects and who last opened them.

export const projects = pgTable(
  'projects',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    name: text('name').notNull(),
    clientId: uuid('client_id')
      .notNull()
      .references(() => clients.id),
    siteAddress: jsonb('site_address').$type<PostalAddress>(),
    status: text('status', {
      enum: ['inquiry', 'offer', 'order', 'in_progress', 'completed', 'invoiced', 'archived'],
    }).notNull(),
    contractType: text('contract_type', { enum: ['unit_price', 'lump_sum', 'time_and_material'] }).notNull(),
    startDate: date('start_date'),
    endDate: date('end_date'),
    responsibleUserId: uuid('responsible_user_id').references(() => users.id),
    description: text('description'),
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('projects_company_number_idx').on(t.companyId, t.number),
    index('projects_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('projects_client_id_idx').on(t.clientId),
    check(
      'projects_status_check',
      sql`${t.status} in ('inquiry', 'offer', 'order', 'in_progress', 'completed', 'invoiced', 'archived')`,
    ),
    check(
      'projects_contract_type_check',
      sql`${t.contractType} in ('unit_price', 'lump_sum', 'time_and_material')`,
    ),
  ],
);

// When a user last opened a project: the home page lists recently used projects first, per user.
export const projectVisits = pgTable(
  'project_visits',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    visitedAt: timestamp('visited_at', { withTimezone: true }).notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.projectId] })],
);

// The project's team: the users working on it besides the responsible one (fitters see their projects' documents).
export const projectMembers = pgTable(
  'project_members',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
  },
  (t) => [
    primaryKey({ columns: [t.projectId, t.userId] }),
    index('project_members_user_idx').on(t.userId, t.projectId),
  ],
);
