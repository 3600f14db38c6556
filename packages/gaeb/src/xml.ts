/**
 * A plain, JSON-serialisable XML element: how the GAEB model keeps what it does not interpret (vendor extensions,
 * unmodelled GAEB elements) and the original markup of rich texts, so that they can be written back unchanged.
 */
export interface XmlElement {
  /** Local name for elements in the document's GAEB namespace, otherwise the name as written (`v:Foo`). */
  name: string;
  /** Namespace URI when the element is not in the GAEB namespace ('' = no namespace). */
  ns?: string;
  /** Attributes by qualified name, in source order (namespace declarations excluded). */
  attrs: Record<string, string>;
  /** Prefix -> namespace URI for prefixed attribute names (other than `xml:`). */
  bindings?: Record<string, string>;
  children: XmlNode[];
}

/** Element or text content. */
export type XmlNode = XmlElement | string;

/** Creates an element in the GAEB namespace. */
export function xmlElement(
  name: string,
  attrs: Record<string, string> = {},
  children: XmlNode[] = [],
): XmlElement {
  return { name, attrs, children };
}

/** Text content of an element and its descendants, concatenated. */
export function textContent(node: XmlNode): string {
  if (typeof node === 'string') return node;
  if (node.children.length === 1 && typeof node.children[0] === 'string') return node.children[0];
  let out = '';
  for (const child of node.children) out += textContent(child);
  return out;
}

/** First child element with the given (GAEB) name. */
export function childElement(parent: XmlElement, name: string): XmlElement | undefined {
  for (const child of parent.children) {
    if (typeof child !== 'string' && child.ns === undefined && child.name === name) return child;
  }
  return undefined;
}

/** Child elements (strings skipped). */
export function childElements(parent: XmlElement): XmlElement[] {
  return parent.children.filter((child): child is XmlElement => typeof child !== 'string');
}

const TEXT_ESCAPES = /[&<>\r]/g;
const ATTR_ESCAPES = /[&<>"\t\n\r]/g;
// Without the g flag: test() keeps no state between calls.
const TEXT_NEEDS_ESCAPE = /[&<>\r]/;
const ATTR_NEEDS_ESCAPE = /[&<>"\t\n\r]/;
const ESCAPE: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  '\t': '&#9;',
  '\n': '&#10;',
  '\r': '&#13;',
};
const escapeChar = (c: string): string => ESCAPE[c] ?? c;

/** Escapes character data for element content. */
export function escapeText(text: string): string {
  return TEXT_NEEDS_ESCAPE.test(text) ? text.replace(TEXT_ESCAPES, escapeChar) : text;
}

/** Escapes an attribute value for double quotes (whitespace as character references so it survives reading). */
export function escapeAttribute(value: string): string {
  return ATTR_NEEDS_ESCAPE.test(value) ? value.replace(ATTR_ESCAPES, escapeChar) : value;
}

// Whitespace between inline elements can be significant to rich-text readers: never indent around them.
const INLINE = new Set(['span', 'br', 'image', 'b', 'i', 'u', 'strong', 'em', 'sub', 'sup', 'a']);
const isBlockChild = (child: XmlNode): boolean => typeof child !== 'string' && !INLINE.has(child.name);

interface Scope {
  defaultNs: string;
  prefixes: Readonly<Record<string, string>>;
}

/** Options for serializeXml. */
export interface SerializeOptions {
  /** Namespace of elements without `ns` (the target GAEB namespace). */
  namespace: string;
  /** Indent nested element-only content with two spaces per level (default true). */
  indent?: boolean;
}

/**
 * Serializes an element tree to XML text: elements without `ns` go to the target GAEB namespace, vendor elements
 * keep theirs (declared where needed). Element-only content is indented, except around inline elements (span, br)
 * and text, which are written exactly.
 */
export function serializeXml(root: XmlElement, options: SerializeOptions): string {
  const out: string[] = [];
  writeElement(
    root,
    { defaultNs: '', prefixes: {} },
    options.indent === false ? null : 0,
    out,
    options.namespace,
  );
  return out.join('');
}

const indents: string[] = [];
const indent = (depth: number): string => (indents[depth] ??= `\n${'  '.repeat(depth)}`);

function writeElement(
  el: XmlElement,
  scope: Scope,
  depth: number | null,
  out: string[],
  gaebNs: string,
): void {
  let inner = scope;
  let declarations = '';
  // Fast path: a GAEB element inside GAEB content needs no declaration.
  if (el.ns !== undefined || el.bindings !== undefined || scope.defaultNs !== gaebNs) {
    const bind = (p: string, uri: string): void => {
      if (p === 'xml') return;
      const current = p === '' ? inner.defaultNs : inner.prefixes[p];
      if (current === uri) return;
      declarations += p === '' ? ` xmlns="${escapeAttribute(uri)}"` : ` xmlns:${p}="${escapeAttribute(uri)}"`;
      inner =
        p === ''
          ? { defaultNs: uri, prefixes: inner.prefixes }
          : { defaultNs: inner.defaultNs, prefixes: { ...inner.prefixes, [p]: uri } };
    };
    const colon = el.name.indexOf(':');
    bind(colon > 0 ? el.name.slice(0, colon) : '', el.ns ?? gaebNs);
    if (el.bindings) for (const p in el.bindings) bind(p, el.bindings[p] ?? '');
  }

  out.push('<', el.name, declarations);
  for (const key in el.attrs) out.push(' ', key, '="', escapeAttribute(el.attrs[key] ?? ''), '"');
  const children = el.children;
  if (children.length === 0) {
    out.push('/>');
    return;
  }
  out.push('>');
  const elementOnly = depth !== null && children.every(isBlockChild);
  for (const child of children) {
    if (typeof child === 'string') {
      out.push(escapeText(child));
    } else if (elementOnly) {
      out.push(indent(depth + 1));
      writeElement(child, inner, depth + 1, out, gaebNs);
    } else {
      writeElement(child, inner, null, out, gaebNs);
    }
  }
  if (elementOnly) out.push(indent(depth));
  out.push('</', el.name, '>');
}
