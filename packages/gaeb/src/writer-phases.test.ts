import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems } from './boq-walk';
import type { Address, GaebDocument, Item, MarkupItem } from './model';
import { readGaeb } from './reader';
import { richTextFromPlainText } from './rich-text';
import { sampleBytes, sampleNames, sampleText } from './test-support/samples';
import { validateWithXmllint } from './test-support/xmllint';
import { writeGaeb } from './writer';

const now = new Date(2026, 4, 4, 10, 30, 0);
const bidder: Address = {
  name1: 'Fliesen Meier GmbH',
  name2: null,
  name3: null,
  name4: null,
  street: 'Handwerkerweg 5',
  postalCode: '70173',
  city: 'Stuttgart',
  country: 'DE',
  contact: null,
  phone: '+49 711 123456',
  fax: null,
  email: 'angebot@fliesen-meier.example',
  vatId: null,
};
const owner: Address = {
  ...bidder,
  name1: 'Stadtwerke Musterstadt',
  street: 'Rathausplatz 1',
  postalCode: '12345',
};

const read = (name: string): GaebDocument => readGaeb(sampleBytes(name)).document;
const itemsOf = (doc: GaebDocument): Item[] =>
  boqItems(doc.award?.boq ?? never()).filter((i): i is Item => i.kind === 'item');

/** The tender boq.x83 priced by the bidder. */
function pricedTender(): GaebDocument {
  const doc = read('boq.x83');
  const prices: Record<string, string> = {
    '01.02.0010': '12.50',
    '01.02.0020': '800',
    '03.0030': '100',
    '03.0040': '30',
    '03.0040.1': '45',
    '03.0050': '55',
  };
  for (const item of itemsOf(doc)) item.up = prices[item.oz] ?? null;
  const first = itemsOf(doc)[0] ?? never();
  const bidderPart = first.description?.completeText?.detail?.parts.find(
    (p) => p.kind === 'complement' && p.complement.kind === 'Bidder',
  );
  if (bidderPart?.kind !== 'complement') throw new Error('boq.x83 has a bidder text complement');
  bidderPart.complement.body = richTextFromPlainText('Radlader, 2 Kolonnen');
  bidderPart.complement.empty = false;
  first.bidderComments.push(richTextFromPlainText('Abfuhr inklusive'));
  return doc;
}

describe('X84 (bid)', () => {
  it('carries OZ, unit prices, totals and bidder texts, and validates', () => {
    const { xml, warnings } = writeGaeb(pricedTender(), { phase: 84, contractor: bidder, now });
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '84')).toEqual({ valid: true, output: '- validates' });

    const bid = readGaeb(xml).document;
    expect(bid).toMatchObject({ phase: '84', version: '3.3' });
    expect(bid.award?.contractor?.address?.name1).toBe('Fliesen Meier GmbH');
    expect(itemsOf(bid).map((i) => [i.id, i.oz, i.up, i.it])).toEqual([
      ['I0010', '01.02.0010', '12.500', '1250.00'],
      ['I0020', '01.02.0020', '800.000', '800.00'],
      ['I0030', '03.0030', '100.000', '500.00'],
      ['I0040', '03.0040', '30.000', '300.00'],
      ['I0040v1', '03.0040.1', '45.000', '450.00'],
      ['I0050', '03.0050', '55.000', '1100.00'],
    ]);
    // X84 carries no texts of the tender: only what the bidder adds
    const compact = xml.replace(/>\s+</g, '><');
    expect(compact).not.toContain('Boden loesen');
    expect(compact).toContain(
      '<Description><CompleteText><DetailTxt><TextComplement MarkLbl="2" Kind="Bidder"><ComplBody>' +
        '<p><span>Radlader, 2 Kolonnen</span></p></ComplBody></TextComplement></DetailTxt></CompleteText>' +
        '</Description><BidComm><p><span>Abfuhr inklusive</span></p></BidComm>',
    );
    expect(compact).toContain('<Item ID="I0020" RNoPart="0020"><UP>800.000</UP><IT>800.00</IT></Item>');
    // alternatives (no base in group 1) are left out of the totals; provisional with total counts
    expect(boqCategories(bid.award?.boq ?? never()).map((c) => [c.oz, c.totals?.total])).toEqual([
      ['01', '2050.00'],
      ['01.02', '2050.00'],
      ['03', '1600.00'],
    ]);
    expect(bid.award?.boq?.info.totals).toMatchObject({
      total: '3650.00',
      vatPercent: '19.00',
      totalNet: '3650.00',
      vatAmount: '693.50',
      totalGross: '4343.50',
    });
  });

  it('answers in the version of the tender', () => {
    const tender32 = readGaeb(
      sampleText('boq.x83')
        .replace('DA83/3.3', 'DA83/3.2')
        .replace('<Version>3.3</Version>', '<Version>3.2</Version>'),
    ).document;
    const { xml, warnings } = writeGaeb(tender32, { phase: 84, contractor: bidder, now });
    expect(warnings.filter((w) => !w.message.startsWith('item without unit price'))).toEqual([]);
    expect(xml).toContain('<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA84/3.2">');
    expect(xml).toContain('<Version>3.2</Version>');
    expect(readGaeb(xml).document).toMatchObject({ version: '3.2', phase: '84' });
    // no 3.2 XSD here: check the structure against the 3.3 schema of the same content model
    const as33 = xml
      .replace('DA84/3.2', 'DA84/3.3')
      .replace('<Version>3.2</Version>', '<Version>3.3</Version>')
      .replace('<VersDate>2013-10</VersDate>', '<VersDate>2021-05</VersDate>');
    expect(validateWithXmllint(as33, '84').valid).toBe(true);

    const tender31 = readGaeb(
      sampleText('boq.x83')
        .replace('DA83/3.3', '200407')
        .replace('<Version>3.3</Version>', '<Version>3.1</Version>'),
    ).document;
    const bid31 = writeGaeb(tender31, { phase: 84, contractor: bidder, now }).xml;
    expect(bid31).toContain('<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/200407">');
    expect(readGaeb(bid31).document).toMatchObject({ version: '3.1', phase: '84' });
  });

  const tenders = sampleNames().filter((n) => n !== 'nonconforming.x83' && /<BoQ[ >]/.test(sampleText(n)));
  it.each(tenders)('written from %s validates', (name) => {
    const { xml } = writeGaeb(read(name), { phase: 84, contractor: bidder, now });
    expect(validateWithXmllint(xml, '84')).toEqual({ valid: true, output: '- validates' });
  });

  it('reports a bid without bidder address', () => {
    const { warnings } = writeGaeb(pricedTender(), { phase: 84, now });
    expect(warnings.map((w) => w.message)).toContain(
      'the bid names no bidder (CTR address); the document will not validate',
    );
  });
});

describe('X84 from an X81 or X82 whose project has a label but no name', () => {
  // NamePrj is optional in PrjInfo of X81, X82 and X83, but required in X84.
  const x82 = sampleText('baukodoz-example.X82').replace(/\s*<NamePrj>[^<]*<\/NamePrj>/, '');
  const x81 = writeGaeb(readGaeb(x82).document, { phase: 81, owner, now }).xml;

  it.each([
    ['82', x82],
    ['81', x81],
  ] as const)('a bid from the X%s validates, naming the project by its label', (phase, source) => {
    expect(validateWithXmllint(source, phase)).toEqual({ valid: true, output: '- validates' });
    const tender = readGaeb(source).document;
    expect(tender.project).toMatchObject({ name: null, label: 'Example project' });
    const { xml } = writeGaeb(tender, { phase: 84, contractor: bidder, now });
    expect(validateWithXmllint(xml, '84')).toEqual({ valid: true, output: '- validates' });
    expect(readGaeb(xml).document.project).toMatchObject({
      name: 'Example project',
      label: 'Example project',
    });
  });

  it('shortens a long label to the 60 characters of NamePrj, and leaves PrjInfo out without name and label', () => {
    const tender = readGaeb(x82).document;
    tender.project = { ...tender.project!, label: `Neubau ${'Lagerhalle '.repeat(8)}Nord` };
    const long = writeGaeb(tender, { phase: 84, contractor: bidder, now });
    expect(validateWithXmllint(long.xml, '84')).toEqual({ valid: true, output: '- validates' });
    expect(readGaeb(long.xml).document.project?.name).toHaveLength(60);
    expect(long.warnings.map((w) => w.message).join('\n')).toContain('NamePrj');

    tender.project = { ...tender.project, label: null };
    const none = writeGaeb(tender, { phase: 84, contractor: bidder, now });
    expect(validateWithXmllint(none.xml, '84')).toEqual({ valid: true, output: '- validates' });
    expect(none.xml).not.toContain('<PrjInfo');
  });
});

describe('X81 (description of works)', () => {
  it('carries the full tree with texts and units but no prices, and validates', () => {
    const { xml, warnings } = writeGaeb(pricedTender(), { phase: 81, contractor: bidder, now });
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '81')).toEqual({ valid: true, output: '- validates' });
    expect(xml).toContain('<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA81/3.3">');
    const compact = xml.replace(/>\s+</g, '><');
    expect(compact).toContain('<DP>81</DP>');
    // no prices, totals, bidder comments or bidder: a description of works is unpriced
    expect(compact).not.toMatch(/<(UP|IT|Totals|BidComm|CTR)>/);
    expect(compact).toContain('Boden loesen');

    const description = readGaeb(xml).document;
    expect(description).toMatchObject({ phase: '81', version: '3.3' });
    const tender = read('boq.x83');
    expect(itemsOf(description).map((i) => [i.oz, i.qty, i.unit, i.up])).toEqual(
      itemsOf(tender).map((i) => [i.oz, i.qty, i.unit, null]),
    );
    expect(boqCategories(description.award?.boq ?? never()).map((c) => c.oz)).toEqual(
      boqCategories(tender.award?.boq ?? never()).map((c) => c.oz),
    );
  });

  // Bids (X84) are left out: they carry no labels or texts, which every full-tree phase requires.
  const withTexts = sampleNames().filter(
    (n) => n !== 'nonconforming.x83' && !/\.x84$/i.test(n) && /<BoQ[ >]/.test(sampleText(n)),
  );
  it.each(withTexts)('written from %s validates', (name) => {
    const { xml } = writeGaeb(read(name), { phase: 81, now });
    expect(validateWithXmllint(xml, '81')).toEqual({ valid: true, output: '- validates' });
  });

  it('validates with items without quantity (a catalog of positions)', () => {
    const doc = read('boq.x83');
    for (const item of itemsOf(doc)) {
      item.qty = null;
      item.qtyTbd = false;
    }
    const { xml, warnings } = writeGaeb(doc, { phase: 81, now });
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '81')).toEqual({ valid: true, output: '- validates' });
    expect(itemsOf(readGaeb(xml).document).map((i) => i.qty)).toEqual(itemsOf(doc).map(() => null));
  });
});

describe('X86 (contract)', () => {
  it.each(['contract.x86', 'nachtrag.x86', 'confirmation.x87'])(
    'written from %s validates, totals exact',
    (name) => {
      const original = read(name);
      const { xml, warnings } = writeGaeb(original, { phase: 86, now });
      expect(warnings).toEqual([]);
      expect(validateWithXmllint(xml, '86')).toEqual({ valid: true, output: '- validates' });
      const contract = readGaeb(xml).document;
      expect(contract.award?.boq?.info.totals?.total).toBe(original.award?.boq?.info.totals?.total);
      expect(itemsOf(contract).map((i) => [i.oz, i.qty, i.up, i.it])).toEqual(
        itemsOf(original).map((i) => [i.oz, i.qty, i.up, i.it]),
      );
    },
  );

  it('written from a priced tender validates with owner and contractor', () => {
    const { xml, warnings } = writeGaeb(pricedTender(), { phase: 86, owner, contractor: bidder, now });
    expect(warnings).toEqual([]);
    expect(validateWithXmllint(xml, '86').valid).toBe(true);
    const contract = readGaeb(xml).document;
    expect(contract.award?.boq?.info.totals?.totalGross).toBe('4343.50');
    expect(itemsOf(contract)[0]?.bidderComments).toHaveLength(1);
  });

  it('written from markup.x83 with markups priced validates', () => {
    const doc = read('markup.x83');
    for (const item of boqItems(doc.award?.boq ?? never())) {
      if (item.kind === 'item') item.up = '10';
    }
    const markups = boqItems(doc.award?.boq ?? never()).filter(
      (i): i is MarkupItem => i.kind === 'markupItem',
    );
    for (const markup of markups) {
      markup.markupBase = '1000.00';
      markup.markupPercent = '5';
    }
    const { xml, warnings } = writeGaeb(doc, { phase: 86, owner, contractor: bidder, now });
    expect(warnings).toEqual([{ message: '1 counted item has no price' }]);
    expect(validateWithXmllint(xml, '86').valid).toBe(true);
    // 100 m3 x 10.00 + 2 markups of 5 % on 1000.00; the item with quantity to be determined has no total
    expect(readGaeb(xml).document.award?.boq?.info.totals?.total).toBe('1100.00');
  });

  it('names what a contract still lacks', () => {
    const { warnings } = writeGaeb(read('boq.x83'), { phase: 86, now });
    expect(warnings.map((w) => w.message)).toEqual([
      '4 counted items have no price',
      'required element OWN is missing in Award',
      'required element CTR is missing in Award',
    ]);
  });
});

function never(): never {
  throw new Error('unexpected missing value');
}
