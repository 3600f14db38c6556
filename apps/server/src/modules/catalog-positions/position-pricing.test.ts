import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CatalogPositionDetail } from '@vendoc/contract/service-catalogs';
import { articles, catalogPositions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { signedInUser } from '../files/files-test-support';
import {
  createPosition,
  MARKUPS,
  seedArticle,
  seedCatalog,
  seedWageRate,
  send,
} from './catalog-positions-test-support';
import { priceForMatch, recalculatePositions } from './position-pricing';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let catalogId: string;
let frameId: string;
let glassId: string;
let tripleGlassId: string;
let rateId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'admin' });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  catalogId = await seedCatalog(t.db, office.companyId, 'Fenster');
  frameId = await seedArticle(t.db, office.companyId, catalogId, {
    number: 'FR-1',
    shortText: 'Rahmen',
    unit: 'St',
    purchasePrice: '250.00',
  });
  glassId = await seedArticle(t.db, office.companyId, catalogId, {
    number: 'GL-2',
    shortText: 'Glas 2-fach',
    unit: 'm2',
    purchasePrice: '4500.00',
    priceUnit: 100,
  });
  tripleGlassId = await seedArticle(t.db, office.companyId, catalogId, {
    number: 'GL-3',
    shortText: 'Glas 3-fach',
    unit: 'm2',
    purchasePrice: '7000.00',
    priceUnit: 100,
  });
  rateId = await seedWageRate(t.db, office.companyId, 'Monteur', '58.50');
});
afterAll(async () => {
  await t?.close();
});

/** Frame, glass and 90 minutes of labour (see catalog-positions.test.ts for the hand computation). */
const windowPosition = (number: string) =>
  createPosition(t, office, catalogId, {
    number,
    shortText: 'Fenster',
    unit: 'St',
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: frameId, quantity: '1' },
        { id: 'glass', kind: 'article', articleId: glassId, quantity: '0.5' },
        { id: 'fit', kind: 'labour', wageRateId: rateId, minutes: '90' },
        { id: 'crane', kind: 'equipment', description: 'Hebegerät', quantity: '1', unitCost: '12.00' },
        { id: 'seal', kind: 'subcontractor', description: 'Abdichtung', quantity: '1', unitCost: '30.00' },
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
              id: 'triple',
              name: '3-fach',
              effect: {
                kind: 'replaceComponents',
                replaces: ['glass'],
                components: [{ id: 'glass3', kind: 'article', articleId: tripleGlassId, quantity: '0.5' }],
              },
            },
          ],
        },
      ],
      exclusions: [],
    },
  });

const cached = async (id: string) => {
  const [row] = await t.db
    .select({
      price: catalogPositions.calculatedPrice,
      complete: catalogPositions.calculationComplete,
      version: catalogPositions.version,
    })
    .from(catalogPositions)
    .where(eq(catalogPositions.id, id));
  return row;
};

const setPurchasePrice = (id: string, price: string | null) =>
  t.db.update(articles).set({ purchasePrice: price }).where(eq(articles.id, id));

describe('recalculatePositions', () => {
  it("recomputes the positions using a changed article, in the caller's transaction", async () => {
    const window = await windowPosition('01.0010');
    const unrelated = await createPosition(t, office, catalogId, {
      number: '01.0020',
      shortText: 'Nur Rahmen',
      unit: 'St',
      calculation: {
        components: [{ id: 'f', kind: 'article', articleId: frameId, quantity: '2' }],
        markups: MARKUPS,
      },
    });
    expect(await cached(window.id)).toEqual({ price: '463.38', complete: true, version: 1 });

    await t.db.transaction(async (tx) => {
      await tx.update(articles).set({ purchasePrice: '5000.00' }).where(eq(articles.id, glassId));
      // glass 0.5 x 5000.00 / 100 = 25.00; material 275.00 x 1.15 = 316.25; net 466.25
      expect(await recalculatePositions(tx, office.companyId, { articleIds: [glassId] })).toBe(1);
    });
    // A derived cache: the version (and so a client's pending edit) is left alone.
    expect(await cached(window.id)).toEqual({ price: '466.25', complete: true, version: 1 });
    expect(await cached(unrelated.id)).toEqual({ price: '575.00', complete: true, version: 1 });

    // Nothing changed: nothing written.
    expect(await recalculatePositions(t.db, office.companyId, { articleIds: [glassId] })).toBe(0);
    // Another company's call does not touch these positions.
    await setPurchasePrice(glassId, '4500.00');
    expect(await recalculatePositions(t.db, stranger.companyId, { articleIds: [glassId] })).toBe(0);
    expect(await cached(window.id)).toMatchObject({ price: '466.25' });
    expect(await recalculatePositions(t.db, office.companyId, { articleIds: [glassId] })).toBe(1);
    expect(await cached(window.id)).toMatchObject({ price: '463.38' });
  });

  it('finds positions using an article only in a variant option, and flags a missing price', async () => {
    const window = await windowPosition('02.0010');
    await setPurchasePrice(tripleGlassId, '8000.00');
    // The base price does not use it: found, recomputed, unchanged.
    expect(await recalculatePositions(t.db, office.companyId, { articleIds: [tripleGlassId] })).toBe(0);
    const quote = await send(
      t,
      office,
      'POST',
      `/service-catalogs/${catalogId}/positions/${window.id}/quote`,
      {
        optionIds: ['triple'],
      },
    );
    // glass 0.5 x 8000.00 / 100 = 40.00; material 290.00 x 1.15 = 333.50; net 333.50 + 105.30 + 13.20 + 31.50
    expect(quote.json<{ unitPrice: string }>().unitPrice).toBe('483.50');

    await setPurchasePrice(frameId, null);
    const changed = await recalculatePositions(t.db, office.companyId, { articleIds: [frameId], catalogId });
    expect(changed).toBeGreaterThanOrEqual(1);
    // frame costs 0 and is flagged: material 22.50 x 1.15 = 25.875; net 175.875 -> 175.88
    expect(await cached(window.id)).toEqual({ price: '175.88', complete: false, version: 1 });
    const detail = await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions/${window.id}`);
    expect(detail.json<CatalogPositionDetail>()).toMatchObject({
      calculatedPrice: '175.88',
      calculationComplete: false,
      sheet: { complete: false },
    });
    expect(detail.json<CatalogPositionDetail>().sheet.lines[0]).toMatchObject({
      componentId: 'frame',
      problem: 'missingPrice',
      cost: '0.00',
    });
    expect(await priceForMatch(t.db, office.companyId, window.id, [])).toEqual({
      unitPrice: null,
      problem: 'Die Kalkulation von Position 02.0010 ist unvollständig (Artikel, Lohn oder Preis fehlt)',
    });
    await setPurchasePrice(frameId, '250.00');
    await recalculatePositions(t.db, office.companyId, { catalogId });
    expect(await cached(window.id)).toEqual({ price: '463.38', complete: true, version: 1 });
  });

  it('selects nothing for empty id lists', async () => {
    expect(await recalculatePositions(t.db, office.companyId, { articleIds: [], wageRateIds: [] })).toBe(0);
  });
});

describe('wage rates', () => {
  it('a changed hourly rate recalculates the positions (PUT /company/wage-rates)', async () => {
    const window = await windowPosition('03.0010');
    const response = await send(t, office, 'PUT', `/company/wage-rates/${rateId}`, {
      name: 'Monteur',
      hourlyRate: '60.00',
      version: 1,
    });
    expect(response.statusCode, response.body).toBe(200);
    // labour 90 min x 60.00 / 60 = 90.00 x 1.20 = 108.00; net 313.375 + 108.00 + 13.20 + 31.50 = 466.075
    expect(await cached(window.id)).toMatchObject({ price: '466.08' });
  });

  it('a wage rate used by a calculation cannot be deleted (409)', async () => {
    const response = await send(t, office, 'DELETE', `/company/wage-rates/${rateId}`);
    expect(response.statusCode).toBe(409);
    expect(response.json<{ detail: string }>().detail).toContain('01.0010 (Fenster)');
    const unused = await seedWageRate(t.db, office.companyId, 'Helfer', '40.00');
    expect((await send(t, office, 'DELETE', `/company/wage-rates/${unused}`)).statusCode).toBe(204);
  });
});

describe('priceForMatch', () => {
  it('prices chosen options, and names why it cannot', async () => {
    const window = await windowPosition('04.0010');
    const noPrice = await createPosition(t, office, catalogId, {
      number: '04.0020',
      shortText: 'Leer',
      unit: 'St',
    });
    expect(await priceForMatch(t.db, office.companyId, window.id, ['triple'])).toEqual({
      unitPrice: '486.20',
    });
    expect(await priceForMatch(t.db, office.companyId, window.id, ['gold'])).toEqual({
      unitPrice: null,
      problem: 'Position 04.0010: Die Option „gold“ gibt es nicht',
    });
    expect(await priceForMatch(t.db, office.companyId, noPrice.id, [])).toEqual({
      unitPrice: null,
      problem: 'Position 04.0020 hat weder eine Kalkulation noch einen festen Preis',
    });
    expect(await priceForMatch(t.db, stranger.companyId, window.id, [])).toEqual({
      unitPrice: null,
      problem: 'Die Katalogposition gibt es nicht mehr',
    });
  });
});
