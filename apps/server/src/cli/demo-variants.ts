import type { CatalogPositionInput, VariantsView } from '@vendoc/contract/service-catalogs';
import { DEMO_MARKUPS, type DemoTrade } from './demo-catalog-data';

// Variant groups on a few demo positions and two configurable positions (width and height), as an estimator
// sets them up once so that offers and configurations on site can choose.

/** Resolves the demo's article numbers and wage rate names to the ids the company got. */
export interface DemoIds {
  article: (number: string) => string;
  wageRate: (name: string) => string;
}

type Option = VariantsView['groups'][number]['options'][number];

const option = (id: string, name: string, effect: Option['effect'], textAddition = ''): Option => ({
  id,
  name,
  textAddition,
  effect,
  isDefault: false,
});
const standard = (id: string, name: string): Option => ({
  ...option(id, name, { kind: 'none' }),
  isDefault: true,
});
const perUnit = (amount: string) => ({ kind: 'perUnit' as const, amount });
const percent = (value: string) => ({ kind: 'percent' as const, percent: value });

const windowGroups = (): VariantsView['groups'] => [
  {
    id: 'colour',
    name: 'Farbe außen',
    options: [
      standard('white', 'Weiß'),
      option('anthracite', 'Dekorfolie Anthrazit', perUnit('95.00'), 'Außen Dekorfolie anthrazit RAL 7016.'),
    ],
  },
  {
    id: 'sound',
    name: 'Schallschutz',
    options: [
      standard('ssk2', 'Standard (SSK 2)'),
      option(
        'ssk3',
        'Schallschutzglas SSK 3',
        perUnit('68.00'),
        'Schallschutzverglasung SSK 3, Rw,P ≥ 37 dB.',
      ),
    ],
  },
];

/** Variant groups by the labelled key of the position they belong to. */
export const DEMO_VARIANTS: Readonly<Record<string, (ids: DemoIds) => VariantsView>> = {
  'TUE-0120': () => ({
    groups: [
      {
        id: 'surface',
        name: 'Oberfläche',
        options: [
          standard('cpl', 'CPL weiß'),
          option('oak', 'Eiche furniert', perUnit('85.00'), 'Oberfläche Echtholzfurnier Eiche, lackiert.'),
          option('lacquer', 'Weißlack RAL 9010', perUnit('60.00'), 'Oberfläche Weißlack RAL 9010.'),
        ],
      },
      {
        id: 'handle',
        name: 'Drückergarnitur',
        options: [
          standard('bb', 'Edelstahl, BB'),
          option('pz', 'Edelstahl, PZ', perUnit('6.50'), 'Drückergarnitur für Profilzylinder.'),
          option('wc', 'Edelstahl, WC', perUnit('18.00'), 'Drückergarnitur mit WC-Verriegelung.'),
        ],
      },
    ],
    exclusions: [],
  }),
  'MAL-0120': () => ({
    groups: [
      {
        id: 'shade',
        name: 'Farbton',
        options: [
          standard('white', 'Weiß'),
          option('pastel', 'Pastellton', percent('8'), 'Farbton nach Wahl des AG, Pastellton.'),
          option('intense', 'Intensivton', percent('18'), 'Farbton nach Wahl des AG, Intensivton.'),
        ],
      },
    ],
    exclusions: [],
  }),
  'FEN-0120': () => ({ groups: windowGroups(), exclusions: [] }),
  'TRO-0140': () => ({
    groups: [
      {
        id: 'quality',
        name: 'Oberflächenqualität',
        options: [
          standard('q2', 'Q2'),
          option('q3', 'Q3', perUnit('4.80'), 'Oberflächenqualität Q3 nach Merkblatt Nr. 2.'),
          option('q4', 'Q4', perUnit('9.60'), 'Oberflächenqualität Q4 nach Merkblatt Nr. 2.'),
        ],
      },
    ],
    exclusions: [],
  }),
};

const text = (line: string): CatalogPositionInput['longText'] => [
  { type: 'paragraph', inlines: [{ type: 'text', text: line }] },
];

const AREA = 'breite * hoehe / 1000000';
const size = (name: string, label: string, min: string, max: string, defaultValue: string) => ({
  name,
  label,
  unit: 'mm',
  min,
  max,
  step: '10',
  defaultValue,
});

type Configurable = (ids: DemoIds) => CatalogPositionInput & { trade: DemoTrade };

/** Positions priced from width and height, for configurations of constructions. */
export const CONFIGURABLE_POSITIONS: Readonly<Record<'window' | 'wall', Configurable>> = {
  window: (ids) => ({
    trade: 'Fenster',
    number: '18.9010',
    shortText: 'Kunststofffenster nach Maß, 1-flg. Dreh-Kipp, 3-fach',
    unit: 'St',
    longText: text(
      'Kunststofffenster nach Aufmaß, einflügelig Dreh-Kipp, Profil 76 mm, Uw ≤ 0,9 W/(m²K), liefern und ' +
        'nach RAL-Leitfaden montieren, Anschlussfugen innen dampfdicht, außen schlagregendicht.',
    ),
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: ids.article('FE-100110'), quantity: '1' },
        { id: 'glass', kind: 'article', articleId: ids.article('FE-100210'), quantity: '1' },
        { id: 'joint', kind: 'article', articleId: ids.article('FE-100410'), quantity: '1' },
        { id: 'fitting', kind: 'labour', wageRateId: ids.wageRate('Monteur'), minutes: '90' },
      ],
      markups: { ...DEMO_MARKUPS },
    },
    variants: { groups: windowGroups(), exclusions: [] },
    parameters: [
      size('breite', 'Breite', '400', '2400', '1000'),
      size('hoehe', 'Höhe', '400', '2400', '1250'),
    ],
    formulas: {
      quantity: null,
      components: { glass: AREA, joint: '2 * (breite + hoehe) / 1000', fitting: `60 + ${AREA} * 30` },
    },
  }),
  wall: (ids) => ({
    trade: 'Trockenbau',
    number: '15.9010',
    shortText: 'GK-Ständerwand nach Maß, d=100 mm, CW 50, doppelt beplankt',
    unit: 'm2',
    longText: text(
      'Nichttragende Trennwand nach DIN 18183, CW 50, beidseitig doppelt beplankt mit GKB 12,5 mm, ' +
        'Mineralwolle 40 mm, Oberfläche Q2. Menge aus Länge und Höhe der Wand.',
    ),
    calculation: {
      components: [
        { id: 'board', kind: 'article', articleId: ids.article('TB-100125'), quantity: '4.2' },
        { id: 'stud', kind: 'article', articleId: ids.article('TB-200050'), quantity: '2' },
        { id: 'wool', kind: 'article', articleId: ids.article('TB-300040'), quantity: '1.05' },
        { id: 'build', kind: 'labour', wageRateId: ids.wageRate('Geselle'), minutes: '48' },
      ],
      markups: { ...DEMO_MARKUPS },
    },
    parameters: [
      size('laenge', 'Länge', '500', '12000', '4000'),
      size('hoehe', 'Höhe', '2000', '5000', '2750'),
    ],
    formulas: { quantity: 'laenge * hoehe / 1000000', components: {} },
  }),
};
