import { sql } from 'drizzle-orm';
import { check, index, integer, numeric, pgTable, text, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import type { PinStatus, PinType } from '@vendoc/contract/plans';
import { createdAt, updatedAt } from './columns';
import { companies } from './company';
import { constructionNotes } from './construction-notes';
import { projectFiles } from './files';
import { projects } from './projects';
import { quantitySurveyLines } from './quantity-surveys';
import { smartNotes } from './smart-notes';
import { users } from './users';

/**
 * Plans of a project (decision 0030): revisions A, B, C … each showing a project file (a PDF page or an image), and
 * pins in plan coordinates (fractions 0..1 of the page, numeric(7,6): exact, never pixels), each linking at most one
 * item of the project. A file or linked item deleted later is set null: the revision and the pin stay.
 */
export const plans = pgTable(
  'plans',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    number: text('number'),
    discipline: text('discipline'),
    /** The number the next pin gets (pins are numbered per plan, numbers are not reused). */
    nextPinNumber: integer('next_pin_number').notNull().default(1),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('plans_project_idx').on(t.projectId)],
);

export const planRevisions = pgTable(
  'plan_revisions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** "A", "B", … "Z", "AA": ascending in the order added. */
    index: text('index').notNull(),
    /** 1, 2, 3 …: the order (the index's sort key). */
    sequence: integer('sequence').notNull(),
    fileId: uuid('file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    /** The page of a PDF; null for an image. */
    page: integer('page'),
    note: text('note'),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('plan_revisions_plan_sequence_idx').on(t.planId, t.sequence),
    uniqueIndex('plan_revisions_plan_index_idx').on(t.planId, t.index),
    check('plan_revisions_page_check', sql`${t.page} is null or ${t.page} >= 1`),
  ],
);

export const planPins = pgTable(
  'plan_pins',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    planId: uuid('plan_id')
      .notNull()
      .references(() => plans.id, { onDelete: 'cascade' }),
    /** The revision the position was set on (placed or moved). */
    revisionId: uuid('revision_id')
      .notNull()
      .references(() => planRevisions.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    x: numeric('x', { precision: 7, scale: 6 }).notNull(),
    y: numeric('y', { precision: 7, scale: 6 }).notNull(),
    type: text('type').$type<PinType>().notNull(),
    /** The status of a pin without a linked item that has one (see PIN_STATUSES). */
    status: text('status').$type<PinStatus>().notNull().default('open'),
    label: text('label').notNull().default(''),
    smartNoteId: uuid('smart_note_id').references(() => smartNotes.id, { onDelete: 'set null' }),
    constructionNoteId: uuid('construction_note_id').references(() => constructionNotes.id, {
      onDelete: 'set null',
    }),
    fileId: uuid('file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    surveyLineId: uuid('survey_line_id').references(() => quantitySurveyLines.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by')
      .notNull()
      .references(() => users.id),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('plan_pins_plan_number_idx').on(t.planId, t.number),
    index('plan_pins_smart_note_idx').on(t.smartNoteId),
    check('plan_pins_x_check', sql`${t.x} between 0 and 1`),
    check('plan_pins_y_check', sql`${t.y} between 0 and 1`),
    check(
      'plan_pins_type_check',
      sql`${t.type} in ('defect', 'task', 'note', 'diaryEntry', 'photo', 'file', 'surveyLine')`,
    ),
    check('plan_pins_status_check', sql`${t.status} in ('open', 'inProgress', 'done')`),
    check(
      'plan_pins_one_link',
      sql`num_nonnulls(${t.smartNoteId}, ${t.constructionNoteId}, ${t.fileId}, ${t.surveyLineId}) <= 1`,
    ),
  ],
);
