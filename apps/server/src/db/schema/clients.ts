import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  text,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ClientAddress, ContactPerson } from '@vendoc/contract/clients';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';

// Clients (Kunden) of a company.

export const clients = pgTable(
  'clients',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    number: text('number').notNull(),
    kind: text('kind', { enum: ['private', 'commercial', 'public'] }).notNull(),
    name: text('name').notNull(),
    salutation: text('salutation'),
    phone: text('phone'),
    email: text('email'),
    notes: text('notes'),
    leitwegId: text('leitweg_id'),
    paymentDaysNet: integer('payment_days_net'),
    cashDiscountPercent: numeric('cash_discount_percent', { precision: 5, scale: 2 }),
    cashDiscountDays: integer('cash_discount_days'),
    retentionPercent: numeric('retention_percent', { precision: 5, scale: 2 }),
    reverseCharge: boolean('reverse_charge').notNull().default(false),
    /** Whether the client's e-invoices may use the construction invoice codes 875/876/877 (else 326/380). */
    constructionInvoiceCodes: boolean('construction_invoice_codes').notNull().default(false),
    // Contact persons and addresses belong to the client alone and are edited with it: JSON, not tables.
    contacts: jsonb('contacts').$type<ContactPerson[]>().notNull().default([]),
    addresses: jsonb('addresses').$type<ClientAddress[]>().notNull().default([]),
    // Lower-cased text the list search runs over (number, name, email, phone, cities), kept by the repository.
    searchText: text('search_text').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('clients_company_number_idx').on(t.companyId, t.number),
    index('clients_company_name_idx').on(t.companyId, sql`lower(${t.name})`, t.id),
    check('clients_kind_check', sql`${t.kind} in ('private', 'commercial', 'public')`),
  ],
);
