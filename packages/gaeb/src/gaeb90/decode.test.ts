import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeGaeb90, detectGaeb90Encoding } from './decode';

const bytes = (text: string, encoding: string) => new Uint8Array(iconv.encode(text, encoding));
const GERMAN = 'Oberboden abtragen, Größte Höhe der Mieten über 2 m, Straße';

describe('detectGaeb90Encoding', () => {
  it('tells the DOS code pages from Windows-1252 by what umlauts and ß decode to', () => {
    expect(detectGaeb90Encoding(bytes(GERMAN, 'cp437'))).toBe('cp437');
    expect(detectGaeb90Encoding(bytes(GERMAN, 'cp850'))).toBe('cp437');
    expect(detectGaeb90Encoding(bytes(GERMAN, 'windows-1252'))).toBe('windows-1252');
  });

  it('takes CP850 when signs only CP850 has (§, ³, Ø) stand in the text', () => {
    expect(detectGaeb90Encoding(bytes('Füllboden nach § 4, 80 m³, Rohr Ø 100', 'cp850'))).toBe('cp850');
    expect(detectGaeb90Encoding(bytes('Füllboden 80 m², 20 °C', 'cp437'))).toBe('cp437');
  });

  it('takes Windows-1252 for €, typographic quotes and dashes', () => {
    expect(detectGaeb90Encoding(bytes('Kosten ca. 80 € – „Biberschwanz“', 'windows-1252'))).toBe(
      'windows-1252',
    );
  });

  it('recognises UTF-8 and plain ASCII', () => {
    expect(detectGaeb90Encoding(new TextEncoder().encode(GERMAN))).toBe('utf-8');
    expect(detectGaeb90Encoding(new TextEncoder().encode('Oberboden abtragen'))).toBe('us-ascii');
  });

  it('a single umlaut is enough', () => {
    expect(detectGaeb90Encoding(bytes('Tür', 'cp437'))).toBe('cp437');
    expect(detectGaeb90Encoding(bytes('Tür', 'windows-1252'))).toBe('windows-1252');
  });
});

describe('decodeGaeb90', () => {
  it('decodes in the detected encoding and reports it', () => {
    expect(decodeGaeb90(bytes(GERMAN, 'cp437'))).toEqual({ text: GERMAN, encoding: 'cp437' });
    expect(decodeGaeb90(bytes(GERMAN, 'windows-1252'))).toEqual({ text: GERMAN, encoding: 'windows-1252' });
    expect(decodeGaeb90(new Uint8Array([0xef, 0xbb, 0xbf, ...new TextEncoder().encode('Süd')]))).toEqual({
      text: 'Süd',
      encoding: 'utf-8',
    });
  });
});
