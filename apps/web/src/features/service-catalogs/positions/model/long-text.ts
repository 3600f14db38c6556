import type { RichBlockView, RichInlineView } from '@vendoc/contract/boqs';

/**
 * Long texts are rich text (GAEB: paragraphs with bold/italic/underline, lists, tables, pictures, text
 * complements). The editor edits them as plain paragraphs; these functions convert both ways and tell whether
 * anything would be lost by doing so.
 */

function plainOfInline(inline: RichInlineView): string {
  if (inline.type === 'break') return '\n';
  if (inline.type === 'image') return '';
  return inline.text;
}

function plainOfBlock(block: RichBlockView): string {
  if (block.type === 'paragraph') return block.inlines.map(plainOfInline).join('');
  if (block.type === 'list') {
    return block.items
      .map((item, index) => {
        const bullet = block.ordered ? `${index + 1}.` : '-';
        return `${bullet} ${item.map(plainOfBlock).join(' ')}`;
      })
      .join('\n');
  }
  return block.rows
    .map((row) => row.map((cell) => cell.blocks.map(plainOfBlock).join(' ')).join('\t'))
    .join('\n');
}

/** The long text as editable plain text: one paragraph per block, an empty line between them. */
export function longTextToPlain(blocks: readonly RichBlockView[]): string {
  const paragraphs = blocks.map(plainOfBlock).filter((text) => text.trim() !== '');
  return paragraphs.join('\n\n');
}

/** Plain text as long text: empty lines separate paragraphs, single line breaks stay breaks. */
export function plainToLongText(text: string): RichBlockView[] {
  const paragraphs = text
    .replace(/\r\n?/g, '\n')
    .split(/\n[ \t]*\n/)
    .map((paragraph) => paragraph.replace(/^\n+/, '').trimEnd())
    .filter((paragraph) => paragraph.trim() !== '');
  return paragraphs.map((paragraph) => ({
    type: 'paragraph',
    inlines: paragraph.split('\n').flatMap((line, index): RichInlineView[] => {
      const parts: RichInlineView[] = index > 0 ? [{ type: 'break' }] : [];
      return line === '' ? parts : [...parts, { type: 'text', text: line }];
    }),
  }));
}

/** Whether editing as plain paragraphs would drop formatting, lists, tables, pictures or complements. */
export function longTextHasFormatting(blocks: readonly RichBlockView[]): boolean {
  return blocks.some(
    (block) =>
      block.type !== 'paragraph' ||
      block.inlines.some((inline) =>
        inline.type === 'text'
          ? Boolean(inline.bold || inline.italic || inline.underline)
          : inline.type !== 'break',
      ),
  );
}
