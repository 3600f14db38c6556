import { z } from 'zod';
import { decimalString, idSchema, timestampSchema, versionSchema } from './common';

/**
 * Bills of quantities (Leistungsverzeichnisse): a project holds several, imported from GAEB DA XML or built here.
 * Amounts and quantities are decimal strings with a dot (never numbers); totals are exact.
 */

/** What a BoQ is for in the project: the client's tender, our offer, the contract, an addendum (Nachtrag). */
export const BOQ_KINDS = ['tender', 'offer', 'contract', 'addendum'] as const;
export const boqKindSchema = z.enum(BOQ_KINDS);
export type BoqKind = z.infer<typeof boqKindSchema>;

/** The GAEB phases a BoQ can be exported as. */
export const BOQ_EXPORT_PHASES = ['83', '84', '86'] as const;

/** One level of the ordinal-number mask (BoQBkdn). */
export const breakdownLevelSchema = z.object({
  type: z.enum(['Lot', 'BoQLevel', 'Item', 'Index']),
  label: z.string().nullable(),
  length: z.number().int().min(1).max(9),
  numeric: z.boolean(),
});
export type BreakdownLevelView = z.infer<typeof breakdownLevelSchema>;

/** Net per VAT rate. */
export const vatPartSchema = z.object({ vatPercent: z.string(), net: z.string(), vat: z.string() });

/** Exact totals of a BoQ, as GAEB counts them (provisional items without total and alternatives left out). */
export const boqTotalsSchema = z.object({
  /** Sum of the counted item totals, before discount. */
  total: z.string(),
  discountPercent: z.string().nullable(),
  net: z.string(),
  vatParts: z.array(vatPartSchema),
  vat: z.string(),
  gross: z.string(),
  /** Counted items without a unit price. */
  unpricedItems: z.number().int().min(0),
});
export type BoqTotals = z.infer<typeof boqTotalsSchema>;

export const boqCountsSchema = z.object({
  categories: z.number().int().min(0),
  items: z.number().int().min(0),
});

/** A BoQ with its totals (GET /api/v1/boqs/{boqId}, list entries). */
export const boqSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  name: z.string(),
  kind: boqKindSchema,
  /** GAEB exchange phase of the source ("83", "84", …); "83" for a BoQ built here. */
  phase: z.string(),
  /**
   * GAEB version of the source: "3.1", "3.2", "3.3" for DA XML, "2000" and "90" for the older formats (exports are
   * always DA XML 3.3).
   */
  gaebVersion: z.string(),
  sourceFileName: z.string().nullable(),
  breakdown: z.array(breakdownLevelSchema),
  currency: z.string(),
  vatPercent: z.string(),
  counts: boqCountsSchema,
  totals: boqTotalsSchema,
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Boq = z.infer<typeof boqSchema>;

/** GET /api/v1/projects/{projectId}/boqs: a project has a handful of BoQs, so the whole list. */
export const boqListSchema = z.object({ items: z.array(boqSchema) });

const boqName = z.string().trim().min(1, { message: 'Name fehlt' }).max(200);
const percent = decimalString(3, 3);

/** POST /api/v1/projects/{projectId}/boqs: an empty BoQ with the breakdown mask 2/4 (title 01, item 0010: "01.0010"). */
export const boqCreateSchema = z.object({
  name: boqName,
  kind: boqKindSchema.default('offer'),
  vatPercent: percent.default('19'),
});
export type BoqCreate = z.input<typeof boqCreateSchema>;

/** PATCH /api/v1/boqs/{boqId}. */
export const boqUpdateSchema = z.object({
  name: boqName.optional(),
  kind: boqKindSchema.optional(),
  vatPercent: percent.optional(),
  discountPercent: percent.nullable().optional(),
  version: versionSchema,
});

/** Multipart fields of POST /api/v1/projects/{projectId}/boqs/import besides the file. */
export const boqImportFieldsSchema = z.object({
  kind: boqKindSchema.optional(),
  name: boqName.optional(),
});

/** Something tolerated while reading a file, worth telling the user. */
export const importWarningSchema = z.object({
  message: z.string(),
  element: z.string().optional(),
  line: z.number().int().optional(),
});

/** 201 of the import. `version` is the source file's GAEB version (as `Boq.gaebVersion`). */
export const boqImportResponseSchema = z.object({
  boqId: idSchema,
  phase: z.string(),
  version: z.string(),
  counts: boqCountsSchema,
  warnings: z.array(importWarningSchema),
});
export type BoqImportResponse = z.infer<typeof boqImportResponseSchema>;

/** Node kinds of the tree: lots and titles (categories), items, markup items, remarks, performance descriptions. */
export const BOQ_NODE_KINDS = [
  'lot',
  'title',
  'item',
  'markupItem',
  'remark',
  'performanceDescription',
] as const;
export const boqNodeKindSchema = z.enum(BOQ_NODE_KINDS);
export type BoqNodeKind = z.infer<typeof boqNodeKindSchema>;

/** Bedarfsposition with total (Eventualposition counted) or without total (not counted). */
export const provisionalSchema = z.enum(['withTotal', 'withoutTotal']);

/** Alternative items: group and serial; serial 0 is the base item (Grundposition). */
export const alternativeSchema = z.object({
  group: z.number().int().min(1).max(999),
  serial: z.number().int().min(0).max(999),
});

/** The kind marks of a node as the server stores them for listing (absent = no). */
export interface BoqNodeMarks {
  provisional?: 'withTotal' | 'withoutTotal';
  alternative?: { group: number; serial: number };
  lumpSum?: true;
  hourly?: true;
  markupPercent?: string;
}

/** A row of the tree (no long text: that comes with GET …/nodes/{nodeId}). */
export const boqNodeSchema = z.object({
  id: idSchema,
  parentId: idSchema.nullable(),
  /** 0 for the top level. */
  depth: z.number().int().min(0),
  kind: boqNodeKindSchema,
  /** Ordinal number ("01.02.0010"); '' for remarks and performance descriptions. */
  oz: z.string(),
  shortText: z.string(),
  qty: z.string().nullable(),
  unit: z.string().nullable(),
  unitPrice: z.string().nullable(),
  /** Item total (null without price) or the subtotal of a category. */
  total: z.string().nullable(),
  /** Abrechnungsmenge: the quantity transferred from approved quantity surveys (items only; null if none). */
  measuredQty: z.string().nullable(),
  /** Whether the item's total counts toward its category and the BoQ. */
  counted: z.boolean(),
  provisional: provisionalSchema.nullable(),
  alternative: alternativeSchema.nullable(),
  lumpSum: z.boolean(),
  hourly: z.boolean(),
  /** Markup items: the markup in percent. */
  markupPercent: z.string().nullable(),
  hasLongText: z.boolean(),
  version: versionSchema,
});
export type BoqNode = z.infer<typeof boqNodeSchema>;

/** GET /api/v1/boqs/{boqId}/nodes: pages in tree order (depth first, document order). */
export const boqNodesQuerySchema = z.object({
  limit: z.coerce.number().int().min(1).max(5000).default(1000),
  cursor: z.string().max(100).optional(),
});
export const boqNodesPageSchema = z.object({
  items: z.array(boqNodeSchema),
  nextCursor: z.string().nullable(),
  total: z.number().int().min(0),
});
export type BoqNodesPage = z.infer<typeof boqNodesPageSchema>;

/** Inline text of rich text as the API shows it (the source markup stays on the server for the export). */
export type RichInlineView =
  | { type: 'text'; text: string; bold?: boolean; italic?: boolean; underline?: boolean }
  | { type: 'break' }
  | { type: 'image'; mimeType: string | null; data: string }
  | { type: 'complement'; markLabel: string; owner: boolean; text: string };

/** Blocks of rich text: paragraphs, lists, tables. */
export type RichBlockView =
  | { type: 'paragraph'; inlines: RichInlineView[] }
  | { type: 'list'; ordered: boolean; items: RichBlockView[][] }
  | {
      type: 'table';
      rows: { header: boolean; colSpan?: number; rowSpan?: number; blocks: RichBlockView[] }[][];
    };

const richInlineSchema: z.ZodType<RichInlineView> = z.discriminatedUnion('type', [
  z.object({
    type: z.literal('text'),
    text: z.string().max(100_000),
    bold: z.boolean().optional(),
    italic: z.boolean().optional(),
    underline: z.boolean().optional(),
  }),
  z.object({ type: z.literal('break') }),
  z.object({ type: z.literal('image'), mimeType: z.string().nullable(), data: z.string() }),
  z.object({ type: z.literal('complement'), markLabel: z.string(), owner: z.boolean(), text: z.string() }),
]);

export const richBlockSchema: z.ZodType<RichBlockView> = z.lazy(() =>
  z.discriminatedUnion('type', [
    z.object({ type: z.literal('paragraph'), inlines: z.array(richInlineSchema).max(10_000) }),
    z.object({
      type: z.literal('list'),
      ordered: z.boolean(),
      items: z.array(z.array(richBlockSchema)).max(1_000),
    }),
    z.object({
      type: z.literal('table'),
      rows: z
        .array(
          z.array(
            z.object({
              header: z.boolean(),
              colSpan: z.number().int().min(1).optional(),
              rowSpan: z.number().int().min(1).optional(),
              blocks: z.array(richBlockSchema),
            }),
          ),
        )
        .max(1_000),
    }),
  ]),
);

/** GET /api/v1/boqs/{boqId}/nodes/{nodeId}: the row plus its long text. */
export const boqNodeDetailSchema = boqNodeSchema.extend({
  longText: z.array(richBlockSchema),
});
export type BoqNodeDetail = z.infer<typeof boqNodeDetailSchema>;

const quantity = decimalString(3, 12);
const unitPrice = decimalString(3, 12);
/** GAEB units (QU) have at most 4 characters ("m2", "Stk", "psch"). */
const unit = z.string().trim().max(4, { message: 'Die Einheit darf höchstens 4 Zeichen lang sein' });
const shortText = z
  .string()
  .trim()
  .max(500, { message: 'Der Kurztext darf höchstens 500 Zeichen lang sein' });

/**
 * PATCH /api/v1/boqs/{boqId}/nodes/{nodeId}: what changes (absent fields stay). Quantity, unit price, unit and
 * the item kind apply to items; texts to items, categories (short text = label) and remarks.
 */
export const boqNodeUpdateSchema = z.object({
  qty: quantity.nullable().optional(),
  unitPrice: unitPrice.nullable().optional(),
  unit: unit.nullable().optional(),
  shortText: shortText.optional(),
  longText: z.array(richBlockSchema).max(10_000).optional(),
  provisional: provisionalSchema.nullable().optional(),
  alternative: alternativeSchema.nullable().optional(),
  lumpSum: z.boolean().optional(),
  hourly: z.boolean().optional(),
  version: versionSchema,
});
export type BoqNodeUpdate = z.input<typeof boqNodeUpdateSchema>;

/** Answer of an item edit: the node, every category whose subtotal changed, and the BoQ totals. */
export const boqNodeUpdateResponseSchema = z.object({
  node: boqNodeSchema,
  categories: z.array(z.object({ id: idSchema, total: z.string() })),
  totals: boqTotalsSchema,
  boqVersion: versionSchema,
});
export type BoqNodeUpdateResponse = z.infer<typeof boqNodeUpdateResponseSchema>;

/** Where a node goes: under `parentId` (null = top level), right after sibling `afterId` (null = first). */
const placement = {
  parentId: idSchema.nullable(),
  afterId: idSchema.nullable().default(null),
};

/** POST /api/v1/boqs/{boqId}/nodes: a new title (category) or item; siblings are renumbered by the mask. */
export const boqNodeCreateSchema = z.object({
  kind: z.enum(['title', 'item']),
  ...placement,
  shortText: shortText.default(''),
  qty: quantity.nullable().default(null),
  unit: unit.nullable().default(null),
  unitPrice: unitPrice.nullable().default(null),
});
export type BoqNodeCreate = z.input<typeof boqNodeCreateSchema>;

/** POST /api/v1/boqs/{boqId}/nodes/{nodeId}/move. */
export const boqNodeMoveSchema = z.object(placement);
export type BoqNodeMove = z.input<typeof boqNodeMoveSchema>;

/** Answer of structural changes (create, move, delete): the new or moved node, and the BoQ after it. */
export const boqStructureResponseSchema = z.object({
  node: boqNodeSchema.nullable(),
  boq: boqSchema,
});
export type BoqStructureResponse = z.infer<typeof boqStructureResponseSchema>;

/** GET /api/v1/boqs/{boqId}/export?phase=84: the GAEB DA XML file (X83 tender, X84 bid, X86 contract). */
export const boqExportQuerySchema = z.object({
  phase: z.enum(BOQ_EXPORT_PHASES).default('84'),
});
