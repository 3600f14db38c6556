import { sql } from 'drizzle-orm';
import { check, date, index, integer, jsonb, pgTable, text, uuid } from 'drizzle-orm/pg-core';
import type { ChecklistItem, SmartNoteStatus, SmartNoteType } from '@vendoc/contract/smart-notes';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';
import { projectFiles } from './files';
import { projects } from './projects';
import { quantitySurveys } from './quantity-surveys';
import { users } from './users';

// Smart notes of a project and their comments. Photos and linked positions are id lists (jsonb, in the order
// shown): a file or position deleted later simply drops out when the note is read.

export const smartNotes = pgTable(
  'smart_notes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    type: text('type').$type<SmartNoteType>().notNull(),
    title: text('title').notNull(),
    text: text('text').notNull().default(''),
    status: text('status').$type<SmartNoteStatus>().notNull().default('open'),
    assigneeId: uuid('assignee_id').references(() => users.id, { onDelete: 'set null' }),
    dueDate: date('due_date', { mode: 'string' }),
    checklist: jsonb('checklist').$type<ChecklistItem[]>().notNull().default([]),
    /** BoQ nodes (items) of the project. */
    positionIds: jsonb('position_ids').$type<string[]>().notNull().default([]),
    /** Image files of the project. */
    photoFileIds: jsonb('photo_file_ids').$type<string[]>().notNull().default([]),
    voiceMemoFileId: uuid('voice_memo_file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    quantitySurveyId: uuid('quantity_survey_id').references(() => quantitySurveys.id, {
      onDelete: 'set null',
    }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('smart_notes_company_updated_idx').on(t.companyId, t.updatedAt, t.id),
    index('smart_notes_project_idx').on(t.projectId),
    index('smart_notes_assignee_idx').on(t.assigneeId),
    check(
      'smart_notes_type_check',
      sql`${t.type} in ('defect', 'measurement', 'materialRequest', 'changeOrderCandidate', 'task', 'note')`,
    ),
    check('smart_notes_status_check', sql`${t.status} in ('open', 'inProgress', 'done')`),
  ],
);

/** Comments of a note: append-only. */
export const smartNoteComments = pgTable(
  'smart_note_comments',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    noteId: uuid('note_id')
      .notNull()
      .references(() => smartNotes.id, { onDelete: 'cascade' }),
    authorId: uuid('author_id')
      .notNull()
      .references(() => users.id),
    text: text('text').notNull(),
    createdAt: createdAt(),
  },
  (t) => [index('smart_note_comments_note_idx').on(t.noteId, t.createdAt)],
);
