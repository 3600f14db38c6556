import { describe, expect, it } from 'vitest';
import { boqItems, longText, shortText } from './boq-walk';
import type { GaebDocument, Item } from './model';
import { readGaeb } from './reader';
import { sampleBytes, sampleText } from './test-support/samples';
import { validateWithXmllint } from './test-support/xmllint';
import { writeGaeb } from './writer';

const now = new Date(2026, 4, 4, 10, 30, 0);

/** The model without what a new file legitimately changes: GAEBInfo (writer, date) and the source namespace. */
const content = (doc: GaebDocument) => ({ ...doc, info: null, namespace: null });

const roundTrip = (doc: GaebDocument, lossless = false) => {
  const written = writeGaeb(doc, { phase: 83, now, lossless });
  return { ...written, reread: readGaeb(written.xml).document };
};

describe('X83 round trip: read, write X83, read', () => {
  it.each(['boq.x83', 'markup.x83', 'minimal.x83'])('%s keeps every item, text and number', (name) => {
    const original = readGaeb(sampleBytes(name)).document;
    const { xml, warnings, reread } = roundTrip(original);
    expect(warnings).toEqual([]);
    expect(content(reread)).toEqual(content(original));
    expect(validateWithXmllint(xml, '83')).toEqual({ valid: true, output: '- validates' });
  });

  it('keeps items, OZ, texts and quantities of the BVBS example, repairing what the XSD forbids', () => {
    const original = readGaeb(sampleBytes('baukodoz-example.X83')).document;
    const { xml, warnings, reread } = roundTrip(original);
    expect(warnings.map((w) => w.message)).toEqual([
      'Certific left out: "not Available" is not one of "Available"',
      'markup inside span reduced to its text (span holds plain text only)',
    ]);
    const view = (doc: GaebDocument) =>
      boqItems(doc.award?.boq ?? never()).map((item) =>
        item.kind === 'item'
          ? [
              item.id,
              item.oz,
              item.qty,
              item.unit,
              item.alternative,
              shortText(item.description),
              longText(item.description),
            ]
          : [item.id],
      );
    expect(view(reread)).toEqual(view(original));
    expect(reread.award?.boq?.info).toEqual(original.award?.boq?.info);
    // RefDescr, RefRNo, WICNo and the other unmodelled GAEB elements are written back
    expect(xml).toContain('<RefRNo IDRef="id383"/>');
    expect(xml).toContain('<WICNo>Bib_GAEB 01.01.010</WICNo>');
    expect(validateWithXmllint(xml, '83').valid).toBe(true);
  });

  it('writes everything back unchanged in lossless mode', () => {
    const original = readGaeb(sampleBytes('baukodoz-example.X83')).document;
    const { warnings, reread } = roundTrip(original, true);
    expect(warnings).toEqual([]);
    expect(content(reread)).toEqual(content(original));
    expect(reread.info.extensions).toEqual(original.info.extensions); // Certific "not Available" survives
  });
});

describe('the model', () => {
  it('is plain JSON: a copy through JSON writes the same file', () => {
    const original = readGaeb(sampleBytes('baukodoz-example.X83')).document;
    const copy = JSON.parse(JSON.stringify(original)) as GaebDocument;
    expect(copy).toEqual(original);
    expect(writeGaeb(copy, { phase: 86, now }).xml).toBe(writeGaeb(original, { phase: 86, now }).xml);
  });
});

describe('vendor extensions', () => {
  const vendorXml = sampleText('boq.x83')
    .replace('<GAEB xmlns=', '<GAEB xmlns:v="urn:vendor:ava" xmlns=')
    .replace('<QU>m3</QU>', '<QU>m3</QU><v:Calc v:mode="x" ref="1">42<v:b>fett</v:b></v:Calc>')
    .replace('<Cur>EUR</Cur></PrjInfo>', '<Cur>EUR</Cur><Extra xmlns="urn:other">frei</Extra></PrjInfo>');
  const original = readGaeb(vendorXml).document;

  it('are written back unchanged in lossless mode', () => {
    const { xml, reread } = roundTrip(original, true);
    expect(xml).toContain('<v:Calc xmlns:v="urn:vendor:ava" v:mode="x" ref="1">42<v:b>fett</v:b></v:Calc>');
    expect(xml).toContain('<Extra xmlns="urn:other">frei</Extra>');
    expect(content(reread)).toEqual(content(original));
    const output = validateWithXmllint(xml, '83');
    expect(output.valid).toBe(false); // no XSD allows foreign elements
    expect(output.output).toContain("Element '{urn:vendor:ava}Calc': This element is not expected");
  });

  it('are left out, with a warning each, when writing a valid file', () => {
    const { xml, warnings } = roundTrip(original);
    expect(warnings.map((w) => w.message)).toEqual([
      'vendor element Extra (urn:other) left out: not allowed in PrjInfo by the X83 schema',
      'vendor element v:Calc (urn:vendor:ava) left out: not allowed in Item by the X83 schema',
    ]);
    expect(xml).not.toContain('urn:vendor:ava');
    expect(validateWithXmllint(xml, '83').valid).toBe(true);
  });
});

describe('what real files break', () => {
  it('shortens a 70-character Name1 (the XSD allows 40) with a warning, after importing it whole', () => {
    const long = 'Gebäudemanagement und Liegenschaftsverwaltung der Stadtwerke Musterstadt';
    const doc = readGaeb(
      sampleText('contract.x86').replace('<Name1>Stadtwerke Musterstadt</Name1>', `<Name1>${long}</Name1>`),
    ).document;
    expect(doc.award?.owner?.address?.name1).toBe(long);
    const { xml, warnings } = writeGaeb(doc, { phase: 86, now });
    expect(warnings).toEqual([
      { message: `Name1 shortened from ${long.length} to 40 characters`, element: 'Name1' },
    ]);
    expect(xml).toContain(`<Name1>${long.slice(0, 40).trimEnd()}</Name1>`);
    expect(validateWithXmllint(xml, '86').valid).toBe(true);
  });

  it('wraps bare text in rich-text elements into spans', () => {
    const bare = sampleText('boq.x83')
      .replace('<LblTx><p><span>Aushub</span></p></LblTx>', '<LblTx>Aushub</LblTx>')
      .replace(
        '<TextOutlTxt><p><span>Boden loesen</span></p></TextOutlTxt>',
        '<TextOutlTxt>Boden loesen</TextOutlTxt>',
      );
    const original = readGaeb(bare).document;
    const { xml, warnings, reread } = roundTrip(original);
    expect(warnings).toEqual([]);
    expect(xml).toContain('<LblTx><span>Aushub</span></LblTx>');
    expect(shortText((boqItems(reread.award?.boq ?? never())[0] as Item).description)).toBe('Boden loesen');
    expect(validateWithXmllint(xml, '83').valid).toBe(true);
  });
});

function never(): never {
  throw new Error('unexpected missing value');
}
