import { and, count, eq, inArray, sql } from 'drizzle-orm';
import type { ProjectStatus } from '@vendoc/contract/project-values';
import type { Database } from '../../db/client';
import { projects, projectVisits } from '../../db/schema';
import {
  keysetAfter,
  keysetOrderBy,
  keysetValues,
  matchesSearch,
  type SortChoice,
  type SortKey,
} from '../../lib/list-cursor';
import { selectProjects, worksOn } from './projects.repository';

export type ProjectSortField = 'recent' | 'number' | 'name' | 'status' | 'startDate' | 'updatedAt';

// Statuses sort in the order a project moves through them.
const statusRank = sql`array_position(array['inquiry', 'offer', 'order', 'in_progress', 'completed', 'invoiced', 'archived']::text[], ${projects.status})`;

/** The order of a sort: the field, then the id; "recent" = the user's last visit (never visited last), then updated. */
export function projectSortKeys({ field, descending }: SortChoice<ProjectSortField>): SortKey[] {
  const id: SortKey = { expression: projects.id, type: 'uuid', descending };
  switch (field) {
    case 'recent': {
      // "recent" lists the most recently used first; "-recent" reverses it.
      const newestFirst = !descending;
      return [
        {
          expression: sql`coalesce(${projectVisits.visitedAt}, '-infinity'::timestamptz)`,
          type: 'timestamptz',
          descending: newestFirst,
        },
        { expression: projects.updatedAt, type: 'timestamptz', descending: newestFirst },
        { ...id, descending: newestFirst },
      ];
    }
    case 'startDate':
      // Projects without a start date come last in both directions.
      return [
        {
          expression: sql`coalesce(${projects.startDate}, ${sql.raw(descending ? "'-infinity'" : "'infinity'")}::date)`,
          type: 'date',
          descending,
        },
        id,
      ];
    case 'number':
      return [{ expression: projects.number, type: 'text', descending }, id];
    case 'name':
      return [{ expression: sql`lower(${projects.name})`, type: 'text', descending }, id];
    case 'status':
      return [{ expression: statusRank, type: 'integer', descending }, id];
    case 'updatedAt':
      return [{ expression: projects.updatedAt, type: 'timestamptz', descending }, id];
  }
}

export interface ProjectListFilter {
  companyId: string;
  q?: string | undefined;
  statuses?: ProjectStatus[] | undefined;
  clientId?: string | undefined;
  /** Only the projects this user works on (responsible or in the team). */
  worker?: string | undefined;
}

const filterCondition = (db: Database, filter: ProjectListFilter) =>
  and(
    eq(projects.companyId, filter.companyId),
    matchesSearch(projects.searchText, filter.q),
    filter.statuses == null || filter.statuses.length === 0
      ? undefined
      : inArray(projects.status, filter.statuses),
    filter.clientId == null ? undefined : eq(projects.clientId, filter.clientId),
    filter.worker == null ? undefined : worksOn(db, filter.worker),
  );

/**
 * Up to `limit` projects after the cursor values, in the order of `keys`, each with its cursor values. The page's
 * ids are found first from the sort keys alone; client, user, content flag and cursor are then read for those
 * rows only, not for every match of a short search like "H".
 */
export async function listProjects(
  db: Database,
  userId: string,
  filter: ProjectListFilter,
  keys: SortKey[],
  after: string[] | null,
  limit: number,
) {
  const pageIds = db
    .select({ id: projects.id })
    .from(projects)
    .leftJoin(projectVisits, and(eq(projectVisits.projectId, projects.id), eq(projectVisits.userId, userId)))
    .where(and(filterCondition(db, filter), after == null ? undefined : keysetAfter(keys, after)))
    .orderBy(...keysetOrderBy(keys))
    .limit(limit);
  return selectProjects(db, userId, { cursorValues: keysetValues(keys) })
    .where(inArray(projects.id, pageIds))
    .orderBy(...keysetOrderBy(keys));
}

export async function countProjects(db: Database, filter: ProjectListFilter): Promise<number> {
  const rows = await db.select({ total: count() }).from(projects).where(filterCondition(db, filter));
  return rows[0]?.total ?? 0;
}
