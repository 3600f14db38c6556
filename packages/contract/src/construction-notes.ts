import { z } from 'zod';
import {
  clientIdSchema,
  dateSchema,
  decimalString,
  idSchema,
  timestampSchema,
  versionSchema,
} from './common';

/**
 * The site diary (Bautagebuch): one entry per project and day, written on site, signed by the site manager (and
 * the client's representative), then locked. A correction of a signed day is a new revision with a reason; signed
 * entries of a project are chained by SHA-256 so that a later change of a stored row is evident.
 */

export const constructionNoteStatusSchema = z.enum(['draft', 'signed']);
export type ConstructionNoteStatus = z.infer<typeof constructionNoteStatusSchema>;

/** Hours (crew, equipment, time lost): a decimal string with at most 2 places, 0 to 9999.99. */
const hoursSchema = decimalString(2, 4).refine((value) => !value.startsWith('-'), {
  message: 'Stunden dürfen nicht negativ sein',
});
/** A quantity (deliveries, work done), decimal string with at most 3 places. */
const quantitySchema = decimalString(3, 9);
/** "07:30": a time of day. */
const timeOfDaySchema = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, { message: 'Uhrzeit wie 07:30' });

const text = (max: number) => z.string().trim().max(max).default('');
const required = (max: number, message: string) => z.string().trim().min(1, { message }).max(max);
const list = <Item extends z.ZodType>(item: Item, max: number) => z.array(item).max(max).default([]);

export const weatherConditionSchema = z.enum(['sunny', 'cloudy', 'overcast', 'rain', 'snow', 'fog', 'frost']);
export type WeatherCondition = z.infer<typeof weatherConditionSchema>;
export const precipitationSchema = z.enum(['none', 'light', 'moderate', 'heavy']);
export const windSchema = z.enum(['calm', 'light', 'moderate', 'strong', 'storm']);

export const weatherSchema = z.object({
  conditions: z.array(weatherConditionSchema).max(7).default([]),
  /** °C, one decimal place. */
  temperatureMin: decimalString(1, 2).nullable().default(null),
  temperatureMax: decimalString(1, 2).nullable().default(null),
  precipitation: precipitationSchema.nullable().default(null),
  wind: windSchema.nullable().default(null),
  /** Working hours lost to the weather. */
  hoursLost: hoursSchema.nullable().default(null),
});
export type Weather = z.infer<typeof weatherSchema>;

/** Own staff on site: a user of the company or a name, with hours (none when copied from the day before). */
export const crewMemberSchema = z.object({
  userId: idSchema.nullable().default(null),
  name: required(120, 'Name fehlt'),
  hours: hoursSchema.nullable().default(null),
});
export const subcontractorSchema = z.object({
  company: required(200, 'Firma fehlt'),
  workers: z.number().int().min(0).max(999).nullable().default(null),
  hours: hoursSchema.nullable().default(null),
});
export const equipmentSchema = z.object({
  name: required(200, 'Gerät fehlt'),
  hours: hoursSchema.nullable().default(null),
});
export const deliverySchema = z.object({
  supplier: text(200),
  material: required(300, 'Material fehlt'),
  quantity: quantitySchema.nullable().default(null),
  unit: text(20),
  deliveryNoteNumber: text(100),
  /** A photo of the delivery note (an image file of the project). */
  photoFileId: idSchema.nullable().default(null),
});
/** Work done on a BoQ position; OZ and short text are a snapshot taken when the position was chosen. */
export const workDoneSchema = z.object({
  positionId: idSchema.nullable().default(null),
  oz: text(50),
  shortText: required(500, 'Beschreibung fehlt'),
  quantity: quantitySchema.nullable().default(null),
  unit: text(20),
});
/** An obstruction (Behinderung, VOB/B §6): what, since when, which positions, what it will do, when it ended. */
export const obstructionSchema = z.object({
  cause: required(2000, 'Ursache fehlt'),
  since: dateSchema,
  affectedPositionIds: z.array(idSchema).max(200).default([]),
  expectedEffect: text(2000),
  endedOn: dateSchema.nullable().default(null),
});
export const clientInstructionSchema = z.object({
  text: required(2000, 'Anordnung fehlt'),
  /** A candidate for a change order (Nachtrag). */
  changeOrderCandidate: z.boolean().default(false),
});
/** One line of acceptances, defects, accidents/incidents. */
export const noteLineSchema = z.object({ text: required(2000, 'Text fehlt') });
/** A photo of the day (an image file of the project) with what it shows. */
export const diaryPhotoSchema = z.object({
  fileId: idSchema,
  caption: text(500),
});
export const visitorSchema = z.object({
  name: required(200, 'Name fehlt'),
  purpose: text(500),
});

/** What a day's entry says; every part may be empty. */
export const constructionNoteContentSchema = z.object({
  workStart: timeOfDaySchema.nullable().default(null),
  workEnd: timeOfDaySchema.nullable().default(null),
  breakMinutes: z.number().int().min(0).max(720).default(0),
  weather: weatherSchema.default({
    conditions: [],
    temperatureMin: null,
    temperatureMax: null,
    precipitation: null,
    wind: null,
    hoursLost: null,
  }),
  crew: list(crewMemberSchema, 200),
  subcontractors: list(subcontractorSchema, 100),
  equipment: list(equipmentSchema, 100),
  deliveries: list(deliverySchema, 100),
  workDone: list(workDoneSchema, 300),
  obstructions: list(obstructionSchema, 50),
  clientInstructions: list(clientInstructionSchema, 50),
  acceptances: list(noteLineSchema, 50),
  defects: list(noteLineSchema, 100),
  incidents: list(noteLineSchema, 50),
  visitors: list(visitorSchema, 50),
  photos: list(diaryPhotoSchema, 100),
  remarks: text(10_000),
});
export type ConstructionNoteContent = z.infer<typeof constructionNoteContentSchema>;
export type ConstructionNoteContentInput = z.input<typeof constructionNoteContentSchema>;

/**
 * The photos a day names, in its order, with what they show: its photos with their captions, then the delivery
 * notes' photos ("Lieferschein 4711 (Baustoff Nord)"). Printed after the day's report; sent with a notice of
 * obstruction.
 */
export function dayPhotos(content: Pick<ConstructionNoteContent, 'photos' | 'deliveries'>) {
  return [
    ...content.photos.map((photo) => ({ fileId: photo.fileId, caption: photo.caption })),
    ...content.deliveries.flatMap((delivery) =>
      delivery.photoFileId === null
        ? []
        : [
            {
              fileId: delivery.photoFileId,
              caption: [
                'Lieferschein',
                delivery.deliveryNoteNumber,
                delivery.supplier === '' ? '' : `(${delivery.supplier})`,
              ]
                .filter((part) => part !== '')
                .join(' '),
            },
          ],
    ),
  ];
}

/** An empty day. */
export const emptyConstructionNoteContent = (): ConstructionNoteContent =>
  constructionNoteContentSchema.parse({});

/** POST /api/v1/construction-notes: a new day (409 when the project has one that day). */
export const constructionNoteCreateSchema = constructionNoteContentSchema.extend({
  id: clientIdSchema,
  projectId: idSchema,
  date: dateSchema,
});
export type ConstructionNoteCreate = z.input<typeof constructionNoteCreateSchema>;

/** PUT /api/v1/construction-notes/{id}: the whole content of a draft with the version it started from. */
export const constructionNoteUpdateSchema = constructionNoteContentSchema.extend({ version: versionSchema });
export type ConstructionNoteUpdate = z.input<typeof constructionNoteUpdateSchema>;

/** A signature drawn on screen: a PNG data URL, at most about 150 kB. */
export const SIGNATURE_MAX_LENGTH = 200_000;
export const signatureImageSchema = z
  .string()
  .max(SIGNATURE_MAX_LENGTH, { message: 'Die Unterschrift ist zu groß' })
  .regex(/^data:image\/png;base64,[A-Za-z0-9+/]+={0,2}$/, { message: 'Unterschrift als PNG erwartet' });

/** POST /api/v1/construction-notes/{id}/sign: the site manager signs; the client's representative may. */
export const constructionNoteSignSchema = z
  .object({
    version: versionSchema,
    siteManagerName: required(120, 'Name der Bauleitung fehlt'),
    siteManagerSignature: signatureImageSchema,
    clientRepresentativeName: text(120),
    clientRepresentativeSignature: signatureImageSchema.nullable().default(null),
  })
  .refine((body) => body.clientRepresentativeSignature === null || body.clientRepresentativeName !== '', {
    path: ['clientRepresentativeName'],
    message: 'Name des Auftraggeber-Vertreters fehlt',
  });
export type ConstructionNoteSign = z.input<typeof constructionNoteSignSchema>;

/** POST /api/v1/construction-notes/{id}/revisions: a correction of a signed day, as a new draft. */
export const constructionNoteRevisionSchema = z.object({
  reason: required(2000, 'Grund der Korrektur fehlt'),
});

/** Whether the hash chain of a signed entry verifies: `broken` when its row or an earlier one was changed. */
export const chainStateSchema = z.enum(['verified', 'broken']);
export type ChainState = z.infer<typeof chainStateSchema>;

export const signatureSchema = z.object({
  name: z.string(),
  image: z.string(),
});

/**
 * Work done of the day taken into a quantity survey (one sheet per day and survey). Shown on every revision of the
 * day.
 */
export const constructionNoteSurveyTransferSchema = z.object({
  quantitySurveyId: idSchema,
  quantitySurveyName: z.string(),
  /** The survey's construction (its editor's route), null for none. */
  constructionId: idSchema.nullable(),
  sheetId: idSchema,
  sheetNumber: z.number().int(),
  lineCount: z.number().int().min(0),
  /** The revision whose work done was taken; null once that draft was deleted. */
  noteRevision: z.number().int().min(1).nullable(),
  createdAt: timestampSchema,
});
export type ConstructionNoteSurveyTransfer = z.infer<typeof constructionNoteSurveyTransferSchema>;

/**
 * POST /api/v1/construction-notes/{id}/survey-transfers: the day's work done that names a BoQ position and a
 * quantity becomes a new sheet of the survey ("Bautagebuch 27.11.2026"), one line per entry with the position's
 * OZ and the quantity, in one transaction. The survey must be of the day's project, still editable, and measure
 * the BoQ the positions belong to; a day goes into a survey once (409).
 */
export const constructionNoteSurveyTransferCreateSchema = z.object({ quantitySurveyId: idSchema });
export type ConstructionNoteSurveyTransferCreate = z.input<typeof constructionNoteSurveyTransferCreateSchema>;

/** Work done that can go into a survey: with a BoQ position and a quantity other than zero. */
export function transferableWorkDone<
  Item extends Pick<ConstructionNoteContent['workDone'][number], 'positionId' | 'quantity'>,
>(workDone: readonly Item[]): (Item & { positionId: string; quantity: string })[] {
  return workDone.filter(
    (item): item is Item & { positionId: string; quantity: string } =>
      item.positionId !== null && item.quantity !== null && !/^-?0*(\.0*)?$/.test(item.quantity),
  );
}

/** A revision of the same day, newest first in `revisions`. */
export const constructionNoteRevisionSummarySchema = z.object({
  id: idSchema,
  revision: z.number().int().min(1),
  status: constructionNoteStatusSchema,
  correctionReason: z.string().nullable(),
  signedAt: timestampSchema.nullable(),
});
export type ConstructionNoteRevisionSummary = z.infer<typeof constructionNoteRevisionSummarySchema>;

const noteHeader = {
  id: idSchema,
  projectId: idSchema,
  projectNumber: z.string(),
  projectName: z.string(),
  date: dateSchema,
  /** 1 for the first entry of a day, +1 for each correction. */
  revision: z.number().int().min(1),
  status: constructionNoteStatusSchema,
  /** The newest revision of its day (an earlier one is read-only history). */
  isLatest: z.boolean(),
  correctionReason: z.string().nullable(),
  authorId: idSchema,
  authorName: z.string(),
  signedAt: timestampSchema.nullable(),
  signedByName: z.string().nullable(),
  /** Signed entries only: whether the hash chain up to this entry verifies. */
  chain: chainStateSchema.nullable(),
  version: versionSchema,
  updatedAt: timestampSchema,
};

/** One entry in lists: the header without the content. */
export const constructionNoteSummarySchema = z.object(noteHeader);
export type ConstructionNoteSummary = z.infer<typeof constructionNoteSummarySchema>;

/** GET /api/v1/construction-notes/{id}. */
export const constructionNoteSchema = constructionNoteContentSchema.extend({
  ...noteHeader,
  siteManagerSignature: signatureSchema.nullable(),
  clientRepresentativeSignature: signatureSchema.nullable(),
  /** SHA-256 (hex) of the signed content and the previous signed entry's hash. */
  hash: z.string().nullable(),
  previousHash: z.string().nullable(),
  revisions: z.array(constructionNoteRevisionSummarySchema),
  /** The surveys the day's work done was taken into. */
  surveyTransfers: z.array(constructionNoteSurveyTransferSchema).default([]),
});
export type ConstructionNote = z.infer<typeof constructionNoteSchema>;

/** GET /api/v1/projects/{projectId}/construction-notes?from=&to=: the newest revision of each day, by date. */
export const projectConstructionNotesQuerySchema = z.object({
  from: dateSchema.optional(),
  to: dateSchema.optional(),
});
export const projectConstructionNotesSchema = z.object({
  items: z.array(constructionNoteSummarySchema),
  /** The project's whole chain: `broken` names the first signed day that does not verify. */
  chain: z.object({
    state: chainStateSchema,
    signedCount: z.number().int().min(0),
    brokenDate: dateSchema.nullable(),
  }),
});
export type ProjectConstructionNotes = z.infer<typeof projectConstructionNotesSchema>;

/** The longest period printed at once (a quarter): each day is a page or more. */
export const PERIOD_PDF_MAX_DAYS = 92;

/** GET /api/v1/projects/{projectId}/construction-notes/pdf?from=&to=: the days of a period (week, month) as one PDF. */
export const constructionNotePeriodPdfQuerySchema = z
  .object({ from: dateSchema, to: dateSchema })
  .superRefine((period, context) => {
    const days = (Date.parse(period.to) - Date.parse(period.from)) / 86_400_000;
    // NaN when a date is not one: its own issue names it.
    if (Number.isNaN(days)) return;
    if (days < 0)
      context.addIssue({ code: 'custom', path: ['to'], message: 'Das Ende liegt vor dem Anfang' });
    else if (days >= PERIOD_PDF_MAX_DAYS)
      context.addIssue({
        code: 'custom',
        path: ['to'],
        message: `Höchstens ${PERIOD_PDF_MAX_DAYS} Tage auf einmal`,
      });
  });

/** GET /api/v1/construction-notes?projectId=&from=&to=&authorId=&status=&limit=&cursor=: newest day first. */
export const constructionNoteListQuerySchema = z.object({
  projectId: idSchema.optional(),
  from: dateSchema.optional(),
  to: dateSchema.optional(),
  authorId: idSchema.optional(),
  status: constructionNoteStatusSchema.optional(),
  limit: z.coerce.number().int().min(1).max(200).default(50),
  cursor: z.string().max(500).optional(),
});
export type ConstructionNoteListQuery = z.input<typeof constructionNoteListQuerySchema>;
export const constructionNoteListSchema = z.object({
  items: z.array(constructionNoteSummarySchema),
  nextCursor: z.string().nullable(),
});

/** GET /api/v1/construction-notes/missing?date=: the caller's active projects without an entry that day. */
export const missingConstructionNotesQuerySchema = z.object({ date: dateSchema });
export const missingConstructionNotesSchema = z.object({
  items: z.array(z.object({ projectId: idSchema, projectNumber: z.string(), projectName: z.string() })),
});

/**
 * "Copy from yesterday": crew, subcontractors and equipment of an earlier day without their hours, so the new
 * day starts with who and what is on site and only the hours are typed.
 */
export function copyFromPreviousDay(
  previous: Pick<ConstructionNoteContent, 'crew' | 'subcontractors' | 'equipment'>,
): Pick<ConstructionNoteContent, 'crew' | 'subcontractors' | 'equipment'> {
  return {
    crew: previous.crew.map((member) => ({ ...member, hours: null })),
    subcontractors: previous.subcontractors.map((each) => ({ ...each, hours: null })),
    equipment: previous.equipment.map((each) => ({ ...each, hours: null })),
  };
}
