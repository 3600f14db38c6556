import { readFileSync } from 'node:fs';
import { encodeXml } from '@vendoc/gaeb/encoding';
import { sampleText } from '@vendoc/gaeb/test-support/samples';
import { describe, expect, it } from 'vitest';
import { calculateSurvey } from '../calculate';
import { parseExpression, parseValueList, printExpression } from '../expression';
import type { SurveyLine, SurveyVariable } from '../model';
import { expectedQuantities, lines, realisticInput, variables } from './fixtures/realistic-survey';
import { X31ReadError } from './errors';
import { readX31 } from './read';
import { writeX31 } from './write';

/** An expression printed canonically (both sides of a comparison go through the same printer). */
function canonical(expression: string, formulaNumber: number): string {
  if (expression.trim() === '') return '';
  if (formulaNumber === 0 || formulaNumber === 91) {
    const result = parseExpression(expression, { plain: formulaNumber === 0 });
    if (!result.ok) throw new Error(`does not parse: ${expression}`);
    return printExpression(result.ast);
  }
  const list = parseValueList(expression);
  if (!list.ok) throw new Error(`does not parse: ${expression}`);
  return list.values.map((value) => printExpression(value.ast)).join(';');
}

const comparable = (line: SurveyLine) => ({
  address: `${String(line.sheet).padStart(4, '0')}${line.row}`,
  oz: line.oz,
  marker: line.marker,
  text: line.text,
  formulaNumber: line.formulaNumber,
  expression: canonical(line.expression, line.formulaNumber),
});

const comparableVariable = (variable: SurveyVariable) => ({
  name: variable.name,
  sheet: variable.sheet,
  expression: canonical(variable.expression, 91),
});

const byAddress = (a: { address: string }, b: { address: string }): number =>
  a.address.localeCompare(b.address);

function exportRealistic(): string {
  return writeX31(realisticInput(calculateSurvey({ lines, variables }))).xml;
}

/** A small X31 file with one item 01.0010 and the given rows, each QDetermItem on its own XML line (line 7 on). */
function document(rows: string[], options: { dp?: string; namespace?: string } = {}): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<GAEB xmlns="${options.namespace ?? 'http://www.gaeb.de/GAEB_DA_XML/DA31/3.3'}">`,
    '<GAEBInfo><Version>3.3</Version><VersDate>2023-01</VersDate><Date>2024-01-31</Date></GAEBInfo>',
    `<QtyDeterm><QtyDetermInfo><MethodDescription>REB23003-2009</MethodDescription></QtyDetermInfo><DP>${options.dp ?? '31'}</DP>`,
    '<BoQ ID="B1"><BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>',
    '<BoQBody><BoQCtgy ID="C1" RNoPart="1"><BoQBody><Itemlist><Item ID="I1" RNoPart="10"><QtyDeterm>',
    ...rows.map((row) => `<QDetermItem><QTakeoff Row="${row}"/></QDetermItem>`),
    '</QtyDeterm></Item></Itemlist></BoQBody></BoQCtgy></BoQBody></BoQ></QtyDeterm></GAEB>',
  ].join('\n');
}

const GOOD_ROW = '             Wand            002*3=                                  0001A0     ';

function readError(input: string | Uint8Array, options?: Parameters<typeof readX31>[1]): X31ReadError {
  try {
    readX31(input, options);
  } catch (error) {
    if (error instanceof X31ReadError) return error;
    throw error;
  }
  throw new Error('readX31 did not refuse the file');
}

describe('readX31: what writeX31 wrote', () => {
  const imported = readX31(exportRealistic());

  it('restores every line with its address, position, marker, text, formula number and expression', () => {
    // Lines without an OZ come back under the item they were written to: 0001H1 under the first item,
    // the comment 0001K0 under its neighbour's item (REB has no lines outside positions).
    const attachedTo: Record<string, string> = { '0001H1': '01.01.0010', '0001K0': '01.01.0020' };
    const expected = lines
      .map(comparable)
      .map((line) => ({ ...line, oz: line.oz ?? attachedTo[line.address] ?? null }))
      .sort(byAddress);
    expect(imported.lines.map(comparable).sort(byAddress)).toEqual(expected);
  });

  it('gives the lines ids x31-1, x31-2 … in file order', () => {
    expect(imported.lines.map((line) => line.id)).toEqual(imported.lines.map((_, i) => `x31-${i + 1}`));
  });

  it('restores the variables from their helper lines, on survey and sheet level', () => {
    const sort = (a: { name: string; sheet: number | null }, b: { name: string; sheet: number | null }) =>
      `${a.sheet ?? 0}${a.name}`.localeCompare(`${b.sheet ?? 0}${b.name}`);
    expect(imported.variables.map(comparableVariable).sort(sort)).toEqual(
      variables.map(comparableVariable).sort(sort),
    );
    expect(imported.lines.some((line) => line.text.startsWith('Variable '))).toBe(false);
  });

  it('gives the same quantities per position when recalculated', () => {
    const before = calculateSurvey({ lines, variables });
    const after = calculateSurvey({ lines: imported.lines, variables: imported.variables });
    expect(after.errors).toBe(0);
    expect(after.positions).toEqual(before.positions);
    expect(Object.fromEntries(after.positions.map((p) => [p.oz, p.quantity]))).toEqual(expectedQuantities);
  });

  it('reads the survey name, date, BoQ breakdown and the items with their quantities', () => {
    expect(imported).toMatchObject({
      version: '3.3',
      surveyName: 'Aufmaß 3 – Rohbau EG/OG',
      surveyDate: '2024-05-17',
      projectName: 'P-2024-017 Wohnhaus Müller & Söhne, Lindenstraße 4',
      boqName: 'LV Rohbau',
      warnings: [],
    });
    expect(imported.breakdown.map((level) => `${level.type}:${level.length}`)).toEqual([
      'BoQLevel:2',
      'BoQLevel:2',
      'Item:4',
      'Index:1',
    ]);
    expect(Object.fromEntries(imported.items.map((item) => [item.oz, item.quantity]))).toEqual(
      expectedQuantities,
    );
  });

  it('reads bytes as well as text', () => {
    const fromBytes = readX31(new TextEncoder().encode(exportRealistic()));
    expect(fromBytes.lines).toEqual(imported.lines);
    expect(fromBytes.variables).toEqual(imported.variables);
  });

  it('reads a Windows-1252 file', () => {
    const xml = document([GOOD_ROW.replace('Wand    ', 'Türsturz')]).replace('UTF-8', 'windows-1252');
    const result = readX31(encodeXml(xml, 'windows-1252'));
    expect(result.lines.map((line) => line.text)).toEqual(['Türsturz']);
  });
});

describe('readX31: files of other programs', () => {
  const text = readFileSync(new URL('./fixtures/other-program-3.2.x31', import.meta.url), 'utf8');
  const result = readX31(text);

  it('reads version 3.2 with vendor elements and formats the OZ per the breakdown', () => {
    expect(result.version).toBe('3.2');
    expect(result.surveyName).toBe('Abschlagsaufmaß 2');
    expect(result.items).toEqual([
      { oz: '1.01.010', quantity: '57.5' },
      { oz: '1.01.020', quantity: null },
    ]);
  });

  it('joins continued calculations, applies sign and factor, and takes separate text rows as the text', () => {
    const simple = result.lines.map(({ sheet, row, oz, marker, text, formulaNumber, expression }) => ({
      address: `${String(sheet).padStart(4, '0')}${row}`,
      oz,
      marker,
      text,
      formulaNumber,
      expression,
    }));
    expect(simple).toEqual([
      {
        address: '0005B0',
        oz: '1.01.010',
        marker: '',
        text: 'Wand Flur, EG',
        formulaNumber: 91,
        expression: '(4,25+2,10+4,25)*2,5',
      },
      {
        address: '0005C0',
        oz: '1.01.010',
        marker: '',
        text: 'Tür',
        formulaNumber: 4,
        expression: '-(2*1,01);2,135',
      },
      {
        address: '0005D0',
        oz: '1.01.010',
        marker: '',
        text: 'Abzug',
        formulaNumber: 91,
        expression: '-(12,5)',
      },
      { address: '0005E0', oz: '1.01.010', marker: 'H', text: 'Hilfsw.', formulaNumber: 0, expression: '3' },
      {
        address: '0005F0',
        oz: '1.01.010',
        marker: '*',
        text: 'Nachtrag folgt',
        formulaNumber: 0,
        expression: '',
      },
    ]);
  });

  it('calculates what the rows mean', () => {
    const calculated = calculateSurvey({ lines: result.lines, variables: result.variables });
    // (4,25+2,10+4,25)*2,5 = 26.5; rectangle -(2*1,01)*2,135 = -4.3127 -> -4.313; -(12,5) = -12.5
    // 26.5 - 4.313 - 12.5 = 9.687 (the H line and the comment count nothing)
    expect(calculated.positions).toEqual([
      { oz: '1.01.010', quantity: '9.687', estimated: '0.000', lines: 3 },
    ]);
  });

  it('reports what it tolerated', () => {
    expect(result.warnings).toEqual([
      'Aufmaßzeile 7 (Position 1.01.010) hat keine Adresse; sie erhält 0005F0.',
      '1 Fortsetzungszeilen mehrzeiliger Rechenansätze hatten eigene Adressen; die Zeile trägt die Adresse ihrer letzten Zeile.',
      'In einigen Aufmaßzeilen stehen Zeichen in den Spalten 1–11; sie wurden nicht gelesen.',
      'Einige Aufmaßzeilen sind kürzer als 80 Zeichen; sie wurden aufgefüllt.',
    ]);
  });

  it('keeps an H line named like a variable as a line when its name means another variable where it is used', () => {
    const xml = document([
      '            *Variable L (Blatt 1)                                               ',
      '            H                914,25=                                 0001A0     ',
      '             Wand            910001A0*2=                             0002A0     ',
    ]);
    const read = readX31(xml);
    // On sheet 2, "L" would not mean sheet 1's variable: the helper stays a line and the reference an address.
    expect(read.variables).toEqual([]);
    expect(read.lines.map((line) => [line.text, line.expression])).toEqual([
      ['Variable L (Blatt 1)', '4,25'],
      ['Wand', '0001A0*2'],
    ]);
  });
});

describe('readX31: refused files', () => {
  it('refuses text that is not XML', () => {
    const error = readError('Aufmaß vom 12.03.2024');
    expect(error.code).toBe('not-xml');
    expect(error.message).toMatch(/^Die Datei ist kein gültiges XML \(Zeile 1, Spalte \d+\)\.$/);
  });

  it('refuses XML that breaks off', () => {
    const error = readError(exportRealistic().slice(0, 2000));
    expect(error.code).toBe('not-xml');
    expect(error.message).toMatch(/^Die Datei ist kein gültiges XML \(Zeile \d+, Spalte \d+\)\.$/);
  });

  it('refuses a DOCTYPE', () => {
    const error = readError('<?xml version="1.0"?>\n<!DOCTYPE GAEB [<!ENTITY a "aaaa">]>\n<GAEB/>');
    expect(error.code).toBe('not-xml');
    expect(error.message).toContain('DOCTYPE-Deklaration');
  });

  it('refuses another root element', () => {
    const error = readError('<?xml version="1.0"?><Aufmass><Zeile/></Aufmass>');
    expect(error.code).toBe('not-gaeb');
    expect(error.message).toBe(
      'Die Datei ist keine GAEB-DA-XML-Datei (Wurzelelement „Aufmass“ statt „GAEB“).',
    );
  });

  it('refuses a GAEB file of another phase', () => {
    const x83 = readError(sampleText('boq.x83'));
    expect(x83.code).toBe('wrong-phase');
    expect(x83.message).toBe(
      'Die Datei ist keine Mengenermittlung (X31), sondern eine GAEB-Datei der Phase X83.',
    );
    const dp84 = readError(document([GOOD_ROW], { dp: '84' }));
    expect(dp84.message).toBe(
      'Die Datei ist keine Mengenermittlung (X31), sondern eine GAEB-Datei der Phase X84.',
    );
  });

  it('refuses a row that is too long, naming the row, position and XML line', () => {
    const error = readError(document([GOOD_ROW, `${GOOD_ROW} `]));
    expect(error.code).toBe('malformed-row');
    expect(error.message).toBe(
      'Aufmaßzeile 2 (Position 01.0010, XML-Zeile 8): Die Zeile hat 81 statt 80 Zeichen.',
    );
    expect(error.row).toBe(2);
    expect(error.line).toBe(8);
  });

  it('refuses an invalid address, marker or formula number', () => {
    expect(readError(document([GOOD_ROW.replace('0001A0', '0000A0')])).message).toBe(
      'Aufmaßzeile 1 (Position 01.0010, XML-Zeile 7): Ungültige Adresse „0000A0“ in den Spalten 70–75.',
    );
    expect(readError(document([GOOD_ROW.replace('0001A0', '00X1A0')])).message).toContain(
      'Ungültige Adresse „00X1A0“',
    );
    expect(readError(document([`${GOOD_ROW.slice(0, 12)}X${GOOD_ROW.slice(13)}`])).message).toBe(
      'Aufmaßzeile 1 (Position 01.0010, XML-Zeile 7): Unbekanntes Kennzeichen „X“ in Spalte 13.',
    );
    expect(readError(document([`${GOOD_ROW.slice(0, 29)}9A${GOOD_ROW.slice(31)}`])).message).toBe(
      'Aufmaßzeile 1 (Position 01.0010, XML-Zeile 7): Ungültige Formelnummer „9A“ in den Spalten 30–31.',
    );
  });

  it('refuses a takeoff without its Row attribute and a file without BoQ', () => {
    const noRow = readError(document([GOOD_ROW]).replace(`<QTakeoff Row="${GOOD_ROW}"/>`, '<QTakeoff/>'));
    expect(noRow.message).toBe('Aufmaßzeile 1 (Position 01.0010, XML-Zeile 7): Das Attribut „Row“ fehlt.');
    const noBoq = readError(document([GOOD_ROW]).replace(/<BoQ [\s\S]*<\/BoQ>/, ''));
    expect(noBoq.code).toBe('missing-element');
    expect(noBoq.message).toBe('Das Element „BoQ“ fehlt in „QtyDeterm“ (XML-Zeile 4).');
  });

  it('refuses a file without exchange phase unless its namespace names X31', () => {
    const withoutDp = document([GOOD_ROW]).replace('<DP>31</DP>', '');
    expect(readX31(withoutDp).lines).toHaveLength(1); // the namespace .../DA31/3.3 says it
    const error = readError(withoutDp.replace(' xmlns="http://www.gaeb.de/GAEB_DA_XML/DA31/3.3"', ''));
    expect(error.code).toBe('wrong-phase');
    expect(error.message).toBe('Die Datenaustauschphase (DP) fehlt; erwartet wird 31 (Mengenermittlung).');
  });

  it('refuses a file above the size limit', () => {
    const xml = document([GOOD_ROW]);
    expect(xml.length).toBeGreaterThan(500);
    const error = readError(xml, { maxBytes: 500 });
    expect(error.code).toBe('too-large');
    expect(error.message).toBe('Die Datei ist größer als 500 Byte und wird nicht gelesen.');
  });

  it('reads the smallest valid file', () => {
    const result = readX31(document([GOOD_ROW]));
    expect(result.lines).toEqual([
      {
        id: 'x31-1',
        sheet: 1,
        row: 'A0',
        oz: '01.0010',
        marker: '',
        text: 'Wand',
        formulaNumber: 0,
        expression: '2*3',
      },
    ]);
  });
});
