import { describe, expect, it } from 'vitest';
import { collectDatanorm } from './collect';
import { readAll } from './test-support/samples';

const HEADER = `V 150125${'Muster Großhandel GmbH'.padEnd(40)}${''.padEnd(40)}${''.padEnd(35)}04EUR`;
const file = (...lines: string[]) => [HEADER, ...lines].join('\r\n');

describe('collectDatanorm', () => {
  it('merges extras, prices and texts that stand before or after their article', async () => {
    const collection = await collectDatanorm(
      await readAll(
        file(
          'B;N;4711;GEBERIT;ALT-9; ;0;0;0;4012345678901; ;SAN.1;0;10; ; ;',
          'C;;TERMIN-1;01032025;',
          'P;A;4711;2;5990;;;;;;;4711;1;9990;1;3000;;;;;',
          'T;N;L1;;1;;Erster Teil;;;;',
          'A;N;4711;30;Spülkasten;12 cm;1;0;St;8990;R1;SAN;L1;',
          'T;N;L2;;1;;unbenutzt;;;;',
          'T;N;L1;;2;;Zweiter Teil;;;;',
          'D;N;4711;1;F;;Maße 50 x 112 cm;2;T;;L2;',
        ),
      ),
    );
    expect(collection.articles).toHaveLength(1);
    expect(collection.articles[0]).toMatchObject({
      number: '4711',
      shortText1: 'Spülkasten',
      matchcode: 'GEBERIT',
      alternativeNumber: 'ALT-9',
      ean: '4012345678901',
      productSubgroup: 'SAN.1',
      packagingQuantity: '10',
      listPrice: '99.90',
      purchasePrice: '59.90',
      discounts: [{ type: 'percent', value: '30.00' }],
      priceValidFrom: '2025-03-01',
      longText: 'Erster Teil\nZweiter Teil\nMaße 50 x 112 cm\nunbenutzt',
      line: 6,
    });
    expect(collection.texts.get('L1')).toBe('Erster Teil\nZweiter Teil');
    expect(collection.unusedTextKeys).toEqual([]);
    expect(collection.counts).toMatchObject({
      created: 1,
      articles: 1,
      texts: 2,
      prices: 2,
      pricesWithoutArticle: 0,
    });
  });

  it('counts new, changed and deleted articles; the last A line of a number wins', async () => {
    const collection = await collectDatanorm(
      await readAll(
        file(
          'A;N;1;00;Alt;;1;0;St;100;;;;',
          'A;A;1;00;Neu;;1;1;St;250;;;;',
          'A;N;2;00;Zwei;;1;0;St;100;;;;',
          'A;L;3;;;;;;;;;;;',
          'P;A;9;1;100;;;;;;;',
          'Q;kaputt;',
        ),
      ),
    );
    expect(collection.counts).toMatchObject({
      created: 2,
      updated: 1,
      deleted: 1,
      articles: 3,
      prices: 1,
      pricesWithoutArticle: 1,
      rejected: 1,
    });
    expect(
      collection.articles.map(({ number, action, shortText1, priceUnit, listPrice, line }) => ({
        number,
        action,
        shortText1,
        priceUnit,
        listPrice,
        line,
      })),
    ).toEqual([
      { number: '1', action: 'A', shortText1: 'Neu', priceUnit: 10, listPrice: '2.50', line: 2 },
      { number: '2', action: 'N', shortText1: 'Zwei', priceUnit: 1, listPrice: '1.00', line: 4 },
      { number: '3', action: 'L', shortText1: '', priceUnit: 1, listPrice: null, line: 5 },
    ]);
  });

  it('lists text keys that are named but missing', async () => {
    const collection = await collectDatanorm(await readAll(file('A;N;1;30;Mit Text;;1;0;St;100;;;FEHLT;')));
    expect(collection.missingTextKeys).toEqual(['FEHLT']);
    expect(collection.articles[0]?.longText).toBeNull();
  });
});
