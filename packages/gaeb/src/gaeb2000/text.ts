/**
 * Texts of GAEB 2000 fields: plain text (one paragraph per line) or RTF (`{\rtf1 …}`, what AVA programs write
 * for formatted long texts). Both become the markup GAEB DA XML uses for rich text (p, span with style, br), so the
 * model's rich text is the same as an X83's and an export writes it as DA XML.
 */
import type { RichInline } from '../model-text';
import { blocksToXml } from '../write/build-text';
import type { XmlNode } from '../xml';
import { decodeCodePage } from './decode';

interface Run {
  text: string;
  bold: boolean;
  italic: boolean;
  underline: boolean;
}

type Inline = Run | 'break';

interface RtfState {
  bold: boolean;
  italic: boolean;
  underline: boolean;
  /** Inside a destination whose text is not content (font table, colours, pictures, \*\… groups). */
  skip: boolean;
  /** \ucN: characters that follow a \u as its fallback. */
  uc: number;
}

/** Groups deeper than this are read as if flat (RTF from AVA programs stays below 10). */
const MAX_RTF_DEPTH = 64;

const SKIPPED_DESTINATIONS = new Set([
  'fonttbl',
  'colortbl',
  'stylesheet',
  'info',
  'pict',
  'object',
  'header',
  'footer',
  'headerl',
  'headerr',
  'footerl',
  'footerr',
  'listtable',
  'listoverridetable',
  'revtbl',
  'rsidtbl',
  'generator',
  'xmlnstbl',
  'themedata',
  'colorschememapping',
  'latentstyles',
  'datastore',
  'fldinst',
]);

const SYMBOLS: Record<string, string> = {
  emdash: '—',
  endash: '–',
  bullet: '•',
  lquote: '‘',
  rquote: '’',
  ldblquote: '“',
  rdblquote: '”',
  emspace: ' ',
  enspace: ' ',
  tab: '\t',
  cell: ' ',
};

const PARAGRAPH_WORDS = new Set(['par', 'sect', 'page', 'row']);

/** True when the value is RTF. */
export const isRtf = (value: string): boolean => /^\s*\{\\rtf/.test(value);

/** Paragraphs of RTF as lists of styled runs and breaks. */
function rtfParagraphs(rtf: string): Inline[][] {
  const paragraphs: Inline[][] = [[]];
  const stack: RtfState[] = [];
  let state: RtfState = { bold: false, italic: false, underline: false, skip: false, uc: 1 };
  let depth = 0;
  let skipFallback = 0;
  let pendingBytes: number[] = [];
  let codePage: 'ansi' | 'oem' = 'ansi';

  const current = (): Inline[] => paragraphs[paragraphs.length - 1] ?? [];
  const emit = (text: string): void => {
    if (state.skip || text === '') return;
    const inlines = current();
    const last = inlines.at(-1);
    if (
      last !== undefined &&
      last !== 'break' &&
      last.bold === state.bold &&
      last.italic === state.italic &&
      last.underline === state.underline
    ) {
      last.text += text;
    } else {
      inlines.push({ text, bold: state.bold, italic: state.italic, underline: state.underline });
    }
  };
  const flushBytes = (): void => {
    if (pendingBytes.length === 0) return;
    emit(decodeCodePage(Uint8Array.from(pendingBytes), codePage));
    pendingBytes = [];
  };
  // A fallback character after \u is skipped: one character or one \'hh escape counts as one.
  const consumeFallback = (): boolean => {
    if (skipFallback <= 0) return false;
    skipFallback--;
    return true;
  };

  let i = 0;
  const n = rtf.length;
  while (i < n) {
    const c = rtf[i] ?? '';
    if (c === '{') {
      flushBytes();
      skipFallback = 0;
      if (depth < MAX_RTF_DEPTH) stack.push({ ...state });
      depth++;
      i++;
      continue;
    }
    if (c === '}') {
      flushBytes();
      skipFallback = 0;
      if (depth <= MAX_RTF_DEPTH) state = stack.pop() ?? state;
      depth = Math.max(0, depth - 1);
      i++;
      // The RTF group is closed: what follows (line end and indentation before [end]) is not text.
      if (depth === 0) break;
      continue;
    }
    if (c === '\r' || c === '\n') {
      i++;
      continue;
    }
    if (c !== '\\') {
      if (!consumeFallback()) {
        flushBytes();
        emit(c);
      }
      i++;
      continue;
    }
    const next = rtf[i + 1] ?? '';
    if (next === "'") {
      const byte = Number.parseInt(rtf.slice(i + 2, i + 4), 16);
      i += 4;
      if (consumeFallback() || Number.isNaN(byte)) continue;
      if (!state.skip) pendingBytes.push(byte);
      continue;
    }
    if (!/[A-Za-z]/.test(next)) {
      // Control symbol.
      i += 2;
      if (next === '\\' || next === '{' || next === '}') {
        if (!consumeFallback()) {
          flushBytes();
          emit(next);
        }
      } else if (next === '~') {
        flushBytes();
        emit('\u00a0');
      } else if (next === '_') {
        flushBytes();
        emit('-');
      } else if (next === '*') {
        state.skip = true;
      } else if (next === '\n' || next === '\r') {
        flushBytes();
        if (!state.skip) paragraphs.push([]);
      }
      continue;
    }
    const word = /^([A-Za-z]{1,32})(-?\d{1,10})? ?/.exec(rtf.slice(i + 1, i + 48));
    if (word === null) {
      i++;
      continue;
    }
    i += 1 + word[0].length;
    const name = word[1] ?? '';
    const param = word[2] === undefined ? null : Number(word[2]);
    flushBytes();
    if (name === 'u' && param !== null) {
      const code = param < 0 ? param + 65536 : param;
      emit(String.fromCharCode(code));
      skipFallback = state.uc;
      continue;
    }
    skipFallback = 0;
    if (SKIPPED_DESTINATIONS.has(name)) state.skip = true;
    else if (name === 'ansicpg') codePage = param === 437 || param === 850 ? 'oem' : 'ansi';
    else if (name === 'pc' || name === 'pca') codePage = 'oem';
    else if (name === 'uc' && param !== null) state.uc = Math.max(0, Math.min(param, 10));
    else if (name === 'b') state.bold = param !== 0;
    else if (name === 'i') state.italic = param !== 0;
    else if (name === 'ul') state.underline = param !== 0;
    else if (name === 'ulnone') state.underline = false;
    else if (name === 'plain') state = { ...state, bold: false, italic: false, underline: false };
    else if (name === 'line') {
      if (!state.skip) current().push('break');
    } else if (PARAGRAPH_WORDS.has(name)) {
      if (!state.skip) paragraphs.push([]);
    } else {
      const symbol = SYMBOLS[name];
      if (symbol !== undefined) emit(symbol);
    }
  }
  flushBytes();
  // "\par}" ends most RTF texts: the paragraph it opens is not content.
  while (paragraphs.length > 1 && (paragraphs.at(-1)?.length ?? 0) === 0) paragraphs.pop();
  return paragraphs;
}

/** Paragraphs of plain text: one per line, blank lines at the start and end left out, lines trimmed. */
function plainParagraphs(value: string): Inline[][] {
  const lines = value.split(/\r\n|\r|\n/).map((line) => line.trim());
  while (lines.length > 0 && lines[0] === '') lines.shift();
  while (lines.length > 0 && lines.at(-1) === '') lines.pop();
  return lines.map((line) =>
    line === '' ? [] : [{ text: line, bold: false, italic: false, underline: false }],
  );
}

function richInline(inline: Inline): RichInline {
  if (inline === 'break') return { type: 'break' };
  return {
    type: 'text',
    text: inline.text,
    ...(inline.bold ? { bold: true } : {}),
    ...(inline.italic ? { italic: true } : {}),
    ...(inline.underline ? { underline: true } : {}),
  };
}

/** DA XML rich-text markup of a field value: `p` elements with `span` (bold, italic, underline as style) and `br`. */
export function textMarkup(value: string): XmlNode[] {
  const paragraphs = isRtf(value) ? rtfParagraphs(value) : plainParagraphs(value);
  return blocksToXml(paragraphs.map((inlines) => ({ type: 'paragraph', inlines: inlines.map(richInline) })));
}
