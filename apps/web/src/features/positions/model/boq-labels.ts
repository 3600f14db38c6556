import type { BoqKind } from '@vendoc/contract/boqs';
import type { TFunction } from 'i18next';

/** What a BoQ is for (the contract's BOQ_KINDS, repeated so the page needs no schema code). */
export const BOQ_KIND_VALUES: readonly BoqKind[] = ['tender', 'offer', 'contract', 'addendum'];

/** GAEB exchange phases with a name of their own. */
const NAMED_PHASES = new Set(['81', '82', '83', '84', '85', '86']);

/** The letter of a phase in the source's format: X83 (DA XML), P83 (GAEB 2000), D83 (GAEB 90). */
const FORMAT_LETTERS: Readonly<Record<string, string>> = { '2000': 'P', '90': 'D' };

/** "X83 Angebotsaufforderung" ("P83 …" from a GAEB 2000 file); phases without a known name as "X87". */
export function phaseLabel(phase: string, t: TFunction, gaebVersion?: string): string {
  const code = `${FORMAT_LETTERS[gaebVersion ?? ''] ?? 'X'}${phase}`;
  return NAMED_PHASES.has(phase) ? `${code} ${t(`phases.${phase}`)}` : code;
}
