import { useLayoutEffect, useMemo, useState } from 'react';
import { useDigitWidth } from '../../../lib/hooks/use-digit-width';
import { contentWidths, type FigureLengths, type TextMeasure } from '../model/figure-widths';
import type { ColumnId, ColumnWidths } from '../model/grid-columns';

/** The table's fonts (grid-styles): cells 14 px, bold rows up to 700; headers 13 px semibold. */
const CELL_FONT = '700 14px';
const HEADER_FONT = '600 13px';
/** Where there is no canvas to measure with (tests): wider than any letter of 14 px Roboto Bold. */
const FALLBACK_LETTER_WIDTH = 14;

let canvas: CanvasRenderingContext2D | null | undefined;

function canvasContext(): CanvasRenderingContext2D | null {
  if (canvas === undefined) {
    try {
      canvas = document.createElement('canvas').getContext('2d');
    } catch {
      canvas = null;
    }
  }
  return canvas;
}

function textMeasure(family: string | null, digit: number): TextMeasure {
  const context = family === null ? null : canvasContext();
  const widths = new Map<string, number>();
  const measure = (font: string) => (text: string) => {
    if (!context) return text.length * FALLBACK_LETTER_WIDTH;
    const key = `${font}|${text}`;
    let width = widths.get(key);
    if (width === undefined) {
      context.font = `${font} ${family}`;
      width = context.measureText(text).width;
      widths.set(key, width);
    }
    return width;
  };
  return { digit, cell: measure(CELL_FONT), header: measure(HEADER_FONT) };
}

/**
 * The width each column of the tree table needs for its content over the whole BoQ, measured in the table's font:
 * spread `probeProps` onto a span inside the table. Measured again when the font changes (the web font arriving,
 * a zoom).
 */
export function useColumnFit(lengths: FigureLengths, headers: Readonly<Record<ColumnId, string>>) {
  const digit = useDigitWidth();
  const probe = digit.probeProps.ref;
  const [family, setFamily] = useState<string | null>(null);
  useLayoutEffect(() => {
    const element = probe.current;
    if (element) setFamily(getComputedStyle(element).fontFamily || null);
  }, [probe, digit.width]);
  // A new measure (empty cache) whenever the digit's width changes: the font did.
  const measure = useMemo(() => textMeasure(family, digit.width), [family, digit.width]);
  const fit: ColumnWidths = useMemo(
    () => contentWidths(lengths, headers, measure),
    [lengths, headers, measure],
  );
  return { fit, probeProps: digit.probeProps };
}
