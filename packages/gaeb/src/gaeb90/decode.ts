import iconv from 'iconv-lite';

/**
 * Encodings a GAEB 90 file comes in: the DOS code pages 437 and 850 of the AVA programs of the time, Windows-1252
 * of later Windows tools, UTF-8 of files someone converted. "us-ascii" when the file has no byte above 0x7F.
 */
export type Gaeb90Encoding = 'cp437' | 'cp850' | 'windows-1252' | 'utf-8' | 'us-ascii';

type SingleByte = 'cp437' | 'cp850' | 'windows-1252';
/** Order of preference when two code pages score the same (then they also decode the text the same way). */
const CANDIDATES: readonly SingleByte[] = ['cp437', 'cp850', 'windows-1252'];

const GERMAN = new Set([...'äöüÄÖÜß']);
// Letters and signs of German construction texts besides the umlauts: "m²", "°C", "§ 4", "½", "Ø 100", "€",
// "Dpr ≥ 97 %".
const PLAUSIBLE = /[À-ÖØ-öø-ÿ²³°µ§€½¼¾±×·–—„“”‚‘’…«»¢£¥©®™‰•¹¡¿ªº¬ŠšŽžŒœŸ≤≥]/u;
// Box drawing and blocks, Greek and mathematical signs: CP437/850 graphics that stand for umlauts of another
// code page; C1 controls and replacement characters: bytes the code page leaves undefined.
const IMPLAUSIBLE =
  /[\u2500-\u25ff\u0370-\u03ff\u2200-\u22ff\u2300-\u23ff\u207f\u20a7\u2017\u0080-\u009f\ufffd]/u;

/** Points for a character a high byte decodes to: German letters most, graphics and undefined bytes negative. */
function weight(char: string): number {
  if (GERMAN.has(char)) return 4;
  if (PLAUSIBLE.test(char)) return 1;
  if (IMPLAUSIBLE.test(char)) return -2;
  return 0;
}

const HIGH_BYTES = Uint8Array.from({ length: 128 }, (_, i) => 0x80 + i);

/** Where a high byte stands: how a letter there would look. */
const enum Place {
  /** Between two ASCII letters: inside a word. */
  InWord,
  /** No letter on either side: a letter standing alone is unlikely, a sign is not. */
  Alone,
  /** Before an ASCII capital: a lower-case letter there is unlikely ("„Biber" read as "äBiber"). */
  BeforeCapital,
  Other,
}
const PLACES = 4;

/** Points per place for each high byte of an encoding. */
const tables = new Map<SingleByte, { chars: string[]; points: Int8Array }>();

function points(char: string, place: Place): number {
  if (!/\p{L}/u.test(char)) return weight(char);
  const lower = char === char.toLowerCase() && char !== char.toUpperCase();
  if (place === Place.Alone || (place === Place.BeforeCapital && lower)) return -1;
  return weight(char) + (place === Place.InWord && /\p{Script=Latin}/u.test(char) ? 1 : 0);
}

function table(encoding: SingleByte) {
  let found = tables.get(encoding);
  if (found === undefined) {
    const chars = [...iconv.decode(HIGH_BYTES, encoding)];
    const scores = new Int8Array(128 * PLACES);
    chars.forEach((char, b) => {
      for (let place = 0; place < PLACES; place++) scores[b * PLACES + place] = points(char, place);
    });
    found = { chars, points: scores };
    tables.set(encoding, found);
  }
  return found;
}

const isAsciiLetter = (byte: number | undefined): boolean =>
  byte !== undefined && ((byte >= 0x41 && byte <= 0x5a) || (byte >= 0x61 && byte <= 0x7a));
/** A neighbour that may belong to the same word: an ASCII letter or another high byte. */
const isLetterish = (byte: number | undefined): boolean =>
  byte !== undefined && (byte >= 0x80 || isAsciiLetter(byte));

function placeOf(bytes: Uint8Array, i: number): Place {
  const before = bytes[i - 1];
  const after = bytes[i + 1];
  if (isAsciiLetter(before) && isAsciiLetter(after)) return Place.InWord;
  if (!isLetterish(before) && !isLetterish(after)) return Place.Alone;
  if (after !== undefined && after >= 0x41 && after <= 0x5a) return Place.BeforeCapital;
  return Place.Other;
}

function isUtf8(bytes: Uint8Array): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/**
 * The encoding of a GAEB 90 file, from byte statistics (the format declares none): valid UTF-8 with multi-byte
 * characters is UTF-8; otherwise each code page scores what its high bytes decode to where they stand: umlauts
 * and ß score high, other letters and usual signs a little, box-drawing graphics and undefined bytes negative; a
 * letter inside a word a point more, a letter standing alone or a lower-case one before a capital negative (so
 * Windows-1252 quotes, dashes and "€" are not taken for DOS letters). The best score wins; on a tie CP437 before
 * CP850 before Windows-1252 (they then decode every byte of the file alike).
 */
export function detectGaeb90Encoding(bytes: Uint8Array): Gaeb90Encoding {
  const counts = new Uint32Array(128 * PLACES);
  let high = 0;
  for (let i = 0; i < bytes.length; i++) {
    const byte = bytes[i]!;
    if (byte < 0x80) continue;
    high++;
    counts[(byte - 0x80) * PLACES + placeOf(bytes, i)]!++;
  }
  if (high === 0) return 'us-ascii';
  if (isUtf8(bytes)) return 'utf-8';
  let best: SingleByte = 'cp437';
  let bestScore = Number.NEGATIVE_INFINITY;
  for (const encoding of CANDIDATES) {
    const scores = table(encoding).points;
    let score = 0;
    for (let k = 0; k < counts.length; k++) score += counts[k]! * scores[k]!;
    if (score > bestScore) {
      best = encoding;
      bestScore = score;
    }
  }
  return best;
}

/** Decodes the bytes of a GAEB 90 file in the detected encoding (a UTF-8 byte order mark is dropped). */
export function decodeGaeb90(bytes: Uint8Array): { text: string; encoding: Gaeb90Encoding } {
  const bom = bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf;
  const body = bom ? bytes.subarray(3) : bytes;
  const encoding = bom ? 'utf-8' : detectGaeb90Encoding(body);
  if (encoding === 'utf-8' || encoding === 'us-ascii')
    return { text: new TextDecoder().decode(body), encoding };
  return { text: iconv.decode(body, encoding), encoding };
}

/** The characters of an encoding's bytes 0x80-0xFF (for tests and the generator's checks). */
export function highCharacters(encoding: SingleByte): string[] {
  return table(encoding).chars;
}
