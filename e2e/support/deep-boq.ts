/**
 * A GAEB X83 whose ordinal numbers are as deep and long as real tenders have them (breakdown 3.3.4.4:
 * "001.001.0001.0001"), with the huge quantity (12.345.678,012), a lump sum in PSCH and enough rows to fill
 * a desktop screen: the subject of the BoQ grid's column and density tests.
 */

/** The OZ of the row with the huge quantity, and of the lump sum in PSCH. */
export const DEEP_OZ = {
  hugeQty: '001.001.0001.0001',
  lumpSum: '001.001.0001.0002',
  longText: '001.001.0001.0010',
} as const;

/** How many rows the BoQ has in all (titles and items), every title expanded. */
export const DEEP_BOQ_ROWS = 3 + 32 + 1 + 6;

const UNITS = ['m2', 'm3', 'Stk', 'lfdm', 'h', 'kg'];

function text(value: string): string {
  return `<p><span>${value}</span></p>`;
}

let itemIds = 0;

function item(rNoPart: string, qty: string | null, unit: string, shortText: string, lumpSum = false): string {
  itemIds += 1;
  return [
    `<Item ID="I${itemIds}" RNoPart="${rNoPart}">`,
    lumpSum ? '<LumpSumItem>Yes</LumpSumItem>' : '',
    qty === null ? '' : `<Qty>${qty}</Qty>`,
    `<QU>${unit}</QU>`,
    '<Description><CompleteText><DetailTxt/><OutlineText><OutlTxt><TextOutlTxt>',
    text(shortText),
    '</TextOutlTxt></OutlTxt></OutlineText></CompleteText></Description>',
    '</Item>',
  ].join('');
}

function category(id: string, rNoPart: string, label: string, body: string): string {
  return `<BoQCtgy ID="${id}" RNoPart="${rNoPart}"><LblTx>${text(label)}</LblTx><BoQBody>${body}</BoQBody></BoQCtgy>`;
}

function number(n: number): string {
  return String(n).padStart(4, '0');
}

/** The X83 as Playwright's setInputFiles and the import API take it. */
export function deepBoqX83(): { name: string; mimeType: string; buffer: Buffer } {
  const excavation = [
    item('0001', '12345678.012', 'm3', 'Boden lösen, laden und zur Deponie fahren'),
    item('0002', '1.000', 'PSCH', 'Baustelle einrichten, vorhalten und räumen', true),
    ...Array.from({ length: 30 }, (_, i) =>
      item(
        number(i + 3),
        `${(i + 1) * 7}.${String(i * 37).padStart(3, '0')}`,
        UNITS[i % UNITS.length] ?? 'm2',
        `Position ${i + 3} mit einem Kurztext, der länger ist als die Spalte breit: Baugrube ausheben, ` +
          'Böschungen sichern und das Grundwasser abpumpen',
      ),
    ),
  ].join('');
  const shoring = Array.from({ length: 6 }, (_, i) =>
    item(number(i + 1), `${i + 2}.500`, 'm2', `Verbau Abschnitt ${i + 1}`),
  ).join('');
  const body = category(
    'C001',
    '001',
    'Rohbau',
    category(
      'C001001',
      '001',
      'Erdarbeiten',
      category('C0010010001', '0001', 'Aushub Baugrube', `<Itemlist>${excavation}</Itemlist>`) +
        category('C0010010002', '0002', 'Verbau', `<Itemlist>${shoring}</Itemlist>`),
    ),
  );
  const breakdown = [
    ['BoQLevel', 3],
    ['BoQLevel', 3],
    ['BoQLevel', 4],
    ['Item', 4],
  ]
    .map(
      ([type, length]) => `<BoQBkdn><Type>${type}</Type><Length>${length}</Length><Num>Yes</Num></BoQBkdn>`,
    )
    .join('');
  const xml = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">',
    '<GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2026-11-30</Date></GAEBInfo>',
    '<PrjInfo><NamePrj>TIEF-1</NamePrj><Cur>EUR</Cur></PrjInfo>',
    '<Award><DP>83</DP><AwardInfo><Cur>EUR</Cur></AwardInfo>',
    '<BoQ ID="B1"><BoQInfo><Name>LV-Tief</Name><LblBoQ>LV mit tiefer Gliederung</LblBoQ>',
    `<OutlCompl>AllTxt</OutlCompl>${breakdown}</BoQInfo>`,
    `<BoQBody>${body}</BoQBody></BoQ></Award></GAEB>`,
  ].join('\n');
  return { name: 'tiefe-gliederung.x83', mimeType: 'application/xml', buffer: Buffer.from(xml, 'utf8') };
}
