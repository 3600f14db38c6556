import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { declaredEncoding, decodeXmlBytes, encodeXml } from './encoding';

const xml = '<?xml version="1.0" encoding="UTF-8"?>\n<a>Maß: 25 € – „gut“</a>';

describe('encoding', () => {
  it('finds the declared encoding', () => {
    expect(declaredEncoding('<?xml version="1.0" encoding="ISO-8859-1"?><a/>')).toBe('ISO-8859-1');
    expect(declaredEncoding("  <?xml version='1.0' encoding='windows-1252' standalone='yes'?>")).toBe(
      'windows-1252',
    );
    expect(declaredEncoding('<?xml version="1.0"?><a/>')).toBeNull();
  });

  it('decodes every Windows-1252 byte as iconv-lite does (unassigned bytes as C1 controls, as WHATWG does)', () => {
    const prefix = new TextEncoder().encode('<?xml version="1.0" encoding="windows-1252"?><a>');
    const all = Uint8Array.from({ length: 256 }, (_, i) => i);
    const decoded = decodeXmlBytes(new Uint8Array([...prefix, ...all])).text.slice(prefix.length);
    const unassigned = new Set([0x81, 0x8d, 0x8f, 0x90, 0x9d]);
    const oracle = iconv.decode(Buffer.from(all), 'windows-1252');
    for (let byte = 0; byte < 256; byte++) {
      expect(decoded.codePointAt(byte)).toBe(unassigned.has(byte) ? byte : oracle.codePointAt(byte));
    }
  });

  it('writes Windows-1252 with € and typographic quotes as single bytes', () => {
    const bytes = encodeXml(xml, 'windows-1252');
    expect(iconv.decode(Buffer.from(bytes), 'windows-1252')).toBe(xml.replace('UTF-8', 'windows-1252'));
    expect(bytes.includes(0x80)).toBe(true);
    expect(decodeXmlBytes(bytes)).toEqual({
      text: xml.replace('UTF-8', 'windows-1252'),
      encoding: 'windows-1252',
      warnings: [],
    });
  });

  it('writes ISO-8859-1 with character references for what Latin-1 lacks', () => {
    const bytes = encodeXml(xml, 'ISO-8859-1');
    const text = iconv.decode(Buffer.from(bytes), 'latin1');
    expect(text).toBe(
      '<?xml version="1.0" encoding="ISO-8859-1"?>\n<a>Maß: 25 &#8364; &#8211; &#8222;gut&#8220;</a>',
    );
    expect(decodeXmlBytes(bytes).encoding).toBe('windows-1252');
  });

  it('round-trips UTF-8 and UTF-16 with byte order mark', () => {
    expect(decodeXmlBytes(encodeXml(xml, 'UTF-8')).text).toBe(xml);
    const utf16 = new Uint8Array([0xff, 0xfe, ...new Uint8Array(Buffer.from(xml, 'utf16le'))]);
    expect(decodeXmlBytes(utf16)).toMatchObject({ text: xml, encoding: 'utf-16le' });
  });
});
