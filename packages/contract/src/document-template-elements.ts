import { z } from 'zod';
import { idSchema } from './common';

/**
 * The elements of a designer template (page designer, issue 13). Geometry is in millimetres as numbers with at most
 * one decimal (0.1 mm resolution; the schema refuses finer values, the designer rounds). Money never appears here:
 * amounts come from the document data as decimal strings when a template is laid out.
 */

/** A length in mm, 0.1 mm resolution, within `min`..`max`. */
export const mmSchema = (min: number, max: number) =>
  z
    .number({ error: 'Zahl in mm erwartet' })
    .min(min, { message: `Mindestens ${min} mm` })
    .max(max, { message: `Höchstens ${max} mm` })
    .multipleOf(0.1, { message: 'Auf 0,1 mm genau' });

/** A colour as #rrggbb. */
export const colorSchema = z.string().regex(/^#[0-9a-fA-F]{6}$/, { message: 'Farbe als #rrggbb erwartet' });

/** A data path of the document data catalogue, e.g. "client.name" or "document.date". */
export const dataPathSchema = z
  .string()
  .regex(/^[A-Za-z][A-Za-z0-9]*(\.[A-Za-z0-9]+)*$/, { message: 'Datenpfad wie client.name erwartet' })
  .max(200, { message: 'Höchstens 200 Zeichen' });

/** Text that may hold inline fields such as {{client.name}}. */
const templateText = (max: number) => z.string().max(max, { message: `Höchstens ${max} Zeichen` });

export const borderSchema = z.strictObject({
  width: mmSchema(0.1, 10),
  color: colorSchema,
  style: z.enum(['solid', 'dashed', 'dotted']),
});

/** How an element's text and box look. */
export const elementStyleSchema = z.strictObject({
  fontFamily: z.enum(['sans', 'serif']),
  /** Font size in pt, 0.5 pt steps. */
  fontSize: z
    .number({ error: 'Schriftgröße in pt erwartet' })
    .min(4, { message: 'Mindestens 4 pt' })
    .max(96, { message: 'Höchstens 96 pt' })
    .multipleOf(0.5, { message: 'In Schritten von 0,5 pt' }),
  fontWeight: z.enum(['normal', 'bold']),
  italic: z.boolean(),
  color: colorSchema,
  align: z.enum(['left', 'center', 'right', 'justify']),
  /** Line height as a multiple of the font size. */
  lineHeight: z.number().min(0.8).max(3).multipleOf(0.05, { message: 'In Schritten von 0,05' }),
  border: borderSchema.nullable(),
  fill: colorSchema.nullable(),
});
export type ElementStyle = z.infer<typeof elementStyleSchema>;

/** On which pages an element appears. */
export const PAGE_CONDITIONS = [
  'always',
  'firstPageOnly',
  'lastPageOnly',
  'notFirstPage',
  'notLastPage',
] as const;
/** For which clients an element appears (client.kind of the document). */
export const CLIENT_CONDITIONS = [
  'always',
  'publicClientOnly',
  'privateClientOnly',
  'commercialClientOnly',
] as const;

/**
 * When an element is shown: every part must hold. `field` shows it only when a data path has a value (`set`) or has
 * none (`empty`), e.g. a discount line only when there is a discount. No free expressions: nothing to parse or
 * evaluate unsafely, and every condition is a choice in the property panel.
 */
export const visibilitySchema = z.strictObject({
  pages: z.enum(PAGE_CONDITIONS),
  clients: z.enum(CLIENT_CONDITIONS),
  field: z.strictObject({ path: dataPathSchema, is: z.enum(['set', 'empty']) }).nullable(),
});
export type Visibility = z.infer<typeof visibilitySchema>;

const baseFields = {
  id: z
    .string()
    .min(1, { message: 'Id fehlt' })
    .max(100, { message: 'Höchstens 100 Zeichen' })
    .regex(/^[A-Za-z0-9_-]+$/, { message: 'Id aus Buchstaben, Ziffern, - und _' }),
  /** A name for the element list ("Logo", "Betreff"); empty for none. */
  name: z.string().max(100, { message: 'Höchstens 100 Zeichen' }),
  x: mmSchema(-500, 1500),
  y: mmSchema(-500, 1500),
  width: mmSchema(0, 1500),
  height: mmSchema(0, 1500),
  /** Clockwise rotation in degrees, 0 <= r < 360, 0.1 degree steps. */
  rotation: z
    .number()
    .min(0)
    .lt(360, { message: 'Kleiner als 360°' })
    .multipleOf(0.1, { message: 'Auf 0,1° genau' }),
  /** Paint order: higher is in front; the designer keeps it equal to the position in the element list. */
  z: z.number().int().min(0).max(10_000),
  locked: z.boolean(),
  visibility: visibilitySchema,
  style: elementStyleSchema,
};

/** A run of simple rich text; `text` may hold inline fields ({{client.name}}) and line breaks. */
export const textRunSchema = z.strictObject({
  text: templateText(20_000),
  bold: z.boolean(),
  italic: z.boolean(),
});
export type TextRun = z.infer<typeof textRunSchema>;

export const FIELD_FORMATS = ['text', 'date', 'money', 'quantity', 'percent'] as const;
export const fieldFormatSchema = z.enum(FIELD_FORMATS);
export type FieldFormat = z.infer<typeof fieldFormatSchema>;

export const POSITION_COLUMNS = [
  'oz',
  'shortText',
  'longText',
  'quantity',
  'unit',
  'unitPrice',
  'total',
  'vat',
  'discount',
] as const;
export const positionColumnSchema = z.strictObject({
  key: z.enum(POSITION_COLUMNS),
  label: z.string().max(100),
  width: mmSchema(1, 500),
  align: z.enum(['left', 'center', 'right']),
});

export const TOTALS_ROWS = ['net', 'vatPerRate', 'gross', 'deductions', 'amountDue'] as const;

export const textElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('text'),
  runs: z.array(textRunSchema).max(200),
});

export const fieldElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('field'),
  path: dataPathSchema,
  format: fieldFormatSchema,
  /** Printed before the value ("Rechnungsnr.: "); empty for none. */
  label: z.string().max(200),
});

export const imageElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('image'),
  source: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('companyLogo') }),
    z.strictObject({ type: z.literal('file'), fileId: idSchema }),
  ]),
  fit: z.enum(['contain', 'cover', 'stretch']),
});

/** A line from the box's top-left to its bottom-right corner (height 0: horizontal, width 0: vertical). */
export const lineElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('line'),
  thickness: mmSchema(0.1, 10),
  dash: z.enum(['solid', 'dashed', 'dotted']),
});

export const rectangleElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('rectangle'),
  cornerRadius: mmSchema(0, 100),
});

/** The DIN 5008 address window: return-address line (5 mm high) above the recipient's address lines. */
export const addressWindowElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('addressWindow'),
  form: z.enum(['A', 'B']),
  /** The small sender line over the address; empty for none. */
  returnAddress: templateText(300),
  /** The recipient lines, usually inline fields of the client's address. */
  recipient: templateText(2_000),
});

/** Fold and hole marks at the page's left edge; `y` is measured from the element's top. */
export const foldMarksElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('foldMarks'),
  marks: z.array(z.strictObject({ type: z.enum(['fold', 'hole']), y: mmSchema(0, 1500) })).max(10),
});

export const positionsTableElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('positionsTable'),
  columns: z.array(positionColumnSchema).min(1, { message: 'Mindestens eine Spalte' }).max(12),
  /** Repeat the header row on every page the table continues on. */
  repeatHeader: z.boolean(),
  /** A subtotal row after each title (Titelsumme). */
  titleSubtotals: z.boolean(),
  /** "Übertrag": the running total at the foot of a page and the head of the next. */
  carryOver: z.boolean(),
  headerFill: colorSchema.nullable(),
});

export const totalsElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('totals'),
  rows: z.array(z.enum(TOTALS_ROWS)).min(1, { message: 'Mindestens eine Zeile' }).max(TOTALS_ROWS.length),
  labelWidth: mmSchema(0, 500),
});

export const pageNumberElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('pageNumber'),
  pattern: z
    .string()
    .max(100)
    .refine((text) => text.includes('{page}'), {
      message: 'Muster braucht {page}, z. B. "Seite {page} von {pages}"',
    }),
});

/** A QR code: the EPC GiroCode (SEPA transfer of the amount due to the company's account) or fixed text. */
export const qrCodeElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('qrCode'),
  content: z.discriminatedUnion('type', [
    z.strictObject({ type: z.literal('epcGiroCode') }),
    z.strictObject({ type: z.literal('text'), text: templateText(1_000) }),
  ]),
});

export const signatureElementSchema = z.strictObject({
  ...baseFields,
  kind: z.literal('signature'),
  /** Caption under the line ("Unterschrift Auftraggeber"). */
  label: z.string().max(200),
  /** Data path of a captured signature image; null for an empty box to sign on paper. */
  imagePath: dataPathSchema.nullable(),
  showDate: z.boolean(),
});

export const freeTableElementSchema = z
  .strictObject({
    ...baseFields,
    kind: z.literal('freeTable'),
    columns: z
      .array(z.strictObject({ width: mmSchema(1, 500), align: z.enum(['left', 'center', 'right']) }))
      .min(1, { message: 'Mindestens eine Spalte' })
      .max(20),
    headerRows: z.number().int().min(0).max(5),
    /** Cell texts, row by row; each may hold inline fields. */
    rows: z.array(z.array(templateText(2_000))).max(200),
  })
  .superRefine((table, context) => {
    table.rows.forEach((row, index) => {
      if (row.length !== table.columns.length)
        context.addIssue({
          code: 'custom',
          path: ['rows', index],
          message: `${table.columns.length} Zellen erwartet, ${row.length} gefunden`,
        });
    });
  });

export const templateElementSchema = z.discriminatedUnion('kind', [
  textElementSchema,
  fieldElementSchema,
  imageElementSchema,
  lineElementSchema,
  rectangleElementSchema,
  addressWindowElementSchema,
  foldMarksElementSchema,
  positionsTableElementSchema,
  totalsElementSchema,
  pageNumberElementSchema,
  qrCodeElementSchema,
  signatureElementSchema,
  freeTableElementSchema,
]);
export type TemplateElement = z.infer<typeof templateElementSchema>;
export type TemplateElementKind = TemplateElement['kind'];
/** The element of one kind, e.g. ElementOfKind<'field'>. */
export type ElementOfKind<K extends TemplateElementKind> = Extract<TemplateElement, { kind: K }>;
