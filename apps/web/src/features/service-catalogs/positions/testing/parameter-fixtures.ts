import type { PositionParameterView } from '@vendoc/contract/service-catalogs';

// Test-only: the parameters of a window made to measure, as the API sends them.

/** Width 400 to 2.400 mm in steps of 10, 1.000 mm by default. */
export const WIDTH_PARAMETER: PositionParameterView = {
  name: 'Breite',
  label: 'Breite',
  unit: 'mm',
  min: '400',
  max: '2400',
  step: '10',
  defaultValue: '1000',
};

/** The window's area in m² from width and height in mm. */
export const AREA_FORMULA = 'Breite * Hoehe / 1000000';
