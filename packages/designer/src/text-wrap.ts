import type { ElementStyle, TextRun } from '@vendoc/contract/document-template-elements';
import { ptToMm } from './geometry';
import type { FontSpec, TextLine, TextMeasurer, TextSegment } from './layout-types';

/** The font of a style, made bold or italic by a run. */
export function fontOf(
  style: ElementStyle,
  run: { bold: boolean; italic: boolean } = { bold: false, italic: false },
): FontSpec {
  return {
    family: style.fontFamily,
    bold: run.bold || style.fontWeight === 'bold',
    italic: run.italic || style.italic,
    size: style.fontSize,
  };
}

/** Distance between two baselines in mm. */
export function lineHeightMm(style: ElementStyle): number {
  return ptToMm(style.fontSize * style.lineHeight);
}

/** A piece of a word in one style. */
interface Piece {
  text: string;
  bold: boolean;
  italic: boolean;
}

/** A word with its trailing spaces; it may span runs ("info" bold + "@firma.de"), so it has pieces. */
interface Word {
  pieces: Piece[];
  /** A line break after this word (hard break). */
  breakAfter: boolean;
}

/** Splits runs into words (each keeping its trailing space; a word ends only at whitespace) and hard breaks. */
function tokenize(runs: readonly TextRun[]): Word[] {
  const words: Word[] = [];
  let open: Word | null = null;
  for (const run of runs) {
    const paragraphs = run.text.split('\n');
    paragraphs.forEach((paragraph, index) => {
      for (const part of paragraph.match(/\S+\s*|\s+/g) ?? []) {
        const piece = { text: part, bold: run.bold, italic: run.italic };
        if (open !== null && !/^\s/.test(part)) open.pieces.push(piece);
        else {
          open = { pieces: [piece], breakAfter: false };
          words.push(open);
        }
        if (/\s$/.test(part)) open = null;
      }
      if (index < paragraphs.length - 1) {
        const last = words[words.length - 1];
        if (last && !last.breakAfter && paragraph !== '') last.breakAfter = true;
        else words.push({ pieces: [{ text: '', bold: run.bold, italic: run.italic }], breakAfter: true });
        open = null;
      }
    });
  }
  return words;
}

/** The characters of pieces, each with its style. */
const charactersOf = (pieces: readonly Piece[]): Piece[] =>
  pieces.flatMap((piece) => [...piece.text].map((character) => ({ ...piece, text: character })));

/**
 * Where a word too wide for a line is best cut, among the first `fit` characters (the cut index: characters before
 * it stay on the line): before the "@" of an e-mail address, else at the last "." (before it) or "-" or "/" (after
 * them); `fit` (between characters) when there is none.
 */
function preferredCut(characters: readonly Piece[], fit: number): number {
  let fallback = 0;
  for (let index = 1; index <= fit && index < characters.length; index += 1) {
    const next = characters[index]!.text;
    const previous = characters[index - 1]!.text;
    if (next === '@') return index;
    if (next === '.' || previous === '-' || previous === '/') fallback = index;
  }
  return fallback > 0 ? fallback : fit;
}

/**
 * Breaks rich text into lines of at most `width` mm: at spaces, at "\n", and inside a word only when the word alone
 * is wider than the line (then before "@", at ".", "-" or "/" where it can, else between characters). Trailing
 * spaces do not count toward a line's width. Empty text gives no lines. Lines before a hard break and the last line
 * are marked `paragraphEnd` (justified text leaves them unstretched).
 */
export function wrapRuns(
  runs: readonly TextRun[],
  width: number,
  style: ElementStyle,
  measurer: TextMeasurer,
): TextLine[] {
  const lines: TextLine[] = [];
  let segments: TextSegment[] = [];
  let lineWidth = 0;
  const measure = (piece: Piece) => measurer.width(piece.text, fontOf(style, piece));
  const visibleWidth = (pieces: readonly Piece[]) =>
    pieces.reduce(
      (total, piece, index) =>
        total + measure(index === pieces.length - 1 ? { ...piece, text: piece.text.trimEnd() } : piece),
      0,
    );
  const finish = (paragraphEnd: boolean) => {
    const last = segments[segments.length - 1];
    if (last) last.text = last.text.trimEnd();
    const widthOfLine = segments.reduce((total, segment) => total + measure(segment), 0);
    lines.push({
      segments: segments.filter((segment) => segment.text !== ''),
      width: widthOfLine,
      paragraphEnd,
    });
    segments = [];
    lineWidth = 0;
  };
  const append = (pieces: readonly Piece[]) => {
    for (const piece of pieces) {
      const last = segments[segments.length - 1];
      if (last && last.bold === piece.bold && last.italic === piece.italic) last.text += piece.text;
      else segments.push({ ...piece });
      lineWidth += measure(piece);
    }
  };
  /** A word wider than the line: as much as fits on each line, cut where preferredCut says. */
  const appendBroken = (word: Word) => {
    let rest = charactersOf(word.pieces);
    while (rest.length > 0) {
      if (visibleWidth(rest) <= width - lineWidth) return append(rest);
      let fit = 0;
      let used = lineWidth;
      while (fit < rest.length && used + measure(rest[fit]!) <= width) used += measure(rest[fit++]!);
      if (fit === 0 && lineWidth > 0) {
        finish(false);
        continue;
      }
      const cut = preferredCut(rest, Math.max(fit, 1));
      append(rest.slice(0, cut));
      finish(false);
      rest = rest.slice(cut);
    }
  };

  for (const word of tokenize(runs)) {
    const visible = visibleWidth(word.pieces);
    const blank = word.pieces.every((piece) => piece.text.trim() === '');
    if (lineWidth > 0 && lineWidth + visible > width) finish(false);
    if (visible > width) appendBroken(word);
    else if (!(blank && lineWidth === 0)) append(word.pieces);
    if (word.breakAfter) finish(true);
  }
  if (segments.length > 0) finish(true);
  return lines;
}

/** Plain text (no styling runs) as lines. */
export function wrapText(
  text: string,
  width: number,
  style: ElementStyle,
  measurer: TextMeasurer,
): TextLine[] {
  return wrapRuns([{ text, bold: false, italic: false }], width, style, measurer);
}
