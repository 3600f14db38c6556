import { gaebError } from './errors';

// Pure TypeScript, no Buffer: usable in the browser as well as on the server.

/** Result of decoding a file's bytes. */
export interface DecodedXml {
  text: string;
  /** The encoding actually used (WHATWG name, e.g. "utf-8", "windows-1252"). */
  encoding: string;
  /** What was tolerated (e.g. a file declared UTF-8 that is really Windows-1252). */
  warnings: string[];
}

const DECLARATION = /^\s*<\?xml[^>]*?encoding\s*=\s*["']([A-Za-z0-9._:-]+)["']/;

/** The encoding named in the XML declaration at the start of `head`, or null when there is none. */
export function declaredEncoding(head: string): string | null {
  return DECLARATION.exec(head)?.[1] ?? null;
}

// Windows-1252 differs from Latin-1 in 0x80-0x9F; unassigned bytes map to the C1 controls (as WHATWG does).
const CP1252_HIGH = [
  0x20ac, 0x81, 0x201a, 0x192, 0x201e, 0x2026, 0x2020, 0x2021, 0x2c6, 0x2030, 0x160, 0x2039, 0x152, 0x8d,
  0x17d, 0x8f, 0x90, 0x2018, 0x2019, 0x201c, 0x201d, 0x2022, 0x2013, 0x2014, 0x2dc, 0x2122, 0x161, 0x203a,
  0x153, 0x9d, 0x17e, 0x178,
];
const CP1252 = Uint16Array.from({ length: 256 }, (_, byte) =>
  byte >= 0x80 && byte <= 0x9f ? (CP1252_HIGH[byte - 0x80] ?? byte) : byte,
);
const CP1252_REVERSE = new Map<number, number>([...CP1252].map((code, byte) => [code, byte]));

/** Decodes Windows-1252 (Node's TextDecoder reads this label as Latin-1 in some versions, losing "€"). */
function decodeWindows1252(bytes: Uint8Array): string {
  const units = new Uint16Array(bytes.length);
  for (let i = 0; i < bytes.length; i++) units[i] = CP1252[bytes[i] ?? 0] ?? 0;
  return new TextDecoder('utf-16le').decode(units);
}

// Latin-1 labels are read as Windows-1252, as browsers do (WHATWG): a superset with "€" at 0x80.
const WINDOWS_1252 =
  /^(windows-1252|cp-?1252|x-cp1252|iso-?8859-1|iso_8859-1(:1987)?|latin-?1|l1|cp819|ibm819|us-ascii|ascii)$/i;

function decodeWith(label: string, bytes: Uint8Array, fatal: boolean): { text: string; encoding: string } {
  if (WINDOWS_1252.test(label)) return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  const decoder = new TextDecoder(label, { fatal });
  return { text: decoder.decode(bytes), encoding: decoder.encoding };
}

/**
 * Decodes the bytes of an XML file: byte order mark first, then the declared encoding, UTF-8 by default.
 * ISO-8859-1 is read as Windows-1252 (as browsers do), so a "€" written by Windows tools survives. A file declared
 * (or defaulting to) UTF-8 that is not valid UTF-8 is read as Windows-1252 with a warning: real files do that.
 * Other encodings go through TextDecoder; an unknown one is refused.
 */
export function decodeXmlBytes(bytes: Uint8Array): DecodedXml {
  const warnings: string[] = [];
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) {
    return { ...decodeUtf8(bytes.subarray(3), warnings), warnings };
  }
  if (bytes[0] === 0xff && bytes[1] === 0xfe)
    return { ...decodeWith('utf-16le', bytes.subarray(2), false), warnings };
  if (bytes[0] === 0xfe && bytes[1] === 0xff)
    return { ...decodeWith('utf-16be', bytes.subarray(2), false), warnings };

  const label = declaredEncoding(decodeWindows1252(bytes.subarray(0, 512)));
  if (label === null || /^utf-?8$/i.test(label)) return { ...decodeUtf8(bytes, warnings), warnings };
  if (/^utf-?16$/i.test(label)) {
    throw gaebError(
      'encoding',
      'Die Datei gibt die Zeichenkodierung UTF-16 an, beginnt aber nicht mit der Byte-Order-Mark (BOM), ' +
        'ohne die sich UTF-16 nicht lesen lässt',
      { line: 1 },
    );
  }
  try {
    return { ...decodeWith(label, bytes, false), warnings };
  } catch {
    throw gaebError('encoding', `Die Zeichenkodierung „${label}“, die die Datei angibt, ist unbekannt`, {
      line: 1,
    });
  }
}

function decodeUtf8(bytes: Uint8Array, warnings: string[]): { text: string; encoding: string } {
  try {
    return decodeWith('utf-8', bytes, true);
  } catch {
    warnings.push(
      'Die Datei ist nicht in gültigem UTF-8 kodiert; sie wurde als Windows-1252 gelesen (Umlaute bitte prüfen)',
    );
    return { text: decodeWindows1252(bytes), encoding: 'windows-1252' };
  }
}

/** Encodings a GAEB file can be written in. */
export type XmlOutputEncoding = 'UTF-8' | 'ISO-8859-1' | 'windows-1252';

/**
 * Encodes XML text in the given encoding: rewrites the declaration's encoding and writes characters the encoding
 * cannot represent as numeric character references (valid in GAEB text and attribute content).
 */
export function encodeXml(xml: string, encoding: XmlOutputEncoding): Uint8Array {
  const declared = xml.replace(/^(\s*<\?xml[^>]*?encoding\s*=\s*["'])[^"']*(["'])/, `$1${encoding}$2`);
  if (encoding === 'UTF-8') return new TextEncoder().encode(declared);
  const bytes: number[] = [];
  const latin1 = encoding === 'ISO-8859-1';
  for (const char of declared) {
    const code = char.codePointAt(0) ?? 0;
    const byte = latin1 ? (code <= 0xff ? code : undefined) : CP1252_REVERSE.get(code);
    if (byte !== undefined) bytes.push(byte);
    else for (const ref of `&#${code};`) bytes.push(ref.charCodeAt(0));
  }
  return Uint8Array.from(bytes);
}
