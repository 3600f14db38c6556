import { describe, expect, it } from 'vitest';
import { GaebReadError } from '../errors';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX } from '../text-bounds';
import { readGaeb2000 } from './reader';
import { cp1252, refusal } from './test-support';

/** A P83 with `position` as the fields of Position 01.0010 (line 15 on) and `lv` added to the LV. */
function p83(position: string, options: { lv?: string; vergabe?: string; info?: string } = {}): string {
  return [
    '#begin[GAEB]',
    ' #begin[GAEBInfo]',
    `  [Zeichensatz]ANSI[end]${options.info ?? ''}`,
    ' #end[GAEBInfo]',
    ' #begin[Vergabe]',
    `  ${options.vergabe ?? '[DP]83[end]'}`,
    '  #begin[LV]',
    '   #begin[LVInfo]',
    '    #begin[LVGlied]',
    '     [Typ]LVStufe[end]',
    '     [Laenge]2[end]',
    '    #end[LVGlied]',
    '    #begin[LVGlied]',
    '     [Typ]Position[end]',
    '     [Laenge]4[end]',
    '    #end[LVGlied]',
    '   #end[LVInfo]',
    '   #begin[LVBereich]',
    '    [OZ]01[end]',
    '    #begin[Position]',
    '     [OZ]010010[end]',
    ...position.split('\n').map((line) => `     ${line}`),
    '    #end[Position]',
    '   #end[LVBereich]',
    ...(options.lv ? [options.lv] : []),
    '  #end[LV]',
    ' #end[Vergabe]',
    '#end[GAEB]',
  ].join('\r\n');
}

// Line of the first field of the Position in p83().
const POSITION_LINE = 22;

describe('refused files: German messages with line and block or tag', () => {
  it('names line, tag and position of a value that is no number', () => {
    const error = refusal(p83('[ME]m2[end]\n[Menge]12,5x[end]'));
    expect(error).toBeInstanceOf(GaebReadError);
    expect(error.code).toBe('invalid-value');
    expect(error.element).toBe('[Menge]');
    expect(error.line).toBe(POSITION_LINE + 1);
    expect(error.message).toBe(
      `Zeile ${POSITION_LINE + 1}, [Menge]: „12,5x“ ist keine Zahl (Position 01.0010)`,
    );
  });

  it.each([
    ['[EP]1,2,3[end]', '[EP]', '„1,2,3“ ist keine Zahl (Position 01.0010)'],
    ['[Pauschal]vielleicht[end]', '[Pauschal]', '„vielleicht“ ist weder Ja noch Nein (Position 01.0010)'],
    ['[ALNGruppe]eins[end]\n[ALNNr]1[end]', '[ALNGruppe]', '„eins“ ist keine ganze Zahl (Position 01.0010)'],
    [
      '[Bedarfspos]manchmal[end]',
      '[Bedarfspos]',
      '„manchmal“ ist keine Bedarfsposition-Angabe (MitGB, OhneGB) (Position 01.0010)',
    ],
    [
      '[Menge]1'.padEnd(80, '0') + '[end]',
      '[Menge]',
      `„1${'0'.repeat(59)}…“ ist keine Zahl (Position 01.0010)`,
    ],
  ])('refuses %s', (fields, element, message) => {
    const error = refusal(p83(fields));
    expect(error.code).toBe('invalid-value');
    expect(error.element).toBe(element);
    expect(error.issues[0]?.message).toBe(message);
    expect(error.line).toBe(POSITION_LINE);
  });

  it('refuses a position without OZ', () => {
    const text = p83('[Menge]1[end]').replace('[OZ]010010[end]', '[OZ] [end]');
    const error = refusal(text);
    expect(error.code).toBe('missing-element');
    expect(error.message).toBe(
      `Zeile ${POSITION_LINE - 1}, [OZ]: die OZ der Position fehlt ([OZ]) (Bereich 01)`,
    );
  });

  it('refuses a Bereich without OZ', () => {
    const error = refusal(p83('[Menge]1[end]').replace('    [OZ]01[end]\r\n', ''));
    expect(error.code).toBe('missing-element');
    expect(error.element).toBe('#begin[LVBereich]');
    expect(error.issues[0]?.message).toBe('die OZ des Bereichs fehlt ([OZ])');
  });

  it('refuses an unknown breakdown type and a LVGlied without type', () => {
    const unknown = refusal(p83('[Menge]1[end]').replace('[Typ]LVStufe[end]', '[Typ]Kapitel[end]'));
    expect(unknown.message).toBe(
      'Zeile 10, [Typ]: „Kapitel“ ist keine Gliederungsart (Los, LVStufe, Position, Index)',
    );
    const missing = refusal(p83('[Menge]1[end]').replace('     [Typ]LVStufe[end]\r\n', ''));
    expect(missing.message).toBe('Zeile 9, #begin[LVGlied]: [Typ] der Gliederungsstufe fehlt');
  });

  it('refuses a file without exchange phase, with an invalid one and without Vergabe', () => {
    expect(refusal(p83('[Menge]1[end]', { vergabe: '' })).message).toBe(
      'Zeile 5, #begin[Vergabe]: die Austauschphase [DP] fehlt',
    );
    expect(refusal(p83('[Menge]1[end]', { vergabe: '[DP]X83[end]' })).message).toBe(
      'Zeile 6, [DP]: „X83“ ist keine Austauschphase (81 bis 86)',
    );
    const error = refusal('#begin[GAEB]\r\n #begin[PrjInfo]\r\n #end[PrjInfo]\r\n#end[GAEB]\r\n');
    expect(error.message).toBe(
      'Zeile 1, #begin[GAEB]: der Block #begin[Vergabe] fehlt: die Datei enthält keine Austauschphase',
    );
  });

  it('refuses what is not GAEB 2000', () => {
    const xml = refusal('<?xml version="1.0"?><GAEB/>');
    expect(xml.code).toBe('not-gaeb');
    expect(xml.message).toBe(
      'Zeile 1: die Datei beginnt mit „<?xml version="1.0"?><GAEB/>“, nicht mit #begin[GAEB]: keine GAEB-2000-Datei',
    );
    expect(refusal('#begin[LV]\r\n#end[LV]').message).toBe(
      'Zeile 1, #begin[LV]: die Datei beginnt mit #begin[LV], nicht mit #begin[GAEB]: keine GAEB-2000-Datei',
    );
    expect(refusal('').code).toBe('not-gaeb');
    expect(refusal('#begin[]').code).toBe('not-gaeb');
  });

  it('refuses a field without [end], naming its line and tag', () => {
    const error = refusal(p83('[Menge]12,5\n[ME]m2[end]'));
    expect(error.code).toBe('malformed-xml');
    expect(error.message).toBe(
      `Zeile ${POSITION_LINE}, [Menge]: das Feld wird nicht mit [end] abgeschlossen`,
    );
    const last = refusal(p83('[ME]m2[end]').replace(/\[end\]\r\n {4}#end\[Position\][\s\S]*$/, ''));
    expect(last.issues.map((issue) => issue.element)).toContain('[ME]');
  });

  it('refuses blocks that are not closed or closed wrongly', () => {
    const unclosed = refusal(p83('[Menge]1[end]').replace('    #end[Position]\r\n', ''));
    expect(unclosed.message).toBe(
      `Zeile 23, #begin[Position]: Block #begin[Position] aus Zeile ${POSITION_LINE - 2} wird vor #end[LVBereich] nicht geschlossen`,
    );
    const stray = refusal(p83('[Menge]1[end]\n#end[Beschreibung]'));
    expect(stray.message).toBe(
      `Zeile ${POSITION_LINE + 1}, #end[Beschreibung]: #end[Beschreibung] schließt keinen offenen Block`,
    );
    const open = refusal(p83('[Menge]1[end]').replace('#end[GAEB]', ''));
    expect(open.message).toBe('Zeile 1, #begin[GAEB]: der Block wird nicht mit #end[GAEB] geschlossen');
    const bad = refusal(p83('#begin[Ä Ö]'));
    expect(bad.message).toBe(`Zeile ${POSITION_LINE}: „#begin[Ä Ö]“ ist keine gültige Blockmarke`);
  });

  it('lists every problem and says how many more there are', () => {
    const error = refusal(p83('[Menge]x[end]\n[EP]y[end]\n[GB]z[end]'));
    expect(error.issues.map((issue) => issue.element)).toEqual(['[Menge]', '[EP]', '[GB]']);
    expect(error.message).toBe(
      `Zeile ${POSITION_LINE}, [Menge]: „x“ ist keine Zahl (Position 01.0010) (und 2 weitere Probleme)`,
    );
    const two = refusal(p83('[Menge]x[end]\n[EP]y[end]'));
    expect(two.message.endsWith('(und 1 weiteres Problem)')).toBe(true);
    const many = refusal(p83(Array.from({ length: 80 }, () => '[Menge]x[end]').join('\n')));
    expect(many.issues).toHaveLength(50);
  });

  it('refuses files over the size limit and nesting over the depth limit', () => {
    const size = refusal(cp1252(p83('[Menge]1[end]')), { maxBytes: 100 });
    expect(size.code).toBe('size-limit');
    expect(size.message).toBe('die Datei ist größer als die Grenze von 100 Bytes');
    const deep = refusal(`#begin[GAEB]\r\n${'#begin[X]\r\n'.repeat(70)}`);
    expect(deep.code).toBe('depth-limit');
    expect(deep.message).toBe('Zeile 65, #begin[X]: Blöcke sind tiefer als 64 Ebenen verschachtelt');
    expect(refusal(`#begin[GAEB]\r\n${'#begin[X]\r\n'.repeat(5)}`, { maxDepth: 3 }).code).toBe('depth-limit');
  });
});

describe('tolerated with a German warning', () => {
  const warningsOf = (text: string | Uint8Array) => readGaeb2000(text).warnings;

  it('names the position of what it did not read, once per tag', () => {
    const warnings = warningsOf(
      p83('[Menge]1[end]\n[Farbe]rot[end]\n[Farbe]blau[end]\n#begin[Kalkulation]\n#end[Kalkulation]'),
    );
    expect(warnings).toEqual([
      {
        message: 'Position 01.0010: unbekanntes Feld [Farbe] in #begin[Position] nicht gelesen',
        element: '[Farbe]',
        line: POSITION_LINE + 1,
      },
      {
        message: 'Position 01.0010: unbekannter Block #begin[Kalkulation] in #begin[Position] nicht gelesen',
        element: '#begin[Kalkulation]',
        line: POSITION_LINE + 3,
      },
    ]);
  });

  it('reports vendor blocks, a decimal point, an unknown Zeichensatz and content after #end[GAEB]', () => {
    const text = `${p83('[Menge]12.5[end]', { info: '\r\n  #begin[_Dangl]\r\n  #end[_Dangl]' })}\r\nRest`;
    const messages = warningsOf(
      cp1252(text.replace('[Zeichensatz]ANSI[end]', '[Zeichensatz]EBCDIC[end]')),
    ).map((warning) => warning.message);
    expect(messages).toEqual([
      'Zeichensatz „EBCDIC“ ist unbekannt; die Datei wurde als Windows-1252 gelesen.',
      'Inhalt nach #end[GAEB] ignoriert',
      'herstellerspezifischer Block #begin[_Dangl] in #begin[GAEBInfo] nicht gelesen',
      'Position 01.0010: Dezimalpunkt in „12.5“ als 12.500 gelesen',
    ]);
  });

  it('reads a file declared UTF-8 that is not as Windows-1252', () => {
    const bytes = cp1252(p83('[ME]Stück[end]').replace('[Zeichensatz]ANSI[end]', '[Zeichensatz]UTF-8[end]'));
    const result = readGaeb2000(bytes);
    expect(result.encoding).toBe('windows-1252');
    expect(result.warnings[0]?.message).toBe(
      'Die Datei ist nicht gültiges UTF-8 wie angegeben; sie wurde als Windows-1252 gelesen.',
    );
  });

  it('reports an OZ outside of its Bereich and an OZ that does not fit the breakdown', () => {
    const outside = warningsOf(p83('[Menge]1[end]').replace('[OZ]010010[end]', '[OZ]020010[end]'));
    expect(outside.map((warning) => warning.message)).toEqual([
      'Bereich 01: OZ „020010“ beginnt nicht mit der OZ „01“ ihres Bereichs',
    ]);
    const odd = readGaeb2000(p83('[Menge]1[end]').replace('[OZ]010010[end]', '[OZ]1x[end]'));
    expect(odd.warnings.map((warning) => warning.message)).toEqual([
      'Bereich 01: OZ „1x“ passt nicht zur Gliederung des LV (LVGlied); wie geschrieben gelesen',
    ]);
    expect(odd.document.award?.boq?.body.entries[0]?.kind).toBe('category');
  });

  it('ignores text outside of fields and removes control characters', () => {
    const result = readGaeb2000(p83('[Menge]1[end]\nlose Worte\n[ME]m\u0000\u00012[end]'));
    expect(result.warnings.map((warning) => [warning.message, warning.line])).toEqual([
      ['2 unzulässige Steuerzeichen (NUL, Steuerzeichen) entfernt', POSITION_LINE + 2],
      ['Text außerhalb eines Feldes ignoriert: „lose Worte“', POSITION_LINE + 1],
    ]);
  });

  it('cuts over-long short and long texts and names the position', () => {
    const long = 'a'.repeat(LONG_TEXT_MAX + 10);
    const short = 'b'.repeat(SHORT_TEXT_MAX + 5);
    const result = readGaeb2000(
      p83(
        `#begin[Beschreibung]\n[Kurztext]${short}[end]\n[Langtext]${long}[end]\n[Langtext]mehr[end]\n#end[Beschreibung]`,
      ),
    );
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      `Position 01.0010: Kurztext mit ${SHORT_TEXT_MAX + 5 + 2} Zeichen auf ${SHORT_TEXT_MAX} Zeichen gekürzt`,
      `Position 01.0010: Langtext mit ${LONG_TEXT_MAX + 10 + 2} Zeichen auf ${LONG_TEXT_MAX} Zeichen gekürzt`,
      `Position 01.0010: Langtext über ${LONG_TEXT_MAX} Zeichen hinaus nicht gelesen`,
    ]);
  });

  it('reports text complements without kind, incomplete alternatives, other phases and a second LV', () => {
    const complement = warningsOf(
      p83(
        '#begin[Beschreibung]\n#begin[TextErgaenzung]\n[Text]x[end]\n#end[TextErgaenzung]\n#end[Beschreibung]',
      ),
    );
    expect(complement.map((warning) => warning.message)).toEqual([
      'Position 01.0010: Textergänzung ohne [Art]; als Ergänzung des Auftraggebers (AG) gelesen',
    ]);
    const art = warningsOf(
      p83(
        '#begin[Beschreibung]\n#begin[TextErgaenzung]\n[Art]XY[end]\n#end[TextErgaenzung]\n#end[Beschreibung]',
      ),
    );
    expect(art[0]?.message).toBe(
      'Position 01.0010: Textergänzung der Art „XY“ ist weder AG noch AN; als AG gelesen',
    );
    expect(warningsOf(p83('[ALNGruppe]2[end]'))[0]?.message).toBe(
      'Position 01.0010: [ALNGruppe] und [ALNNr] gehören zusammen; als Grundposition gelesen',
    );
    expect(warningsOf(p83('[Menge]1[end]', { vergabe: '[DP]89[end]' }))[0]?.message).toBe(
      'Austauschphase 89 ist keine der Phasen 81 bis 86 von GAEB 2000; sie wird trotzdem gelesen',
    );
    expect(
      warningsOf(p83('[Menge]1[end]').replace('#end[LV]', '#end[LV]\r\n  #begin[LV]\r\n  #end[LV]')).map(
        (warning) => warning.message,
      ),
    ).toEqual(['ein zweites LV in der Vergabe wurde nicht gelesen']);
  });
});

describe('positions outside of the breakdown', () => {
  it('reads a position directly in the LV of a breakdown with Bereiche as written, with a warning', () => {
    const text = p83('[Menge]1[end]', {
      lv: '   #begin[Position]\r\n    [OZ]020010[end]\r\n   #end[Position]',
    });
    const result = readGaeb2000(text);
    const direct = result.document.award?.boq?.body.itemlist?.[0];
    expect(direct?.kind === 'item' ? direct.oz : null).toBe('020010');
    expect(result.warnings.map((warning) => warning.message)).toEqual([
      'OZ „020010“ steht nicht in einem Bereich der letzten Gliederungsstufe; wie geschrieben gelesen',
      'enthält Bereiche und Positionen nebeneinander; DA XML erlaubt nur eines davon',
    ]);
  });
});

describe('bounded warnings', () => {
  it('reports at most 500 warnings, the last saying how many more there were', () => {
    const unknown = Array.from({ length: 800 }, (_, i) => `[Unbekannt${i}]x[end]`).join('\n');
    const { warnings } = readGaeb2000(p83(`[Menge]1[end]\n${unknown}`));
    expect(warnings).toHaveLength(500);
    expect(warnings[498]?.message).toBe(
      'Position 01.0010: unbekanntes Feld [Unbekannt498] in #begin[Position] nicht gelesen',
    );
    expect(warnings[499]).toEqual({ message: '301 weitere Hinweise nicht einzeln aufgeführt' });
  });
});

describe('KurzLang', () => {
  it('reads 1 as AllTxt and reports a value it does not know', () => {
    const lv = (value: string) =>
      readGaeb2000(
        p83('[Menge]1[end]').replace('   #end[LVInfo]', `    [KurzLang]${value}[end]\r\n   #end[LVInfo]`),
      );
    expect(lv('1').document.award?.boq?.info.outlineCompleteness).toBe('AllTxt');
    expect(lv('DetailTxt').document.award?.boq?.info.outlineCompleteness).toBe('DetailTxt');
    const unknown = lv('9');
    expect(unknown.document.award?.boq?.info.outlineCompleteness).toBeNull();
    expect(unknown.warnings).toEqual([
      { message: '[KurzLang] „9“ ist unbekannt und wurde nicht übernommen', element: '[KurzLang]', line: 17 },
    ]);
  });
});

describe('the order of remarks', () => {
  it('keeps a remark before the Bereiche where it stands', () => {
    const text = p83('[Menge]1[end]').replace(
      '   #begin[LVBereich]',
      '   #begin[Hinweistext]\r\n    #begin[Beschreibung]\r\n     [Kurztext]Vorbemerkung[end]\r\n    #end[Beschreibung]\r\n   #end[Hinweistext]\r\n   #begin[LVBereich]',
    );
    const { document, warnings } = readGaeb2000(text);
    expect(document.award?.boq?.body.entries.map((entry) => entry.kind)).toEqual(['remark', 'category']);
    expect(warnings).toEqual([]);
  });

  it('reports a Bereich with both Unterbereiche and Positionen', () => {
    const text = p83('[Menge]1[end]').replace(
      '    #begin[Position]',
      '    #begin[LVBereich]\r\n     [OZ]0101[end]\r\n    #end[LVBereich]\r\n    #begin[Position]',
    );
    expect(readGaeb2000(text).warnings.map((warning) => warning.message)).toContain(
      'Bereich 01: enthält Bereiche und Positionen nebeneinander; DA XML erlaubt nur eines davon',
    );
  });
});

describe('line ends', () => {
  it('reads a file with CR line ends (old Mac) with the right line numbers', () => {
    const error = refusal(p83('[ME]m2[end]\n[Menge]12,5x[end]').replaceAll('\r\n', '\r'));
    expect(error.message).toBe(
      `Zeile ${POSITION_LINE + 1}, [Menge]: „12,5x“ ist keine Zahl (Position 01.0010)`,
    );
    expect(readGaeb2000(p83('[Menge]1[end]').replaceAll('\r\n', '\r')).warnings).toEqual([]);
  });
});
