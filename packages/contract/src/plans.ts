import { z } from 'zod';
import { clientIdSchema, idSchema, optionalText, timestampSchema, versionSchema } from './common';
import { smartNoteCreateSchema, smartNoteFileSchema, type SmartNoteStatus } from './smart-notes';

/**
 * Plans with pins (issue 16, `/blueprint`; decision 0030). A plan of a project has revisions A, B, C … (the newest is
 * the current one, older ones stay readable), each a PDF page or an image among the project's files. Pins sit on the
 * plan in plan coordinates: x and y as fractions 0..1 of the page's (image's) width and height from its top left
 * corner, exact decimals with 6 places on the wire ("0.512345"), never pixels of a zoom. A pin links to one smart
 * note (a defect), diary day, file (a photo), quantity-survey line, or nothing. A new revision keeps every pin where it
 * was; `revisionId` of a pin is the revision its position was last set on (placed or moved), so pins with an older
 * one are those the client offers to move (POST …/pins/move).
 */

/** A coordinate: a decimal 0..1 with at most 6 places, as a string ("0", "1", "0.25", "0.512345"). */
export const planCoordinateSchema = z
  .string()
  .trim()
  .regex(/^(0(\.\d{1,6})?|1(\.0{1,6})?)$/, { message: 'Koordinate zwischen 0 und 1 erwartet' });

/** What a pin shows (its symbol): a smart note's kind, or the kind of item it links. */
export const PIN_TYPES = ['defect', 'task', 'note', 'diaryEntry', 'photo', 'file', 'surveyLine'] as const;
export const pinTypeSchema = z.enum(PIN_TYPES);
export type PinType = z.infer<typeof pinTypeSchema>;

/**
 * The status a pin is coloured by. A pin linked to a smart note has the note's status; one linked to a diary day is
 * "done" once the day is signed ("open" before); one linked to a survey line follows the survey (draft: open,
 * submitted: in progress, approved or billed: done); any other pin has the status stored with it.
 */
export const PIN_STATUSES = ['open', 'inProgress', 'done'] as const satisfies readonly SmartNoteStatus[];
export const pinStatusSchema = z.enum(PIN_STATUSES);
export type PinStatus = z.infer<typeof pinStatusSchema>;

/** German names of the types (legend, filter, defect report). */
export const PIN_TYPE_LABELS: Record<PinType, string> = {
  defect: 'Mangel',
  task: 'Aufgabe',
  note: 'Notiz',
  diaryEntry: 'Bautagebuch',
  photo: 'Foto',
  file: 'Datei',
  surveyLine: 'Aufmaßzeile',
};

export const PIN_STATUS_LABELS: Record<PinStatus, string> = {
  open: 'Offen',
  inProgress: 'In Arbeit',
  done: 'Erledigt',
};

/** A pin's fill colour by status (red open, amber in progress, green done): readable on white and on plans. */
export const PIN_STATUS_COLORS: Record<PinStatus, string> = {
  open: '#d32f2f',
  inProgress: '#f59e0b',
  done: '#2e7d32',
};

/** A pin's ring colour and letter by type (the letter is drawn inside the pin, also in the defect report). */
export const PIN_TYPE_STYLES: Record<PinType, { color: string; letter: string }> = {
  defect: { color: '#b71c1c', letter: 'M' },
  task: { color: '#1565c0', letter: 'A' },
  note: { color: '#546e7a', letter: 'N' },
  diaryEntry: { color: '#6a1b9a', letter: 'B' },
  photo: { color: '#00838f', letter: 'F' },
  file: { color: '#4e342e', letter: 'D' },
  surveyLine: { color: '#ef6c00', letter: 'Q' },
};

/** What a pin links to: exactly one item of the plan's project, or nothing. */
export const PIN_LINK_KINDS = ['smartNote', 'constructionNote', 'file', 'surveyLine'] as const;
export const pinLinkKindSchema = z.enum(PIN_LINK_KINDS);
export type PinLinkKind = z.infer<typeof pinLinkKindSchema>;

/** The link of a new or changed pin; `null`: none. */
export const pinLinkInputSchema = z
  .object({ kind: pinLinkKindSchema, id: idSchema })
  .nullable()
  .default(null);
export type PinLinkInput = z.input<typeof pinLinkInputSchema>;

/** The type a pin gets when the request names none: from its link (a smart note's own type is used by the server). */
export const DEFAULT_PIN_TYPE: Record<PinLinkKind | 'none', PinType> = {
  smartNote: 'defect',
  constructionNote: 'diaryEntry',
  file: 'photo',
  surveyLine: 'surveyLine',
  none: 'note',
};

const planName = z
  .string()
  .trim()
  .min(1, { message: 'Name des Plans fehlt' })
  .max(200, { message: 'Höchstens 200 Zeichen' });

/** The page of a PDF plan (1 = the first); images have none (null). */
const pageSchema = z
  .number({ error: 'Seite: eine ganze Zahl ab 1' })
  .int({ message: 'Seite: eine ganze Zahl ab 1' })
  .min(1, { message: 'Seite: eine ganze Zahl ab 1' })
  .max(10_000, { message: 'Seite: eine ganze Zahl ab 1' })
  .nullable()
  .default(null);

const revisionFields = {
  /** A PDF or raster image (PNG, JPEG, WebP) among the files of the plan's project. */
  fileId: idSchema,
  /** The page of a PDF (1 when absent); must be null for an image. */
  page: pageSchema,
  note: optionalText(2000),
};

/** POST /api/v1/projects/{projectId}/plans: a plan with its first revision "A". */
export const planCreateSchema = z.object({
  id: clientIdSchema,
  name: planName,
  /** The plan number, e.g. "A-101". */
  number: optionalText(50),
  /** The discipline (Gewerk), e.g. "Architektur", "Elektro". */
  discipline: optionalText(100),
  ...revisionFields,
});
export type PlanCreate = z.input<typeof planCreateSchema>;

/** PATCH /api/v1/plans/{id}: name, number or discipline (absent ones stay). */
export const planUpdateSchema = z.object({
  name: planName.optional(),
  number: optionalText(50).optional(),
  discipline: optionalText(100).optional(),
  version: versionSchema,
});
export type PlanUpdate = z.input<typeof planUpdateSchema>;

/** POST /api/v1/plans/{id}/revisions: the next revision (index after the last: A, B, … Z, AA, AB …); pins stay. */
export const planRevisionCreateSchema = z.object({ ...revisionFields, version: versionSchema });
export type PlanRevisionCreate = z.input<typeof planRevisionCreateSchema>;

/** The file a revision shows (like a smart note's photo); `contentUrl` is signed for the caller (<img>, pdf.js). */
export const planFileSchema = smartNoteFileSchema;
export type PlanFile = z.infer<typeof planFileSchema>;

const userRefSchema = z.object({ id: idSchema, displayName: z.string() });

export const planRevisionSchema = z.object({
  id: idSchema,
  index: z.string(),
  /** Null when the file was deleted from the project meanwhile (the revision stays, without a picture). */
  file: planFileSchema.nullable(),
  page: z.number().int().min(1).nullable(),
  note: z.string().nullable(),
  createdBy: userRefSchema,
  createdAt: timestampSchema,
});
export type PlanRevision = z.infer<typeof planRevisionSchema>;

export const planSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  name: z.string(),
  number: z.string().nullable(),
  discipline: z.string().nullable(),
  /** Oldest first; the last is the current revision. */
  revisions: z.array(planRevisionSchema).min(1),
  currentRevisionId: idSchema,
  pinCount: z.number().int().min(0),
  /** Pins with status open or in progress. */
  openPinCount: z.number().int().min(0),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Plan = z.infer<typeof planSchema>;

/** GET /api/v1/projects/{projectId}/plans: all plans of a project by name (a project has dozens, not thousands). */
export const planListSchema = z.object({ items: z.array(planSchema) });
export type PlanList = z.infer<typeof planListSchema>;

/**
 * A new smart note created with the pin in one transaction (POST …/pins with `newSmartNote`): the fields of a smart
 * note but its project (the plan's); type "defect" when absent. The pin links to it; a bad note stores neither.
 */
export const pinNewSmartNoteSchema = smartNoteCreateSchema
  .omit({ projectId: true, type: true })
  .extend({ type: smartNoteCreateSchema.shape.type.default('defect') });
export type PinNewSmartNote = z.input<typeof pinNewSmartNoteSchema>;

const pinFields = {
  x: planCoordinateSchema,
  y: planCoordinateSchema,
  label: z.string().trim().max(200, { message: 'Höchstens 200 Zeichen' }).default(''),
};

/**
 * POST /api/v1/plans/{planId}/pins: `revisionId` is the revision the position was set on (the current one when
 * absent); `type` defaults from the link (DEFAULT_PIN_TYPE, a smart note's own type); `status` is kept for pins
 * without a status of their own (none, file). `link` and `newSmartNote` exclude each other.
 */
export const pinCreateSchema = z
  .object({
    id: clientIdSchema,
    ...pinFields,
    revisionId: idSchema.optional(),
    type: pinTypeSchema.optional(),
    status: pinStatusSchema.default('open'),
    link: pinLinkInputSchema,
    newSmartNote: pinNewSmartNoteSchema.optional(),
  })
  .refine((input) => !(input.link && input.newSmartNote), {
    path: ['newSmartNote'],
    message: 'Entweder eine Verknüpfung oder eine neue Notiz angeben',
  });
export type PinCreate = z.input<typeof pinCreateSchema>;

/** PATCH /api/v1/pins/{id}: absent fields stay; a new x/y sets `revisionId` (the current one when absent). */
export const pinUpdateSchema = z.object({
  x: planCoordinateSchema.optional(),
  y: planCoordinateSchema.optional(),
  revisionId: idSchema.optional(),
  label: pinFields.label.unwrap().optional(),
  type: pinTypeSchema.optional(),
  status: pinStatusSchema.optional(),
  link: pinLinkInputSchema.unwrap().optional(),
  version: versionSchema,
});
export type PinUpdate = z.input<typeof pinUpdateSchema>;

/**
 * POST /api/v1/plans/{planId}/pins/move: new positions of several pins on one revision (the current one when absent),
 * all or none: one stale version is a 409 naming the pin (`current` holds it) and moves nothing.
 */
export const pinMoveSchema = z.object({
  revisionId: idSchema.optional(),
  pins: z
    .array(
      z.object({ id: idSchema, x: planCoordinateSchema, y: planCoordinateSchema, version: versionSchema }),
    )
    .min(1, { message: 'Keine Pins angegeben' })
    .max(1000)
    .refine((pins) => new Set(pins.map((pin) => pin.id)).size === pins.length, {
      message: 'Ein Pin ist doppelt angegeben',
    }),
});
export type PinMove = z.input<typeof pinMoveSchema>;

/** The item a pin links, with what the list beside the plan shows and what opening it needs. */
export const pinLinkSchema = z.object({
  kind: pinLinkKindSchema,
  id: idSchema,
  /** Smart note: its title; diary: its day (YYYY-MM-DD); file: its name; survey line: row and text. */
  title: z.string(),
  /** A survey line's survey (to open it). */
  surveyId: idSchema.nullable(),
  /** A file's signed content URL. */
  contentUrl: z.string().nullable(),
});
export type PinLink = z.infer<typeof pinLinkSchema>;

export const pinSchema = z.object({
  id: idSchema,
  planId: idSchema,
  /** The revision the position was set on, and its index. */
  revisionId: idSchema,
  revisionIndex: z.string(),
  x: z.string(),
  y: z.string(),
  /** Counted per plan from 1, in the order placed (shown in the pin and the defect report). */
  number: z.number().int().min(1),
  type: pinTypeSchema,
  /** Derived from the link where it has one (see PIN_STATUSES). */
  status: pinStatusSchema,
  label: z.string(),
  /** Null: no link (or the linked item was deleted). */
  link: pinLinkSchema.nullable(),
  createdBy: userRefSchema,
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Pin = z.infer<typeof pinSchema>;

/** GET /api/v1/plans/{planId}/pins?type&status&revisionId: the plan's pins by number (filters combine). */
export const pinListQuerySchema = z.object({
  type: pinTypeSchema.optional(),
  status: pinStatusSchema.optional(),
  /** Pins whose position was set on this revision. */
  revisionId: idSchema.optional(),
});
export type PinListQuery = z.input<typeof pinListQuerySchema>;

export const pinListSchema = z.object({ items: z.array(pinSchema) });
export type PinList = z.infer<typeof pinListSchema>;

/** POST …/pins/move answers the moved pins. */
export const pinMoveResponseSchema = pinListSchema;

/**
 * GET /api/v1/plans/{planId}/defect-report.pdf?revisionId&type&status: the plan (that revision, the current one when
 * absent) with its pins drawn on it and the list of pins as PDF, through the company's "defectReport" layout. The
 * filters choose the pins (all types when absent; e.g. `?type=defect&status=open` for the open defects).
 */
export const defectReportQuerySchema = pinListQuerySchema.omit({ revisionId: true }).extend({
  revisionId: idSchema.optional(),
});
export type DefectReportQuery = z.input<typeof defectReportQuerySchema>;
