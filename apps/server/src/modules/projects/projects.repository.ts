import { and, eq, inArray, or, sql, type SQL } from 'drizzle-orm';
import type { PostalAddress } from '@vendoc/contract/common';
import type { ContractType, ProjectStatus } from '@vendoc/contract/project-values';
import type { Database } from '../../db/client';
import { clients, projectMembers, projects, projectVisits, users } from '../../db/schema';

/**
 * Whether a project has content, which makes it archive-only. One SQL expression, so every later area (BoQs,
 * surveys, notes, documents) adds its table here with another `or exists (…)`. Tables are aliased explicitly:
 * Drizzle leaves columns of a one-table select unqualified.
 */
export const projectHasContent = sql<boolean>`(exists (select 1 from project_files as content where content.project_id = "projects"."id") or exists (select 1 from boqs as content where content.project_id = "projects"."id") or exists (select 1 from constructions as content where content.project_id = "projects"."id") or exists (select 1 from quantity_surveys as content where content.project_id = "projects"."id") or exists (select 1 from order_documents as content where content.project_id = "projects"."id"))`;

/** What a project consists of, as the service hands it to the repository (already validated). */
export interface ProjectData {
  name: string;
  clientId: string;
  siteAddress: PostalAddress | null;
  status: ProjectStatus;
  contractType: ContractType;
  startDate: string | null;
  endDate: string | null;
  responsibleUserId: string | null;
  description: string | null;
}

const projectColumns = {
  id: projects.id,
  number: projects.number,
  name: projects.name,
  client: { id: clients.id, number: clients.number, name: clients.name },
  siteAddress: projects.siteAddress,
  status: projects.status,
  contractType: projects.contractType,
  startDate: projects.startDate,
  endDate: projects.endDate,
  responsibleUser: { id: users.id, displayName: users.displayName },
  memberIds: sql<
    string[]
  >`(select coalesce(array_agg(member.user_id::text order by member.user_id), '{}') from project_members as member where member.project_id = "projects"."id")`,
  description: projects.description,
  hasContent: projectHasContent,
  lastOpenedAt: projectVisits.visitedAt,
  version: projects.version,
  createdAt: projects.createdAt,
  updatedAt: projects.updatedAt,
};

/** Projects with client, responsible user and the given user's last visit. */
export function selectProjects<Extra extends Record<string, SQL>>(
  db: Database,
  userId: string,
  extra: Extra,
) {
  return db
    .select({ ...projectColumns, ...extra })
    .from(projects)
    .innerJoin(clients, eq(clients.id, projects.clientId))
    .leftJoin(users, eq(users.id, projects.responsibleUserId))
    .leftJoin(projectVisits, and(eq(projectVisits.projectId, projects.id), eq(projectVisits.userId, userId)));
}

export type ProjectRow = NonNullable<Awaited<ReturnType<typeof findProject>>>;

/** The project with this id in this company (null for another company's), as `userId` sees it. */
export async function findProject(db: Database, companyId: string, userId: string, id: string) {
  const rows = await selectProjects(db, userId, {})
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)))
    .limit(1);
  return rows[0] ?? null;
}

/** The projects a user works on: responsible for, or in the team of. */
export function worksOn(db: Database, userId: string): SQL {
  const team = db
    .select({ projectId: projectMembers.projectId })
    .from(projectMembers)
    .where(eq(projectMembers.userId, userId));
  return or(eq(projects.responsibleUserId, userId), inArray(projects.id, team)) ?? sql`false`;
}

/** The ids of the company's projects the user works on, as a subquery (for `inArray`). */
export function projectIdsOfUser(db: Database, companyId: string, userId: string) {
  return db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), worksOn(db, userId)));
}

/** Whether the user works on the company's project (responsible for it or in its team). */
export async function userWorksOnProject(
  db: Database,
  companyId: string,
  projectId: string,
  userId: string,
): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId), worksOn(db, userId)))
    .limit(1);
  return rows.length > 0;
}

/** Replaces the project's team (inside the caller's transaction). */
export async function replaceMembers(
  db: Database,
  companyId: string,
  projectId: string,
  userIds: readonly string[],
): Promise<void> {
  await db.delete(projectMembers).where(eq(projectMembers.projectId, projectId));
  if (userIds.length > 0)
    await db.insert(projectMembers).values(userIds.map((userId) => ({ companyId, projectId, userId })));
}

/** Which of these users are active users of the company. */
export async function activeUserIds(
  db: Database,
  companyId: string,
  userIds: readonly string[],
): Promise<Set<string>> {
  if (userIds.length === 0) return new Set();
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(inArray(users.id, [...userIds]), eq(users.companyId, companyId), eq(users.active, true)));
  return new Set(rows.map((row) => row.id));
}

/** Records that the user opened the project now (the home page lists recently used projects first). */
export async function recordVisit(db: Database, userId: string, projectId: string, at: Date): Promise<void> {
  await db
    .insert(projectVisits)
    .values({ userId, projectId, visitedAt: at })
    .onConflictDoUpdate({
      target: [projectVisits.userId, projectVisits.projectId],
      set: { visitedAt: at },
    });
}

/**
 * The lower-cased text the list search runs over: number, name, site address and the client's name (kept here,
 * so a search reads one column; a client's rename refreshes it with `refreshClientProjectsSearchText`).
 */
function searchText(number: string | SQL, data: ProjectData, clientName: string): SQL {
  const site = data.siteAddress;
  const rest = [data.name, site?.street, site?.postalCode, site?.city, clientName]
    .filter((part) => part != null && part !== '')
    .join(' ');
  return sql`lower(cast(${number} as text) || ' ' || cast(${rest} as text))`;
}

/** Recomputes the search text of the client's projects (after the client's name changed), like `searchText`. */
export async function refreshClientProjectsSearchText(db: Database, companyId: string, clientId: string) {
  const address = (field: string) => sql`nullif(${projects.siteAddress}->>${field}, '')`;
  await db
    .update(projects)
    .set({
      searchText: sql`lower(concat_ws(' ', ${projects.number}, ${projects.name}, ${address('street')}, ${address('postalCode')}, ${address('city')}, (select name from clients as owner where owner.id = ${projects.clientId})))`,
    })
    .where(and(eq(projects.companyId, companyId), eq(projects.clientId, clientId)));
}

export async function projectNumberTaken(db: Database, companyId: string, number: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.companyId, companyId), eq(projects.number, number)))
    .limit(1);
  return rows.length > 0;
}

export async function insertProject(
  db: Database,
  companyId: string,
  number: string,
  data: ProjectData,
  clientName: string,
): Promise<string> {
  const rows = await db
    .insert(projects)
    .values({ companyId, number, ...data, searchText: searchText(number, data, clientName) })
    .returning({ id: projects.id });
  const id = rows[0]?.id;
  if (id == null) throw new Error('INSERT … RETURNING returned no row');
  return id;
}

/** Updates the project if it still has `version`; false when it does not (stale, or not this company's). */
export async function updateProject(
  db: Database,
  companyId: string,
  id: string,
  version: number,
  data: ProjectData,
  clientName: string,
): Promise<boolean> {
  const rows = await db
    .update(projects)
    .set({
      ...data,
      searchText: searchText(sql`${projects.number}`, data, clientName),
      version: sql`${projects.version} + 1`,
      updatedAt: sql`now()`,
    })
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId), eq(projects.version, version)))
    .returning({ id: projects.id });
  return rows.length > 0;
}

/** Locks the project row for a delete and tells whether it has content; null when there is no such project. */
export async function lockProjectForDelete(db: Database, companyId: string, id: string) {
  const rows = await db
    .select({ id: projects.id, hasContent: projectHasContent })
    .from(projects)
    .where(and(eq(projects.id, id), eq(projects.companyId, companyId)))
    .for('update')
    .limit(1);
  return rows[0] ?? null;
}

export async function deleteProject(db: Database, companyId: string, id: string): Promise<void> {
  await db.delete(projects).where(and(eq(projects.id, id), eq(projects.companyId, companyId)));
}

/** The name of the company's client, or null when the company has no such client. */
export async function findClientName(
  db: Database,
  companyId: string,
  clientId: string,
): Promise<string | null> {
  const rows = await db
    .select({ name: clients.name })
    .from(clients)
    .where(and(eq(clients.id, clientId), eq(clients.companyId, companyId)))
    .limit(1);
  return rows[0]?.name ?? null;
}

/** The company's users a team can have, by display name. */
export async function listTeamUsers(db: Database, companyId: string) {
  return db
    .select({ id: users.id, displayName: users.displayName, role: users.role, active: users.active })
    .from(users)
    .where(eq(users.companyId, companyId))
    .orderBy(sql`lower(${users.displayName})`, users.id);
}

/** Whether the company has this project: another company's id is a 404. */
export async function projectExists(db: Database, companyId: string, projectId: string): Promise<boolean> {
  const rows = await db
    .select({ id: projects.id })
    .from(projects)
    .where(and(eq(projects.id, projectId), eq(projects.companyId, companyId)))
    .limit(1);
  return rows.length > 0;
}
