import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogPositionDetail,
  CatalogPositionInput,
  CatalogPositionList,
  PositionQuote,
} from '@vendoc/contract/service-catalogs';
import { boqMatchDecisions, boqNodes, catalogPositions, projects } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { importSample } from '../boqs/boqs-test-support';
import { seedProject, signedInUser } from '../files/files-test-support';
import {
  createPosition,
  errorMessages,
  errorPaths,
  MARKUPS,
  seedArticle,
  seedCatalog,
  seedWageRate,
  send,
} from './catalog-positions-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;
let catalogId: string;
let otherCatalogId: string;
let strangerCatalogId: string;
let frameId: string;
let glassId: string;
let tripleGlassId: string;
let foreignArticleId: string;
let fitterRateId: string;
let strangerRateId: string;

beforeAll(async () => {
  t = await createTestApp();
  office = await signedInUser(t, { role: 'office' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
  catalogId = await seedCatalog(t.db, office.companyId, 'Fenster');
  otherCatalogId = await seedCatalog(t.db, office.companyId, 'Türen');
  strangerCatalogId = await seedCatalog(t.db, stranger.companyId, 'Fremdkatalog');
  frameId = await seedArticle(t.db, office.companyId, catalogId, {
    number: 'FR-1',
    shortText: 'Fensterrahmen Kunststoff',
    unit: 'St',
    purchasePrice: '250.00',
  });
  glassId = await seedArticle(t.db, office.companyId, catalogId, {
    number: 'GL-2',
    shortText: 'Isolierglas 2-fach',
    unit: 'm2',
    purchasePrice: '4500.00',
    priceUnit: 100,
  });
  tripleGlassId = await seedArticle(t.db, office.companyId, catalogId, {
    number: 'GL-3',
    shortText: 'Isolierglas 3-fach',
    unit: 'm2',
    purchasePrice: '7000.00',
    priceUnit: 100,
  });
  foreignArticleId = await seedArticle(t.db, office.companyId, otherCatalogId, {
    number: 'T-1',
    shortText: 'Türblatt',
    unit: 'St',
    purchasePrice: '180.00',
  });
  fitterRateId = await seedWageRate(t.db, office.companyId, 'Monteur', '58.50');
  strangerRateId = await seedWageRate(t.db, stranger.companyId, 'Fremd', '40.00');
});
afterAll(async () => {
  await t?.close();
});

/**
 * The window of the calculation package's worked example, computed by hand:
 * frame 1 x 250.00 = 250.00; glass 0.5 x 4500.00 / 100 = 22.50; labour 90 min x 58.50 / 60 = 87.75;
 * equipment 1 x 12.00; subcontractor 1 x 30.00. With markups 15/20/10/5 %:
 * material 272.50 x 1.15 = 313.375; labour 105.30; equipment 13.20; subcontractor 31.50; net 463.375 -> 463.38.
 */
function windowInput(fields: Partial<CatalogPositionInput> = {}): CatalogPositionInput {
  return {
    shortText: 'Kunststofffenster einflügelig',
    unit: 'St',
    longText: [{ type: 'paragraph', inlines: [{ type: 'text', text: 'Fenster liefern und einbauen, Tür' }] }],
    calculation: {
      components: [
        { id: 'frame', kind: 'article', articleId: frameId, quantity: '1' },
        { id: 'glass', kind: 'article', articleId: glassId, quantity: '0.5' },
        { id: 'fit', kind: 'labour', wageRateId: fitterRateId, minutes: '90' },
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
            { id: 'double', name: '2-fach', textAddition: '', effect: { kind: 'none' }, isDefault: true },
            {
              id: 'triple',
              name: '3-fach',
              textAddition: 'mit 3-fach-Verglasung',
              effect: {
                kind: 'replaceComponents',
                replaces: ['glass'],
                components: [{ id: 'glass3', kind: 'article', articleId: tripleGlassId, quantity: '0.5' }],
              },
              isDefault: false,
            },
          ],
        },
        {
          id: 'colour',
          name: 'Farbe',
          options: [
            { id: 'white', name: 'Weiß', textAddition: '', effect: { kind: 'none' }, isDefault: true },
            {
              id: 'ral',
              name: 'RAL-Farbe',
              textAddition: 'Farbe nach RAL',
              effect: { kind: 'percent', percent: '10' },
              isDefault: false,
            },
          ],
        },
        {
          id: 'handle',
          name: 'Griff',
          options: [
            {
              id: 'steel',
              name: 'Edelstahl',
              textAddition: 'Griff Edelstahl',
              effect: { kind: 'perUnit', amount: '12.00' },
              isDefault: false,
            },
          ],
        },
      ],
      exclusions: [['triple', 'ral']],
    },
    ...fields,
  };
}

const positionsUrl = (id = catalogId) => `/service-catalogs/${id}/positions`;
const storedCount = async () => (await t.db.select().from(catalogPositions)).length;

describe('POST …/positions', () => {
  it('stores the position with its calculation sheet and cached price', async () => {
    const position = await createPosition(t, office, catalogId, windowInput({ number: '02.0010' }));
    expect(position).toMatchObject({
      catalogId,
      number: '02.0010',
      calculatedPrice: '463.38',
      priceOverride: null,
      unitPrice: '463.38',
      calculationComplete: true,
      variantGroups: 3,
      version: 1,
    });
    expect(position.sheet.net).toBe('463.375');
    expect(position.sheet.lines.map((line) => [line.componentId, line.label, line.cost])).toEqual([
      ['frame', 'Fensterrahmen Kunststoff', '250.00'],
      ['glass', 'Isolierglas 2-fach', '22.50'],
      ['fit', 'Monteur', '87.75'],
      ['crane', 'Hebegerät', '12.00'],
      ['seal', 'Abdichtung', '30.00'],
    ]);
    expect(position.sheet.costTypes.map((entry) => [entry.costType, entry.total])).toEqual([
      ['material', '313.375'],
      ['labour', '105.30'],
      ['equipment', '13.20'],
      ['subcontractor', '31.50'],
    ]);
    const [row] = await t.db.select().from(catalogPositions).where(eq(catalogPositions.id, position.id));
    expect(row?.calculatedPrice).toBe('463.38');
    // The matcher searches the normalised short and long text.
    expect(row?.matchText).toBe('kunststofffenster einfluegelig fenster liefern und einbauen, tuer');
    expect(row?.longTextPlain).toBe('Fenster liefern und einbauen, Tür');
  });

  it('numbers positions without a number in steps of 10 within their category', async () => {
    const category = await send(t, office, 'POST', `/service-catalogs/${catalogId}/categories`, {
      number: '05',
      name: 'Fensterbänke',
    });
    const categoryId = category.json<{ id: string }>().id;
    const input = { shortText: 'Fensterbank innen', unit: 'm', categoryId };
    const first = await createPosition(t, office, catalogId, input);
    const second = await createPosition(t, office, catalogId, input);
    await createPosition(t, office, catalogId, { ...input, number: '05.0045' });
    const fourth = await createPosition(t, office, catalogId, input);
    expect([first.number, second.number, fourth.number]).toEqual(['05.0010', '05.0020', '05.0050']);
    expect(first).toMatchObject({ categoryId, calculatedPrice: null, unitPrice: null });
  });

  it('refuses a number the catalog has (409), but another catalog may use it', async () => {
    await createPosition(t, office, catalogId, { shortText: 'A', unit: 'St', number: '09.0010' });
    const before = await storedCount();
    const duplicate = await send(t, office, 'POST', positionsUrl(), {
      shortText: 'B',
      unit: 'St',
      number: '09.0010',
    });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json()).toMatchObject({
      detail: 'Die Positionsnummer „09.0010“ gibt es in diesem Katalog schon.',
    });
    expect(await storedCount()).toBe(before);
    const elsewhere = await send(t, office, 'POST', positionsUrl(otherCatalogId), {
      shortText: 'B',
      unit: 'St',
      number: '09.0010',
    });
    expect(elsewhere.statusCode).toBe(201);
  });

  it('answers 400 with field paths for bad calculations and variants, storing nothing', async () => {
    const before = await storedCount();
    const base = windowInput();
    const cases: [CatalogPositionInput, string[]][] = [
      [{ shortText: '', unit: 'St' }, ['shortText']],
      [
        {
          ...base,
          calculation: {
            ...base.calculation!,
            components: [
              { id: 'a', kind: 'article', articleId: foreignArticleId, quantity: '1' },
              { id: 'b', kind: 'labour', wageRateId: strangerRateId, minutes: '10' },
              { id: 'b', kind: 'equipment', description: 'x', quantity: '-1', unitCost: '1' },
            ],
          },
          variants: { groups: [], exclusions: [] },
        },
        [
          'calculation.components.0.articleId',
          'calculation.components.1.wageRateId',
          'calculation.components.2.id',
          'calculation.components.2.quantity',
        ],
      ],
      [
        {
          ...base,
          variants: {
            groups: [
              ...base.variants!.groups.slice(0, 1),
              {
                id: 'colour',
                name: 'Farbe',
                options: [
                  { id: 'white', name: 'Weiß', effect: { kind: 'none' }, isDefault: true },
                  { id: 'ral', name: 'RAL', effect: { kind: 'none' }, isDefault: true },
                ],
              },
              {
                id: 'extra',
                name: 'Extra',
                options: [
                  {
                    id: 'x',
                    name: 'X',
                    effect: { kind: 'replaceComponents', replaces: ['nothing'], components: [] },
                  },
                ],
              },
            ],
            exclusions: [['white', 'ral']],
          },
        },
        [
          'variants.exclusions.0',
          'variants.groups.1.options',
          'variants.groups.2.options.0.effect.replaces.0',
        ],
      ],
    ];
    for (const [input, paths] of cases) {
      const response = await send(t, office, 'POST', positionsUrl(), input);
      expect(response.statusCode, JSON.stringify(input)).toBe(400);
      expect(response.headers['content-type']).toContain('application/problem+json');
      const got = errorPaths(response);
      for (const path of paths)
        expect(
          got.some((p) => p === path || p.startsWith(`${path}.`)),
          `${path} in ${got.join()}`,
        ).toBe(true);
    }
    const messages = errorMessages(await send(t, office, 'POST', positionsUrl(), cases[1]![0]));
    expect(messages).toContain('Den Artikel gibt es in diesem Katalog nicht');
    expect(messages).toContain('Den Lohnsatz gibt es nicht');
    expect(await storedCount()).toBe(before);
  });

  it('refuses a category of another catalog (400)', async () => {
    const category = await send(t, office, 'POST', `/service-catalogs/${otherCatalogId}/categories`, {
      name: 'Türen',
    });
    const response = await send(t, office, 'POST', positionsUrl(), {
      shortText: 'X',
      unit: 'St',
      categoryId: category.json<{ id: string }>().id,
    });
    expect(response.statusCode).toBe(400);
    expect(errorPaths(response)).toEqual(['categoryId']);
  });

  it('is refused to fitters (403) and for another company (404)', async () => {
    expect((await send(t, fitter, 'POST', positionsUrl(), windowInput())).statusCode).toBe(403);
    expect((await send(t, stranger, 'POST', positionsUrl(), windowInput())).statusCode).toBe(404);
    expect(
      (await send(t, office, 'POST', positionsUrl(strangerCatalogId), { shortText: 'X', unit: 'St' }))
        .statusCode,
    ).toBe(404);
  });
});

describe('GET …/positions', () => {
  let listCatalogId: string;
  beforeAll(async () => {
    listCatalogId = await seedCatalog(t.db, office.companyId, 'Liste');
    const numbers = ['01.0020', '01.0010', '2.10', '2.9', '10.1'];
    const texts = ['Gipskartonwand', 'Türzarge einbauen', 'Deckenbekleidung', 'Ständerwand CW 50', 'Dämmung'];
    for (const [index, number] of numbers.entries()) {
      await createPosition(t, office, listCatalogId, { number, shortText: texts[index]!, unit: 'm2' });
    }
  });

  const list = async (as: { headers: Record<string, string> }, query = '') => {
    const response = await send(t, as, 'GET', `${positionsUrl(listCatalogId)}?${query}`);
    expect(response.statusCode, response.body).toBe(200);
    return response.json<CatalogPositionList>();
  };

  it('sorts numbers naturally and pages with a cursor', async () => {
    const first = await list(fitter, 'limit=2');
    expect(first.total).toBe(5);
    expect(first.items.map((item) => item.number)).toEqual(['01.0010', '01.0020']);
    const second = await list(fitter, `limit=2&cursor=${first.nextCursor}`);
    expect(second.items.map((item) => item.number)).toEqual(['2.9', '2.10']);
    const third = await list(fitter, `limit=2&cursor=${second.nextCursor}`);
    expect(third.items.map((item) => item.number)).toEqual(['10.1']);
    expect(third.nextCursor).toBeNull();
    const descending = await list(office, 'sort=-number');
    expect(descending.items.map((item) => item.number)).toEqual([
      '10.1',
      '2.10',
      '2.9',
      '01.0020',
      '01.0010',
    ]);
  });

  it('searches number and (umlaut-folded) texts', async () => {
    expect((await list(office, 'q=wand')).items.map((item) => item.number)).toEqual(['01.0020', '2.9']);
    expect((await list(office, 'q=tuerzarge')).items.map((item) => item.number)).toEqual(['01.0010']);
    expect((await list(office, 'q=Tür')).items.map((item) => item.number)).toEqual(['01.0010']);
    expect((await list(office, 'q=0020')).items.map((item) => item.number)).toEqual(['01.0020']);
    expect((await list(office, 'q=cw%2050%20wand')).total).toBe(1);
  });

  it('filters by category and rejects unknown sorts and cursors (400)', async () => {
    const category = await send(t, office, 'POST', `/service-catalogs/${listCatalogId}/categories`, {
      number: '07',
      name: 'Leer',
    });
    expect((await list(office, `categoryId=${category.json<{ id: string }>().id}`)).total).toBe(0);
    const badSort = await send(t, office, 'GET', `${positionsUrl(listCatalogId)}?sort=price`);
    expect(badSort.statusCode).toBe(400);
    const badCursor = await send(t, office, 'GET', `${positionsUrl(listCatalogId)}?cursor=xyz`);
    expect(badCursor.statusCode).toBe(400);
  });

  it('answers 404 for another company', async () => {
    expect((await send(t, stranger, 'GET', positionsUrl(listCatalogId))).statusCode).toBe(404);
  });
});

describe('GET/PATCH/DELETE …/positions/{id}', () => {
  it('reads the detail; fitters may read, others get 404', async () => {
    const created = await createPosition(t, office, catalogId, windowInput());
    const url = `${positionsUrl()}/${created.id}`;
    const detail = await send(t, fitter, 'GET', url);
    expect(detail.statusCode).toBe(200);
    expect(detail.json<CatalogPositionDetail>()).toMatchObject({
      id: created.id,
      longText: created.longText,
      calculation: created.calculation,
      sheet: { unitPrice: '463.38' },
    });
    expect((await send(t, stranger, 'GET', url)).statusCode).toBe(404);
    // The position exists, but not in this catalog.
    expect((await send(t, office, 'GET', `${positionsUrl(otherCatalogId)}/${created.id}`)).statusCode).toBe(
      404,
    );
  });

  it('changes fields, recomputes the cache, and answers 409 with the current position when stale', async () => {
    const created = await createPosition(t, office, catalogId, windowInput());
    const url = `${positionsUrl()}/${created.id}`;
    const calculation = {
      ...created.calculation,
      components: created.calculation.components.map((component) =>
        component.id === 'glass' ? { ...component, quantity: '1' } : component,
      ),
    };
    const changed = await send(t, office, 'PATCH', url, {
      version: 1,
      calculation,
      shortText: 'Fenster groß',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    // glass 1 x 45.00: material 295.00 x 1.15 = 339.25; net 339.25 + 105.30 + 13.20 + 31.50 = 489.25
    expect(changed.json<CatalogPositionDetail>()).toMatchObject({
      version: 2,
      shortText: 'Fenster groß',
      unit: 'St',
      calculatedPrice: '489.25',
      variantGroups: 3,
    });
    const override = await send(t, office, 'PATCH', url, { version: 2, priceOverride: '500.5' });
    expect(override.json<CatalogPositionDetail>()).toMatchObject({
      calculatedPrice: '489.25',
      priceOverride: '500.50',
      unitPrice: '500.50',
    });
    const stale = await send(t, office, 'PATCH', url, { version: 1, shortText: 'alt' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json<{ current: CatalogPositionDetail }>().current).toMatchObject({
      version: 3,
      shortText: 'Fenster groß',
    });
  });

  it('refuses a calculation change that leaves a variant replacing a removed component (400)', async () => {
    const created = await createPosition(t, office, catalogId, windowInput());
    const calculation = {
      ...created.calculation,
      components: created.calculation.components.filter((component) => component.id !== 'glass'),
    };
    const response = await send(t, office, 'PATCH', `${positionsUrl()}/${created.id}`, {
      version: 1,
      calculation,
    });
    expect(response.statusCode).toBe(400);
    expect(errorPaths(response)).toEqual(['variants.groups.0.options.1.effect.replaces.0']);
    const unchanged = await send(t, office, 'GET', `${positionsUrl()}/${created.id}`);
    expect(unchanged.json<CatalogPositionDetail>().version).toBe(1);
  });

  it('refuses renumbering onto a taken number (409), fitters (403) and strangers (404)', async () => {
    const a = await createPosition(t, office, catalogId, { shortText: 'A', unit: 'St', number: '11.0010' });
    const b = await createPosition(t, office, catalogId, { shortText: 'B', unit: 'St', number: '11.0020' });
    const url = `${positionsUrl()}/${b.id}`;
    expect((await send(t, office, 'PATCH', url, { version: 1, number: a.number })).statusCode).toBe(409);
    expect((await send(t, fitter, 'PATCH', url, { version: 1, shortText: 'x' })).statusCode).toBe(403);
    expect((await send(t, stranger, 'PATCH', url, { version: 1, shortText: 'x' })).statusCode).toBe(404);
    expect((await send(t, fitter, 'DELETE', url)).statusCode).toBe(403);
    expect((await send(t, stranger, 'DELETE', url)).statusCode).toBe(404);
    expect((await send(t, office, 'DELETE', url)).statusCode).toBe(204);
    expect((await send(t, office, 'GET', url)).statusCode).toBe(404);
  });

  it('refuses deleting a position accepted in an open project, not once it is completed', async () => {
    const position = await createPosition(t, office, catalogId, windowInput());
    const projectId = await seedProject(t.db, office.companyId, 'Schule Nord');
    const { boqId } = await importSample(t, office, projectId, 'boq.x83');
    const [node] = await t.db
      .select({ id: boqNodes.id })
      .from(boqNodes)
      .where(eq(boqNodes.boqId, boqId))
      .limit(1);
    await t.db.insert(boqMatchDecisions).values({
      companyId: office.companyId,
      boqId,
      nodeId: node!.id,
      catalogId,
      positionId: position.id,
      status: 'accepted',
    });
    const url = `${positionsUrl()}/${position.id}`;
    const refused = await send(t, office, 'DELETE', url);
    expect(refused.statusCode).toBe(409);
    expect(refused.json<{ detail: string }>().detail).toContain('Schule Nord');
    await t.db.update(projects).set({ status: 'completed' }).where(eq(projects.id, projectId));
    expect((await send(t, office, 'DELETE', url)).statusCode).toBe(204);
    // The decision went with the position.
    expect(
      await t.db.select().from(boqMatchDecisions).where(eq(boqMatchDecisions.positionId, position.id)),
    ).toEqual([]);
  });
});

describe('POST …/positions/{id}/quote', () => {
  let url: string;
  beforeAll(async () => {
    const position = await createPosition(t, office, catalogId, windowInput());
    url = `${positionsUrl()}/${position.id}/quote`;
  });

  const quote = async (optionIds: string[], as = fitter) => {
    const response = await send(t, as, 'POST', url, { optionIds });
    return response;
  };

  it('prices defaults, replacements, percent and per-unit effects', async () => {
    const defaults = (await quote([])).json<PositionQuote>();
    expect(defaults).toMatchObject({
      unitPrice: '463.38',
      selectedOptionIds: ['double', 'white'],
      overridden: false,
      textAdditions: [],
    });
    // 3-fach: glass 0.5 x 7000.00 / 100 = 35.00; material 285.00 x 1.15 = 327.75; net 477.75
    expect((await quote(['triple'])).json<PositionQuote>()).toMatchObject({
      unitPrice: '477.75',
      textAdditions: ['mit 3-fach-Verglasung'],
    });
    // RAL +10 % of 463.375 = 509.7125, then the handle +12.00 = 521.7125 -> 521.71
    expect((await quote(['ral', 'steel'])).json<PositionQuote>()).toMatchObject({
      unitPrice: '521.71',
      percentTotal: '10',
      perUnitTotal: '12.00',
      selectedOptionIds: ['double', 'ral', 'steel'],
      textAdditions: ['Farbe nach RAL', 'Griff Edelstahl'],
    });
  });

  it('answers 400 with German reasons: excluded pair, two options of a group, unknown option', async () => {
    const excluded = await quote(['triple', 'ral']);
    expect(excluded.statusCode).toBe(400);
    expect(errorMessages(excluded).join(' ')).toMatch(/3-fach.*RAL-Farbe|RAL-Farbe.*3-fach/);
    const twoInGroup = await quote(['white', 'ral']);
    expect(twoInGroup.statusCode).toBe(400);
    expect(errorPaths(twoInGroup)).toEqual(['optionIds.1']);
    const unknown = await quote(['gold']);
    expect(unknown.statusCode).toBe(400);
    expect(errorMessages(unknown)).toEqual(['Die Option „gold“ gibt es nicht']);
  });

  it('applies effects to an override and answers 404 to another company', async () => {
    const position = await createPosition(t, office, catalogId, windowInput({ priceOverride: '500' }));
    const response = await send(t, office, 'POST', `${positionsUrl()}/${position.id}/quote`, {
      optionIds: ['ral'],
    });
    expect(response.json<PositionQuote>()).toMatchObject({
      unitPrice: '550.00',
      base: '500.00',
      overridden: true,
    });
    expect((await quote([], stranger)).statusCode).toBe(404);
  });
});
