import { z } from 'zod';

// Fields shared by constructions, quantity surveys and survey templates (contract files of their own).

export const name = (max: number) =>
  z
    .string()
    .trim()
    .min(1, { message: 'Name fehlt' })
    .max(max, { message: `Höchstens ${max} Zeichen` });
/** Optional text in a PATCH: absent = unchanged, null or "" = cleared. */
export const patchText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Höchstens ${max} Zeichen` })
    .nullable()
    .optional()
    .transform((value) => (value === undefined ? undefined : value ? value : null));
/** Optional text in a POST: absent, null or "" = none. */
export const createText = (max: number) =>
  z
    .string()
    .trim()
    .max(max, { message: `Höchstens ${max} Zeichen` })
    .nullish()
    .transform((value) => (value ? value : null));

// ---------------------------------------------------------------------------------------------------------------
// Formula lines (shared by survey lines and template lines)
// ---------------------------------------------------------------------------------------------------------------

/** REB 23.003 markers: '' counted, H helper, E result, Z subtotal, P position total, S estimate, * comment. */
export const MARKER_VALUES = ['', 'H', 'E', 'Z', 'P', 'S', '*'] as const;
export const markerSchema = z.enum(MARKER_VALUES);

/** 0 = operators, 91 = free formula; geometric numbers (1..99) are checked by the formula engine. */
export const formulaNumberSchema = z
  .number()
  .int()
  .min(0, { message: 'Formelnummer 0 bis 999' })
  .max(999, { message: 'Formelnummer 0 bis 999' });

function isControlCharacter(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f;
}

/** As typed: "2,40*2,75-1,01*2,135", "2*(L+B)*H", "0001B0*0,2", or geometric values "4,5;3,2". */
export const expressionSchema = z
  .string()
  .max(1_000, { message: 'Die Formel darf höchstens 1000 Zeichen lang sein' })
  .refine((text) => ![...text].some(isControlCharacter), { message: 'Die Formel enthält Steuerzeichen' });

/** Row index on a sheet: letter + digit, "A0".."Z9". */
export const rowSchema = z
  .string()
  .trim()
  .toUpperCase()
  .regex(/^[A-Z][0-9]$/, { message: 'Zeile: ein Buchstabe und eine Ziffer, z. B. B0' });

/** OZ of the measured BoQ position as the BoQ writes it; null for helper or comment lines without position. */
export const ozSchema = z
  .string()
  .trim()
  .max(50)
  .nullish()
  .transform((value) => (value ? value : null));

export const lineText = z.string().max(500, { message: 'Der Text darf höchstens 500 Zeichen lang sein' });

/** Variable names: a letter, then letters, digits, "_" (case-sensitive). */
export const variableNameSchema = z
  .string()
  .trim()
  .regex(/^[A-Za-zÄÖÜäöüß][A-Za-z0-9ÄÖÜäöüß_]{0,29}$/, {
    message: 'Name: ein Buchstabe, dann Buchstaben, Ziffern oder _ (höchstens 30 Zeichen)',
  });
