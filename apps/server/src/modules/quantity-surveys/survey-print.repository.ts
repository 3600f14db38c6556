import { and, eq } from 'drizzle-orm';
import type { Database } from '../../db/client';
import { clients, projects, quantitySurveys, users } from '../../db/schema';
import { printedProjectColumns } from '../projects/projects.service';

/** What a printed survey sheet shows besides its lines and the company: the project and its client, who measured. */
export async function findPrintHeader(db: Database, companyId: string, surveyId: string) {
  const rows = await db
    .select({ ...printedProjectColumns, measuredBy: users.displayName, createdAt: quantitySurveys.createdAt })
    .from(quantitySurveys)
    .innerJoin(projects, eq(projects.id, quantitySurveys.projectId))
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(users, eq(users.id, quantitySurveys.createdBy))
    .where(and(eq(quantitySurveys.id, surveyId), eq(quantitySurveys.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}
export type PrintHeader = NonNullable<Awaited<ReturnType<typeof findPrintHeader>>>;
