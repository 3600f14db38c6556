import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';

// Users, their sign-in tokens and failures, and the server-wide settings.

export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id),
    userName: text('user_name').notNull(),
    displayName: text('display_name').notNull(),
    email: text('email'),
    passwordHash: text('password_hash').notNull(),
    role: text('role', { enum: ['admin', 'office', 'fitter'] }).notNull(),
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // User names identify a person across all companies and ignore case ("Admin" and "admin" are one user).
    uniqueIndex('users_user_name_lower_idx').on(sql`lower(${t.userName})`),
    index('users_company_id_idx').on(t.companyId),
    check('users_role_check', sql`${t.role} in ('admin', 'office', 'fitter')`),
  ],
);

export const refreshTokens = pgTable(
  'refresh_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    // All tokens descending from one sign-in share a family; reuse of a rotated token revokes the family.
    familyId: uuid('family_id').notNull(),
    // sha256 hex of the token: the token itself is never stored.
    tokenHash: text('token_hash').notNull().unique(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
    rotatedAt: timestamp('rotated_at', { withTimezone: true }),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [
    index('refresh_tokens_family_id_idx').on(t.familyId),
    index('refresh_tokens_user_id_idx').on(t.userId),
  ],
);

// Failed sign-ins, kept in the database so throttling holds across several server instances.
export const loginFailures = pgTable(
  'login_failures',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    kind: text('kind', { enum: ['user', 'address'] }).notNull(),
    key: text('key').notNull(),
    at: timestamp('at', { withTimezone: true }).notNull(),
  },
  (t) => [
    index('login_failures_kind_key_at_idx').on(t.kind, t.key, t.at),
    index('login_failures_at_idx').on(t.at),
    check('login_failures_kind_check', sql`${t.kind} in ('user', 'address')`),
  ],
);

// Server-wide settings shared by all instances on one database (e.g. the generated JWT secret).
export const serverSettings = pgTable('server_settings', {
  key: text('key').primaryKey(),
  value: text('value').notNull(),
});
