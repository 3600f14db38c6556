import {
  aliasedTable,
  and,
  asc,
  desc,
  eq,
  exists,
  gt,
  gte,
  inArray,
  lte,
  not,
  or,
  sql,
  type SQL,
} from 'drizzle-orm';
import type { ConstructionNoteContent, ConstructionNoteStatus } from '@vendoc/contract/construction-notes';
import type { Database } from '../../db/client';
import {
  constructionNotes,
  constructionNoteSurveyTransfers,
  projectMembers,
  projects,
  quantitySurveys,
  quantitySurveySheets,
  users,
} from '../../db/schema';
import { keysetAfter, keysetOrderBy, keysetValues, toPage, type SortKey } from '../../lib/list-cursor';

export type NoteRow = typeof constructionNotes.$inferSelect;

/** A row with the names it is shown with. */
export interface NoteView extends NoteRow {
  projectNumber: string;
  projectName: string;
  authorName: string;
  signedByName: string | null;
}

const signer = aliasedTable(users, 'signer');
const newer = aliasedTable(constructionNotes, 'newer');

const viewColumns = {
  note: constructionNotes,
  projectNumber: projects.number,
  projectName: projects.name,
  authorName: users.displayName,
  signedByName: signer.displayName,
};

type JoinedRow = {
  note: NoteRow;
  projectNumber: string;
  projectName: string;
  authorName: string;
  signedByName: string | null;
};
const toView = ({ note, ...names }: JoinedRow): NoteView => ({ ...note, ...names });

const selectViews = (db: Database) =>
  db
    .select(viewColumns)
    .from(constructionNotes)
    .innerJoin(projects, eq(projects.id, constructionNotes.projectId))
    .innerJoin(users, eq(users.id, constructionNotes.authorId))
    .leftJoin(signer, eq(signer.id, constructionNotes.signedById));

/** Only the newest revision of each day. */
const isLatest: SQL = not(
  exists(
    sql`(select 1 from ${constructionNotes} as ${sql.identifier('newer')} where ${newer.projectId} = ${constructionNotes.projectId} and ${newer.date} = ${constructionNotes.date} and ${newer.revision} > ${constructionNotes.revision})`,
  ),
);

export async function findNote(db: Database, companyId: string, id: string): Promise<NoteView | null> {
  const rows = await selectViews(db)
    .where(and(eq(constructionNotes.companyId, companyId), eq(constructionNotes.id, id)))
    .limit(1);
  return rows[0] ? toView(rows[0]) : null;
}

/** Every revision of a project's day, newest first. */
export const revisionsOfDay = (db: Database, projectId: string, date: string) =>
  db
    .select()
    .from(constructionNotes)
    .where(and(eq(constructionNotes.projectId, projectId), eq(constructionNotes.date, date)))
    .orderBy(desc(constructionNotes.revision));

/** The newest revision of each day of a project in the period, by date. */
export async function projectNotes(
  db: Database,
  companyId: string,
  projectId: string,
  period: { from?: string | undefined; to?: string | undefined },
): Promise<NoteView[]> {
  const rows = await selectViews(db)
    .where(
      and(
        eq(constructionNotes.companyId, companyId),
        eq(constructionNotes.projectId, projectId),
        period.from === undefined ? undefined : gte(constructionNotes.date, period.from),
        period.to === undefined ? undefined : lte(constructionNotes.date, period.to),
        isLatest,
      ),
    )
    .orderBy(asc(constructionNotes.date));
  return rows.map(toView);
}

export interface NoteFilter {
  projectId?: string | undefined;
  from?: string | undefined;
  to?: string | undefined;
  authorId?: string | undefined;
  status?: ConstructionNoteStatus | undefined;
}

const LIST_KEYS: SortKey[] = [
  { expression: constructionNotes.date, type: 'date', descending: true },
  { expression: constructionNotes.id, type: 'uuid', descending: false },
];
export const LIST_SORT_ID = 'date-desc';

/** A page of the company's newest revisions, newest day first. */
export async function listNotes(
  db: Database,
  companyId: string,
  filter: NoteFilter,
  page: { limit: number; after: string[] | null },
) {
  const rows = await db
    .select({ ...viewColumns, cursorValues: keysetValues(LIST_KEYS) })
    .from(constructionNotes)
    .innerJoin(projects, eq(projects.id, constructionNotes.projectId))
    .innerJoin(users, eq(users.id, constructionNotes.authorId))
    .leftJoin(signer, eq(signer.id, constructionNotes.signedById))
    .where(
      and(
        eq(constructionNotes.companyId, companyId),
        filter.projectId === undefined ? undefined : eq(constructionNotes.projectId, filter.projectId),
        filter.from === undefined ? undefined : gte(constructionNotes.date, filter.from),
        filter.to === undefined ? undefined : lte(constructionNotes.date, filter.to),
        filter.authorId === undefined ? undefined : eq(constructionNotes.authorId, filter.authorId),
        filter.status === undefined ? undefined : eq(constructionNotes.status, filter.status),
        isLatest,
        page.after === null ? undefined : keysetAfter(LIST_KEYS, page.after),
      ),
    )
    .orderBy(...keysetOrderBy(LIST_KEYS))
    .limit(page.limit + 1);
  // drizzle types the selection of the whole table next to a left join loosely: it is a JoinedRow
  const paged = toPage(rows as (JoinedRow & { cursorValues: string })[], page.limit, LIST_SORT_ID);
  return {
    rows: paged.rows.map((row) =>
      toView({
        note: row.note,
        projectNumber: row.projectNumber,
        projectName: row.projectName,
        authorName: row.authorName,
        signedByName: row.signedByName,
      }),
    ),
    nextCursor: paged.nextCursor,
  };
}

/** The project's signed rows in chain order. */
export const signedChain = (db: Database, projectId: string) =>
  db
    .select()
    .from(constructionNotes)
    .where(and(eq(constructionNotes.projectId, projectId), gt(constructionNotes.chainPosition, 0)))
    .orderBy(asc(constructionNotes.chainPosition));

/** The project of the company, locked until the transaction ends (signing extends its chain one at a time). */
export async function lockProject(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .for('update');
  return rows[0] ?? null;
}

export async function findProject(db: Database, companyId: string, projectId: string) {
  const rows = await db
    .select({ id: projects.id, number: projects.number, name: projects.name })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.id, projectId)))
    .limit(1);
  return rows[0] ?? null;
}

export interface NewNote {
  /** The id the client chose; otherwise the database picks one. */
  id?: string;
  companyId: string;
  projectId: string;
  date: string;
  revision: number;
  correctionReason: string | null;
  authorId: string;
  content: ConstructionNoteContent;
}

/** Who holds a day's id (for a create under an id the client chose). */
export async function noteIdHolder(db: Database, id: string) {
  const [row] = await db
    .select({ companyId: constructionNotes.companyId, createdBy: constructionNotes.authorId })
    .from(constructionNotes)
    .where(eq(constructionNotes.id, id));
  return row ?? null;
}

export async function insertNote(db: Database, note: NewNote): Promise<NoteRow> {
  const [row] = await db.insert(constructionNotes).values(note).returning();
  if (row === undefined) throw new Error('no construction note inserted');
  return row;
}

/** The caller's active projects (responsible or in the team; ordered or in progress) without an entry that day. */
export const projectsMissingDay = (db: Database, companyId: string, userId: string, date: string) =>
  db
    .select({ projectId: projects.id, projectNumber: projects.number, projectName: projects.name })
    .from(projects)
    .where(
      and(
        eq(projects.companyId, companyId),
        inArray(projects.status, ['order', 'in_progress']),
        or(
          eq(projects.responsibleUserId, userId),
          exists(
            db
              .select({ one: sql`1` })
              .from(projectMembers)
              .where(and(eq(projectMembers.projectId, projects.id), eq(projectMembers.userId, userId))),
          ),
        ),
        not(
          exists(
            db
              .select({ one: sql`1` })
              .from(constructionNotes)
              .where(and(eq(constructionNotes.projectId, projects.id), eq(constructionNotes.date, date))),
          ),
        ),
      ),
    )
    .orderBy(asc(projects.number));

/** The surveys a day's work done was taken into, oldest first, with the revision each came from. */
export function dayTransfers(db: Database, projectId: string, date: string) {
  return db
    .select({
      quantitySurveyId: constructionNoteSurveyTransfers.surveyId,
      quantitySurveyName: quantitySurveys.name,
      constructionId: quantitySurveys.constructionId,
      sheetId: constructionNoteSurveyTransfers.sheetId,
      sheetNumber: quantitySurveySheets.number,
      lineCount: constructionNoteSurveyTransfers.lineCount,
      noteRevision: constructionNotes.revision,
      createdAt: constructionNoteSurveyTransfers.createdAt,
    })
    .from(constructionNoteSurveyTransfers)
    .innerJoin(quantitySurveys, eq(quantitySurveys.id, constructionNoteSurveyTransfers.surveyId))
    .innerJoin(quantitySurveySheets, eq(quantitySurveySheets.id, constructionNoteSurveyTransfers.sheetId))
    .leftJoin(constructionNotes, eq(constructionNotes.id, constructionNoteSurveyTransfers.noteId))
    .where(
      and(
        eq(constructionNoteSurveyTransfers.projectId, projectId),
        eq(constructionNoteSurveyTransfers.date, date),
      ),
    )
    .orderBy(asc(constructionNoteSurveyTransfers.createdAt), asc(constructionNoteSurveyTransfers.id));
}
export type DayTransfer = Awaited<ReturnType<typeof dayTransfers>>[number];

export async function insertSurveyTransfer(
  tx: Database,
  transfer: typeof constructionNoteSurveyTransfers.$inferInsert,
): Promise<void> {
  await tx.insert(constructionNoteSurveyTransfers).values(transfer);
}
