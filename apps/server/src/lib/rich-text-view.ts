import type { RichBlockView, RichInlineView } from '@vendoc/contract/boqs';
import type { Description, RichBlock, RichInline, TextComplement } from '@vendoc/gaeb/model-text';
import { plainText, richTextFromPlainText } from '@vendoc/gaeb/rich-text';

/**
 * Rich text between the GAEB model and the API: the API shows blocks without source markup; text complements
 * (owner or bidder additions) are shown as one marked inline with their text.
 */

function complementView(complement: TextComplement): RichInlineView {
  const text = [complement.caption, complement.body, complement.tail]
    .map((part) => plainText(part))
    .filter((part) => part !== '')
    .join(' ');
  return { type: 'complement', markLabel: complement.markLabel, owner: complement.kind !== 'Bidder', text };
}

function inlineView(inline: RichInline): RichInlineView {
  switch (inline.type) {
    case 'text': {
      const view: RichInlineView = { type: 'text', text: inline.text };
      if (inline.bold) view.bold = true;
      if (inline.italic) view.italic = true;
      if (inline.underline) view.underline = true;
      return view;
    }
    case 'break':
      return { type: 'break' };
    case 'image':
      return { type: 'image', mimeType: inline.mimeType, data: inline.data };
    case 'complement':
      return complementView(inline.complement);
  }
}

export function blocksView(blocks: readonly RichBlock[]): RichBlockView[] {
  return blocks.map((block): RichBlockView => {
    if (block.type === 'paragraph') return { type: 'paragraph', inlines: block.inlines.map(inlineView) };
    if (block.type === 'list') {
      return { type: 'list', ordered: block.ordered, items: block.items.map(blocksView) };
    }
    return {
      type: 'table',
      rows: block.rows.map((row) =>
        row.map((cell) => ({
          header: cell.header,
          ...(cell.colSpan === undefined ? {} : { colSpan: cell.colSpan }),
          ...(cell.rowSpan === undefined ? {} : { rowSpan: cell.rowSpan }),
          blocks: blocksView(cell.blocks),
        })),
      ),
    };
  });
}

/** The long text of a description (DetailTxt) as blocks: text parts in order, complements as marked paragraphs. */
export function longTextView(description: Description | null): RichBlockView[] {
  const blocks: RichBlockView[] = [];
  for (const part of description?.completeText?.detail?.parts ?? []) {
    if (part.kind === 'text') blocks.push(...blocksView(part.text.blocks));
    else if (part.kind === 'complement')
      blocks.push({ type: 'paragraph', inlines: [complementView(part.complement)] });
  }
  return blocks;
}

function inlineModel(inline: RichInlineView): RichInline {
  switch (inline.type) {
    case 'text': {
      const model: RichInline = { type: 'text', text: inline.text };
      if (inline.bold) model.bold = true;
      if (inline.italic) model.italic = true;
      if (inline.underline) model.underline = true;
      return model;
    }
    case 'break':
      return { type: 'break' };
    case 'image':
      return { type: 'image', mimeType: inline.mimeType, name: null, data: inline.data };
    case 'complement':
      return {
        type: 'complement',
        complement: {
          markLabel: inline.markLabel,
          kind: inline.owner ? 'Owner' : 'Bidder',
          empty: inline.text === '',
          caption: null,
          body: inline.text === '' ? null : richTextFromPlainText(inline.text),
          tail: null,
        },
      };
  }
}

/** Blocks from the API as model blocks (without source markup: the writer renders them). */
export function blocksModel(blocks: readonly RichBlockView[]): RichBlock[] {
  return blocks.map((block): RichBlock => {
    if (block.type === 'paragraph') return { type: 'paragraph', inlines: block.inlines.map(inlineModel) };
    if (block.type === 'list')
      return { type: 'list', ordered: block.ordered, items: block.items.map(blocksModel) };
    return {
      type: 'table',
      rows: block.rows.map((row) =>
        row.map((cell) => ({
          header: cell.header,
          ...(cell.colSpan === undefined ? {} : { colSpan: cell.colSpan }),
          ...(cell.rowSpan === undefined ? {} : { rowSpan: cell.rowSpan }),
          blocks: blocksModel(cell.blocks),
        })),
      ),
    };
  });
}
