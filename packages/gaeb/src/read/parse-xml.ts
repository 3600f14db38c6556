import { SaxesParser, type SaxesTagNS } from 'saxes';
import { GaebReadError, gaebError } from '../errors';
import type { GaebWarning } from '../errors';
import {
  removeForbiddenCharacters,
  SHORT_TEXT_MAX,
  truncateText,
  type RemovedCharacters,
} from '../text-bounds';
import type { XmlElement, XmlNode } from '../xml';
import { germanCount } from './wording';
import { parserReason } from './parser-reasons';

/** Where an element starts in the source (1-based). */
export interface SourcePosition {
  line: number;
  column: number;
}

/** A parsed document: the root element, its namespace and the start position of every element. */
export interface ParsedXml {
  root: XmlElement;
  /** Namespace URI of the root element: elements in it carry no `ns`. */
  namespace: string;
  positions: WeakMap<XmlElement, SourcePosition>;
  /** Line of the first bare "&" that was read as "&amp;" (sloppy exporters write "Müller & Söhne"), or null. */
  repairedAmpersandLine: number | null;
  /** Characters XML forbids (NUL, control characters, unpaired surrogates) that were removed before parsing. */
  removedCharacters: RemovedCharacters | null;
  /** Attribute values longer than SHORT_TEXT_MAX, cut. */
  warnings: GaebWarning[];
}

const BARE_AMPERSAND = /&(?!(?:#\d+|#x[\dA-Fa-f]+|[A-Za-z_:][\w.:-]*);)/g;

/**
 * Reads a bare "&" (not starting a reference) as "&amp;". Skipped when the file has CDATA sections or comments,
 * where "&" is legal and a textual repair could change content.
 */
function repairAmpersands(text: string): { text: string; line: number | null } {
  BARE_AMPERSAND.lastIndex = 0;
  const first = BARE_AMPERSAND.exec(text);
  if (first === null || text.includes('<![CDATA[') || text.includes('<!--')) return { text, line: null };
  const line = text.slice(0, first.index).split('\n').length;
  return { text: text.replace(BARE_AMPERSAND, '&amp;'), line };
}

/** Limits that protect the server from hostile input. */
export interface ParseLimits {
  maxDepth: number;
}

const XMLNS = 'http://www.w3.org/2000/xmlns/';
const WHITESPACE = /^[ \t\r\n]*$/;

/**
 * Parses XML text into a plain element tree with saxes (strict, streaming, no DTD processing). A DOCTYPE is
 * refused outright, so entity declarations (billion laughs, external entities) never reach the parser; nesting
 * deeper than `maxDepth` is refused while parsing. Characters XML forbids (NUL, control characters, unpaired
 * surrogates) are removed first and attribute values cut at SHORT_TEXT_MAX, both reported. Whitespace-only text
 * beside child elements is dropped; a bare "&" is read as "&amp;" (see repairAmpersands).
 */
export function parseXml(input: string, limits: ParseLimits): ParsedXml {
  const builder = treeBuilder(input, limits);
  builder.parser.write(builder.text).close();
  return builder.result();
}

/** Characters parsed between two yields of `parseXmlAsync`: about 20 ms of work. */
const ASYNC_CHUNK = 256 * 1024;

/**
 * `parseXml` in chunks, awaiting `pause()` between them, so a server keeps answering other requests while a large
 * file is parsed. Same result and errors as `parseXml`.
 */
export async function parseXmlAsync(
  input: string,
  limits: ParseLimits,
  pause: () => Promise<void>,
): Promise<ParsedXml> {
  const builder = treeBuilder(input, limits);
  const { parser, text } = builder;
  let start = 0;
  while (start < text.length) {
    let end = Math.min(text.length, start + ASYNC_CHUNK);
    // Never split a surrogate pair between two writes.
    const last = text.charCodeAt(end - 1);
    if (end < text.length && last >= 0xd800 && last <= 0xdbff) end -= 1;
    parser.write(text.slice(start, end));
    start = end;
    if (start < text.length) await pause();
  }
  parser.close();
  return builder.result();
}

function treeBuilder(input: string, limits: ParseLimits) {
  const cleaned = removeForbiddenCharacters(input.charCodeAt(0) === 0xfeff ? input.slice(1) : input);
  const repaired = repairAmpersands(cleaned.text);
  const warnings: GaebWarning[] = [];
  const parser = new SaxesParser({ xmlns: true, position: true });
  const positions = new WeakMap<XmlElement, SourcePosition>();
  const stack: XmlElement[] = [];
  const hasElementChild: boolean[] = [];
  let root: XmlElement | undefined;
  let rootNs = '';
  let start: SourcePosition = { line: 1, column: 1 };
  /** The element closed last, for the message about a wrong end tag. */
  let lastClosed: string | null = null;

  const here = (): { line: number; column: number } => ({ line: parser.line, column: parser.column + 1 });

  parser.on('error', (error) => {
    if (error instanceof GaebReadError) throw error;
    const reason = error.message.replace(/^(?:[^:]*:)?\d+:\d+: /, '');
    throw gaebError('malformed-xml', `Die Datei ist kein gültiges XML; ${parserReason(reason, lastClosed)}`, {
      element: stack.at(-1)?.name ?? null,
      ...here(),
    });
  });
  parser.on('doctype', () => {
    throw gaebError(
      'doctype',
      'Die Datei enthält eine DOCTYPE-Deklaration; das ist in GAEB-Dateien aus Sicherheitsgründen nicht erlaubt',
      here(),
    );
  });
  parser.on('opentagstart', (tag) => {
    // saxes has consumed the name and the character after it; the column of '<' is 1-based.
    start = { line: parser.line, column: Math.max(1, parser.column - tag.name.length - 1) };
  });
  parser.on('opentag', (tag: SaxesTagNS) => {
    if (stack.length >= limits.maxDepth) {
      throw gaebError('depth-limit', `Die Datei ist tiefer als ${limits.maxDepth} Ebenen verschachtelt`, {
        element: tag.local,
        ...start,
      });
    }
    if (root === undefined) rootNs = tag.uri;
    const el = toElement(tag, rootNs, (name, length) =>
      warnings.push({
        message:
          `Das Attribut ${name} von ${tag.local} wurde von ${germanCount(length)} auf ` +
          `${germanCount(SHORT_TEXT_MAX)} Zeichen gekürzt`,
        element: tag.local,
        ...start,
      }),
    );
    positions.set(el, start);
    const parent = stack.at(-1);
    if (parent === undefined) {
      root = el;
    } else {
      parent.children.push(el);
      hasElementChild[stack.length - 1] = true;
    }
    stack.push(el);
    hasElementChild.push(false);
  });
  const onText = (data: string): void => {
    const parent = stack.at(-1);
    if (parent === undefined) return;
    const last = parent.children.at(-1);
    if (typeof last === 'string') parent.children[parent.children.length - 1] = last + data;
    else parent.children.push(data);
  };
  parser.on('text', onText);
  parser.on('cdata', onText);
  parser.on('closetag', () => {
    const el = stack.pop();
    lastClosed = el?.name ?? null;
    if (el !== undefined && hasElementChild.pop() === true) {
      el.children = el.children.filter((child) => typeof child !== 'string' || !WHITESPACE.test(child));
    }
  });

  const result = (): ParsedXml => {
    if (root === undefined) {
      throw gaebError(
        'malformed-xml',
        'Die Datei enthält kein XML-Element: sie ist leer oder keine XML-Datei',
        {
          line: 1,
        },
      );
    }
    return {
      root,
      namespace: rootNs,
      positions,
      repairedAmpersandLine: repaired.line,
      removedCharacters: cleaned.removed,
      warnings,
    };
  };
  return { parser, text: repaired.text, result };
}

function toElement(
  tag: SaxesTagNS,
  rootNs: string,
  onCut: (attribute: string, length: number) => void,
): XmlElement {
  const attrs: Record<string, string> = {};
  let bindings: Record<string, string> | undefined;
  for (const key in tag.attributes) {
    const attr = tag.attributes[key];
    if (attr === undefined || attr.uri === XMLNS) continue;
    if (attr.value.length > SHORT_TEXT_MAX) onCut(attr.name, attr.value.length);
    attrs[attr.name] = truncateText(attr.value, SHORT_TEXT_MAX);
    if (attr.prefix !== '' && attr.prefix !== 'xml') (bindings ??= {})[attr.prefix] = attr.uri;
  }
  const children: XmlNode[] = [];
  if (tag.uri === rootNs)
    return bindings ? { name: tag.local, attrs, bindings, children } : { name: tag.local, attrs, children };
  const el: XmlElement = { name: tag.name, ns: tag.uri, attrs, children };
  if (bindings) el.bindings = bindings;
  return el;
}
