import { readFileSync } from 'node:fs';
import { SHORT_TEXT_MAX } from '@vendoc/gaeb/text-bounds';
import { describe, expect, it } from 'vitest';
import { calculateSurvey } from '../calculate';
import { lines, realisticInput, variables } from './fixtures/realistic-survey';
import { readX31 } from './read';
import { buildTextRow } from './row';
import { writeX31 } from './write';

const CHANGED = /gekürzt|entfernt/;
const realistic = writeX31(realisticInput(calculateSurvey({ lines, variables }))).xml;

/** An X31 file with one item 01.0010 and these takeoff rows. */
function x31(rows: string[], info = ''): string {
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<GAEB xmlns="http://www.gaeb.de/GAEB_DA_XML/DA31/3.3">',
    '<GAEBInfo><Version>3.3</Version><VersDate>2023-01</VersDate><Date>2024-01-31</Date></GAEBInfo>',
    `<QtyDeterm><QtyDetermInfo><MethodDescription>REB23003-2009</MethodDescription>${info}</QtyDetermInfo><DP>31</DP>`,
    '<BoQ ID="B1"><BoQBkdn><Type>BoQLevel</Type><Length>2</Length><Num>Yes</Num></BoQBkdn><BoQBkdn><Type>Item</Type><Length>4</Length><Num>Yes</Num></BoQBkdn>',
    '<BoQBody><BoQCtgy ID="C1" RNoPart="1"><BoQBody><Itemlist><Item ID="I1" RNoPart="10"><QtyDeterm>',
    ...rows.map((row) => `<QDetermItem><QTakeoff Row="${row}"/></QDetermItem>`),
    '</QtyDeterm></Item></Itemlist></BoQBody></BoQCtgy></BoQBody></BoQ></QtyDeterm></GAEB>',
  ].join('\n');
}
const LINE = '             Wand            002*3=                                  0001A0     ';

describe('X31 texts: bounded, forbidden characters cleaned, real files untouched', () => {
  it('reads the files of other programs and its own export without cutting or cleaning anything', () => {
    const other = readFileSync(new URL('./fixtures/other-program-3.2.x31', import.meta.url));
    for (const file of [other, realistic]) {
      expect(readX31(file).warnings.filter((warning) => CHANGED.test(warning))).toEqual([]);
    }
  });

  it('cuts a survey name beyond the limit, naming the element and line', () => {
    const name = 'Aufmaß '.repeat(10_000);
    const read = readX31(x31([LINE], `<OrdDescr>${name}</OrdDescr>`));
    expect(read.surveyName).toBe(name.trim().slice(0, SHORT_TEXT_MAX));
    expect(read.warnings).toEqual([
      `Der Text von „OrdDescr“ (XML-Zeile 4) war ${name.trim().length.toLocaleString('de-DE')} Zeichen lang und wurde auf 2.000 gekürzt.`,
    ]);
  });

  it('cuts the text of a line made of many text rows, naming address and position', () => {
    const rows = Array.from({ length: 60 }, () =>
      buildTextRow('Wandfläche im Erdgeschoss, Nordseite, ohne Fenster', null),
    );
    const read = readX31(x31([...rows, LINE]));
    expect(read.lines).toHaveLength(1);
    expect(read.lines[0]?.text.length).toBeLessThanOrEqual(SHORT_TEXT_MAX);
    expect(read.lines[0]?.expression).toBe('2*3');
    expect(read.warnings.filter((warning) => CHANGED.test(warning))).toEqual([
      expect.stringMatching(
        /^Zeile 0001A0 \(Position 01\.0010\): Der Text war [\d.]+ Zeichen lang und wurde auf 2\.000 gekürzt\.$/,
      ),
    ]);
  });

  it('removes NUL and forbidden character references with a warning instead of refusing the file', () => {
    const read = readX31(x31([LINE], '<OrdDescr>Auf\u0000maß&#0;</OrdDescr>'));
    expect(read.surveyName).toBe('Aufmaß');
    expect(read.warnings).toEqual([
      '2 Zeichen, die XML nicht erlaubt (Nullzeichen, Steuerzeichen, einzelne Surrogate), wurden entfernt (zuerst in XML-Zeile 4).',
    ]);
  });
});
