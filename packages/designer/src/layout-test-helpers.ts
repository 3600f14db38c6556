import type { TextMeasurer } from './layout-types';

/** A fixed-width measurer for tests: every character is 1 mm wide at any size, so line breaks are easy to predict. */
export const oneMmPerCharacter: TextMeasurer = { width: (text) => [...text].length };
