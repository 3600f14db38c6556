import { and, asc, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import {
  constructionNotes,
  planPins,
  planRevisions,
  plans,
  projectFiles,
  quantitySurveyLines,
  quantitySurveys,
  smartNotes,
  users,
} from '../../db/schema';

// Plans, their revisions and pins (decision 0030). Every read is scoped by the company; the service checks projects.

export type PlanRow = typeof plans.$inferSelect;

export async function findPlan(db: Database, companyId: string, id: string): Promise<PlanRow | null> {
  const [row] = await db
    .select()
    .from(plans)
    .where(and(eq(plans.companyId, companyId), eq(plans.id, id)));
  return row ?? null;
}

export function listPlanRows(db: Database, companyId: string, projectId: string) {
  return db
    .select()
    .from(plans)
    .where(and(eq(plans.companyId, companyId), eq(plans.projectId, projectId)))
    .orderBy(asc(plans.name), asc(plans.createdAt), asc(plans.id));
}

/** Who holds a plan id a client chose. */
export async function planIdHolder(db: Database, id: string) {
  const [row] = await db
    .select({ companyId: plans.companyId, createdBy: plans.createdBy })
    .from(plans)
    .where(eq(plans.id, id));
  return row ?? null;
}

export async function insertPlan(db: Database, values: typeof plans.$inferInsert): Promise<string> {
  const [row] = await db.insert(plans).values(values).returning({ id: plans.id });
  if (row === undefined) throw new Error('no plan inserted');
  return row.id;
}

/** The revisions of plans, oldest first, with their file (null when deleted) and author. */
export function revisionRows(db: Database, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return db
    .select({
      id: planRevisions.id,
      planId: planRevisions.planId,
      index: planRevisions.index,
      sequence: planRevisions.sequence,
      page: planRevisions.page,
      note: planRevisions.note,
      createdBy: planRevisions.createdBy,
      createdByName: users.displayName,
      createdAt: planRevisions.createdAt,
      fileId: projectFiles.id,
      fileName: projectFiles.name,
      fileContentType: projectFiles.contentType,
      fileSize: projectFiles.size,
      fileSha256: projectFiles.sha256,
    })
    .from(planRevisions)
    .innerJoin(users, eq(users.id, planRevisions.createdBy))
    .leftJoin(projectFiles, eq(projectFiles.id, planRevisions.fileId))
    .where(inArray(planRevisions.planId, [...planIds]))
    .orderBy(asc(planRevisions.planId), asc(planRevisions.sequence));
}
export type RevisionRow = Awaited<ReturnType<typeof revisionRows>>[number];

export async function insertRevision(
  db: Database,
  values: typeof planRevisions.$inferInsert,
): Promise<string> {
  const [row] = await db.insert(planRevisions).values(values).returning({ id: planRevisions.id });
  if (row === undefined) throw new Error('no plan revision inserted');
  return row.id;
}

/** The next pin number of a plan, taken (the update also serialises concurrent pins of one plan). */
export async function takePinNumber(db: Database, planId: string): Promise<number> {
  const [row] = await db
    .update(plans)
    .set({ nextPinNumber: sql`${plans.nextPinNumber} + 1` })
    .where(eq(plans.id, planId))
    .returning({ next: plans.nextPinNumber });
  if (row === undefined) throw new Error('plan gone while numbering a pin');
  return row.next - 1;
}

const pinColumns = {
  id: planPins.id,
  companyId: planPins.companyId,
  planId: planPins.planId,
  projectId: plans.projectId,
  revisionId: planPins.revisionId,
  revisionIndex: planRevisions.index,
  number: planPins.number,
  x: planPins.x,
  y: planPins.y,
  type: planPins.type,
  status: planPins.status,
  label: planPins.label,
  smartNoteId: smartNotes.id,
  smartNoteTitle: smartNotes.title,
  smartNoteStatus: smartNotes.status,
  constructionNoteId: constructionNotes.id,
  constructionNoteDate: constructionNotes.date,
  constructionNoteStatus: constructionNotes.status,
  fileId: projectFiles.id,
  fileName: projectFiles.name,
  surveyLineId: quantitySurveyLines.id,
  surveyLineRow: quantitySurveyLines.row,
  surveyLineText: quantitySurveyLines.text,
  surveyId: quantitySurveys.id,
  surveyStatus: quantitySurveys.status,
  createdBy: planPins.createdBy,
  createdByName: users.displayName,
  version: planPins.version,
  createdAt: planPins.createdAt,
  updatedAt: planPins.updatedAt,
};

/** Pins with what they link (left joins: a deleted item was set null) and the revision of their position. */
const selectPins = (db: Database) =>
  db
    .select(pinColumns)
    .from(planPins)
    .innerJoin(plans, eq(plans.id, planPins.planId))
    .innerJoin(planRevisions, eq(planRevisions.id, planPins.revisionId))
    .innerJoin(users, eq(users.id, planPins.createdBy))
    .leftJoin(smartNotes, eq(smartNotes.id, planPins.smartNoteId))
    .leftJoin(constructionNotes, eq(constructionNotes.id, planPins.constructionNoteId))
    .leftJoin(projectFiles, eq(projectFiles.id, planPins.fileId))
    .leftJoin(quantitySurveyLines, eq(quantitySurveyLines.id, planPins.surveyLineId))
    .leftJoin(quantitySurveys, eq(quantitySurveys.id, quantitySurveyLines.surveyId));

export type PinRow = Awaited<ReturnType<typeof findPin>> & {};

export async function findPin(db: Database, companyId: string, id: string) {
  const [row] = await selectPins(db).where(and(eq(planPins.companyId, companyId), eq(planPins.id, id)));
  return row ?? null;
}

/** The pins of plans by plan and number. */
export function pinRowsOfPlans(db: Database, companyId: string, planIds: readonly string[]) {
  if (planIds.length === 0) return Promise.resolve([]);
  return selectPins(db)
    .where(and(eq(planPins.companyId, companyId), inArray(planPins.planId, [...planIds])))
    .orderBy(asc(planPins.planId), asc(planPins.number));
}

/** Who holds a pin id a client chose. */
export async function pinIdHolder(db: Database, id: string) {
  const [row] = await db
    .select({ companyId: planPins.companyId, createdBy: planPins.createdBy })
    .from(planPins)
    .where(eq(planPins.id, id));
  return row ?? null;
}

export async function insertPin(db: Database, values: typeof planPins.$inferInsert): Promise<string> {
  const [row] = await db.insert(planPins).values(values).returning({ id: planPins.id });
  if (row === undefined) throw new Error('no pin inserted');
  return row.id;
}

/**
 * The item when it is one of the project's (a survey line: of one of its surveys), else null; `subtype` is a smart
 * note's type or a file's content type (what a pin's default type follows).
 */
export async function linkTargetInProject(
  db: Database,
  companyId: string,
  projectId: string,
  kind: 'smartNote' | 'constructionNote' | 'file' | 'surveyLine',
  id: string,
): Promise<{ subtype: string | null } | null> {
  switch (kind) {
    case 'smartNote': {
      const [row] = await db
        .select({ type: smartNotes.type })
        .from(smartNotes)
        .where(
          and(
            eq(smartNotes.companyId, companyId),
            eq(smartNotes.projectId, projectId),
            eq(smartNotes.id, id),
          ),
        );
      return row === undefined ? null : { subtype: row.type };
    }
    case 'constructionNote': {
      const [row] = await db
        .select({ id: constructionNotes.id })
        .from(constructionNotes)
        .where(
          and(
            eq(constructionNotes.companyId, companyId),
            eq(constructionNotes.projectId, projectId),
            eq(constructionNotes.id, id),
          ),
        );
      return row === undefined ? null : { subtype: null };
    }
    case 'file': {
      const [row] = await db
        .select({ contentType: projectFiles.contentType })
        .from(projectFiles)
        .where(
          and(
            eq(projectFiles.companyId, companyId),
            eq(projectFiles.projectId, projectId),
            eq(projectFiles.id, id),
          ),
        );
      return row === undefined ? null : { subtype: row.contentType };
    }
    case 'surveyLine': {
      const [row] = await db
        .select({ id: quantitySurveyLines.id })
        .from(quantitySurveyLines)
        .innerJoin(quantitySurveys, eq(quantitySurveys.id, quantitySurveyLines.surveyId))
        .where(
          and(
            eq(quantitySurveyLines.companyId, companyId),
            eq(quantitySurveys.projectId, projectId),
            eq(quantitySurveyLines.id, id),
          ),
        );
      return row === undefined ? null : { subtype: null };
    }
  }
}

/** Due date and text of smart notes (what the defect report lists with their pins), by id. */
export async function dueDatesOfNotes(db: Database, companyId: string, ids: readonly string[]) {
  const rows =
    ids.length === 0
      ? []
      : await db
          .select({ id: smartNotes.id, dueDate: smartNotes.dueDate, text: smartNotes.text })
          .from(smartNotes)
          .where(and(eq(smartNotes.companyId, companyId), inArray(smartNotes.id, [...ids])));
  return new Map(rows.map((row) => [row.id, { dueDate: row.dueDate, text: row.text }]));
}
