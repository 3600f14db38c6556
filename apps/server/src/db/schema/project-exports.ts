import { sql } from 'drizzle-orm';
import { bigint, check, index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { ExportOptions, ExportStatus } from '@vendoc/contract/project-exports';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';
import { jobs } from './jobs';
import { projects } from './projects';
import { users } from './users';

/**
 * Exports of a project (a ZIP in the file storage under `sha256`), made by a `project-export` job; deleted with
 * their file at `expires_at` by the cleanup job.
 */
export const projectExports = pgTable(
  'project_exports',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    options: jsonb('options').$type<ExportOptions>().notNull(),
    status: text('status').$type<ExportStatus>().notNull().default('queued'),
    done: integer('done').notNull().default(0),
    total: integer('total').notNull().default(0),
    phase: text('phase').notNull().default(''),
    error: text('error'),
    jobId: uuid('job_id').references(() => jobs.id, { onDelete: 'set null' }),
    sha256: text('sha256'),
    size: bigint('size', { mode: 'number' }),
    fileName: text('file_name'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('project_exports_project_idx').on(t.companyId, t.projectId, t.createdAt),
    index('project_exports_expires_idx').on(t.expiresAt),
    index('project_exports_sha256_idx').on(t.sha256),
    check(
      'project_exports_status_check',
      sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`,
    ),
  ],
);
