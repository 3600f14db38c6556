import { DatanormFormatError } from './errors';
import { dateFromDdmmyy, dateFromYyyymmdd, text } from './fields';
import type { DatanormHeader } from './records';

const NOT_A_HEADER =
  'Die Datei ist keine DATANORM-Datei: Die erste Zeile muss ein Vorlaufsatz (V) sein, z. B. „V;050;A;20250101;EUR;…“ (DATANORM 5) oder „V 010125…04EUR“ (DATANORM 4).';

function unsupportedVersion(version: string, line: number): DatanormFormatError {
  return new DatanormFormatError(
    'unsupported-version',
    `DATANORM-Version „${version}“ wird nicht unterstützt; bitte die Datei im Format DATANORM 4 oder 5 anfordern.`,
    line,
  );
}

/**
 * Reads a Vorlaufsatz. DATANORM 5: fields separated by ";" (version "050", YYYYMMDD date, currency, free texts).
 * DATANORM 4: fixed width, 128 characters: date DDMMYY at 3-8, three info texts at 9-48, 49-88, 89-123, version
 * "04" at 124-125, currency at 126-128. Real DATANORM 4 headers are sometimes shorter or longer; then the version
 * and currency are taken from the end of the line. Throws DatanormFormatError for anything else.
 */
export function parseHeader(line: string, lineNumber: number): DatanormHeader {
  if (line.startsWith('V;')) return parseHeaderV5(line, lineNumber);
  if (line.length >= 8 && line[0] === 'V') return parseHeaderV4(line, lineNumber);
  throw new DatanormFormatError('not-datanorm', NOT_A_HEADER, lineNumber);
}

function parseHeaderV5(line: string, lineNumber: number): DatanormHeader {
  const fields = line.split(';');
  const version = text(fields[1]);
  if (!/^0?5\d?$/.test(version)) throw unsupportedVersion(version, lineNumber);
  const infoTexts = fields
    .slice(5, 15)
    .map(text)
    .filter((value) => value !== '');
  // 5 content, 6 copyright, 7 creator's short name, 8-10 creator's address (name first), 11-14 street, country…
  const supplier = text(fields[8]) || text(fields[7]) || infoTexts.slice(0, 2).join(' ');
  return {
    kind: 'header',
    version: 5,
    date: dateFromYyyymmdd(text(fields[3])),
    currency: text(fields[4]).toUpperCase() || 'EUR',
    supplier,
    infoTexts,
    line: lineNumber,
  };
}

function parseHeaderV4(line: string, lineNumber: number): DatanormHeader {
  const positional = line.slice(123, 125);
  let currency = line.slice(125, 128).trim();
  let texts = line.slice(0, 123);
  if (positional !== '04') {
    const tail = /(\d\d)([A-Za-z]{3})?\s*$/.exec(line);
    const version = tail?.[1] ?? (/^\d\d$/.test(positional) ? positional : null);
    if (version === null) throw new DatanormFormatError('not-datanorm', NOT_A_HEADER, lineNumber);
    if (version !== '04') throw unsupportedVersion(version, lineNumber);
    currency = tail?.[2] ?? '';
    texts = line.slice(0, Math.min(tail?.index ?? 123, 123));
  }
  const infoTexts = [texts.slice(8, 48), texts.slice(48, 88), texts.slice(88, 123)]
    .map((value) => value.replace(/\s+/g, ' ').trim())
    .filter((value) => value !== '');
  return {
    kind: 'header',
    version: 4,
    date: dateFromDdmmyy(line.slice(2, 8)),
    currency: currency.toUpperCase() || 'EUR',
    supplier: infoTexts.join(' '),
    infoTexts,
    line: lineNumber,
  };
}
