import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText, shortText } from '../boq-walk';
import type { Category, Item, MarkupItem } from '../model';
import { readGaeb } from '../reader';
import { plainText } from '../rich-text';
import { decodeGaeb2000Bytes } from './decode';
import { looksLikeGaeb2000, readGaeb2000, readGaeb2000Async } from './reader';
import { boqView, corpusBytes, corpusNames } from './test-support';

const read = (name: string) => readGaeb2000(corpusBytes(name));
const boqOf = (name: string) => {
  const boq = read(name).document.award?.boq;
  if (!boq) throw new Error(`${name} has no LV`);
  return boq;
};
const itemOf = (name: string, oz: string): Item => {
  const found = boqItems(boqOf(name)).find((entry) => entry.oz === oz);
  if (found?.kind !== 'item') throw new Error(`no Position ${oz} in ${name}`);
  return found;
};
const markupOf = (name: string, oz: string): MarkupItem => {
  const found = boqItems(boqOf(name)).find((entry) => entry.oz === oz);
  if (found?.kind !== 'markupItem') throw new Error(`no ZuschlagsPosition ${oz} in ${name}`);
  return found;
};
const categoryOf = (name: string, oz: string): Category => {
  const found = boqCategories(boqOf(name)).find((category) => category.oz === oz);
  if (!found) throw new Error(`no LVBereich ${oz} in ${name}`);
  return found;
};

/** Counts block starts in the raw text: an independent check of what the reader found. */
const countBlocks = (name: string, block: string): number =>
  (decodeGaeb2000Bytes(corpusBytes(name)).text.match(new RegExp(`#begin\\[${block}\\]`, 'gi')) ?? []).length;

describe('the corpus', () => {
  it.each(corpusNames('').filter((name) => /\.p8\d$/i.test(name)))(
    '%s is read with the phase of its name and every LVBereich and Position it has',
    (name) => {
      const { document } = read(name);
      expect(document.phase).toBe(name.slice(-2));
      const boq = document.award?.boq;
      if (!boq) throw new Error('LV missing');
      expect(boqCategories(boq)).toHaveLength(countBlocks(name, 'LVBereich'));
      const entries = boqItems(boq);
      expect(entries.filter((entry) => entry.kind === 'item')).toHaveLength(countBlocks(name, 'Position'));
      expect(entries.filter((entry) => entry.kind === 'markupItem')).toHaveLength(
        countBlocks(name, 'ZuschlagsPosition'),
      );
      expect(new Set(entries.map((entry) => entry.id)).size).toBe(entries.length);
    },
  );

  it('covers the phases 81 to 86', () => {
    const phases = corpusNames('')
      .filter((name) => /\.p8\d$/i.test(name))
      .map((name) => read(name).document.phase);
    expect(phases.sort()).toEqual(['81', '82', '83', '84', '85', '86']);
  });
});

describe('tender.p83', () => {
  const result = read('tender.p83');
  const { document } = result;

  it('is read as Windows-1252 without warnings', () => {
    expect(result.encoding).toBe('windows-1252');
    expect(result.warnings).toEqual([]);
  });

  it('reads GAEBInfo, PrjInfo, VergabeInfo and the client', () => {
    expect(document.info).toEqual({
      version: '1.2',
      versionDate: '2001-11',
      date: '2024-01-15',
      time: '09:30:00',
      progSystem: 'Handgeschrieben',
      progName: 'VenDoc-Testkorpus',
    });
    expect(document.project).toEqual({
      name: 'PRJ-Sporthalle',
      label: 'Neubau Sporthalle Süd',
      currency: 'EUR',
      currencyLabel: 'Euro',
    });
    expect(document.award?.info).toMatchObject({
      currency: 'EUR',
      constructionStart: '2024-04-01',
      constructionEnd: '2024-09-30',
    });
    expect(document.award?.owner?.address).toMatchObject({
      name1: 'Stadt Müllheim',
      name2: 'Hochbauamt',
      street: 'Rathausplatz 1',
      postalCode: '79379',
      city: 'Müllheim',
      country: 'DE',
      contact: 'Frau Özdemir',
      phone: '07631 100',
      fax: '07631 101',
      email: 'hochbau@muellheim.example',
    });
  });

  it('reads LVInfo with the breakdown (LVGlied)', () => {
    const { info } = boqOf('tender.p83');
    expect(info).toMatchObject({
      name: 'LV-Sporthalle',
      label: 'Rohbauarbeiten Sporthalle',
      date: '2024-01-10',
    });
    expect(info.breakdown).toEqual([
      { type: 'BoQLevel', label: 'Gewerk', length: 2, numeric: true, alignment: null },
      { type: 'BoQLevel', label: 'Titel', length: 2, numeric: true, alignment: null },
      { type: 'Item', label: null, length: 4, numeric: true, alignment: 'right' },
      { type: 'Index', label: null, length: 1, numeric: false, alignment: null },
    ]);
  });

  it('builds the tree of LVBereich with OZ and labels from the unsplit OZ', () => {
    const categories = boqCategories(boqOf('tender.p83'));
    expect(categories.map((category) => [category.oz, category.rNoPart, plainText(category.label)])).toEqual([
      ['01', '01', 'Erdarbeiten'],
      ['01.01', '01', 'Aushub'],
      ['01.02', '02', 'Verfüllung'],
      ['02', '02', 'Maurerarbeiten'],
      ['02.01', '01', 'Außenwände'],
    ]);
    expect(categoryOf('tender.p83', '02.01').notApplicable).toBe(false);
  });

  it('reads every item kind', () => {
    const kinds = boqItems(boqOf('tender.p83')).map((entry) =>
      entry.kind === 'item'
        ? [entry.oz, entry.provisional, entry.lumpSum, entry.hourly, entry.alternative, entry.notApplicable]
        : [entry.oz, 'markup'],
    );
    expect(kinds).toEqual([
      ['01.01.0010', null, false, false, null, false],
      ['01.01.0020', 'WithoutTotal', false, false, null, false],
      ['01.01.0030', null, true, false, null, false],
      ['01.01.0040', 'WithTotal', false, false, null, false],
      ['01.01.0050', null, false, false, { group: 1, serial: 0, accepted: null }, false],
      ['01.01.0060', null, false, false, { group: 1, serial: 1, accepted: null }, false],
      ['01.01.0070', null, false, true, null, false],
      ['01.01.0080.1', null, false, false, null, false],
      ['01.02.0010', null, false, false, null, false],
      ['01.02.0090', 'markup'],
      ['02.01.0010', null, false, false, null, false],
      ['02.01.0020', null, false, false, null, true],
    ]);
    expect(itemOf('tender.p83', '01.01.0080.1')).toMatchObject({ rNoPart: '0080', rNoIndex: '1' });
    expect(itemOf('tender.p83', '01.02.0010')).toMatchObject({
      keyItem: true,
      qtyTbd: true,
      markedUp: true,
      upBreakdownRequested: true,
      qty: null,
    });
    expect(markupOf('tender.p83', '01.02.0090').markupType).toBe('AllInCat');
  });

  it('reads quantities as exact decimals and units', () => {
    expect(itemOf('tender.p83', '01.01.0010')).toMatchObject({ qty: '100.000', unit: 'm3' });
    expect(itemOf('tender.p83', '01.01.0020')).toMatchObject({ qty: '20.500', unit: 'm3' });
    expect(itemOf('tender.p83', '01.01.0030')).toMatchObject({ qty: '1.000', unit: 'psch' });
  });

  it('reads short and long texts with RTF formatting and text complements in text order', () => {
    const { description } = itemOf('tender.p83', '01.01.0010');
    expect(description?.wicNo).toBe('012345');
    expect(shortText(description)).toBe('Boden lösen und lagern');
    const parts = description?.completeText?.detail?.parts ?? [];
    expect(parts.map((part) => part.kind)).toEqual(['text', 'complement', 'text', 'complement']);
    const first = parts[0];
    if (first?.kind !== 'text') throw new Error('text expected');
    expect(first.text.blocks).toEqual([
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Oberboden', bold: true },
          { type: 'text', text: ' abtragen und seitlich lagern.' },
        ],
      },
      {
        type: 'paragraph',
        inlines: [
          { type: 'text', text: 'Bodenklasse 3–5, ' },
          { type: 'text', text: 'gemäß', italic: true },
          { type: 'text', text: ' Gutachten.' },
        ],
      },
    ]);
    const owner = parts[1];
    const bidder = parts[3];
    if (owner?.kind !== 'complement' || bidder?.kind !== 'complement')
      throw new Error('complements expected');
    expect(owner.complement).toMatchObject({ markLabel: '1', kind: 'Owner', empty: false });
    expect(plainText(owner.complement.caption)).toBe('Bodenklasse:');
    expect(plainText(owner.complement.body)).toBe('3-5');
    expect(plainText(owner.complement.tail)).toBe('(gemäß Bodengutachten)');
    expect(bidder.complement).toMatchObject({ markLabel: '2', kind: 'Bidder', empty: true, caption: null });
    expect(longText(description)).toBe(
      'Oberboden abtragen und seitlich lagern.\nBodenklasse 3–5, gemäß Gutachten.\nBodenklasse: 3-5 (gemäß Bodengutachten)\nAbrechnung nach Aufmaß.\n…',
    );
  });

  it('reads a plain multi-line long text as paragraphs and resolves character references', () => {
    expect(longText(itemOf('tender.p83', '01.02.0010').description)).toBe(
      'Verfüllen mit Kies 0/32,\nlagenweise verdichten.\n\nVerdichtungsgrad Dpr ≥ 97 %.',
    );
    expect(longText(itemOf('tender.p83', '02.01.0010').description)).toBe(
      'Kalksandstein-Mauerwerk, Wandstärke 24 cm, Größe 2DF [Rohbau].',
    );
  });

  it('keeps the remark (Hinweistext) in the item list before the items', () => {
    const list = categoryOf('tender.p83', '01.01').body?.itemlist ?? [];
    const remark = list[0];
    if (remark?.kind !== 'remark') throw new Error('remark expected');
    expect(shortText(remark.description)).toBe('Vorbemerkung Erdarbeiten');
    expect(longText(remark.description)).toBe('Boden gemäß DIN 18300 lösen.');
  });

  it('is the same BoQ as tender.x83 (the cross-check; see boqView for what GAEB 2000 cannot carry)', () => {
    const xml = readGaeb(corpusBytes('tender.x83')).document;
    const xmlBoq = xml.award?.boq;
    if (!xmlBoq) throw new Error('tender.x83 has no BoQ');
    expect(boqView(boqOf('tender.p83'))).toEqual(boqView(xmlBoq));
    expect(document.project).toEqual(xml.project);
    expect(document.award?.owner).toEqual(xml.award?.owner);
    expect(document.award?.info).toEqual(xml.award?.info);
    expect(document.phase).toBe(xml.phase);
  });
});

describe('bid.p84', () => {
  it('reads unit prices, totals, components, discount, VAT and the bidder comment', () => {
    expect(itemOf('bid.p84', '01.0010')).toMatchObject({
      up: '45.500',
      it: '4550.00',
      upComponents: ['30.000', '15.500'],
      discountPercent: '2.50',
      vat: '7.00',
    });
    expect(plainText(itemOf('bid.p84', '01.0010').bidderComments[0] ?? null)).toBe(
      'Preis gilt bis 30.06.2024.',
    );
    expect(itemOf('bid.p84', '01.0020')).toMatchObject({ qtyTbd: true, qty: '12.000', up: '100.000' });
    expect(itemOf('bid.p84', '01.0030').notOffered).toBe(true);
    expect(markupOf('bid.p84', '01.0090')).toMatchObject({
      markupBase: '5750.00',
      markupPercent: '5.00',
      it: '287.50',
    });
  });

  it('reads LV and LVBereich totals, unit price component labels and the bidder', () => {
    const boq = boqOf('bid.p84');
    expect(boq.info.totals).toEqual({
      total: '12345.67',
      discountPercent: '3.00',
      discountAmount: '370.37',
      totalAfterDiscount: '11975.30',
      totalLumpSum: '500.00',
      vatPercent: '19.00',
      totalNet: '11975.30',
      vatAmount: '2275.31',
      totalGross: '14250.61',
    });
    expect(boq.info.upComponentCount).toBe(2);
    expect(boq.info.upComponentLabels).toEqual([
      { index: 1, label: 'Lohn', type: null },
      { index: 2, label: 'Stoffe', type: null },
    ]);
    expect(categoryOf('bid.p84', '01').totals?.total).toBe('12345.67');
    const { document } = read('bid.p84');
    expect(document.award?.info?.bidDate).toBe('2024-02-01');
    expect(document.award?.contractor?.address).toMatchObject({
      name1: 'Bau Müller GmbH',
      street: 'Industriestraße 5',
      vatId: 'DE123456789',
    });
  });
});

describe('encodings', () => {
  it('reads ISO-8859-1 as Windows-1252 (contract.p86: "–" at 0x96)', () => {
    const result = read('contract.p86');
    expect(result.encoding).toBe('windows-1252');
    expect(shortText(itemOf('contract.p86', '01.0010').description)).toBe('Boden lösen – Übergröße');
    expect(itemOf('contract.p86', '01.0010').unit).toBe('m³');
    expect(result.document.award?.info).toMatchObject({
      contractNo: 'A-2024-017',
      contractDate: '2024-03-15',
    });
    expect(categoryOf('contract.p86', '01').totals?.total).toBe('4550.00');
  });

  it('reads a file that declares UTF-8 as UTF-8 (description.p81)', () => {
    const result = read('description.p81');
    expect(result.encoding).toBe('utf-8');
    expect(shortText(itemOf('description.p81', '1.01.010').description)).toBe(
      'GK-Ständerwand 100 mm – €-Preis je m²',
    );
  });

  it('reads OEM (code page 437) files (estimate.p82)', () => {
    const result = read('estimate.p82');
    expect(result.encoding).toBe('ibm437');
    expect(itemOf('estimate.p82', '0010')).toMatchObject({ unit: 'Stück', qty: '3.000', up: '12.300' });
    expect(shortText(itemOf('estimate.p82', '0010').description)).toBe('Tür einbauen, Größe 1');
  });

  it('decodes Windows-1252 with the characters of 0x80-0x9F (not as Latin-1)', () => {
    const { text } = decodeGaeb2000Bytes(Uint8Array.of(0x80, 0x8a, 0x96, 0x9f, 0xe4));
    expect(text).toBe('€Š–Ÿä');
  });
});

describe('structures', () => {
  it('reads lots (Los) and a remark of a lot that has no items as a body entry in source order (description.p81)', () => {
    expect(categoryOf('description.p81', '1').level).toBe('lot');
    expect(categoryOf('description.p81', '1.01').level).toBe('title');
    const entries = categoryOf('description.p81', '1').body?.entries ?? [];
    expect(entries.map((entry) => entry.kind)).toEqual(['remark', 'category']);
  });

  it('reads positions directly in the LV without LVInfo (estimate.p82), with a warning', () => {
    const result = read('estimate.p82');
    expect(result.document.award?.boq?.body.itemlist?.map((entry) => entry.kind)).toEqual(['item']);
    expect(result.warnings.map((warning) => warning.message)).toContain(
      'das LV hat keinen Block #begin[LVInfo]; die OZ werden wie geschrieben gelesen',
    );
  });

  it('reads dotted OZ without breakdown (alternative.p85), with a warning', () => {
    const result = read('alternative.p85');
    expect(itemOf('alternative.p85', '3.15')).toMatchObject({ rNoPart: '15', qty: '80.000', up: '38.200' });
    expect(result.warnings).toContainEqual({
      message: 'das LV hat keine Gliederung (LVGlied); die OZ werden wie geschrieben gelesen',
      element: '#begin[LVInfo]',
      line: 8,
    });
  });
});

describe('format detection and the async variant', () => {
  it('tells GAEB 2000 from DA XML and GAEB 90', () => {
    for (const name of corpusNames('').filter((file) => /\.p8\d$/i.test(file)))
      expect(looksLikeGaeb2000(corpusBytes(name))).toBe(true);
    expect(looksLikeGaeb2000(corpusBytes('tender.x83'))).toBe(false);
    expect(looksLikeGaeb2000(new TextEncoder().encode('00 GAEB 90 Satz\r\n'))).toBe(false);
    expect(looksLikeGaeb2000(new TextEncoder().encode('\ufeff\r\n  #BEGIN[GAEB]\r\n'))).toBe(true);
    expect(looksLikeGaeb2000(new Uint8Array())).toBe(false);
  });

  it('gives the same result asynchronously, pausing between the steps', async () => {
    let pauses = 0;
    const result = await readGaeb2000Async(corpusBytes('tender.p83'), async () => {
      pauses++;
    });
    expect(pauses).toBe(2);
    expect(result).toEqual(read('tender.p83'));
  });
});
