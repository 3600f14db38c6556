import type { z } from 'zod';
import type { ListResponse } from '@vendoc/contract/common';
import {
  type Project,
  type projectCreateSchema,
  type projectListQuerySchema,
  type projectUpdateSchema,
} from '@vendoc/contract/projects';
import { PROJECT_SORT_FIELDS } from '@vendoc/contract/project-values';
import type { Database } from '../../db/client';
import { conflict, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import { drawUnusedNumber } from '../../lib/number-ranges';
import type { AuthContext } from '../../plugins/auth';
import {
  activeUserExists,
  findClientName,
  deleteProject,
  findProject,
  insertProject,
  lockProjectForDelete,
  projectExists,
  projectNumberTaken,
  recordVisit,
  updateProject,
  type ProjectData,
  type ProjectRow,
} from './projects.repository';
import { countProjects, listProjects, projectSortKeys } from './projects-list.repository';

type ProjectInput = z.output<typeof projectCreateSchema>;
type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;
type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const PROJECT_NOT_FOUND = 'Das Projekt gibt es nicht (mehr).';

// The entry for other modules: they import this file only (the import rule in eslint.config.js).
export { refreshClientProjectsSearchText } from './projects.repository';

/** 404 unless the caller's company has the project: every route below a project starts here. */
export async function requireProject(
  db: Database,
  auth: Pick<AuthContext, 'companyId'>,
  projectId: string,
): Promise<void> {
  if (!(await projectExists(db, auth.companyId, projectId))) throw notFound(PROJECT_NOT_FOUND);
}

/** The API shape of a project row (never the raw row). */
export function toProjectResponse(row: ProjectRow): Project {
  return {
    id: row.id,
    number: row.number,
    name: row.name,
    client: row.client,
    siteAddress: row.siteAddress,
    status: row.status,
    contractType: row.contractType,
    startDate: row.startDate,
    endDate: row.endDate,
    responsibleUser: row.responsibleUser,
    description: row.description,
    hasContent: row.hasContent,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/**
 * The client must be one of the company's; a responsible user must be an active user of the company, unless the
 * project already had that user (a deactivated user stays on the projects they were responsible for).
 */
async function checkReferences(
  db: Database,
  companyId: string,
  input: ProjectInput,
  keptResponsibleUserId: string | null = null,
): Promise<{ data: ProjectData; clientName: string }> {
  const errors: FieldError[] = [];
  const clientName = await findClientName(db, companyId, input.clientId);
  if (clientName == null) errors.push({ path: 'clientId', message: 'Diesen Kunden gibt es nicht' });
  const responsible = input.responsibleUserId;
  if (
    responsible != null &&
    responsible !== keptResponsibleUserId &&
    !(await activeUserExists(db, companyId, responsible))
  ) {
    errors.push({ path: 'responsibleUserId', message: 'Diesen aktiven Benutzer gibt es nicht' });
  }
  if (errors.length > 0 || clientName == null) throw validationProblem(errors);
  const data = {
    name: input.name,
    clientId: input.clientId,
    siteAddress: input.siteAddress,
    status: input.status,
    contractType: input.contractType,
    startDate: input.startDate,
    endDate: input.endDate,
    responsibleUserId: responsible,
    description: input.description,
  };
  return { data, clientName };
}

/** A page of the company's projects (search, status and client filters, sort, cursor) and the filtered total. */
export async function listProjectsPage(
  db: Database,
  auth: AuthContext,
  query: ProjectListQuery,
): Promise<ListResponse<Project>> {
  const sort = parseSort(query.sort, PROJECT_SORT_FIELDS, { field: 'recent', descending: false });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const keys = projectSortKeys(sort);
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, keys.length);
  const filter = {
    companyId: auth.companyId,
    q: query.q,
    statuses: query.status,
    clientId: query.clientId,
  };
  const [rows, total] = await withCursorGuard(query.cursor, () =>
    Promise.all([
      listProjects(db, auth.userId, filter, keys, after, query.limit + 1),
      countProjects(db, filter),
    ]),
  );
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toProjectResponse), nextCursor: page.nextCursor, total };
}

async function loadProject(db: Database, auth: AuthContext, id: string): Promise<Project> {
  const row = await findProject(db, auth.companyId, auth.userId, id);
  if (row == null) throw notFound(PROJECT_NOT_FOUND);
  return toProjectResponse(row);
}

/** The project; opening it counts as a visit of the user (recently used projects come first on the home page). */
export async function openProject(db: Database, auth: AuthContext, id: string, now: Date): Promise<Project> {
  const project = await loadProject(db, auth, id);
  await recordVisit(db, auth.userId, id, now);
  return { ...project, lastOpenedAt: now.toISOString() };
}

/** Creates a project with the next project number of the company's range (drawn in the same transaction). */
export async function createProject(
  db: Database,
  auth: AuthContext,
  input: ProjectInput,
  now: Date,
): Promise<Project> {
  const { data, clientName } = await checkReferences(db, auth.companyId, input);
  const id = await db.transaction(async (tx) => {
    const number = await drawUnusedNumber(tx, auth.companyId, 'project', now, (candidate) =>
      projectNumberTaken(tx, auth.companyId, candidate),
    );
    return insertProject(tx, auth.companyId, number, data, clientName);
  });
  return loadProject(db, auth, id);
}

/** Replaces the project's data (status moves included) if `version` is current; 409 with the current project otherwise. */
export async function updateProjectRecord(
  db: Database,
  auth: AuthContext,
  id: string,
  input: ProjectUpdateInput,
): Promise<Project> {
  const before = await findProject(db, auth.companyId, auth.userId, id);
  if (before == null) throw notFound(PROJECT_NOT_FOUND);
  const { data, clientName } = await checkReferences(
    db,
    auth.companyId,
    input,
    before.responsibleUser?.id ?? null,
  );
  if (!(await updateProject(db, auth.companyId, id, input.version, data, clientName))) {
    const current = await findProject(db, auth.companyId, auth.userId, id);
    if (current == null) throw notFound(PROJECT_NOT_FOUND);
    throw conflict('Das Projekt wurde inzwischen geändert.', toProjectResponse(current));
  }
  return loadProject(db, auth, id);
}

/** Deletes an empty project; a project with content is archived instead (409 saying so). */
export async function deleteProjectRecord(db: Database, companyId: string, id: string): Promise<void> {
  await db.transaction(async (tx) => {
    // The row lock makes a concurrent upload wait for the delete (and then fail on the foreign key) or finish first.
    const project = await lockProjectForDelete(tx, companyId, id);
    if (project == null) throw notFound(PROJECT_NOT_FOUND);
    if (project.hasContent) throw conflict('Das Projekt hat Inhalte und kann nur archiviert werden.');
    await deleteProject(tx, companyId, id);
  });
}
