import type {
  DatanormArticle,
  DatanormArticleExtra,
  DatanormDiscount,
  DatanormDiscountGroup,
  DatanormPrice,
  DatanormRecord,
} from '@vendoc/datanorm/records';
import { decimal, toCanonical } from '@vendoc/money/decimal';
import type { Database } from '../../db/client';
import {
  analyzeArticles,
  deleteMarked,
  mergeStaged,
  orphanedRecords,
  rederivePurchasePrices,
  summarizeMerge,
  upsertDiscountGroups,
  writeMerged,
  type ImportScope,
} from './datanorm-import.repository';
import {
  stageArticles,
  stageDimensions,
  stageExtras,
  stagePrices,
  stageTexts,
  type DiscountGroupUpsert,
  type StagedArticle,
  type StagedDimension,
  type StagedExtra,
  type StagedPrice,
  type StagedText,
} from './datanorm-staging.repository';

/** Records staged per statement (one JSON parameter each). */
const STAGE_BATCH = 2000;
/** Merged articles written per statement. */
const WRITE_CHUNK = 5000;
/** Texts are staged in batches of STAGE_BATCH records or this many characters, whichever comes first. */
const TEXT_BATCH_CHARS = 2_000_000;
/** From this many merged articles on, the planner statistics are refreshed (smaller imports hardly move them). */
const ANALYZE_FROM_ROWS = 1000;
/** Only this many refused lines are listed (all are counted). */
const MAX_REJECTIONS = 200;

const MAX_NUMBER = 40;
const MAX_SHORT_TEXT = 200;
const MAX_UNIT = 10;
const MAX_GROUP = 20;
const MAX_MANUFACTURER = 100;
/** Unit of an article whose line names none. */
const DEFAULT_UNIT = 'Stk';
const EAN = /^(\d{8}|\d{12,14})$/;

export interface ImportCounts {
  created: number;
  updated: number;
  deleted: number;
  /** Prices read: those of A lines plus the P entries applied to an article. */
  prices: number;
  discountGroups: number;
  texts: number;
  rejected: number;
  rejections: { line: number; reason: string }[];
  /** Lines the reader changed (control characters removed, texts cut): the first MAX_REJECTIONS. */
  warnings: { line: number; reason: string }[];
}

interface PendingPrice extends StagedPrice {
  /** An explicit net price came: discounts of a list price no longer decide the purchase price. */
  explicitNet: boolean;
}

/** The factor a discount of a price record multiplies the list price with. */
function discountFactor(item: DatanormDiscount) {
  const value = decimal(item.value);
  if (item.type === 'multiplier') return value;
  if (item.type === 'surcharge') return decimal('1').plus(value.dividedBy(100));
  return decimal('1').minus(value.dividedBy(100));
}

/** A list price with the record's discounts applied one after the other, rounded to 4 places. */
function discountedPrice(listPrice: string, discounts: readonly DatanormDiscount[]): string {
  let price = decimal(listPrice);
  for (const item of discounts) price = price.times(discountFactor(item));
  return toCanonical(price.toDecimalPlaces(4));
}

/**
 * A discount group's discount as the percent stored in article_discount_groups (purchase = list × (1 − p/100)):
 * a multiplier m is (1 − m) × 100 %, a surcharge s is −s %.
 */
function groupPercent(record: DatanormDiscountGroup): string {
  const value = decimal(record.value);
  if (record.type === 'multiplier') return toCanonical(decimal('1').minus(value).times(100));
  if (record.type === 'surcharge') return toCanonical(value.negated());
  return toCanonical(value);
}

/**
 * Stages the records of a DATANORM file in batches as they stream by (memory holds one batch of each kind, never
 * the file), and at the end merges and writes them (see datanorm-import.repository.ts): every article is written
 * once, whatever order its A, B, P, T and D records came in. Discount groups (R) are stored right away.
 */
export class DatanormBatches {
  private articles: StagedArticle[] = [];
  private extras: StagedExtra[] = [];
  /** P entries of the current batch merged per number (one P line may carry a list and a net price). */
  private prices = new Map<string, PendingPrice>();
  private discounts = new Map<string, DiscountGroupUpsert>();
  private texts: StagedText[] = [];
  private dimensions: StagedDimension[] = [];
  private textChars = 0;
  private seq = 0;
  /** A lines that carried a price (a DATANORM 5 file usually has its prices there, not in P records). */
  private articlePrices = 0;
  /** Percent of each discount group before the import (null: new), for re-deriving purchase prices. */
  private discountBefore = new Map<string, string | null>();
  private readonly counts: ImportCounts = {
    created: 0,
    updated: 0,
    deleted: 0,
    prices: 0,
    discountGroups: 0,
    texts: 0,
    rejected: 0,
    rejections: [],
    warnings: [],
  };

  constructor(
    private readonly tx: Database,
    readonly scope: ImportScope,
  ) {}

  async add(record: DatanormRecord): Promise<void> {
    switch (record.kind) {
      case 'article':
        return this.addArticle(record);
      case 'articleExtra':
        return this.addExtra(record);
      case 'price':
        return this.addPrice(record);
      case 'discount':
        return this.addDiscount(record);
      case 'text':
        this.texts.push({ text_key: record.textKey, line: record.line, body: record.text });
        return this.afterText(record.text.length);
      case 'dimension':
        this.dimensions.push({
          number: record.number,
          line: record.line,
          body: record.text,
          text_keys: record.textKeys,
        });
        return this.afterText(record.text.length);
      case 'rejected':
        return this.reject(record.line, record.reason);
      case 'warning':
        if (this.counts.warnings.length < MAX_REJECTIONS)
          this.counts.warnings.push({ line: record.line, reason: record.message });
        return;
      case 'header':
      case 'ignored':
        return;
    }
  }

  /**
   * Stages what is pending, merges and writes the articles, deletes those marked L, re-derives purchase prices
   * of discount groups the file changed, and after a large import refreshes the planner statistics; the counts.
   */
  async finish(): Promise<ImportCounts> {
    const { tx, scope, counts } = this;
    await this.flush();
    await this.flushTexts();
    const rows = await mergeStaged(tx, scope);
    for (let from = 0; from < rows; from += WRITE_CHUNK) {
      counts.created += await writeMerged(tx, scope, from, from + WRITE_CHUNK);
    }
    const summary = await summarizeMerge(tx);
    counts.updated = summary.updated;
    counts.prices = this.articlePrices + summary.prices;
    counts.texts = summary.texts;
    const orphans = await orphanedRecords(tx, MAX_REJECTIONS);
    orphans.rows.forEach((orphan, index) => {
      // All orphaned entries are counted with the first one; the list has one line per article number.
      const count = index === 0 ? orphans.count : 0;
      const what = orphan.kind === 'price' ? 'Preis' : 'Zusatzdaten';
      this.reject(
        orphan.line,
        `${what} für den Artikel „${orphan.number}“, den es im Katalog nicht gibt`,
        count,
      );
    });
    const { deleted, used } = await deleteMarked(tx, scope);
    counts.deleted = deleted;
    for (const row of used) {
      this.reject(
        row.line,
        `Der Artikel „${row.number}“ wird in Positionen verwendet und wurde nicht gelöscht`,
      );
    }
    const groups = [...this.discountBefore].map(([group, oldPercent]) => ({ group, oldPercent }));
    await rederivePurchasePrices(tx, scope, groups);
    if (rows >= ANALYZE_FROM_ROWS) await analyzeArticles(tx);
    return counts;
  }

  private reject(line: number, reason: string, count = 1): void {
    this.counts.rejected += count;
    if (this.counts.rejections.length < MAX_REJECTIONS) this.counts.rejections.push({ line, reason });
  }

  private nextSeq(): number {
    this.seq += 1;
    return this.seq;
  }

  private async addArticle(record: DatanormArticle): Promise<void> {
    const number = record.number.trim();
    if (number.length > MAX_NUMBER) {
      this.reject(record.line, `Die Artikelnummer „${number}“ ist länger als ${MAX_NUMBER} Zeichen`);
      return;
    }
    const shortText = [record.shortText1.trim(), record.shortText2.trim()]
      .filter((part) => part !== '')
      .join(' ')
      .slice(0, MAX_SHORT_TEXT);
    if (shortText === '' && record.action !== 'L') {
      this.reject(record.line, `Der Artikel „${number}“ hat keinen Kurztext`);
      return;
    }
    if (record.action !== 'L' && record.price != null) this.articlePrices += 1;
    this.articles.push({
      seq: this.nextSeq(),
      number,
      action: record.action,
      short_text: shortText,
      unit: record.unit.trim().slice(0, MAX_UNIT) || DEFAULT_UNIT,
      price_unit: record.priceUnit,
      list_price: record.priceKind === 'list' ? record.price : null,
      net_price: record.priceKind === 'net' ? record.price : null,
      discount_group: record.discountGroup?.trim().slice(0, MAX_GROUP) || null,
      product_group: record.productGroup?.trim().slice(0, MAX_GROUP) || null,
      text_key: record.textKey?.trim() || null,
      line: record.line,
    });
    return this.flushIfFull();
  }

  private async addExtra(record: DatanormArticleExtra): Promise<void> {
    const ean = record.ean?.trim() ?? null;
    this.extras.push({
      seq: this.nextSeq(),
      number: record.number.trim(),
      ean: ean != null && EAN.test(ean) ? ean : null,
      manufacturer: record.manufacturer?.trim().slice(0, MAX_MANUFACTURER) || null,
      line: record.line,
    });
    return this.flushIfFull();
  }

  private async addPrice(record: DatanormPrice): Promise<void> {
    // A price on request changes nothing.
    if (record.price == null) return;
    const number = record.number.trim();
    const pending: PendingPrice = this.prices.get(number) ?? {
      seq: 0,
      number,
      list_price: null,
      purchase_price: null,
      derive: false,
      explicitNet: false,
      price_unit: null,
      discount_group: null,
      valid_from: this.scope.validFrom,
      line: record.line,
      records: 0,
    };
    pending.seq = this.nextSeq();
    pending.records += 1;
    if (record.validFrom != null) pending.valid_from = record.validFrom;
    if (record.priceUnit != null) pending.price_unit = record.priceUnit;
    if (record.discountGroup != null) pending.discount_group = record.discountGroup.slice(0, MAX_GROUP);
    if (record.priceKind === 'net') {
      pending.purchase_price = record.price;
      pending.explicitNet = true;
      pending.derive = false;
    } else if (record.priceKind === 'list') {
      pending.list_price = record.price;
      if (!pending.explicitNet) {
        const ownDiscounts = record.discounts.length > 0;
        pending.purchase_price = ownDiscounts ? discountedPrice(record.price, record.discounts) : null;
        pending.derive = !ownDiscounts;
      }
    }
    this.prices.set(number, pending);
    return this.flushIfFull();
  }

  private async addDiscount(record: DatanormDiscountGroup): Promise<void> {
    const group = record.group.trim().slice(0, MAX_GROUP);
    this.discounts.set(group, {
      discount_group: group,
      percent: groupPercent(record),
      description: record.description.trim() || null,
    });
    return this.flushIfFull();
  }

  private async afterText(chars: number): Promise<void> {
    this.textChars += chars;
    if (this.texts.length + this.dimensions.length >= STAGE_BATCH || this.textChars >= TEXT_BATCH_CHARS)
      await this.flushTexts();
  }

  private async flushTexts(): Promise<void> {
    await stageTexts(this.tx, this.texts);
    await stageDimensions(this.tx, this.dimensions);
    this.texts = [];
    this.dimensions = [];
    this.textChars = 0;
  }

  private async flushIfFull(): Promise<void> {
    const pending = this.articles.length + this.extras.length + this.prices.size + this.discounts.size;
    if (pending >= STAGE_BATCH) await this.flush();
  }

  private async flush(): Promise<void> {
    const { tx, scope } = this;
    if (this.discounts.size > 0) {
      const stored = await upsertDiscountGroups(tx, scope, [...this.discounts.values()]);
      for (const { group, oldPercent } of stored) {
        if (!this.discountBefore.has(group)) {
          this.discountBefore.set(group, oldPercent);
          this.counts.discountGroups += 1;
        }
      }
      this.discounts.clear();
    }
    await stageArticles(tx, this.articles);
    await stageExtras(tx, this.extras);
    await stagePrices(
      tx,
      [...this.prices.values()].map(({ explicitNet: _explicitNet, ...price }) => price),
    );
    this.articles = [];
    this.extras = [];
    this.prices.clear();
  }
}
