import type { Description, DetailText, RichBlock, RichInline, RichText, TextComplement } from '../model-text';
import type { XmlElement, XmlNode } from '../xml';
import { ElementBuilder } from './element-builder';

/** A rich-text field: its source markup when unchanged (renamed to `name`), otherwise rendered from the blocks. */
export function richTextElement(text: RichText, name: string): XmlElement {
  if (text.source !== null) return text.source.name === name ? text.source : { ...text.source, name };
  return { name, attrs: {}, children: blocksToXml(text.blocks) };
}

/** OutlineText (short text): the source, or OutlineText/OutlTxt/TextOutlTxt rendered from the blocks. */
export function outlineTextElement(text: RichText): XmlElement {
  if (text.source !== null) return text.source;
  const inner: XmlElement = { name: 'TextOutlTxt', attrs: {}, children: blocksToXml(text.blocks) };
  return { name: 'OutlineText', attrs: {}, children: [{ name: 'OutlTxt', attrs: {}, children: [inner] }] };
}

/** GAEB markup for rich-text blocks: p with span/br/image, ul/ol with li, table with tr and td/th. */
export function blocksToXml(blocks: readonly RichBlock[]): XmlNode[] {
  return blocks.map((block): XmlElement => {
    if (block.type === 'paragraph') return { name: 'p', attrs: {}, children: block.inlines.map(inlineToXml) };
    if (block.type === 'list') {
      const items = block.items.map((item): XmlElement => ({
        name: 'li',
        attrs: {},
        children: blocksToXml(item),
      }));
      return { name: block.ordered ? 'ol' : 'ul', attrs: {}, children: items };
    }
    const rows = block.rows.map((row): XmlElement => ({
      name: 'tr',
      attrs: {},
      children: row.map((cell): XmlElement => {
        const attrs: Record<string, string> = {};
        if (cell.colSpan !== undefined) attrs.colspan = String(cell.colSpan);
        if (cell.rowSpan !== undefined) attrs.rowspan = String(cell.rowSpan);
        return { name: cell.header ? 'th' : 'td', attrs, children: blocksToXml(cell.blocks) };
      }),
    }));
    return { name: 'table', attrs: {}, children: rows };
  });
}

function inlineToXml(inline: RichInline): XmlElement {
  switch (inline.type) {
    case 'text': {
      const style = [
        inline.bold ? 'font-weight:bold;' : '',
        inline.italic ? 'font-style:italic;' : '',
        inline.underline ? 'text-decoration:underline;' : '',
      ].join('');
      return { name: 'span', attrs: style ? { style } : {}, children: [inline.text] };
    }
    case 'break':
      return { name: 'br', attrs: {}, children: [] };
    case 'image': {
      const attrs: Record<string, string> = {};
      if (inline.mimeType !== null) attrs.Type = inline.mimeType;
      if (inline.name !== null) attrs.Name = inline.name;
      return { name: 'image', attrs, children: inline.data === '' ? [] : [inline.data] };
    }
    case 'complement':
      return textComplementElement(inline.complement);
  }
}

/** TextComplement with caption, body (always present, possibly empty) and tail. */
export function textComplementElement(complement: TextComplement, bodyOnly = false): XmlElement {
  const builder = new ElementBuilder('TextComplement', {
    MarkLbl: complement.markLabel,
    Kind: complement.kind,
  });
  if (complement.empty) builder.attr('Empty', 'Yes');
  if (!bodyOnly && complement.caption) builder.child(richTextElement(complement.caption, 'ComplCaption'));
  builder.child(
    complement.body
      ? richTextElement(complement.body, 'ComplBody')
      : { name: 'ComplBody', attrs: {}, children: [] },
  );
  if (!bodyOnly && complement.tail) builder.child(richTextElement(complement.tail, 'ComplTail'));
  return builder.build(complement, !bodyOnly);
}

function detailTextElement(detail: DetailText): XmlElement {
  const children = detail.parts.map((part) => {
    if (part.kind === 'text') return richTextElement(part.text, 'Text');
    if (part.kind === 'complement') return textComplementElement(part.complement);
    return part.element;
  });
  return new ElementBuilder('DetailTxt', { ...detail.extraAttributes }).all(children).build(detail);
}

/** Description with WICNo, CompleteText (DetailTxt, OutlineText) or a bare OutlineText. */
export function descriptionElement(description: Description): XmlElement {
  const builder = new ElementBuilder('Description').text('WICNo', description.wicNo);
  const complete = description.completeText;
  if (complete !== null) {
    const completeBuilder = new ElementBuilder('CompleteText').child(
      complete.detail ? detailTextElement(complete.detail) : { name: 'DetailTxt', attrs: {}, children: [] },
    );
    if (complete.outline) completeBuilder.child(outlineTextElement(complete.outline));
    builder.child(completeBuilder.build(complete));
  }
  if (description.outline) builder.child(outlineTextElement(description.outline));
  return builder.build(description);
}

/** Every bidder text complement of a description (top level and inside paragraphs), in text order. */
export function bidderComplements(description: Description | null): TextComplement[] {
  const found: TextComplement[] = [];
  const visitBlocks = (blocks: readonly RichBlock[]): void => {
    for (const block of blocks) {
      if (block.type === 'paragraph') {
        for (const inline of block.inlines) {
          if (inline.type === 'complement' && inline.complement.kind === 'Bidder')
            found.push(inline.complement);
        }
      } else if (block.type === 'list') block.items.forEach(visitBlocks);
      else block.rows.forEach((row) => row.forEach((cell) => visitBlocks(cell.blocks)));
    }
  };
  for (const part of description?.completeText?.detail?.parts ?? []) {
    if (part.kind === 'complement' && part.complement.kind === 'Bidder') found.push(part.complement);
    else if (part.kind === 'text') visitBlocks(part.text.blocks);
  }
  return found;
}
