import { and, asc, eq, sql } from 'drizzle-orm';
import type { DunningSettings, NumberRangeKind } from '@vendoc/contract/company';
import type { PostalAddress } from '@vendoc/contract/common';
import type { Database } from '../../db/client';
import { companies, numberRanges, wageRates } from '../../db/schema';
import type { StoredNumberRange } from '../../lib/number-ranges';

/** The company's columns a printed document shows (letterhead, footer, bank account). */
const printColumns = {
  name: companies.name,
  street: companies.street,
  postalCode: companies.postalCode,
  city: companies.city,
  country: companies.country,
  phone: companies.phone,
  email: companies.email,
  website: companies.website,
  vatId: companies.vatId,
  taxNumber: companies.taxNumber,
  bankName: companies.bankName,
  iban: companies.iban,
  bic: companies.bic,
};

const companyColumns = {
  id: companies.id,
  ...printColumns,
  defaultVatRate: companies.defaultVatRate,
  logoSha256: companies.logoSha256,
  dunning: companies.dunning,
  version: companies.version,
  updatedAt: companies.updatedAt,
};

/** The company as printed documents show it. */
export async function findPrintCompany(db: Database, companyId: string) {
  const rows = await db.select(printColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0] ?? null;
}

export type CompanyRow = NonNullable<Awaited<ReturnType<typeof findCompany>>>;

export async function findCompany(db: Database, companyId: string) {
  const rows = await db.select(companyColumns).from(companies).where(eq(companies.id, companyId)).limit(1);
  return rows[0] ?? null;
}

/** The company's data as the service hands it over (validated and normalised). */
export interface CompanyData {
  name: string;
  address: PostalAddress;
  phone: string | null;
  email: string | null;
  website: string | null;
  vatId: string | null;
  taxNumber: string | null;
  bankName: string | null;
  iban: string | null;
  bic: string | null;
  defaultVatRate: string;
}

/** Updates the company if it still has `version`; false otherwise. */
export async function updateCompany(
  db: Database,
  companyId: string,
  version: number,
  { address, ...data }: CompanyData,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({
      ...data,
      street: address.street,
      postalCode: address.postalCode,
      city: address.city,
      country: address.country,
      version: sql`${companies.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(companies.id, companyId), eq(companies.version, version)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

/** Replaces the dunning settings if the company still has `version`; false otherwise. */
export async function updateCompanyDunning(
  db: Database,
  companyId: string,
  version: number,
  dunning: DunningSettings,
): Promise<boolean> {
  const rows = await db
    .update(companies)
    .set({ dunning, version: sql`${companies.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(companies.id, companyId), eq(companies.version, version)))
    .returning({ id: companies.id });
  return rows.length > 0;
}

const rangeColumns = {
  kind: numberRanges.kind,
  prefix: numberRanges.prefix,
  nextNumber: numberRanges.nextNumber,
  padding: numberRanges.padding,
  yearlyReset: numberRanges.yearlyReset,
  currentYear: numberRanges.currentYear,
  version: numberRanges.version,
};

/** The stored number ranges of the company (kinds nobody drew from or edited yet have no row). */
export async function listNumberRanges(db: Database, companyId: string): Promise<StoredNumberRange[]> {
  return db.select(rangeColumns).from(numberRanges).where(eq(numberRanges.companyId, companyId));
}

export async function findNumberRange(
  db: Database,
  companyId: string,
  kind: NumberRangeKind,
): Promise<StoredNumberRange | null> {
  const rows = await db
    .select(rangeColumns)
    .from(numberRanges)
    .where(and(eq(numberRanges.companyId, companyId), eq(numberRanges.kind, kind)))
    .limit(1);
  return rows[0] ?? null;
}

export interface NumberRangeData {
  prefix: string;
  nextNumber: number;
  padding: number;
  yearlyReset: boolean;
  currentYear: number | null;
}

/** Updates a stored range if it still has `version`; false otherwise (stale, or no row yet). */
export async function updateNumberRange(
  db: Database,
  companyId: string,
  kind: NumberRangeKind,
  version: number,
  data: NumberRangeData,
): Promise<boolean> {
  const rows = await db
    .update(numberRanges)
    .set({ ...data, version: sql`${numberRanges.version} + 1`, updatedAt: sql`now()` })
    .where(
      and(
        eq(numberRanges.companyId, companyId),
        eq(numberRanges.kind, kind),
        eq(numberRanges.version, version),
      ),
    )
    .returning({ kind: numberRanges.kind });
  return rows.length > 0;
}

/** Stores the first edit of a range that had no row (the defaults were version 1); false if a row appeared. */
export async function insertEditedNumberRange(
  db: Database,
  companyId: string,
  kind: NumberRangeKind,
  data: NumberRangeData,
): Promise<boolean> {
  const rows = await db
    .insert(numberRanges)
    .values({ companyId, kind, ...data, version: 2 })
    .onConflictDoNothing()
    .returning({ kind: numberRanges.kind });
  return rows.length > 0;
}

const wageRateColumns = {
  id: wageRates.id,
  name: wageRates.name,
  hourlyRate: wageRates.hourlyRate,
  version: wageRates.version,
};

export type WageRateRow = Awaited<ReturnType<typeof listWageRates>>[number];

export async function listWageRates(db: Database, companyId: string) {
  return db
    .select(wageRateColumns)
    .from(wageRates)
    .where(eq(wageRates.companyId, companyId))
    .orderBy(asc(sql`lower(${wageRates.name})`), asc(wageRates.id));
}

export async function findWageRate(db: Database, companyId: string, id: string) {
  const rows = await db
    .select(wageRateColumns)
    .from(wageRates)
    .where(and(eq(wageRates.id, id), eq(wageRates.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

export async function insertWageRate(
  db: Database,
  companyId: string,
  data: { name: string; hourlyRate: string },
): Promise<WageRateRow> {
  const rows = await db
    .insert(wageRates)
    .values({ companyId, ...data })
    .returning(wageRateColumns);
  const row = rows[0];
  if (row == null) throw new Error('INSERT … RETURNING returned no row');
  return row;
}

/** Updates the wage rate if it still has `version`; null otherwise. */
export async function updateWageRate(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  data: { name: string; hourlyRate: string },
): Promise<WageRateRow | null> {
  const rows = await db
    .update(wageRates)
    .set({ ...data, version: sql`${wageRates.version} + 1`, updatedAt: sql`now()` })
    .where(and(eq(wageRates.id, id), eq(wageRates.companyId, companyId), eq(wageRates.version, version)))
    .returning(wageRateColumns);
  return rows[0] ?? null;
}

export async function deleteWageRate(db: Database, companyId: string, id: string): Promise<boolean> {
  const rows = await db
    .delete(wageRates)
    .where(and(eq(wageRates.id, id), eq(wageRates.companyId, companyId)))
    .returning({ id: wageRates.id });
  return rows.length > 0;
}
