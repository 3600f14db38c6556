import { describe, expect, it } from 'vitest';
import { GaebReadError } from '../errors';
import { readGaeb90 } from './reader';
import { file, opening, rec, refusal } from './test-helpers';

const title = (oz: string) => [rec('11', [3, oz], [12, 'N']), rec('12', [3, 'Titel'])];
const position = (oz: string, extra: [number, string][] = []) =>
  rec('21', [3, oz], [12, 'NNN'], [24, '00000001000'], [35, 'St'], ...extra);

/** The refusal's code, record, line and message (the first problem's message is the error's message). */
function refused(records: readonly string[] | Uint8Array) {
  const error = refusal(records);
  expect(error).toBeInstanceOf(GaebReadError);
  return { code: error.code, element: error.element, line: error.line, message: error.message };
}

describe('refused files: German messages with line and record type', () => {
  it('a file larger than the limit', () => {
    const bytes = file([opening(), rec('99')]);
    expect(() => readGaeb90(bytes, { maxBytes: 100 })).toThrow(
      expect.objectContaining({
        code: 'size-limit',
        message: 'Die Datei ist mit 164 Bytes größer als erlaubt (100 Bytes).',
      }),
    );
  });

  it('a file without records', () => {
    expect(refused(new Uint8Array([0x0d, 0x0a, 0x20]))).toEqual({
      code: 'not-gaeb',
      element: null,
      line: null,
      message: 'Die Datei enthält keine GAEB-90-Sätze.',
    });
  });

  it('a file that does not begin with the opening record', () => {
    expect(refused(file([rec('01', [3, 'LV'])]))).toEqual({
      code: 'not-gaeb',
      element: 'Satzart 01',
      line: 1,
      message: 'Zeile 1: die Datei beginnt nicht mit dem Eröffnungssatz (Satzart 00) einer GAEB-90-Datei.',
    });
  });

  it('an exchange phase GAEB 90 does not have', () => {
    expect(refused(file([rec('00', [11, '89'], [63, '1122PPPPI'])]))).toEqual({
      code: 'invalid-value',
      element: 'Satzart 00',
      line: 1,
      message:
        'Zeile 1, Satzart 00: die Datenart „89“ (Spalten 11–12) ist keine GAEB-90-Austauschphase (81 bis 86)',
    });
  });

  it('an OZ mask that is none', () => {
    expect(refused(file([rec('00', [11, '83'], [63, '2211PPPP'])])).message).toBe(
      'Zeile 1, Satzart 00: die OZ-Maske „2211PPPP“ (Spalten 63–71) ist ungültig: erlaubt sind die ' +
        'Gliederungsstufen 1 bis 9 der Reihe nach, P für die Position und I für den Index',
    );
  });

  it('an OZ that does not fit the mask', () => {
    expect(refused([opening('83', '11PPPP'), ...title('01'), position('01.0')])).toEqual({
      code: 'invalid-value',
      element: 'Satzart 21',
      line: 4,
      message:
        'Zeile 4, Satzart 21: die Ordnungszahl „01.0“ passt nicht zur OZ-Maske „11PPPP“: die Position „.0“ ist keine Zahl',
    });
    expect(refused([opening('83', '11PPPP'), position('010010  7')]).message).toBe(
      'Zeile 2, Satzart 21: die Ordnungszahl „010010  7“ passt nicht zur OZ-Maske „11PPPP“: Stelle 7 gehört zu keiner Stufe der Maske',
    );
    expect(refused([opening('83', '11PPPP'), position('  0010')]).message).toBe(
      'Zeile 2, Satzart 21: die Ordnungszahl „0010“ passt nicht zur OZ-Maske „11PPPP“: eine Gliederungsstufe vor der Position ist leer',
    );
    expect(refused([opening('83', '11PPPP'), position('01')]).message).toBe(
      'Zeile 2, Satzart 21: die Ordnungszahl „01“ passt nicht zur OZ-Maske „11PPPP“: die Position fehlt',
    );
    expect(refused([opening('83', '11PPPPI'), position('010010#')]).message).toBe(
      'Zeile 2, Satzart 21: die Ordnungszahl „010010#“ passt nicht zur OZ-Maske „11PPPPI“: der Index „#“ ist ungültig',
    );
    expect(refused([opening('83', '11PPPPI'), position('01    b')]).message).toBe(
      'Zeile 2, Satzart 21: die Ordnungszahl „01    b“ passt nicht zur OZ-Maske „11PPPPI“: ein Index ohne Position',
    );
    expect(refused([opening('83', '1122PPPP'), rec('11', [3, '  01'])]).message).toBe(
      'Zeile 2, Satzart 11: die Ordnungszahl „01“ passt nicht zur OZ-Maske „1122PPPP“: die Stufe 2 ist gefüllt, eine höhere aber leer',
    );
    expect(refused([opening('83', '1122PPPP'), rec('11', [3, '01010010'])]).message).toBe(
      'Zeile 2, Satzart 11: die Ordnungszahl „01010010“ passt nicht zur OZ-Maske „1122PPPP“: ein Titel füllt nur seine Gliederungsstufen',
    );
  });

  it('a quantity, price or total that is no number', () => {
    expect(refused([...title('01'), ...title('0101'), position('01010010', [[24, '0000012,5x0']])])).toEqual({
      code: 'invalid-value',
      element: 'Satzart 21',
      line: 6,
      message:
        'Zeile 6, Satzart 21, Position 01.01.0010: die Menge „0000012,5x0“ (Spalten 23–34) ist keine Zahl',
    });
    expect(refused([opening('84'), rec('23', [3, '01010010'], [13, '1O0'])]).message).toBe(
      'Zeile 2, Satzart 23, Position 01.01.0010: der Einheitspreis „1O0“ (Spalten 12–23) ist keine Zahl',
    );
    expect(refused([opening('86'), ...title('01'), rec('31', [3, '01'], [25, 'zwölf'])]).message).toBe(
      'Zeile 4, Satzart 31: die Summe „zwölf“ (Spalten 24–36) ist keine Zahl',
    );
  });

  it('the same OZ twice', () => {
    expect(
      refused([...title('01'), ...title('0101'), position('01010010'), position('01010010')]).message,
    ).toBe('Zeile 7, Satzart 21: die Ordnungszahl „01.01.0010“ kommt doppelt vor (zuerst in Zeile 6)');
  });

  it('texts and labels without the record they belong to', () => {
    expect(refused([rec('25', [3, 'Kurztext'])])).toEqual({
      code: 'malformed-record',
      element: 'Satzart 25',
      line: 2,
      message:
        'Zeile 2, Satzart 25: Kurztext ohne vorangehende Position (Satzart 21), Unterbeschreibung (24) oder Hinweistext (20)',
    });
    expect(refused([rec('27', [3, 'B'], [4, '1'])]).message).toBe(
      'Zeile 2, Satzart 27: Textergänzung ohne vorangehende Position (Satzart 21), Unterbeschreibung (24) oder Hinweistext (20)',
    );
    expect(refused([rec('12', [3, 'Titel'])]).message).toBe(
      'Zeile 2, Satzart 12: Bezeichnung ohne vorangehenden Los- oder Titelsatz (Satzart 10 oder 11)',
    );
    expect(refused([rec('24', [3, '01'])]).message).toBe(
      'Zeile 2, Satzart 24: Unterbeschreibung ohne vorangehende Position (Satzart 21)',
    );
  });

  it('a text complement of an unknown kind', () => {
    expect(
      refused([...title('01'), ...title('0101'), position('01010010'), rec('27', [3, 'X'], [4, '1'])])
        .message,
    ).toBe(
      'Zeile 7, Satzart 27, Position 01.01.0010: die Art der Textergänzung „X“ (Spalte 3) ist weder A (Auftraggeber) noch B (Bieter)',
    );
  });

  it('a group number that is none', () => {
    expect(
      refused([...title('01'), ...title('0101'), rec('21', [3, '01010010'], [12, 'GNN'], [15, 'x1'])])
        .message,
    ).toBe('Zeile 6, Satzart 21, Position 01.01.0010: die Gruppe „x1“ (Spalten 15–16) ist keine Zahl');
  });

  it('lots: a lot number that is none, a position outside of a lot', () => {
    expect(refused([opening('83', '1PPPP'), rec('10', [3, 'A1'])]).message).toBe(
      'Zeile 2, Satzart 10: die Losnummer „A1“ (Spalten 3–4) ist keine Zahl',
    );
    expect(
      refused([opening('83', '1PPPP'), rec('10', [3, '01']), rec('33', [3, '01']), rec('21', [3, '10010'])])
        .message,
    ).toBe(
      'Zeile 4, Satzart 21: die Ordnungszahl „10010“ steht außerhalb eines Loses (Satzart 10), obwohl die Datei Lose hat',
    );
  });

  it('a second opening record, a line that is no record', () => {
    expect(refused([opening(), opening()]).message).toBe(
      'Zeile 2, Satzart 00: ein zweiter Eröffnungssatz; eine GAEB-90-Datei hat nur einen',
    );
    expect(refused([rec('<?', [3, 'xml'])]).message).toBe(
      'Zeile 2, Satzart <?: "<?" ist keine Satzart (Spalten 1–2)',
    );
  });

  it('counts further problems in the message and lists them as issues', () => {
    const error = refusal([rec('25'), rec('25'), rec('25')]);
    expect(error.message).toBe(
      'Zeile 2, Satzart 25: Kurztext ohne vorangehende Position (Satzart 21), Unterbeschreibung (24) oder ' +
        'Hinweistext (20) (und 2 weitere Probleme)',
    );
    expect(error.issues.map((issue) => issue.line)).toEqual([2, 3, 4]);
  });
});
