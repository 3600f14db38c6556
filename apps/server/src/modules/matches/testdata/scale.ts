// Deterministic scaling of the labelled data set for speed benchmarks: a 10,000-position catalog derived from the
// 1,000 hand-written ones by the variation real catalogs have (other sizes, colours, makes, execution), and a
// 1,000-item tender derived from the hand-written items by the noise real tenders have. Accuracy measured on the
// scaled sets is indicative only (a derived "Fabrikat Knauf" variant can be as right as its base); accuracy is
// reported on tender.json's 'test' split.
import type { CatalogPosition, TenderItem, TenderUnit } from './dataset-types';

const maxShortTextLength = 70;

/** Small, fast, seedable PRNG (mulberry32); returns a function yielding values in [0, 1). */
function createRandom(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

function pick<T>(random: () => number, items: readonly T[]): T {
  const item = items[Math.floor(random() * items.length)];
  if (item === undefined) throw new Error('pick from an empty list');
  return item;
}

function escapeRegExp(text: string): string {
  return text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
}

/** Makes of the trades, as they appear in real catalogs ("Fabrikat: …"). */
const makesByCategory: Record<string, readonly string[]> = {
  Trockenbau: ['Knauf', 'Rigips', 'Siniat', 'Fermacell'],
  Fliesen: ['Villeroy & Boch', 'Agrob Buchtal', 'Marazzi', 'Steuler'],
  Maler: ['Caparol', 'Brillux', 'Sto', 'Keim'],
  Sanitär: ['Geberit', 'Grohe', 'Hansgrohe', 'Duravit', 'Kaldewei'],
  Heizung: ['Viessmann', 'Buderus', 'Vaillant', 'Kermi', 'Purmo'],
  Elektro: ['Gira', 'Jung', 'Busch-Jaeger', 'Hager', 'Berker'],
  Fenster: ['Schüco', 'Rehau', 'Veka', 'Kömmerling', 'Internorm'],
  Türen: ['Hörmann', 'Prüm', 'Jeld-Wen', 'Garant'],
  Dach: ['Braas', 'Creaton', 'Erlus', 'Jacobi', 'Velux'],
  Bodenbelag: ['Forbo', 'Gerflor', 'Tarkett', 'nora', 'Parador'],
  WDVS: ['Sto', 'Brillux', 'Caparol', 'Baumit'],
  Putz: ['Knauf', 'Baumit', 'Weber', 'Maxit'],
  Estrich: ['Knauf', 'Weber', 'Maxit', 'Sakret'],
  Klempner: ['Rheinzink', 'VMZinc', 'Grömo'],
  Mauerwerk: ['Wienerberger', 'Ytong', 'Silka', 'Unipor'],
  Außenanlagen: ['Kann', 'Rinn', 'Godelmann', 'Metten'],
};

const colours: readonly (readonly [short: string, long: string])[] = [
  ['RAL 7016', 'RAL 7016 anthrazitgrau'],
  ['RAL 9016', 'RAL 9016 verkehrsweiß'],
  ['RAL 9006', 'RAL 9006 weißaluminium'],
  ['RAL 7035', 'RAL 7035 lichtgrau'],
  ['RAL 8019', 'RAL 8019 graubraun'],
  ['RAL 9005', 'RAL 9005 tiefschwarz'],
];
// Colours are chosen per position where the trade offers them (frames, doors, sheet metal, paint).
const colouredCategories = new Set(['Fenster', 'Türen', 'Metallbau', 'Klempner', 'Maler']);

/** Execution variants a catalog keeps for any trade. */
const executions: readonly (readonly [short: string, long: string])[] = [
  ['im Bestand', 'Ausführung im bewohnten Bestand, Schutz- und Reinigungsmaßnahmen einkalkuliert.'],
  ['Kleinmenge', 'Kleinmengenzuschlag: Ausführung in Teilflächen bzw. Einzelstücken bis 10 Einheiten.'],
  ['Nachtarbeit', 'Ausführung außerhalb der regulären Arbeitszeit (Nacht- bzw. Wochenendarbeit).'],
  ['Eilausführung', 'Ausführung innerhalb von 5 Arbeitstagen nach Abruf.'],
];

// Dimensions in a short text: "d=100 mm", "12,5 mm", "1,50 m", "DN 100", "21 kW", "300 l".
const dimensionPattern = /(DN |Ø |d=)?(\d+(?:,\d+)?) ?(mm|cm|m|kW|l)?\b(?![²³])/g;
const scaleFactors: readonly (readonly [numerator: number, denominator: number])[] = [
  [4, 5],
  [9, 10],
  [11, 10],
  [6, 5],
  [5, 4],
  [3, 2],
];

/** German decimal text in tenths ("12,5" -> 125), so sizes are changed without binary fractions. */
function toTenths(text: string): number {
  const [whole = '0', fraction = ''] = text.split(',');
  return Number(whole) * 10 + Number((fraction + '0').slice(0, 1));
}

function fromTenths(tenths: number): string {
  const whole = Math.floor(tenths / 10);
  const fraction = tenths % 10;
  return fraction === 0 ? String(whole) : `${whole},${fraction}`;
}

/** A neighbouring, plausibly rounded size: 100 mm -> 120 mm, 12,5 -> 15, 1,50 -> 1,8. */
function neighbourSize(tenths: number, random: () => number): number | undefined {
  const [numerator, denominator] = pick(random, scaleFactors);
  const raw = Math.round((tenths * numerator) / denominator);
  const step = raw >= 1000 ? 50 : raw >= 100 ? 5 : 1;
  const rounded = Math.max(step, Math.round(raw / step) * step);
  return rounded === tenths ? undefined : rounded;
}

type Variant = Pick<CatalogPosition, 'shortText' | 'longText'>;

function withOtherSize(position: CatalogPosition, random: () => number): Variant | undefined {
  // Only numbers carrying a unit or a DN/Ø/d= prefix are sizes; bare numbers are norms ("DIN 18181") or codes.
  const sizes = [...position.shortText.matchAll(dimensionPattern)].filter((match) => match[1] || match[3]);
  if (sizes.length === 0) return undefined;
  const match = pick(random, sizes);
  const [whole, prefix = '', value = '', unit = ''] = match;
  const changed = neighbourSize(toTenths(value), random);
  if (changed === undefined) return undefined;
  const replacement = `${prefix}${fromTenths(changed)}${whole.includes(` ${unit}`) ? ' ' : ''}${unit}`;
  const index = match.index ?? 0;
  const shortText =
    position.shortText.slice(0, index) + replacement + position.shortText.slice(index + whole.length);
  // The long text repeats the size in its own words: change the number wherever it stands with the same unit.
  const inLongText = new RegExp(
    `(?<![\\d,])${escapeRegExp(value)}(?![\\d,])(?=\\s?${escapeRegExp(unit)})`,
    'g',
  );
  const longText = unit
    ? position.longText.replace(inLongText, fromTenths(changed))
    : position.longText.replaceAll(`${prefix}${value}`, `${prefix}${fromTenths(changed)}`);
  return { shortText, longText };
}

function withSuffix(position: CatalogPosition, short: string, long: string): Variant {
  return { shortText: `${position.shortText}, ${short}`, longText: `${position.longText} ${long}` };
}

function deriveVariant(position: CatalogPosition, random: () => number): Variant | undefined {
  const makes = makesByCategory[position.category];
  const kind = Math.floor(random() * 4);
  if (kind === 0) return withOtherSize(position, random);
  if (kind === 1 && makes) {
    const make = pick(random, makes);
    return withSuffix(position, make, `Fabrikat: ${make} oder gleichwertig.`);
  }
  if (kind === 2 && colouredCategories.has(position.category)) {
    const [short, long] = pick(random, colours);
    return withSuffix(position, short, `Farbe bzw. Oberfläche: ${long}.`);
  }
  const [short, long] = pick(random, executions);
  return withSuffix(position, short, long);
}

/**
 * Scales a catalog to `count` positions: the base positions first, then variants derived from randomly chosen base
 * positions (other size, make, colour or execution). Keys are "<base key>-V<nn>", numbers "<base number>.<nn>".
 * Deterministic for a given base, count and seed.
 */
export function scaleCatalog(
  base: readonly CatalogPosition[],
  count: number,
  seed: number,
): CatalogPosition[] {
  const result = base.slice(0, count).map((position) => ({ ...position }));
  if (result.length === count) return result;
  if (base.length === 0) throw new Error('cannot scale an empty catalog');
  const random = createRandom(seed);
  const shortTexts = new Set(result.map((position) => position.shortText));
  const variantsPerBase = new Map<string, number>();
  let attempts = 0;
  while (result.length < count) {
    if (++attempts > count * 50) throw new Error('could not derive enough distinct catalog positions');
    const position = pick(random, base);
    const variant = deriveVariant(position, random);
    if (!variant || variant.shortText.length > maxShortTextLength || shortTexts.has(variant.shortText))
      continue;
    const ordinal = (variantsPerBase.get(position.key) ?? 0) + 1;
    if (ordinal > 99) continue;
    variantsPerBase.set(position.key, ordinal);
    shortTexts.add(variant.shortText);
    const suffix = String(ordinal).padStart(2, '0');
    const { stlb: _stlb, ...rest } = position;
    // A variant is the company's own position, not an STLB-Bau one: it keeps no STLB reference.
    result.push({
      ...rest,
      ...variant,
      key: `${position.key}-V${suffix}`,
      number: `${position.number}.${suffix}`,
    });
  }
  return result;
}

// Spellings the same unit has in tenders.
const unitSpellings: Record<string, readonly TenderUnit[]> = {
  m2: ['m2', 'm²', 'qm'],
  'm²': ['m2', 'm²', 'qm'],
  qm: ['m2', 'm²', 'qm'],
  m3: ['m3', 'm³', 'cbm'],
  'm³': ['m3', 'm³', 'cbm'],
  cbm: ['m3', 'm³', 'cbm'],
  m: ['m', 'lfm', 'lfdm'],
  lfm: ['m', 'lfm', 'lfdm'],
  lfdm: ['m', 'lfm', 'lfdm'],
  St: ['St', 'Stk', 'Stck'],
  Stk: ['St', 'Stk', 'Stck'],
  Stck: ['St', 'Stk', 'Stck'],
  h: ['h', 'Std'],
  Std: ['h', 'Std'],
  psch: ['psch', 'pausch'],
  pausch: ['psch', 'pausch'],
};

const abbreviations: readonly (readonly [long: RegExp, short: string])[] = [
  [/einschließlich/g, 'einschl.'],
  [/inklusive/g, 'inkl.'],
  [/Stück/g, 'Stck.'],
  [/gemäß/g, 'gem.'],
  [/zwischen/g, 'zw.'],
  [/vorhandene/g, 'vorh.'],
];

const boilerplate: readonly string[] = [
  'Liefern und montieren.',
  'Fabrikat/Typ: ........ (vom Bieter einzutragen).',
  'Ausführung gemäß Detailzeichnung und nach Angabe der Bauleitung.',
  'Abrechnung nach VOB/C.',
  'Leistung einschließlich aller Nebenarbeiten und Befestigungsmittel.',
];

function withoutUmlauts(text: string): string {
  return text
    .replace(/ä/g, 'ae')
    .replace(/ö/g, 'oe')
    .replace(/ü/g, 'ue')
    .replace(/Ä/g, 'Ae')
    .replace(/Ö/g, 'Oe')
    .replace(/Ü/g, 'Ue')
    .replace(/ß/g, 'ss');
}

/** A tender quantity with at most two decimals, built from integer hundredths (no binary fractions). */
function randomQuantity(unit: string, random: () => number): string {
  const countable = ['St', 'Stk', 'Stck', 'psch', 'pausch'].includes(unit);
  if (countable) return String(1 + Math.floor(random() * (unit.startsWith('p') ? 1 : 60)));
  const hundredths = 100 + Math.floor(random() * 250_000);
  return `${Math.floor(hundredths / 100)}.${String(hundredths % 100).padStart(2, '0')}`;
}

/**
 * Scales a tender to `count` items: the base items first, then items derived from randomly chosen base items with
 * the noise of real tenders (unit spellings, abbreviations, missing umlauts, boilerplate, other quantities). The
 * expected key, split and difficulty stay those of the base item; derived items get OZ from lot 10 on.
 * Deterministic for a given base, count and seed.
 */
export function scaleTender(base: readonly TenderItem[], count: number, seed: number): TenderItem[] {
  const result = base.slice(0, count).map((item) => ({ ...item }));
  if (result.length === count) return result;
  if (base.length === 0) throw new Error('cannot scale an empty tender');
  const random = createRandom(seed);
  for (let index = 0; result.length < count; index += 1) {
    const item = pick(random, base);
    let shortText = item.shortText;
    let longText = item.longText ?? '';
    for (const [pattern, short] of abbreviations) {
      if (random() < 0.5) longText = longText.replace(pattern, short);
    }
    if (random() < 0.3) {
      shortText = withoutUmlauts(shortText);
      longText = withoutUmlauts(longText);
    }
    if (random() < 0.6) longText = `${longText} ${pick(random, boilerplate)}`.trim();
    const spellings = unitSpellings[item.unit];
    const unit = spellings ? pick(random, spellings) : item.unit;
    const lot = 10 + Math.floor(index / (99 * 99));
    const title = 1 + (Math.floor(index / 99) % 99);
    const position = 10 * (1 + (index % 99));
    const { notes: _notes, ...rest } = item;
    result.push({
      ...rest,
      oz: `${lot}.${String(title).padStart(2, '0')}.${String(position).padStart(4, '0')}`,
      shortText,
      ...(longText ? { longText } : {}),
      unit,
      qty: randomQuantity(unit, random),
    });
  }
  return result;
}
