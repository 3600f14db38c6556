/**
 * Units of measure (GAEB QU) and whether two of them measure the same thing. Tenders and catalogs spell units in
 * many ways ("m²", "qm", "m2"; "Stck", "Stk", "St"); a unit that truly differs (a window sill per piece against
 * per metre) is no reason to hide a position, only to rank it lower: the estimator converts.
 */

/** What a unit measures. Products (area x time for scaffolding rent) are dimensions of their own. */
export type Dimension =
  | 'area'
  | 'length'
  | 'volume'
  | 'count'
  | 'lumpSum'
  | 'mass'
  | 'time'
  | 'areaTime'
  | 'lengthTime'
  | 'volumeTime'
  | 'countTime';

/** A unit in canonical form: `code` identifies the unit, `dimension` what it measures. */
export interface CanonicalUnit {
  code: string;
  dimension: Dimension;
}

const SPELLINGS: Record<string, CanonicalUnit> = {};

function define(code: string, dimension: Dimension, spellings: readonly string[]): void {
  for (const spelling of [code, ...spellings]) SPELLINGS[spelling] = { code, dimension };
}

define('m2', 'area', ['m²', 'qm', 'qm.', 'm^2']);
define('m', 'length', ['lfm', 'lfdm', 'lfd.m', 'lfd.m.', 'lm', 'meter', 'lfd. m']);
define('mm', 'length', []);
define('cm', 'length', []);
define('km', 'length', []);
define('m3', 'volume', ['m³', 'cbm', 'm^3', 'fm']);
define('l', 'volume', ['ltr', 'liter']);
define('st', 'count', [
  'stk',
  'stck',
  'stk.',
  'stck.',
  'st.',
  'stück',
  'stueck',
  'pce',
  'pcs',
  'satz',
  'paar',
]);
define('psch', 'lumpSum', ['pausch', 'pauschal', 'pa', 'psch.', 'pschl', 'ls']);
define('kg', 'mass', []);
define('t', 'mass', ['to']);
define('h', 'time', ['std', 'std.', 'stunde', 'stunden', 'stde']);
define('min', 'time', []);
define('d', 'time', ['tag', 'tage', 'at', 'kt']);
define('wo', 'time', ['woche', 'wochen', 'wo.']);
define('mon', 'time', ['monat', 'mo', 'mt']);
define('m2wo', 'areaTime', ['m²wo', 'qmwo', 'm2xwo', 'm2 wo']);
define('m2mon', 'areaTime', ['m²mon', 'm2mt']);
define('mwo', 'lengthTime', ['m wo']);
define('stwo', 'countTime', ['st wo', 'stkwo']);
define('m3wo', 'volumeTime', []);

/** The canonical form of a unit as written; null for an empty or unknown unit. */
export function canonicalUnit(unit: string | null | undefined): CanonicalUnit | null {
  if (unit == null) return null;
  const key = unit.trim().toLowerCase().replace(/\s+/g, ' ');
  if (key === '') return null;
  return SPELLINGS[key] ?? SPELLINGS[key.replace(/[\s.]/g, '')] ?? null;
}

/**
 * How well a tender item's unit fits a catalog position's:
 * - `same`: the same unit in another spelling ("m²" and "m2");
 * - `convertible`: the same quantity in another unit ("t" and "kg", "Std" and "Tag");
 * - `different`: another quantity ("St" and "m");
 * - `unknown`: the tender names no unit, or a unit this table does not know that is not spelled alike.
 */
export type UnitFit = 'same' | 'convertible' | 'different' | 'unknown';

export function unitFit(tenderUnit: string | null | undefined, catalogUnit: string): UnitFit {
  if (tenderUnit == null || tenderUnit.trim() === '') return 'unknown';
  const tender = canonicalUnit(tenderUnit);
  const catalog = canonicalUnit(catalogUnit);
  if (tender === null || catalog === null) {
    const spelled = (unit: string) => unit.trim().toLowerCase().replace(/[\s.]/g, '');
    return spelled(tenderUnit) === spelled(catalogUnit) ? 'same' : 'unknown';
  }
  if (tender.code === catalog.code) return 'same';
  return tender.dimension === catalog.dimension ? 'convertible' : 'different';
}

/** Whether the units measure the same thing (the `compatible` of the unit reason); unknown counts as compatible. */
export const isCompatible = (fit: UnitFit): boolean => fit !== 'different';
