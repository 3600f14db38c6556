import {
  articleInputSchema,
  type Article,
  type ArticleInput,
  type ArticleUpdate,
  PRICE_UNITS,
} from '@vendoc/contract/service-catalogs';
import { decimalEquals } from '@vendoc/money/decimal';
import { z } from 'zod';
import { addContractIssues } from '../../catalogs/model/german-zod';
import { parsePriceInput, toPriceInput } from './article-prices';

export type PriceUnit = (typeof PRICE_UNITS)[number];

/** What the article dialog edits: every input holds text; prices in German notation ("12,345"). */
export interface ArticleFormValues {
  number: string;
  shortText: string;
  longText: string;
  unit: string;
  priceUnit: PriceUnit;
  purchasePrice: string;
  listPrice: string;
  /** yyyy-mm-dd from the date input, '' for today. */
  priceValidFrom: string;
  discountGroup: string;
  productGroup: string;
  supplier: string;
  manufacturer: string;
  ean: string;
}

export const EMPTY_ARTICLE_FORM: ArticleFormValues = {
  number: '',
  shortText: '',
  longText: '',
  unit: 'Stk',
  priceUnit: '1',
  purchasePrice: '',
  listPrice: '',
  priceValidFrom: '',
  discountGroup: '',
  productGroup: '',
  supplier: '',
  manufacturer: '',
  ean: '',
};

/** The form's values for an existing article. */
export function articleToFormValues(article: Article): ArticleFormValues {
  return {
    number: article.number,
    shortText: article.shortText,
    longText: article.longText ?? '',
    unit: article.unit,
    priceUnit: article.priceUnit,
    purchasePrice: toPriceInput(article.purchasePrice),
    listPrice: toPriceInput(article.listPrice),
    priceValidFrom: '',
    discountGroup: article.discountGroup ?? '',
    productGroup: article.productGroup ?? '',
    supplier: article.supplier ?? '',
    manufacturer: article.manufacturer ?? '',
    ean: article.ean ?? '',
  };
}

const PRICE_FIELDS = ['purchasePrice', 'listPrice'] as const;

function priceOf(text: string): string | null {
  const parsed = parsePriceInput(text);
  return parsed.ok ? parsed.value : null;
}

/** The request body for the form's values, not yet validated (a price that cannot be read is left out as null). */
export function toArticleInput(values: ArticleFormValues): ArticleInput {
  return {
    number: values.number,
    shortText: values.shortText,
    longText: values.longText,
    unit: values.unit,
    priceUnit: values.priceUnit,
    purchasePrice: priceOf(values.purchasePrice),
    listPrice: priceOf(values.listPrice),
    discountGroup: values.discountGroup,
    productGroup: values.productGroup,
    supplier: values.supplier,
    manufacturer: values.manufacturer,
    ean: values.ean,
    priceValidFrom: values.priceValidFrom.trim() || undefined,
  };
}

export type ArticleFormOutput = z.output<typeof articleInputSchema>;

/** Message lookup of the form schema (the namespace's `validation.*` keys). */
export type ValidationText = (key: string) => string;

const text = z.string();

/**
 * The dialog's schema: the prices read as German numbers (with German messages at the price fields), then the
 * contract's articleInputSchema on the converted body (its messages land on the same field names); the output
 * is the POST body.
 */
export function articleFormSchema(message: ValidationText) {
  return z
    .object({
      number: text,
      shortText: text,
      longText: text,
      unit: text,
      priceUnit: z.enum(PRICE_UNITS),
      purchasePrice: text,
      listPrice: text,
      priceValidFrom: text,
      discountGroup: text,
      productGroup: text,
      supplier: text,
      manufacturer: text,
      ean: text,
    })
    .superRefine((values, context) => {
      for (const field of PRICE_FIELDS) {
        const parsed = parsePriceInput(values[field]);
        if (!parsed.ok) {
          context.addIssue({
            code: 'custom',
            path: [field],
            message: message(`validation.price.${parsed.problem}`),
          });
        }
      }
      addContractIssues(articleInputSchema, toArticleInput(values), context);
    })
    .transform((values) => articleInputSchema.parse(toArticleInput(values)));
}

function samePrice(a: string | null, b: string | null): boolean {
  return a === null || b === null ? a === b : decimalEquals(a, b);
}

/** The PATCH body's fields (without version) that differ from the article as loaded. */
export type ArticleChanges = Omit<ArticleUpdate, 'version'>;

/**
 * What an edit changes, field by field: only those go into the PATCH, so an untouched price never writes a new
 * price-history entry. The valid-from date goes along only with a changed price (it dates that change).
 */
export function articleChanges(article: Article, output: ArticleFormOutput): ArticleChanges {
  const changes: ArticleChanges = {};
  for (const field of ['number', 'shortText', 'unit'] as const) {
    if (output[field] !== article[field]) changes[field] = output[field];
  }
  for (const field of ['longText', 'discountGroup', 'productGroup', 'supplier', 'manufacturer'] as const) {
    if (output[field] !== article[field]) changes[field] = output[field];
  }
  if ((output.ean ?? null) !== article.ean) changes.ean = output.ean ?? null;
  if (output.priceUnit !== article.priceUnit) changes.priceUnit = output.priceUnit;
  let priceChanged = false;
  for (const field of PRICE_FIELDS) {
    if (!samePrice(output[field], article[field])) {
      changes[field] = output[field];
      priceChanged = true;
    }
  }
  if (priceChanged && output.priceValidFrom) changes.priceValidFrom = output.priceValidFrom;
  return changes;
}
