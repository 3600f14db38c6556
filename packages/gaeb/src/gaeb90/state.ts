import { emptyTotals } from '../empty-model';
import type { BreakdownLevel, Category, Item, MarkupItem, Totals } from '../model';
import type { Description } from '../model-text';
import { formatOzPart, splitBreakdown } from '../oz';
import { SHORT_TEXT_MAX, truncateText } from '../text-bounds';
import { quoted, type Gaeb90Context, type Subject } from './context';
import { OZ, type Columns } from './layout';
import { readFixedPoint } from './numbers';
import { splitOz, type OzMask } from './oz-mask';
import type { Header } from './read-header';
import { field, type Gaeb90Record } from './records';
import { lineText, TextCollector } from './text';
import { BoqTreeBuilder, type CategoryPath } from './tree';

/** A position read so far: its entry, its texts and what messages call it. */
export interface ItemState {
  entry: Item | MarkupItem;
  text: TextCollector;
  subject: Subject;
}

/** Where an OZ field points: the category path, the position and index, and the OZ as the model writes it. */
export interface OzPlace {
  path: CategoryPath;
  item: string | null;
  index: string | null;
  oz: string;
}

/** Texts that must become descriptions when reading ends. */
interface PendingText {
  text: TextCollector;
  subject: Subject | null;
  record: Gaeb90Record;
  apply: (description: Description | null) => void;
}

/** The state of one read: header, tree, what the next text record belongs to. */
export class ReadState {
  readonly tree: BoqTreeBuilder;
  readonly breakdown: BreakdownLevel[];
  /** RNoPart of the open lot (10 … 33). */
  lot: string | null = null;
  /** Path of the title the next remark belongs to. */
  titlePath: CategoryPath = [];
  /** The lot or title whose label 12 records continue. */
  label: {
    category: Category;
    lines: string[];
    size: number;
    subject: Subject;
    record: Gaeb90Record;
  } | null = null;
  /** Where 25, 26 and 27 records go; null: nowhere (an error); `discarded` after a refused position. */
  target: { text: TextCollector; subject: Subject | null; discarded?: true } | null = null;
  current: ItemState | null = null;
  /** The remark T0/T1 records are read into (until another record comes). */
  preamble: TextCollector | null = null;
  upComponentCount = 0;
  statedItemCount: number | null = null;
  boqTotal: string | null = null;
  ended: Gaeb90Record | null = null;
  readonly explicitCategories = new Set<Category>();
  private readonly pending: PendingText[] = [];

  constructor(
    readonly ctx: Gaeb90Context,
    readonly header: Header,
    readonly lots: boolean,
    breakdown: BreakdownLevel[],
  ) {
    this.breakdown = breakdown;
    this.tree = new BoqTreeBuilder(breakdown);
  }

  get mask(): OzMask {
    return this.header.mask;
  }

  /** Forgets what following text and label records would belong to (a new structure record came). */
  resetContext(): void {
    this.closeLabel();
    this.preamble = null;
    this.target = null;
    this.current = null;
  }

  /** A line of the open label (kept while the label is below SHORT_TEXT_MAX, counted always). */
  addLabelLine(text: string): void {
    const label = this.label;
    if (label === null || text === '') return;
    if (label.size < SHORT_TEXT_MAX) label.lines.push(text);
    label.size += text.length + (label.size > 0 ? 1 : 0);
  }

  /** Ends the label 10/11 and 12 records gave: sets it (cut to SHORT_TEXT_MAX, with a warning when cut). */
  closeLabel(): void {
    const label = this.label;
    if (label === null) return;
    const text = truncateText(label.lines.join(' '), SHORT_TEXT_MAX);
    if (text !== '') label.category.label = lineText(text);
    if (label.size > SHORT_TEXT_MAX) {
      this.ctx.warn(
        label.record,
        `Bezeichnung von ${label.size} Zeichen auf ${SHORT_TEXT_MAX} gekürzt.`,
        label.subject,
        `label:${label.record.line}`,
      );
    }
    this.label = null;
  }

  /** Texts of a refused record are read into nothing: its refusal is the message, not the texts after it. */
  discard(): void {
    this.current = null;
    this.target = { text: new TextCollector(), subject: null, discarded: true };
  }

  /** Registers texts to be turned into a description at the end and makes them the target of text records. */
  collect(record: Gaeb90Record, subject: Subject | null, apply: PendingText['apply']): TextCollector {
    const text = new TextCollector();
    this.preamble = null;
    this.pending.push({ text, subject, record, apply });
    this.target = { text, subject };
    return text;
  }

  /** Applies every collected text and warns about what was cut to the text bounds. */
  finishTexts(): void {
    this.closeLabel();
    for (const { text, subject, record, apply } of this.pending) {
      for (const cut of text.cuts()) {
        // Once-keyed: never left out behind a flood of other warnings.
        const key = `cut:${record.line}:${cut.part}`;
        this.ctx.warn(record, `${cut.part} von ${cut.size} Zeichen auf ${cut.max} gekürzt.`, subject, key);
      }
      apply(text.description());
    }
  }

  /** A number field, recording an error (with the field's name and columns) when it is not one. */
  number(
    record: Gaeb90Record,
    columns: Columns,
    places: number,
    minPlaces: number,
    name: string,
    subject?: Subject | null,
  ): string | null {
    const value = readFixedPoint(field(record, columns), places, minPlaces);
    if (value !== 'invalid') return value;
    this.ctx.error(
      record,
      'invalid-value',
      `${name} ${quoted(field(record, columns).trim())} (Spalten ${columns[0]}–${columns[1]}) ist keine Zahl`,
      subject,
    );
    return null;
  }

  /**
   * The place an OZ field (columns 3-11) points to, checked against the OZ mask: a position needs every title
   * level and the position filled, a title at least its first level and no position. Records an error and
   * returns null when the OZ does not fit.
   */
  place(record: Gaeb90Record, kind: 'item' | 'title'): OzPlace | null {
    const raw = field(record, OZ);
    const split = splitOz(this.mask, raw);
    const refuse = (why: string): null => {
      this.ctx.error(
        record,
        'invalid-value',
        `die Ordnungszahl ${quoted(raw.trim())} passt nicht zur OZ-Maske ${quoted(this.mask.text)}: ${why}`,
      );
      return null;
    };
    if ('problem' in split) return refuse(split.problem);
    const { titles, item, index } = split.parts;
    if (kind === 'item' && item === null) return refuse('die Position fehlt');
    if (kind === 'title' && (item !== null || titles.length === 0)) {
      return refuse('ein Titel füllt nur seine Gliederungsstufen');
    }
    if (this.lots && this.lot === null) {
      this.ctx.error(
        record,
        'malformed-record',
        `die Ordnungszahl ${quoted(raw.trim())} steht außerhalb eines Loses (Satzart 10), obwohl die Datei Lose hat`,
      );
      return null;
    }
    const { categoryLevels, itemLevel, indexLevel } = splitBreakdown(this.breakdown);
    const offset = this.lots ? 1 : 0;
    const path = [
      ...(this.lot === null ? [] : [this.lot]),
      ...titles.map((part, i) => formatOzPart(part, categoryLevels[i + offset])),
    ];
    if (item === null) return { path, item: null, index: null, oz: this.tree.oz(path, false) };
    const position = formatOzPart(item, itemLevel);
    const ix = index === null ? null : formatOzPart(index, indexLevel);
    return { path, item: position, index: ix, oz: this.tree.oz([...path, position], true, ix) };
  }
}

/** Totals of a title, lot or BoQ as GAEB 90 states them: the net total only. */
export function totalsOf(total: string | null): Totals | null {
  if (total === null) return null;
  return { ...emptyTotals(), total };
}
