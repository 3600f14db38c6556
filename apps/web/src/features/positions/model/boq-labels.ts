import type { BoqKind } from '@vendoc/contract/boqs';
import type { TFunction } from 'i18next';

/** What a BoQ is for (the contract's BOQ_KINDS, repeated so the page needs no schema code). */
export const BOQ_KIND_VALUES: readonly BoqKind[] = ['tender', 'offer', 'contract', 'addendum'];

/** GAEB exchange phases with a name of their own. */
const NAMED_PHASES = new Set(['81', '82', '83', '84', '85', '86']);

/** "X83 Angebotsaufforderung"; phases without a known name as "X87". */
export function phaseLabel(phase: string, t: TFunction): string {
  const code = `X${phase}`;
  return NAMED_PHASES.has(phase) ? `${code} ${t(`phases.${phase}`)}` : code;
}
