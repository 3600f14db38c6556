import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { boqItems, longText, shortText } from './boq-walk';
import type { Item } from './model';
import { readGaeb } from './reader';
import { refusal } from './test-support/refusal';
import { sampleText } from './test-support/samples';

/** A small X83 with umlauts and a euro sign, declared in `encoding`. */
const tender = (
  encoding: string,
  text = 'Fußbodenbelag für Räume, 25 € Zulage',
) => `<?xml version="1.0" encoding="${encoding}"?>
<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3">
  <GAEBInfo><Version>3.3</Version><VersDate>2021-05</VersDate><Date>2024-01-15</Date></GAEBInfo>
  <PrjInfo><NamePrj>Prüfstand Öhringen</NamePrj></PrjInfo>
  <Award><DP>83</DP><BoQ ID="B"><BoQInfo><Name>LV</Name><LblBoQ>LV</LblBoQ><OutlCompl>AllTxt</OutlCompl>
  <BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn></BoQInfo>
  <BoQBody><Itemlist><Item ID="I1" RNoPart="10"><Qty>1.5</Qty><QU>m2</QU>
  <Description><CompleteText><DetailTxt><Text><p><span>${text}</span></p></Text></DetailTxt>
  <OutlineText><OutlTxt><TextOutlTxt><p><span>Kurz: ${text}</span></p></TextOutlTxt></OutlTxt></OutlineText>
  </CompleteText></Description></Item></Itemlist></BoQBody></BoQ></Award>
</GAEB>`;

const onlyItem = (input: Uint8Array | string): Item => {
  const [first] = boqItems(
    readGaeb(input).document.award?.boq ?? { id: '', info: {} as never, body: { entries: [], itemlist: [] } },
  );
  if (first?.kind !== 'item') throw new Error('no item');
  return first;
};

describe('encodings', () => {
  it('reads UTF-8 (with and without BOM)', () => {
    const bytes = new TextEncoder().encode(tender('UTF-8'));
    expect(longText(onlyItem(bytes).description)).toBe('Fußbodenbelag für Räume, 25 € Zulage');
    const withBom = new Uint8Array([0xef, 0xbb, 0xbf, ...bytes]);
    expect(readGaeb(withBom).encoding).toBe('utf-8');
  });

  it('reads Windows-1252 with umlauts and the euro sign', () => {
    const bytes = new Uint8Array(iconv.encode(tender('windows-1252'), 'windows-1252'));
    expect(bytes.includes(0x80)).toBe(true); // the euro sign is one byte in Windows-1252
    const result = readGaeb(bytes);
    expect(result.encoding).toBe('windows-1252');
    expect(result.document.project?.name).toBe('Prüfstand Öhringen');
    expect(shortText(onlyItem(bytes).description)).toBe('Kurz: Fußbodenbelag für Räume, 25 € Zulage');
  });

  it('reads ISO-8859-1 (the euro sign as a character reference)', () => {
    const bytes = new Uint8Array(
      iconv.encode(tender('ISO-8859-1', 'Fußbodenbelag für Räume, 25 &#8364; Zulage'), 'latin1'),
    );
    expect(bytes.includes(0xfc)).toBe(true); // ü in Latin-1
    expect(longText(onlyItem(bytes).description)).toBe('Fußbodenbelag für Räume, 25 € Zulage');
  });

  it('reads a file declared UTF-8 that is really Windows-1252, with a warning', () => {
    const bytes = new Uint8Array(iconv.encode(tender('UTF-8'), 'windows-1252'));
    const result = readGaeb(bytes);
    expect(result.document.project?.name).toBe('Prüfstand Öhringen');
    expect(result.warnings[0]?.message).toBe(
      'Die Datei ist nicht in gültigem UTF-8 kodiert; sie wurde als Windows-1252 gelesen (Umlaute bitte prüfen)',
    );
  });

  it('refuses an unknown encoding clearly', () => {
    expect(() => readGaeb(new TextEncoder().encode(tender('x-klingon')))).toThrow(
      'Die Zeichenkodierung „x-klingon“, die die Datei angibt, ist unbekannt (Zeile 1)',
    );
  });
});

describe('versions and namespace variants', () => {
  const sample = sampleText('boq.x83');

  it('reads a 3.1 file (namespace 200407)', () => {
    const v31 = sample
      .replace('http://www.gaeb.de/GAEB_DA_XML/DA83/3.3', 'http://www.gaeb.de/GAEB_DA_XML/200407')
      .replace('<Version>3.3</Version>', '<Version>3.1</Version>');
    const { document, warnings } = readGaeb(v31);
    expect(document).toMatchObject({
      version: '3.1',
      phase: '83',
      namespace: 'http://www.gaeb.de/GAEB_DA_XML/200407',
    });
    expect(warnings).toEqual([]);
    expect(boqItems(document.award?.boq ?? never())).toHaveLength(6);
  });

  it('reads a 3.2 file', () => {
    const v32 = sample
      .replace('DA83/3.3', 'DA83/3.2')
      .replace('<Version>3.3</Version>', '<Version>3.2</Version>');
    expect(readGaeb(v32).document.version).toBe('3.2');
  });

  it('reads a prefixed namespace and a file without namespace', () => {
    const prefixed = sample
      .replace(
        'xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"',
        'xmlns:g="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"',
      )
      .replace(/<(\/?)([A-Za-z])/g, '<$1g:$2');
    expect(boqItems(readGaeb(prefixed).document.award?.boq ?? never()).map((i) => i.oz)).toContain(
      '03.0040.1',
    );
    const bare = sample.replace(' xmlns="http://www.gaeb.de/GAEB_DA_XML/DA83/3.3"', '');
    const result = readGaeb(bare);
    expect(result.document.version).toBe('3.3');
    expect(result.warnings.map((w) => w.message)).toContain(
      'Die Datei hat keinen GAEB-Namensraum; die GAEB-Version wurde der Versionsangabe entnommen',
    );
  });

  it('keeps vendor extensions with their position and warns once per element name', () => {
    const vendor = sample
      .replace('<GAEB xmlns=', '<GAEB xmlns:v="urn:vendor:ava" xmlns=')
      .replace(/<QU>m3<\/QU>/g, '<QU>m3</QU><v:Calc v:mode="x" ref="1">42<v:b>fett</v:b></v:Calc>');
    const result = readGaeb(vendor);
    const first = boqItems(result.document.award?.boq ?? never())[0] as Item;
    expect(first.extensions).toEqual([
      {
        after: 'QU',
        element: {
          name: 'v:Calc',
          ns: 'urn:vendor:ava',
          attrs: { 'v:mode': 'x', ref: '1' },
          bindings: { v: 'urn:vendor:ava' },
          children: ['42', { name: 'v:b', ns: 'urn:vendor:ava', attrs: {}, children: ['fett'] }],
        },
      },
    ]);
    expect(result.warnings.filter((w) => w.element === 'v:Calc')).toEqual([
      {
        message:
          'Position 01.02.0010: Zusatzangaben eines anderen Programms (v:Calc aus urn:vendor:ava) wurden ' +
          'unverändert übernommen, aber nicht ausgewertet; sie kommen hier zum ersten Mal vor',
        element: 'v:Calc',
        line: expect.any(Number),
        column: expect.any(Number),
        oz: '01.02.0010',
      },
    ]);
  });

  it('reads a bare ampersand as text, with a warning', () => {
    const result = readGaeb(sample.replace('<NamePrj>PRJ-1</NamePrj>', '<NamePrj>Müller & Söhne</NamePrj>'));
    expect(result.document.project?.name).toBe('Müller & Söhne');
    expect(result.warnings).toEqual([
      { message: 'Ein einzelnes „&“ wurde als Zeichen gelesen (in XML richtig: „&amp;“)', line: 4 },
    ]);
  });

  it('tolerates a decimal comma with a warning and missing optional elements', () => {
    const comma = sample
      .replace('<Qty>100.000</Qty>', '<Qty>1.000,5</Qty>')
      .replace(/<OutlineText>[\s\S]*?<\/OutlineText>/g, '');
    const result = readGaeb(comma);
    const first = boqItems(result.document.award?.boq ?? never())[0] as Item;
    expect(first.qty).toBe('1000.500');
    expect(shortText(first.description)).toBe('');
    expect(result.warnings[0]).toEqual({
      message:
        'Position 01.02.0010: die Menge „1.000,5“ ist mit Dezimalkomma geschrieben; gelesen als 1000,500',
      element: 'Qty',
      line: expect.any(Number),
      column: expect.any(Number),
      oz: '01.02.0010',
    });
  });
});

describe('precise refusals', () => {
  const sample = sampleText('boq.x83');

  it('names element, line and column of a value that is not a decimal', () => {
    const error = refusal(sample.replace('<Qty>5.000</Qty>', '<Qty>fünf</Qty>'));
    expect(error).toMatchObject({ code: 'invalid-value', element: 'Qty', line: 90, column: 17 });
    expect(error.message).toBe('Position 03.0030: die Menge „fünf“ ist keine Zahl (Zeile 90, Spalte 17)');
  });

  it('lists every problem, not only the first', () => {
    const error = refusal(
      sample.replace('<Provis>WithTotal</Provis>', '<Provis>Maybe</Provis>').replace('ID="I0050" ', ''),
    );
    expect(error.issues.map((issue) => [issue.element, issue.code])).toEqual([
      ['Provis', 'invalid-value'],
      ['Item', 'missing-attribute'],
    ]);
    expect(error.issues.map((issue) => issue.message)).toEqual([
      'Position 03.0030: die Angabe zur Bedarfsposition ist „Maybe“; möglich sind WithTotal (mit Gesamtbetrag) ' +
        'und WithoutTotal (ohne Gesamtbetrag)',
      'Position 03.0050: die Kennung (Attribut ID) fehlt; über sie finden Angebote und Verweise die Position',
    ]);
    expect(error.message).toBe(
      `${error.issues[0]?.message} (Zeile ${error.issues[0]?.line}, Spalte ${error.issues[0]?.column}); ` +
        'außerdem 1 weiteres Problem',
    );
  });

  it('refuses XML that is not well-formed, with the position', () => {
    const error = refusal(sample.replace('</QU>', '</Q>'));
    expect(error).toMatchObject({ code: 'malformed-xml', line: 31, column: 31 });
    expect(error.message).toBe(
      'Die Datei ist kein gültiges XML; das Element „QU“ wird mit einem End-Tag anderen Namens geschlossen ' +
        '(Zeile 31, Spalte 31)',
    );
    expect(refusal(sample.replace('<QU>m3</QU>', '<QU a="1" a="2">m3</QU>')).message).toBe(
      'Die Datei ist kein gültiges XML; das Attribut „a“ steht zweimal im selben Element (Zeile 31, Spalte 37)',
    );
  });

  it('refuses files that are not GAEB', () => {
    expect(() => readGaeb('<?xml version="1.0"?><Invoice xmlns="urn:x"/>')).toThrow(
      'Das Wurzelelement der Datei ist „Invoice“ statt „GAEB“; es ist keine GAEB-DA-XML-Datei (Zeile 1, Spalte 22)',
    );
    expect(refusal('<GAEB xmlns="urn:other"><GAEBInfo/></GAEB>').message).toBe(
      'Der Namensraum „urn:other“ der Datei ist kein GAEB-DA-XML-Namensraum (Zeile 1, Spalte 1)',
    );
    expect(refusal('').message).toBe(
      'Die Datei ist kein gültiges XML; sie enthält kein Wurzelelement (Zeile 1, Spalte 1)',
    );
    expect(refusal('PK\u0003\u0004 kein XML').message).toBe(
      'Die Datei ist kein gültiges XML; außerhalb des Wurzelelements steht Text, vielleicht ist es gar keine ' +
        'XML-Datei (Zeile 1, Spalte 12)',
    );
  });
});

function never(): never {
  throw new Error('unexpected missing value');
}
