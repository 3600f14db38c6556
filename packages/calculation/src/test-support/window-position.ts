import type { ArticlePrice, Calculation, PriceInputs, Variants, WageRatePrice } from '../types';

/**
 * A window position (Kunststofffenster 1000 × 1250 mm, per piece) with one component of each kind and the markups
 * 15 / 20 / 10 / 5 %. Hand-computed figures (checked in the tests):
 *
 *   frame      1 St × 250.00 / 1                        = 250.00
 *   glass      0.5 m2 × 4500.00 / 100                   =  22.50
 *   material                          272.50 + 15 % 40.875  = 313.375
 *   labour     90 min × 58.50 / 60    = 87.75 + 20 % 17.55  = 105.30
 *   equipment  0.25 × 48.00           = 12.00 + 10 %  1.20  =  13.20
 *   subcontr.  1 × 35.00              = 35.00 +  5 %  1.75  =  36.75
 *   net        313.375 + 105.30 + 13.20 + 36.75            = 468.625 -> unit price 468.63 (half up)
 */
export function windowCalculation(): Calculation {
  return {
    components: [
      { id: 'frame', kind: 'article', articleId: 'frame-pvc', quantity: '1' },
      { id: 'glass', kind: 'article', articleId: 'glass-2', quantity: '0.5', note: 'Fläche 1,0 × 0,5 m' },
      { id: 'fitting', kind: 'labour', wageRateId: 'fitter', minutes: '90' },
      {
        id: 'platform',
        kind: 'equipment',
        description: 'Hubarbeitsbühne',
        quantity: '0.25',
        unitCost: '48.00',
      },
      {
        id: 'disposal',
        kind: 'subcontractor',
        description: 'Entsorgung Altfenster',
        quantity: '1',
        unitCost: '35.00',
      },
    ],
    markups: { material: '15', labour: '20', equipment: '10', subcontractor: '5' },
  };
}

/** Prices of the window's articles (plus the triple glazing an option uses) and the fitter's wage rate. */
export function windowInputs(
  articles: Record<string, ArticlePrice> = {},
  wageRates: Record<string, WageRatePrice> = {},
): PriceInputs {
  return {
    articles: new Map(
      Object.entries({
        'frame-pvc': { purchasePrice: '250.00', priceUnit: '1', label: 'Fensterrahmen PVC', unit: 'St' },
        'glass-2': { purchasePrice: '4500.00', priceUnit: '100', label: 'Isolierglas 2-fach', unit: 'm2' },
        'glass-3': {
          purchasePrice: '7200.00',
          priceUnit: '100',
          label: 'Wärmeschutzglas 3-fach',
          unit: 'm2',
        },
        ...articles,
      }),
    ),
    wageRates: new Map(Object.entries({ fitter: { hourlyRate: '58.50', label: 'Monteur' }, ...wageRates })),
  };
}

/**
 * Variants of the window: colour (white by default, RAL +8 %, anthracite +25.00 €), glazing (double by default,
 * triple replaces the glass: 0.5 m2 × 7200.00 / 100 = 36.00) and an optional handle (lockable +12.00 €,
 * stainless +2 %). Anthracite and triple glazing exclude each other.
 */
export function windowVariants(): Variants {
  return {
    groups: [
      {
        id: 'colour',
        name: 'Farbe',
        options: [
          {
            id: 'white',
            name: 'Weiß',
            textAddition: 'Farbe: Weiß',
            effect: { kind: 'none' },
            isDefault: true,
          },
          {
            id: 'ral',
            name: 'RAL nach Wahl',
            textAddition: 'Farbe: RAL nach Wahl',
            effect: { kind: 'percent', percent: '8' },
            isDefault: false,
          },
          {
            id: 'anthracite',
            name: 'Anthrazit',
            textAddition: 'Farbe: Anthrazit',
            effect: { kind: 'perUnit', amount: '25.00' },
            isDefault: false,
          },
        ],
      },
      {
        id: 'glazing',
        name: 'Verglasung',
        options: [
          {
            id: 'double',
            name: '2-fach',
            textAddition: 'Verglasung: 2-fach Isolierglas',
            effect: { kind: 'none' },
            isDefault: true,
          },
          {
            id: 'triple',
            name: '3-fach',
            textAddition: 'Verglasung: 3-fach Wärmeschutzglas',
            effect: {
              kind: 'replaceComponents',
              replaces: ['glass'],
              components: [{ id: 'glass-triple', kind: 'article', articleId: 'glass-3', quantity: '0.5' }],
            },
            isDefault: false,
          },
        ],
      },
      {
        id: 'handle',
        name: 'Griff',
        options: [
          {
            id: 'lockable',
            name: 'abschließbar',
            textAddition: 'Griff abschließbar',
            effect: { kind: 'perUnit', amount: '12.00' },
            isDefault: false,
          },
          {
            id: 'stainless',
            name: 'Edelstahl',
            textAddition: '',
            effect: { kind: 'percent', percent: '2' },
            isDefault: false,
          },
        ],
      },
    ],
    exclusions: [['anthracite', 'triple']],
  };
}
