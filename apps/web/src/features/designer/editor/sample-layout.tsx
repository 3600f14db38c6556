import type { CSSProperties } from 'react';
import type { TemplateElement } from '@vendoc/contract/document-template-elements';
import type { DocumentKind } from '@vendoc/contract/document-templates';
import { fieldIndex, fieldsOf } from '@vendoc/designer/catalogue';
import type { LayoutContext } from '@vendoc/designer/layout-context';
import { canvasBoxes } from '@vendoc/designer/layout-flow';
import type { FontSpec, LayoutBox, TextBox, TextMeasurer } from '@vendoc/designer/layout-types';
import { sampleDocumentData } from '@vendoc/designer/sample-data';
import { MM_PER_PT } from './scale';

const MM_PER_PX = 25.4 / 96;

/** CSS font of a layout font (size in px). */
function cssFont(font: Pick<FontSpec, 'family' | 'bold' | 'italic'>, sizePx: number): string {
  const family = font.family === 'serif' ? '"Noto Serif", serif' : '"Noto Sans", sans-serif';
  return `${font.italic ? 'italic ' : ''}${font.bold ? 'bold ' : ''}${sizePx}px ${family}`;
}

/**
 * Widths measured with the browser's canvas in the Noto fonts the PDF embeds (the designer loads them first:
 * fonts/designer-fonts.ts); without a canvas (tests) an average glyph width of half the font size.
 */
export function canvasMeasurer(): TextMeasurer {
  const context =
    typeof document === 'undefined' ? null : document.createElement('canvas').getContext?.('2d');
  if (!context) return { width: (text, font) => text.length * font.size * MM_PER_PT * 0.5 };
  // The PDF sets glyphs by their advance widths, without kerning or ligatures (decision 0018): measure the same way
  // (optimizeSpeed turns ligatures off in Chromium; a canvas has no other switch for them).
  context.fontKerning = 'none';
  context.textRendering = 'optimizeSpeed';
  return {
    width(text, font) {
      const sizePx = (font.size * 96) / 72;
      context.font = cssFont(font, sizePx);
      return context.measureText(text).width * MM_PER_PX;
    },
  };
}

/** The layout context of one page with the kind's sample data: the canvas shows what the PDF would. */
export function sampleContext(kind: DocumentKind, measurer: TextMeasurer): LayoutContext {
  return { data: sampleDocumentData(kind), fields: fieldIndex(fieldsOf(kind)), measurer, page: 1, pages: 1 };
}

/** The layout engine's boxes of an element with sample data; null where the canvas draws it itself or it fails. */
export function sampleBoxes(element: TemplateElement, context: LayoutContext): LayoutBox[] | null {
  if (['image', 'qrCode', 'line', 'foldMarks', 'rectangle'].includes(element.kind)) return null;
  try {
    return canvasBoxes(element, context);
  } catch {
    return null;
  }
}

/**
 * How a laid-out line is aligned in its box: a justified line spreads its words over the width, as the PDF does,
 * except the last line of a paragraph, which stays left.
 */
export function lineAlignment(align: TextBox['style']['align'], paragraphEnd: boolean): CSSProperties {
  if (align !== 'justify') return { textAlign: align, whiteSpace: 'pre' };
  return paragraphEnd
    ? { textAlign: 'left', whiteSpace: 'pre' }
    : { textAlign: 'justify', textAlignLast: 'justify', whiteSpace: 'nowrap' };
}

/** The boxes drawn inside the element's own box (positions relative to it). */
export function SampleBoxes({
  element,
  boxes,
  scale,
}: {
  element: TemplateElement;
  boxes: readonly LayoutBox[];
  scale: number;
}) {
  return (
    <>
      {boxes.map((box, index) => {
        const left = (box.x - element.x) * scale;
        const top = (box.y - element.y) * scale;
        if (box.type === 'text') {
          const sizePx = box.style.fontSize * MM_PER_PT * scale;
          return box.lines.map((line, lineIndex) => (
            <div
              key={`${index}-${lineIndex}`}
              style={{
                position: 'absolute',
                left,
                top: top + lineIndex * box.lineHeight * scale,
                width: box.width * scale,
                height: box.lineHeight * scale,
                lineHeight: `${box.lineHeight * scale}px`,
                ...lineAlignment(box.style.align, line.paragraphEnd),
                // Glyphs at their advances, without kerning, ligatures or the page's letter spacing (MUI's
                // typography sets one), as measured and as the PDF sets them.
                fontKerning: 'none',
                fontVariantLigatures: 'none',
                letterSpacing: 'normal',
                wordSpacing: 'normal',
                color: box.style.color,
                font: cssFont(
                  {
                    family: box.style.fontFamily,
                    bold: box.style.fontWeight === 'bold',
                    italic: box.style.italic,
                  },
                  sizePx,
                ),
              }}
            >
              {line.segments.map((segment, segmentIndex) => (
                <span
                  key={segmentIndex}
                  style={{
                    fontWeight: segment.bold ? 'bold' : undefined,
                    fontStyle: segment.italic ? 'italic' : undefined,
                  }}
                >
                  {segment.text}
                </span>
              ))}
            </div>
          ));
        }
        if (box.type === 'line')
          return (
            <svg
              key={index}
              style={{ position: 'absolute', left: 0, top: 0, overflow: 'visible' }}
              width={1}
              height={1}
            >
              <line
                x1={left}
                y1={top}
                x2={left + box.width * scale}
                y2={top + box.height * scale}
                stroke={box.color}
                strokeWidth={Math.max(1, box.thickness * scale)}
              />
            </svg>
          );
        if (box.type === 'rect')
          return (
            <div
              key={index}
              style={{
                position: 'absolute',
                left,
                top,
                width: box.width * scale,
                height: box.height * scale,
                background: box.fill ?? undefined,
                border: box.border
                  ? `${Math.max(1, box.border.width * scale)}px solid ${box.border.color}`
                  : undefined,
              }}
            />
          );
        return null;
      })}
    </>
  );
}
