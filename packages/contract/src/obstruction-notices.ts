import { z } from 'zod';
import { dateSchema, idSchema, timestampSchema, versionSchema } from './common';

/**
 * Notices of obstruction (Behinderungsanzeige, VOB/B §6 (1)): a contractor who is obstructed tells the client in
 * writing, at once, or loses the claims that follow from it. The notice is made from an obstruction recorded in the
 * site diary and keeps what it said (a letter once sent does not change when the diary is corrected): the facts,
 * the affected positions by OZ and short text, the photos sent with it. When the obstruction ends, a second letter
 * says so (§6 (3)). Sending each letter is recorded: when, how, to whom.
 */

export const SENDING_CHANNELS = ['email', 'letter', 'fax', 'handed'] as const;
export const sendingChannelSchema = z.enum(SENDING_CHANNELS);
export type SendingChannel = z.infer<typeof sendingChannelSchema>;

/** Which of a notice's two letters: the notice itself, or the notice that the obstruction ended. */
export const obstructionLetterSchema = z.enum(['notice', 'end']);
export type ObstructionLetter = z.infer<typeof obstructionLetterSchema>;

/** How a letter went out. */
export const obstructionSendingSchema = z.object({
  sentOn: dateSchema,
  channel: sendingChannelSchema,
  recipient: z.string().trim().min(1, { message: 'Empfänger fehlt' }).max(300),
  recordedAt: timestampSchema,
  recordedBy: z.object({ id: idSchema.nullable(), name: z.string() }),
});
export type ObstructionSending = z.infer<typeof obstructionSendingSchema>;

export const affectedPositionSchema = z.object({ id: idSchema, oz: z.string(), shortText: z.string() });

export const obstructionNoticeSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  /** The diary day it was made from (null once that draft was deleted: the notice stays). */
  constructionNoteId: idSchema.nullable(),
  diaryDate: dateSchema,
  /** 1, 2, 3 … per project: "Behinderungsanzeige Nr. 2". */
  number: z.number().int().positive(),
  cause: z.string(),
  since: dateSchema,
  expectedEffect: z.string(),
  affectedPositions: z.array(affectedPositionSchema),
  /** The photos sent along, with their captions as the day had them. */
  photos: z.array(z.object({ fileId: idSchema, caption: z.string() })),
  endedOn: dateSchema.nullable(),
  noticeSent: obstructionSendingSchema.nullable(),
  endSent: obstructionSendingSchema.nullable(),
  createdBy: z.object({ id: idSchema.nullable(), name: z.string() }),
  createdAt: timestampSchema,
  version: versionSchema,
});
export type ObstructionNotice = z.infer<typeof obstructionNoticeSchema>;

export const obstructionNoticeListSchema = z.object({ items: z.array(obstructionNoticeSchema) });

/** POST /construction-notes/{id}/obstruction-notices: a notice of the day's obstruction at `obstructionIndex`. */
export const obstructionNoticeCreateSchema = z.strictObject({
  obstructionIndex: z.number({ error: 'Behinderung wählen' }).int().min(0).max(49),
  /** Photos of the day to send with it (its photos or its delivery notes'). */
  photoFileIds: z.array(idSchema).max(20).default([]),
});
export type ObstructionNoticeCreate = z.input<typeof obstructionNoticeCreateSchema>;

/** POST /obstruction-notices/{id}/sendings: a letter went out. */
export const obstructionSendingCreateSchema = z.strictObject({
  letter: obstructionLetterSchema,
  sentOn: dateSchema,
  channel: sendingChannelSchema,
  recipient: z.string().trim().min(1, { message: 'Empfänger fehlt' }).max(300),
  version: versionSchema,
});
export type ObstructionSendingCreate = z.input<typeof obstructionSendingCreateSchema>;

/** POST /obstruction-notices/{id}/end: the obstruction ended on `endedOn` (not before it began). */
export const obstructionEndSchema = z.strictObject({ endedOn: dateSchema, version: versionSchema });
export type ObstructionEnd = z.input<typeof obstructionEndSchema>;

/** GET /obstruction-notices/{id}/pdf?letter=notice|end */
export const obstructionPdfQuerySchema = z.object({ letter: obstructionLetterSchema.default('notice') });
