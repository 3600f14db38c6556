import { z } from 'zod';
import {
  clientIdSchema,
  dateSchema,
  idSchema,
  listQuerySchema,
  listResponseSchema,
  timestampSchema,
  versionSchema,
} from './common';

/**
 * Smart notes: what someone notices on a site (a defect, a measurement, a material request, a change-order
 * candidate, a task or a plain note), with a checklist, photos and a voice memo (project files), linked BoQ
 * positions, an assignee, a due date, a status and comments; a quantity survey can be started from a note.
 */

export const SMART_NOTE_TYPES = [
  'defect',
  'measurement',
  'materialRequest',
  'changeOrderCandidate',
  'task',
  'note',
] as const;
export const smartNoteTypeSchema = z.enum(SMART_NOTE_TYPES);
export type SmartNoteType = z.infer<typeof smartNoteTypeSchema>;

export const SMART_NOTE_STATUSES = ['open', 'inProgress', 'done'] as const;
export const smartNoteStatusSchema = z.enum(SMART_NOTE_STATUSES);
export type SmartNoteStatus = z.infer<typeof smartNoteStatusSchema>;

/** Sortable fields of the list (`?sort=`, descending with "-"). */
export const SMART_NOTE_SORT_FIELDS = ['updatedAt', 'createdAt', 'dueDate', 'title'] as const;

/**
 * The largest voice memo a note takes (25 MB: over 20 minutes of speech as the browsers record it). Uploads are
 * limited by the server's upload limit already (413 at the upload); linking a larger audio file is a 413 too.
 */
export const VOICE_MEMO_MAX_BYTES = 25 * 1024 * 1024;

/** The containers browsers' MediaRecorder writes sound into, detected from their bytes as video (no audio magic). */
const RECORDED_AUDIO_CONTAINERS = new Set(['video/webm', 'video/mp4']);

/**
 * A voice memo is an audio file. MediaRecorder writes WebM (Chromium, Firefox) or MP4 (Safari), which the upload's
 * detection from the first bytes calls video/webm and video/mp4, so these count too (a video's sound plays as
 * well). Parameters and case do not matter: `audio/webm;codecs=opus` is audio.
 */
export const isVoiceMemoType = (contentType: string) => {
  const essence = (contentType.split(';', 1)[0] ?? '').trim().toLowerCase();
  return essence.startsWith('audio/') || RECORDED_AUDIO_CONTAINERS.has(essence);
};

/** A photo is a raster image. */
export const isPhotoType = (contentType: string) =>
  contentType.startsWith('image/') && contentType !== 'image/svg+xml' && contentType !== 'image/vnd.dxf';

export const checklistItemSchema = z.object({
  text: z.string().trim().min(1, { message: 'Text des Punkts fehlt' }).max(500),
  done: z.boolean().default(false),
});
export type ChecklistItem = z.output<typeof checklistItemSchema>;

const noteFields = {
  type: smartNoteTypeSchema,
  title: z.string().trim().min(1, { message: 'Titel fehlt' }).max(200, { message: 'Höchstens 200 Zeichen' }),
  text: z.string().trim().max(20_000).default(''),
  status: smartNoteStatusSchema.default('open'),
  /** A user of the company, or null. */
  assigneeId: idSchema.nullish().transform((value) => value ?? null),
  dueDate: dateSchema.nullish().transform((value) => value ?? null),
  checklist: z.array(checklistItemSchema).max(200).default([]),
  /** BoQ positions (items) of the note's project. */
  positionIds: z.array(idSchema).max(100).default([]),
  /** Image files of the note's project, in the order shown. */
  photoFileIds: z.array(idSchema).max(100).default([]),
  /** An audio file of the note's project. */
  voiceMemoFileId: idSchema.nullish().transform((value) => value ?? null),
  /** The quantity survey started from the note (one of the project's). */
  quantitySurveyId: idSchema.nullish().transform((value) => value ?? null),
};

/** POST /api/v1/smart-notes */
export const smartNoteCreateSchema = z.object({ id: clientIdSchema, projectId: idSchema, ...noteFields });
export type SmartNoteCreate = z.input<typeof smartNoteCreateSchema>;

/** PUT /api/v1/smart-notes/{id}: the whole note (its project stays); a stale version gets 409 with `current`. */
export const smartNoteUpdateSchema = z.object({ ...noteFields, version: versionSchema });
export type SmartNoteUpdate = z.input<typeof smartNoteUpdateSchema>;

/** POST /api/v1/smart-notes/{id}/comments */
export const smartNoteCommentCreateSchema = z.object({
  id: clientIdSchema,
  text: z.string().trim().min(1, { message: 'Kommentar fehlt' }).max(5000),
});

const userRefSchema = z.object({ id: idSchema, displayName: z.string() });

/** A project file of a note (photo or voice memo); `contentUrl` is signed for the caller. */
export const smartNoteFileSchema = z.object({
  id: idSchema,
  name: z.string(),
  contentType: z.string(),
  size: z.number().int().min(0),
  contentUrl: z.string(),
});
export type SmartNoteFile = z.infer<typeof smartNoteFileSchema>;

export const smartNotePositionSchema = z.object({
  id: idSchema,
  boqId: idSchema,
  oz: z.string(),
  shortText: z.string(),
  unit: z.string().nullable(),
});
export type SmartNotePosition = z.infer<typeof smartNotePositionSchema>;

export const smartNoteCommentSchema = z.object({
  id: idSchema,
  author: userRefSchema,
  text: z.string(),
  createdAt: timestampSchema,
});
export type SmartNoteComment = z.infer<typeof smartNoteCommentSchema>;

const summaryFields = {
  id: idSchema,
  projectId: idSchema,
  projectName: z.string(),
  type: smartNoteTypeSchema,
  title: z.string(),
  status: smartNoteStatusSchema,
  assignee: userRefSchema.nullable(),
  dueDate: dateSchema.nullable(),
  createdBy: userRefSchema,
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
};

/** A note in the list. */
export const smartNoteSummarySchema = z.object({
  ...summaryFields,
  checklistDone: z.number().int().min(0),
  checklistTotal: z.number().int().min(0),
  photoCount: z.number().int().min(0),
});
export type SmartNoteSummary = z.infer<typeof smartNoteSummarySchema>;

/** One note with everything it links (files and positions that were deleted meanwhile are left out). */
export const smartNoteSchema = z.object({
  ...summaryFields,
  text: z.string(),
  checklist: z.array(z.object({ text: z.string(), done: z.boolean() })),
  positions: z.array(smartNotePositionSchema),
  photos: z.array(smartNoteFileSchema),
  voiceMemo: smartNoteFileSchema.nullable(),
  quantitySurveyId: idSchema.nullable(),
  comments: z.array(smartNoteCommentSchema),
});
export type SmartNote = z.infer<typeof smartNoteSchema>;

/** GET /api/v1/smart-notes?projectId&type&status&assigneeId&dueBefore (and q, sort, limit, cursor). */
export const smartNoteListQuerySchema = listQuerySchema.extend({
  projectId: idSchema.optional(),
  type: smartNoteTypeSchema.optional(),
  status: smartNoteStatusSchema.optional(),
  assigneeId: idSchema.optional(),
  /** Due on or before this day. */
  dueBefore: dateSchema.optional(),
});
export type SmartNoteListQuery = z.input<typeof smartNoteListQuerySchema>;
/** GET /api/v1/projects/{projectId}/smart-notes: the same filters but the project. */
export const projectSmartNoteListQuerySchema = smartNoteListQuerySchema.omit({ projectId: true });

export const smartNoteListSchema = listResponseSchema(smartNoteSummarySchema);
export type SmartNoteList = z.infer<typeof smartNoteListSchema>;
