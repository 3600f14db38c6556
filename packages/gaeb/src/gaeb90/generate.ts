// Test support (not part of the package API): writes a GAEB 90 file from the model, for tests and benchmarks.
import iconv from 'iconv-lite';
import type { BoQBody, BreakdownLevel, Category, GaebDocument, Item, MarkupItem, Remark } from '../model';
import type { Description } from '../model-text';
import { formatOzPart, splitBreakdown } from '../oz';
import { plainText } from '../rich-text';
import { computeTotals, itemTotal, type ComputedTotals } from '../totals';
import { toFixed } from '@vendoc/money/decimal';
import {
  BOQ_INFO,
  COMPLEMENT,
  CURRENCY,
  DATA_END,
  ITEM,
  ITEM_COUNT,
  LOT,
  OPENING,
  OZ,
  PRICES,
  SUB_DESCRIPTION,
  TEXT_LINE,
  TOTAL,
  UP_COMPONENTS,
  type Columns,
} from './layout';
import { writeFixedPoint } from './numbers';
import { OZ_LENGTH } from './oz-mask';

export type Gaeb90Phase = '81' | '82' | '83' | '84' | '85' | '86';

export interface GenerateGaeb90Options {
  phase: Gaeb90Phase;
  /** Default CP437. */
  encoding?: 'cp437' | 'cp850' | 'windows-1252' | 'utf-8';
  /** Default CRLF, as DOS programs wrote. */
  lineEnd?: string;
}

const PRICED = new Set<Gaeb90Phase>(['82', '84', '86']);

/** One record: fields placed in columns, padded to 74 characters, the Satznummer added by the writer. */
class RecordWriter {
  readonly lines: string[] = [];

  add(type: string, fields: readonly (readonly [Columns, string | null | undefined])[] = []): void {
    const chars = `${type}${' '.repeat(DATA_END - 2)}`.split('');
    for (const [[from, to], value] of fields) {
      if (value == null) continue;
      const text = value.slice(0, to - from + 1);
      for (let i = 0; i < text.length; i++) chars[from - 1 + i] = text[i]!;
    }
    this.lines.push(`${chars.join('')}${String(this.lines.length + 1).padStart(6, '0')}`);
  }
}

/** Words of `text` in lines of at most `width` characters (a longer word is split). */
export function wrap(text: string, width: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/).filter((w) => w !== '')) {
    for (let rest = word; rest.length > 0; rest = rest.slice(width)) {
      const piece = rest.slice(0, width);
      if (line === '') line = piece;
      else if (line.length + 1 + piece.length <= width) line = `${line} ${piece}`;
      else {
        lines.push(line);
        line = piece;
      }
    }
  }
  if (line !== '') lines.push(line);
  return lines;
}

function maskOf(breakdown: readonly BreakdownLevel[]): string {
  const { categoryLevels, itemLevel, indexLevel } = splitBreakdown(breakdown);
  const titles = categoryLevels.filter((level) => level.type === 'BoQLevel');
  const mask = [
    ...titles.map((level, i) => String(i + 1).repeat(level.length)),
    'P'.repeat(itemLevel?.length ?? 4),
    indexLevel ? 'I'.repeat(indexLevel.length) : '',
  ].join('');
  if (mask.length > OZ_LENGTH)
    throw new Error(`the breakdown needs an OZ mask of ${mask.length} characters; GAEB 90 has 9`);
  return mask;
}

const fixed = (value: string | null, digits: number, places: number): string | null => {
  if (value === null) return null;
  const text = writeFixedPoint(value, digits, places);
  if (text === null) throw new Error(`${value} does not fit ${digits} digits with ${places} decimals`);
  return text;
};

const isoToGerman = (date: string | null): string | null => {
  const match = date === null ? null : /^(\d{4})-(\d{2})-(\d{2})/.exec(date);
  return match ? `${match[3]}.${match[2]}.${match[1]!.slice(2)}` : null;
};

/** Writes the records of one BoQ. */
class Gaeb90Generator {
  readonly out = new RecordWriter();
  private readonly priced: boolean;
  private readonly bid: boolean;
  private readonly titleLevels: BreakdownLevel[];
  private readonly lots: boolean;
  private items = 0;

  constructor(
    private readonly breakdown: readonly BreakdownLevel[],
    private readonly phase: Gaeb90Phase,
    private readonly totals: ComputedTotals,
  ) {
    this.priced = PRICED.has(phase);
    this.bid = phase === '84';
    this.lots = breakdown[0]?.type === 'Lot';
    this.titleLevels = splitBreakdown(breakdown).categoryLevels.filter((level) => level.type === 'BoQLevel');
  }

  /** The 9-character OZ field of a title path (lot left out) and an item part. */
  private ozField(
    titles: readonly string[],
    item: string | null = null,
    index: string | null = null,
  ): string {
    const { itemLevel, indexLevel } = splitBreakdown(this.breakdown);
    const parts = titles.map((part, i) =>
      formatOzPart(part, this.titleLevels[i]).padStart(this.titleLevels[i]!.length),
    );
    if (item !== null) parts.push(formatOzPart(item, itemLevel).padStart(itemLevel?.length ?? 4));
    if (index !== null) parts.push(index.padEnd(indexLevel?.length ?? 1));
    const raw = parts.join('');
    if (raw.length > OZ_LENGTH) throw new Error(`OZ ${raw} is longer than 9 characters`);
    return raw;
  }

  body(body: BoQBody, titles: readonly string[]): void {
    for (const entry of body.entries) {
      if (entry.kind === 'category') this.category(entry, titles);
      else if (entry.kind === 'remark') this.remark(entry);
    }
    for (const entry of body.itemlist ?? []) {
      if (entry.kind === 'item' || entry.kind === 'markupItem') this.item(entry, titles);
      else if (entry.kind === 'remark') this.remark(entry);
    }
  }

  private category(category: Category, titles: readonly string[]): void {
    const total = this.priced ? fixed(this.totals.categories[category.id] ?? '0.00', 12, 2) : null;
    const label = plainText(category.label);
    if (category.level === 'lot' && this.lots) {
      this.out.add('10', [
        [LOT.number, category.rNoPart.padStart(2, '0')],
        [LOT.label, this.bid ? null : label],
      ]);
      if (category.body) this.body(category.body, []);
      this.out.add('33', [
        [LOT.number, category.rNoPart.padStart(2, '0')],
        [TOTAL, total],
      ]);
      return;
    }
    const path = [...titles, category.rNoPart];
    const oz = this.ozField(path);
    if (!this.bid) {
      this.out.add('11', [
        [OZ, oz],
        [ITEM.kind, 'N'],
      ]);
      for (const line of wrap(label, TEXT_LINE[1] - TEXT_LINE[0] + 1))
        this.out.add('12', [[TEXT_LINE, line]]);
    }
    if (category.body) this.body(category.body, path);
    this.out.add('31', [
      [OZ, oz],
      [TOTAL, total],
    ]);
  }

  private remark(remark: Remark): void {
    if (this.bid) return;
    this.out.add('20');
    this.longText(remark.description);
  }

  private item(entry: Item | MarkupItem, titles: readonly string[]): void {
    this.items++;
    const oz = this.ozField(titles, entry.rNoPart, entry.rNoIndex);
    if (!this.bid) this.out.add('21', this.itemFields(entry, oz));
    if (this.priced) {
      if (entry.kind === 'item' && entry.upComponents.length > 0) {
        this.out.add('22', [
          [OZ, oz],
          ...entry.upComponents.slice(0, 5).map((c, i) => [UP_COMPONENTS[i]!, fixed(c, 11, 3)] as const),
        ]);
      }
      const up = entry.kind === 'item' ? entry.up : entry.markupPercent;
      this.out.add('23', [
        [OZ, oz],
        [PRICES.up, fixed(up, 11, 3)],
        [PRICES.it, fixed(this.totalOf(entry), 12, 2)],
      ]);
    }
    if (this.bid) {
      this.longText(entry.description, 'Bidder');
      return;
    }
    this.shortText(entry.description);
    this.longText(entry.description);
    if (entry.kind !== 'item') return;
    for (const sub of entry.subDescriptions) {
      this.out.add('24', [
        [SUB_DESCRIPTION.number, sub.number],
        [SUB_DESCRIPTION.qty, fixed(sub.qty, 11, 3)],
        [SUB_DESCRIPTION.unit, sub.unit],
      ]);
      this.shortText(sub.description);
      this.longText(sub.description);
    }
  }

  /** The stated total; a bid states Qty x UP, and none for provisional items without total (as X84 does). */
  private totalOf(entry: Item | MarkupItem): string | null {
    if (!this.bid) return entry.it;
    if (entry.provisional === 'WithoutTotal') return null;
    const total = itemTotal(entry);
    return total === null ? null : toFixed(total, 2);
  }

  private itemFields(entry: Item | MarkupItem, oz: string): [Columns, string | null][] {
    const alt = entry.alternative;
    const kind = entry.kind === 'markupItem' ? 'Z' : alt === null ? 'N' : alt.serial === 0 ? 'G' : 'A';
    const provisional =
      entry.provisional === 'WithTotal' ? 'B' : entry.provisional === 'WithoutTotal' ? 'E' : 'N';
    const item = entry.kind === 'item' ? entry : null;
    const leading = item !== null && (item.sumDescription || item.subDescriptions.length > 0);
    return [
      [OZ, oz],
      [ITEM.kind, kind],
      [ITEM.provisional, provisional],
      [ITEM.description, leading ? 'L' : 'N'],
      [ITEM.group, alt === null ? null : String(alt.group).padStart(2, '0')],
      [ITEM.serial, alt === null || alt.serial === 0 ? null : String(alt.serial).padStart(2, '0')],
      [ITEM.hourly, item?.hourly ? 'X' : null],
      [ITEM.lumpSum, item?.lumpSum ? 'P' : null],
      [ITEM.qty, fixed(item?.qty ?? null, 11, 3)],
      [ITEM.unit, item?.unit ?? null],
    ];
  }

  private shortText(description: Description | null): void {
    const text = plainText(description?.completeText?.outline ?? description?.outline ?? null);
    for (const line of wrap(text, TEXT_LINE[1] - TEXT_LINE[0] + 1)) this.out.add('25', [[TEXT_LINE, line]]);
  }

  /** Long text: 26 lines from column 6, a blank line between paragraphs; complements as 27 (a bid: bidder ones only). */
  private longText(description: Description | null, only?: 'Bidder'): void {
    for (const part of description?.completeText?.detail?.parts ?? []) {
      if (part.kind === 'complement') {
        const { complement } = part;
        // A bid carries what the bidder filled in.
        if (only !== undefined && (complement.kind !== only || plainText(complement.body) === '')) continue;
        const kind = complement.kind === 'Bidder' ? 'B' : 'A';
        const lines = wrap(plainText(complement.body), COMPLEMENT.text[1] - COMPLEMENT.text[0] + 1);
        for (const line of lines.length > 0 ? lines : ['']) {
          this.out.add('27', [
            [COMPLEMENT.kind, kind],
            [COMPLEMENT.mark, complement.markLabel],
            [COMPLEMENT.text, line],
          ]);
        }
      } else if (part.kind === 'text' && only === undefined) {
        part.text.blocks.forEach((block, i) => {
          if (i > 0) this.out.add('26');
          for (const paragraphLine of plainText([block]).split('\n')) {
            for (const line of wrap(paragraphLine, DATA_END - 5)) this.out.add('26', [[[6, DATA_END], line]]);
          }
        });
      }
    }
  }

  end(): void {
    this.out.add('99', [
      [TOTAL, this.priced ? fixed(this.totals.total, 12, 2) : null],
      [ITEM_COUNT, String(this.items).padStart(5, '0')],
    ]);
  }
}

/** The records (80 characters each) of a GAEB 90 file for the document's BoQ in the given phase. */
export function gaeb90Records(doc: GaebDocument, options: GenerateGaeb90Options): string[] {
  const boq = doc.award?.boq;
  if (!boq) throw new Error('a GAEB 90 file needs a bill of quantities');
  const lots = boq.info.breakdown[0]?.type === 'Lot';
  const generator = new Gaeb90Generator(
    boq.info.breakdown,
    options.phase,
    computeTotals(boq, { vatPercent: boq.info.totals?.vatPercent ?? '19' }),
  );
  const out = generator.out;
  out.add('00', [
    [OPENING.phase, options.phase],
    [OPENING.mask, maskOf(boq.info.breakdown)],
    [OPENING.edition, '90'],
    [OPENING.lots, lots ? 'X' : null],
  ]);
  out.add('01', [
    [BOQ_INFO.label, boq.info.label ?? boq.info.name],
    [BOQ_INFO.date, isoToGerman(boq.info.date)],
  ]);
  const project = doc.project?.label ?? doc.project?.name ?? null;
  if (project !== null) out.add('02', [[TEXT_LINE, project]]);
  const owner = doc.award?.owner?.address;
  for (const line of [owner?.name1, owner?.name2, owner?.name3, owner?.name4]) {
    if (line) out.add('03', [[TEXT_LINE, line]]);
  }
  const currency = doc.award?.info?.currency ?? doc.project?.currency ?? null;
  if (currency !== null) {
    const label = doc.award?.info?.currencyLabel ?? doc.project?.currencyLabel ?? null;
    out.add('08', [
      [CURRENCY.code, currency],
      [CURRENCY.label, label],
    ]);
  }
  generator.body(boq.body, []);
  generator.end();
  return out.lines;
}

/** A GAEB 90 file (bytes in the chosen encoding) for the document's BoQ in the given phase. */
export function generateGaeb90(doc: GaebDocument, options: GenerateGaeb90Options): Uint8Array {
  const text = gaeb90Records(doc, options).join(options.lineEnd ?? '\r\n') + (options.lineEnd ?? '\r\n');
  const encoding = options.encoding ?? 'cp437';
  return encoding === 'utf-8' ? new TextEncoder().encode(text) : new Uint8Array(iconv.encode(text, encoding));
}
