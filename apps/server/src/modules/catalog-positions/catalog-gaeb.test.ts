import { readFileSync } from 'node:fs';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type {
  CatalogCategory,
  CatalogImportResponse,
  CatalogPositionDetail,
  CatalogPositionList,
} from '@vendoc/contract/service-catalogs';
import { readGaeb } from '@vendoc/gaeb/reader';
import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { catalogCategories, catalogPositions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/test-app';
import { sample } from '../boqs/boqs-test-support';
import { signedInUser } from '../files/files-test-support';
import { createPosition, postCatalogImport, seedCatalog, send } from './catalog-positions-test-support';

let t: TestApp;
let office: Awaited<ReturnType<typeof signedInUser>>;
let fitter: Awaited<ReturnType<typeof signedInUser>>;
let stranger: Awaited<ReturnType<typeof signedInUser>>;

beforeAll(async () => {
  t = await createTestApp({ uploadMaxBytes: 256 * 1024 });
  office = await signedInUser(t, { role: 'office' });
  fitter = await signedInUser(t, { role: 'fitter', companyId: office.companyId });
  stranger = await signedInUser(t, { role: 'admin', companyName: 'Fremdfirma GmbH' });
});
afterAll(async () => {
  await t?.close();
});

const rowsOf = async (catalogId: string) => ({
  categories: await t.db.select().from(catalogCategories).where(eq(catalogCategories.catalogId, catalogId)),
  positions: await t.db.select().from(catalogPositions).where(eq(catalogPositions.catalogId, catalogId)),
});

/** Every position of the catalog with its detail, in number order. */
async function positionsOf(catalogId: string): Promise<CatalogPositionDetail[]> {
  const list = await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions?limit=500`);
  const items = list.json<CatalogPositionList>().items;
  return Promise.all(
    items.map(async (item) =>
      (
        await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions/${item.id}`)
      ).json<CatalogPositionDetail>(),
    ),
  );
}

async function categoriesOf(catalogId: string): Promise<CatalogCategory[]> {
  return (await send(t, office, 'GET', `/service-catalogs/${catalogId}/categories`)).json<{
    items: CatalogCategory[];
  }>().items;
}

async function importFile(catalogId: string, name: string, content: Buffer | string) {
  const response = await postCatalogImport(t, office, catalogId, { name, content });
  expect(response.statusCode, response.body).toBe(201);
  return response.json<CatalogImportResponse>();
}

async function exportXml(catalogId: string, as = fitter): Promise<string> {
  const response = await send(t, as, 'GET', `/service-catalogs/${catalogId}/export?phase=81`);
  expect(response.statusCode, response.body).toBe(200);
  expect(response.headers['content-type']).toContain('application/xml');
  return response.body;
}

/** What a round trip must keep: numbers, texts, units and the category tree (by number path and name). */
async function comparable(catalogId: string) {
  const categories = await categoriesOf(catalogId);
  const byId = new Map(categories.map((category) => [category.id, category]));
  const path = (id: string | null): string => {
    const category = id === null ? undefined : byId.get(id);
    return category === undefined ? '' : `${path(category.parentId)}/${category.number} ${category.name}`;
  };
  return {
    categories: categories.map((category) => path(category.id)),
    positions: (await positionsOf(catalogId)).map((position) => ({
      number: position.number,
      category: path(position.categoryId),
      shortText: position.shortText,
      longText: position.longText,
      unit: position.unit,
    })),
  };
}

describe('POST /service-catalogs/{id}/import', () => {
  const samples = ['boq.x83', 'markup.x83', 'baukodoz-example.X83', 'baukodoz-example.X82', 'contract.x86'];

  it.each(samples)('imports the categories and items of %s', async (name) => {
    const catalogId = await seedCatalog(t.db, office.companyId, name);
    const xml = sample(name).toString('utf8');
    const result = await importFile(catalogId, name, xml);
    const items = (xml.match(/<Item[\s>]/g) ?? []).length;
    const categories = (xml.match(/<BoQCtgy[\s>]/g) ?? []).length;
    expect(result).toMatchObject({ positions: items, categories });
    const stored = await rowsOf(catalogId);
    expect(stored.positions).toHaveLength(items);
    expect(stored.categories).toHaveLength(categories);
    const markupItems = (xml.match(/<MarkupItem[\s>]/g) ?? []).length;
    if (markupItems > 0) {
      expect(result.warnings.map((warning) => warning.message)).toContain(
        `${markupItems} Zuschlagspositionen nicht übernommen: ein Katalog enthält nur Leistungen.`,
      );
    }
  });

  it('keeps OZ, texts, units and the tree (boq.x83)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Testhalle');
    await importFile(catalogId, 'boq.x83', sample('boq.x83'));
    const { categories, positions } = await comparable(catalogId);
    expect(categories).toEqual(['/01 Erdarbeiten', '/01 Erdarbeiten/02 Aushub', '/03 Zusatzleistungen']);
    expect(positions.map((p) => [p.number, p.category, p.shortText, p.unit])).toEqual([
      ['01.02.0010', '/01 Erdarbeiten/02 Aushub', 'Boden loesen', 'm3'],
      ['01.02.0020', '/01 Erdarbeiten/02 Aushub', 'Baustelle einrichten', 'psch'],
      ['03.0030', '/03 Zusatzleistungen', 'Bedarfsposition Fundament', 'Stk'],
      ['03.0040', '/03 Zusatzleistungen', 'Bodenbelag Standard', 'm2'],
      ['03.0040.1', '/03 Zusatzleistungen', 'Bodenbelag Premium', 'm2'],
      ['03.0050', '/03 Zusatzleistungen', 'Stundenlohnarbeiten Elektrik', 'Std'],
    ]);
    const first = (await positionsOf(catalogId))[0]!;
    expect(first.longText[0]).toEqual({
      type: 'paragraph',
      inlines: [{ type: 'text', text: 'Boden loesen und lagern.' }],
    });
    expect(first).toMatchObject({
      calculatedPrice: null,
      priceOverride: null,
      calculation: { components: [] },
    });
    const [row] = (await rowsOf(catalogId)).positions.filter((p) => p.number === '01.02.0010');
    expect(row?.matchText).toMatch(/^boden loesen boden loesen und lagern\. bodenklasse 3 5/);
  });

  it('takes unit prices of a contract as price overrides (contract.x86)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Vertrag');
    await importFile(catalogId, 'contract.x86', sample('contract.x86'));
    const xml = sample('contract.x86').toString('utf8');
    const prices = [...xml.matchAll(/<UP>([^<]+)<\/UP>/g)].map((match) => Number(match[1]).toFixed(2));
    const list = (
      await send(t, office, 'GET', `/service-catalogs/${catalogId}/positions`)
    ).json<CatalogPositionList>();
    expect(list.items.map((item) => item.unitPrice)).toEqual(prices);
    expect(
      list.items.every((item) => item.priceOverride === item.unitPrice && item.calculatedPrice === null),
    ).toBe(true);
  });

  it('refuses bids, invoices and files that are not GAEB (422), storing nothing', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Leer');
    for (const [name, content] of [
      ['priced.x84', sample('priced.x84')],
      ['invoice.x89', sample('invoice.x89')],
      ['notes.txt', 'Dies ist keine GAEB-Datei.'],
      ['broken.x83', '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><Award>'],
    ] as const) {
      const response = await postCatalogImport(t, office, catalogId, { name, content });
      expect(response.statusCode, name).toBe(422);
      expect(response.headers['content-type']).toContain('application/problem+json');
      expect(response.json<{ detail: string }>().detail).toContain(name);
    }
    const broken = await postCatalogImport(t, office, catalogId, {
      name: 'broken.x83',
      content: '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"><Award>',
    });
    expect(broken.json<{ detail: string }>().detail).toBe(
      '„broken.x83“ ist keine lesbare GAEB-Datei (GAEB DA XML, GAEB 2000 oder GAEB 90): Die Datei ist kein ' +
        'gültiges XML; das Element „Award“ wird nicht geschlossen, vielleicht ist die Datei unvollständig ' +
        '(Zeile 1, Spalte 62)',
    );
    expect(await rowsOf(catalogId)).toEqual({ categories: [], positions: [] });
  });

  it('takes the positions of a GAEB 2000 P83 and a GAEB 90 D83 as of the same tender as X83', async () => {
    const corpus = (path: string) =>
      readFileSync(new URL(`../../../../../packages/gaeb/testdata/${path}`, import.meta.url));
    const fromP83 = await seedCatalog(t.db, office.companyId, 'Aus P83');
    const fromX83 = await seedCatalog(t.db, office.companyId, 'Aus X83');
    const p83 = await importFile(fromP83, 'Ausschreibung.P83', corpus('gaeb2000/tender.p83'));
    const x83 = await importFile(fromX83, 'Ausschreibung.X83', corpus('gaeb2000/tender.x83'));
    expect(p83.positions).toBeGreaterThan(0);
    expect([p83.categories, p83.positions]).toEqual([x83.categories, x83.positions]);
    expect(await comparable(fromP83)).toEqual(await comparable(fromX83));
    const fromD83 = await seedCatalog(t.db, office.companyId, 'Aus D83');
    const d83 = await importFile(fromD83, 'LV.D83', corpus('gaeb90/tender-cp437.d83'));
    expect(d83.positions).toBeGreaterThan(0);
    expect((await rowsOf(fromD83)).positions.map((position) => position.shortText)).toContain(
      'Oberboden abtragen, Stärke bis 30 cm',
    );
  });

  it('refuses numbers the catalog has (409) and answers 400 without a file', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Doppelt');
    await importFile(catalogId, 'boq.x83', sample('boq.x83'));
    const again = await postCatalogImport(t, office, catalogId, {
      name: 'boq.x83',
      content: sample('boq.x83'),
    });
    expect(again.statusCode).toBe(409);
    expect(again.json<{ detail: string }>().detail).toContain('01.02.0010');
    expect((await rowsOf(catalogId)).positions).toHaveLength(6);
    expect((await rowsOf(catalogId)).categories).toHaveLength(3);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/v1/service-catalogs/${catalogId}/import`,
      headers: { ...office.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(empty.statusCode).toBe(400);
  });

  it('is refused to fitters (403) and for another company (404)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Rechte');
    const file = { name: 'boq.x83', content: sample('boq.x83') };
    expect((await postCatalogImport(t, fitter, catalogId, file)).statusCode).toBe(403);
    expect((await postCatalogImport(t, stranger, catalogId, file)).statusCode).toBe(404);
    expect(await rowsOf(catalogId)).toEqual({ categories: [], positions: [] });
  });
});

describe('GET /service-catalogs/{id}/export?phase=81', () => {
  it('writes a valid X81 that re-imports equal (a catalog built through the API)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Trockenbau Standard');
    const walls = (
      await send(t, office, 'POST', `/service-catalogs/${catalogId}/categories`, {
        number: '01',
        name: 'Wände',
      })
    ).json<CatalogCategory>();
    const metal = (
      await send(t, office, 'POST', `/service-catalogs/${catalogId}/categories`, {
        number: '02',
        name: 'Metallständerwände',
        parentId: walls.id,
      })
    ).json<CatalogCategory>();
    await createPosition(t, office, catalogId, {
      categoryId: metal.id,
      shortText: 'Ständerwand CW 75, beidseitig doppelt beplankt',
      unit: 'm2',
      longText: [
        {
          type: 'paragraph',
          inlines: [{ type: 'text', text: 'Metallständerwand nach DIN 18183 herstellen.' }],
        },
        {
          type: 'paragraph',
          inlines: [
            { type: 'text', text: 'Dämmung: Mineralwolle 60 mm, ' },
            { type: 'text', text: 'fugenlos', bold: true },
          ],
        },
      ],
      priceOverride: '48.50',
    });
    await createPosition(t, office, catalogId, {
      categoryId: metal.id,
      shortText: 'Türöffnung herstellen',
      unit: 'St',
    });
    const ceilings = (
      await send(t, office, 'POST', `/service-catalogs/${catalogId}/categories`, {
        number: '02',
        name: 'Decken',
      })
    ).json<CatalogCategory>();
    await createPosition(t, office, catalogId, {
      categoryId: ceilings.id,
      shortText: 'Deckenbekleidung',
      unit: 'm2',
    });

    const xml = await exportXml(catalogId);
    expect(validateWithXmllint(xml, '81')).toEqual({ valid: true, output: '- validates' });
    expect(xml).not.toMatch(/<(UP|Qty|IT)>/);
    expect(readGaeb(xml).document).toMatchObject({ phase: '81', version: '3.3' });

    const copyId = await seedCatalog(t.db, office.companyId, 'Kopie');
    const result = await importFile(copyId, 'Trockenbau.X81', xml);
    expect(result).toMatchObject({ categories: 3, positions: 3 });
    const original = await comparable(catalogId);
    expect(original.positions.map((p) => p.number)).toEqual(['01.02.0010', '01.02.0020', '02.0010']);
    expect(await comparable(copyId)).toEqual(original);
  });

  it('stays valid with positions beside subcategories or without category (in a title of their own)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Gemischt');
    const walls = (
      await send(t, office, 'POST', `/service-catalogs/${catalogId}/categories`, {
        number: '01',
        name: 'Wände',
      })
    ).json<CatalogCategory>();
    await send(t, office, 'POST', `/service-catalogs/${catalogId}/categories`, {
      number: '01',
      name: 'Vorsatzschalen',
      parentId: walls.id,
    });
    await createPosition(t, office, catalogId, {
      categoryId: walls.id,
      shortText: 'Wandanschluss gleitend',
      unit: 'm',
    });
    await createPosition(t, office, catalogId, { number: '9.1', shortText: 'Stundenlohn Helfer', unit: 'h' });
    const xml = await exportXml(catalogId);
    expect(validateWithXmllint(xml, '81')).toEqual({ valid: true, output: '- validates' });
    const copyId = await seedCatalog(t.db, office.companyId, 'Gemischt, Kopie');
    expect(await importFile(copyId, 'gemischt.X81', xml)).toMatchObject({ categories: 4, positions: 2 });
    const copy = await comparable(copyId);
    expect(copy.categories).toEqual([
      '/0010 Ohne Kategorie',
      '/01 Wände',
      '/01 Wände/0010 Wände (allgemein)',
      '/01 Wände/01 Vorsatzschalen',
    ]);
    expect(copy.positions.map((p) => [p.number, p.shortText, p.unit])).toEqual([
      ['01.0010.0010', 'Wandanschluss gleitend', 'm'],
      ['0010.9.1', 'Stundenlohn Helfer', 'h'],
    ]);
  });

  it('round-trips an imported tender (boq.x83: two category levels, an index item)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Aus Datei');
    await importFile(catalogId, 'boq.x83', sample('boq.x83'));
    const xml = await exportXml(catalogId, office);
    expect(validateWithXmllint(xml, '81')).toEqual({ valid: true, output: '- validates' });
    const copyId = await seedCatalog(t.db, office.companyId, 'Wieder eingelesen');
    await importFile(copyId, 'copy.X81', xml);
    expect(await comparable(copyId)).toEqual(await comparable(catalogId));
  });

  it('exports an empty catalog validly, refuses other phases (400) and other companies (404)', async () => {
    const catalogId = await seedCatalog(t.db, office.companyId, 'Leerer Katalog');
    expect(validateWithXmllint(await exportXml(catalogId), '81').valid).toBe(true);
    expect((await send(t, office, 'GET', `/service-catalogs/${catalogId}/export?phase=84`)).statusCode).toBe(
      400,
    );
    expect(
      (await send(t, stranger, 'GET', `/service-catalogs/${catalogId}/export?phase=81`)).statusCode,
    ).toBe(404);
  });
});
