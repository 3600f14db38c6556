/** German units as VenDoc (and GAEB) writes them -> UN/ECE Recommendation 20 codes (BT-130). */
const UNIT_CODES: Record<string, string> = {
  stk: 'C62',
  stck: 'C62',
  stück: 'C62',
  st: 'C62',
  m: 'MTR',
  lfm: 'MTR',
  m2: 'MTK',
  'm²': 'MTK',
  qm: 'MTK',
  m3: 'MTQ',
  'm³': 'MTQ',
  cbm: 'MTQ',
  h: 'HUR',
  std: 'HUR',
  kg: 'KGM',
  t: 'TNE',
  l: 'LTR',
  psch: 'LS',
  pauschal: 'LS',
  pau: 'LS',
};

/** Rec 20 codes VenDoc writes, accepted as they are. */
const KNOWN_CODES = new Set(Object.values(UNIT_CODES));

/** The UN/ECE Rec 20 code of a German unit ("m²" -> "MTK"), or null when it is not known. */
export function unitCode(unit: string): string | null {
  const trimmed = unit.trim();
  if (KNOWN_CODES.has(trimmed)) return trimmed;
  return UNIT_CODES[trimmed.toLowerCase().replace(/\.$/, '')] ?? null;
}
