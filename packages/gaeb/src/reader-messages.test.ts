import { describe, expect, it } from 'vitest';
import { readGaeb } from './reader';
import { refusal } from './test-support/refusal';
import { parserReason } from './read/parser-reasons';

/** An X83 with breakdown 2/2/4 (title, title, item): `body` is the BoQBody's content. */
const tender = (body: string) => `<?xml version="1.0" encoding="UTF-8"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
<GAEBInfo><Version>3.3</Version></GAEBInfo>
<Award><DP>83</DP><BoQ ID="B"><BoQInfo><Name>LV</Name>
<BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>
<BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn>
<BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo>
<BoQBody>
${body}
</BoQBody></BoQ></Award>
</GAEB>`;

const title = (id: string, rNoPart: string, content: string) =>
  `<BoQCtgy ID="${id}" RNoPart="${rNoPart}"><LblTx><p><span>Titel</span></p></LblTx><BoQBody>\n${content}\n</BoQBody></BoQCtgy>`;

describe('messages name the title or item they belong to', () => {
  it('a title deeper than the breakdown, with its OZ and line', () => {
    const deep = title('C1', '1', title('C2', '2', title('C3', '3', '<Itemlist/>')));
    const { warnings } = readGaeb(tender(deep));
    expect(warnings).toEqual([
      {
        message: 'Titel 01.02.3: tiefer gegliedert als die LV-Gliederung erlaubt',
        element: 'BoQCtgy',
        line: 11,
        column: expect.any(Number),
        oz: '01.02.3',
      },
    ]);
  });

  it('a value of an item that is not a number, and an item or title without ordinal number', () => {
    const body = title(
      'C1',
      '1',
      '<Itemlist><Item ID="I1" RNoPart="30"><Qty>12,5x</Qty><LumpSumItem>vielleicht</LumpSumItem></Item>' +
        '<Item ID="I2"><Qty>1</Qty></Item></Itemlist>',
    );
    const error = refusal(tender(`${body}\n<BoQCtgy ID="C9"><Totals><Total>viel</Total></Totals></BoQCtgy>`));
    expect(error.issues.map(({ message, element, line }) => ({ message, element, line }))).toEqual([
      { message: 'Position 01.0030: die Menge „12,5x“ ist keine Zahl', element: 'Qty', line: 10 },
      {
        message: 'Position 01.0030: die Angabe „Pauschalposition“ ist „vielleicht“; möglich sind Yes und No',
        element: 'LumpSumItem',
        line: 10,
      },
      {
        message:
          'Position ohne Ordnungszahl in Titel 01: das Attribut RNoPart fehlt, aus dem die Ordnungszahl gebildet wird',
        element: 'Item',
        line: 10,
      },
      {
        message:
          'Titel ohne Ordnungszahl: das Attribut RNoPart fehlt, aus dem die Ordnungszahl gebildet wird',
        element: 'BoQCtgy',
        line: 12,
      },
      { message: 'Titel ohne Ordnungszahl: die Summe „viel“ ist keine Zahl', element: 'Total', line: 12 },
    ]);
    expect(error.message).toBe(
      `Position 01.0030: die Menge „12,5x“ ist keine Zahl (Zeile 10, Spalte ${error.column}); außerdem 4 weitere Probleme`,
    );
  });

  it('a remark and a markup item by where they are', () => {
    const body = title(
      'C1',
      '1',
      '<Remark ID="R1"><Description><CompleteText><DetailTxt><Text><p>Hinweis</p></Text>' +
        '<TextComplement Kind="Planer"><ComplBody><p>x</p></ComplBody></TextComplement>' +
        '</DetailTxt></CompleteText></Description></Remark>\n' +
        '<Itemlist><MarkupItem ID="R1" RNoPart="9000"><ALNGroupNo>1</ALNGroupNo></MarkupItem></Itemlist>',
    );
    const { warnings } = readGaeb(tender(body));
    expect(warnings.map(({ message, line, oz }) => ({ message, line, oz }))).toEqual([
      {
        message:
          'Hinweistext in Titel 01: eine Textergänzung hat die Art „Planer“; möglich sind Owner (Auftraggeber) ' +
          'und Bidder (Bieter)',
        line: 10,
        oz: '01',
      },
      {
        message:
          'Zuschlagsposition 01.9000: die Kennung (ID) „R1“ kommt mehrfach vor; Verweise darauf sind nicht eindeutig',
        line: 11,
        oz: '01.9000',
      },
      {
        message:
          'Zuschlagsposition 01.9000: Alternativgruppe (ALNGroupNo) und Nummer der Alternative (ALNSerNo) gehören ' +
          'zusammen, eine fehlt; die Position wurde als Grundposition gelesen',
        line: 11,
        oz: '01.9000',
      },
    ]);
  });

  it('what belongs to no title or item starts as a sentence, without OZ', () => {
    const { warnings } = readGaeb(
      tender('<Itemlist/>').replace('<GAEBInfo><Version>3.3</Version></GAEBInfo>', ''),
    );
    expect(warnings).toEqual([
      {
        message: 'Die Angaben zur Datei (GAEBInfo: Version, Datum, Programm) fehlen',
        element: 'GAEB',
        line: 2,
        column: 1,
      },
    ]);
  });
});

describe('messages about the whole file', () => {
  it('a version other than 3.1 to 3.3, from the namespace or the Version element', () => {
    const newer = tender('<Itemlist/>').replace('DA83/3.3', 'DA83/3.4');
    expect(readGaeb(newer).warnings.map((warning) => warning.message)).toEqual([
      'Die GAEB-Version „3.4“ ist nicht 3.1, 3.2 oder 3.3; die Datei wurde als GAEB 3.3 gelesen',
    ]);
    const bare = tender('<Itemlist/>')
      .replace(' xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"', '')
      .replace('<Version>3.3</Version>', '');
    expect(readGaeb(bare).warnings.map((warning) => warning.message)).toEqual([
      'Die Datei hat keinen GAEB-Namensraum; die GAEB-Version wurde der Versionsangabe entnommen',
      'Die Datei nennt keine GAEB-Version; die Datei wurde als GAEB 3.3 gelesen',
    ]);
  });
});

describe('parserReason', () => {
  it("words the XML parser's reasons in German, and quotes one it does not know", () => {
    expect(parserReason('unclosed tag: Item', null)).toBe(
      'das Element „Item“ wird nicht geschlossen, vielleicht ist die Datei unvollständig',
    );
    expect(parserReason('unmatched closing tag: QU.', null)).toBe(
      'zum End-Tag „QU“ gibt es kein geöffnetes Element',
    );
    expect(parserReason('unexpected close tag.', null)).toBe(
      'ein End-Tag passt nicht zum geöffneten Element',
    );
    expect(parserReason('something new.', null)).toBe('der XML-Parser meldet „something new.“');
  });

  it('names the element a file cut short leaves open', () => {
    const cut = tender('<Itemlist><Item ID="I1" RNoPart="10"><Qty>1</Qty>');
    expect(refusal(cut.slice(0, cut.indexOf('</BoQBody>'))).message).toMatch(
      /^Die Datei ist kein gültiges XML; das Element „Item“ wird nicht geschlossen, vielleicht ist die Datei unvollständig \(Zeile \d+, Spalte \d+\)$/,
    );
  });
});
