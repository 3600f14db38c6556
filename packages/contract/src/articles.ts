import { z } from 'zod';
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
 * Articles (material) of a service catalog, typed in or imported from DATANORM. Re-exported by
 * service-catalogs.ts, the public entry of the catalog contract.
 */

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

export const COST_PRICE_BASES = ['purchasePrice', 'discountGroup', 'listPrice'] as const;
export const costPriceBasisSchema = z.enum(COST_PRICE_BASES);
export type CostPriceBasis = z.infer<typeof costPriceBasisSchema>;

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
  /**
   * The price positions calculate with, per price unit: the purchase price; without one, the list price less its
   * discount group's discount; without a known discount, the list price itself. Null: no price at all.
   */
  costPrice: z.string().nullable(),
  /** Where costPrice comes from; `listPrice` is shown as „Listenpreis“ (the EK is missing). */
  costPriceBasis: costPriceBasisSchema.nullable(),
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
  /** Prices read: those on article lines (A) plus the price changes (P) applied to an article. */
  prices: z.number().int().min(0),
  /** Discount groups (R records) stored. */
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
