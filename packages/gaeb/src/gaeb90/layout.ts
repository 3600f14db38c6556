/**
 * The record layout of GAEB 90 (GAEB-Datenaustausch 1990, files .D81 to .D86) as this reader and the generator
 * use it, in one place. A record is one line of 80 characters: columns 1-2 the record type (Satzart), 3-74 the
 * data, 75-80 the running record number (Satznummer). Columns are 1-based and inclusive, as GAEB documents them.
 *
 * Where the columns come from (docs/decisions/0033-gaeb90-reader.md): the fields of 00 (phase, OZ mask), 01, 02,
 * 03, 08, 11, 12, 21 (OZ, kind flags 12-14, quantity 24-34, unit 35-38), 23 (unit price 13-23, total 25-36), 24,
 * 25, 26 and 99 agree between several public readers that were checked against real files. The meaning of the
 * kind flags beyond "NNN" (columns 12-20), of 22 (unit price components) and 27 (text complements) follows
 * public descriptions of the format and must be checked against real files when they come.
 */

/** A field: first and last column, 1-based, inclusive. */
export type Columns = readonly [from: number, to: number];

/** Characters of a record. */
export const RECORD_LENGTH = 80;
/** Last data column; 75-80 hold the Satznummer. */
export const DATA_END = 74;

/** 00 Eröffnungssatz: the exchange phase (Datenart) and the OZ mask. */
export const OPENING = {
  phase: [11, 12],
  mask: [63, 71],
  /** "90": the edition of the format. */
  edition: [72, 73],
  /** "X": the BoQ has lots (records 10 and 33). Informational: the reader goes by the records. */
  lots: [74, 74],
} as const satisfies Record<string, Columns>;

/** 01 LV-Bezeichnung and date (TT.MM.JJ or TT.MM.JJJJ). */
export const BOQ_INFO = { label: [3, 42], date: [43, 52] } as const satisfies Record<string, Columns>;

/** 02 Projektbezeichnung, 03 Auftraggeber (one line each; up to four 03 records). */
export const TEXT_LINE: Columns = [3, DATA_END];

/** 08 Währung: code ("EUR", "DM") and its name. */
export const CURRENCY = { code: [3, 8], label: [9, DATA_END] } as const satisfies Record<string, Columns>;

/** 10 Los-Beginn and 33 Los-Ende: lot number; 10 carries the lot's label, 33 its total (D84/D86). */
export const LOT = { number: [3, 4], label: [5, 44] } as const satisfies Record<string, Columns>;

/** The ordinal number (OZ, 9 characters laid out by the OZ mask) of 11, 21, 22, 23 and 31. */
export const OZ: Columns = [3, 11];

/** 21 Position. */
export const ITEM = {
  /** N normal, G Grundposition, A Wahl-/Alternativposition, Z Zuschlagsposition. */
  kind: [12, 12],
  /** N normal, B Bedarfsposition mit Gesamtbetrag, E Bedarfs-/Eventualposition ohne Gesamtbetrag. */
  provisional: [13, 13],
  /** N normal, L Leitbeschreibung: Unterbeschreibungen (24) follow. */
  description: [14, 14],
  /** Wahl-/Alternativgruppe of a G or A item. */
  group: [15, 16],
  /** Serial number of an A item within its group (a G item is serial 0). */
  serial: [17, 18],
  /** X: Stundenlohnarbeiten. */
  hourly: [19, 19],
  /** P: Pauschalposition. */
  lumpSum: [20, 20],
  /** Sign and 11 digits with 3 decimals. */
  qty: [23, 34],
  unit: [35, 38],
} as const satisfies Record<string, Columns>;

/** 22 EP-Anteile: up to five unit price components, each a sign and 11 digits with 3 decimals. */
export const UP_COMPONENTS: readonly Columns[] = [
  [12, 23],
  [24, 35],
  [36, 47],
  [48, 59],
  [60, 71],
];

/** 23 Preise: unit price (sign, 11 digits, 3 decimals; a markup item's percentage) and total (12 digits, 2 decimals). */
export const PRICES = { up: [12, 23], it: [24, 36] } as const satisfies Record<string, Columns>;

/** 24 Unterbeschreibung: number, quantity (sign, 11 digits, 3 decimals), unit. */
export const SUB_DESCRIPTION = { number: [3, 4], qty: [5, 16], unit: [17, 20] } as const satisfies Record<
  string,
  Columns
>;

/** 26 Langtext (and 20/T1 texts): text from column 6 when columns 3-5 (the indent) are blank, else from 3. */
export const LONG_TEXT_INDENT: Columns = [3, 5];

/** 27 Textergänzung: A (Auftraggeber) or B (Bieter), its mark, its text (continued by records with the same mark). */
export const COMPLEMENT = { kind: [3, 3], mark: [4, 6], text: [8, DATA_END] } as const satisfies Record<
  string,
  Columns
>;

/** 31 Bereichsende, 33 Los-Ende and 99 Abschlusssatz: total of the title, lot or BoQ (sign, 12 digits, 2 decimals). */
export const TOTAL: Columns = [24, 36];

/** 99 Abschlusssatz: the number of items the file holds. */
export const ITEM_COUNT: Columns = [70, 74];

/** Decimal places of the fixed-point fields. */
export const QTY_DECIMALS = 3;
export const UP_DECIMALS = 3;
export const TOTAL_DECIMALS = 2;
