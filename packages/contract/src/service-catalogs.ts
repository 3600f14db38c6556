import { z } from 'zod';
import { richBlockSchema } from './boqs';
import {
  dateSchema,
  decimalString,
  idSchema,
  listQuerySchema,
  listResponseSchema,
  optionalText,
  timestampSchema,
  versionSchema,
} from './common';

/**
 * Service catalogs (Leistungskataloge): the company's price knowledge. A catalog holds articles (material, often
 * imported from DATANORM), positions in categories whose unit price is calculated from components and markups,
 * and variants of positions. The calculation shapes mirror @vendoc/calculation, which computes them on the
 * server and in the client alike. Decimals are strings with a dot.
 */

// ---------------------------------------------------------------------------------------------------------------
// Catalogs

const catalogName = z.string().trim().min(1, { message: 'Name fehlt' }).max(200);

export const serviceCatalogSchema = z.object({
  id: idSchema,
  name: z.string(),
  /** Trade (Gewerk), e.g. "Trockenbau". */
  trade: z.string().nullable(),
  description: z.string().nullable(),
  counts: z.object({
    articles: z.number().int().min(0),
    positions: z.number().int().min(0),
    categories: z.number().int().min(0),
  }),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ServiceCatalog = z.infer<typeof serviceCatalogSchema>;

/** GET /api/v1/service-catalogs (`sort`: name, updatedAt, createdAt; "-" for descending). */
export const serviceCatalogListSchema = listResponseSchema(serviceCatalogSchema);
export type ServiceCatalogList = z.infer<typeof serviceCatalogListSchema>;

/** POST /api/v1/service-catalogs. */
export const serviceCatalogInputSchema = z.object({
  name: catalogName,
  trade: optionalText(100),
  description: optionalText(2000),
});
export type ServiceCatalogInput = z.input<typeof serviceCatalogInputSchema>;

/** PATCH /api/v1/service-catalogs/{serviceCatalogId}. */
export const serviceCatalogUpdateSchema = z.object({
  name: catalogName.optional(),
  trade: optionalText(100),
  description: optionalText(2000),
  version: versionSchema,
});
export type ServiceCatalogUpdate = z.input<typeof serviceCatalogUpdateSchema>;

/** POST /api/v1/service-catalogs/{serviceCatalogId}/duplicate: a copy with articles, categories and positions. */
export const serviceCatalogDuplicateSchema = z.object({ name: catalogName });

/** 201 of POST /api/v1/service-catalogs/{serviceCatalogId}/import (multipart GAEB X81/X83). */
export const catalogImportResponseSchema = z.object({
  categories: z.number().int().min(0),
  positions: z.number().int().min(0),
  warnings: z.array(z.object({ message: z.string(), line: z.number().int().optional() })),
});
export type CatalogImportResponse = z.infer<typeof catalogImportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Articles

export const PRICE_UNITS = ['1', '10', '100', '1000'] as const;
export const priceUnitSchema = z.enum(PRICE_UNITS);

const articlePrice = decimalString(4, 10);
const articleNumber = z
  .string()
  .trim()
  .min(1, { message: 'Artikelnummer fehlt' })
  .max(40, { message: 'Die Artikelnummer darf höchstens 40 Zeichen lang sein' });
const articleUnit = z
  .string()
  .trim()
  .min(1, { message: 'Einheit fehlt' })
  .max(10, { message: 'Die Einheit darf höchstens 10 Zeichen lang sein' });
/** EAN/GTIN: 8, 12, 13 or 14 digits. */
const ean = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  z
    .string()
    .trim()
    .regex(/^(\d{8}|\d{12,14})$/, { message: 'EAN mit 8, 12, 13 oder 14 Ziffern' })
    .nullable(),
);

export const articleSchema = z.object({
  id: idSchema,
  catalogId: idSchema,
  catalogName: z.string(),
  number: z.string(),
  shortText: z.string(),
  longText: z.string().nullable(),
  unit: z.string(),
  /** The prices are per this many units. */
  priceUnit: priceUnitSchema,
  purchasePrice: z.string().nullable(),
  listPrice: z.string().nullable(),
  discountGroup: z.string().nullable(),
  productGroup: z.string().nullable(),
  supplier: z.string().nullable(),
  manufacturer: z.string().nullable(),
  ean: z.string().nullable(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Article = z.infer<typeof articleSchema>;

export const articlePriceSchema = z.object({
  id: idSchema,
  validFrom: dateSchema,
  purchasePrice: z.string().nullable(),
  listPrice: z.string().nullable(),
  source: z.enum(['manual', 'datanorm']),
  createdAt: timestampSchema,
});
export type ArticlePrice = z.infer<typeof articlePriceSchema>;

/** GET /api/v1/articles/{articleId}: with the price history (newest first) and how many positions use it. */
export const articleDetailSchema = articleSchema.extend({
  prices: z.array(articlePriceSchema),
  usedByPositions: z.number().int().min(0),
});
export type ArticleDetail = z.infer<typeof articleDetailSchema>;

export const ARTICLE_SORTS = ['number', 'shortText', 'purchasePrice', 'listPrice', 'updatedAt'] as const;

/**
 * GET /api/v1/service-catalogs/{id}/articles and GET /api/v1/articles (every catalog of the company):
 * `q` searches number, short text, EAN and manufacturer; `sort` one of ARTICLE_SORTS, "-" for descending.
 */
export const articleListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(100),
});
export const articleListSchema = listResponseSchema(articleSchema);
export type ArticleList = z.infer<typeof articleListSchema>;

const articleFields = {
  shortText: z
    .string()
    .trim()
    .min(1, { message: 'Kurztext fehlt' })
    .max(200, { message: 'Der Kurztext darf höchstens 200 Zeichen lang sein' }),
  longText: optionalText(20_000),
  unit: articleUnit,
  priceUnit: priceUnitSchema.default('1'),
  purchasePrice: articlePrice.nullable().default(null),
  listPrice: articlePrice.nullable().default(null),
  discountGroup: optionalText(20),
  productGroup: optionalText(20),
  supplier: optionalText(100),
  manufacturer: optionalText(100),
  ean: ean.optional(),
};

/** POST /api/v1/service-catalogs/{id}/articles. The first price entry is valid from `priceValidFrom` (today). */
export const articleInputSchema = z.object({
  number: articleNumber,
  ...articleFields,
  priceValidFrom: dateSchema.optional(),
});
export type ArticleInput = z.input<typeof articleInputSchema>;

/**
 * PATCH /api/v1/articles/{articleId}. A change of purchase or list price adds a price-history entry valid from
 * `priceValidFrom` (today when absent); a date in the future is recorded but does not change the current price.
 * Positions that use the article are recalculated in the same transaction.
 */
export const articleUpdateSchema = z.object({
  number: articleNumber.optional(),
  shortText: articleFields.shortText.optional(),
  longText: optionalText(20_000),
  unit: articleUnit.optional(),
  priceUnit: priceUnitSchema.optional(),
  purchasePrice: articlePrice.nullable().optional(),
  listPrice: articlePrice.nullable().optional(),
  discountGroup: optionalText(20),
  productGroup: optionalText(20),
  supplier: optionalText(100),
  manufacturer: optionalText(100),
  ean: ean.optional(),
  priceValidFrom: dateSchema.optional(),
  version: versionSchema,
});
export type ArticleUpdate = z.input<typeof articleUpdateSchema>;

/** One refused line of a DATANORM file. */
export const importRejectionSchema = z.object({ line: z.number().int(), reason: z.string() });

/** 200 of POST /api/v1/service-catalogs/{id}/articles/import (multipart DATANORM 4 or 5). */
export const datanormImportResponseSchema = z.object({
  format: z.enum(['DATANORM 4', 'DATANORM 5']),
  created: z.number().int().min(0),
  updated: z.number().int().min(0),
  deleted: z.number().int().min(0),
  texts: z.number().int().min(0),
  prices: z.number().int().min(0),
  discountGroups: z.number().int().min(0),
  /** Positions recalculated because an article price they use changed. */
  positionsRecalculated: z.number().int().min(0),
  rejected: z.number().int().min(0),
  /** The first 200 refused lines with the reason. */
  rejections: z.array(importRejectionSchema),
  /** The first 200 lines the reader changed (control characters removed, an over-long text cut), and why. */
  warnings: z.array(importRejectionSchema).optional(),
  durationMs: z.number().int().min(0),
});
export type DatanormImportResponse = z.infer<typeof datanormImportResponseSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Calculation (mirrors @vendoc/calculation)

export const COST_TYPES = ['material', 'labour', 'equipment', 'subcontractor'] as const;
export const costTypeSchema = z.enum(COST_TYPES);
export type CostTypeView = z.infer<typeof costTypeSchema>;

const componentId = z.string().min(1).max(64);
const amount = decimalString(4, 10);
const signedPercent = decimalString(3, 4);
const note = z.string().trim().max(500).optional();
const description = z.string().trim().max(200);

export const calculationComponentSchema = z.discriminatedUnion('kind', [
  z.object({ id: componentId, kind: z.literal('article'), articleId: idSchema, quantity: amount, note }),
  z.object({ id: componentId, kind: z.literal('labour'), wageRateId: idSchema, minutes: amount, note }),
  z.object({
    id: componentId,
    kind: z.literal('equipment'),
    description,
    quantity: amount,
    unitCost: amount,
  }),
  z.object({
    id: componentId,
    kind: z.literal('subcontractor'),
    description,
    quantity: amount,
    unitCost: amount,
  }),
]);
export type CalculationComponentView = z.infer<typeof calculationComponentSchema>;

export const calculationSchema = z.object({
  components: z.array(calculationComponentSchema).max(200),
  /** Markup in percent per cost type. */
  markups: z.object({
    material: signedPercent,
    labour: signedPercent,
    equipment: signedPercent,
    subcontractor: signedPercent,
  }),
});
export type CalculationView = z.infer<typeof calculationSchema>;

export const EMPTY_CALCULATION: CalculationView = {
  components: [],
  markups: { material: '0', labour: '0', equipment: '0', subcontractor: '0' },
};

/** The calculation sheet (Kalkulationsblatt) the server computed. */
export const calculationSheetSchema = z.object({
  lines: z.array(
    z.object({
      componentId: z.string(),
      kind: z.enum(['article', 'labour', 'equipment', 'subcontractor']),
      costType: costTypeSchema,
      /** Article short text, wage rate name or the description. */
      label: z.string(),
      quantity: z.string(),
      unit: z.string().nullable(),
      unitCost: z.string(),
      cost: z.string(),
      problem: z.enum(['missingArticle', 'missingWageRate', 'missingPrice']).nullable(),
    }),
  ),
  costTypes: z.array(
    z.object({
      costType: costTypeSchema,
      cost: z.string(),
      markupPercent: z.string(),
      markup: z.string(),
      total: z.string(),
    }),
  ),
  net: z.string(),
  unitPrice: z.string(),
  complete: z.boolean(),
});
export type CalculationSheetView = z.infer<typeof calculationSheetSchema>;

// ---------------------------------------------------------------------------------------------------------------
// Variants (mirrors @vendoc/calculation)

export const variantEffectSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('none') }),
  /** Adds an amount per unit of the position (may be negative). */
  z.object({ kind: z.literal('perUnit'), amount: decimalString(4, 10) }),
  /** Percent of the base price (may be negative). */
  z.object({ kind: z.literal('percent'), percent: signedPercent }),
  /** Replaces components of the calculation by the option's own. */
  z.object({
    kind: z.literal('replaceComponents'),
    replaces: z.array(componentId).max(200),
    components: z.array(calculationComponentSchema).max(200),
  }),
]);

export const variantOptionSchema = z.object({
  id: componentId,
  name: z.string().trim().min(1, { message: 'Name der Option fehlt' }).max(100),
  textAddition: z.string().trim().max(2000).default(''),
  effect: variantEffectSchema,
  isDefault: z.boolean().default(false),
});

export const variantGroupSchema = z.object({
  id: componentId,
  name: z.string().trim().min(1, { message: 'Name der Variantengruppe fehlt' }).max(100),
  options: z.array(variantOptionSchema).max(100),
});

export const variantsSchema = z.object({
  groups: z.array(variantGroupSchema).max(50),
  /** Pairs of option ids that cannot be chosen together. */
  exclusions: z.array(z.tuple([componentId, componentId])).max(1000),
});
export type VariantsView = z.infer<typeof variantsSchema>;
export const EMPTY_VARIANTS: VariantsView = { groups: [], exclusions: [] };

// ---------------------------------------------------------------------------------------------------------------
// Categories and positions

export const catalogCategorySchema = z.object({
  id: idSchema,
  parentId: idSchema.nullable(),
  number: z.string(),
  name: z.string(),
  version: versionSchema,
});
export type CatalogCategory = z.infer<typeof catalogCategorySchema>;

/** GET /api/v1/service-catalogs/{id}/categories: the whole tree, parents before children, in order. */
export const catalogCategoryListSchema = z.object({ items: z.array(catalogCategorySchema) });

export const catalogCategoryInputSchema = z.object({
  parentId: idSchema.nullable().default(null),
  number: z.string().trim().max(20).default(''),
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(200),
});
export type CatalogCategoryInput = z.input<typeof catalogCategoryInputSchema>;

export const catalogCategoryUpdateSchema = z.object({
  number: z.string().trim().max(20).optional(),
  name: z.string().trim().min(1, { message: 'Name fehlt' }).max(200).optional(),
  version: versionSchema,
});

/** A position row of the list. `unitPrice` is the override when set, else the calculated price. */
export const catalogPositionSchema = z.object({
  id: idSchema,
  catalogId: idSchema,
  categoryId: idSchema.nullable(),
  number: z.string(),
  shortText: z.string(),
  unit: z.string(),
  stlbCode: z.string().nullable(),
  calculatedPrice: z.string().nullable(),
  priceOverride: z.string().nullable(),
  unitPrice: z.string().nullable(),
  /** False when a component lacks its article, wage rate or price. */
  calculationComplete: z.boolean(),
  variantGroups: z.number().int().min(0),
  version: versionSchema,
  updatedAt: timestampSchema,
});
export type CatalogPosition = z.infer<typeof catalogPositionSchema>;

/** GET …/positions/{positionId}: with long text, calculation, variants and the computed sheet. */
export const catalogPositionDetailSchema = catalogPositionSchema.extend({
  longText: z.array(richBlockSchema),
  calculation: calculationSchema,
  variants: variantsSchema,
  sheet: calculationSheetSchema,
});
export type CatalogPositionDetail = z.infer<typeof catalogPositionDetailSchema>;

/** GET /api/v1/service-catalogs/{id}/positions: `q` searches number and texts; `categoryId` filters. */
export const catalogPositionListQuerySchema = listQuerySchema.extend({
  limit: z.coerce.number().int().min(1).max(500).default(200),
  categoryId: idSchema.optional(),
});
export const catalogPositionListSchema = listResponseSchema(catalogPositionSchema);
export type CatalogPositionList = z.infer<typeof catalogPositionListSchema>;

const positionNumber = z.string().trim().max(30);
const positionShortText = z
  .string()
  .trim()
  .min(1, { message: 'Kurztext fehlt' })
  .max(500, { message: 'Der Kurztext darf höchstens 500 Zeichen lang sein' });
const positionUnit = z
  .string()
  .trim()
  .min(1, { message: 'Einheit fehlt' })
  .max(10, { message: 'Die Einheit darf höchstens 10 Zeichen lang sein' });
const priceOverride = decimalString(3, 10);

/** POST /api/v1/service-catalogs/{id}/positions. Without a number the next free one of the category is given. */
export const catalogPositionInputSchema = z.object({
  categoryId: idSchema.nullable().default(null),
  number: positionNumber.optional(),
  shortText: positionShortText,
  longText: z.array(richBlockSchema).max(10_000).default([]),
  unit: positionUnit,
  stlbCode: optionalText(60),
  calculation: calculationSchema.default(EMPTY_CALCULATION),
  priceOverride: priceOverride.nullable().default(null),
  variants: variantsSchema.default(EMPTY_VARIANTS),
});
export type CatalogPositionInput = z.input<typeof catalogPositionInputSchema>;

/** PATCH …/positions/{positionId}: absent fields stay. */
export const catalogPositionUpdateSchema = z.object({
  categoryId: idSchema.nullable().optional(),
  number: positionNumber.optional(),
  shortText: positionShortText.optional(),
  longText: z.array(richBlockSchema).max(10_000).optional(),
  unit: positionUnit.optional(),
  stlbCode: optionalText(60),
  calculation: calculationSchema.optional(),
  priceOverride: priceOverride.nullable().optional(),
  variants: variantsSchema.optional(),
  version: versionSchema,
});
export type CatalogPositionUpdate = z.input<typeof catalogPositionUpdateSchema>;

/** POST …/positions/{positionId}/quote: the price for a chosen set of variant options. */
export const positionQuoteRequestSchema = z.object({
  optionIds: z.array(componentId).max(100).default([]),
});
export const positionQuoteSchema = z.object({
  unitPrice: z.string(),
  base: z.string(),
  percentTotal: z.string(),
  perUnitTotal: z.string(),
  textAdditions: z.array(z.string()),
  /** The chosen option per group (defaults filled in). */
  selectedOptionIds: z.array(z.string()),
  overridden: z.boolean(),
  sheet: calculationSheetSchema,
});
export type PositionQuote = z.infer<typeof positionQuoteSchema>;
