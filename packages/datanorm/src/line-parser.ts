// Turning decoded lines into records: the header first, then one record per line by its type letter, with the
// lines of a long text (T) or dimension text (D) gathered until their key changes. A bad line becomes a
// `rejected` record; only a missing or invalid header stops reading (DatanormFormatError).
import { decodeLine } from './decode';
import { DatanormFormatError } from './errors';
import { dateFromDdmmyyyy, dateFromYyyymmdd, LineRejection, text } from './fields';
import { parseHeader } from './header';
import type { LineSink } from './line-splitter';
import {
  parseArticleV4,
  parseDimension,
  parseDiscountGroup,
  parseExtraV4,
  parsePricesV4,
  parseTextV4,
  type TextLines,
} from './parse-v4';
import { parseArticleV5, parsePriceV5, parseTextV5 } from './parse-v5';
import type { DatanormHeader, DatanormRecord, RejectionCode } from './records';
import { GatheredLines, joinTextLines } from './text-lines';
import { FIELD_MAX, removeUnstorableCharacters, TEXT_MAX, truncateText } from './text-bounds';

const CARRIAGE_RETURN = 0x0d;
/** DOS end-of-file mark (Ctrl-Z), still written at the end of many DATANORM files. */
const SUBSTITUTE = 0x1a;
const RAW_LIMIT = 500;

/** Record types that are valid DATANORM but not taken over, with the reason users see. */
const IGNORED: Record<string, string> = {
  S: 'Satzart S (Warengruppen) wird nicht übernommen',
  G: 'Satzart G (Grafikanbindung) wird nicht übernommen',
  J: 'Satzart J (Artikelsets) wird nicht übernommen',
  Z: 'Satzart Z (Zu- und Abschläge, Staffelpreise) wird nicht übernommen',
  C: 'Satzart C (Leistungsdaten) wird nicht übernommen',
  E: 'Satzart E (Einfügetexte) wird nicht übernommen',
};

/** Receives the lines of one file from a LineSplitter; `drain` hands out the records produced so far. */
export class DatanormLineParser implements LineSink {
  private header: DatanormHeader | null = null;
  /** From the latest validity record (C;;TERMIN-1;DDMMYYYY): the date the following prices apply from. */
  private validFrom: string | null = null;
  private pendingText: GatheredLines | null = null;
  private pendingDimension: GatheredLines | null = null;
  /** Characters of the last flushed text and its key: a text longer than a part continues under the same key. */
  private flushedText = { key: '', chars: 0 };
  private records: DatanormRecord[] = [];

  /** The records produced since the last call. */
  drain(): DatanormRecord[] {
    const records = this.records;
    this.records = [];
    return records;
  }

  line(bytes: Uint8Array, start: number, end: number, lineNumber: number): void {
    while (end > start && (bytes[end - 1] === CARRIAGE_RETURN || bytes[end - 1] === SUBSTITUTE)) end--;
    while (start < end && bytes[start] === SUBSTITUTE) start++;
    if (
      this.header === null &&
      bytes[start] === 0xef &&
      bytes[start + 1] === 0xbb &&
      bytes[start + 2] === 0xbf
    ) {
      start += 3; // UTF-8 byte order mark
    }
    if (start === end) return;
    const decoded = this.cleaned(decodeLine(bytes, start, end), lineNumber);
    if (this.header === null) {
      if (decoded.trim() === '') return;
      this.header = parseHeader(decoded, lineNumber);
      this.records.push(this.header);
      return;
    }
    if (decoded.trim() === '') return;
    try {
      this.record(decoded, lineNumber, this.header.version);
    } catch (error) {
      if (!(error instanceof LineRejection)) throw error;
      this.reject(lineNumber, error.code, error.reason, decoded);
    }
  }

  tooLong(lineNumber: number): void {
    if (this.header === null) {
      throw new DatanormFormatError(
        'not-datanorm',
        'Die Datei ist keine DATANORM-Datei: Die erste Zeile ist viel zu lang für einen Vorlaufsatz.',
        lineNumber,
      );
    }
    this.reject(lineNumber, 'line-too-long', 'Die Zeile ist zu lang und wurde übersprungen', '');
  }

  /** Passes on what is still gathered; throws for a file without any line. */
  finish(): void {
    if (this.header === null) throw new DatanormFormatError('empty', 'Die Datei ist leer.', null);
    this.flushText();
    this.flushDimension();
  }

  /** The line without NUL characters (and unpaired surrogates), with a warning when there were some. */
  private cleaned(line: string, lineNumber: number): string {
    const { text, removed } = removeUnstorableCharacters(line);
    if (removed > 0) {
      this.warn(lineNumber, `${removed} Nullzeichen oder ungültige Zeichen wurden aus der Zeile entfernt`);
    }
    return text;
  }

  /** The fields of a line, each cut at FIELD_MAX with a warning naming the field. */
  private fields(line: string, lineNumber: number): string[] {
    const fields = line.split(';');
    for (const [index, field] of fields.entries()) {
      if (field.length <= FIELD_MAX) continue;
      this.warn(
        lineNumber,
        `Feld ${index + 1} hatte ${field.length} Zeichen und wurde auf ${FIELD_MAX} gekürzt`,
      );
      fields[index] = truncateText(field, FIELD_MAX);
    }
    return fields;
  }

  private warn(line: number, message: string): void {
    this.records.push({ kind: 'warning', line, message });
  }

  /**
   * A gathered text cut at TEXT_MAX (counting the parts of the same key before it), with a warning naming the
   * key; null when nothing of it is left.
   */
  private boundedText(key: string, text: string, firstLine: number, what: string): string | null {
    const tracked = `${what}:${key}`;
    const before = this.flushedText.key === tracked ? this.flushedText.chars : 0;
    this.flushedText = { key: tracked, chars: before + text.length };
    if (before + text.length <= TEXT_MAX) return text;
    if (before < TEXT_MAX) {
      this.warn(
        firstLine,
        `${what} „${key.slice(0, 40)}“ ist länger als ${TEXT_MAX} Zeichen und wurde gekürzt`,
      );
    }
    return before >= TEXT_MAX ? null : truncateText(text, TEXT_MAX - before);
  }

  private record(line: string, lineNumber: number, version: 4 | 5): void {
    const fields = this.fields(line, lineNumber);
    const tag = fields[0] ?? '';
    if (line[0] === 'V' && line[1] !== ';') return this.nextHeader(line, lineNumber); // fixed-width DATANORM 4
    if (tag.length !== 1) {
      throw new LineRejection('unknown-record-type', `Unbekannte Satzart „${tag.slice(0, 20)}“`);
    }
    switch (tag) {
      case 'V':
        return this.nextHeader(line, lineNumber);
      case 'A':
        return this.article(fields, lineNumber, version);
      case 'B':
        if (version === 5) {
          throw new LineRejection(
            'unsupported-record',
            'Satzart B (Artikelnummernänderung oder -löschung) wird für DATANORM 5 nicht unterstützt',
          );
        }
        this.records.push(parseExtraV4(fields, lineNumber));
        return;
      case 'T':
        return this.text(version === 4 ? parseTextV4(fields) : parseTextV5(fields), lineNumber);
      case 'D':
        return this.dimension(parseDimension(fields), lineNumber);
      case 'P':
        if (version === 4) this.records.push(...parsePricesV4(fields, lineNumber, this.validFrom, raw(line)));
        else this.records.push(parsePriceV5(fields, lineNumber, this.validFrom));
        return;
      case 'R':
        this.records.push(parseDiscountGroup(fields, lineNumber, version));
        return;
      case 'C':
        return this.validityOrIgnored(fields, lineNumber);
      case 'K':
        return; // Kontrollsatz: the customer number the file was made for, nothing to take over
      case 'E':
        if (version === 5) return; // Dateiende: end of file with a line count suppliers do not keep right
        break;
    }
    const ignored = IGNORED[tag];
    if (ignored === undefined) throw new LineRejection('unknown-record-type', `Unbekannte Satzart „${tag}“`);
    this.records.push({ kind: 'ignored', line: lineNumber, tag, reason: ignored });
  }

  private nextHeader(line: string, lineNumber: number): void {
    // A further header: files concatenated (DATANORM.001 + .002); what was gathered belongs to the part before.
    let header: DatanormHeader;
    try {
      header = parseHeader(line, lineNumber);
    } catch (error) {
      if (!(error instanceof DatanormFormatError)) throw error;
      throw new LineRejection('invalid-header', `Ungültiger weiterer Vorlaufsatz: ${error.message}`);
    }
    this.flushText();
    this.flushDimension();
    this.header = header;
    this.validFrom = null;
    this.records.push(header);
  }

  private article(fields: string[], lineNumber: number, version: 4 | 5): void {
    if (version === 4) {
      this.records.push(parseArticleV4(fields, lineNumber));
      return;
    }
    const { article, extra } = parseArticleV5(fields, lineNumber);
    this.records.push(article);
    if (extra !== null) this.records.push(extra);
  }

  private text({ key, lines }: TextLines, lineNumber: number): void {
    if (this.pendingText !== null && (this.pendingText.key !== key || this.pendingText.full))
      this.flushText();
    this.pendingText ??= new GatheredLines(key, lineNumber);
    for (const line of lines) this.pendingText.add(line);
  }

  private dimension({ key, lines }: TextLines, lineNumber: number): void {
    if (this.pendingDimension !== null && (this.pendingDimension.key !== key || this.pendingDimension.full)) {
      this.flushDimension();
    }
    this.pendingDimension ??= new GatheredLines(key, lineNumber);
    for (const line of lines) this.pendingDimension.add(line);
  }

  private flushText(): void {
    const pending = this.pendingText;
    if (pending === null) return;
    this.pendingText = null;
    const joined = joinTextLines(pending.ordered().map((line) => line.text));
    const text = this.boundedText(pending.key, joined, pending.firstLine, 'Der Langtext');
    if (text === null) return;
    this.records.push({ kind: 'text', textKey: pending.key, text, line: pending.firstLine });
  }

  private flushDimension(): void {
    const pending = this.pendingDimension;
    if (pending === null) return;
    this.pendingDimension = null;
    const ordered = pending.ordered();
    const joined = joinTextLines(
      ordered.filter((line) => line.blockKey === undefined).map((line) => line.text),
    );
    this.records.push({
      kind: 'dimension',
      number: pending.key,
      text: this.boundedText(pending.key, joined, pending.firstLine, 'Der Dimensionstext') ?? '',
      textKeys: ordered.flatMap((line) => (line.blockKey === undefined ? [] : [line.blockKey])),
      line: pending.firstLine,
    });
  }

  /** C;;TERMIN-1;DDMMYYYY sets the date the following prices apply from; other C lines carry services. */
  private validityOrIgnored(fields: string[], lineNumber: number): void {
    if (text(fields[2]).toUpperCase().startsWith('TERMIN')) {
      const date = dateFromDdmmyyyy(text(fields[3])) ?? dateFromYyyymmdd(text(fields[3]));
      if (date === null) {
        throw new LineRejection('invalid-date', `Ungültiges Gültigkeitsdatum „${text(fields[3])}“`);
      }
      this.validFrom = date;
      return;
    }
    this.records.push({ kind: 'ignored', line: lineNumber, tag: 'C', reason: IGNORED.C ?? '' });
  }

  private reject(lineNumber: number, code: RejectionCode, reason: string, line: string): void {
    this.records.push({ kind: 'rejected', line: lineNumber, code, reason, raw: raw(line) });
  }
}

function raw(line: string): string {
  return line.length > RAW_LIMIT ? `${line.slice(0, RAW_LIMIT)}…` : line;
}
