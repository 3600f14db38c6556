import type { z } from 'zod';
import type {
  Company,
  companyUpdateSchema,
  DunningSettings,
  dunningUpdateSchema,
  NumberRange,
  NumberRangeKind,
  numberRangeUpdateSchema,
  WageRate,
  wageRateInputSchema,
  wageRateUpdateSchema,
} from '@vendoc/contract/company';
import type { Database } from '../../db/client';
import { decimalEquals } from '@vendoc/money/decimal';
import { DEFAULT_DUNNING } from '@vendoc/order-documents/reminders';
import { conflict, notFound, validationProblem } from '../../lib/http-problem';
import {
  defaultNumberRange,
  NUMBER_RANGE_KINDS,
  toNumberRangeResponse,
  yearOf,
  type StoredNumberRange,
} from '../../lib/number-ranges';
import {
  deleteWageRate,
  findCompany,
  findNumberRange,
  findPrintCompany,
  findWageRate,
  insertEditedNumberRange,
  insertWageRate,
  listNumberRanges,
  listWageRates,
  updateCompany,
  updateCompanyDunning,
  updateNumberRange,
  updateWageRate,
  type CompanyData,
  type CompanyRow,
} from './company.repository';
import { positionsUsingWageRate, recalculatePositions } from '../catalog-positions/catalog-positions.service';

type CompanyUpdate = z.output<typeof companyUpdateSchema>;
type DunningUpdate = z.output<typeof dunningUpdateSchema>;
type NumberRangeUpdate = z.output<typeof numberRangeUpdateSchema>;
type WageRateInput = z.output<typeof wageRateInputSchema>;
type WageRateUpdate = z.output<typeof wageRateUpdateSchema>;

/** Builds the (signed) URL of the company logo for the user who asks; the files module knows how. */
export type LogoUrlFor = (userId: string, logoSha256: string) => string;

export interface CompanyContext {
  db: Database;
  companyId: string;
  userId: string;
  now: Date;
  logoUrl: LogoUrlFor;
}

/** All six number ranges: the stored ones, and the defaults for kinds without a row. */
function allNumberRanges(stored: StoredNumberRange[], now: Date): NumberRange[] {
  return NUMBER_RANGE_KINDS.map((kind) =>
    toNumberRangeResponse(stored.find((range) => range.kind === kind) ?? defaultNumberRange(kind), now),
  );
}

async function toCompanyResponse(context: CompanyContext, row: CompanyRow): Promise<Company> {
  const [ranges, rates] = await Promise.all([
    listNumberRanges(context.db, context.companyId),
    listWageRates(context.db, context.companyId),
  ]);
  return {
    id: row.id,
    name: row.name,
    address: { street: row.street, postalCode: row.postalCode, city: row.city, country: row.country },
    phone: row.phone,
    email: row.email,
    website: row.website,
    vatId: row.vatId,
    taxNumber: row.taxNumber,
    bankName: row.bankName,
    iban: row.iban,
    bic: row.bic,
    defaultVatRate: row.defaultVatRate,
    logoUrl: row.logoSha256 == null ? null : context.logoUrl(context.userId, row.logoSha256),
    numberRanges: allNumberRanges(ranges, context.now),
    wageRates: rates,
    dunning: row.dunning ?? DEFAULT_DUNNING,
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The signed-in user's company with its number ranges and wage rates. */
export async function getCompany(context: CompanyContext): Promise<Company> {
  const row = await findCompany(context.db, context.companyId);
  // The caller's token was checked against an existing user of this company a moment ago.
  if (row == null) throw notFound('Die Firma gibt es nicht (mehr).');
  return toCompanyResponse(context, row);
}

/**
 * The company as every printed document shows it (surveys, offers, invoices): the designer catalogue's `company`
 * block (`company.address.city`, …; unset fields null, printed empty), also the seller of an e-invoice.
 */
export async function printHeader(db: Database, companyId: string): Promise<CompanyPrintHeader> {
  const row = await findPrintCompany(db, companyId);
  // The caller's token was checked against an existing user of this company a moment ago.
  if (row == null) throw notFound('Die Firma gibt es nicht (mehr).');
  const { street, postalCode, city, country, ...rest } = row;
  return { ...rest, address: { street, postalCode, city, country } };
}

/** The company's data on a printed document (a mapped type: usable as document data, Record<string, unknown>). */
export type CompanyPrintHeader = Omit<CompanyData, 'defaultVatRate'>;

/** Replaces the dunning settings if `version` (the company's) is current; 409 with the current company otherwise. */
export async function updateDunningRecord(context: CompanyContext, input: DunningUpdate): Promise<Company> {
  const { version, ...dunning } = input;
  if (!(await updateCompanyDunning(context.db, context.companyId, version, dunning))) {
    throw conflict('Die Firmendaten wurden inzwischen geändert.', await getCompany(context));
  }
  return getCompany(context);
}

/** The company's dunning settings (the defaults until an administrator sets them), for reminders. */
export async function dunningSettingsOf(db: Database, companyId: string): Promise<DunningSettings> {
  return (await findCompany(db, companyId))?.dunning ?? DEFAULT_DUNNING;
}

/** Replaces the company data if `version` is current; 409 with the current company otherwise. */
export async function updateCompanyRecord(context: CompanyContext, input: CompanyUpdate): Promise<Company> {
  const vatRate = Number(input.defaultVatRate);
  if (vatRate < 0) {
    throw validationProblem([{ path: 'defaultVatRate', message: 'Der Steuersatz kann nicht negativ sein' }]);
  }
  const { version, ...data } = input;
  if (!(await updateCompany(context.db, context.companyId, version, data))) {
    throw conflict('Die Firmendaten wurden inzwischen geändert.', await getCompany(context));
  }
  return getCompany(context);
}

/**
 * Edits a number range if `version` is current (409 with the current range otherwise). The next number may be
 * set below numbers already issued: creating records then skips the numbers in use. A yearly range counts from
 * the edited next number in the current year.
 */
export async function updateNumberRangeRecord(
  context: CompanyContext,
  kind: NumberRangeKind,
  input: NumberRangeUpdate,
): Promise<NumberRange> {
  const { version, ...settings } = input;
  const data = { ...settings, currentYear: settings.yearlyReset ? yearOf(context.now) : null };
  const { db, companyId } = context;
  const stored = await findNumberRange(db, companyId, kind);
  const saved =
    stored == null && version === 1
      ? await insertEditedNumberRange(db, companyId, kind, data)
      : await updateNumberRange(db, companyId, kind, version, data);
  const current = (await findNumberRange(db, companyId, kind)) ?? defaultNumberRange(kind);
  const response = toNumberRangeResponse(current, context.now);
  if (!saved) throw conflict('Der Nummernkreis wurde inzwischen geändert.', response);
  return response;
}

function checkHourlyRate(hourlyRate: string) {
  if (Number(hourlyRate) < 0) {
    throw validationProblem([{ path: 'hourlyRate', message: 'Der Stundensatz kann nicht negativ sein' }]);
  }
}

export async function createWageRate(
  db: Database,
  companyId: string,
  input: WageRateInput,
): Promise<WageRate> {
  checkHourlyRate(input.hourlyRate);
  return insertWageRate(db, companyId, input);
}

/** Replaces a wage rate if `version` is current; 409 with the current wage rate otherwise. */
export async function updateWageRateRecord(
  db: Database,
  companyId: string,
  id: string,
  input: WageRateUpdate,
): Promise<WageRate> {
  checkHourlyRate(input.hourlyRate);
  const { version, ...data } = input;
  // The positions calculated with the rate get their new prices in the same transaction.
  const updated = await db.transaction(async (tx) => {
    const before = await findWageRate(tx, companyId, id);
    const row = await updateWageRate(tx, companyId, id, version, data);
    if (row != null && before != null && !decimalEquals(before.hourlyRate, row.hourlyRate)) {
      await recalculatePositions(tx, companyId, { wageRateIds: [id] });
    }
    return row;
  });
  if (updated != null) return updated;
  const current = await findWageRate(db, companyId, id);
  if (current == null) throw notFound('Den Lohnsatz gibt es nicht (mehr).');
  throw conflict('Der Lohnsatz wurde inzwischen geändert.', current);
}

/** Deletes a wage rate; refused (409 naming positions) while a catalog position calculates with it. */
export async function deleteWageRateRecord(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    const users = await positionsUsingWageRate(tx, companyId, id, 6);
    if (users.length > 0) {
      const named = users
        .slice(0, 5)
        .map((position) => `${position.number} (${position.catalogName})`)
        .join(', ');
      throw conflict(
        `Der Lohnsatz wird in Kalkulationen verwendet: Position ${named}${users.length > 5 ? ' und weitere' : ''}. Bitte dort zuerst einen anderen Lohnsatz wählen.`,
      );
    }
    if (!(await deleteWageRate(tx, companyId, id))) throw notFound('Den Lohnsatz gibt es nicht (mehr).');
  });
}
