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

interface Token {
  text: string;
  bold: boolean;
  italic: boolean;
  /** A line break after this token (hard break). */
  breakAfter: boolean;
}

/** Splits runs into words (each keeping its trailing space) and hard line breaks. */
function tokenize(runs: readonly TextRun[]): Token[] {
  const tokens: Token[] = [];
  for (const run of runs) {
    const paragraphs = run.text.split('\n');
    paragraphs.forEach((paragraph, index) => {
      for (const word of paragraph.match(/\S+\s*|\s+/g) ?? [])
        tokens.push({ text: word, bold: run.bold, italic: run.italic, breakAfter: false });
      if (index < paragraphs.length - 1) {
        const last = tokens[tokens.length - 1];
        if (last && !last.breakAfter && paragraph !== '') last.breakAfter = true;
        else tokens.push({ text: '', bold: run.bold, italic: run.italic, breakAfter: true });
      }
    });
  }
  return tokens;
}

/**
 * Breaks rich text into lines of at most `width` mm: at spaces, at "\n", and inside a word only when the word alone
 * is wider than the line. Trailing spaces do not count toward a line's width. Empty text gives no lines. Lines
 * before a hard break and the last line are marked `paragraphEnd` (justified text leaves them unstretched).
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
  const measure = (text: string, token: Token) => measurer.width(text, fontOf(style, token));
  const finish = (paragraphEnd: boolean) => {
    const last = segments[segments.length - 1];
    if (last) last.text = last.text.trimEnd();
    const widthOfLine = segments.reduce(
      (total, segment) => total + measurer.width(segment.text, fontOf(style, segment)),
      0,
    );
    lines.push({
      segments: segments.filter((segment) => segment.text !== ''),
      width: widthOfLine,
      paragraphEnd,
    });
    segments = [];
    lineWidth = 0;
  };
  const append = (text: string, token: Token) => {
    const last = segments[segments.length - 1];
    if (last && last.bold === token.bold && last.italic === token.italic) last.text += text;
    else segments.push({ text, bold: token.bold, italic: token.italic });
    lineWidth += measure(text, token);
  };

  for (const token of tokenize(runs)) {
    const visible = token.text.trimEnd();
    if (lineWidth > 0 && lineWidth + measure(visible, token) > width) finish(false);
    if (measure(visible, token) > width) {
      // a word wider than the line: break it between characters
      for (const character of token.text) {
        if (lineWidth > 0 && lineWidth + measure(character, token) > width && character.trim() !== '')
          finish(false);
        append(character, token);
      }
    } else if (token.text !== '' && !(lineWidth === 0 && visible === '')) {
      append(token.text, token);
    }
    if (token.breakAfter) finish(true);
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
