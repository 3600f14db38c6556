import { useLayoutEffect, useRef, useState } from 'react';

/** Before the browser has laid the probe out (or where it never does, in tests): a digit of 14 px Roboto, generously. */
const FALLBACK_DIGIT_WIDTH = 9;
/** How many digits the probe holds (the average of many is exact to a fraction of a pixel). */
export const PROBE_DIGITS = 10;

/**
 * The width of one digit in pixels, measured on a probe element holding PROBE_DIGITS zeros, and measured again
 * whenever the probe's size changes (the web font arriving, a zoom).
 */
export function useDigitWidth() {
  const probe = useRef<HTMLSpanElement>(null);
  const [width, setWidth] = useState(FALLBACK_DIGIT_WIDTH);
  useLayoutEffect(() => {
    const element = probe.current;
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
  return { probe, width };
}
