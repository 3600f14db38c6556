import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText, shortText } from '../boq-walk';
import type { Category, Item, MarkupItem, Remark } from '../model';
import { plainText } from '../rich-text';
import { file, opening, read, rec } from './test-helpers';
import { readGaeb90 } from './reader';

const boqOf = (records: string[]) => read(records).document.award!.boq!;
const itemsOf = (records: string[]) => boqItems(boqOf(records));
const onlyItem = (records: string[]): Item => {
  const [item] = itemsOf(records);
  if (item?.kind !== 'item') throw new Error('no item');
  return item;
};
const title = (oz: string, label: string) => [rec('11', [3, oz], [12, 'N']), rec('12', [3, label])];
const position = (
  oz: string,
  flags = 'NNN',
  qty = '00000001000',
  unit = 'St',
  extra: [number, string][] = [],
) => rec('21', [3, oz], [12, flags], [24, qty], [35, unit], ...extra);

describe('00 Eröffnungssatz', () => {
  it('gives the phase and, from the OZ mask, the breakdown', () => {
    const { document } = readGaeb90(file([opening('81', '11PPPPI'), rec('99')]));
    expect(document.phase).toBe('81');
    expect(document.award?.dp).toBe('81');
    expect(document.award?.boq?.info.breakdown).toEqual([
      { type: 'BoQLevel', label: null, length: 2, numeric: true, alignment: null },
      { type: 'Item', label: null, length: 4, numeric: true, alignment: null },
      { type: 'Index', label: null, length: 1, numeric: false, alignment: null },
    ]);
  });

  it('takes the usual mask 1122PPPPI when the file has none, with a warning', () => {
    const result = readGaeb90(file([rec('00', [11, '83']), ...title('01', 'A'), rec('99')]));
    expect(result.document.award?.boq?.info.breakdown.map((level) => level.length)).toEqual([2, 2, 4, 1]);
    expect(result.warnings).toContainEqual({
      message: 'Die Datei nennt keine OZ-Maske; die übliche Maske 1122PPPPI wird verwendet.',
      element: 'Satzart 00',
      line: 1,
    });
  });
});

describe('01, 02, 03 and 08: BoQ, project, client and currency', () => {
  const { document } = read([
    rec('01', [3, 'Rohbau Süd'], [43, '14.01.24']),
    rec('02', [3, 'Neubau Grundschule']),
    rec('03', [3, 'Stadt Großheim']),
    rec('03', [3, 'Hochbauamt']),
    rec('08', [3, 'EURO'], [9, 'Euro']),
    rec('99'),
  ]);

  it('reads the LV name and date into BoQInfo', () => {
    expect(document.award?.boq?.info).toMatchObject({
      name: 'Rohbau Süd',
      label: 'Rohbau Süd',
      date: '2024-01-14',
    });
  });

  it('reads the project, the client lines as address lines and the currency (EURO as EUR)', () => {
    expect(document.project).toEqual({
      name: 'Neubau Grundschule',
      label: 'Neubau Grundschule',
      currency: 'EUR',
      currencyLabel: 'Euro',
    });
    expect(document.award?.owner?.address).toMatchObject({
      name1: 'Stadt Großheim',
      name2: 'Hochbauamt',
      name3: null,
    });
    expect(document.award?.info).toMatchObject({ currency: 'EUR', currencyLabel: 'Euro' });
  });

  it('warns about a date that is none and leaves it out', () => {
    const result = read([rec('01', [3, 'LV'], [43, '31.02.24']), rec('99')]);
    expect(result.document.award?.boq?.info.date).toBeNull();
    expect(result.warnings[0]?.message).toBe(
      'Das Datum „31.02.24“ des Leistungsverzeichnisses ist kein Datum; es wurde nicht übernommen.',
    );
  });
});

describe('11, 12 and 31: titles', () => {
  const boq = boqOf([
    ...title('01', 'Erdarbeiten'),
    ...title('0101', 'Baugrube und'),
    rec('12', [3, 'Verbau']),
    position('01010010'),
    rec('25', [3, 'Aushub']),
    rec('31', [3, '0101']),
    rec('31', [3, '01']),
    rec('99'),
  ]);

  it('builds the tree from the OZ, the label continued over several 12 records', () => {
    const categories = boqCategories(boq);
    expect(categories.map((c) => [c.oz, c.rNoPart, c.level, plainText(c.label)])).toEqual([
      ['01', '01', 'title', 'Erdarbeiten'],
      ['01.01', '01', 'title', 'Baugrube und Verbau'],
    ]);
    const inner = (categories[0]!.body!.entries[0] as Category).body!;
    expect(inner.itemlist?.map((entry) => (entry as Item).oz)).toEqual(['01.01.0010']);
  });

  it('reads the title total of 31 in priced phases', () => {
    const priced = readGaeb90(
      file([opening('86'), ...title('01', 'A'), rec('31', [3, '01'], [25, '000000123456']), rec('99')]),
    );
    expect(boqCategories(priced.document.award!.boq!)[0]?.totals?.total).toBe('1234.56');
  });

  it('creates a title an item needs but the file does not declare, with a warning', () => {
    const result = read([position('02010010'), rec('99')]);
    expect(boqCategories(result.document.award!.boq!).map((c) => c.oz)).toEqual(['02', '02.01']);
    expect(result.warnings.map((w) => w.message)).toContain(
      'Position 02.01.0010: Der Titel 02.01 fehlt (Satzart 11); er wurde ohne Bezeichnung angelegt.',
    );
  });
});

describe('10 and 33: lots', () => {
  const result = readGaeb90(
    file([
      opening('86', '1PPPP'),
      rec('10', [3, '01'], [5, 'Los 1: Dach']),
      rec('11', [3, '1']),
      rec('12', [3, 'Süd']),
      rec('21', [3, '10010'], [12, 'NNN'], [24, '00000002000'], [35, 'm2']),
      rec('31', [3, '1']),
      rec('33', [3, '01'], [25, '000000005000']),
      rec('99'),
    ]),
  );
  const boq = result.document.award!.boq!;

  it('puts a lot level in front of the breakdown and the lot in front of every OZ', () => {
    expect(boq.info.breakdown.map((level) => [level.type, level.length])).toEqual([
      ['Lot', 2],
      ['BoQLevel', 1],
      ['Item', 4],
    ]);
    const [lot, sub] = boqCategories(boq);
    expect([lot?.level, lot?.oz, plainText(lot!.label), lot?.totals?.total]).toEqual([
      'lot',
      '01',
      'Los 1: Dach',
      '50.00',
    ]);
    expect([sub?.level, sub?.oz]).toEqual(['title', '01.1']);
    expect(boqItems(boq).map((item) => item.oz)).toEqual(['01.1.0010']);
  });
});

describe('21 Position: kinds', () => {
  const items = itemsOf([
    ...title('01', 'A'),
    ...title('0101', 'B'),
    position('01010010', 'NNN', '00000012500', 'm2'),
    position('01010020', 'NBN'),
    position('01010030', 'NEN'),
    position('01010040', 'GNN', '00000001000', 'St', [[15, '03']]),
    position('01010050', 'ANN', '00000001000', 'St', [[15, '0302']]),
    position('01010060', 'NNN', '00000001000', 'psch', [[20, 'P']]),
    position('01010070', 'NNN', '00000010000', 'h', [[19, 'X']]),
    position('01010080', 'ZNN', '           ', ''),
    position('01010009a', 'NNN'),
    rec('99'),
  ]);
  const byOz = (oz: string) => items.find((item) => item.oz === oz)!;

  it('reads a normal item with quantity (3 implied decimals) and unit', () => {
    expect(byOz('01.01.0010')).toMatchObject({
      kind: 'item',
      id: 'I-01.01.0010',
      rNoPart: '0010',
      qty: '12.500',
      unit: 'm2',
      provisional: null,
      alternative: null,
    });
  });

  it('reads provisional items with (B) and without total (E)', () => {
    expect(byOz('01.01.0020').provisional).toBe('WithTotal');
    expect(byOz('01.01.0030').provisional).toBe('WithoutTotal');
  });

  it('reads a base item (G) and an alternative (A) of a group', () => {
    expect(byOz('01.01.0040').alternative).toEqual({ group: 3, serial: 0, accepted: null });
    expect(byOz('01.01.0050').alternative).toEqual({ group: 3, serial: 2, accepted: null });
  });

  it('reads lump sum (P) and hourly (X) items', () => {
    expect(byOz('01.01.0060')).toMatchObject({ lumpSum: true, hourly: false, unit: 'psch' });
    expect(byOz('01.01.0070')).toMatchObject({ lumpSum: false, hourly: true, qty: '10.000' });
  });

  it('reads a markup item (Z) as a MarkupItem', () => {
    const markup = byOz('01.01.0080') as MarkupItem;
    expect(markup).toMatchObject({ kind: 'markupItem', markupType: 'AllInCat', markupPercent: null });
  });

  it('reads the index of the OZ', () => {
    expect(byOz('01.01.0009.a')).toMatchObject({ rNoPart: '0009', rNoIndex: 'a' });
  });
});

describe('25, 26, 27: texts', () => {
  const item = onlyItem([
    ...title('01', 'A'),
    ...title('0101', 'B'),
    position('01010010'),
    rec('25', [3, 'Mauerwerk aus']),
    rec('25', [3, 'Kalksandstein']),
    rec('26', [6, 'Erste Zeile,']),
    rec('26', [6, 'zweite Zeile.']),
    rec('26'),
    rec('26', [3, 'Ohne Einzug.']),
    rec('27', [3, 'A'], [4, '1'], [8, 'Wanddicke 24 cm']),
    rec('27', [3, 'B'], [4, '2']),
    rec('26', [6, 'Danach.']),
    rec('99'),
  ]);

  it('joins the short text lines', () => {
    expect(shortText(item.description)).toBe('Mauerwerk aus Kalksandstein');
  });

  it('keeps the lines of the long text, paragraphs at blank lines, complements where they stand', () => {
    const parts = item.description?.completeText?.detail?.parts ?? [];
    expect(parts.map((part) => part.kind)).toEqual(['text', 'complement', 'complement', 'text']);
    expect(plainText(parts[0]?.kind === 'text' ? parts[0].text : null)).toBe(
      'Erste Zeile,\nzweite Zeile.\nOhne Einzug.',
    );
    expect(parts[0]?.kind === 'text' && parts[0].text.blocks).toHaveLength(2);
    expect(parts[1]).toMatchObject({ complement: { kind: 'Owner', markLabel: '1', empty: false } });
    expect(parts[2]).toMatchObject({
      complement: { kind: 'Bidder', markLabel: '2', empty: true, body: null },
    });
    expect(longText(item.description)).toBe(
      'Erste Zeile,\nzweite Zeile.\nOhne Einzug.\nWanddicke 24 cm\n…\nDanach.',
    );
  });
});

describe('20: Hinweistext', () => {
  it('reads a remark into the title, its 26 lines as long text', () => {
    const boq = boqOf([
      ...title('01', 'A'),
      rec('20'),
      rec('26', [6, 'Vorbemerkung zum Titel.']),
      ...title('0101', 'B'),
      rec('99'),
    ]);
    const entries = boqCategories(boq)[0]!.body!.entries;
    expect(entries.map((entry) => entry.kind)).toEqual(['remark', 'category']);
    expect(longText((entries[0] as Remark).description)).toBe('Vorbemerkung zum Titel.');
  });

  it('reads 26 lines right after a title label as a remark too', () => {
    const boq = boqOf([
      ...title('01', 'A'),
      ...title('0101', 'B'),
      rec('26', [6, 'Vorbemerkung.']),
      position('01010010'),
      rec('99'),
    ]);
    const list = (boqCategories(boq)[1]!.body!.itemlist ?? []).map((entry) => entry.kind);
    expect(list).toEqual(['remark', 'item']);
  });
});

describe('T0, T1, T9: preliminary text', () => {
  it('is read as a remark at the start of the BoQ', () => {
    const { document } = readGaeb90(
      file([
        rec('T0', [3, 'Vorbemerkungen']),
        rec('T1', [6, 'Es gilt die VOB/B.']),
        rec('T9'),
        opening(),
        rec('99'),
      ]),
    );
    const [remark] = document.award!.boq!.body.itemlist ?? [];
    expect(remark?.kind).toBe('remark');
    expect(shortText((remark as Remark).description)).toBe('Vorbemerkungen');
    expect(longText((remark as Remark).description)).toBe('Es gilt die VOB/B.');
  });
});

describe('T1 after a position', () => {
  it('starts a new preliminary remark instead of continuing the position’s long text', () => {
    const boq = boqOf([
      ...title('01', 'A'),
      ...title('0101', 'B'),
      position('01010010'),
      rec('26', [6, 'Langtext.']),
      rec('T1', [6, 'Vorbemerkung.']),
      rec('99'),
    ]);
    expect(longText(boqItems(boq)[0]!.description)).toBe('Langtext.');
    const remark = boq.body.entries.find((entry) => entry.kind === 'remark') as Remark;
    expect(longText(remark.description)).toBe('Vorbemerkung.');
  });
});

describe('22, 23: prices', () => {
  it('reads unit price (3 decimals), total and up to five unit price components', () => {
    const result = readGaeb90(
      file([
        opening('86'),
        ...title('01', 'A'),
        ...title('0101', 'B'),
        position('01010010', 'NNN', '00000002000', 'm2'),
        rec('22', [3, '01010010'], [13, '00000001500'], [25, '00000000255']),
        rec('23', [3, '01010010'], [13, '00000001755'], [25, '000000000351']),
        rec('99'),
      ]),
    );
    const [item] = boqItems(result.document.award!.boq!);
    expect(item).toMatchObject({ up: '1.755', it: '3.51', upComponents: ['1.500', '0.255'] });
    expect(result.document.award?.boq?.info.upComponentCount).toBe(2);
  });

  it('reads a markup item’s percentage from the unit price field', () => {
    const items = boqItems(
      readGaeb90(
        file([
          opening('86'),
          ...title('01', 'A'),
          ...title('0101', 'B'),
          position('01010010', 'ZNN', '', ''),
          rec('23', [3, '01010010'], [13, '00000002500'], [25, '000000012345']),
          rec('99'),
        ]),
      ).document.award!.boq!,
    );
    expect(items[0]).toMatchObject({ kind: 'markupItem', markupPercent: '2.50', it: '123.45' });
  });

  it('reads a bid (D84) without 21 records: the 23 records make the items, 27 adds bidder texts', () => {
    const result = readGaeb90(
      file([
        opening('84'),
        rec('23', [3, '01010010'], [13, '00000003750'], [25, '000000047063']),
        rec('27', [3, 'B'], [4, '2'], [8, 'Fabrikat X']),
        rec('99', [25, '000000047063'], [70, '00001']),
      ]),
    );
    const boq = result.document.award!.boq!;
    expect(boqCategories(boq).map((c) => c.oz)).toEqual(['01', '01.01']);
    const [item] = boqItems(boq);
    expect(item).toMatchObject({ oz: '01.01.0010', up: '3.750', it: '470.63' });
    expect(longText(item!.description)).toBe('Fabrikat X');
    expect(boq.info.totals?.total).toBe('470.63');
    expect(result.warnings).toEqual([]);
  });
});

describe('24: Unterbeschreibung', () => {
  it('reads sub-descriptions with number, quantity, unit and their own texts', () => {
    const item = onlyItem([
      ...title('01', 'A'),
      ...title('0101', 'B'),
      position('01010010', 'NNL', '00000003000', 'St'),
      rec('25', [3, 'Fundamente']),
      rec('24', [3, '01'], [6, '00000002000'], [17, 'St']),
      rec('25', [3, 'Fundament klein']),
      rec('26', [6, 'Mit Köcher.']),
      rec('24', [3, '02'], [6, '00000001000'], [17, 'St']),
      rec('99'),
    ]);
    expect(item.sumDescription).toBe(true);
    expect(shortText(item.description)).toBe('Fundamente');
    expect(
      item.subDescriptions.map((sub) => [
        sub.number,
        sub.qty,
        sub.unit,
        shortText(sub.description),
        longText(sub.description),
      ]),
    ).toEqual([
      ['01', '2.000', 'St', 'Fundament klein', 'Mit Köcher.'],
      ['02', '1.000', 'St', '', ''],
    ]);
  });
});

describe('99 Abschlusssatz and records the reader does not know', () => {
  it('warns when the stated number of items differs from those read', () => {
    const result = read([
      ...title('01', 'A'),
      ...title('0101', 'B'),
      position('01010010'),
      rec('99', [70, '00002']),
    ]);
    expect(result.warnings.map((w) => w.message)).toContain(
      'Der Abschlusssatz nennt 2 Positionen, gelesen wurden 1.',
    );
  });

  it('warns when the end record is missing and about records after it', () => {
    expect(read([]).warnings.map((w) => w.message)).toEqual([
      'Der Abschlusssatz (Satzart 99) fehlt; die Datei ist womöglich unvollständig.',
    ]);
    expect(read([rec('99'), rec('21')]).warnings.map((w) => w.message)).toEqual([
      'Sätze nach dem Abschlusssatz (Satzart 99) wurden nicht gelesen.',
    ]);
  });

  it('skips unknown record types with one warning per type, and reads on', () => {
    const result = read([
      rec('79', [3, 'STLB']),
      rec('79'),
      rec('04', [3, 'x']),
      ...title('01', 'A'),
      rec('99'),
    ]);
    expect(result.warnings).toEqual([
      {
        message: 'Satzart 79 wird nicht gelesen; 2 Sätze wurden übergangen.',
        element: 'Satzart 79',
        line: 2,
      },
      {
        message: 'Satzart 04 wird nicht gelesen; ein Satz wurde übergangen.',
        element: 'Satzart 04',
        line: 4,
      },
    ]);
    expect(boqCategories(result.document.award!.boq!)).toHaveLength(1);
  });
});
