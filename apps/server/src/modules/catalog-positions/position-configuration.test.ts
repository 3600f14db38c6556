import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogPositionDetail,
  CatalogPositionInput,
  PositionConfiguration,
} from '@vendoc/contract/service-catalogs';
import { catalogPositions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../files/files-test-support';
import {
  createPosition,
  errorMessages,
  errorPaths,
  MARKUPS,
  seedWindowCatalog,
  send,
  WINDOW_AREA,
  WINDOW_PARAMETERS,
} from './catalog-positions-test-support';

// Configurable positions (issue 16): parameters with limits and steps, formulas for the item's quantity and the
// components' quantities, and POST …/configure, which prices a choice of options and values.

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let catalogId: string;
let window: CatalogPositionDetail;
let input: CatalogPositionInput;

const AREA = WINDOW_AREA;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'admin' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  const seeded = await seedWindowCatalog(t.db, office.companyId);
  catalogId = seeded.catalogId;
  const { frameId, glassId, tripleId, rateId } = seeded;
  input = {
    number: '01.0010',
    shortText: 'Kunststofffenster nach Maß',
    unit: 'St',
    longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Einflügelig, Dreh-Kipp.' }] }],
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: frameId, quantity: '1' },
        { id: 'glass', kind: 'article', articleId: glassId, quantity: '1' },
        { id: 'fitting', kind: 'labour', wageRateId: rateId, minutes: '90' },
      ],
      markups: MARKUPS,
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
                components: [{ id: 'glass-3', kind: 'article', articleId: tripleId, quantity: '1' }],
              },
            },
          ],
        },
        {
          id: 'colour',
          name: 'Farbe',
          options: [
            { id: 'white', name: 'Weiß', effect: { kind: 'none' }, isDefault: true },
            {
              id: 'anthracite',
              name: 'Anthrazit',
              textAddition: 'Anthrazit',
              effect: { kind: 'perUnit', amount: '25.00' },
            },
          ],
        },
      ],
      exclusions: [['anthracite', 'triple']],
    },
    parameters: WINDOW_PARAMETERS,
    formulas: { quantity: null, components: { glass: AREA, 'glass-3': AREA, fitting: `60 + ${AREA} * 24` } },
  };
  window = await createPosition(t, office, catalogId, input);
});
afterAll(async () => {
  await t?.close();
});

const configureUrl = (positionId = window.id, catalog = catalogId) =>
  `/service-catalogs/${catalog}/positions/${positionId}/configure`;

describe('configurable catalog positions', () => {
  it('keeps the parameters and formulas with the position', async () => {
    expect(window.parameters.map((parameter) => parameter.name)).toEqual(['breite', 'hoehe']);
    expect(window.formulas.components).toEqual({
      glass: AREA,
      'glass-3': AREA,
      fitting: `60 + ${AREA} * 24`,
    });
    const read = await send(t, fitter, 'GET', `/service-catalogs/${catalogId}/positions/${window.id}`);
    expect(read.statusCode).toBe(200);
    expect(read.json<CatalogPositionDetail>().parameters[1]).toEqual(input.parameters![1]);
  });

  it('prices a configuration: the values go into the formulas, the text names options and sizes', async () => {
    // area 1.68 m²: material (250.00 + 1.68 × 45.00 = 325.60) × 1.15 = 374.44; fitting 60 + 40.32 = 100.32 min ×
    // 58.50 / 60 = 97.812 × 1.20 = 117.3744; net 491.8144 -> 491.81.
    const response = await send(t, fitter, 'POST', configureUrl(), {
      values: { breite: '1200', hoehe: '1400' },
    });
    expect(response.statusCode).toBe(200);
    const configured = response.json<PositionConfiguration>();
    expect(configured).toMatchObject({
      values: { breite: '1200', hoehe: '1400' },
      shortText: 'Kunststofffenster nach Maß',
      unit: 'St',
      quantity: '1.000',
      unitPrice: '491.81',
      total: '491.81',
    });
    expect(configured.longText).toBe(
      ['Einflügelig, Dreh-Kipp.', '2-fach Isolierglas', 'Breite: 1.200 mm', 'Höhe: 1.400 mm'].join('\n'),
    );
    expect(configured.quote.sheet.lines.find((line) => line.componentId === 'glass')).toMatchObject({
      quantity: '1.68',
      cost: '75.60',
    });

    // 3-fach: 1.68 × 70.00 = 117.60; material 367.60 × 1.15 = 422.74; net 540.1144 -> 540.11.
    const triple = await send(t, fitter, 'POST', configureUrl(), {
      optionIds: ['triple'],
      values: { breite: '1200', hoehe: '1400' },
    });
    expect(triple.statusCode).toBe(200);
    expect(triple.json<PositionConfiguration>()).toMatchObject({ unitPrice: '540.11' });
    expect(triple.json<PositionConfiguration>().quote.selectedOptionIds).toEqual(['triple', 'white']);
  });

  it('refuses values outside the limits or off the step and excluded options, each at its field', async () => {
    const response = await send(t, office, 'POST', configureUrl(), {
      optionIds: ['anthracite', 'triple'],
      values: { breite: '2500', hoehe: '1205', tiefe: '70' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(errorPaths(response)).toEqual(['optionIds.1', 'values.breite', 'values.hoehe', 'values.tiefe']);
    expect(errorMessages(response)).toEqual(
      expect.arrayContaining([
        'Breite muss zwischen 400 mm und 2.400 mm liegen',
        'Höhe geht in Schritten von 10 mm (ab 400 mm)',
        'Den Parameter „tiefe“ gibt es nicht',
      ]),
    );
  });

  it('refuses a body of the wrong shape with 400', async () => {
    for (const body of [{ values: { breite: 1200 } }, { optionIds: 'triple' }, { values: [] }]) {
      const response = await send(t, office, 'POST', configureUrl(), body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json<{ status: number }>().status).toBe(400);
    }
  });

  it('refuses parameters and formulas that do not fit, and stores nothing', async () => {
    const before = await t.db.select({ id: catalogPositions.id }).from(catalogPositions);
    const response = await send(t, office, 'POST', `/service-catalogs/${catalogId}/positions`, {
      ...input,
      number: '01.0020',
      parameters: [
        { ...input.parameters![0], name: 'breite' },
        { ...input.parameters![1], name: 'breite', min: '3000' },
      ],
      formulas: { quantity: 'breite * tiefe', components: { door: 'breite', glass: 'breite *' } },
    });
    expect(response.statusCode).toBe(400);
    expect(errorPaths(response)).toEqual([
      'formulas.components.door',
      'formulas.components.glass',
      'formulas.quantity',
      'parameters.1.max',
      'parameters.1.name',
    ]);
    expect(await t.db.select({ id: catalogPositions.id }).from(catalogPositions)).toHaveLength(before.length);
  });

  it('changes the parameters alone with PATCH, the calculation stays', async () => {
    const created = await createPosition(t, office, catalogId, { ...input, number: '01.0030' });
    const response = await send(
      t,
      office,
      'PATCH',
      `/service-catalogs/${catalogId}/positions/${created.id}`,
      {
        parameters: [{ ...input.parameters![0], max: '1800' }, input.parameters![1]],
        version: created.version,
      },
    );
    expect(response.statusCode).toBe(200);
    const changed = response.json<CatalogPositionDetail>();
    expect(changed.parameters[0]!.max).toBe('1800');
    expect(changed.calculation).toEqual(created.calculation);
    expect(changed.version).toBe(created.version + 1);
    const tooWide = await send(t, office, 'POST', configureUrl(created.id), { values: { breite: '2000' } });
    expect(tooWide.statusCode).toBe(400);
    expect(errorMessages(tooWide)).toEqual(['Breite muss zwischen 400 mm und 1.800 mm liegen']);
  });

  it('a copy of the catalog keeps the parameters and formulas', async () => {
    const copy = await send(t, office, 'POST', `/service-catalogs/${catalogId}/duplicate`, {
      name: 'Fenster Kopie',
    });
    expect(copy.statusCode).toBe(201);
    const copyId = copy.json<{ id: string }>().id;
    const [row] = await t.db
      .select({ parameters: catalogPositions.parameters, formulas: catalogPositions.parameterFormulas })
      .from(catalogPositions)
      .where(and(eq(catalogPositions.catalogId, copyId), eq(catalogPositions.number, '01.0010')));
    expect(row).toEqual({ parameters: window.parameters, formulas: window.formulas });
  });

  it('another company’s position or catalog is 404, never priced', async () => {
    const response = await send(t, stranger, 'POST', configureUrl(), { values: {} });
    expect(response.statusCode).toBe(404);
    expect(response.body).not.toContain('491');
    const unknown = await send(t, office, 'POST', configureUrl('00000000-0000-4000-8000-000000000000'), {});
    expect(unknown.statusCode).toBe(404);
  });
});
