/** The name a file gets when nothing usable is left of the uploaded one. */
export const FALLBACK_FILE_NAME = 'Datei';

export const MAX_FILE_NAME_LENGTH = 255;

// An extension longer than this is treated as part of the name when a name is shortened.
const MAX_KEPT_EXTENSION_LENGTH = 16;

/**
 * Control characters (C0, DEL, C1) and the invisible bidirectional controls that can make `gpj.exe` look like
 * `exe.jpg`: never part of a stored name.
 */
function isUnsafeCharacter(character: string): boolean {
  const code = character.codePointAt(0) ?? 0;
  return (
    code < 0x20 ||
    (code >= 0x7f && code <= 0x9f) ||
    code === 0x200e ||
    code === 0x200f ||
    (code >= 0x202a && code <= 0x202e) ||
    (code >= 0x2066 && code <= 0x2069)
  );
}

/** Shortens to at most `max` UTF-16 code units without splitting a character. */
function truncate(text: string, max: number): string {
  let result = '';
  for (const character of text) {
    if (result.length + character.length > max) break;
    result += character;
  }
  return result;
}

/**
 * The display name of an uploaded file from the name the client sent: only the part after the last `/` or `\`,
 * NFC-normalised, without control characters, trimmed, at most 255 characters keeping the extension; `Datei`
 * when nothing is left. It is only ever shown: the content is stored under its hash.
 */
export function sanitizeUploadName(raw: string): string {
  const base = raw.slice(Math.max(raw.lastIndexOf('/'), raw.lastIndexOf('\\')) + 1);
  const cleaned = [...base.normalize('NFC')]
    .filter((character) => !isUnsafeCharacter(character))
    .join('')
    .trim();
  if (cleaned === '' || cleaned === '.' || cleaned === '..') return FALLBACK_FILE_NAME;
  if (cleaned.length <= MAX_FILE_NAME_LENGTH) return cleaned;
  const dot = cleaned.lastIndexOf('.');
  const extension =
    dot > 0 && cleaned.length - dot <= MAX_KEPT_EXTENSION_LENGTH + 1 ? cleaned.slice(dot) : '';
  const stem = cleaned.slice(0, cleaned.length - extension.length);
  return truncate(stem, MAX_FILE_NAME_LENGTH - extension.length).trimEnd() + extension;
}

// RFC 8187 attr-char: everything else is percent-encoded in filename*.
const ATTR_CHAR = /[A-Za-z0-9!#$&+\-.^_`|~]/;

function encodeRfc8187(value: string): string {
  return [...new TextEncoder().encode(value)]
    .map((byte) => {
      const character = String.fromCharCode(byte);
      return byte < 0x80 && ATTR_CHAR.test(character)
        ? character
        : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');
}

/**
 * A Content-Disposition header value (RFC 6266): an ASCII `filename` fallback for old clients and the exact name
 * as UTF-8 in `filename*`, so umlauts, quotes and odd characters arrive intact and cannot break the header.
 */
export function contentDisposition(fileName: string, disposition: 'inline' | 'attachment'): string {
  const fallback = [...fileName]
    .map((character) =>
      /^[\x20-\x7e]$/.test(character) && character !== '"' && character !== '\\' && character !== '%'
        ? character
        : '_',
    )
    .join('');
  return `${disposition}; filename="${fallback}"; filename*=UTF-8''${encodeRfc8187(fileName)}`;
}
