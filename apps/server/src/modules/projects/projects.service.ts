import type { z } from 'zod';
import type { ListResponse } from '@vendoc/contract/common';
import {
  type Project,
  type ProjectTeamUsers,
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
  activeUserIds,
  findClientName,
  deleteProject,
  findProject,
  insertProject,
  listTeamUsers,
  lockProjectForDelete,
  projectExists,
  projectNumberTaken,
  recordVisit,
  replaceMembers,
  updateProject,
  type ProjectData,
  type ProjectRow,
} from './projects.repository';
import { countProjects, listProjects, projectSortKeys } from './projects-list.repository';
import { findPrintedProject, findSender, printedParties, printedSender } from './project-print';
import { printHeader } from '../company/company.service';

type ProjectInput = z.output<typeof projectCreateSchema>;
type ProjectUpdateInput = z.output<typeof projectUpdateSchema>;
type ProjectListQuery = z.output<typeof projectListQuerySchema>;

export const PROJECT_NOT_FOUND = 'Das Projekt gibt es nicht (mehr).';

// The entry for other modules: they import this file only (the import rule in eslint.config.js).
export { projectIdsOfUser, refreshClientProjectsSearchText, userWorksOnProject } from './projects.repository';
export {
  findPrintedProject,
  findSender,
  printedParties,
  printedProjectColumns,
  printedSender,
  type PrintedProject,
  type PrintSender,
} from './project-print';

/**
 * What every printed document of a project starts from: the project with its client, the company's letterhead and
 * the person printing, and the template data they make (`company`, `client`, `project`, `sender`); the document adds
 * its `document` and its own part. 404 for another company's project.
 */
export async function projectPrintBasics(
  db: Database,
  auth: Pick<AuthContext, 'companyId' | 'userId'>,
  projectId: string,
) {
  const printed = await findPrintedProject(db, auth.companyId, projectId);
  if (printed === null) throw notFound(PROJECT_NOT_FOUND);
  const [company, sender] = await Promise.all([
    printHeader(db, auth.companyId),
    findSender(db, auth.companyId, auth.userId),
  ]);
  const data = { company, ...printedParties(printed), sender: printedSender(sender, company.phone) };
  return { printed, company, data };
}

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
    memberIds: row.memberIds,
    description: row.description,
    hasContent: row.hasContent,
    lastOpenedAt: row.lastOpenedAt?.toISOString() ?? null,
    version: row.version,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** The users a project already has: they stay on it when deactivated. */
interface KeptUsers {
  responsibleUserId: string | null;
  memberIds: readonly string[];
}

const NO_ACTIVE_USER = 'Diesen aktiven Benutzer gibt es nicht';

/**
 * The client must be one of the company's; the responsible user and the team's users must be active users of the
 * company, unless the project already had them (a deactivated user stays on the projects they worked on).
 */
async function checkReferences(
  db: Database,
  companyId: string,
  input: ProjectInput,
  kept: KeptUsers = { responsibleUserId: null, memberIds: [] },
): Promise<{ data: ProjectData; clientName: string }> {
  const errors: FieldError[] = [];
  const clientName = await findClientName(db, companyId, input.clientId);
  if (clientName == null) errors.push({ path: 'clientId', message: 'Diesen Kunden gibt es nicht' });
  const responsible = input.responsibleUserId;
  const newResponsible = responsible != null && responsible !== kept.responsibleUserId ? [responsible] : [];
  const newMembers = input.memberIds.filter((id) => !kept.memberIds.includes(id));
  const active = await activeUserIds(db, companyId, [...newResponsible, ...newMembers]);
  if (newResponsible.some((id) => !active.has(id)))
    errors.push({ path: 'responsibleUserId', message: NO_ACTIVE_USER });
  input.memberIds.forEach((id, index) => {
    if (newMembers.includes(id) && !active.has(id))
      errors.push({ path: `memberIds.${index}`, message: NO_ACTIVE_USER });
  });
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
    worker: query.mine ? auth.userId : undefined,
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
    const projectId = await insertProject(tx, auth.companyId, number, data, clientName);
    await replaceMembers(tx, auth.companyId, projectId, input.memberIds);
    return projectId;
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
  const { data, clientName } = await checkReferences(db, auth.companyId, input, {
    responsibleUserId: before.responsibleUser?.id ?? null,
    memberIds: before.memberIds,
  });
  const updated = await db.transaction(async (tx) => {
    if (!(await updateProject(tx, auth.companyId, id, input.version, data, clientName))) return false;
    await replaceMembers(tx, auth.companyId, id, input.memberIds);
    return true;
  });
  if (!updated) {
    const current = await findProject(db, auth.companyId, auth.userId, id);
    if (current == null) throw notFound(PROJECT_NOT_FOUND);
    throw conflict('Das Projekt wurde inzwischen geändert.', toProjectResponse(current));
  }
  return loadProject(db, auth, id);
}

/** The company's users for the team picker (office users may not list users otherwise). */
export async function teamUsers(db: Database, auth: AuthContext): Promise<ProjectTeamUsers> {
  return { items: await listTeamUsers(db, auth.companyId) };
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
