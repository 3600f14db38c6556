import { useMemo } from 'react';
import type { ArticlePrice, PriceInputs, WageRatePrice } from '@vendoc/calculation/types';
import type { Article } from '@vendoc/contract/service-catalogs';
import type { WageRate } from '@vendoc/contract/company';
import { useArticlePrices } from '../api/use-article-prices';
import { useWageRates } from '../api/get-wage-rates';

const NO_WAGE_RATES: WageRate[] = [];

export interface PriceData {
  /** What @vendoc/calculation prices the components with. */
  inputs: PriceInputs;
  articles: ReadonlyMap<string, Article>;
  wageRates: readonly WageRate[];
  /** True while an article or the wage rates are still loading: a live sheet would show them as missing. */
  pending: boolean;
}

/** "4711 Fensterbank Alu" as the sheet names an article. */
export function articleLabel(article: Pick<Article, 'number' | 'shortText'>): string {
  return `${article.number} ${article.shortText}`;
}

/**
 * The current prices of the articles (by id, repeats allowed) and of the company's wage rates, the same data the
 * server calculates with, so the sheet computed while typing matches the one the server returns after saving.
 */
export function usePriceData(articleIds: readonly string[]): PriceData {
  // Keyed by content: the ids come from the form, as a new array on every keystroke.
  const idsKey = [...new Set(articleIds.filter((id) => id !== ''))].sort().join('\n');
  const uniqueIds = useMemo(() => (idsKey === '' ? [] : idsKey.split('\n')), [idsKey]);
  const { articles, pending: articlesPending } = useArticlePrices(uniqueIds);
  const wageRateQuery = useWageRates();
  const wageRates = wageRateQuery.data ?? NO_WAGE_RATES;
  const inputs = useMemo<PriceInputs>(() => {
    const articlePrices = new Map<string, ArticlePrice>();
    for (const article of articles.values()) {
      articlePrices.set(article.id, {
        // What the server calculates with too: the EK, else the list price (less its discount group's discount).
        purchasePrice: article.costPrice,
        priceUnit: article.priceUnit,
        label: articleLabel(article),
        unit: article.unit,
      });
    }
    const ratePrices = new Map<string, WageRatePrice>(
      wageRates.map((rate) => [rate.id, { hourlyRate: rate.hourlyRate, label: rate.name }]),
    );
    return { articles: articlePrices, wageRates: ratePrices };
  }, [articles, wageRates]);
  return { inputs, articles, wageRates, pending: articlesPending || wageRateQuery.isPending };
}
