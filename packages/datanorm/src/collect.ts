// In-memory merge of a file's records into articles: for tests and small files. The server's import works on the
// stream instead; this shows (and tests) how the records belong together.
import type {
  DatanormAction,
  DatanormArticleExtra,
  DatanormDiscount,
  DatanormDiscountGroup,
  DatanormHeader,
  DatanormIgnored,
  DatanormPrice,
  DatanormRecord,
  DatanormRejected,
  DatanormWarning,
  PriceUnit,
} from './records';

/** An article with everything the file says about it. */
export interface CollectedArticle {
  number: string;
  /** Of the last A line for this number. */
  action: DatanormAction;
  shortText1: string;
  shortText2: string;
  unit: string;
  priceUnit: PriceUnit;
  listPrice: string | null;
  /** Nettopreis: the buying price. */
  purchasePrice: string | null;
  priceOnRequest: boolean;
  /** Discounts of the last price record with discounts; apply to the list price. */
  discounts: DatanormDiscount[];
  /** Validity of the last price record applied, if the file gave one. */
  priceValidFrom: string | null;
  discountGroup: string | null;
  productGroup: string | null;
  productSubgroup: string | null;
  textKey: string | null;
  /** The long text (T) of textKey, then the dimension text (D) and the text blocks it inserts; null when none. */
  longText: string | null;
  matchcode: string | null;
  alternativeNumber: string | null;
  ean: string | null;
  catalogPage: string | null;
  packagingQuantity: string | null;
  manufacturer: string | null;
  manufacturerNumber: string | null;
  referenceIssuer: string | null;
  referenceNumber: string | null;
  /** Line of the first A line for this number. */
  line: number;
}

export interface DatanormCollection {
  /** The first header (further ones come from concatenated files). */
  header: DatanormHeader | null;
  /** In order of their first A line. */
  articles: CollectedArticle[];
  /** Long texts by key, parts of a key that appears more than once joined with "\n". */
  texts: Map<string, string>;
  prices: DatanormPrice[];
  discountGroups: DatanormDiscountGroup[];
  rejected: DatanormRejected[];
  ignored: DatanormIgnored[];
  /** What the reader changed in lines it read (control characters removed, texts cut). */
  warnings: DatanormWarning[];
  /** Text keys that articles or dimension texts name but the file does not contain. */
  missingTextKeys: string[];
  /** Text keys of the file no article or dimension text names. */
  unusedTextKeys: string[];
  counts: {
    /** A lines by action: N, A, L. */
    created: number;
    updated: number;
    deleted: number;
    articles: number;
    texts: number;
    /** A lines that give a price (list or net): where DATANORM 5 files usually carry their prices. */
    articlePrices: number;
    /** Price records (P). */
    prices: number;
    /** Price records whose article is not in the file (a DATPREIS file has only these). */
    pricesWithoutArticle: number;
    discountGroups: number;
    rejected: number;
    ignored: number;
  };
}

/**
 * Gathers all records of a file (readDatanorm's output) and merges them: extras (B) onto their article, long texts
 * via the article's text key, dimension texts, and price records (P) in file order over the A line's price,
 * wherever they stand in the file (they are price updates). Holds the whole file: only for small files and tests.
 */
export async function collectDatanorm(
  records: AsyncIterable<DatanormRecord> | Iterable<DatanormRecord>,
): Promise<DatanormCollection> {
  const byNumber = new Map<string, CollectedArticle>();
  const texts = new Map<string, string>();
  const dimensions = new Map<string, { text: string; textKeys: string[] }>();
  const extras: Array<DatanormArticleExtra | DatanormPrice> = [];
  const collection: DatanormCollection = {
    header: null,
    articles: [],
    texts,
    prices: [],
    discountGroups: [],
    rejected: [],
    ignored: [],
    warnings: [],
    missingTextKeys: [],
    unusedTextKeys: [],
    counts: {
      created: 0,
      updated: 0,
      deleted: 0,
      articles: 0,
      texts: 0,
      articlePrices: 0,
      prices: 0,
      pricesWithoutArticle: 0,
      discountGroups: 0,
      rejected: 0,
      ignored: 0,
    },
  };
  const { counts } = collection;

  for await (const record of records) {
    switch (record.kind) {
      case 'header':
        collection.header ??= record;
        break;
      case 'article': {
        if (record.action === 'N') counts.created++;
        else if (record.action === 'A') counts.updated++;
        else counts.deleted++;
        const existing = byNumber.get(record.number);
        const article: CollectedArticle = {
          ...(existing ?? emptyArticle(record.number, record.line)),
          action: record.action,
          shortText1: record.shortText1,
          shortText2: record.shortText2,
          unit: record.unit,
          priceUnit: record.priceUnit,
          discountGroup: record.discountGroup,
          productGroup: record.productGroup,
          textKey: record.textKey,
          priceOnRequest: record.priceKind === 'onRequest',
        };
        if (record.action !== 'L' && record.price !== null) counts.articlePrices++;
        if (record.priceKind === 'list') article.listPrice = record.price;
        if (record.priceKind === 'net') article.purchasePrice = record.price;
        byNumber.set(record.number, article);
        break;
      }
      case 'articleExtra':
      case 'price':
        // Applied after all A lines: both may stand before their article.
        extras.push(record);
        if (record.kind === 'price') collection.prices.push(record);
        break;
      case 'text':
        texts.set(record.textKey, appendText(texts.get(record.textKey), record.text));
        break;
      case 'dimension': {
        const existing = dimensions.get(record.number);
        dimensions.set(record.number, {
          text: appendText(existing?.text, record.text),
          textKeys: [...(existing?.textKeys ?? []), ...record.textKeys],
        });
        break;
      }
      case 'discount':
        collection.discountGroups.push(record);
        break;
      case 'rejected':
        collection.rejected.push(record);
        break;
      case 'ignored':
        collection.ignored.push(record);
        break;
      case 'warning':
        collection.warnings.push(record);
        break;
    }
  }

  for (const record of extras) {
    const article = byNumber.get(record.number);
    if (record.kind === 'price') {
      if (article === undefined) counts.pricesWithoutArticle++;
      else applyPrice(article, record);
    } else if (article !== undefined) {
      const { kind: _kind, number: _number, line: _line, ...fields } = record;
      for (const [name, value] of Object.entries(fields) as Array<[keyof typeof fields, string | null]>) {
        if (value !== null) article[name] = value;
      }
    }
  }

  const usedKeys = new Set<string>();
  const missing = new Set<string>();
  const textOf = (key: string): string | null => {
    usedKeys.add(key);
    const found = texts.get(key);
    if (found === undefined) missing.add(key);
    return found ?? null;
  };
  for (const article of byNumber.values()) {
    const dimension = dimensions.get(article.number);
    const parts = [
      article.textKey === null ? null : textOf(article.textKey),
      dimension?.text ?? null,
      ...(dimension?.textKeys ?? []).map(textOf),
    ].filter((part): part is string => part !== null && part !== '');
    article.longText = parts.length > 0 ? parts.join('\n') : null;
    collection.articles.push(article);
  }
  collection.missingTextKeys = [...missing];
  collection.unusedTextKeys = [...texts.keys()].filter((key) => !usedKeys.has(key));
  counts.articles = collection.articles.length;
  counts.texts = texts.size;
  counts.prices = collection.prices.length;
  counts.discountGroups = collection.discountGroups.length;
  counts.rejected = collection.rejected.length;
  counts.ignored = collection.ignored.length;
  return collection;
}

function appendText(existing: string | undefined, text: string): string {
  return existing === undefined || existing === '' ? text : text === '' ? existing : `${existing}\n${text}`;
}

function applyPrice(article: CollectedArticle, price: DatanormPrice): void {
  if (price.priceUnit !== null) article.priceUnit = price.priceUnit;
  if (price.discountGroup !== null) article.discountGroup = price.discountGroup;
  if (price.priceKind === 'list') article.listPrice = price.price;
  if (price.priceKind === 'net') article.purchasePrice = price.price;
  article.priceOnRequest = price.priceKind === 'onRequest';
  if (price.discounts.length > 0) article.discounts = price.discounts;
  if (price.validFrom !== null) article.priceValidFrom = price.validFrom;
}

function emptyArticle(number: string, line: number): CollectedArticle {
  return {
    number,
    action: 'N',
    shortText1: '',
    shortText2: '',
    unit: '',
    priceUnit: 1,
    listPrice: null,
    purchasePrice: null,
    priceOnRequest: false,
    discounts: [],
    priceValidFrom: null,
    discountGroup: null,
    productGroup: null,
    productSubgroup: null,
    textKey: null,
    longText: null,
    matchcode: null,
    alternativeNumber: null,
    ean: null,
    catalogPage: null,
    packagingQuantity: null,
    manufacturer: null,
    manufacturerNumber: null,
    referenceIssuer: null,
    referenceNumber: null,
    line,
  };
}
