import type { Description, DetailPart, RichBlock, RichInline, RichText, TextComplement } from '../model-text';
import { LONG_TEXT_MAX, SHORT_TEXT_MAX, truncateText } from '../text-bounds';

/** Rich text of one line. */
export function lineText(text: string): RichText {
  return {
    blocks: [{ type: 'paragraph', inlines: text === '' ? [] : [{ type: 'text', text }] }],
    source: null,
  };
}

/**
 * Rich text of printed lines: a blank line separates paragraphs, the lines of a paragraph are joined by line
 * breaks (GAEB 90 has no other layout).
 */
export function linesText(lines: readonly string[]): RichText {
  const blocks: RichBlock[] = [];
  let inlines: RichInline[] = [];
  const flush = () => {
    if (inlines.length > 0) blocks.push({ type: 'paragraph', inlines });
    inlines = [];
  };
  for (const line of lines) {
    if (line.trim() === '') {
      flush();
      continue;
    }
    if (inlines.length > 0) inlines.push({ type: 'break' });
    inlines.push({ type: 'text', text: line });
  }
  flush();
  return { blocks, source: null };
}

/** What a collector cut to the text bounds, for a warning. */
export interface CutText {
  part: 'Kurztext' | 'Langtext';
  size: number;
  max: number;
}

/**
 * Collects the texts of a position, sub-description or remark in record order: short text lines (25), long text
 * lines (26) and text complements (27), each bounded (SHORT_TEXT_MAX, LONG_TEXT_MAX).
 */
export class TextCollector {
  private readonly shortLines: string[] = [];
  private shortSize = 0;
  private readonly parts: DetailPart[] = [];
  private lines: string[] = [];
  private longSize = 0;
  /** Complements with their lines; their bodies are made when the description is. */
  private readonly complements: { complement: TextComplement; lines: string[] }[] = [];
  private lastComplement: { complement: TextComplement; lines: string[] } | null = null;

  addShort(text: string): void {
    if (text === '') return;
    this.shortSize += text.length + (this.shortLines.length > 0 ? 1 : 0);
    if (this.shortSize <= SHORT_TEXT_MAX) this.shortLines.push(text);
  }

  /** A long text line; false when the long text is full (the line was counted, not kept). */
  addLong(text: string): boolean {
    this.lastComplement = null;
    if (!this.keep(text.length + 1)) return false;
    this.lines.push(text);
    return true;
  }

  /** A text complement; a record with the same kind and mark as the one before continues its text. */
  addComplement(kind: 'Owner' | 'Bidder', mark: string, text: string): void {
    if (!this.keep(text.length + 1)) return;
    const last = this.lastComplement;
    if (last !== null && last.complement.kind === kind && last.complement.markLabel === mark) {
      if (text !== '') last.lines.push(text);
      return;
    }
    this.flushLines();
    const complement: TextComplement = {
      markLabel: mark,
      kind,
      empty: true,
      caption: null,
      body: null,
      tail: null,
    };
    this.parts.push({ kind: 'complement', complement });
    this.lastComplement = { complement, lines: text === '' ? [] : [text] };
    this.complements.push(this.lastComplement);
  }

  private keep(size: number): boolean {
    this.longSize += size;
    return this.longSize <= LONG_TEXT_MAX;
  }

  private flushLines(): void {
    while (this.lines.length > 0 && this.lines.at(-1)!.trim() === '') this.lines.pop();
    const first = this.lines.findIndex((line) => line.trim() !== '');
    if (first !== -1) this.parts.push({ kind: 'text', text: linesText(this.lines.slice(first)) });
    this.lines = [];
  }

  /** What was cut to the bounds. */
  cuts(): CutText[] {
    const cuts: CutText[] = [];
    if (this.shortSize > SHORT_TEXT_MAX)
      cuts.push({ part: 'Kurztext', size: this.shortSize, max: SHORT_TEXT_MAX });
    if (this.longSize > LONG_TEXT_MAX)
      cuts.push({ part: 'Langtext', size: this.longSize, max: LONG_TEXT_MAX });
    return cuts;
  }

  /** The description (short text as OutlineText, long text and complements as DetailTxt); null when empty. */
  description(): Description | null {
    this.flushLines();
    this.lastComplement = null;
    for (const { complement, lines } of this.complements) {
      complement.body = lines.length > 0 ? linesText(lines) : null;
      complement.empty = lines.length === 0;
    }
    const short = truncateText(this.shortLines.join(' '), SHORT_TEXT_MAX);
    if (short === '' && this.parts.length === 0) return null;
    return {
      wicNo: null,
      completeText: {
        detail: this.parts.length > 0 ? { parts: [...this.parts] } : null,
        outline: short === '' ? null : lineText(short),
      },
      outline: null,
    };
  }
}
