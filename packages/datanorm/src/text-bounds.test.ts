import { describe, expect, it } from 'vitest';
import { collectDatanorm } from './collect';
import { readDatanorm } from './reader';
import { ofKind, readAll, sampleBytes, sampleNames } from './test-support/samples';
import { FIELD_MAX, TEXT_MAX } from './text-bounds';

const V4_HEADER = `V 150125${'Muster Großhandel GmbH'.padEnd(40)}${'Preisliste 2025'.padEnd(40)}${''.padEnd(35)}04EUR`;
const v4 = (...lines: string[]) => [V4_HEADER, ...lines].join('\r\n') + '\r\n';

describe('DATANORM texts: bounded, control characters removed, real files untouched', () => {
  it.each(sampleNames())('reads the sample %s without changing any text', async (name) => {
    const collection = await collectDatanorm(readDatanorm([sampleBytes(name)]));
    expect(collection.warnings).toEqual([]);
  });

  it('removes NUL from a line with a warning naming the line, and keeps DOS glyphs like 0x07 (•)', async () => {
    const records = await readAll(v4('A;N;1;00;Schrau\u0000be\u0000;\u0007 verzinkt;1;0;St;100;;;;'));
    expect(ofKind(records, 'article')[0]).toMatchObject({
      shortText1: 'Schraube',
      shortText2: '\u0007 verzinkt',
    });
    expect(ofKind(records, 'warning')).toEqual([
      {
        kind: 'warning',
        line: 2,
        message: '2 Nullzeichen oder ungültige Zeichen wurden aus der Zeile entfernt',
      },
    ]);
  });

  it('cuts an over-long field, naming the line and the field', async () => {
    const records = await readAll(v4(`A;N;1;00;${'Schraube '.repeat(500)};;1;0;St;100;;;;`));
    expect(ofKind(records, 'article')[0]?.shortText1.length).toBeLessThanOrEqual(FIELD_MAX);
    expect(ofKind(records, 'warning')).toEqual([
      { kind: 'warning', line: 2, message: `Feld 5 hatte 4500 Zeichen und wurde auf ${FIELD_MAX} gekürzt` },
    ]);
  });

  it('cuts a long text beyond the limit, also when it comes in parts, naming the text key', async () => {
    const line = 'Dieser Langtext ist sehr lang. '.repeat(60);
    const lines = Array.from({ length: 12_000 }, (_, i) => `T;N;LT1;;${i + 1};;${line};;;`);
    const records = await readAll(v4(...lines));
    const texts = ofKind(records, 'text');
    expect(texts.reduce((sum, text) => sum + text.text.length, 0)).toBeLessThanOrEqual(TEXT_MAX);
    expect(texts[0]?.text.startsWith('Dieser Langtext')).toBe(true);
    expect(ofKind(records, 'warning').map((warning) => warning.message)).toEqual([
      `Der Langtext „LT1“ ist länger als ${TEXT_MAX} Zeichen und wurde gekürzt`,
    ]);
  });
});
