import {
  boolean,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  text,
  uuid,
} from 'drizzle-orm/pg-core';
import type { DunningSettings } from '@vendoc/contract/company';
import { createdAt, updatedAt } from './columns';

// The company, its number ranges and wage rates.

export const companies = pgTable('companies', {
  id: uuid('id').primaryKey().defaultRandom(),
  name: text('name').notNull(),
  street: text('street').notNull().default(''),
  postalCode: text('postal_code').notNull().default(''),
  city: text('city').notNull().default(''),
  country: text('country').notNull().default('DE'),
  phone: text('phone'),
  email: text('email'),
  website: text('website'),
  vatId: text('vat_id'),
  taxNumber: text('tax_number'),
  bankName: text('bank_name'),
  iban: text('iban'),
  bic: text('bic'),
  defaultVatRate: numeric('default_vat_rate', { precision: 5, scale: 2 }).notNull().default('19.00'),
  // The logo lives in the file storage under its content hash, like every stored file.
  logoSha256: text('logo_sha256'),
  logoContentType: text('logo_content_type'),
  /** Reminder fees, days and default interest (null: the defaults of @vendoc/order-documents/reminders). */
  dunning: jsonb('dunning').$type<DunningSettings>(),
  createdAt: createdAt(),
  updatedAt: updatedAt(),
  version: integer('version').notNull().default(1),
});

// One number range per company and document kind; numbers are drawn inside the transaction that uses them
// (UPDATE … RETURNING), so two concurrent creations never get the same number.
export const numberRanges = pgTable(
  'number_ranges',
  {
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    kind: text('kind', {
      enum: ['client', 'project', 'offer', 'order_confirmation', 'delivery_note', 'invoice'],
    }).notNull(),
    prefix: text('prefix').notNull().default(''),
    nextNumber: integer('next_number').notNull().default(1),
    padding: integer('padding').notNull().default(5),
    yearlyReset: boolean('yearly_reset').notNull().default(false),
    // The year the counter belongs to when it resets yearly; a number drawn in a later year starts at 1.
    currentYear: integer('current_year'),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [primaryKey({ columns: [t.companyId, t.kind] })],
);

export const wageRates = pgTable(
  'wage_rates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    hourlyRate: numeric('hourly_rate', { precision: 10, scale: 2 }).notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('wage_rates_company_id_idx').on(t.companyId)],
);
