import { sql } from 'drizzle-orm';
import {
  check,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import type { ConstructionNoteContent } from '@vendoc/contract/construction-notes';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';
import { projects } from './projects';
import { quantitySurveys, quantitySurveySheets } from './quantity-surveys';
import { users } from './users';

// The site diary (Bautagebuch): one row per project, day and revision. The content's parts are JSONB validated
// by the contract; a signed row is locked and chained: `hash` = SHA-256 of its canonical content and the hash of
// the project's previous signed row (`chain_position` - 1), so a later change of a stored row is evident.

export const constructionNotes = pgTable(
  'construction_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** 1 for a day's first entry, +1 for each correction of a signed revision. */
    revision: integer('revision').notNull().default(1),
    correctionReason: text('correction_reason'),
    status: text('status', { enum: ['draft', 'signed'] })
      .notNull()
      .default('draft'),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    content: jsonb('content').$type<ConstructionNoteContent>().notNull(),
    siteManagerName: text('site_manager_name'),
    siteManagerSignature: text('site_manager_signature'),
    clientRepresentativeName: text('client_representative_name'),
    clientRepresentativeSignature: text('client_representative_signature'),
    signedAt: timestamp('signed_at', { withTimezone: true }),
    signedById: uuid('signed_by_id').references(() => users.id),
    /** Place in the project's chain of signed rows, from 1. */
    chainPosition: integer('chain_position'),
    previousHash: text('previous_hash'),
    hash: text('hash'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('construction_notes_day_revision_idx').on(t.projectId, t.date, t.revision),
    uniqueIndex('construction_notes_chain_idx').on(t.projectId, t.chainPosition),
    index('construction_notes_company_date_idx').on(t.companyId, t.date, t.id),
    index('construction_notes_author_idx').on(t.authorId),
    check('construction_notes_status_check', sql`${t.status} in ('draft', 'signed')`),
    check(
      'construction_notes_signed_check',
      sql`(${t.status} = 'draft') = (${t.hash} is null and ${t.chainPosition} is null and ${t.signedAt} is null)`,
    ),
  ],
);

/**
 * Work done of a day taken into a quantity survey: the sheet that was added for it. One per day (any revision) and
 * survey, so the same quantities are not measured twice; deleting the sheet in the survey removes the record and
 * allows taking the day again (after a correction, say).
 */
export const constructionNoteSurveyTransfers = pgTable(
  'construction_note_survey_transfers',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    date: date('date').notNull(),
    /** The revision whose work done was taken (null once that draft was deleted: the lines stay in the survey). */
    noteId: uuid('note_id').references(() => constructionNotes.id, { onDelete: 'set null' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => quantitySurveys.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => quantitySurveySheets.id, { onDelete: 'cascade' }),
    lineCount: integer('line_count').notNull(),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('construction_note_survey_transfers_day_survey_idx').on(t.projectId, t.date, t.surveyId),
    index('construction_note_survey_transfers_note_idx').on(t.noteId),
    index('construction_note_survey_transfers_survey_idx').on(t.surveyId),
    index('construction_note_survey_transfers_sheet_idx').on(t.sheetId),
  ],
);

/**
 * Notices of obstruction (VOB/B §6): made from an obstruction of a diary day, they keep what they said (cause, since,
 * expected effect, the affected positions by OZ and short text, the photos sent along), numbered 1, 2, 3 … per project.
 * Sending the notice and, later, the notice that the obstruction ended is recorded with date, channel and recipient.
 */
export const obstructionNotices = pgTable(
  'obstruction_notices',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    constructionNoteId: uuid('construction_note_id').references(() => constructionNotes.id, {
      onDelete: 'set null',
    }),
    diaryDate: date('diary_date').notNull(),
    number: integer('number').notNull(),
    cause: text('cause').notNull(),
    since: date('since').notNull(),
    expectedEffect: text('expected_effect').notNull(),
    affectedPositions: jsonb('affected_positions')
      .$type<{ id: string; oz: string; shortText: string }[]>()
      .notNull(),
    /** The photos sent along, with their captions as the day had them. */
    photos: jsonb('photos').$type<{ fileId: string; caption: string }[]>().notNull(),
    endedOn: date('ended_on'),
    noticeSentOn: date('notice_sent_on'),
    noticeChannel: text('notice_channel'),
    noticeRecipient: text('notice_recipient'),
    noticeRecordedAt: timestamp('notice_recorded_at', { withTimezone: true }),
    noticeRecordedBy: uuid('notice_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    endSentOn: date('end_sent_on'),
    endChannel: text('end_channel'),
    endRecipient: text('end_recipient'),
    endRecordedAt: timestamp('end_recorded_at', { withTimezone: true }),
    endRecordedBy: uuid('end_recorded_by').references(() => users.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('obstruction_notices_project_number_idx').on(t.projectId, t.number),
    index('obstruction_notices_company_idx').on(t.companyId),
    index('obstruction_notices_note_idx').on(t.constructionNoteId),
    check('obstruction_notices_ended_check', sql`${t.endedOn} is null or ${t.endedOn} >= ${t.since}`),
    check(
      'obstruction_notices_end_sent_check',
      sql`${t.endSentOn} is null or (${t.endedOn} is not null and ${t.noticeSentOn} is not null)`,
    ),
  ],
);
