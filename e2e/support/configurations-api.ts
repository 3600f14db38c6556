import type { APIRequestContext } from '@playwright/test';
import {
  configurationSchema,
  type Configuration,
  type ConfigurationCreate,
} from '@vendoc/contract/configurations';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { createArticleViaApi, createCatalogPositionViaApi, createCatalogViaApi } from './catalogs-api';
import { postViaApi, uniqueName } from './records-api';
import { createWageRateViaApi } from './wage-rates-api';

/** The figures of the window catalog below, for tests that compute the expected price themselves. */
export const WINDOW = {
  framePrice: '250.00',
  /** Per m², priced per 100 (4500.00 per 100 m²). */
  doubleGlassPrice: '45.00',
  tripleGlassPrice: '70.00',
  hourlyRate: '58.50',
  /** Minutes of fitting: 60 plus 24 per m². */
  fittingBase: '60',
  fittingPerSquareMetre: '24',
  markups: { material: '15', labour: '20', equipment: '0', subcontractor: '0' },
} as const;

/**
 * A catalog "Fenster" with a made-to-measure window: width and height 400 to 2400 mm in steps of 10 (1000 × 1250
 * by default), a frame per piece, the glass by area (2-fach by default, 3-fach replaces it) and fitting minutes by
 * area; all through the API.
 */
export async function seedWindowCatalogViaApi(
  request: APIRequestContext,
  token: string,
): Promise<{ catalogId: string; catalogName: string; position: CatalogPositionDetail }> {
  const catalog = await createCatalogViaApi(request, token, {
    name: uniqueName('Fenster'),
    trade: 'Fenster',
  });
  const article = (
    number: string,
    shortText: string,
    unit: string,
    purchasePrice: string,
    priceUnit: '1' | '100' = '1',
  ) => createArticleViaApi(request, token, catalog.id, { number, shortText, unit, purchasePrice, priceUnit });
  const frame = await article('FR-1', 'Rahmen', 'St', WINDOW.framePrice);
  const double = await article('GL-2', 'Glas 2-fach', 'm2', '4500.00', '100');
  const triple = await article('GL-3', 'Glas 3-fach', 'm2', '7000.00', '100');
  const fitter = await createWageRateViaApi(request, token, {
    name: uniqueName('Fenstermonteur'),
    hourlyRate: WINDOW.hourlyRate,
  });
  const area = 'breite * hoehe / 1000000';
  const position = await createCatalogPositionViaApi(request, token, catalog.id, {
    number: '01.0010',
    shortText: 'Kunststofffenster nach Maß',
    longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Einflügelig, Dreh-Kipp.' }] }],
    unit: 'St',
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: frame.id, quantity: '1' },
        { id: 'glass', kind: 'article', articleId: double.id, quantity: '1' },
        { id: 'fitting', kind: 'labour', wageRateId: fitter.id, minutes: '90' },
      ],
      markups: WINDOW.markups,
    },
    variants: {
      groups: [
        {
          id: 'glazing',
          name: 'Verglasung',
          options: [
            {
              id: 'double',
              name: '2-fach',
              textAddition: '2-fach Isolierglas',
              effect: { kind: 'none' },
              isDefault: true,
            },
            {
              id: 'triple',
              name: '3-fach',
              textAddition: '3-fach Wärmeschutzglas',
              effect: {
                kind: 'replaceComponents',
                replaces: ['glass'],
                components: [{ id: 'glass-3', kind: 'article', articleId: triple.id, quantity: '1' }],
              },
            },
          ],
        },
      ],
      exclusions: [],
    },
    parameters: [
      {
        name: 'breite',
        label: 'Breite',
        unit: 'mm',
        min: '400',
        max: '2400',
        step: '10',
        defaultValue: '1000',
      },
      { name: 'hoehe', label: 'Höhe', unit: 'mm', min: '400', max: '2400', step: '10', defaultValue: '1250' },
    ],
    formulas: {
      quantity: null,
      components: {
        glass: area,
        'glass-3': area,
        fitting: `${WINDOW.fittingBase} + ${area} * ${WINDOW.fittingPerSquareMetre}`,
      },
    },
  });
  return { catalogId: catalog.id, catalogName: catalog.name, position };
}

/** POST /api/v1/projects/{projectId}/configurations: for a construction or a smart note. */
export async function createConfigurationViaApi(
  request: APIRequestContext,
  token: string,
  projectId: string,
  configuration: ConfigurationCreate,
): Promise<Configuration> {
  return configurationSchema.parse(
    await postViaApi(request, token, `/api/v1/projects/${projectId}/configurations`, configuration),
  );
}
