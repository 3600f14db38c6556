// Every shared sample, with counts and field values checked against the file by hand (line numbers are the
// file's). The samples come from halo/datanorm (MIT): DATANORM 4 and 5, CP850 and UTF-8, literal "?" for umlauts.
import { describe, expect, it } from 'vitest';
import { collectDatanorm } from './collect';
import type { DatanormRecord } from './records';
import { ofKind, readAll, sampleBytes, sampleNames } from './test-support/samples';

async function sample(name: string) {
  const records = await readAll(sampleBytes(name));
  const collection = await collectDatanorm(records);
  const article = (number: string) => {
    const found = collection.articles.find((candidate) => candidate.number === number);
    if (found === undefined) throw new Error(`no article ${number}`);
    return found;
  };
  return { records, collection, article };
}

function counts(records: DatanormRecord[]) {
  return {
    articles: ofKind(records, 'article').length,
    texts: ofKind(records, 'text').length,
    prices: ofKind(records, 'price').length,
    rejected: ofKind(records, 'rejected').length,
  };
}

describe('DATANORM samples', () => {
  it('covers every sample file', () => {
    expect(sampleNames()).toEqual([
      'v4_datpreis.001',
      'v4_products_before_texts.001',
      'v4_text_product_and_extra.001',
      'v4_with_empty_lines_and_invalid_tags.001',
      'v4_with_missing_text_references.001',
      'v4_with_texts.001',
      'v5_first_texts_then_products.001',
      'v5_many_texts_few_products.001',
      'v5_only_texts_and_products.001',
      'v5_texts_and_products.001',
      'v5_texts_products.001',
      'v5_texts_products_services.001',
    ]);
  });

  // Prices by where they stand, counted in the files by hand (awk over the price field of the A lines): DATANORM 5
  // suppliers put them on the article lines, DATANORM 4 price files in P lines (up to three articles each).
  it.each([
    ['v4_datpreis.001', { articlePrices: 0, prices: 3, discountGroups: 0 }],
    ['v4_products_before_texts.001', { articlePrices: 2, prices: 30, discountGroups: 0 }],
    ['v4_text_product_and_extra.001', { articlePrices: 1, prices: 0, discountGroups: 0 }],
    ['v4_with_empty_lines_and_invalid_tags.001', { articlePrices: 1, prices: 0, discountGroups: 0 }],
    ['v4_with_missing_text_references.001', { articlePrices: 1, prices: 0, discountGroups: 0 }],
    ['v4_with_texts.001', { articlePrices: 2, prices: 0, discountGroups: 0 }],
    ['v5_first_texts_then_products.001', { articlePrices: 4, prices: 0, discountGroups: 0 }],
    ['v5_many_texts_few_products.001', { articlePrices: 3, prices: 0, discountGroups: 0 }],
    ['v5_only_texts_and_products.001', { articlePrices: 771, prices: 0, discountGroups: 0 }],
    ['v5_texts_and_products.001', { articlePrices: 5, prices: 0, discountGroups: 0 }],
    ['v5_texts_products.001', { articlePrices: 7, prices: 0, discountGroups: 0 }],
    ['v5_texts_products_services.001', { articlePrices: 21, prices: 0, discountGroups: 0 }],
  ])('%s: counts every price it carries', async (name, expected) => {
    const { collection } = await sample(name);
    expect(collection.counts).toMatchObject(expected);
    // Every article line's price is on its article (list or net), none lost to a rejection.
    expect(collection.counts.rejected).toBe(name === 'v4_with_empty_lines_and_invalid_tags.001' ? 1 : 0);
  });

  it('v4_datpreis: a price file, three articles in one P line, valid from the TERMIN record', async () => {
    const { records, collection } = await sample('v4_datpreis.001');
    expect(records[0]).toMatchObject({ kind: 'header', version: 4, date: '2025-07-31', currency: 'EUR' });
    expect(counts(records)).toEqual({ articles: 0, texts: 0, prices: 3, rejected: 0 });
    expect(ofKind(records, 'price')).toEqual([
      {
        kind: 'price',
        number: 'RG6040640U1',
        priceKind: 'list',
        price: '857.00',
        priceUnit: null,
        discountGroup: null,
        discounts: [{ type: 'percent', value: '55.00' }],
        validFrom: '2025-08-01',
        line: 4,
      },
      expect.objectContaining({ number: 'RG6050840U1', price: '1073.00', validFrom: '2025-08-01' }),
      expect.objectContaining({ number: 'RG6060950U1', price: '1612.00', validFrom: '2025-08-01' }),
    ]);
    expect(collection.counts.pricesWithoutArticle).toBe(3);
  });

  it('v4_products_before_texts: prices first, then texts, dimension text, articles with extras', async () => {
    const { records, collection, article } = await sample('v4_products_before_texts.001');
    expect(records[0]).toMatchObject({
      version: 4,
      date: '2021-03-05',
      supplier: '(C) xxxxxxx KG, xxxxxx Preispflege Datanorm',
    });
    expect(counts(records)).toEqual({ articles: 2, texts: 2, prices: 30, rejected: 0 });

    const [first, second, third] = ofKind(records, 'price');
    expect(first).toMatchObject({ number: 'QATA207569014', priceKind: 'list', price: '3.00', line: 3 });
    expect(first?.discounts).toEqual([{ type: 'percent', value: '37.00' }]);
    // "1;0": a zero discount is no discount
    expect(second).toMatchObject({
      number: 'QATA207569016',
      priceKind: 'list',
      price: '2.40',
      discounts: [],
    });
    expect(third).toMatchObject({ number: 'QATA207569016', priceKind: 'net', price: '0.88', discounts: [] });

    expect(ofKind(records, 'article')[0]).toEqual({
      kind: 'article',
      action: 'N',
      number: 'QATA207569016',
      shortText1: 'Tehalit ATA207569016 Endstück',
      shortText2: 'schnittkaschierend ABS halogenfreiz.LFW',
      unit: 'ST',
      priceUnit: 1,
      priceKind: 'list',
      price: '3.00',
      discountGroup: '3LTF',
      productGroup: null,
      textKey: '00022923',
      line: 26,
    });
    expect(ofKind(records, 'text')[0]).toEqual({
      kind: 'text',
      textKey: '00021057',
      text: 'Wilo Zubehör',
      line: 13,
    });

    const geberit = article('QATA207569016');
    expect(geberit.longText?.split('\n')).toHaveLength(16);
    expect(geberit.longText).toMatch(/^Verwendungszwecke\n- Für Geberit Twinline UP-Spülkästen 12\ncm \(ab/);
    expect(geberit.longText).toMatch(/\n- Für vollflächig geflieste Oberflächen$/);
    expect(geberit).toMatchObject({ matchcode: 'HAGER', alternativeNumber: '3602101' });
    // The P records are price updates and win over the A line's 3.00, wherever they stand.
    expect(geberit).toMatchObject({ listPrice: '2.40', purchasePrice: '0.88' });

    // No text key: the description comes from the dimension text (D), as the supplier split it.
    const cable = article('QBMK10208R');
    expect(cable.textKey).toBeNull();
    expect(cable.longText).toBe(
      [
        'Installationskabel zur Nachrichten- und',
        'Signalübertragung auf und unter Putz, in',
        'trockenen und feuchten Räumen sowie zur',
        'festen Verlegung an Außenwänden bei Sch',
        'utz vor Sonneneinstrahlung. Durch den Ma',
        'ntelaufdruck ist dieses Kabel speziell f',
        'ür die Verwendung in Brandmeldeanlagen',
      ].join('\n'),
    );
    expect(cable).toMatchObject({
      unit: 'M',
      listPrice: '2283.13',
      discounts: [{ type: 'percent', value: '76.00' }],
    });
    expect(collection.unusedTextKeys).toEqual(['00021057']);
  });

  it('v4_text_product_and_extra: a UTF-8 line among CP850 ones, a net price, extras', async () => {
    const { records, article } = await sample('v4_text_product_and_extra.001');
    expect(records[0]).toMatchObject({
      version: 4,
      date: '2018-10-30',
      supplier: 'Preisliste examples GmbH',
    });
    expect(counts(records)).toEqual({ articles: 1, texts: 1, prices: 0, rejected: 0 });
    expect(article('Z-0159')).toMatchObject({
      shortText1: 'Aufbewahrungspult',
      shortText2: 'ABP',
      unit: 'St',
      priceUnit: 1,
      purchasePrice: '199.00',
      listPrice: null,
      textKey: 'TZ-0159',
      catalogPage: '250',
      packagingQuantity: '1',
      longText: [
        'Aufbewahrungspult',
        'Pultgehäuse mit Klappdeckel aus', // written as UTF-8 in this file
        'Stahlblech zur Wandbefestigung,',
        'pulverbeschichtet feuerrot (RAL 3000),',
        'optional in jeder anderen RAL-Farbe',
        'lieferbar. Lieferung inkl.',
        'Montagematerial.',
        'Z-0159',
      ].join('\n'),
    });
  });

  it('v4_with_empty_lines_and_invalid_tags: skips empty lines, rejects the X line and reads on', async () => {
    const { records, article } = await sample('v4_with_empty_lines_and_invalid_tags.001');
    expect(counts(records)).toEqual({ articles: 1, texts: 1, prices: 0, rejected: 1 });
    expect(ofKind(records, 'rejected')).toEqual([
      {
        kind: 'rejected',
        line: 7,
        code: 'unknown-record-type',
        reason: 'Unbekannte Satzart „X“',
        raw: 'X;N;TZ-0159;;7;;Montagematerial.;8;;Z-0159;',
      },
    ]);
    expect(ofKind(records, 'article')[0]?.line).toBe(9);
    expect(article('Z-0159').longText?.split('\n')).toEqual([
      'Aufbewahrungspult',
      'Pultgehäuse mit Klappdeckel aus',
      'Stahlblech zur Wandbefestigung,',
      'pulverbeschichtet feuerrot (RAL 3000),',
      'optional in jeder anderen RAL-Farbe',
      'lieferbar. Lieferung inkl.',
    ]);
  });

  it('v4_with_missing_text_references: the text stays unused, the article has none', async () => {
    const { records, collection, article } = await sample('v4_with_missing_text_references.001');
    expect(counts(records)).toEqual({ articles: 1, texts: 1, prices: 0, rejected: 0 });
    expect(article('Z-0159')).toMatchObject({
      textKey: null,
      longText: null,
      productGroup: 'NOT-THE-REFERENCE-YOU-WERE-LOOKING-FOR',
    });
    expect(collection.unusedTextKeys).toEqual(['TZ-0159']);
    expect(collection.missingTextKeys).toEqual([]);
  });

  it('v4_with_texts: texts after their articles, CP850 umlauts, the DOS end-of-file mark', async () => {
    const { records, collection, article } = await sample('v4_with_texts.001');
    expect(records[0]).toMatchObject({
      version: 4,
      date: '2025-08-12',
      infoTexts: [
        'Artikelstammdaten Deutschland, 38_DE',
        'EXAMPLE EXAMPLETEC GMBH',
        'www.example.de info@example.de',
      ],
    });
    expect(counts(records)).toEqual({ articles: 2, texts: 2, prices: 0, rejected: 0 });
    expect(article('100033162')).toMatchObject({
      shortText1: 'DIS-AM 60 BUS',
      shortText2: 'Infrarot-Bewegungsmelder',
      unit: 'St.',
      listPrice: '285.00',
      discountGroup: '06',
      productGroup: '004',
      productSubgroup: '004.050',
      textKey: 'TNT6842',
    });
    const lines = article('100033152').longText?.split('\n') ?? [];
    expect(lines.slice(0, 4)).toEqual([
      'Der DIS-AM 20/60 Infrarot-Melder kann', // trailing blank of the fixed-width line removed
      'zur Raum- oder Objektsicherung in',
      'geschlossenen Räumen verwendet werden.',
      'Die Ausführung DIS-AM 20 dient zur',
    ]);
    expect(lines).toContain('Überwachung von Korridoren bis zu 60 m');
    expect(lines).toContain('Temperatur (z.\u00a0B.'); // CP850 0xFF is a no-break space
    expect(lines[23]).toBe(''); // line 24 is blank inside the text and stays
    expect(lines).toHaveLength(27);
    expect(collection.missingTextKeys).toEqual([]);
  });

  it('v5_first_texts_then_products: DATANORM 5 header, texts before articles, amounts as price units', async () => {
    const { records, collection, article } = await sample('v5_first_texts_then_products.001');
    expect(records[0]).toEqual({
      kind: 'header',
      version: 5,
      date: '2020-04-06',
      currency: 'EUR',
      supplier: 'Example GmbH Produktdaten',
      infoTexts: ['Example GmbH', 'Produktdaten'],
      line: 1,
    });
    expect(counts(records)).toEqual({ articles: 4, texts: 3, prices: 0, rejected: 0 });
    expect(ofKind(records, 'article')[0]).toEqual({
      kind: 'article',
      action: 'N',
      number: '020-568-Z',
      shortText1: 'Basisplatine für NF300',
      shortText2: 'bis NF5000 (nicht CPD-Version)',
      unit: 'PCE',
      priceUnit: 1,
      priceKind: 'list',
      price: '1081.10',
      discountGroup: 'NBM',
      productGroup: 'HLS',
      textKey: 'T020-568-Z',
      line: 14,
    });
    expect(article('WPW').longText).toBe(
      [
        'aP-Sockel IP 65 reinweiß',
        'für adressierbare Alarmgeber Serie NFXI',
        'Ermöglicht eine aP-Verdrahtung in IP 65.',
        'Technische Daten:',
        'Farbe          reinweiß, ähnlich RAL9010',
      ].join('\n'),
    );
    // this supplier wrote "?" for "ö" in one line: taken as it is
    expect(article('WRR').longText?.split('\n')[2]).toBe('Erm?glicht eine aP-Verdrahtung in IP 65.');
    expect(article('WM2348E')).toMatchObject({
      listPrice: '35.60',
      longText: 'Montagesockelzusatz\nfür RTS151KEY',
    });
    expect(collection.missingTextKeys).toEqual(['T020-568-Z']);
  });

  it('v5_many_texts_few_products: 1,198 texts (one T line each), three changed articles', async () => {
    const { records, collection, article } = await sample('v5_many_texts_few_products.001');
    expect(records[0]).toMatchObject({
      version: 5,
      date: '2020-12-10',
      supplier: 'Produktkatalog 2021 ACME inc.',
    });
    expect(counts(records)).toEqual({ articles: 3, texts: 1198, prices: 0, rejected: 0 });
    expect(collection.counts).toMatchObject({ created: 0, updated: 3 });
    const gateway = article('122000');
    expect(gateway).toMatchObject({
      action: 'A',
      shortText1: 'Funk-Gateway FGW 210, Einbausatz',
      unit: 'Stck',
      listPrice: '260.00',
      discountGroup: '001',
      productGroup: 'EIN',
      matchcode: 'FGW 210',
    });
    expect(gateway.longText?.split('\n')).toHaveLength(52);
    expect(gateway.longText?.split('\n')[44]).toBe('Bedienteilen sofort erkennbar Technische');
  });

  it('v5_only_texts_and_products: dimension lines that insert text blocks, the end record', async () => {
    const { records, collection, article } = await sample('v5_only_texts_and_products.001');
    expect(counts(records)).toEqual({ articles: 771, texts: 777, prices: 0, rejected: 0 });
    expect(ofKind(records, 'dimension')).toHaveLength(6);
    expect(ofKind(records, 'dimension')[0]).toEqual({
      kind: 'dimension',
      number: 'VLF-500',
      text: '',
      textKeys: ['TVLF-500B'],
      line: 13342,
    });
    const laser = article('VLF-500');
    expect(laser).toMatchObject({ listPrice: '3032.20', textKey: 'TVLF-500' });
    expect(laser.longText?.startsWith('VESDA LaserFOCUS VLF 500\n')).toBe(true);
    expect(laser.longText?.endsWith('\nVdS- Anerkennung: G205060')).toBe(true);
    expect(collection.missingTextKeys).toEqual([]);
    expect(collection.unusedTextKeys).toEqual([]);
  });

  it('v5_texts_and_products: list and net prices', async () => {
    const { records, article } = await sample('v5_texts_and_products.001');
    expect(records[0]).toMatchObject({ version: 5, date: '2025-04-08' });
    expect(counts(records)).toEqual({ articles: 5, texts: 409, prices: 0, rejected: 0 });
    expect(article('170139')).toMatchObject({ listPrice: '124.00', purchasePrice: null, unit: 'Stck' });
    expect(article('171033')).toMatchObject({ listPrice: null, purchasePrice: '2200.00' });
    expect(article('170139').longText?.split('\n').slice(0, 3)).toEqual([
      'FNS-420-R ? LSN-Blitzleuchte, rot',
      'Die Blitzleuchte FNS-420-R ist ein',
      'optischer Signalgeber in LSNi-',
    ]);
  });

  it('v5_texts_products: seven changed articles', async () => {
    const { records, collection } = await sample('v5_texts_products.001');
    expect(counts(records)).toEqual({ articles: 7, texts: 1198, prices: 0, rejected: 0 });
    expect(collection.counts).toMatchObject({ created: 0, updated: 7, deleted: 0 });
  });

  it('v5_texts_products_services: service (C) lines are reported as not taken over', async () => {
    const { records, collection, article } = await sample('v5_texts_products_services.001');
    expect(counts(records)).toEqual({ articles: 21, texts: 116, prices: 0, rejected: 0 });
    expect(ofKind(records, 'ignored').map((record) => record.line)).toEqual([1649, 1652]);
    expect(article('12 AH / 12V')).toMatchObject({ listPrice: '97.40', textKey: 'T12 AH / 12V' });
    // Every article has its list price (per 1 unit) and discount group, but the file brings no discounts (R).
    expect(collection.articles.every((a) => a.listPrice !== null && a.purchasePrice === null)).toBe(true);
    expect(collection.articles.every((a) => a.priceUnit === 1 && a.discountGroup === 'NBM')).toBe(true);
    expect(article('020-568-Z')).toMatchObject({ listPrice: '1081.10', unit: 'PCE' });
    expect(collection.discountGroups).toEqual([]);
    // the sample is cut off: the texts of the last articles are not in it
    expect(collection.missingTextKeys).toContain('T17 AH / 12V');
  });
});
