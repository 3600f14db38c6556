import { z } from 'zod';
import { idSchema } from './common';
import { mmSchema, templateElementSchema } from './document-template-elements';

/**
 * Designer templates (issue 13): the layout a company's documents are rendered with. This is the model stored in a
 * document template record; @vendoc/designer migrates older shapes to it, checks its data paths and lays it out.
 */

/** The template model version this code writes; older ones are migrated by @vendoc/designer. */
export const DESIGNER_TEMPLATE_SCHEMA_VERSION = 2;

/** The documents a company lays out with templates (names from DOMAIN.md's glossary). */
export const DOCUMENT_KINDS = [
  'offer',
  'orderConfirmation',
  'deliveryNote',
  'progressInvoice',
  'finalInvoice',
  'creditNote',
  'paymentReminder',
  'constructionNoteReport',
  'quantitySurveySheet',
  'defectReport',
  'obstructionNotice',
  'letter',
] as const;
export const documentKindSchema = z.enum(DOCUMENT_KINDS);
export type DocumentKind = z.infer<typeof documentKindSchema>;

/** Paper sizes in mm, portrait (width x height). */
export const PAGE_SIZES_MM = {
  A3: { width: 297, height: 420 },
  A4: { width: 210, height: 297 },
  A5: { width: 148, height: 210 },
} as const;

export const pageSetupSchema = z.strictObject({
  format: z.enum(['A3', 'A4', 'A5']),
  orientation: z.enum(['portrait', 'landscape']),
});
export type PageSetup = z.infer<typeof pageSetupSchema>;

export const marginsSchema = z.strictObject({
  top: mmSchema(0, 200),
  right: mmSchema(0, 200),
  bottom: mmSchema(0, 200),
  left: mmSchema(0, 200),
});
export type Margins = z.infer<typeof marginsSchema>;

/** What is printed under a region's elements: a page of an uploaded letterhead PDF, or an uploaded image. */
export const backgroundSchema = z.discriminatedUnion('type', [
  z.strictObject({ type: z.literal('pdf'), fileId: idSchema, page: z.number().int().min(1).max(9999) }),
  z.strictObject({ type: z.literal('image'), fileId: idSchema }),
]);
export type Background = z.infer<typeof backgroundSchema>;

/**
 * The elements of the first page, or of every following page. Flowing content (positions table, long texts)
 * continues on following pages between `flowTop` and `flowBottom` (mm from the page's top edge).
 */
export const pageRegionSchema = z
  .strictObject({
    background: backgroundSchema.nullable(),
    flowTop: mmSchema(0, 1500),
    flowBottom: mmSchema(0, 1500),
    elements: z.array(templateElementSchema).max(500, { message: 'Höchstens 500 Elemente' }),
  })
  .refine((region) => region.flowBottom > region.flowTop, {
    path: ['flowBottom'],
    message: 'Muss unterhalb von flowTop liegen',
  });
export type PageRegion = z.infer<typeof pageRegionSchema>;
export type RegionKey = 'firstPage' | 'followingPages';

/** A designer template: page, margins and the two regions. Element ids are unique across both regions. */
export const designerTemplateSchema = z
  .strictObject({
    schemaVersion: z.literal(DESIGNER_TEMPLATE_SCHEMA_VERSION, {
      error: `schemaVersion ${DESIGNER_TEMPLATE_SCHEMA_VERSION} erwartet`,
    }),
    kind: documentKindSchema,
    page: pageSetupSchema,
    margins: marginsSchema,
    firstPage: pageRegionSchema,
    followingPages: pageRegionSchema,
  })
  .superRefine((template, context) => {
    const seen = new Set<string>();
    for (const region of ['firstPage', 'followingPages'] as const) {
      template[region].elements.forEach((element, index) => {
        if (seen.has(element.id))
          context.addIssue({
            code: 'custom',
            path: [region, 'elements', index, 'id'],
            message: `Id "${element.id}" kommt mehrfach vor`,
          });
        seen.add(element.id);
      });
    }
  });
export type DesignerTemplate = z.infer<typeof designerTemplateSchema>;
