/**
 * The data model of a quantity survey (Aufmaß) after REB-VB 23.003: lines on numbered sheets, each with an address,
 * a position (OZ), a marker and a formula. Shared by the formula engine, the X31 reader/writer, the server and the
 * client. Pure data: no I/O, no framework.
 *
 * Numbers on the wire and in results are decimal strings with a dot ("12.345"); what people type may use a German
 * decimal comma ("12,345") and is kept as typed in `expression`.
 */

/**
 * Line markers (Kennzeichen, REB 23.003):
 * - `''`  counted: the result adds to its position's quantity;
 * - `H`   helper value (Hilfswert): stored under the line's address, not summed;
 * - `E`   result (Ergebnis): summed like a counted line and stored under its address;
 * - `Z`   subtotal (Zwischensumme): the line's own result is summed; the subtotal of the position's summed results
 *         since the previous `Z` or `P` (this line included) is stored under its address;
 * - `P`   position total (Positionssumme): like `Z`, but the stored value is everything of the position since the
 *         previous `P`;
 * - `S`   estimated quantity (Schätzmenge): summed, and reported separately as estimated;
 * - `*`   comment (Kommentarzeile): text only, never calculated.
 */
export const MARKERS = ['', 'H', 'E', 'Z', 'P', 'S', '*'] as const;
export type Marker = (typeof MARKERS)[number];

/** Markers whose line stores a value that later lines may reference by address. */
export const STORING_MARKERS: readonly Marker[] = ['H', 'E', 'Z', 'P'];

/** Formula numbers (Formelnummern): 0 = notation with operators, 91 = free formula with brackets. */
export const FORMULA_PLAIN = 0;
export const FORMULA_FREE = 91;

/** Sheet numbers run from 1 to 9999. */
export const SHEET_MIN = 1;
export const SHEET_MAX = 9999;

/** Results and sums are rounded to 3 decimal places (half up), as REB and GAEB quantities are. */
export const RESULT_PLACES = 3;

/** One line of a survey as stored and exchanged. */
export interface SurveyLine {
  /** Stable id (uuid on the server; any unique string in tests). */
  id: string;
  /** Sheet number, 1..9999. */
  sheet: number;
  /** Row index on the sheet: an upper-case letter and a digit, "A0".."Z9". With `sheet` the line's address. */
  row: string;
  /** Ordinal number (OZ) of the BoQ position the line measures, as the BoQ writes it ("01.02.0010"); null if none. */
  oz: string | null;
  marker: Marker;
  /** Free text: the description of a measured line ("Wand Nord") or the text of a comment line. */
  text: string;
  /** 0 (operators), 91 (free formula) or a geometric formula number of `GEOMETRIC_FORMULAS` (formulas.ts). */
  formulaNumber: number;
  /**
   * FN 0 / 91: the expression as typed, e.g. "2,40*2,75-1,01*2,135", "2*(L+B)*H", "0001B0*0,2".
   * Geometric formulas: their values in order, separated by ";", e.g. "4,5;3,2;2,75". Values may be expressions too.
   * Empty for comment lines and for `Z`/`P` lines that only close a group.
   */
  expression: string;
}

/** A named variable (e.g. L = 4,25), valid on one sheet or, with `sheet` null, in the whole survey. */
export interface SurveyVariable {
  id: string;
  /** Starts with a letter; letters, digits and "_" follow ("L", "B", "H_Tuer"). Case-sensitive. */
  name: string;
  /** An expression like a FN 91 formula; may use other variables and addresses. */
  expression: string;
  /**
   * The sheet it belongs to; null = survey-wide. A sheet's variable hides a survey-wide one of the same name; a
   * survey-wide variable sees only survey-wide variables.
   */
  sheet: number | null;
}

/** An error in an expression, pointing at the characters that cause it (offsets into the expression string). */
export interface FormulaError {
  /** German, for people: "Unerwartetes Zeichen „#“", "Variable „X“ ist nicht definiert", "Division durch null". */
  message: string;
  /** Index of the first offending character (0-based, UTF-16 code units). */
  start: number;
  /** Index after the last offending character (end > start; end = start + 1 for a single character). */
  end: number;
}

/** The calculated state of one line. */
export interface LineResult {
  id: string;
  /**
   * The line's own result rounded half up to exactly 3 decimals ("12.300", never "-0.000"); null for comments,
   * empty Z/P lines and errors.
   */
  value: string | null;
  /** What later lines get when they reference this line's address (H/E: value; Z/P: the subtotal); else null. */
  stored: string | null;
  /** Whether `value` adds to the position's quantity (markers '', E, Z, P, S with a value). */
  counted: boolean;
  error: FormulaError | null;
}

export interface VariableResult {
  id: string;
  /** Rounded to 3 places like a helper (H) line; lines use the rounded value, so X31 helper lines agree. */
  value: string | null;
  error: FormulaError | null;
}

/** The measured quantity of one position (OZ) across the survey. */
export interface PositionSum {
  oz: string;
  /** Sum of the counted line results (3 places). */
  quantity: string;
  /** Part of `quantity` that comes from `S` (estimated) lines. */
  estimated: string;
  /** Number of counted lines. */
  lines: number;
}

/** The quantity of one position on one sheet. */
export interface SheetPositionSum {
  sheet: number;
  oz: string;
  quantity: string;
}

export interface SurveyResult {
  /** Per line id. */
  lines: Map<string, LineResult>;
  /** Per variable id. */
  variables: Map<string, VariableResult>;
  /** Ordered by OZ as the lines first mention them. */
  positions: PositionSum[];
  /** Ordered by sheet, then OZ as first mentioned. */
  sheets: SheetPositionSum[];
  /** Number of lines with an error. */
  errors: number;
}
