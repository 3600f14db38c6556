import { z } from 'zod';
import { richBlockSchema } from './boqs';
import {
  decimalString,
  idSchema,
  listQuerySchema,
  listResponseSchema,
  optionalText,
  timestampSchema,
  versionSchema,
} from './common';

// The articles' shapes live in articles.ts; this file stays the one entry of the catalog contract.
export * from './articles';

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
// Parameters of configurable positions (mirrors @vendoc/calculation/configuration)

const parameterFigure = decimalString(4, 10);

/** A parameter (width in mm, say) the position's formulas use; a configuration fills it within min and max. */
export const positionParameterSchema = z.object({
  /** The name in the formulas: a letter, then letters, digits and "_". */
  name: z.string().trim().min(1, { message: 'Name des Parameters fehlt' }).max(40),
  label: z.string().trim().min(1, { message: 'Bezeichnung des Parameters fehlt' }).max(100),
  unit: z.string().trim().max(10).default(''),
  min: parameterFigure,
  max: parameterFigure,
  step: parameterFigure.nullable().default(null),
  defaultValue: parameterFigure,
});
export type PositionParameterView = z.infer<typeof positionParameterSchema>;

const formulaText = z.string().trim().min(1, { message: 'Formel fehlt' }).max(2000);

/** Formulas in the parameters' names (+ - * /, brackets, sqrt, abs, pi): the item's quantity, component quantities. */
export const parameterFormulasSchema = z.object({
  /** The item's quantity in the position's unit; null: 1 per configuration. */
  quantity: formulaText.nullable().default(null),
  /** Per component id (of the calculation or an option's replacements): its quantity, or minutes for labour. */
  components: z.record(componentId, formulaText).default({}),
});
export type ParameterFormulasView = z.infer<typeof parameterFormulasSchema>;
export const EMPTY_PARAMETER_FORMULAS: ParameterFormulasView = { quantity: null, components: {} };

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
  parameters: z.array(positionParameterSchema),
  formulas: parameterFormulasSchema,
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
  parameters: z.array(positionParameterSchema).max(20).default([]),
  formulas: parameterFormulasSchema.default(EMPTY_PARAMETER_FORMULAS),
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
  parameters: z.array(positionParameterSchema).max(20).optional(),
  formulas: parameterFormulasSchema.optional(),
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

/** POST …/positions/{positionId}/configure: variant options and parameter values (a missing value: the default). */
export const positionConfigureRequestSchema = z.object({
  optionIds: z.array(componentId).max(100).default([]),
  values: z.record(z.string().max(40), z.string().trim().max(40)).default({}),
});
export type PositionConfigureRequest = z.input<typeof positionConfigureRequestSchema>;

/** The configured position: values used, generated texts, quantity, unit price and total, with the quote. */
export const positionConfigurationSchema = z.object({
  values: z.record(z.string(), z.string()),
  shortText: z.string(),
  /** The long text, the options' text additions and one line per parameter ("Breite: 1.200 mm"). */
  longText: z.string(),
  unit: z.string(),
  /** 3 decimals. */
  quantity: z.string(),
  unitPrice: z.string(),
  /** quantity × unit price, to the cent. */
  total: z.string(),
  quote: positionQuoteSchema,
});
export type PositionConfiguration = z.infer<typeof positionConfigurationSchema>;
