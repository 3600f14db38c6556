// The demo company's material (articles, as a wholesaler's DATANORM file lists them) and how the demo calculates
// its catalog positions from them: which articles a position uses, how much of each per unit, and how many
// minutes of which wage rate. The positions' texts come from the matching evaluation catalog (see demo-catalog.ts).

/** The trades of the demo catalog: a finishing contractor (Ausbau), as the demo projects are. */
export const DEMO_TRADES = [
  'Fliesen',
  'Trockenbau',
  'Maler',
  'Bodenbelag',
  'Fenster',
  'Türen',
  'Elektro',
] as const;
export type DemoTrade = (typeof DEMO_TRADES)[number];

export interface DemoArticle {
  number: string;
  shortText: string;
  unit: string;
  /** Net purchase price per `priceUnit` units, as the wholesaler quotes it. */
  purchasePrice: string;
  listPrice: string;
  priceUnit: '1' | '10' | '100';
  discountGroup: string;
  productGroup: string;
  manufacturer: string;
  supplier: string;
  ean: string;
}

/** An article a position uses when its short text matches, with the quantity per unit of the position. */
interface MaterialRule {
  match: RegExp;
  article: string;
  quantity: string;
}

interface TradeCalculation {
  /** Wage rate name (one of DEMO_WAGE_RATES). */
  wageRate: string;
  /** Minutes per unit of the position by its unit; others get `otherMinutes`. */
  minutes: Readonly<Record<string, number>>;
  otherMinutes: number;
  /** The first two rules that match add their articles; without a match the first article of the trade. */
  materials: readonly MaterialRule[];
  fallbackArticle: string;
}

type ArticleRow = readonly [
  number: string,
  shortText: string,
  unit: string,
  purchasePrice: string,
  listPrice: string,
  priceUnit: '1' | '10' | '100',
  productGroup: string,
  manufacturer: string,
];

// Number, short text, unit, purchase and list price per price unit, price unit, product group, manufacturer.
const ARTICLE_ROWS: readonly ArticleRow[] = [
  ['TB-100125', 'Gipsplatte GKB 12,5 x 1250 x 2000 mm', 'm2', '2.95', '4.60', '1', 'GK', 'Knauf'],
  [
    'TB-100225',
    'Gipsplatte GKF 12,5 x 1250 x 2000 mm (Feuerschutz)',
    'm2',
    '3.85',
    '5.90',
    '1',
    'GK',
    'Knauf',
  ],
  [
    'TB-100325',
    'Gipsplatte GKBI 12,5 x 1250 x 2000 mm (imprägniert)',
    'm2',
    '4.40',
    '6.75',
    '1',
    'GK',
    'Rigips',
  ],
  ['TB-200050', 'CW-Profil 50 x 50 x 0,6 mm, Länge 2600 mm', 'm', '1.48', '2.30', '1', 'PRO', 'Knauf'],
  ['TB-200075', 'CW-Profil 75 x 50 x 0,6 mm, Länge 2600 mm', 'm', '1.79', '2.75', '1', 'PRO', 'Knauf'],
  ['TB-200160', 'CD-Profil 60 x 27 x 0,6 mm, Länge 4000 mm', 'm', '1.12', '1.80', '1', 'PRO', 'Knauf'],
  ['TB-300040', 'Trennwandplatte Mineralwolle WLG 035, 40 mm', 'm2', '3.10', '4.95', '1', 'DAE', 'Isover'],
  ['TB-400025', 'Fugenspachtel Uniflott, Sack 25 kg', 'kg', '0.96', '1.45', '1', 'SPA', 'Knauf'],
  ['TB-500300', 'Revisionsklappe Gipsplatte 300 x 300 mm', 'St', '38.50', '59.00', '1', 'REV', 'Knauf'],
  ['TB-600625', 'Mineralfaser-Deckenplatte 625 x 625 mm, weiß', 'm2', '8.90', '13.40', '1', 'DEC', 'Rockfon'],
  [
    'TB-700020',
    'Gipsfaser-Estrichelement 20 mm, 1500 x 500 mm',
    'm2',
    '16.80',
    '24.90',
    '1',
    'TE',
    'Fermacell',
  ],
  [
    'MA-100010',
    'Innendispersion weiß, matt, Nassabrieb Kl. 2, 12,5 l',
    'l',
    '3.20',
    '5.10',
    '1',
    'FAR',
    'Brillux',
  ],
  ['MA-100020', 'Silikatfarbe innen, weiß, 15 l', 'l', '4.60', '7.20', '1', 'FAR', 'Keim'],
  ['MA-100030', 'Fassadenfarbe Silikonharz, weiß, 12,5 l', 'l', '7.90', '12.30', '1', 'FAR', 'Sto'],
  ['MA-200010', 'Tiefgrund lösemittelfrei, 10 l', 'l', '2.45', '3.90', '1', 'GRU', 'Brillux'],
  ['MA-300010', 'Raufaser Körnung mittel, Rolle 25 x 0,53 m', 'Rol', '6.80', '10.50', '1', 'TAP', 'Erfurt'],
  [
    'MA-300020',
    'Malervlies glatt 130 g/m², Rolle 25 x 1 m',
    'Rol',
    '27.50',
    '41.00',
    '1',
    'TAP',
    'Vliesfaser',
  ],
  ['MA-400010', 'Kunstharzlack weiß, seidenmatt, 2,5 l', 'l', '14.20', '22.00', '1', 'LAC', 'Brillux'],
  ['MA-500010', 'Abdeckvlies saugfähig, Rolle 50 m²', 'm2', '58.00', '89.00', '100', 'ZUB', 'Storch'],
  [
    'FL-100030',
    'Feinsteinzeug 30 x 60 cm, grau, R10, rektifiziert',
    'm2',
    '21.90',
    '34.50',
    '1',
    'FSZ',
    'Villeroy & Boch',
  ],
  [
    'FL-100060',
    'Feinsteinzeug 60 x 60 cm, anthrazit, R10, rektifiziert',
    'm2',
    '27.40',
    '42.90',
    '1',
    'FSZ',
    'Villeroy & Boch',
  ],
  ['FL-100125', 'Steingut-Wandfliese 25 x 40 cm, weiß glänzend', 'm2', '13.50', '21.00', '1', 'STG', 'Jasba'],
  ['FL-200025', 'Flexkleber C2 TE S1, Sack 25 kg', 'kg', '0.74', '1.15', '1', 'KLE', 'PCI'],
  ['FL-300015', 'Flexfugenmörtel grau, Sack 15 kg', 'kg', '1.35', '2.10', '1', 'FUG', 'PCI'],
  ['FL-400010', 'Flüssigabdichtung, Eimer 20 kg', 'kg', '3.60', '5.60', '1', 'ABD', 'Sopro'],
  ['FL-500010', 'Fliesenschiene Aluminium 10 mm, Länge 2,50 m', 'm', '2.10', '3.40', '1', 'PRF', 'Schlüter'],
  ['BO-100020', 'Linoleum 2,5 mm, Bahnenware 2,00 m breit', 'm2', '17.80', '27.50', '1', 'LIN', 'Forbo'],
  ['BO-100030', 'Designbelag Vinyl-Planke 2,5 mm, Eiche natur', 'm2', '19.90', '30.90', '1', 'LVT', 'Amtico'],
  ['BO-100040', 'Landhausdiele Eiche 14 mm, gebürstet, geölt', 'm2', '39.50', '59.00', '1', 'PAR', 'Parador'],
  ['BO-100050', 'Laminat 8 mm, NK 32, Eiche hell', 'm2', '9.80', '15.50', '1', 'LAM', 'Parador'],
  ['BO-200010', 'Dispersionsklebstoff Bodenbelag, Eimer 14 kg', 'kg', '2.60', '4.10', '1', 'KLE', 'Uzin'],
  ['BO-200020', 'Ausgleichsmasse zementär, Sack 25 kg', 'kg', '0.82', '1.30', '1', 'SPA', 'Uzin'],
  [
    'BO-300060',
    'Sockelleiste MDF weiß foliert 60 mm, Länge 2,40 m',
    'm',
    '2.35',
    '3.70',
    '1',
    'SOC',
    'Döllken',
  ],
  [
    'FE-100110',
    'Kunststofffenster 1-flg. DK, 3-fach, weiß, Rahmen 76 mm',
    'St',
    '318.00',
    '495.00',
    '1',
    'FKS',
    'Schüco',
  ],
  ['FE-100210', 'Isolierglas 3-fach Ug 0,6, je m²', 'm2', '62.00', '96.00', '1', 'GLA', 'Saint-Gobain'],
  [
    'FE-100310',
    'Fensterbank innen Werzalit weiß, Tiefe 250 mm',
    'm',
    '17.40',
    '27.00',
    '1',
    'FBK',
    'Werzalit',
  ],
  ['FE-100410', 'Montageset Kompriband + Folie, je lfm Fuge', 'm', '3.90', '6.10', '1', 'MON', 'illbruck'],
  [
    'TU-100885',
    'Innentür Röhrenspan CPL weiß 885 x 2130 mm mit Holzzarge',
    'St',
    '189.00',
    '289.00',
    '1',
    'ITU',
    'Prüm',
  ],
  ['TU-200885', 'Stahlzarge Umfassungszarge 885 x 2130 mm', 'St', '96.00', '148.00', '1', 'ZAR', 'Hörmann'],
  ['TU-300010', 'Drückergarnitur Edelstahl, Rosette, BB', 'St', '24.50', '38.00', '1', 'BES', 'Hoppe'],
  ['EL-100315', 'Mantelleitung NYM-J 3x1,5 mm², Ring 100 m', 'm', '78.00', '121.00', '100', 'KAB', 'Lapp'],
  [
    'EL-200010',
    'Steckdose 1-fach UP reinweiß, komplett mit Rahmen',
    'Stk',
    '6.90',
    '10.80',
    '1',
    'SCH',
    'Gira',
  ],
  ['EL-300010', 'LED-Panel 620 x 620 mm, 36 W, 4000 K', 'Stk', '54.00', '84.00', '1', 'LEU', 'Trilux'],
];

/** 43 articles over the seven trades, as the wholesalers' DATANORM files list them (EAN with check digit). */
export const DEMO_ARTICLES: readonly DemoArticle[] = ARTICLE_ROWS.map((row, index) => {
  const [number, shortText, unit, purchasePrice, listPrice, priceUnit, productGroup, manufacturer] = row;
  const electrical = number.startsWith('EL-');
  return {
    number,
    shortText,
    unit,
    purchasePrice,
    listPrice,
    priceUnit,
    productGroup,
    manufacturer,
    discountGroup: electrical ? 'E2' : 'R1',
    supplier: electrical ? 'Elektro-Großhandel Hansa KG' : 'Baustoff-Union Nord GmbH',
    ean: ean13(`400615${String(index + 1).padStart(6, '0')}`),
  };
});

/** How the demo calculates each trade's positions. */
export const TRADE_CALCULATIONS: Readonly<Record<DemoTrade, TradeCalculation>> = {
  Trockenbau: {
    wageRate: 'Geselle',
    minutes: { m2: 32, m: 12, St: 45 },
    otherMinutes: 30,
    materials: [
      { match: /GKF|Brandschutz|EI \d0/, article: 'TB-100225', quantity: '2.1' },
      { match: /GKBI|imprägniert|Sanitär/, article: 'TB-100325', quantity: '2.1' },
      {
        match: /Ständerwand|Vorsatzschale|Kniestock|Unterdecke|Bekleidung|Trockenputz/,
        article: 'TB-100125',
        quantity: '2.1',
      },
      { match: /CW 75|CW 100/, article: 'TB-200075', quantity: '2' },
      { match: /CW|Ständer/, article: 'TB-200050', quantity: '2' },
      { match: /CD 60|Decke|Schräge/, article: 'TB-200160', quantity: '3.2' },
      { match: /Mineralwolle/, article: 'TB-300040', quantity: '1.05' },
      { match: /Revisionsklappe/, article: 'TB-500300', quantity: '1' },
      { match: /Rasterdecke|Akustik|Kassetten/, article: 'TB-600625', quantity: '1.05' },
      { match: /Trockenestrich|Trockenschüttung/, article: 'TB-700020', quantity: '1.05' },
    ],
    fallbackArticle: 'TB-400025',
  },
  Maler: {
    wageRate: 'Geselle',
    minutes: { m2: 9, m: 5, St: 35 },
    otherMinutes: 10,
    materials: [
      { match: /Silikat|Kalk/, article: 'MA-100020', quantity: '0.3' },
      { match: /Fassade/, article: 'MA-100030', quantity: '0.35' },
      { match: /Tiefgrund|Grundierung/, article: 'MA-200010', quantity: '0.15' },
      { match: /Raufaser/, article: 'MA-300010', quantity: '0.08' },
      { match: /Vlies|Glasgewebe/, article: 'MA-300020', quantity: '0.042' },
      { match: /lackieren|Lack|streichen/, article: 'MA-400010', quantity: '0.25' },
      { match: /Abdecken|Abkleben/, article: 'MA-500010', quantity: '1.05' },
      { match: /Anstrich|Dispersion|Latex/, article: 'MA-100010', quantity: '0.3' },
    ],
    fallbackArticle: 'MA-100010',
  },
  Fliesen: {
    wageRate: 'Geselle',
    minutes: { m2: 55, m: 15, St: 40 },
    otherMinutes: 30,
    materials: [
      { match: /Wandfliesen|Mosaik/, article: 'FL-100125', quantity: '1.08' },
      { match: /60x60|60 x 60|45x90|60x120/, article: 'FL-100060', quantity: '1.08' },
      { match: /Bodenfliesen|Sockel|Treppe|Fensterbank|Granit/, article: 'FL-100030', quantity: '1.08' },
      { match: /Abdichtung|Dichtband|Dichtmanschette/, article: 'FL-400010', quantity: '2.5' },
      { match: /Schiene|Profil/, article: 'FL-500010', quantity: '1.05' },
      { match: /fliesen|Fliesen|Mosaik/, article: 'FL-200025', quantity: '4.5' },
    ],
    fallbackArticle: 'FL-300015',
  },
  Bodenbelag: {
    wageRate: 'Geselle',
    minutes: { m2: 18, m: 6, St: 25 },
    otherMinutes: 15,
    materials: [
      { match: /Linoleum|PVC|Kautschuk|Textil|Teppich/, article: 'BO-100020', quantity: '1.05' },
      { match: /Vinyl|LVT|Designbelag/, article: 'BO-100030', quantity: '1.05' },
      { match: /Parkett|Landhausdiele/, article: 'BO-100040', quantity: '1.05' },
      { match: /Laminat/, article: 'BO-100050', quantity: '1.07' },
      { match: /Spachtelung|Ausgleich/, article: 'BO-200020', quantity: '4.5' },
      { match: /Sockel/, article: 'BO-300060', quantity: '1.05' },
      { match: /geklebt|grundieren/, article: 'BO-200010', quantity: '0.35' },
    ],
    fallbackArticle: 'BO-200010',
  },
  Fenster: {
    wageRate: 'Monteur',
    minutes: { St: 150, m: 20, m2: 60 },
    otherMinutes: 45,
    materials: [
      { match: /fenster.*(1-flg|2-flg)|Fenstertür|Hebe-Schiebe/i, article: 'FE-100110', quantity: '1' },
      { match: /Verglasung|glas/i, article: 'FE-100210', quantity: '1' },
      { match: /Fensterbank/, article: 'FE-100310', quantity: '1.05' },
      { match: /fenster|Anschluss|Kompriband|band/i, article: 'FE-100410', quantity: '4.5' },
    ],
    fallbackArticle: 'FE-100410',
  },
  Türen: {
    wageRate: 'Monteur',
    minutes: { St: 120 },
    otherMinutes: 60,
    materials: [
      { match: /Innentür|Schallschutztür|Wohnungseingangstür/, article: 'TU-100885', quantity: '1' },
      { match: /Stahlzarge|Stahltür|Mehrzwecktür/, article: 'TU-200885', quantity: '1' },
      { match: /tür|Tür/, article: 'TU-300010', quantity: '1' },
    ],
    fallbackArticle: 'TU-300010',
  },
  Elektro: {
    wageRate: 'Monteur',
    minutes: { m: 4, Stk: 25, psch: 480 },
    otherMinutes: 30,
    materials: [
      { match: /NYM|Leitung|Kabel/, article: 'EL-100315', quantity: '1.05' },
      { match: /LED|Leuchte/, article: 'EL-300010', quantity: '1' },
      { match: /Steckdose|schalter|Schalter|Taster|Dimmer|Dose/, article: 'EL-200010', quantity: '1' },
    ],
    fallbackArticle: 'EL-200010',
  },
};

/** The markups of every demo position: the company's usual overheads and profit per cost type. */
export const DEMO_MARKUPS = { material: '18', labour: '22', equipment: '10', subcontractor: '8' } as const;

/** A valid EAN-13 from its first 12 digits. */
export function ean13(first12: string): string {
  const sum = [...first12].reduce(
    (total, digit, index) => total + Number(digit) * (index % 2 === 0 ? 1 : 3),
    0,
  );
  return `${first12}${(10 - (sum % 10)) % 10}`;
}

/** A deterministic factor 0.8 … 1.4 per text, so similar positions do not all cost the same. */
export function effortFactor(text: string): number {
  let hash = 2166136261;
  for (const char of text) hash = Math.imul(hash ^ char.charCodeAt(0), 16777619) >>> 0;
  const doubled = /doppelt|2x|2-lagig|2-flg|EI 90|T90|RC3/.test(text) ? 1.3 : 1;
  return (0.8 + (hash % 61) / 100) * doubled;
}
