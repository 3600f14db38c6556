import type { z } from 'zod';
import type { ProjectSheet, projectSheetsQuerySchema } from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import type { AuthContext } from '../../plugins/auth';
import { requireProject } from '../projects/projects.service';
import { listProjectSheets } from './project-sheets.repository';

type ProjectSheetsQuery = z.output<typeof projectSheetsQuerySchema>;

/** Every sheet of the project's surveys, filtered; `q` searches sheet titles, survey names, line texts and OZs. */
export async function getProjectSheets(
  db: Database,
  auth: AuthContext,
  projectId: string,
  query: ProjectSheetsQuery,
): Promise<{ items: ProjectSheet[] }> {
  await requireProject(db, auth, projectId);
  const rows = await listProjectSheets(db, { companyId: auth.companyId, projectId, ...query });
  return {
    items: rows.map((row) => ({
      id: row.id,
      number: row.number,
      title: row.title,
      survey: { id: row.surveyId, name: row.surveyName, status: row.status },
      construction:
        row.constructionId === null ? null : { id: row.constructionId, name: row.constructionName ?? '' },
      lineCount: row.lineCount,
      positions: JSON.parse(row.positions) as string[],
      updatedAt: row.updatedAt.toISOString(),
    })),
  };
}
