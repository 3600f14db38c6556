import { emptyAddress, type Address } from '../model';
import { SHORT_TEXT_MAX, truncateText } from '../text-bounds';
import { quoted, refuse, type Gaeb90Context } from './context';
import { BOQ_INFO, CURRENCY, OPENING, TEXT_LINE } from './layout';
import { DEFAULT_MASK, parseOzMask, type OzMask } from './oz-mask';
import { trimmedField, type Gaeb90Record } from './records';

/** Exchange phases (Datenarten) of GAEB 90. */
export const GAEB90_PHASES = ['81', '82', '83', '84', '85', '86'] as const;

/** What the header records (00 to 09) say. */
export interface Header {
  phase: string;
  mask: OzMask;
  /** 01: the LV's name and date (ISO). */
  boqLabel: string | null;
  boqDate: string | null;
  /** 02: the project. */
  project: string | null;
  /** 03: the client, one line per record. */
  ownerLines: string[];
  currency: string | null;
  currencyLabel: string | null;
}

/** Reads the 00 record: the exchange phase (refused when not 81-86) and the OZ mask (the usual one when blank). */
export function readOpening(ctx: Gaeb90Context, record: Gaeb90Record): Header {
  const phase = trimmedField(record, OPENING.phase);
  if (!(GAEB90_PHASES as readonly string[]).includes(phase)) {
    refuse(
      'invalid-value',
      `Zeile ${record.line}, Satzart 00: die Datenart ${quoted(phase)} (Spalten 11–12) ist keine ` +
        'GAEB-90-Austauschphase (81 bis 86)',
      record,
    );
  }
  const rawMask = trimmedField(record, OPENING.mask);
  const mask = parseOzMask(rawMask === '' ? DEFAULT_MASK : rawMask);
  if (mask === null) {
    refuse(
      'invalid-value',
      `Zeile ${record.line}, Satzart 00: die OZ-Maske ${quoted(rawMask)} (Spalten 63–71) ist ungültig: erlaubt ` +
        'sind die Gliederungsstufen 1 bis 9 der Reihe nach, P für die Position und I für den Index',
      record,
    );
  }
  if (rawMask === '') {
    ctx.warn(record, `Die Datei nennt keine OZ-Maske; die übliche Maske ${DEFAULT_MASK} wird verwendet.`);
  }
  return {
    phase,
    mask,
    boqLabel: null,
    boqDate: null,
    project: null,
    ownerLines: [],
    currency: null,
    currencyLabel: null,
  };
}

const text = (record: Gaeb90Record, columns: readonly [number, number]): string | null =>
  truncateText(trimmedField(record, columns), SHORT_TEXT_MAX) || null;

/** "14.01.20", "14.01.2020" or "140120" as an ISO date; null when it is none. */
export function isoDate(raw: string): string | null {
  const match = /^(\d{2})\.?(\d{2})\.?(\d{2}|\d{4})$/.exec(raw);
  if (!match) return null;
  const [, day = '', month = '', year = ''] = match;
  const fullYear = year.length === 4 ? year : `${Number(year) < 70 ? '20' : '19'}${year}`;
  const date = new Date(`${fullYear}-${month}-${day}T00:00:00Z`);
  const iso = `${fullYear}-${month}-${day}`;
  return Number.isNaN(date.getTime()) || date.toISOString().slice(0, 10) !== iso ? null : iso;
}

/** Records 01 to 09 after the opening record; false for a type this reader does not know. */
export function readHeaderRecord(ctx: Gaeb90Context, header: Header, record: Gaeb90Record): boolean {
  switch (record.type) {
    case '01': {
      header.boqLabel = text(record, BOQ_INFO.label);
      const date = trimmedField(record, BOQ_INFO.date);
      header.boqDate = date === '' ? null : isoDate(date);
      if (date !== '' && header.boqDate === null) {
        ctx.warn(
          record,
          `Das Datum ${quoted(date)} des Leistungsverzeichnisses ist kein Datum; es wurde nicht übernommen.`,
        );
      }
      return true;
    }
    case '02':
      header.project = text(record, TEXT_LINE);
      return true;
    case '03': {
      const line = text(record, TEXT_LINE);
      if (line !== null) header.ownerLines.push(line);
      return true;
    }
    case '08': {
      const code = trimmedField(record, CURRENCY.code).toUpperCase();
      header.currency = currencyCode(code);
      header.currencyLabel = text(record, CURRENCY.label);
      return true;
    }
    default:
      return false;
  }
}

/** ISO 4217 for the codes GAEB 90 files write ("EURO", "€", "DM"); others as written. */
function currencyCode(code: string): string | null {
  if (code === '') return null;
  if (code === 'EURO' || code === '€') return 'EUR';
  if (code === 'DM') return 'DEM';
  return code;
}

/** The client's address from the 03 lines: one name line each, lines beyond the fourth joined to the fourth. */
export function ownerAddress(lines: readonly string[]): Address | null {
  if (lines.length === 0) return null;
  const [name1 = null, name2 = null, name3 = null, ...rest] = lines;
  return {
    ...emptyAddress(),
    name1,
    name2,
    name3,
    name4: rest.length > 0 ? truncateText(rest.join(' '), SHORT_TEXT_MAX) : null,
  };
}
