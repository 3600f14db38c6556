// Building blocks of the catalog templates: a trade holds families of positions that share one text and differ in
// one or two attributes (thickness, size, quality), which is exactly where catalog positions are near-duplicates.
import type { CatalogUnit } from '../dataset-types';

export interface DraftPosition {
  /** Four-digit position within the trade, e.g. 140 for "15.0140". */
  position: number;
  shortText: string;
  longText: string;
  unit: CatalogUnit;
  stlb?: string;
}

export interface Family {
  build(): DraftPosition[];
}

export interface FamilySpec<V> {
  /** Position number of the first variant; the others follow in steps of 10. */
  at: number;
  unit: CatalogUnit | ((variant: V) => CatalogUnit);
  /** STLB-Bau style stem ("039-1310"); each variant gets its index appended ("039-1310-02"). */
  stlb?: string;
  variants: readonly V[];
  short: (variant: V) => string;
  long: (variant: V) => string;
}

/** A family of catalog positions: one text template, several variants. */
export function family<V>(spec: FamilySpec<V>): Family {
  return {
    build: () =>
      spec.variants.map((variant, index) => ({
        position: spec.at + 10 * index,
        shortText: spec.short(variant),
        longText: spec.long(variant),
        unit: typeof spec.unit === 'function' ? spec.unit(variant) : spec.unit,
        ...(spec.stlb ? { stlb: `${spec.stlb}-${String(index + 1).padStart(2, '0')}` } : {}),
      })),
  };
}

/** A single position that has no siblings. */
export function single(position: Omit<DraftPosition, 'position'> & { at: number }): Family {
  const { at, ...rest } = position;
  return { build: () => [{ position: at, ...rest }] };
}

export interface Trade {
  /** Two-digit trade number of the catalog ("15"). */
  number: string;
  /** Key prefix ("TRO"). */
  prefix: string;
  category: string;
  families: readonly Family[];
}

/** German decimal notation for a dimension (12.5 -> "12,5"). */
export function de(value: number): string {
  return String(value).replace('.', ',');
}
