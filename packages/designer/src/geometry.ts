import { PAGE_SIZES_MM, type PageSetup } from '@vendoc/contract/document-templates';

/**
 * Geometry is in millimetres as plain numbers with 0.1 mm resolution (the contract refuses finer values). Floats
 * are fine for geometry (money never is): every result of an operation is rounded back to a tenth of a millimetre,
 * so repeated moves never accumulate binary error.
 */

/** Rounds a length to 0.1 mm (half away from zero); never returns -0. */
export function roundMm(value: number): number {
  const tenths = Math.sign(value) * Math.round(Math.abs(value) * 10);
  return tenths === 0 ? 0 : tenths / 10;
}

/** Width and height of a page in mm, after orientation. */
export function pageSizeMm(page: PageSetup): { width: number; height: number } {
  const size = PAGE_SIZES_MM[page.format];
  return page.orientation === 'portrait'
    ? { width: size.width, height: size.height }
    : { width: size.height, height: size.width };
}

/** Millimetres to PDF points (1 pt = 1/72 inch = 25.4/72 mm). */
export function mmToPt(mm: number): number {
  return (mm * 72) / 25.4;
}

/** Points to millimetres. */
export function ptToMm(pt: number): number {
  return (pt * 25.4) / 72;
}
