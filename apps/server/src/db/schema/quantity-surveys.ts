import { sql } from 'drizzle-orm';
import {
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, updatedAt } from './columns';
import { boqs } from './boqs';
import { companies } from './company';
import { projectFiles } from './files';
import { projects } from './projects';
import { users } from './users';

// Constructions, quantity surveys (Aufmaß) with sheets, lines and variables, and survey templates.

/** Constructions (Bauteile) of a project: a room, a window, a facade section, with its location. */
export const constructions = pgTable(
  'constructions',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    kind: text('kind', {
      enum: ['room', 'window', 'door', 'facade', 'roof', 'wall', 'floor', 'other'],
    }).notNull(),
    locationBuilding: text('location_building').notNull().default(''),
    locationFloor: text('location_floor').notNull().default(''),
    locationRoom: text('location_room').notNull().default(''),
    description: text('description'),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('constructions_project_idx').on(t.projectId, t.name),
    check(
      'constructions_kind_check',
      sql`${t.kind} in ('room', 'window', 'door', 'facade', 'roof', 'wall', 'floor', 'other')`,
    ),
  ],
);

/**
 * Quantity surveys (Aufmaße) after REB-VB 23.003. Lines, sheets and variables have their own versions, so two
 * people can measure in one survey at once; the survey's version covers its name, links and status.
 */
export const quantitySurveys = pgTable(
  'quantity_surveys',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    projectId: uuid('project_id')
      .notNull()
      .references(() => projects.id, { onDelete: 'cascade' }),
    constructionId: uuid('construction_id').references(() => constructions.id, { onDelete: 'restrict' }),
    boqId: uuid('boq_id').references(() => boqs.id, { onDelete: 'set null' }),
    name: text('name').notNull(),
    status: text('status', { enum: ['draft', 'submitted', 'approved', 'billed'] }).notNull(),
    statusChangedAt: timestamp('status_changed_at', { withTimezone: true }),
    statusChangedBy: uuid('status_changed_by').references(() => users.id, { onDelete: 'set null' }),
    transferredAt: timestamp('transferred_at', { withTimezone: true }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    index('quantity_surveys_project_idx').on(t.projectId, t.createdAt),
    index('quantity_surveys_construction_idx').on(t.constructionId),
    index('quantity_surveys_boq_idx').on(t.boqId),
    check('quantity_surveys_status_check', sql`${t.status} in ('draft', 'submitted', 'approved', 'billed')`),
  ],
);

/** Numbered sheets (Aufmaßblätter, 1..9999) of a survey. */
export const quantitySurveySheets = pgTable(
  'quantity_survey_sheets',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => quantitySurveys.id, { onDelete: 'cascade' }),
    number: integer('number').notNull(),
    title: text('title').notNull().default(''),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('quantity_survey_sheets_survey_number_idx').on(t.surveyId, t.number),
    check('quantity_survey_sheets_number_check', sql`${t.number} between 1 and 9999`),
  ],
);

/** Lines of a sheet, addressed by sheet number + row ("0001B0"); the OZ names the measured BoQ position. */
export const quantitySurveyLines = pgTable(
  'quantity_survey_lines',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => quantitySurveys.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id')
      .notNull()
      .references(() => quantitySurveySheets.id, { onDelete: 'cascade' }),
    row: text('row').notNull(),
    oz: text('oz'),
    marker: text('marker').notNull().default(''),
    text: text('text').notNull().default(''),
    formulaNumber: integer('formula_number').notNull().default(0),
    expression: text('expression').notNull().default(''),
    photoFileId: uuid('photo_file_id').references(() => projectFiles.id, { onDelete: 'set null' }),
    createdBy: uuid('created_by').references(() => users.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('quantity_survey_lines_sheet_row_idx').on(t.sheetId, t.row),
    index('quantity_survey_lines_survey_idx').on(t.surveyId),
    check('quantity_survey_lines_row_check', sql`${t.row} ~ '^[A-Z][0-9]$'`),
    check('quantity_survey_lines_marker_check', sql`${t.marker} in ('', 'H', 'E', 'Z', 'P', 'S', '*')`),
  ],
);

/** Named variables (L, B, H) of a survey (sheet null) or of one sheet. */
export const quantitySurveyVariables = pgTable(
  'quantity_survey_variables',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    surveyId: uuid('survey_id')
      .notNull()
      .references(() => quantitySurveys.id, { onDelete: 'cascade' }),
    sheetId: uuid('sheet_id').references(() => quantitySurveySheets.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    expression: text('expression').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [
    // One name per sheet, and one per survey for survey-wide variables (sheet_id null).
    uniqueIndex('quantity_survey_variables_sheet_name_idx')
      .on(t.sheetId, t.name)
      .where(sql`${t.sheetId} is not null`),
    uniqueIndex('quantity_survey_variables_survey_name_idx')
      .on(t.surveyId, t.name)
      .where(sql`${t.sheetId} is null`),
    index('quantity_survey_variables_survey_idx').on(t.surveyId),
  ],
);

/** Company-wide templates: line sets with parameters (e.g. room walls 2*(L+B)*H minus openings). */
export const quantitySurveyTemplates = pgTable(
  'quantity_survey_templates',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    companyId: uuid('company_id')
      .notNull()
      .references(() => companies.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    description: text('description'),
    parameters: jsonb('parameters').notNull(),
    lines: jsonb('lines').notNull(),
    createdAt: createdAt(),
    updatedAt: updatedAt(),
    version: integer('version').notNull().default(1),
  },
  (t) => [index('quantity_survey_templates_company_idx').on(t.companyId, t.name)],
);
