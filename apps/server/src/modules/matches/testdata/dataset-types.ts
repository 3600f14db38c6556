// Shapes of the labelled matching data set (catalog.json, tender.json) and the units it may use.

/** Units as the company writes them in its own catalog (GAEB QU, at most 4 characters). */
export const catalogUnits = [
  'm2',
  'm',
  'm3',
  'St',
  'Stk',
  'psch',
  'kg',
  't',
  'h',
  'Wo',
  'm2Wo',
  'km',
] as const;
export type CatalogUnit = (typeof catalogUnits)[number];

/**
 * Units as they appear in tenders: the catalog's, plus the spellings architects and STLB-Bau exports use for the
 * same thing (m² and qm for m2, lfm for m, Stck for St, pausch for psch, Std for h).
 */
export const tenderUnits = [
  ...catalogUnits,
  'm²',
  'qm',
  'm³',
  'cbm',
  'lfm',
  'lfdm',
  'Stck',
  'pausch',
  'PA',
  'Std',
  'Wo.',
  'StWo',
] as const;
export type TenderUnit = (typeof tenderUnits)[number];

export interface CatalogPosition {
  /** Stable id: trade prefix and the four digits of the catalog number, e.g. "TRO-0140". */
  key: string;
  /** Catalog number: trade number and position, e.g. "15.0140". */
  number: string;
  /** Trade (Gewerk), e.g. "Trockenbau". */
  category: string;
  /** Kurztext, at most 70 characters. */
  shortText: string;
  /** Langtext: material, thickness, standard, execution. */
  longText: string;
  unit: CatalogUnit;
  /** STLB-Bau style reference ("039-1310-03"); only where the company built the position from STLB-Bau. */
  stlb?: string;
}

export type Split = 'dev' | 'test';
export type Difficulty = 'easy' | 'medium' | 'hard';

export interface TenderItem {
  /** Ordinal number in the tender: lot, title, position ("01.02.0030"). */
  oz: string;
  shortText: string;
  longText?: string;
  unit: TenderUnit;
  /** Quantity as written in the tender (German decimal comma is not used here: "125.5"). */
  qty: string;
  /** Key of the one catalog position a competent estimator would choose. */
  expected: string;
  /** 'dev' may be used to tune a matcher; accuracy is reported on 'test' only. */
  split: Split;
  difficulty: Difficulty;
  /** STLB-Bau reference the tender carries, where the tender was written with STLB-Bau. */
  stlb?: string;
  /** Why the expected position is the right one, where that is not obvious. */
  notes?: string;
}

/** Why no catalog position fits a hard negative, as a kind (README: hard negatives). */
export type NegativeKind = 'real' | 'unit' | 'generic' | 'trade';

/**
 * A tender item no position of the catalog fits (hard-negatives.json): the right answer is "Kein passender
 * Vorschlag". Same fields as a tender item, with the tempting wrong position (`trap`) instead of `expected`.
 */
export interface HardNegative extends Omit<TenderItem, 'expected' | 'notes'> {
  kind: NegativeKind;
  /** Key of the catalog position a careless matcher suggests (shares words or a unit-less text with the item). */
  trap: string;
  /** Why the trap is wrong and no other position fits. */
  notes: string;
}
