import type { z } from 'zod';
import { calculate } from '@vendoc/calculation/calculate';
import {
  configure,
  validateParameters,
  type ParameterFormulas,
  type PositionParameter,
} from '@vendoc/calculation/configuration';
import { priceWithOptions, type OptionsPrice } from '@vendoc/calculation/price-with-options';
import { VariantSelectionError } from '@vendoc/calculation/selection';
import type { Calculation, Variants } from '@vendoc/calculation/types';
import type { ListResponse } from '@vendoc/contract/common';
import type {
  CatalogPosition,
  CatalogPositionDetail,
  catalogPositionInputSchema,
  catalogPositionListQuerySchema,
  catalogPositionUpdateSchema,
  PositionConfiguration,
  positionConfigureRequestSchema,
  PositionQuote,
} from '@vendoc/contract/service-catalogs';
import { plainText } from '@vendoc/gaeb/rich-text';
import { normalizeForMatching, positionMatchText } from '@vendoc/matching/normalize';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import type { AuthContext } from '../../plugins/auth';
import { blocksModel } from '../../lib/rich-text-view';
import { lockOwnCatalog, requireCatalog } from './catalog-categories.service';
import {
  countPositions,
  deletePosition,
  findPosition,
  insertPosition,
  listPositions,
  numbersUnder,
  numberTaken,
  openProjectsAcceptingPosition,
  POSITION_SORT_FIELDS,
  positionSortKeyCount,
  updatePosition,
  type PositionDetailRow,
  type PositionValues,
} from './catalog-positions.repository';
import { findCatalog, findCategory, listCategories } from './catalog-categories.repository';
import { categoryPrefix, nextPositionNumber } from './position-numbers';
import { cachedPrice, priceInputsFor } from './position-pricing';
import { calculationErrors } from './position-validation';
import { toPositionDetail, toPositionResponse, toSheetView } from './position-views';

// The entry for other modules: they import this file only (the import rule in eslint.config.js).
export { requireCatalog } from './catalog-categories.service';
export { positionsUsingWageRate } from './catalog-positions.repository';
export { priceForMatch, recalculatePositions } from './position-pricing';
export { cachedPriceParts, positionUnitPrice } from './position-unit-price';

type PositionInput = z.output<typeof catalogPositionInputSchema>;
type PositionUpdate = z.output<typeof catalogPositionUpdateSchema>;
type PositionListQuery = z.output<typeof catalogPositionListQuerySchema>;
type ConfigureRequest = z.output<typeof positionConfigureRequestSchema>;

export const POSITION_NOT_FOUND = 'Die Position gibt es nicht (mehr).';

const duplicateNumber = (number: string) =>
  conflict(`Die Positionsnummer „${number}“ gibt es in diesem Katalog schon.`);

/** A page of the catalog's positions: search over number and texts, category filter, sort, cursor, total. */
export async function listCatalogPositions(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  query: PositionListQuery,
): Promise<ListResponse<CatalogPosition>> {
  await requireCatalog(db, auth, catalogId);
  const sort = parseSort(query.sort, POSITION_SORT_FIELDS, { field: 'number', descending: false });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, positionSortKeyCount);
  const rawTerms = (query.q ?? '').split(/\s+/).filter((term) => term !== '');
  // Texts are searched in their normalised form (match_text): "Tuer" finds "Tür", as in matching.
  const filter = {
    catalogId,
    rawTerms,
    textTerms: rawTerms.map(normalizeForMatching),
    categoryId: query.categoryId,
  };
  const [rows, total] = await withCursorGuard(query.cursor, () =>
    Promise.all([listPositions(db, filter, sort, after, query.limit + 1), countPositions(db, filter)]),
  );
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toPositionResponse), nextCursor: page.nextCursor, total };
}

async function requirePosition(
  db: Database,
  catalogId: string,
  positionId: string,
): Promise<PositionDetailRow> {
  const row = await findPosition(db, catalogId, positionId);
  if (row === null) throw notFound(POSITION_NOT_FOUND);
  return row;
}

/** The position with its calculation sheet computed from the current prices. */
async function detailOf(
  db: Database,
  companyId: string,
  row: PositionDetailRow,
): Promise<CatalogPositionDetail> {
  const calculation = row.calculation as Calculation;
  const inputs = await priceInputsFor(db, companyId, row.catalogId, calculation, row.variants as Variants);
  return toPositionDetail(row, calculate(calculation, inputs));
}

export async function getCatalogPosition(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  positionId: string,
): Promise<CatalogPositionDetail> {
  await requireCatalog(db, auth, catalogId);
  return detailOf(db, auth.companyId, await requirePosition(db, catalogId, positionId));
}

/** What the service writes for a position: validated references, derived texts and the cached price. */
interface PositionDraft {
  categoryId: string | null;
  number: string;
  shortText: string;
  longText: PositionInput['longText'];
  unit: string;
  stlbCode: string | null;
  calculation: Calculation;
  variants: Variants;
  priceOverride: string | null;
  parameters: PositionParameter[];
  formulas: ParameterFormulas;
}

/** Checks category, calculation and parameters (400 with field errors) and derives the stored columns. */
async function positionValues(
  tx: Database,
  companyId: string,
  catalogId: string,
  draft: PositionDraft,
): Promise<PositionValues> {
  const errors = await calculationErrors(tx, companyId, catalogId, draft.calculation, draft.variants);
  errors.push(
    ...validateParameters(draft.parameters, draft.formulas, draft.calculation, draft.variants).map(
      (problem) => ({
        path: problem.path,
        message: problem.message,
      }),
    ),
  );
  if (draft.categoryId !== null && (await findCategory(tx, catalogId, draft.categoryId)) === null) {
    errors.unshift({ path: 'categoryId', message: 'Die Kategorie gibt es in diesem Katalog nicht' });
  }
  if (errors.length > 0) throw validationProblem(errors, 'Die Position ist nicht gültig.');
  const inputs = await priceInputsFor(tx, companyId, catalogId, draft.calculation, draft.variants);
  const longTextPlain = plainText(blocksModel(draft.longText));
  return {
    categoryId: draft.categoryId,
    number: draft.number,
    shortText: draft.shortText,
    longText: draft.longText,
    longTextPlain,
    unit: draft.unit,
    stlbCode: draft.stlbCode,
    calculation: draft.calculation,
    variants: draft.variants,
    priceOverride: draft.priceOverride,
    parameters: draft.parameters,
    parameterFormulas: draft.formulas,
    matchText: positionMatchText(draft.shortText, longTextPlain),
    ...cachedPrice(draft.calculation, inputs),
  };
}

/** The next free number of the category (steps of 10 under the category's number path). */
async function nextFreeNumber(tx: Database, catalogId: string, categoryId: string | null): Promise<string> {
  const categories = new Map((await listCategories(tx, catalogId)).map((row) => [row.id, row]));
  const prefix = categoryPrefix(categories, categoryId);
  return nextPositionNumber(prefix, await numbersUnder(tx, catalogId, prefix));
}

/** 201: a new position; without a number it gets the next free one of its category. 409 on a taken number. */
export async function createCatalogPosition(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  input: PositionInput,
): Promise<CatalogPositionDetail> {
  const id = await db.transaction(async (tx) => {
    await lockOwnCatalog(tx, auth, catalogId);
    const given = input.number ?? '';
    const draft: PositionDraft = {
      ...input,
      number: given,
      stlbCode: input.stlbCode ?? null,
      calculation: input.calculation,
      variants: input.variants,
      parameters: input.parameters,
      formulas: input.formulas,
    };
    const values = await positionValues(tx, auth.companyId, catalogId, draft);
    if (given === '') values.number = await nextFreeNumber(tx, catalogId, input.categoryId);
    else if (await numberTaken(tx, catalogId, given, null)) throw duplicateNumber(given);
    return insertPosition(tx, auth.companyId, catalogId, values);
  });
  return getCatalogPosition(db, auth, catalogId, id);
}

/**
 * Changes the fields sent (absent ones stay); the calculation and variants are validated together, so a
 * calculation change that leaves a variant replacing a removed component is refused. Moving a position to
 * another category keeps its number. 409 with the current position when `version` is stale.
 */
export async function updateCatalogPosition(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  positionId: string,
  input: PositionUpdate,
): Promise<CatalogPositionDetail> {
  await db.transaction(async (tx) => {
    await lockOwnCatalog(tx, auth, catalogId);
    const current = await requirePosition(tx, catalogId, positionId);
    if (current.version !== input.version) {
      throw conflict('Die Position wurde inzwischen geändert.', await detailOf(tx, auth.companyId, current));
    }
    const number = input.number === undefined || input.number === '' ? current.number : input.number;
    const values = await positionValues(tx, auth.companyId, catalogId, {
      categoryId: input.categoryId === undefined ? current.categoryId : input.categoryId,
      number,
      shortText: input.shortText ?? current.shortText,
      longText: input.longText ?? (current.longText as PositionInput['longText']),
      unit: input.unit ?? current.unit,
      stlbCode: input.stlbCode === undefined ? current.stlbCode : input.stlbCode,
      calculation: input.calculation ?? (current.calculation as Calculation),
      variants: input.variants ?? (current.variants as Variants),
      priceOverride: input.priceOverride === undefined ? current.priceOverride : input.priceOverride,
      parameters: input.parameters ?? (current.parameters as PositionParameter[]),
      formulas: input.formulas ?? (current.parameterFormulas as ParameterFormulas),
    });
    if (number !== current.number && (await numberTaken(tx, catalogId, number, positionId))) {
      throw duplicateNumber(number);
    }
    await updatePosition(tx, catalogId, positionId, input.version, values);
  });
  return getCatalogPosition(db, auth, catalogId, positionId);
}

/**
 * Deletes the position. Refused (409 naming the projects) while a BoQ of an open project (neither completed
 * nor archived) has accepted it: its applied prices would lose their source. Rejections, acceptances in closed
 * projects and the match memory go with the position (the foreign keys cascade).
 */
export async function deleteCatalogPosition(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  positionId: string,
): Promise<void> {
  await db.transaction(async (tx) => {
    await lockOwnCatalog(tx, auth, catalogId);
    const position = await requirePosition(tx, catalogId, positionId);
    const projects = await openProjectsAcceptingPosition(tx, positionId);
    if (projects.length > 0) {
      throw conflict(
        `Die Position ${position.number} ist in offenen Projekten zugeordnet: ${projects.join(', ')}. Bitte dort die Zuordnung zuerst aufheben.`,
      );
    }
    await deletePosition(tx, catalogId, positionId);
  });
}

/** The price of the position with the chosen variant options (defaults fill the other groups). */
export async function quoteCatalogPosition(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  positionId: string,
  optionIds: readonly string[],
): Promise<PositionQuote> {
  await requireCatalog(db, auth, catalogId);
  const row = await requirePosition(db, catalogId, positionId);
  const calculation = row.calculation as Calculation;
  const variants = row.variants as Variants;
  const inputs = await priceInputsFor(db, auth.companyId, catalogId, calculation, variants);
  try {
    return quoteView(priceWithOptions(calculation, variants, optionIds, inputs, row.priceOverride));
  } catch (error) {
    if (!(error instanceof VariantSelectionError)) throw error;
    throw validationProblem(
      error.errors.map((problem) => ({
        path: problem.path.replace(/^chosenOptionIds\b/, 'optionIds'),
        message: problem.message,
      })),
      'Diese Optionen lassen sich nicht kombinieren.',
    );
  }
}

function quoteView(priced: OptionsPrice): PositionQuote {
  return {
    unitPrice: priced.unitPrice,
    base: priced.base,
    percentTotal: priced.percentTotal,
    perUnitTotal: priced.perUnitTotal,
    textAdditions: priced.textAdditions,
    selectedOptionIds: priced.selection.flatMap((group) => (group.optionId === null ? [] : [group.optionId])),
    overridden: priced.overridden,
    sheet: toSheetView(priced.sheet),
  };
}

/** A position configured, the reasons it cannot be, or null when the company has no such position in the catalog. */
export type PositionConfigurationOutcome =
  { ok: true; configuration: PositionConfiguration } | { ok: false; errors: FieldError[] } | null;

/**
 * Configures the company's catalog position with the chosen options and parameter values at current prices (the
 * entry for other modules, e.g. configurations). Never throws for a choice that does not fit: the reasons come
 * back at their fields (`values.<name>`, `optionIds.<n>`, `formulas.…`).
 */
export async function configurePosition(
  db: Database,
  companyId: string,
  catalogId: string,
  positionId: string,
  choice: ConfigureRequest,
): Promise<PositionConfigurationOutcome> {
  if ((await findCatalog(db, companyId, catalogId)) === null) return null;
  const row = await findPosition(db, catalogId, positionId);
  if (row === null) return null;
  const calculation = row.calculation as Calculation;
  const variants = row.variants as Variants;
  const inputs = await priceInputsFor(db, companyId, catalogId, calculation, variants);
  const result = configure(
    {
      shortText: row.shortText,
      longText: plainText(blocksModel(row.longText as PositionInput['longText'])),
      unit: row.unit,
      calculation,
      variants,
      priceOverride: row.priceOverride,
      parameters: row.parameters as PositionParameter[],
      formulas: row.parameterFormulas as ParameterFormulas,
    },
    choice,
    inputs,
  );
  if (!result.ok) return { ok: false, errors: result.errors.map(({ path, message }) => ({ path, message })) };
  const { configured } = result;
  return {
    ok: true,
    configuration: {
      values: configured.values,
      shortText: configured.shortText,
      longText: configured.longText,
      unit: configured.unit,
      quantity: configured.quantity,
      unitPrice: configured.unitPrice,
      total: configured.total,
      quote: quoteView(configured.price),
    },
  };
}

/**
 * The position configured with the chosen options and parameter values: generated text, quantity, unit price and
 * total at current prices. Values outside the limits or off the step, unknown parameters and options that cannot be
 * combined answer 400 with the reason at each field (`values.<name>`, `optionIds.<n>`); so does a formula that has
 * no value with these values (division by zero).
 */
export async function configureCatalogPosition(
  db: Database,
  auth: AuthContext,
  catalogId: string,
  positionId: string,
  request: ConfigureRequest,
): Promise<PositionConfiguration> {
  await requireCatalog(db, auth, catalogId);
  const outcome = await configurePosition(db, auth.companyId, catalogId, positionId, request);
  if (outcome === null) throw notFound(POSITION_NOT_FOUND);
  if (!outcome.ok) throw validationProblem(outcome.errors, 'Diese Konfiguration ist nicht möglich.');
  return outcome.configuration;
}
