import { validateWithXmllint } from '@vendoc/gaeb/test-support/xmllint';
import { describe, expect, it } from 'vitest';
import { calculateSurvey } from '../calculate';
import type { SurveyLine, SurveyResult, SurveyVariable } from '../model';
import {
  LONG_COMMENT,
  breakdown,
  expectedQuantities,
  lines,
  realisticInput,
  variables,
} from './fixtures/realistic-survey';
import { writeX31, type X31Input } from './write';

const ROW = /^ {11}.{69}$/u;

interface WrittenItem {
  quantity: string | null;
  rows: string[];
}

/** The items of a file in file order with their quantity and rows, keyed by OZ ("01.01.0010", "02.02.0030.a"). */
function writtenItems(xml: string): Map<string, WrittenItem> {
  const result = new Map<string, WrittenItem>();
  const path: string[] = [];
  let current: WrittenItem | null = null;
  for (const match of xml.matchAll(
    /<BoQCtgy [^>]*RNoPart="([^"]+)"|<\/BoQCtgy>|<Item [^>]*RNoPart="([^"]+)"(?: RNoIndex="([^"]+)")?|<Qty>([^<]*)<\/Qty>|<QTakeoff Row="([^"]*)"/g,
  )) {
    const [tag, ctgy, item, index, quantity, row] = match;
    if (ctgy !== undefined) path.push(ctgy);
    else if (tag === '</BoQCtgy>') path.pop();
    else if (item !== undefined) {
      current = { quantity: null, rows: [] };
      result.set([...path, item, ...(index ? [index] : [])].join('.'), current);
    } else if (quantity !== undefined && current) current.quantity = quantity;
    else if (row !== undefined)
      current?.rows.push(
        row
          .replace(/&lt;/g, '<')
          .replace(/&gt;/g, '>')
          .replace(/&quot;/g, '"')
          .replace(/&amp;/g, '&'),
      );
  }
  return result;
}

function rowsByItem(xml: string): Map<string, string[]> {
  return new Map([...writtenItems(xml)].map(([oz, item]) => [oz, item.rows]));
}

const allRows = (xml: string): string[] => [...rowsByItem(xml).values()].flat();

function exportRealistic(): { xml: string; warnings: string[] } {
  return writeX31(realisticInput(calculateSurvey({ lines, variables })));
}

function minimalInput(
  surveyLines: SurveyLine[],
  surveyVariables: SurveyVariable[] = [],
  items = [{ oz: '01.0010' }, { oz: '01.0020' }],
): X31Input {
  return {
    project: { name: 'Testprojekt' },
    survey: { name: 'Aufmaß 1', date: '2024-01-31' },
    boq: {
      name: 'LV',
      breakdown: [
        { type: 'BoQLevel', label: null, length: 2, numeric: true },
        { type: 'Item', label: null, length: 4, numeric: true },
      ],
      items: items.map((item) => ({ ...item, shortText: 'Text', unit: 'm2', quantity: null })),
    },
    lines: surveyLines,
    variables: surveyVariables,
    results: calculateSurvey({ lines: surveyLines, variables: surveyVariables }),
  };
}

const line = (
  address: string,
  oz: string | null,
  marker: SurveyLine['marker'],
  text: string,
  formulaNumber: number,
  expression: string,
): SurveyLine => ({
  id: address,
  sheet: Number(address.slice(0, 4)),
  row: address.slice(4),
  oz,
  marker,
  text,
  formulaNumber,
  expression,
});

describe('writeX31: a realistic survey', () => {
  it('validates against the official X31 schema', () => {
    const { xml } = exportRealistic();
    const validation = validateWithXmllint(xml, '31');
    expect(validation.output).not.toMatch(/error/i);
    expect(validation.valid).toBe(true);
  });

  it('is checked strictly: the schema check refuses a row of 79 characters', () => {
    const { xml } = exportRealistic();
    const broken = xml.replace('0001B0     "', '0001B0    "');
    expect(broken).not.toBe(xml);
    const validation = validateWithXmllint(broken, '31');
    expect(validation.valid).toBe(false);
    expect(validation.output).toContain("facet 'pattern'");
  });

  it('starts with the XML declaration and names the survey, project and method', () => {
    const { xml, warnings } = exportRealistic();
    expect(
      xml.startsWith(
        '<?xml version="1.0" encoding="UTF-8"?>\n<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA31/3.3">',
      ),
    ).toBe(true);
    expect(xml).toContain('<MethodDescription>REB23003-2009</MethodDescription>');
    expect(xml).toContain('<OrdDescr>Aufmaß 3 – Rohbau EG/OG</OrdDescr>');
    expect(xml).toContain('<ProjDescr>P-2024-017 Wohnhaus Müller &amp; Söhne, Lindenstraße 4</ProjDescr>');
    expect(xml).toContain('<Date>2024-05-17</Date>');
    expect(xml).toContain('<DP>31</DP>');
    expect(warnings).toEqual([]);
  });

  it('writes every row with exactly 80 characters, the first 11 blank', () => {
    const rows = allRows(exportRealistic().xml);
    expect(rows.length).toBeGreaterThan(20);
    for (const row of rows) {
      expect(Array.from(row)).toHaveLength(80);
      expect(row).toMatch(ROW);
    }
  });

  it('writes only items with lines, inside their categories, with the measured quantity', () => {
    const { xml } = exportRealistic();
    const items = rowsByItem(xml);
    expect([...items.keys()]).toEqual([
      '01.01.0010',
      '01.01.0020',
      '01.02.0010',
      '02.01.0010',
      '02.02.0030.a',
    ]);
    const quantities = Object.fromEntries([...writtenItems(xml)].map(([oz, item]) => [oz, item.quantity]));
    expect(quantities).toEqual(expectedQuantities);
    expect(xml).toMatch(/<Item ID="I5" RNoPart="0030" RNoIndex="a">/);
    expect(xml).not.toContain('Deckenputz');
  });

  it('writes plain, geometric, subtotal and comment lines in the REB columns', () => {
    const rows = allRows(exportRealistic().xml);
    expect(rows).toContain(
      '             Wand Nord       004,25*2,75=                            0001B0     ',
    );
    expect(rows).toContain(
      '             Tür             00-1,01*2,135=                          0001D0     ',
    );
    expect(rows).toContain(
      '            EWand Ost        04      3,50   2,75                     0001E0     ',
    );
    expect(rows).toContain(
      '            Z                00                                      0001F0     ',
    );
    expect(rows).toContain(
      '            SSchätzung       001,5*1,2=                              0001G0     ',
    );
    expect(rows).toContain(
      '            P                91                                      0001J0     ',
    );
    expect(rows).toContain(
      '                             05         2      3    1,5              0002D0     ',
    );
    expect(rows).toContain(
      '            *Hinweis                                                 0002G0     ',
    );
    expect(rows).toContain(
      '             Putz            000002B0*4,00=                          0002C0     ',
    );
  });

  it('continues a long comment on a second text row, the address on the last', () => {
    const rows = rowsByItem(exportRealistic().xml).get('01.01.0010') ?? [];
    const first = rows.indexOf(
      '            *Erdgeschoss, Wohnzimmer – Innenwände laut Plan A-101 vom           ',
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(rows[first + 1]).toBe(
      '            * 12.03.2024, Achse 1 bis 4, ohne Vorsatzschale          0001A0     ',
    );
    expect(LONG_COMMENT.length).toBeGreaterThan(56);
  });

  it('continues a long formula between tokens: formula number on each row, "=", marker and address on the last', () => {
    const rows = rowsByItem(exportRealistic().xml).get('01.01.0020') ?? [];
    const first = rows.indexOf(
      '             Öffnung         91(12,345+23,456+34,567+45,678)*(56,789            ',
    );
    expect(first).toBeGreaterThanOrEqual(0);
    expect(rows[first + 1]).toBe(
      '                             91-12,345)/7,5+0001E0*0,1=              0001H0     ',
    );
  });

  it('writes a text longer than the explanation as a text row without address before the calculation', () => {
    const rows = rowsByItem(exportRealistic().xml).get('01.01.0010') ?? [];
    const text = rows.indexOf(
      '            *Wand Süd mit Heizkörpernische                                      ',
    );
    expect(text).toBeGreaterThanOrEqual(0);
    expect(rows[text + 1]?.slice(11, 31)).toBe('                  91');
    expect(rows[text + 1]?.slice(69, 75)).toBe('0001C0');
  });

  it('exports variables as helper lines before their first use and references them by address', () => {
    const items = rowsByItem(exportRealistic().xml);
    const first = items.get('01.01.0010') ?? [];
    // L and H (survey-wide) are first used by 0001C0: helper lines at free rows between 0001B0 and 0001C0.
    const useAt = first.findIndex((row) => row.endsWith('0001C0     '));
    const helperL = first.indexOf(
      '            *Variable L                                                         ',
    );
    const helperH = first.indexOf(
      '            *Variable H                                                         ',
    );
    expect(first[helperL + 1]).toBe(
      '            H                914,25=                                 0001B1     ',
    );
    expect(first[helperH + 1]).toBe(
      '            H                912,75=                                 0001B2     ',
    );
    expect(helperL).toBeGreaterThan(-1);
    expect(helperL).toBeLessThan(useAt);
    expect(helperH).toBeLessThan(useAt);
    expect(first[useAt]).toBe(
      '                             910001B1*0001B2-0,80*0,60=              0001C0     ',
    );

    // Sheet 2's own L and B, before their first use 0002A0 (no free row before A0: appended after 0002G0).
    const sheet2 = items.get('01.02.0010') ?? [];
    expect(sheet2.slice(0, 5)).toEqual([
      '            *Variable L (Blatt 2)                                               ',
      '            H                915,00=                                 0002H0     ',
      '            *Variable B (Blatt 2)                                               ',
      '            H                913,10=                                 0002I0     ',
      '             Flur            910002H0*0002I0=                        0002A0     ',
    ]);
    // On sheet 2, L and B mean the sheet's own variables.
    expect(items.get('02.02.0030.a')).toEqual([
      '             Leiste          912*(0002H0+0002I0)=                    0002E0     ',
    ]);
    // F = L*H is survey-wide: it uses the survey-wide helpers, placed on sheet 2 before 0002F0.
    const third = items.get('02.01.0010') ?? [];
    expect(third).toContain(
      '            H                910001B1*0001B2=                        0002E1     ',
    );
    expect(third).toContain(
      '             Decke           910002E1=                               0002F0     ',
    );
  });

  it('puts variables nobody uses at the start of the first item', () => {
    const first = rowsByItem(exportRealistic().xml).get('01.01.0010') ?? [];
    expect(first.slice(0, 2)).toEqual([
      '            *Variable R                                                         ',
      '            H                910,5=                                  0001L0     ',
    ]);
  });

  it('attaches lines without OZ to the first item and comments to their neighbours', () => {
    const items = rowsByItem(exportRealistic().xml);
    expect(items.get('01.01.0010')).toContain(
      '            HZuschlag        000,05=                                 0001H1     ',
    );
    // 0001K0 has no OZ; the line before it on sheet 1 (0001J0) belongs to 01.01.0020.
    expect(items.get('01.01.0020')?.at(-1)).toBe(
      '            *Ende Blatt 1                                            0001K0     ',
    );
  });
});

describe('writeX31: special cases', () => {
  it('writes a counted line without OZ as a helper value with a warning', () => {
    const input = minimalInput([
      line('0001A0', '01.0020', '', 'Wand', 0, '2*3'),
      line('0001B0', null, '', 'Rest', 0, '1,5'),
    ]);
    const { xml, warnings } = writeX31(input);
    expect(rowsByItem(xml).get('01.0020')).toEqual([
      '             Wand            002*3=                                  0001A0     ',
      '            HRest            001,5=                                  0001B0     ',
    ]);
    expect(warnings).toEqual([
      'Zeile 0001B0 hat keine Position; sie wird als Hilfswert (H) bei 01.0020 exportiert, damit sie nicht mitgezählt wird.',
    ]);
    expect(validateWithXmllint(xml, '31').valid).toBe(true);
  });

  it('writes geometric values that do not fit the fixed fields as text, with a warning', () => {
    const input = minimalInput([
      line('0001A0', '01.0010', 'H', 'Höhe', 0, '2,5'),
      line('0001B0', '01.0010', '', 'Quader', 4, '12,5;0001A0*1,25;1234,5678'),
    ]);
    const { xml, warnings } = writeX31(input);
    expect(rowsByItem(xml).get('01.0010')?.[1]).toBe(
      '             Quader          0412,5;0001A0*1,25;1234,5678=           0001B0     ',
    );
    expect(warnings).toHaveLength(1);
    expect(warnings[0]).toContain(
      'Zeile 0001B0: Die Werte der Formel 4 passen nicht in die festen REB-Felder',
    );
    expect(validateWithXmllint(xml, '31').valid).toBe(true);
  });

  it('exports an expression with an error as typed, with a warning', () => {
    const { xml, warnings } = writeX31(minimalInput([line('0001A0', '01.0010', '', '', 91, '(2 + 3')]));
    expect(allRows(xml)).toEqual([
      '                             91(2+3=                                 0001A0     ',
    ]);
    expect(warnings).toEqual([
      'Zeile 0001A0: Der Rechenansatz enthält einen Fehler und wird wie eingegeben exportiert.',
    ]);
  });

  it('writes an OZ missing from the BoQ with its own parts, and leaves out one that does not fit', () => {
    const { xml, warnings } = writeX31(
      minimalInput([line('0001A0', '03.0090', '', '', 0, '1'), line('0001B0', '1.2.3', '', '', 0, '2')]),
    );
    expect([...rowsByItem(xml).keys()]).toEqual(['03.0090']);
    expect(warnings).toEqual([
      'Die Position „03.0090“ ist nicht im LV enthalten; sie wird mit ihrer OZ exportiert.',
      'Zeile 0001B0: Die OZ „1.2.3“ passt nicht zur Gliederung des LV; die Zeile wird nicht exportiert.',
    ]);
  });

  it('finds the item of an OZ typed without leading zeros', () => {
    const { xml, warnings } = writeX31(
      minimalInput([line('0001A0', '1.10', '', '', 0, '2'), line('0001B0', '01.0010', '', '', 0, '3')]),
    );
    expect(warnings).toEqual([]);
    expect([...writtenItems(xml)]).toEqual([
      [
        '01.0010',
        {
          quantity: '5.000', // 2 + 3: both lines measure the same position
          rows: [
            '                             002=                                    0001A0     ',
            '                             003=                                    0001B0     ',
          ],
        },
      ],
    ]);
  });

  it('replaces line breaks in texts and escapes XML characters', () => {
    const { xml, warnings } = writeX31(
      minimalInput([line('0001A0', '01.0010', '*', 'Wand <Nord> & "Süd"\nzweite Zeile\u0007', 0, '')]),
    );
    expect(allRows(xml)).toEqual([
      '            *Wand <Nord> & "Süd" zweite Zeile                        0001A0     ',
    ]);
    expect(xml).toContain('Wand &lt;Nord&gt; &amp; &quot;Süd&quot; zweite Zeile');
    expect(warnings).toEqual(['Zeile 0001A0: Zeilenumbrüche und Steuerzeichen im Text wurden ersetzt.']);
    expect(validateWithXmllint(xml, '31').valid).toBe(true);
  });

  it('warns about an H line whose text would make it a variable when read', () => {
    const { warnings } = writeX31(minimalInput([line('0001A0', '01.0010', 'H', 'Variable X', 0, '2')]));
    expect(warnings).toEqual([
      'Zeile 0001A0: Der Text „Variable X“ kennzeichnet Variablen; beim Einlesen wird die Zeile zur Variable.',
    ]);
  });

  it('writes a file without lines that still validates', () => {
    const { xml } = writeX31(minimalInput([]));
    expect(xml).toContain('<Itemlist/>');
    expect(validateWithXmllint(xml, '31').valid).toBe(true);
  });

  it('derives a breakdown when the BoQ has none', () => {
    const input = minimalInput([line('0001A0', '01.02.0010', '', '', 0, '1')], [], [{ oz: '01.02.0010' }]);
    const { xml, warnings } = writeX31({ ...input, boq: { ...input.boq, breakdown: [] } });
    expect(warnings).toEqual(['Das LV hat keine Gliederung (BoQBkdn); sie wurde aus den OZ abgeleitet.']);
    expect([...rowsByItem(xml).keys()]).toEqual(['01.02.0010']);
    expect(validateWithXmllint(xml, '31').valid).toBe(true);
  });

  it('leaves out a quantity too large for GAEB', () => {
    const input = minimalInput([line('0001A0', '01.0010', '', '', 0, '1')]);
    const results: SurveyResult = {
      ...input.results,
      positions: [{ oz: '01.0010', quantity: '123456789.000', estimated: '0.000', lines: 1 }],
    };
    const { xml, warnings } = writeX31({ ...input, results });
    expect(xml).not.toContain('<Qty>');
    expect(warnings).toEqual([
      'Die Menge „123456789.000“ der Position 01.0010 passt nicht in GAEB (Qty) und fehlt.',
    ]);
  });

  it('keeps the breakdown labels of the BoQ', () => {
    const { xml } = writeX31(realisticInput(calculateSurvey({ lines, variables })));
    expect(breakdown.map((level) => level.label)).toEqual(['Los', 'Titel', 'Position', null]);
    expect(xml).toContain('<LblBoQBkdn>Titel</LblBoQBkdn>');
  });
});
