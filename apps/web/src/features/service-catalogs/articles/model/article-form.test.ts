import { describe, expect, it } from 'vitest';
import { makeArticle } from '../../catalogs/testing/catalog-fixtures';
import {
  articleChanges,
  articleFormSchema,
  articleToFormValues,
  type ArticleFormValues,
} from './article-form';

const messages: Record<string, string> = {
  'validation.price.invalid': 'Bitte einen Preis wie 12,345 eingeben.',
  'validation.price.tooManyDecimals': 'Höchstens 4 Nachkommastellen.',
  'validation.price.tooLarge': 'Höchstens 10 Stellen vor dem Komma.',
  'validation.price.negative': 'Ein Preis kann nicht negativ sein.',
};
const schema = articleFormSchema((key) => messages[key] ?? key);

function values(overrides: Partial<ArticleFormValues> = {}): ArticleFormValues {
  return { ...articleToFormValues(makeArticle()), ...overrides };
}

function errorsOf(input: ArticleFormValues): Record<string, string> {
  const result = schema.safeParse(input);
  return result.success
    ? {}
    : Object.fromEntries(result.error.issues.map((issue) => [issue.path.join('.'), issue.message]));
}

describe('article form', () => {
  it('accepts prices typed the German way and sends them as wire decimals', () => {
    const output = schema.parse(values({ purchasePrice: '12,345', listPrice: '1.234,5' }));
    expect(output.purchasePrice).toBe('12.345');
    expect(output.listPrice).toBe('1234.5');
  });

  it('refuses what is no German price, with German messages at the fields', () => {
    expect(errorsOf(values({ purchasePrice: 'abc', listPrice: '1,23456' }))).toEqual({
      purchasePrice: 'Bitte einen Preis wie 12,345 eingeben.',
      listPrice: 'Höchstens 4 Nachkommastellen.',
    });
    expect(errorsOf(values({ purchasePrice: '-1' }))).toEqual({
      purchasePrice: 'Ein Preis kann nicht negativ sein.',
    });
  });

  it("puts the contract's German messages on the other fields", () => {
    expect(errorsOf(values({ number: ' ', unit: '', ean: '12' }))).toEqual({
      number: 'Artikelnummer fehlt',
      unit: 'Einheit fehlt',
      ean: 'EAN mit 8, 12, 13 oder 14 Ziffern',
    });
    // Lengths and formats the contract does not word itself come from zod's German locale.
    expect(errorsOf(values({ discountGroup: 'x'.repeat(21), priceValidFrom: '2026-13-45' }))).toEqual({
      discountGroup: 'Zu groß: erwartet, dass string <=20 Zeichen hat',
      priceValidFrom: 'Ungültig: ISO-Datum',
    });
  });

  it('sends only what changed; a valid-from date only with a changed price', () => {
    const article = makeArticle();
    expect(articleChanges(article, schema.parse(values({ priceValidFrom: '2026-05-01' })))).toEqual({});
    expect(
      articleChanges(
        article,
        schema.parse(values({ listPrice: '5,90', supplier: '', priceValidFrom: '2026-05-01' })),
      ),
    ).toEqual({ supplier: null });
    expect(
      articleChanges(article, schema.parse(values({ purchasePrice: '3,5', priceValidFrom: '2026-05-01' }))),
    ).toEqual({ purchasePrice: '3.5', priceValidFrom: '2026-05-01' });
    expect(articleChanges(article, schema.parse(values({ purchasePrice: '', ean: '' })))).toEqual({
      purchasePrice: null,
      ean: null,
    });
  });
});
