import { aliasedTable, and, asc, eq, sql } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { obstructionNotices, users } from '../../db/schema';

export type NoticeRow = typeof obstructionNotices.$inferSelect;
export type NewNotice = typeof obstructionNotices.$inferInsert;

/** A notice with the names of who made it and who recorded its letters' sending. */
export interface NoticeView extends NoticeRow {
  createdByName: string | null;
  noticeRecordedByName: string | null;
  endRecordedByName: string | null;
}

const creator = aliasedTable(users, 'creator');
const noticeRecorder = aliasedTable(users, 'notice_recorder');
const endRecorder = aliasedTable(users, 'end_recorder');

function selectViews(db: Database) {
  return db
    .select({
      notice: obstructionNotices,
      createdByName: creator.displayName,
      noticeRecordedByName: noticeRecorder.displayName,
      endRecordedByName: endRecorder.displayName,
    })
    .from(obstructionNotices)
    .leftJoin(creator, eq(creator.id, obstructionNotices.createdBy))
    .leftJoin(noticeRecorder, eq(noticeRecorder.id, obstructionNotices.noticeRecordedBy))
    .leftJoin(endRecorder, eq(endRecorder.id, obstructionNotices.endRecordedBy));
}

type SelectedView = {
  notice: NoticeRow;
  createdByName: string | null;
  noticeRecordedByName: string | null;
  endRecordedByName: string | null;
};
const toView = ({ notice, ...names }: SelectedView): NoticeView => ({ ...notice, ...names });

export async function findNotice(db: Database, companyId: string, id: string): Promise<NoticeView | null> {
  const rows = await selectViews(db)
    .where(and(eq(obstructionNotices.companyId, companyId), eq(obstructionNotices.id, id)))
    .limit(1);
  return rows[0] === undefined ? null : toView(rows[0]);
}

/** A project's notices by number, or only those made from the diary day `date` (any revision of it). */
export async function projectNotices(db: Database, companyId: string, projectId: string, date?: string) {
  const rows = await selectViews(db)
    .where(
      and(
        eq(obstructionNotices.companyId, companyId),
        eq(obstructionNotices.projectId, projectId),
        date === undefined ? undefined : eq(obstructionNotices.diaryDate, date),
      ),
    )
    .orderBy(asc(obstructionNotices.number));
  return rows.map(toView);
}

/** Inserts the notice with the project's next number (call with the project locked). */
export async function insertNotice(db: Database, notice: Omit<NewNotice, 'number'>): Promise<NoticeRow> {
  const [row] = await db
    .insert(obstructionNotices)
    .values({
      ...notice,
      number: sql`(select coalesce(max(${obstructionNotices.number}), 0) + 1 from ${obstructionNotices} where ${obstructionNotices.projectId} = ${notice.projectId})`,
    })
    .returning();
  return row!;
}
