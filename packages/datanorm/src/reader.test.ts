// Line-level behaviour of readDatanorm on small hand-written files: what is read, what is rejected (and that
// reading goes on), and when the whole file is refused.
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { DatanormFormatError } from './errors';
import type { DatanormRecord } from './records';
import { ofKind, readAll } from './test-support/samples';

const V4_HEADER = `V 150125${'Muster Großhandel GmbH'.padEnd(40)}${'Preisliste 2025'.padEnd(40)}${''.padEnd(35)}04EUR`;
const V5_HEADER = 'V;050;A;20250115;EUR;Preisliste 2025;(c) Muster;MGH;Muster Großhandel GmbH;;;;;;;';

const v4 = (...lines: string[]) => [V4_HEADER, ...lines].join('\r\n') + '\r\n';
const v5 = (...lines: string[]) => [V5_HEADER, ...lines].join('\r\n') + '\r\n';

async function refusal(input: string | Uint8Array): Promise<DatanormFormatError> {
  try {
    await readAll(input);
  } catch (error) {
    if (error instanceof DatanormFormatError) return error;
    throw error;
  }
  throw new Error('the file was not refused');
}

const rejectedOf = (records: DatanormRecord[]) =>
  ofKind(records, 'rejected').map(({ line, code, reason }) => ({ line, code, reason }));

describe('readDatanorm: the header', () => {
  it('reads a DATANORM 4 header: date, free texts, version, currency', async () => {
    const [header] = await readAll(v4());
    expect(header).toEqual({
      kind: 'header',
      version: 4,
      date: '2025-01-15',
      currency: 'EUR',
      supplier: 'Muster Großhandel GmbH Preisliste 2025',
      infoTexts: ['Muster Großhandel GmbH', 'Preisliste 2025'],
      line: 1,
    });
  });

  it('reads a shortened DATANORM 4 header by the version at its end', async () => {
    const [header] = await readAll('V 311299Kurzer Kopf 04EUR\r\n');
    expect(header).toMatchObject({
      version: 4,
      date: '1999-12-31',
      currency: 'EUR',
      supplier: 'Kurzer Kopf',
    });
  });

  it('reads a DATANORM 5 header; the creator is the supplier', async () => {
    const [header] = await readAll(v5());
    expect(header).toMatchObject({ version: 5, date: '2025-01-15', supplier: 'Muster Großhandel GmbH' });
  });

  it('skips empty lines and a UTF-8 byte order mark before the header', async () => {
    const records = await readAll(`\uFEFF\r\n\r\n${v4('A;N;1;00;Schraube;;1;0;St;100;;;;')}`);
    expect(records.map((record) => record.kind)).toEqual(['header', 'article']);
    expect(records[1]?.line).toBe(4);
  });

  it('refuses an empty file', async () => {
    const error = await refusal('\r\n \r\n');
    expect(error).toMatchObject({ code: 'empty', message: 'Die Datei ist leer.', line: null });
  });

  it('refuses a file whose first line is not a header', async () => {
    const error = await refusal('Artikelnummer;Bezeichnung;Preis\r\n4711;Schraube;0,10\r\n');
    expect(error.code).toBe('not-datanorm');
    expect(error.line).toBe(1);
    expect(error.message).toMatch(/^Die Datei ist keine DATANORM-Datei/);
  });

  it('refuses DATANORM 3 and unknown versions by name', async () => {
    const v3 = `V 010199${'Alt'.padEnd(40)}${''.padEnd(40)}${''.padEnd(35)}03DEM\r\n`;
    expect(await refusal(v3)).toMatchObject({ code: 'unsupported-version' });
    expect((await refusal(v3)).message).toContain('„03“');
    expect(await refusal('V;060;A;20250101;EUR;Zukunft;\r\n')).toMatchObject({ code: 'unsupported-version' });
  });

  it('refuses a binary file without line breaks instead of holding it in memory', async () => {
    const noise = new Uint8Array(200_000).fill(0x56); // "VVVV…"
    const error = await refusal(noise);
    expect(error.code).toBe('not-datanorm');
  });
});

describe('readDatanorm: DATANORM 4 lines', () => {
  it('reads an article with price unit, net price and text key', async () => {
    const [, article] = await readAll(
      v4('A;N;SCHR-4x40;00;Spanplattenschraube 4 x 40;verzinkt;2;2;St;1250;R12;BEF;T4711;'),
    );
    expect(article).toEqual({
      kind: 'article',
      action: 'N',
      number: 'SCHR-4x40',
      shortText1: 'Spanplattenschraube 4 x 40',
      shortText2: 'verzinkt',
      unit: 'St',
      priceUnit: 100,
      priceKind: 'net',
      price: '12.50',
      discountGroup: 'R12',
      productGroup: 'BEF',
      textKey: 'T4711',
      line: 2,
    });
  });

  it('keeps prices exact however long they are', async () => {
    const records = await readAll(
      v4('A;N;1;00;Teuer;;1;0;St;12345678901234567;;;;', 'A;N;2;00;Billig;;1;0;St;7;;;;'),
    );
    expect(ofKind(records, 'article').map((article) => article.price)).toEqual([
      '123456789012345.67',
      '0.07',
    ]);
  });

  it('rejects bad lines with a German reason and the line number, and reads on', async () => {
    const records = await readAll(
      v4(
        'A;N;1;00;Zu kurz;;1;0;St',
        'A;N;2;00;Komma im Preis;;1;0;St;12,50;;;;',
        'A;N;;00;Ohne Nummer;;1;0;St;100;;;;',
        'A;N;3;00;Falsche Preiseinheit;;1;7;St;100;;;;',
        'A;N;4;00;Falsches Preiskennzeichen;;5;0;St;100;;;;',
        'A;Q;5;00;Falsches Kennzeichen;;1;0;St;100;;;;',
        'A;X;6;00;Nummernänderung;;1;0;St;100;;;;',
        'Q;N;irgendwas;',
        'Artikel;N;7;',
        'A;N;8;00;Gut;;1;0;St;100;;;;',
      ),
    );
    expect(rejectedOf(records)).toEqual([
      { line: 2, code: 'too-few-fields', reason: 'Zu wenige Felder: 9 statt mindestens 10' },
      {
        line: 3,
        code: 'invalid-price',
        reason: 'Preis „12,50“ ist keine ganze Zahl ohne Komma (2 Nachkommastellen sind mitgemeint)',
      },
      { line: 4, code: 'missing-number', reason: 'Artikelnummer fehlt' },
      { line: 5, code: 'invalid-price-unit', reason: 'Ungültige Preiseinheit „7“ (erlaubt: 0 bis 3)' },
      {
        line: 6,
        code: 'invalid-price-kind',
        reason:
          'Ungültiges Preiskennzeichen „5“ (erlaubt: 1 = Listenpreis, 2 = Nettopreis, 9 = Preis auf Anfrage)',
      },
      {
        line: 7,
        code: 'invalid-action',
        reason: 'Unbekanntes Verarbeitungskennzeichen „Q“ (erlaubt: N, A, L)',
      },
      {
        line: 8,
        code: 'unsupported-record',
        reason: 'Artikelnummernänderung (Verarbeitungskennzeichen X) wird nicht unterstützt',
      },
      { line: 9, code: 'unknown-record-type', reason: 'Unbekannte Satzart „Q“' },
      { line: 10, code: 'unknown-record-type', reason: 'Unbekannte Satzart „Artikel“' },
    ]);
    expect(ofKind(records, 'rejected')[1]?.raw).toBe('A;N;2;00;Komma im Preis;;1;0;St;12,50;;;;');
    expect(ofKind(records, 'article').map((article) => article.number)).toEqual(['8']);
  });

  it('reads a deletion even when its other fields are not valid', async () => {
    const [, article] = await readAll(v4('A;L;4711;;;;;x;;;;;;'));
    expect(article).toMatchObject({
      kind: 'article',
      action: 'L',
      number: '4711',
      price: null,
      priceUnit: 1,
    });
  });

  it('gathers the lines of a text until its key changes, in line-number order', async () => {
    const records = await readAll(
      v4(
        'T;N;T1;;3;;dritte Zeile   ;4;;vierte Zeile;',
        'T;N;T1;;1;;erste Zeile;2;;  eingerückt;',
        'T;N;T2;;1;;anderer Text;;;;',
        'A;N;1;30;Artikel;;1;0;St;100;;;T1;',
        'T;N;T1;;5;;fünfte Zeile;;;;',
      ),
    );
    expect(ofKind(records, 'text')).toEqual([
      { kind: 'text', textKey: 'T1', text: 'erste Zeile\n  eingerückt\ndritte Zeile\nvierte Zeile', line: 2 },
      { kind: 'text', textKey: 'T2', text: 'anderer Text', line: 4 },
      // T1 again after another key: a second record, which the consumer appends
      { kind: 'text', textKey: 'T1', text: 'fünfte Zeile', line: 6 },
    ]);
  });

  it('passes a text on when the file ends without a line break', async () => {
    const records = await readAll(`${V4_HEADER}\r\nT;N;T1;;1;;letzte Zeile;;;;`);
    expect(ofKind(records, 'text')).toEqual([{ kind: 'text', textKey: 'T1', text: 'letzte Zeile', line: 2 }]);
  });

  it('rejects a text line without key', async () => {
    const records = await readAll(v4('T;N;;;1;;ohne Schlüssel;;;;'));
    expect(rejectedOf(records)).toEqual([
      { line: 2, code: 'missing-text-key', reason: 'Textschlüssel fehlt' },
    ]);
  });

  it('yields one price per article of a P line and rejects only the bad article', async () => {
    const records = await readAll(
      v4(
        'C;;TERMIN-1;01022025;',
        'P;A;100;1;1999;1;3500;2;0850;3;0500;200;2;abc;;;;;;;300;9;;;;;;;;',
        'R;A;R12;1;3750;Befestigungstechnik;',
        'R;A;R13;2;0650;Multiplikator;',
      ),
    );
    expect(ofKind(records, 'price')).toEqual([
      {
        kind: 'price',
        number: '100',
        priceKind: 'list',
        price: '19.99',
        priceUnit: null,
        discountGroup: null,
        discounts: [
          { type: 'percent', value: '35.00' },
          { type: 'multiplier', value: '0.850' },
          { type: 'surcharge', value: '5.00' },
        ],
        validFrom: '2025-02-01',
        line: 3,
      },
      expect.objectContaining({ number: '300', priceKind: 'onRequest', price: null }),
    ]);
    expect(rejectedOf(records)).toEqual([
      {
        line: 3,
        code: 'invalid-price',
        reason:
          'Preis für Artikel „200“: Preis „abc“ ist keine ganze Zahl ohne Komma (2 Nachkommastellen sind mitgemeint)',
      },
    ]);
    expect(ofKind(records, 'discount')).toEqual([
      {
        kind: 'discount',
        group: 'R12',
        type: 'percent',
        value: '37.50',
        description: 'Befestigungstechnik',
        line: 4,
      },
      {
        kind: 'discount',
        group: 'R13',
        type: 'multiplier',
        value: '0.650',
        description: 'Multiplikator',
        line: 5,
      },
    ]);
  });

  it('reads a dimension text and a text block it inserts', async () => {
    const records = await readAll(
      v4('D;N;4711;1;F;;Abmessungen 10 x 20 mm;2;T;;BLOCK-7;', 'D;N;4711;3;F;;Farbe: grau;;;;;'),
    );
    expect(ofKind(records, 'dimension')).toEqual([
      {
        kind: 'dimension',
        number: '4711',
        text: 'Abmessungen 10 x 20 mm\nFarbe: grau',
        textKeys: ['BLOCK-7'],
        line: 2,
      },
    ]);
  });

  it('reports record types it does not take over, and says nothing about control records', async () => {
    const records = await readAll(
      v4('K;;018988; ;', 'S;;ELT;Elektro;;;', 'E;N;1;Einfügetext;', 'G;N;4711;bild.jpg;'),
    );
    expect(ofKind(records, 'ignored').map(({ tag, line }) => ({ tag, line }))).toEqual([
      { tag: 'S', line: 3 },
      { tag: 'E', line: 4 },
      { tag: 'G', line: 5 },
    ]);
    expect(ofKind(records, 'ignored')[0]?.reason).toBe('Satzart S (Warengruppen) wird nicht übernommen');
    expect(ofKind(records, 'rejected')).toEqual([]);
  });

  it('rejects an over-long line and reads the next one', async () => {
    const long = `A;N;1;00;${'x'.repeat(3000)};;1;0;St;100;;;;`;
    const records = await readAll(v4(long, 'A;N;2;00;Kurz;;1;0;St;100;;;;'), { maxLineBytes: 1000 });
    expect(rejectedOf(records)).toEqual([
      { line: 2, code: 'line-too-long', reason: 'Die Zeile ist zu lang und wurde übersprungen' },
    ]);
    expect(ofKind(records, 'article').map((article) => [article.number, article.line])).toEqual([['2', 3]]);
  });

  it('decodes CP850 and UTF-8 lines of the same file each on their own', async () => {
    const cp850 = iconv.encode(v4('A;N;1;00;Spülkasten;Größe M;1;0;St;100;;;;'), 'cp850');
    const utf8 = new TextEncoder().encode('A;N;2;00;Waschtisch;weiß;1;0;St;100;;;;\r\n');
    const records = await readAll([cp850, utf8]);
    expect(ofKind(records, 'article').map(({ shortText1, shortText2 }) => [shortText1, shortText2])).toEqual([
      ['Spülkasten', 'Größe M'],
      ['Waschtisch', 'weiß'],
    ]);
    expect(records[0]).toMatchObject({ supplier: 'Muster Großhandel GmbH Preisliste 2025' });
  });

  it('starts over at a further header (concatenated files)', async () => {
    const records = await readAll(v4('T;N;T1;;1;;Teil eins;;;;', V5_HEADER, 'T;N;T1;1;01;Teil zwei;'));
    expect(records.map((record) => record.kind)).toEqual(['header', 'text', 'header', 'text']);
    expect(ofKind(records, 'header').map((header) => header.version)).toEqual([4, 5]);
  });
});

describe('readDatanorm: DATANORM 5 lines', () => {
  const article = (priceKind: string, priceUnit: string, price: string) =>
    `A;N;4711;Waschtisch;60 cm;PCE;${priceKind};${priceUnit};${price};R1;SAN;SAN1;WASCHTISCH;;ALT-1;KERAMAG;123456;;4012345678901;;5;K12;3;T4711;;;REF;9988;`;

  it('reads an article and its extra data from the same line', async () => {
    const records = await readAll(v5(article('1', '10', '12999')));
    expect(ofKind(records, 'article')).toEqual([
      {
        kind: 'article',
        action: 'N',
        number: '4711',
        shortText1: 'Waschtisch',
        shortText2: '60 cm',
        unit: 'PCE',
        priceUnit: 10,
        priceKind: 'list',
        price: '129.99',
        discountGroup: 'R1',
        productGroup: 'SAN',
        textKey: 'T4711',
        line: 2,
      },
    ]);
    expect(ofKind(records, 'articleExtra')).toEqual([
      {
        kind: 'articleExtra',
        number: '4711',
        matchcode: 'WASCHTISCH',
        alternativeNumber: 'ALT-1',
        ean: '4012345678901',
        productSubgroup: 'SAN1',
        catalogPage: 'K12',
        packagingQuantity: '5',
        manufacturer: 'KERAMAG',
        manufacturerNumber: '123456',
        referenceIssuer: 'REF',
        referenceNumber: '9988',
        line: 2,
      },
    ]);
  });

  it('refuses price units VenDoc articles cannot hold instead of converting the price', async () => {
    const records = await readAll(v5(article('1', '25', '12999'), article('9', '1', '')));
    expect(rejectedOf(records)).toEqual([
      {
        line: 2,
        code: 'invalid-price-unit',
        reason: 'Preiseinheit „25“ wird nicht unterstützt (erlaubt: 1, 10, 100, 1000)',
      },
    ]);
    expect(ofKind(records, 'article')).toEqual([
      expect.objectContaining({ line: 3, priceKind: 'onRequest', price: null }),
    ]);
  });

  it('reads one text line per T line, prices, discount groups; rejects B lines as not supported', async () => {
    const records = await readAll(
      v5(
        'T;N;T4711;1;02;zweite Zeile;',
        'T;N;T4711;1;01;erste Zeile;',
        'P;4711;2;1;9950;R1;1;1000;;;;;',
        'R;R1;1;2500;Sanitär;',
        'B;L;4711;;20250101;',
        'E;7;Ende;',
      ),
    );
    expect(ofKind(records, 'text')).toEqual([
      { kind: 'text', textKey: 'T4711', text: 'erste Zeile\nzweite Zeile', line: 2 },
    ]);
    expect(ofKind(records, 'price')).toEqual([
      {
        kind: 'price',
        number: '4711',
        priceKind: 'net',
        price: '99.50',
        priceUnit: 1,
        discountGroup: 'R1',
        discounts: [{ type: 'percent', value: '10.00' }],
        validFrom: null,
        line: 4,
      },
    ]);
    expect(ofKind(records, 'discount')).toEqual([
      { kind: 'discount', group: 'R1', type: 'percent', value: '25.00', description: 'Sanitär', line: 5 },
    ]);
    expect(rejectedOf(records)).toEqual([
      {
        line: 6,
        code: 'unsupported-record',
        reason: 'Satzart B (Artikelnummernänderung oder -löschung) wird für DATANORM 5 nicht unterstützt',
      },
    ]);
    expect(ofKind(records, 'ignored')).toEqual([]);
  });
});
