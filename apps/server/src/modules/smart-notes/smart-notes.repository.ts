import { and, asc, eq, lte, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import type { ChecklistItem, SmartNoteStatus, SmartNoteType } from '@vendoc/contract/smart-notes';
import type { Database } from '../../db/client';
import { projects, quantitySurveys, smartNoteComments, smartNotes, users } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';

export type SmartNoteSortField = 'updatedAt' | 'createdAt' | 'dueDate' | 'title';

export interface NoteData {
  type: SmartNoteType;
  title: string;
  text: string;
  status: SmartNoteStatus;
  assigneeId: string | null;
  dueDate: string | null;
  checklist: ChecklistItem[];
  positionIds: string[];
  photoFileIds: string[];
  voiceMemoFileId: string | null;
  quantitySurveyId: string | null;
}

export interface NoteFilter {
  companyId: string;
  projectId?: string | undefined;
  type?: SmartNoteType | undefined;
  status?: SmartNoteStatus | undefined;
  assigneeId?: string | undefined;
  dueBefore?: string | undefined;
  q?: string | undefined;
}

const assignees = alias(users, 'assignees');
const creators = alias(users, 'creators');

const noteColumns = {
  id: smartNotes.id,
  companyId: smartNotes.companyId,
  projectId: smartNotes.projectId,
  projectName: projects.name,
  type: smartNotes.type,
  title: smartNotes.title,
  text: smartNotes.text,
  status: smartNotes.status,
  assigneeId: smartNotes.assigneeId,
  assigneeName: assignees.displayName,
  dueDate: smartNotes.dueDate,
  checklist: smartNotes.checklist,
  positionIds: smartNotes.positionIds,
  photoFileIds: smartNotes.photoFileIds,
  voiceMemoFileId: smartNotes.voiceMemoFileId,
  quantitySurveyId: smartNotes.quantitySurveyId,
  createdBy: smartNotes.createdBy,
  createdByName: creators.displayName,
  version: smartNotes.version,
  createdAt: smartNotes.createdAt,
  updatedAt: smartNotes.updatedAt,
};

const selectNotes = (db: Database) =>
  db
    .select(noteColumns)
    .from(smartNotes)
    .innerJoin(projects, eq(projects.id, smartNotes.projectId))
    .innerJoin(creators, eq(creators.id, smartNotes.createdBy))
    .leftJoin(assignees, eq(assignees.id, smartNotes.assigneeId));

export type NoteRow = Awaited<ReturnType<typeof findNote>> & {};

export async function findNote(db: Database, companyId: string, id: string) {
  const rows = await selectNotes(db)
    .where(and(eq(smartNotes.companyId, companyId), eq(smartNotes.id, id)))
    .limit(1);
  return rows[0] ?? null;
}

function filterCondition(filter: NoteFilter): SQL | undefined {
  return and(
    eq(smartNotes.companyId, filter.companyId),
    filter.projectId === undefined ? undefined : eq(smartNotes.projectId, filter.projectId),
    filter.type === undefined ? undefined : eq(smartNotes.type, filter.type),
    filter.status === undefined ? undefined : eq(smartNotes.status, filter.status),
    filter.assigneeId === undefined ? undefined : eq(smartNotes.assigneeId, filter.assigneeId),
    filter.dueBefore === undefined ? undefined : lte(smartNotes.dueDate, filter.dueBefore),
    matchesSearch(sql`lower(${smartNotes.title} || ' ' || ${smartNotes.text})`, filter.q),
  );
}

function sortKeys({ field, descending }: SortChoice<SmartNoteSortField>): SortKey[] {
  const first: Record<SmartNoteSortField, SortKey> = {
    updatedAt: { expression: smartNotes.updatedAt, type: 'timestamptz', descending },
    createdAt: { expression: smartNotes.createdAt, type: 'timestamptz', descending },
    // Notes without a due date come last in ascending order.
    dueDate: { expression: sql`coalesce(${smartNotes.dueDate}, 'infinity'::date)`, type: 'date', descending },
    title: { expression: sql`lower(${smartNotes.title})`, type: 'text', descending },
  };
  return [first[field], { expression: smartNotes.id, type: 'uuid', descending }];
}
export const noteSortKeyCount = 2;

/** Up to `limit` notes after the cursor values, in the sort's order, each with its cursor values. */
export function listNotes(
  db: Database,
  filter: NoteFilter,
  sort: SortChoice<SmartNoteSortField>,
  after: string[] | null,
  limit: number,
) {
  const keys = sortKeys(sort);
  return db
    .select({ ...noteColumns, cursorValues: keysetValues(keys) })
    .from(smartNotes)
    .innerJoin(projects, eq(projects.id, smartNotes.projectId))
    .innerJoin(creators, eq(creators.id, smartNotes.createdBy))
    .leftJoin(assignees, eq(assignees.id, smartNotes.assigneeId))
    .where(and(filterCondition(filter), after === null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
}

export async function countNotes(db: Database, filter: NoteFilter): Promise<number> {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(smartNotes)
    .where(filterCondition(filter));
  return row?.count ?? 0;
}

/** Who holds a note id (for a create under an id the client chose). */
export async function noteIdHolder(db: Database, id: string) {
  const [row] = await db
    .select({ companyId: smartNotes.companyId, createdBy: smartNotes.createdBy })
    .from(smartNotes)
    .where(eq(smartNotes.id, id));
  return row ?? null;
}

/** Who holds a comment id (for a create under an id the client chose). */
export async function commentIdHolder(db: Database, id: string) {
  const [row] = await db
    .select({ companyId: smartNoteComments.companyId, createdBy: smartNoteComments.authorId })
    .from(smartNoteComments)
    .where(eq(smartNoteComments.id, id));
  return row ?? null;
}

export async function insertNote(
  db: Database,
  values: NoteData & { id?: string; companyId: string; projectId: string; createdBy: string },
): Promise<string> {
  const [row] = await db.insert(smartNotes).values(values).returning({ id: smartNotes.id });
  if (row === undefined) throw new Error('no smart note inserted');
  return row.id;
}

export function listComments(db: Database, noteId: string) {
  return db
    .select({
      id: smartNoteComments.id,
      authorId: smartNoteComments.authorId,
      authorName: users.displayName,
      text: smartNoteComments.text,
      createdAt: smartNoteComments.createdAt,
    })
    .from(smartNoteComments)
    .innerJoin(users, eq(users.id, smartNoteComments.authorId))
    .where(eq(smartNoteComments.noteId, noteId))
    .orderBy(asc(smartNoteComments.createdAt), asc(smartNoteComments.id));
}

export async function insertComment(
  db: Database,
  values: { id?: string; companyId: string; noteId: string; authorId: string; text: string },
): Promise<string> {
  const [row] = await db.insert(smartNoteComments).values(values).returning({ id: smartNoteComments.id });
  if (row === undefined) throw new Error('no comment inserted');
  return row.id;
}

export async function userOfCompany(db: Database, companyId: string, userId: string): Promise<boolean> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.companyId, companyId), eq(users.id, userId)))
    .limit(1);
  return rows.length > 0;
}

export async function surveyOfProject(
  db: Database,
  companyId: string,
  projectId: string,
  surveyId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: quantitySurveys.id })
    .from(quantitySurveys)
    .where(
      and(
        eq(quantitySurveys.companyId, companyId),
        eq(quantitySurveys.projectId, projectId),
        eq(quantitySurveys.id, surveyId),
      ),
    )
    .limit(1);
  return rows.length > 0;
}
