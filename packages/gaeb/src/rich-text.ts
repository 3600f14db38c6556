import type { RichBlock, RichInline, RichTableCell, RichText, TextComplement } from './model-text';
import type { XmlElement, XmlNode } from './xml';

/** Reads a TextComplement met inside rich text (supplied by the reader, which knows how to read them). */
export type ComplementReader = (el: XmlElement) => TextComplement;

interface InlineStyle {
  bold?: true;
  italic?: true;
  underline?: true;
}

/**
 * Structured view of GAEB rich text (LblTx, DetailTxt/Text, TextOutlTxt, ComplBody, …): paragraphs with styled
 * spans and line breaks, lists, tables, images and inline text complements. Bold / italic / underline come from
 * `style` (font-weight, font-style, text-decoration) and from b/strong, i/em, u elements some tools write.
 * Whitespace is collapsed as in HTML. The element itself is kept as `source` for lossless write-back.
 */
export function richTextFromElement(el: XmlElement, readComplement?: ComplementReader): RichText {
  return { blocks: toBlocks(el.children, readComplement), source: el };
}

/** Blocks of rich-text content (children of a text container). */
export function toBlocks(nodes: readonly XmlNode[], readComplement?: ComplementReader): RichBlock[] {
  const blocks: RichBlock[] = [];
  let pending: XmlNode[] = [];
  const flush = (): void => {
    if (pending.length === 0) return;
    const inlines = toInlines(pending, {}, readComplement);
    if (inlines.length > 0) blocks.push({ type: 'paragraph', inlines });
    pending = [];
  };
  for (const node of nodes) {
    const name = typeof node === 'string' ? '' : node.name.toLowerCase();
    if (typeof node === 'string' || !BLOCK_NAMES.has(name)) {
      pending.push(node);
      continue;
    }
    flush();
    if (name === 'p' || name === 'div') {
      blocks.push({ type: 'paragraph', inlines: toInlines(node.children, styleOf(node), readComplement) });
    } else if (name === 'ul' || name === 'ol') {
      const items = elementsNamed(node, 'li').map((li) => toBlocks(li.children, readComplement));
      blocks.push({ type: 'list', ordered: name === 'ol', items });
    } else if (name === 'table') {
      blocks.push({ type: 'table', rows: tableRows(node, readComplement) });
    }
    // 'page' (page break) carries no content.
  }
  flush();
  return blocks;
}

const BLOCK_NAMES = new Set(['p', 'div', 'ul', 'ol', 'table', 'page']);

function elementsNamed(el: XmlElement, name: string): XmlElement[] {
  const found: XmlElement[] = [];
  for (const child of el.children) {
    if (typeof child === 'string') continue;
    if (child.name.toLowerCase() === name) found.push(child);
  }
  return found;
}

function tableRows(table: XmlElement, readComplement?: ComplementReader): RichTableCell[][] {
  const rows: RichTableCell[][] = [];
  const visit = (el: XmlElement): void => {
    for (const child of el.children) {
      if (typeof child === 'string') continue;
      const name = child.name.toLowerCase();
      if (name === 'tr') rows.push(tableCells(child, readComplement));
      else if (name === 'thead' || name === 'tbody' || name === 'tfoot') visit(child);
    }
  };
  visit(table);
  return rows;
}

function tableCells(tr: XmlElement, readComplement?: ComplementReader): RichTableCell[] {
  const cells: RichTableCell[] = [];
  for (const child of tr.children) {
    if (typeof child === 'string') continue;
    const name = child.name.toLowerCase();
    if (name !== 'td' && name !== 'th') continue;
    const cell: RichTableCell = { header: name === 'th', blocks: toBlocks(child.children, readComplement) };
    const colSpan = Number.parseInt(child.attrs.colspan ?? '', 10);
    const rowSpan = Number.parseInt(child.attrs.rowspan ?? '', 10);
    if (colSpan > 1) cell.colSpan = colSpan;
    if (rowSpan > 1) cell.rowSpan = rowSpan;
    cells.push(cell);
  }
  return cells;
}

function styleOf(el: XmlElement, inherited: InlineStyle = {}): InlineStyle {
  const style: InlineStyle = { ...inherited };
  const name = el.name.toLowerCase();
  if (name === 'b' || name === 'strong') style.bold = true;
  if (name === 'i' || name === 'em') style.italic = true;
  if (name === 'u') style.underline = true;
  const css = el.attrs.style?.toLowerCase();
  if (css) {
    if (/font-weight\s*:\s*(bold|bolder|[6-9]00)/.test(css)) style.bold = true;
    if (/font-style\s*:\s*(italic|oblique)/.test(css)) style.italic = true;
    if (/text-decoration(-line)?\s*:[^;]*underline/.test(css)) style.underline = true;
  }
  return style;
}

function toInlines(
  nodes: readonly XmlNode[],
  style: InlineStyle,
  readComplement?: ComplementReader,
): RichInline[] {
  const inlines: RichInline[] = [];
  collectInlines(nodes, style, inlines, readComplement);
  return normalizeWhitespace(inlines);
}

function collectInlines(
  nodes: readonly XmlNode[],
  style: InlineStyle,
  out: RichInline[],
  readComplement?: ComplementReader,
): void {
  for (const node of nodes) {
    if (typeof node === 'string') {
      out.push({ type: 'text', text: node.replace(/[ \t\r\n]+/g, ' '), ...style });
      continue;
    }
    const name = node.name.toLowerCase();
    if (name === 'br') {
      out.push({ type: 'break' });
    } else if (name === 'image') {
      out.push({
        type: 'image',
        mimeType: node.attrs.Type ?? null,
        name: node.attrs.Name ?? null,
        data: node.children.filter((c): c is string => typeof c === 'string').join(''),
      });
    } else if (node.name === 'TextComplement' && readComplement) {
      out.push({ type: 'complement', complement: readComplement(node) });
    } else {
      if ((name === 'p' || name === 'div') && out.length > 0) out.push({ type: 'break' });
      collectInlines(node.children, styleOf(node, style), out, readComplement);
    }
  }
}

const sameStyle = (a: RichInline & { type: 'text' }, b: RichInline & { type: 'text' }): boolean =>
  a.bold === b.bold && a.italic === b.italic && a.underline === b.underline;

/** Merges adjacent equally styled text, collapses spaces across spans and trims the ends of lines. */
function normalizeWhitespace(inlines: RichInline[]): RichInline[] {
  const out: RichInline[] = [];
  for (const inline of inlines) {
    const last = out.at(-1);
    if (inline.type !== 'text') {
      if (inline.type === 'break' && last?.type === 'text') last.text = last.text.trimEnd();
      out.push(inline);
      continue;
    }
    const atLineStart = last === undefined || last.type === 'break';
    const endsWithSpace = last?.type === 'text' && last.text.endsWith(' ');
    const text = atLineStart || endsWithSpace ? inline.text.trimStart() : inline.text;
    if (text === '') continue;
    if (last?.type === 'text' && sameStyle(last, inline)) last.text += text;
    else out.push({ ...inline, text });
  }
  const last = out.at(-1);
  if (last?.type === 'text') {
    last.text = last.text.trimEnd();
    if (last.text === '') out.pop();
  }
  return out;
}

/** Plain text of rich text: paragraphs and breaks as line feeds, list items with "- ", table cells with tabs. */
export function plainText(text: RichText | readonly RichBlock[] | null): string {
  if (text === null) return '';
  const blocks = 'blocks' in text ? text.blocks : text;
  return blocks.map(blockText).join('\n');
}

function blockText(block: RichBlock): string {
  if (block.type === 'paragraph') return block.inlines.map(inlineText).join('');
  if (block.type === 'list') {
    return block.items
      .map((item, i) => `${block.ordered ? `${i + 1}.` : '-'} ${item.map(blockText).join('\n')}`)
      .join('\n');
  }
  return block.rows
    .map((row) => row.map((cell) => cell.blocks.map(blockText).join(' ')).join('\t'))
    .join('\n');
}

function inlineText(inline: RichInline): string {
  switch (inline.type) {
    case 'text':
      return inline.text;
    case 'break':
      return '\n';
    case 'image':
      return '';
    case 'complement': {
      const { caption, body, tail } = inline.complement;
      const parts = [plainText(caption), plainText(body) || '…', plainText(tail)].filter((p) => p !== '');
      return parts.join(' ');
    }
  }
}

/** Rich text from plain text: one paragraph per line, no source markup (the writer renders it). */
export function richTextFromPlainText(text: string): RichText {
  const blocks: RichBlock[] = text
    .split(/\r?\n/)
    .map((line) => ({ type: 'paragraph', inlines: line === '' ? [] : [{ type: 'text', text: line }] }));
  return { blocks, source: null };
}
