import { readFileSync } from 'node:fs';
import {
  articleInputSchema,
  catalogPositionInputSchema,
  type CalculationComponentView,
  type CatalogPositionInput,
  type VariantsView,
} from '@vendoc/contract/service-catalogs';
import type { Database } from '../db/client';
import { createCategory } from '../modules/catalog-positions/catalog-categories.service';
import { createCatalogPosition } from '../modules/catalog-positions/catalog-positions.service';
import type { CatalogPosition as LabelledPosition } from '../modules/matches/testdata/dataset-types';
import type { AuthContext } from '../plugins/auth';
import { createArticle } from '../modules/service-catalogs/articles.service';
import { createCatalog } from '../modules/service-catalogs/service-catalogs.service';
import {
  DEMO_ARTICLES,
  DEMO_MARKUPS,
  DEMO_TRADES,
  effortFactor,
  TRADE_CALCULATIONS,
  type DemoTrade,
} from './demo-catalog-data';
import { CONFIGURABLE_POSITIONS, DEMO_VARIANTS, type DemoIds } from './demo-variants';

/**
 * The positions of the matching evaluation catalog (modules/matches/testdata, 1,030 hand-written positions in 25
 * trades): the demo catalog takes those of its trades, so the demo tender (from the same data set) finds them.
 */
export function labelledCatalog(): LabelledPosition[] {
  const url = new URL('../modules/matches/testdata/catalog.json', import.meta.url);
  return JSON.parse(readFileSync(url, 'utf8')) as LabelledPosition[];
}

export interface DemoCatalog {
  catalogId: string;
  articles: number;
  /** Catalog position id by the labelled data set's key ("TRO-0140"). */
  positionIds: Map<string, string>;
  /** The configurable positions (with parameters) by their name in demo-variants.ts. */
  configurable: Map<string, string>;
}

const paragraphs = (text: string): CatalogPositionInput['longText'] =>
  text
    .split('\n')
    .filter((line) => line.trim() !== '')
    .map((line) => ({ type: 'paragraph', inlines: [{ type: 'text', text: line }] }));

/** Labour and material of a position of `trade`, by its unit and the articles its short text names. */
function calculationOf(trade: DemoTrade, position: LabelledPosition, ids: DemoIds) {
  const rules = TRADE_CALCULATIONS[trade];
  const text = position.shortText;
  const used = rules.materials.filter((rule) => rule.match.test(text)).slice(0, 2);
  const materials: { article: string; quantity: string }[] =
    used.length > 0 ? used : [{ article: rules.fallbackArticle, quantity: '1' }];
  const minutes = Math.round((rules.minutes[position.unit] ?? rules.otherMinutes) * effortFactor(text));
  const components: CalculationComponentView[] = [
    ...[...new Set(materials.map((material) => material.article))].map((article, index) => ({
      id: `m${index + 1}`,
      kind: 'article' as const,
      articleId: ids.article(article),
      quantity: materials.find((material) => material.article === article)!.quantity,
    })),
    { id: 'l1', kind: 'labour', wageRateId: ids.wageRate(rules.wageRate), minutes: String(minutes) },
  ];
  return { components, markups: { ...DEMO_MARKUPS } };
}

/**
 * The demo service catalog "Leistungskatalog Ausbau": 43 articles with purchase prices, a category per trade with
 * the evaluation catalog's positions of that trade (labour minutes and articles, so every price is calculated),
 * variant groups on a few of them and two configurable positions with width and height. All through the services
 * the API uses, so the catalog is what a user would have typed in.
 */
export async function seedDemoCatalog(
  db: Database,
  auth: AuthContext,
  wageRates: ReadonlyMap<string, string>,
  now: Date,
): Promise<DemoCatalog> {
  const catalog = await createCatalog(db, auth.companyId, {
    name: 'Leistungskatalog Ausbau',
    trade: 'Ausbau',
    description: 'Eigene Positionen für Trockenbau, Maler, Fliesen, Bodenbelag, Fenster, Türen und Elektro.',
  });
  const articleIds = new Map<string, string>();
  for (const article of DEMO_ARTICLES) {
    const created = await createArticle(
      db,
      auth.companyId,
      catalog.id,
      articleInputSchema.parse(article),
      now,
    );
    articleIds.set(article.number, created.id);
  }
  const fallbackRate = wageRates.values().next().value;
  const ids: DemoIds = {
    article: (number) => {
      const id = articleIds.get(number);
      if (id === undefined) throw new Error(`demo article ${number} is missing`);
      return id;
    },
    wageRate: (name) => {
      const id = wageRates.get(name) ?? fallbackRate;
      if (id === undefined) throw new Error('the company has no wage rate');
      return id;
    },
  };

  const labelled = labelledCatalog();
  const positionIds = new Map<string, string>();
  const categoryIds = new Map<string, string>();
  for (const trade of DEMO_TRADES) {
    const positions = labelled.filter((position) => position.category === trade);
    const tradeNumber = positions[0]?.number.split('.')[0] ?? '';
    const category = await createCategory(db, auth, catalog.id, {
      parentId: null,
      number: tradeNumber,
      name: trade,
    });
    categoryIds.set(trade, category.id);
    for (const position of positions) {
      const variants: VariantsView | undefined = DEMO_VARIANTS[position.key]?.(ids);
      const input = catalogPositionInputSchema.parse({
        categoryId: category.id,
        number: position.number,
        shortText: position.shortText,
        longText: paragraphs(position.longText),
        unit: position.unit,
        stlbCode: position.stlb ?? null,
        calculation: calculationOf(trade, position, ids),
        ...(variants === undefined ? {} : { variants }),
      });
      positionIds.set(position.key, (await createCatalogPosition(db, auth, catalog.id, input)).id);
    }
  }

  const configurable = new Map<string, string>();
  for (const [name, build] of Object.entries(CONFIGURABLE_POSITIONS)) {
    const { trade, ...position } = build(ids);
    const input = catalogPositionInputSchema.parse({
      ...position,
      categoryId: categoryIds.get(trade) ?? null,
    });
    configurable.set(name, (await createCatalogPosition(db, auth, catalog.id, input)).id);
  }
  return { catalogId: catalog.id, articles: articleIds.size, positionIds, configurable };
}
