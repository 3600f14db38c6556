import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { datanormImportResponseSchema, type ArticleList } from '@vendoc/contract/service-catalogs';
import { decimalEquals } from '@vendoc/money/decimal';
import { createTestApp, type TestApp } from '../../test/test-app';
import { call, seedTenant, type Tenant } from '../../test/tenant-fixtures';
import {
  articleCalculation,
  articlesByNumber,
  countRows,
  createArticle,
  createCatalog,
  datanormSample,
  getArticle,
  importDatanormFile,
  insertPosition,
  positionRow,
  postDatanorm,
} from './service-catalogs-test-support';

let t: TestApp;
let tenant: Tenant;
let other: Tenant;

beforeAll(async () => {
  t = await createTestApp();
  [tenant, other] = await Promise.all([seedTenant(t), seedTenant(t)]);
});
afterAll(async () => {
  await t?.close();
});

const newCatalog = async (name: string) => (await createCatalog(t, tenant.office, { name })).id;
const sample = (name: string) => ({ name, content: datanormSample(name) });
const expectDecimal = (actual: string | null | undefined, expected: string) =>
  expect(actual != null && decimalEquals(actual, expected), `${actual} = ${expected}`).toBe(true);

/** Lines of a sample that start with the given record type (read independently of the reader). */
const linesOf = (name: string, tag: string) =>
  datanormSample(name)
    .toString('latin1')
    .split(/\r?\n/)
    .filter((line) => line.startsWith(`${tag};`));

describe('DATANORM samples', () => {
  it('imports DATANORM 4 articles with texts, prices and history; a second import updates', async () => {
    const catalogId = await newCatalog('Elektro');
    const first = await importDatanormFile(t, tenant.office, catalogId, sample('v4_with_texts.001'));
    expect(datanormImportResponseSchema.parse(first)).toMatchObject({
      format: 'DATANORM 4',
      created: 2,
      updated: 0,
      deleted: 0,
      texts: 2,
      // The list prices of the two A lines.
      prices: 2,
      discountGroups: 0,
      rejected: 0,
      rejections: [],
      positionsRecalculated: 0,
    });
    const articles = await articlesByNumber(t.db, catalogId);
    expect([...articles.keys()].sort()).toEqual(['100033152', '100033162']);
    const detector = articles.get('100033152')!;
    expect(detector).toMatchObject({
      short_text: 'DIS-AM 20 BUS Infrarot-Bewegungsmelder',
      unit: 'St.',
      price_unit: 1,
      purchase_price: null,
      discount_group: '06',
      product_group: '004',
      text_key: 'TNT6841',
      supplier: expect.stringContaining('EXAMPLE EXAMPLETEC GMBH'),
    });
    expectDecimal(detector.list_price, '280.00');
    expectDecimal(articles.get('100033162')!.list_price, '285.00');
    // Long text from the T records, decoded from CP850 ("Räumen").
    expect(detector.long_text).toMatch(/^Der DIS-AM 20\/60 Infrarot-Melder kann\n/);
    expect(detector.long_text).toContain('geschlossenen Räumen verwendet werden.');
    expect(detector.long_text).toMatch(/Melder ignoriert\.\nDurch die schwenkbare Kugel mit/);
    const detail = await getArticle(t, tenant.fitter, detector.id);
    expect(detail.prices).toEqual([
      expect.objectContaining({ validFrom: '2025-08-12', purchasePrice: null, source: 'datanorm' }),
    ]);

    const second = await importDatanormFile(t, tenant.office, catalogId, sample('v4_with_texts.001'));
    expect(second).toMatchObject({ created: 0, updated: 2, texts: 2, rejected: 0 });
    expect(await countRows(t.db, 'articles', catalogId)).toBe(2);
    const again = await articlesByNumber(t.db, catalogId);
    // Nothing changed: the rows were not rewritten and no second history entry was made.
    expect(again.get('100033152')!.version).toBe(detector.version);
    expect((await getArticle(t, tenant.office, detector.id)).prices).toHaveLength(1);
  });

  it('attaches texts that come before their articles (DATANORM 5); a missing text key leaves none', async () => {
    const catalogId = await newCatalog('Brandmelde');
    const result = await importDatanormFile(
      t,
      tenant.office,
      catalogId,
      sample('v5_first_texts_then_products.001'),
    );
    expect(result).toMatchObject({ format: 'DATANORM 5', created: 4, updated: 0, texts: 3, rejected: 0 });
    const articles = await articlesByNumber(t.db, catalogId);
    expect(articles.get('WM2348E')).toMatchObject({
      short_text: 'Montagesockelzusatz für RTS151KEY',
      long_text: 'Montagesockelzusatz\nfür RTS151KEY',
      unit: 'PCE',
    });
    expectDecimal(articles.get('020-568-Z')!.list_price, '1081.10');
    expect(articles.get('020-568-Z')!.long_text).toBeNull();
    expect(articles.get('WPW')!.long_text).toMatch(/^aP-Sockel IP 65 reinweiß\nfür adressierbare Alarmgeber/);
  });

  it('counts and lists refused lines and goes on after them', async () => {
    const catalogId = await newCatalog('Ungültig');
    const result = await importDatanormFile(
      t,
      tenant.office,
      catalogId,
      sample('v4_with_empty_lines_and_invalid_tags.001'),
    );
    expect(result).toMatchObject({
      created: 1,
      rejected: 1,
      rejections: [{ line: 7, reason: 'Unbekannte Satzart „X“' }],
    });
    expect((await articlesByNumber(t.db, catalogId)).size).toBe(1);
  });

  it('applies price records also before their articles; refuses prices of unknown articles', async () => {
    const catalogId = await newCatalog('Hager');
    const name = 'v4_products_before_texts.001';
    const result = await importDatanormFile(t, tenant.office, catalogId, sample(name));
    // The P lines carry 30 prices for 29 article numbers; 2 of the articles are in the file (3 prices), and their
    // A lines 2 more.
    expect(result).toMatchObject({ created: 2, prices: 5, texts: 2, rejected: 27 });
    expect(result.rejections).toHaveLength(27);
    expect(result.rejections[0]).toEqual({
      line: 3,
      reason: 'Preis für den Artikel „QATA207569014“, den es im Katalog nicht gibt',
    });
    const articles = await articlesByNumber(t.db, catalogId);
    const endPiece = articles.get('QATA207569016')!;
    // A: list 3.00; P: list 2.40 and net 0.88 (the explicit net price is the purchase price).
    expectDecimal(endPiece.list_price, '2.40');
    expectDecimal(endPiece.purchase_price, '0.88');
    expect(endPiece.long_text).toMatch(/^Verwendungszwecke\n- Für Geberit Twinline UP-Spülkästen 12\n/);
    const duct = articles.get('QBMK10208R')!;
    // P: list 2283.13 with 76 % discount: 2283.13 × 0.24 = 547.9512.
    expectDecimal(duct.list_price, '2283.13');
    expectDecimal(duct.purchase_price, '547.9512');
    expect(duct.long_text).toMatch(/^Installationskabel zur Nachrichten- und\nSignalübertragung/);
    const history = (await getArticle(t, tenant.office, endPiece.id)).prices;
    expect(history.map((p) => [p.validFrom, p.listPrice, p.purchasePrice])).toEqual([
      ['2021-03-05', '2.40', '0.88'],
    ]);

    const second = await importDatanormFile(t, tenant.office, catalogId, sample(name));
    expect(second).toMatchObject({ created: 0, updated: 2, prices: 5, rejected: 27 });
    const after = await articlesByNumber(t.db, catalogId);
    expectDecimal(after.get('QATA207569016')!.list_price, '2.40');
    expectDecimal(after.get('QATA207569016')!.purchase_price, '0.88');
  });

  it('imports a large DATANORM 5 file: every A line becomes an article', async () => {
    const catalogId = await newCatalog('Groß');
    const name = 'v5_only_texts_and_products.001';
    const numbers = new Set(linesOf(name, 'A').map((line) => line.split(';')[2]));
    const result = await importDatanormFile(t, tenant.office, catalogId, sample(name));
    expect(result.created).toBe(numbers.size);
    expect(result.updated).toBe(0);
    expect(await countRows(t.db, 'articles', catalogId)).toBe(numbers.size);
    const articles = await articlesByNumber(t.db, catalogId);
    const module = articles.get('764732')!;
    expect(module.long_text).toMatch(/^.SS-Modul inkl\. Basisunterteil f.r\nNetzzuleitung 230 V\n/);
    expectDecimal(module.list_price, '123.50');
    expect(result.texts).toBeGreaterThan(0);
  });
});

describe('DATANORM price file against existing articles', () => {
  it('updates prices with the validity date, writes history and recalculates positions', async () => {
    const catalogId = await newCatalog('Rohre');
    const pipe = await createArticle(t, tenant.office, catalogId, {
      number: 'RG6040640U1',
      shortText: 'Rohr 40',
      unit: 'm',
      listPrice: '800.00',
      purchasePrice: '360.00',
      priceValidFrom: '2025-01-01',
    });
    await createArticle(t, tenant.office, catalogId, {
      number: 'RG6050840U1',
      shortText: 'Rohr 50',
      unit: 'm',
    });
    const positionId = await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId,
      number: '04.0010',
      calculation: articleCalculation([{ articleId: pipe.id, quantity: '2' }]),
      calculatedPrice: '720.00',
    });
    const result = await importDatanormFile(t, tenant.office, catalogId, sample('v4_datpreis.001'));
    expect(result).toMatchObject({
      format: 'DATANORM 4',
      created: 0,
      prices: 2,
      rejected: 1,
      rejections: [{ line: 4, reason: 'Preis für den Artikel „RG6060950U1“, den es im Katalog nicht gibt' }],
      positionsRecalculated: 1,
    });
    const detail = await getArticle(t, tenant.office, pipe.id);
    // 857.00 list with 55 % discount: 385.65.
    expectDecimal(detail.listPrice, '857.00');
    expectDecimal(detail.purchasePrice, '385.65');
    expect(detail.prices.map((p) => [p.validFrom, p.source])).toEqual([
      ['2025-08-01', 'datanorm'],
      ['2025-01-01', 'manual'],
    ]);
    expectDecimal((await positionRow(t.db, positionId))!.calculated_price, '771.30');
  });
});

/** A DATANORM 5 file of the given lines after a header dated `date` (YYYYMMDD). */
const datanorm5 = (date: string, lines: string[]) =>
  [`V;050;A;${date};EUR;Test Großhandel GmbH;Preisliste;;;;;;;;;`, ...lines].join('\r\n') + '\r\n';

/** An A line of DATANORM 5: number, texts, unit, price kind (1 list, 2 net), price in cents, group, EAN. */
const a5 = (
  action: string,
  number: string,
  text: string,
  unit: string,
  kind: string,
  cents: string,
  group = '',
  extra: { manufacturer?: string; ean?: string; textKey?: string } = {},
) =>
  `A;${action};${number};${text};;${unit};${kind};1;${cents};${group};TRO;;;;;${extra.manufacturer ?? ''};;;${
    extra.ean ?? ''
  };;;;;${extra.textKey ?? ''};;;;;;`;

describe('DATANORM discount groups and deletions', () => {
  it('derives purchase prices from discount groups, re-derives on a new discount, deletes unused articles', async () => {
    const catalogId = await newCatalog('Trockenbau Großhandel');
    const first = await importDatanormFile(t, tenant.office, catalogId, {
      name: 'DATANORM.001',
      content: datanorm5('20250301', [
        'R;TB1;1;3000;Trockenbau',
        a5('N', 'GK-125', 'Gipskartonplatte 12,5 mm', 'm2', '1', '500', 'TB1', {
          manufacturer: 'Knauf',
          ean: '4003982123456',
          textKey: 'TGK125',
        }),
        a5('N', 'UW-50', 'UW-Profil 50', 'm', '1', '200', 'TB1'),
        a5('N', 'CW-50', 'CW-Profil 50', 'm', '2', '120'),
        a5('N', 'ALT-1', 'Altartikel', 'Stk', '1', '1000', 'TB1'),
        'T;N;TGK125;1;01;Gipskartonplatte nach DIN 18180;',
        'T;N;TGK125;1;02;Kante HRK;',
      ]),
    });
    expect(first).toMatchObject({ created: 4, prices: 4, discountGroups: 1, texts: 1, rejected: 0 });
    let articles = await articlesByNumber(t.db, catalogId);
    expect(articles.get('GK-125')).toMatchObject({
      manufacturer: 'Knauf',
      ean: '4003982123456',
      long_text: 'Gipskartonplatte nach DIN 18180\nKante HRK',
    });
    // 5.00 list − 30 % = 3.50; the net price of CW-50 is its purchase price.
    expectDecimal(articles.get('GK-125')!.purchase_price, '3.50');
    expectDecimal(articles.get('UW-50')!.purchase_price, '1.40');
    expectDecimal(articles.get('CW-50')!.purchase_price, '1.20');
    expect(articles.get('CW-50')!.list_price).toBeNull();

    // A purchase price typed in stays when the discount changes.
    const typedIn = await createArticle(t, tenant.office, catalogId, {
      number: 'UA-50',
      shortText: 'UA-Profil 50',
      unit: 'm',
      listPrice: '4.00',
      purchasePrice: '2.22',
      discountGroup: 'TB1',
    });
    const positionId = await insertPosition(t.db, {
      companyId: tenant.companyId,
      catalogId,
      number: '01.0010',
      calculation: articleCalculation([
        { articleId: articles.get('GK-125')!.id, quantity: '2' },
        { articleId: articles.get('CW-50')!.id, quantity: '1' },
      ]),
      calculatedPrice: '8.20',
    });

    const second = await importDatanormFile(t, tenant.office, catalogId, {
      name: 'DATANORM.002',
      content: datanorm5('20250601', [
        'R;TB1;1;4000;Trockenbau',
        'P;GK-125;1;1;600;;;',
        a5('L', 'ALT-1', '', '', '', ''),
        a5('L', 'CW-50', '', '', '', ''),
        a5('L', 'GIBT-ES-NICHT', '', '', '', ''),
      ]),
    });
    expect(second).toMatchObject({
      created: 0,
      deleted: 1,
      prices: 1,
      discountGroups: 1,
      rejected: 1,
      rejections: [
        { line: 5, reason: 'Der Artikel „CW-50“ wird in Positionen verwendet und wurde nicht gelöscht' },
      ],
      positionsRecalculated: 1,
    });
    articles = await articlesByNumber(t.db, catalogId);
    expect(articles.has('ALT-1')).toBe(false);
    expect(articles.has('CW-50')).toBe(true);
    // 6.00 − 40 % = 3.60; UW-50's derived 1.40 becomes 2.00 − 40 % = 1.20; UA-50's typed-in price stays.
    expectDecimal(articles.get('GK-125')!.purchase_price, '3.60');
    expectDecimal(articles.get('UW-50')!.purchase_price, '1.20');
    expectDecimal((await getArticle(t, tenant.office, typedIn.id)).purchasePrice, '2.22');
    const uwHistory = (await getArticle(t, tenant.office, articles.get('UW-50')!.id)).prices;
    expect(uwHistory.map((p) => [p.validFrom, p.purchasePrice])).toEqual([
      ['2025-06-01', '1.2000'],
      ['2025-03-01', '1.4000'],
    ]);
    // 2 × 3.60 + 1.20 = 8.40
    expectDecimal((await positionRow(t.db, positionId))!.calculated_price, '8.40');
  });
});

describe('list prices without a known discount (issue 17)', () => {
  const articlesOf = async (catalogId: string) => {
    const response = await call(t, {
      method: 'GET',
      url: `/api/v1/service-catalogs/${catalogId}/articles?limit=500`,
      as: tenant.office,
    });
    expect(response.statusCode).toBe(200);
    return new Map(response.json<ArticleList>().items.map((article) => [article.number, article]));
  };

  it('counts the prices of the A lines and prices each article at its list price, flagged', async () => {
    const catalogId = await newCatalog('Brandmeldetechnik');
    const name = 'v5_texts_products_services.001';
    // Read from the file independently: number (field 3) and price in cents (field 9) of every A line.
    const lines = linesOf(name, 'A').map((line) => line.split(';'));
    expect(lines).toHaveLength(21);
    const result = await importDatanormFile(t, tenant.office, catalogId, sample(name));
    expect(result).toMatchObject({
      format: 'DATANORM 5',
      created: 21,
      prices: 21,
      discountGroups: 0,
      rejected: 0,
    });
    const articles = await articlesOf(catalogId);
    for (const fields of lines) {
      const article = articles.get(fields[2]!);
      const cents = fields[8]!;
      const price = `${cents.slice(0, -2)}.${cents.slice(-2)}`;
      // No EK and no discount known for group NBM: the list price stands in for the EK, flagged, never 0.
      expect(article, fields[2]).toMatchObject({
        purchasePrice: null,
        costPriceBasis: 'listPrice',
        discountGroup: 'NBM',
        priceUnit: '1',
      });
      expectDecimal(article!.listPrice, price);
      expectDecimal(article!.costPrice, price);
    }

    // The supplier's discounts arrive later: the list price less the group's 25 % becomes the EK.
    const discounts = await importDatanormFile(t, tenant.office, catalogId, {
      name: 'DATANORM.RAB',
      content: datanorm5('20250101', ['R;NBM;1;2500;Brandmeldetechnik']),
    });
    expect(discounts).toMatchObject({ created: 0, updated: 0, prices: 0, discountGroups: 1, rejected: 0 });
    const board = (await articlesOf(catalogId)).get('020-568-Z')!;
    // 1081.10 × 0.75 = 810.825
    expect(board.costPriceBasis).toBe('purchasePrice');
    expectDecimal(board.purchasePrice, '810.825');
    expectDecimal(board.costPrice, '810.825');
  });

  it('prices an article typed in with a list price and a known discount group at the discounted price', async () => {
    const catalogId = await newCatalog('Rabattgruppen');
    await importDatanormFile(t, tenant.office, catalogId, {
      name: 'DATANORM.RAB',
      content: datanorm5('20250101', ['R;TB2;1;1250;Profile']),
    });
    const profile = await createArticle(t, tenant.office, catalogId, {
      number: 'CW-75',
      shortText: 'CW-Profil 75',
      unit: 'm',
      priceUnit: '100',
      listPrice: '345.67',
      discountGroup: 'TB2',
    });
    // 345.67 × 0.875 = 302.46125 → 302.4613 (4 places, as the import rounds), per 100 m.
    expect(profile).toMatchObject({ purchasePrice: null, costPriceBasis: 'discountGroup', priceUnit: '100' });
    expectDecimal(profile.costPrice, '302.4613');
    const unknownGroup = await createArticle(t, tenant.office, catalogId, {
      number: 'UW-75',
      shortText: 'UW-Profil 75',
      unit: 'm',
      listPrice: '2.50',
      discountGroup: 'XX9',
    });
    expect(unknownGroup).toMatchObject({ costPriceBasis: 'listPrice', costPrice: '2.50' });
    const none = await createArticle(t, tenant.office, catalogId, {
      number: 'SCHR-1',
      shortText: 'Schrauben',
      unit: 'Stk',
      listPrice: '0',
    });
    // A list price of 0 is none (DATANORM writes 0 for it): no cost price rather than 0,00 €.
    expect(none).toMatchObject({ costPrice: null, costPriceBasis: null });
  });
});

describe('refused imports', () => {
  it('answers 422 for a file that is not DATANORM and stores nothing', async () => {
    const catalogId = await newCatalog('Leer');
    const before = await countRows(t.db, 'article_prices');
    const response = await postDatanorm(t, tenant.office, catalogId, {
      name: 'angebot.x83',
      content: '<?xml version="1.0"?><GAEB></GAEB>',
    });
    expect(response.statusCode).toBe(422);
    expect(response.headers['content-type']).toContain('application/problem+json');
    expect(response.json<{ detail: string }>().detail).toMatch(
      /^„angebot\.x83“: Die Datei ist keine DATANORM-Datei/,
    );
    expect(await countRows(t.db, 'articles', catalogId)).toBe(0);
    expect(await countRows(t.db, 'article_prices')).toBe(before);
  });

  it('answers 400 without a file, 403 for a fitter, 404 for another company (nothing stored)', async () => {
    const catalogId = await newCatalog('Geschützt');
    const noFile = await t.app.inject({
      method: 'POST',
      url: `/api/v1/service-catalogs/${catalogId}/articles/import`,
      headers: { ...tenant.office.headers, 'content-type': 'multipart/form-data; boundary=x' },
      payload: '--x--\r\n',
    });
    expect(noFile.statusCode).toBe(400);
    const fitter = await postDatanorm(t, tenant.fitter, catalogId, sample('v4_with_texts.001'));
    expect(fitter.statusCode).toBe(403);
    const foreign = await postDatanorm(t, other.office, catalogId, sample('v4_with_texts.001'));
    expect(foreign.statusCode).toBe(404);
    const json = await call(t, {
      method: 'POST',
      url: `/api/v1/service-catalogs/${catalogId}/articles/import`,
      as: tenant.office,
      body: {},
    });
    expect(json.statusCode).toBe(400);
    expect(await countRows(t.db, 'articles', catalogId)).toBe(0);
  });
});
