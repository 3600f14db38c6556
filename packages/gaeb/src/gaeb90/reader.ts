import type { GaebWarning } from '../errors';
import type { BoQ, GaebDocument } from '../model';
import { DEFAULT_MAX_BYTES, type ReadGaebOptions, type ReadGaebResult } from '../reader';
import { Gaeb90Context, refuse } from './context';
import { decodeGaeb90 } from './decode';
import { maskBreakdown } from './oz-mask';
import { ownerAddress, readHeaderRecord, readOpening, type Header } from './read-header';
import { readItem, readPrices, readSubDescription, readUpComponents } from './read-items';
import {
  readCategoryEnd,
  readEnd,
  readLabel,
  readLotStart,
  readPreamble,
  readRemarkStart,
  readText,
  readTitleStart,
} from './read-structure';
import { splitRecords, type Gaeb90Record, type SplitNotes } from './records';
import { ReadState, totalsOf } from './state';

/** Records read between two pauses of the async reader. */
const SLICE = 2000;

const HANDLERS: Record<string, (state: ReadState, record: Gaeb90Record) => void> = {
  '10': readLotStart,
  '11': readTitleStart,
  '12': readLabel,
  '20': readRemarkStart,
  '21': readItem,
  '22': readUpComponents,
  '23': readPrices,
  '24': readSubDescription,
  '25': readText,
  '26': readText,
  '27': readText,
  '31': readCategoryEnd,
  '33': readCategoryEnd,
  '99': readEnd,
  T0: readPreamble,
  T1: readPreamble,
  T9: readPreamble,
};

/** One read: decoding, the opening record, then every record through its handler. */
class Gaeb90Read {
  readonly ctx = new Gaeb90Context();
  readonly encoding: string;
  readonly records: Gaeb90Record[];
  readonly state: ReadState;
  private next: number;
  private readonly skipped = new Map<string, { count: number; first: Gaeb90Record }>();

  constructor(bytes: Uint8Array, options: ReadGaebOptions) {
    const maxBytes = options.maxBytes ?? DEFAULT_MAX_BYTES;
    if (bytes.length > maxBytes) {
      refuse(
        'size-limit',
        `Die Datei ist mit ${grouped(bytes.length)} Bytes größer als erlaubt (${grouped(maxBytes)} Bytes).`,
      );
    }
    const decoded = decodeGaeb90(bytes);
    this.encoding = decoded.encoding;
    const { records, notes } = splitRecords(decoded.text);
    this.records = records;
    this.noteSplit(notes);
    const opening = records.findIndex((record) => !/^T\d$/.test(record.type));
    const first = records[opening];
    if (first?.type !== '00') {
      refuse(
        'not-gaeb',
        first === undefined
          ? 'Die Datei enthält keine GAEB-90-Sätze.'
          : `Zeile ${first.line}: die Datei beginnt nicht mit dem Eröffnungssatz (Satzart 00) einer GAEB-90-Datei.`,
        first ?? null,
      );
    }
    const header = readOpening(this.ctx, first);
    const lots = records.some((record) => record.type === '10');
    this.state = new ReadState(this.ctx, header, lots, maskBreakdown(header.mask, lots));
    // Preliminary texts (T records) before the opening record are read too.
    for (const record of records.slice(0, opening)) readPreamble(this.state, record);
    this.next = opening + 1;
  }

  private noteSplit(notes: SplitNotes): void {
    if (notes.unbroken)
      this.ctx.warn(null, 'Die Datei hat keine Zeilenenden; sie wurde alle 80 Zeichen in Sätze geteilt.');
    if (notes.overlong) {
      this.ctx.warn(
        null,
        `${notes.overlong.count} Zeilen sind länger als 80 Zeichen (erstmals Zeile ${notes.overlong.line}); was nach Spalte 80 steht, wurde nicht gelesen.`,
      );
    }
    if (notes.controls) {
      this.ctx.warn(
        null,
        `${notes.controls.count} Steuerzeichen wurden durch Leerzeichen ersetzt (erstmals Zeile ${notes.controls.line}).`,
      );
    }
    if (notes.numberGap !== null) {
      this.ctx.warn(
        null,
        `Die Satznummern (Spalten 75–80) sind ab Zeile ${notes.numberGap} nicht fortlaufend; womöglich fehlen Sätze.`,
      );
    }
  }

  get done(): boolean {
    return this.next >= this.records.length;
  }

  /** Reads up to `count` records. */
  step(count: number): void {
    const end = Math.min(this.records.length, this.next + count);
    for (; this.next < end; this.next++) this.read(this.records[this.next]!);
  }

  private read(record: Gaeb90Record): void {
    const { state, ctx } = this;
    if (state.ended !== null) {
      ctx.warn(record, 'Sätze nach dem Abschlusssatz (Satzart 99) wurden nicht gelesen.', null, 'after-end');
      return;
    }
    const handler = HANDLERS[record.type];
    if (handler !== undefined) return handler(state, record);
    if (record.type === '00') {
      ctx.error(record, 'malformed-record', 'ein zweiter Eröffnungssatz; eine GAEB-90-Datei hat nur einen');
    } else if (/^0\d$/.test(record.type)) {
      if (!readHeaderRecord(ctx, state.header, record)) this.skip(record);
    } else if (/^\d\d$/.test(record.type)) {
      this.skip(record);
    } else {
      ctx.error(record, 'malformed-record', `${JSON.stringify(record.type)} ist keine Satzart (Spalten 1–2)`);
    }
  }

  private skip(record: Gaeb90Record): void {
    const seen = this.skipped.get(record.type);
    if (seen) seen.count++;
    else this.skipped.set(record.type, { count: 1, first: record });
  }

  result(): ReadGaebResult {
    const { state, ctx } = this;
    state.finishTexts();
    for (const [type, { count, first }] of this.skipped) {
      ctx.warn(
        first,
        `Satzart ${type} wird nicht gelesen; ${count === 1 ? 'ein Satz wurde' : `${count} Sätze wurden`} übergangen.`,
        null,
        `skip:${type}`,
      );
    }
    if (state.ended === null)
      ctx.warn(
        null,
        'Der Abschlusssatz (Satzart 99) fehlt; die Datei ist womöglich unvollständig.',
        null,
        'no-end',
      );
    else if (state.statedItemCount !== null && state.statedItemCount !== state.tree.itemCount) {
      ctx.warn(
        state.ended,
        `Der Abschlusssatz nennt ${state.statedItemCount} Positionen, gelesen wurden ${state.tree.itemCount}.`,
        null,
        'item-count',
      );
    }
    const warnings: GaebWarning[] = ctx.finish();
    return { document: documentOf(state), encoding: this.encoding, warnings };
  }
}

const grouped = (n: number): string => String(n).replace(/\B(?=(\d{3})+(?!\d))/g, '.');

function documentOf(state: ReadState): GaebDocument {
  const header: Header = state.header;
  const boq: BoQ = {
    id: 'BoQ',
    info: {
      name: header.boqLabel,
      label: header.boqLabel,
      date: header.boqDate,
      outlineCompleteness: null,
      breakdown: state.breakdown,
      upComponentCount: state.upComponentCount > 0 ? state.upComponentCount : null,
      upComponentLabels: [],
      totals: totalsOf(state.boqTotal),
    },
    body: state.tree.body,
  };
  const currency = { currency: header.currency, currencyLabel: header.currencyLabel };
  const address = ownerAddress(header.ownerLines);
  return {
    version: '3.3',
    phase: header.phase,
    namespace: '',
    info: { version: null, versionDate: null, date: null, time: null, progSystem: null, progName: null },
    project:
      header.project === null && header.currency === null
        ? null
        : { name: header.project, label: header.project, ...currency },
    award: {
      container: 'Award',
      dp: header.phase,
      info:
        header.currency === null
          ? null
          : {
              ...currency,
              bidDate: null,
              constructionStart: null,
              constructionEnd: null,
              contractNo: null,
              contractDate: null,
            },
      owner: address === null ? null : { address },
      contractor: null,
      boq,
    },
  };
}

/**
 * Reads a GAEB 90 file (GAEB-Datenaustausch 1990, phases D81 to D86: fixed records of 80 characters) into the
 * same model as a GAEB DA XML file: lots, titles and positions placed by their OZ and the OZ mask, quantities,
 * units, short and long texts, text complements, item kinds, unit prices, unit price components and totals,
 * project and BoQ names, currency and client. The encoding (CP437, CP850, Windows-1252 or UTF-8) is detected
 * (decode.ts) and reported. Throws a GaebReadError (German message with line and record type) when the file is
 * too large, is no GAEB 90 file, or has records that cannot be read; texts are bounded as for DA XML.
 */
export function readGaeb90(bytes: Uint8Array, options: ReadGaebOptions = {}): ReadGaebResult {
  const read = new Gaeb90Read(bytes, options);
  read.step(Number.POSITIVE_INFINITY);
  return read.result();
}

/** `readGaeb90` for servers: records are read in slices with `pause()` awaited between them. */
export async function readGaeb90Async(
  bytes: Uint8Array,
  pause: () => Promise<void>,
  options: ReadGaebOptions = {},
): Promise<ReadGaebResult> {
  const read = new Gaeb90Read(bytes, options);
  while (!read.done) {
    await pause();
    read.step(SLICE);
  }
  return read.result();
}

/**
 * Whether the bytes look like a GAEB 90 file: the first record (after preliminary T records) is an opening
 * record 00 with an exchange phase 81-86 in columns 11-12. Reads only the first 4 KB.
 */
export function looksLikeGaeb90(bytes: Uint8Array): boolean {
  const head = new TextDecoder('latin1').decode(bytes.subarray(0, 4096));
  const lines = head.split(/\r\n|\n|\r/).filter((line) => line.trim() !== '');
  const first = lines.find((line) => !/^T\d/.test(line));
  return first !== undefined && /^00.{8}8[1-6]/.test(first.replace(/^\ufeff|^ï»¿/, ''));
}
