import { quoted } from './wording';

/** saxes' reasons (its error messages without the position), in German; the rest are quoted as they are. */
const REASONS: readonly (readonly [RegExp, (match: RegExpExecArray) => string])[] = [
  [
    /^unmatched closing tag: (.+)\.$/,
    (m) => `zum End-Tag ${quoted(m[1] ?? '')} gibt es kein geöffnetes Element`,
  ],
  [
    /^unclosed tag: (.+)$/,
    (m) => `das Element ${quoted(m[1] ?? '')} wird nicht geschlossen, vielleicht ist die Datei unvollständig`,
  ],
  [/^unexpected end\.$/, () => 'sie endet mitten in einem Element, vielleicht ist sie unvollständig'],
  [/^undefined entity\.$/, () => 'ein Verweis mit „&…;“ nennt ein unbekanntes Zeichen'],
  [
    /^(?:malformed character entity|empty entity name)\.$/,
    () => 'ein Zeichenverweis („&#…;“) ist fehlerhaft',
  ],
  [
    /^duplicate attribute: (.+)\.$/,
    (m) => `das Attribut ${quoted(m[1] ?? '')} steht zweimal im selben Element`,
  ],
  [
    /^(?:unquoted attribute value|value must be quoted)\.$/,
    () => 'ein Attributwert steht nicht in Anführungszeichen',
  ],
  [/^(?:attribute without value|value required)\.$/, () => 'ein Attribut hat keinen Wert'],
  [/^no whitespace between attributes\.$/, () => 'zwischen zwei Attributen fehlt ein Leerzeichen'],
  [
    /^unbound namespace prefix: "(.+)"\.$/,
    (m) => `das Namensraum-Präfix ${quoted(m[1] ?? '')} ist nicht deklariert`,
  ],
  [
    /^disallowed character in (?:tag name|closing tag|attribute name)\.?$/,
    () => 'ein Name enthält ein unerlaubtes Zeichen',
  ],
  [/^disallowed character\.$/, () => 'sie enthält ein Zeichen, das an dieser Stelle nicht erlaubt ist'],
  [
    /^text data outside of root node\.$/,
    () => 'außerhalb des Wurzelelements steht Text, vielleicht ist es gar keine XML-Datei',
  ],
  [/^document must contain a root element\.$/, () => 'sie enthält kein Wurzelelement'],
  [/^documents may contain only one root\.$/, () => 'sie enthält mehr als ein Wurzelelement'],
  [/^malformed comment\.$/, () => 'ein Kommentar ist fehlerhaft'],
  [
    /XML declaration must (?:be|appear) at the start/,
    () => 'die XML-Deklaration („<?xml …?>“) steht nicht am Anfang',
  ],
];

/**
 * Why the XML parser stopped, in German: `reason` is saxes' message, `closed` the element whose end tag was read
 * last (saxes reports a wrong end tag after closing the element it should have closed).
 */
export function parserReason(reason: string, closed: string | null): string {
  if (reason === 'unexpected close tag.') {
    return closed === null
      ? 'ein End-Tag passt nicht zum geöffneten Element'
      : `das Element ${quoted(closed)} wird mit einem End-Tag anderen Namens geschlossen`;
  }
  for (const [pattern, german] of REASONS) {
    const match = pattern.exec(reason);
    if (match) return german(match);
  }
  return `der XML-Parser meldet ${quoted(reason)}`;
}
