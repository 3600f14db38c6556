import { useCallback, useLayoutEffect, useRef, useState, type CSSProperties } from 'react';

/** Before the browser has laid the probe out (or where it never does, in tests): a digit of 14 px Roboto, generously. */
const FALLBACK_DIGIT_WIDTH = 9;
/** How many digits the probe holds (the average of many is exact to a fraction of a pixel). */
const PROBE_DIGITS = 10;
/** Horizontal padding of a table cell, both sides together. */
const CELL_PADDING = 16;

const PROBE_STYLE: CSSProperties = {
  position: 'absolute',
  visibility: 'hidden',
  whiteSpace: 'nowrap',
  // Bold digits are the widest: a column fits its bold rows (titles, sums) too.
  fontWeight: 700,
  fontVariantNumeric: 'tabular-nums',
  pointerEvents: 'none',
};

/**
 * The width of one digit in pixels in the font of the element the probe is rendered in (spread `probeProps` onto a
 * span inside the table), measured again whenever the probe's size changes (the web font arriving, a zoom). `fit`
 * gives the width of a column whose longest value has `chars` characters: separators and signs are narrower than
 * digits, so a number never needs more.
 */
export function useDigitWidth() {
  const ref = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState(FALLBACK_DIGIT_WIDTH);
  useLayoutEffect(() => {
    const element = ref.current;
    if (!element) return;
    const measure = () => {
      const measured = element.getBoundingClientRect().width / PROBE_DIGITS;
      if (measured > 0) setWidth(measured);
    };
    measure();
    if (typeof ResizeObserver === 'undefined') return;
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  const probeProps = {
    ref,
    'aria-hidden': true,
    style: PROBE_STYLE,
    children: '0'.repeat(PROBE_DIGITS),
  } as const;
  const fit = useCallback(
    (chars: number, least = 0) => Math.max(least, Math.ceil(chars * width + CELL_PADDING)),
    [width],
  );
  return { probeProps, width, fit };
}
