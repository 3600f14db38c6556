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
  min: 'MIN',
  tag: 'DAY',
  tage: 'DAY',
  wo: 'WEE',
  woche: 'WEE',
  mon: 'MON',
  monat: 'MON',
  jahr: 'ANN',
  km: 'KMT',
  cm: 'CMT',
  mm: 'MMT',
  g: 'GRM',
  ha: 'HAR',
  kwh: 'KWH',
  paar: 'PR',
  satz: 'SET',
  set: 'SET',
  rolle: 'XRO',
  sack: 'XBG',
  pal: 'XPF',
  palette: 'XPF',
  pkt: 'XPK',
  paket: 'XPK',
  karton: 'XCT',
  eimer: 'XBJ',
  dose: 'XCA',
};

/** German labels of the codes an incoming e-invoice may carry (the common ones; others are shown as the code). */
const UNIT_LABELS: Record<string, string> = {
  C62: 'Stk',
  H87: 'Stk',
  XPP: 'Stk',
  EA: 'Stk',
  MTR: 'm',
  MTK: 'm²',
  MTQ: 'm³',
  HUR: 'h',
  MIN: 'min',
  DAY: 'Tag',
  WEE: 'Woche',
  MON: 'Monat',
  ANN: 'Jahr',
  KGM: 'kg',
  GRM: 'g',
  TNE: 't',
  LTR: 'l',
  LS: 'psch',
  KMT: 'km',
  CMT: 'cm',
  MMT: 'mm',
  HAR: 'ha',
  KWH: 'kWh',
  PR: 'Paar',
  SET: 'Satz',
  XRO: 'Rolle',
  XBG: 'Sack',
  XPF: 'Palette',
  XPK: 'Paket',
  XCT: 'Karton',
  XBJ: 'Eimer',
  XCA: 'Dose',
};

/** The German label of a UN/ECE Rec 20 code ("MTK" -> "m²"); the code itself when it has none. */
export function unitLabel(code: string): string {
  return UNIT_LABELS[code.trim()] ?? code;
}

/** Rec 20 codes VenDoc writes, accepted as they are. */
const KNOWN_CODES = new Set(Object.values(UNIT_CODES));

/** The UN/ECE Rec 20 code of a German unit ("m²" -> "MTK"), or null when it is not known. */
export function unitCode(unit: string): string | null {
  const trimmed = unit.trim();
  if (KNOWN_CODES.has(trimmed)) return trimmed;
  return UNIT_CODES[trimmed.toLowerCase().replace(/\.$/, '')] ?? null;
}
