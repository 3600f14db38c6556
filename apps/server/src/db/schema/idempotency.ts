import { boolean, index, integer, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { createdAt } from './columns';
import { companies } from './company';
import { users } from './users';

// The answers of writes sent with an `Idempotency-Key` (plugins/idempotency.ts): a repeat of the same write gets
// the first answer instead of doing it again. Kept 7 days.

export const idempotencyKeys = pgTable(
  'idempotency_keys',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    /** Keys are the caller's: another user's key never replays an answer meant for someone else. */
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    /** SHA-256 of method, URL and body: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    /** Null while the first request is still running. */
    statusCode: integer('status_code'),
    contentType: text('content_type'),
    body: text('body'),
    /** Binary answers are stored base64-encoded. */
    bodyBase64: boolean('body_base64').notNull().default(false),
    createdAt: createdAt(),
    completedAt: timestamp('completed_at', { withTimezone: true }),
  },
  (t) => [primaryKey({ columns: [t.userId, t.key] }), index('idempotency_keys_created_idx').on(t.createdAt)],
);
