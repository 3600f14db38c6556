import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';

/**
 * The job queue (lib/jobs): one row per job. A worker claims a queued job (or one whose lease ran out) with
 * `FOR UPDATE SKIP LOCKED`, holds it by renewing `locked_until` while it runs, and ends it as done, failed (with
 * the reason) or cancelled. A repeating job (`repeat_ms`) goes back to queued with a later `run_at` instead of done.
 */
export const jobs = pgTable(
  'jobs',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Which handler runs it, e.g. `project-export`. */
    queue: text('queue').notNull(),
    payload: jsonb('payload').notNull().default({}),
    /** queued, running, done, failed, cancelled */
    status: text('status').notNull().default('queued'),
    /** Claims so far; a claim beyond `max_attempts` fails the job instead of running it. */
    attempts: integer('attempts').notNull().default(0),
    maxAttempts: integer('max_attempts').notNull().default(3),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    /** The running job's lease: past it, the job counts as interrupted and another worker takes it over. */
    lockedUntil: timestamp('locked_until', { withTimezone: true }),
    lockedBy: text('locked_by'),
    lastError: text('last_error'),
    /** At most one job per key (repeating housekeeping jobs). */
    singletonKey: text('singleton_key'),
    /** A repeating job is queued again this many milliseconds after each run. */
    repeatMs: integer('repeat_ms'),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
  },
  (t) => [
    index('jobs_claim_idx').on(t.status, t.runAt),
    uniqueIndex('jobs_singleton_key_idx').on(t.singletonKey),
    check('jobs_status_check', sql`${t.status} in ('queued', 'running', 'done', 'failed', 'cancelled')`),
  ],
);
