// What the reader tolerates, each with the German warning it gives.
import { describe, expect, it } from 'vitest';
import { boqCategories, boqItems, longText } from '../boq-walk';
import { plainText } from '../rich-text';
import { SHORT_TEXT_MAX } from '../text-bounds';
import { readGaeb90, readGaeb90Async } from './reader';
import { corpusFile, file, opening, read, rec } from './test-helpers';

const title = (oz: string, label = 'Titel') => [rec('11', [3, oz], [12, 'N']), rec('12', [3, label])];
const position = (oz: string, flags = 'NNN', extra: [number, string][] = []) =>
  rec('21', [3, oz], [12, flags], [24, '00000001000'], [35, 'St'], ...extra);
const messages = (records: string[]) => read(records).warnings.map((warning) => warning.message);

describe('readGaeb90Async', () => {
  it('reads the same as readGaeb90, pausing between slices of records', async () => {
    const bytes = file([
      opening(),
      ...title('01'),
      ...title('0101'),
      ...Array.from({ length: 4500 }, () => rec('26', [6, 'Zeile'])),
      rec('99'),
    ]);
    let pauses = 0;
    const result = await readGaeb90Async(bytes, async () => {
      pauses++;
    });
    expect(result).toEqual(readGaeb90(bytes));
    expect(pauses).toBe(3);
  });

  it('reads a corpus file as the synchronous reader does', async () => {
    const bytes = corpusFile('tender-cp437.d83');
    expect(await readGaeb90Async(bytes, () => Promise.resolve())).toEqual(readGaeb90(bytes));
  });
});

describe('the shape of the file', () => {
  it('reads a file without line ends, split every 80 characters', () => {
    const records = [opening(), ...title('01', 'Erdarbeiten'), rec('99')];
    const text = records.map((r, i) => `${r}${String(i + 1).padStart(6, '0')}`).join('');
    const result = readGaeb90(new TextEncoder().encode(text));
    expect(plainText(boqCategories(result.document.award!.boq!)[0]!.label)).toBe('Erdarbeiten');
    expect(result.warnings.map((w) => w.message)).toEqual([
      'Die Datei hat keine Zeilenenden; sie wurde alle 80 Zeichen in Sätze geteilt.',
    ]);
  });

  it('reads LF line ends, short lines without Satznummer and a DOS end-of-file mark', () => {
    const text = `${opening()}\n${rec('11', [3, '01']).trimEnd()}\n12Erdarbeiten\n99\n\u001a`;
    const result = readGaeb90(new TextEncoder().encode(text));
    expect(boqCategories(result.document.award!.boq!).map((c) => plainText(c.label))).toEqual([
      'Erdarbeiten',
    ]);
    expect(result.warnings).toEqual([]);
  });

  it('replaces control characters by blanks (columns stay), cuts lines beyond column 80, notes gaps in the Satznummern', () => {
    const bytes = file([opening(), rec('11', [3, '01']), rec('12', [3, 'Erd\tarbeiten'])]);
    const text = `${new TextDecoder().decode(bytes)}${rec('99')}000009 zu lang\r\n`;
    const result = readGaeb90(new TextEncoder().encode(text));
    expect(plainText(boqCategories(result.document.award!.boq!)[0]!.label)).toBe('Erd arbeiten');
    expect(result.warnings.map((w) => w.message)).toEqual([
      '1 Zeilen sind länger als 80 Zeichen (erstmals Zeile 4); was nach Spalte 80 steht, wurde nicht gelesen.',
      '1 Steuerzeichen wurden durch Leerzeichen ersetzt (erstmals Zeile 3).',
      'Die Satznummern (Spalten 75–80) sind ab Zeile 4 nicht fortlaufend; womöglich fehlen Sätze.',
    ]);
  });

  it('reads a UTF-8 file and says so', () => {
    const result = readGaeb90(file([opening(), ...title('01', 'Gründung'), rec('99')], 'utf-8'));
    expect(result.encoding).toBe('utf-8');
    expect(plainText(boqCategories(result.document.award!.boq!)[0]!.label)).toBe('Gründung');
  });
});

describe('tolerated values, with warnings naming the OZ', () => {
  it('an unknown kind flag is read as blank', () => {
    expect(messages([...title('01'), ...title('0101'), position('01010010', 'QNN')])).toContain(
      'Position 01.01.0010: Das Kennzeichen „Q“ (Positionsart, Spalte 12) ist unbekannt; es wurde nicht übernommen.',
    );
  });

  it('an alternative without group and serial number', () => {
    const result = read([...title('01'), ...title('0101'), position('01010010', 'ANN'), rec('99')]);
    expect(boqItems(result.document.award!.boq!)[0]?.alternative).toEqual({
      group: 1,
      serial: 1,
      accepted: null,
    });
    expect(result.warnings.map((w) => w.message)).toEqual([
      'Position 01.01.0010: Die Gruppe (Spalten 15–16) fehlt; die Position wurde der Gruppe 1 zugeordnet.',
      'Position 01.01.0010: Die laufende Nummer (Spalten 17–18) fehlt; die Wahlposition erhielt die Nummer 1.',
    ]);
  });

  it('a markup item with quantity, and with unit price components', () => {
    const result = readGaeb90(
      file([
        opening('86'),
        ...title('01'),
        ...title('0101'),
        position('01010010', 'ZNN'),
        rec('22', [3, '01010010'], [13, '00000001000']),
        rec('99'),
      ]),
    );
    expect(result.warnings.map((w) => w.message)).toEqual([
      'Zuschlagsposition 01.01.0010: Menge, Einheit und Kennzeichen einer Zuschlagsposition wurden nicht übernommen.',
      'Zuschlagsposition 01.01.0010: Eine Zuschlagsposition hat keine Preisanteile; sie wurden nicht übernommen.',
    ]);
  });

  it('prices of a position without 21 in a tender', () => {
    const result = read([
      ...title('01'),
      ...title('0101'),
      rec('23', [3, '01010010'], [13, '00000001000']),
      rec('99'),
    ]);
    expect(boqItems(result.document.award!.boq!)[0]).toMatchObject({ oz: '01.01.0010', up: '1.000' });
    expect(result.warnings.map((w) => w.message)).toEqual([
      'Position 01.01.0010: Preise ohne Positionssatz (Satzart 21): die Position wurde ohne Text angelegt.',
    ]);
  });

  it('a title declared twice, a title end without its title, a lot end naming another lot', () => {
    expect(messages([...title('01'), ...title('01'), rec('31', [3, '02']), rec('99')])).toEqual([
      'Titel 01: Kommt zweimal vor; die Einträge wurden zusammengeführt.',
      'Bereichsende ohne passenden Bereichsbeginn (02).',
    ]);
    const lots = readGaeb90(
      file([opening('83', '1PPPP'), rec('10', [3, '01']), rec('33', [3, '02']), rec('99')]),
    );
    expect(lots.warnings.map((w) => w.message)).toEqual([
      'Das Los-Ende nennt das Los „02“, offen ist das Los 01.',
    ]);
  });

  it('a title whose parent title is missing', () => {
    expect(messages([...title('0101'), rec('99')])).toEqual([
      'Titel 01.01: Der übergeordnete Titel 01 fehlt (Satzart 11); er wurde ohne Bezeichnung angelegt.',
    ]);
  });

  it('a text complement without mark', () => {
    const result = read([
      ...title('01'),
      ...title('0101'),
      position('01010010'),
      rec('27', [3, 'A'], [8, 'Text']),
      rec('99'),
    ]);
    expect(longText(boqItems(result.document.award!.boq!)[0]!.description)).toBe('Text');
    expect(result.warnings.map((w) => w.message)).toEqual([
      'Position 01.01.0010: Eine Textergänzung hat keine Kennung (Spalten 4–6).',
    ]);
  });

  it('DM as currency', () => {
    expect(read([rec('08', [3, 'DM'], [9, 'Deutsche Mark']), rec('99')]).document.project?.currency).toBe(
      'DEM',
    );
  });

  it('a label longer than SHORT_TEXT_MAX is cut', () => {
    const lines = Array.from({ length: 30 }, () => rec('12', [3, 'x'.repeat(72)]));
    const result = read([rec('11', [3, '01']), ...lines, rec('99')]);
    expect(plainText(boqCategories(result.document.award!.boq!)[0]!.label)).toHaveLength(SHORT_TEXT_MAX);
    expect(result.warnings.map((w) => w.message)).toEqual([
      `Titel 01: Bezeichnung von ${30 * 72 + 29} Zeichen auf ${SHORT_TEXT_MAX} gekürzt.`,
    ]);
  });
});
