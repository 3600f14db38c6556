import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { boqItems, longText, shortText } from './boq-walk';
import { GaebReadError } from './errors';
import type { Item } from './model';
import { readGaeb } from './reader';
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
      'The file is not valid UTF-8 as declared; it was read as Windows-1252.',
    );
  });

  it('refuses an unknown encoding clearly', () => {
    expect(() => readGaeb(new TextEncoder().encode(tender('x-klingon')))).toThrow(
      'GAEB file refused: at line 1: unsupported encoding "x-klingon" in the XML declaration',
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
      'the file has no GAEB namespace; version is taken from the Version element',
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
    expect(result.warnings.filter((w) => w.message.startsWith('vendor element v:Calc'))).toHaveLength(1);
  });

  it('reads a bare ampersand as text, with a warning', () => {
    const result = readGaeb(sample.replace('<NamePrj>PRJ-1</NamePrj>', '<NamePrj>Müller & Söhne</NamePrj>'));
    expect(result.document.project?.name).toBe('Müller & Söhne');
    expect(result.warnings).toEqual([{ message: 'a bare "&" was read as "&amp;"', line: 4 }]);
  });

  it('tolerates a decimal comma with a warning and missing optional elements', () => {
    const comma = sample
      .replace('<Qty>100.000</Qty>', '<Qty>1.000,5</Qty>')
      .replace(/<OutlineText>[\s\S]*?<\/OutlineText>/g, '');
    const result = readGaeb(comma);
    const first = boqItems(result.document.award?.boq ?? never())[0] as Item;
    expect(first.qty).toBe('1000.500');
    expect(shortText(first.description)).toBe('');
    expect(result.warnings[0]).toMatchObject({
      message: 'decimal comma in "1.000,5" read as 1000.500',
      element: 'Qty',
    });
  });
});

describe('precise refusals', () => {
  const sample = sampleText('boq.x83');
  const refusal = (xml: string): GaebReadError => {
    try {
      readGaeb(xml);
    } catch (error) {
      if (error instanceof GaebReadError) return error;
      throw error;
    }
    throw new Error('the file was accepted');
  };

  it('names element, line and column of a value that is not a decimal', () => {
    const error = refusal(sample.replace('<Qty>5.000</Qty>', '<Qty>fünf</Qty>'));
    expect(error).toMatchObject({ code: 'invalid-value', element: 'Qty', line: 90, column: 17 });
    expect(error.message).toBe(
      'GAEB file refused: <Qty> at line 90, column 17: "fünf" is not a decimal number',
    );
  });

  it('lists every problem, not only the first', () => {
    const error = refusal(
      sample.replace('<Provis>WithTotal</Provis>', '<Provis>Maybe</Provis>').replace('ID="I0050" ', ''),
    );
    expect(error.issues.map((issue) => [issue.element, issue.code])).toEqual([
      ['Provis', 'invalid-value'],
      ['Item', 'missing-attribute'],
    ]);
    expect(error.message).toMatch(/ \(and 1 more problem\)$/);
  });

  it('refuses XML that is not well-formed, with the position', () => {
    const error = refusal(sample.replace('</QU>', '</Q>'));
    expect(error).toMatchObject({ code: 'malformed-xml', line: 31, column: 31 });
    expect(error.message).toMatch(/: the XML is not well-formed: unexpected close tag\.$/);
    expect(refusal(sample.replace('<QU>m3</QU>', '<QU a="1" a="2">m3</QU>')).message).toMatch(
      /at line 31, column 37: the XML is not well-formed: duplicate attribute: a\.$/,
    );
  });

  it('refuses files that are not GAEB', () => {
    expect(() => readGaeb('<?xml version="1.0"?><Invoice xmlns="urn:x"/>')).toThrow(
      'GAEB file refused: <Invoice> at line 1, column 22: the root element is <Invoice>, not <GAEB>',
    );
    expect(() => readGaeb('<GAEB xmlns="urn:other"><GAEBInfo/></GAEB>')).toThrow(
      'is not a GAEB DA XML namespace',
    );
    expect(() => readGaeb('')).toThrow(GaebReadError);
  });
});

function never(): never {
  throw new Error('unexpected missing value');
}
