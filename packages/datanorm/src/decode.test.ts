import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { decodeCp850, decodeLine, detectLineEncoding, isValidUtf8 } from './decode';

const bytes = (...values: number[]) => Uint8Array.from(values);
const utf8 = (text: string) => new TextEncoder().encode(text);

describe('decodeCp850', () => {
  it('decodes the German letters at their CP850 positions', () => {
    // ä ö ü Ä Ö Ü ß as DOS wrote them
    expect(decodeCp850(bytes(0x84, 0x94, 0x81, 0x8e, 0x99, 0x9a, 0xe1))).toBe('äöüÄÖÜß');
  });

  it('decodes only the given range', () => {
    const line = iconv.encode('xxSpülkästenxx', 'cp850');
    expect(decodeCp850(line, 2, line.length - 2)).toBe('Spülkästen');
  });
});

describe('isValidUtf8', () => {
  it('accepts ASCII and well-formed 2-, 3- and 4-byte sequences', () => {
    expect(isValidUtf8(utf8('plain ASCII; 123'))).toBe(true);
    expect(isValidUtf8(utf8('Pultgehäuse'))).toBe(true);
    expect(isValidUtf8(utf8('25 € Zulage'))).toBe(true);
    expect(isValidUtf8(utf8('Rohr 😀'))).toBe(true);
  });

  it('refuses CP850 umlauts, truncated sequences, overlong forms and surrogates', () => {
    expect(isValidUtf8(iconv.encode('Spülkästen', 'cp850'))).toBe(false);
    expect(isValidUtf8(iconv.encode('Straße', 'cp850'))).toBe(false); // 0xE1 followed by ASCII
    expect(isValidUtf8(bytes(0x41, 0xc3))).toBe(false); // "Ã" cut off at the end
    expect(isValidUtf8(bytes(0xe2, 0x82))).toBe(false); // "€" cut off
    expect(isValidUtf8(bytes(0xc0, 0xaf))).toBe(false); // overlong "/"
    expect(isValidUtf8(bytes(0xe0, 0x80, 0xaf))).toBe(false); // overlong "/"
    expect(isValidUtf8(bytes(0xed, 0xa0, 0x80))).toBe(false); // UTF-16 surrogate D800
    expect(isValidUtf8(bytes(0xf4, 0x90, 0x80, 0x80))).toBe(false); // beyond U+10FFFF
    expect(isValidUtf8(bytes(0xc3, 0x28))).toBe(false); // lead byte without continuation
  });

  it('agrees with a fatal TextDecoder on every two-byte combination', () => {
    const fatal = new TextDecoder('utf-8', { fatal: true });
    const pair = new Uint8Array(2);
    for (let first = 0x80; first < 0x100; first++) {
      for (let second = 0; second < 0x100; second++) {
        pair[0] = first;
        pair[1] = second;
        let expected = true;
        try {
          fatal.decode(pair);
        } catch {
          expected = false;
        }
        if (isValidUtf8(pair) !== expected) throw new Error(`disagree on ${first} ${second}`);
      }
    }
  });
});

describe('decodeLine', () => {
  it('reads a UTF-8 line as UTF-8 and a CP850 line as CP850, to the same text', () => {
    const text = 'T;N;TZ-0159;;1;;Aufbewahrungspult;2;;Pultgehäuse mit Klappdeckel aus;';
    expect(detectLineEncoding(utf8(text))).toBe('utf-8');
    expect(detectLineEncoding(iconv.encode(text, 'cp850'))).toBe('cp850');
    expect(decodeLine(utf8(text))).toBe(text);
    expect(decodeLine(iconv.encode(text, 'cp850'))).toBe(text);
  });

  it('reads plain ASCII (literal "?" included) unchanged', () => {
    const text = 'T;N;TWRR;1;03;Erm?glicht eine aP-Verdrahtung in IP 65.;';
    expect(detectLineEncoding(utf8(text))).toBe('ascii');
    expect(decodeLine(utf8(text))).toBe(text);
  });
});
