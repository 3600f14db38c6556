import type { RichBlockView, RichInlineView } from '@vendoc/contract/boqs';

function inlineText(inline: RichInlineView): string {
  switch (inline.type) {
    case 'text':
    case 'complement':
      return inline.text;
    case 'break':
      return '\n';
    case 'image':
      return '';
  }
}

function blockText(block: RichBlockView): string {
  switch (block.type) {
    case 'paragraph':
      return block.inlines.map(inlineText).join('');
    case 'list':
      return block.items
        .map((item, index) => `${block.ordered ? `${index + 1}.` : '-'} ${item.map(blockText).join(' ')}`)
        .join('\n');
    case 'table':
      return block.rows
        .map((row) => row.map((cell) => cell.blocks.map(blockText).join(' ')).join('\t'))
        .join('\n');
  }
}

/** Rich text as plain text for editing: paragraphs separated by an empty line, line breaks kept. */
export function blocksToPlainText(blocks: readonly RichBlockView[]): string {
  return blocks
    .map(blockText)
    .filter((text) => text.trim() !== '')
    .join('\n\n');
}

/** Plain text back to rich text: a paragraph per block of lines (empty lines separate them), line breaks kept. */
export function plainTextToBlocks(text: string): RichBlockView[] {
  return text
    .replace(/\r\n?/g, '\n')
    .split(/\n\s*\n/)
    .map((paragraph) => paragraph.replace(/^\n+|\s+$/g, ''))
    .filter((paragraph) => paragraph.trim() !== '')
    .map((paragraph) => {
      const inlines: RichInlineView[] = [];
      paragraph.split('\n').forEach((line, index) => {
        if (index > 0) inlines.push({ type: 'break' });
        if (line !== '') inlines.push({ type: 'text', text: line });
      });
      return { type: 'paragraph', inlines };
    });
}

function inlineHasFormatting(inline: RichInlineView): boolean {
  if (inline.type === 'text')
    return inline.bold === true || inline.italic === true || inline.underline === true;
  return inline.type === 'image' || inline.type === 'complement';
}

/**
 * Whether rich text holds more than plain paragraphs (bold, italic, underline, lists, tables, images, text
 * complements): editing it as plain text would drop that.
 */
export function hasFormatting(blocks: readonly RichBlockView[]): boolean {
  return blocks.some((block) => block.type !== 'paragraph' || block.inlines.some(inlineHasFormatting));
}
