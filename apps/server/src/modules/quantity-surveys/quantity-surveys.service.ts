import type { z } from 'zod';
import type { ListResponse } from '@vendoc/contract/common';
import { can } from '@vendoc/contract/permissions';
import {
  defaultSurveyBoq,
  isSurveyEditable,
  QUANTITY_SURVEY_TRANSITIONS,
  type QuantitySurvey,
  type QuantitySurveyDetail,
  type QuantitySurveyStatus,
  type quantitySurveyCreateSchema,
  type quantitySurveyListQuerySchema,
  type quantitySurveyStatusChangeSchema,
  type quantitySurveyUpdateSchema,
} from '@vendoc/contract/quantity-surveys';
import type { Database } from '../../db/client';
import { conflict, forbidden, notFound, validationProblem, type FieldError } from '../../lib/http-problem';
import { decodeCursor, parseSort, toPage, withCursorGuard } from '../../lib/list-cursor';
import type { AuthContext } from '../../plugins/auth';
import { PROJECT_NOT_FOUND } from '../projects/projects.service';
import { toLine, toSheet, toSurvey, toVariable, type Viewer } from './quantity-surveys.presenter';
import {
  countSurveys,
  deleteSurvey,
  findBoqProject,
  findConstructionProject,
  findProject,
  findSurvey,
  insertSurvey,
  listProjectBoqs,
  listSurveys,
  lockSurvey,
  type LockedSurvey,
  SURVEY_SORT_FIELDS,
  surveySortKeyCount,
  updateSurvey,
} from './quantity-surveys.repository';
import { assertNoFormulaErrors, calculateStoredSurvey } from './survey-calculation';
import { insertSheet, listLines, listSheets, listVariables } from './survey-content.repository';
import { BILL_BY_INVOICE } from './survey-billing';
import { SURVEY_LOCKED, SURVEY_NOT_FOUND } from './survey-guard';

// The entry for other modules (the import rule in eslint.config.js): billing by invoices (order documents).
export { billSurveys, lockSurveysForBilling, measuredQuantities, releaseSurveys } from './survey-billing';
export { appendSheetWithLines } from './survey-sheets.service';
export { lockEditableSurvey } from './survey-guard';
export { printSurvey } from './survey-print.service';
export { exportSurveyX31 } from './survey-x31-export.service';

type ListQuery = z.output<typeof quantitySurveyListQuerySchema>;
type CreateInput = z.output<typeof quantitySurveyCreateSchema>;
type UpdateInput = z.output<typeof quantitySurveyUpdateSchema>;
type StatusChange = z.output<typeof quantitySurveyStatusChangeSchema>;

/** The survey in its API shape; 404 for an unknown or another company's survey. */
export async function getSurvey(db: Database, auth: AuthContext, id: string): Promise<QuantitySurvey> {
  const row = await findSurvey(db, auth.companyId, id);
  if (row === null) throw notFound(SURVEY_NOT_FOUND);
  return toSurvey(row);
}

/** The whole survey: sheets by number, lines in address order, variables. */
export async function getSurveyDetail(
  db: Database,
  auth: AuthContext,
  viewer: Viewer,
  id: string,
): Promise<QuantitySurveyDetail> {
  const survey = await getSurvey(db, auth, id);
  const [sheets, lines, variables] = await Promise.all([
    listSheets(db, id),
    listLines(db, id),
    listVariables(db, id),
  ]);
  return {
    ...survey,
    sheets: sheets.map(toSheet),
    lines: lines.map((line) => toLine(line, viewer)),
    variables: variables.map(toVariable),
  };
}

/** A page of the company's surveys, newest first unless sorted otherwise; filters by project, construction, status. */
export async function listSurveysPage(
  db: Database,
  auth: AuthContext,
  query: ListQuery,
): Promise<ListResponse<QuantitySurvey>> {
  const sort = parseSort(query.sort, SURVEY_SORT_FIELDS, { field: 'createdAt', descending: true });
  const sortId = `${sort.descending ? '-' : ''}${sort.field}`;
  const after = query.cursor == null ? null : decodeCursor(query.cursor, sortId, surveySortKeyCount);
  const filter = {
    companyId: auth.companyId,
    q: query.q,
    projectId: query.projectId,
    constructionId: query.constructionId,
    status: query.status,
  };
  const [rows, total] = await withCursorGuard(query.cursor, () =>
    Promise.all([listSurveys(db, filter, sort, after, query.limit + 1), countSurveys(db, filter)]),
  );
  const page = toPage(rows, query.limit, sortId);
  return { items: page.rows.map(toSurvey), nextCursor: page.nextCursor, total };
}

/**
 * Field errors for a construction or BoQ that is not one of the project's (unknown, another project's or another
 * company's: the same answer, so nothing leaks).
 */
export async function checkLinks(
  db: Database,
  auth: AuthContext,
  projectId: string,
  links: { constructionId?: string | null | undefined; boqId?: string | null | undefined },
): Promise<void> {
  const errors: FieldError[] = [];
  if (links.constructionId != null) {
    const project = await findConstructionProject(db, auth.companyId, links.constructionId);
    if (project !== projectId)
      errors.push({ path: 'constructionId', message: 'Das Bauteil gehört nicht zu diesem Projekt' });
  }
  if (links.boqId != null) {
    const project = await findBoqProject(db, auth.companyId, links.boqId);
    if (project !== projectId)
      errors.push({ path: 'boqId', message: 'Das Leistungsverzeichnis gehört nicht zu diesem Projekt' });
  }
  if (errors.length > 0) throw validationProblem(errors);
}

/**
 * The BoQ a new survey measures: the one asked for (already checked by `checkLinks`), none for null, and for
 * absent the project's default (`defaultSurveyBoq`: its contract BoQ, else its only one). A project with several
 * BoQs and no contract gets 400 naming `boqId`: which one is measured is the user's choice, never a guess.
 */
export async function resolveNewSurveyBoq(
  db: Database,
  auth: AuthContext,
  projectId: string,
  boqId: string | null | undefined,
): Promise<string | null> {
  if (boqId !== undefined) return boqId;
  const chosen = defaultSurveyBoq(await listProjectBoqs(db, auth.companyId, projectId));
  if (chosen === 'ambiguous') {
    throw validationProblem([
      {
        path: 'boqId',
        message:
          'Das Projekt hat mehrere Leistungsverzeichnisse und keinen Auftrag: bitte angeben, welches das Aufmaß misst (oder keines).',
      },
    ]);
  }
  return chosen?.id ?? null;
}

/** Creates a draft survey with sheet 1, measuring the BoQ given (null: none; absent: `resolveNewSurveyBoq`). */
export async function createSurvey(
  db: Database,
  auth: AuthContext,
  viewer: Viewer,
  input: CreateInput,
): Promise<QuantitySurveyDetail> {
  if ((await findProject(db, auth.companyId, input.projectId)) === null) throw notFound(PROJECT_NOT_FOUND);
  await checkLinks(db, auth, input.projectId, input);
  const boqId = await resolveNewSurveyBoq(db, auth, input.projectId, input.boqId);
  const id = await db.transaction(async (tx) => {
    const surveyId = await insertSurvey(tx, {
      companyId: auth.companyId,
      projectId: input.projectId,
      constructionId: input.constructionId,
      boqId,
      name: input.name,
      createdBy: auth.userId,
    });
    await insertSheet(tx, { companyId: auth.companyId, surveyId, number: 1, title: '' });
    return surveyId;
  });
  return getSurveyDetail(db, auth, viewer, id);
}

/**
 * 409 when the survey may no longer measure another BoQ: approved and billed surveys are locked, and once
 * quantities of it were transferred they stand in its BoQ (reopening does not take them back out).
 */
async function assertBoqChangeable(tx: Database, auth: AuthContext, survey: LockedSurvey): Promise<void> {
  if (!isSurveyEditable(survey.status)) throw conflict(SURVEY_LOCKED);
  if (survey.transferredAt === null) return;
  const boqName = (await findSurvey(tx, auth.companyId, survey.id))?.boqName;
  throw conflict(
    `Die Mengen dieses Aufmaßes wurden schon ins Leistungsverzeichnis${boqName ? ` „${boqName}“` : ''} ` +
      'übertragen; es misst deshalb weiter dieses LV. Für ein anderes LV bitte ein neues Aufmaß anlegen.',
  );
}

const staleSurvey = async (db: Database, auth: AuthContext, id: string) => {
  const current = await findSurvey(db, auth.companyId, id);
  if (current === null) return notFound(SURVEY_NOT_FOUND);
  return conflict('Das Aufmaß wurde inzwischen geändert.', toSurvey(current));
};

/**
 * Renames the survey or links it to another construction or BoQ (of its project). The BoQ changes only while
 * the survey is editable and nothing of it was transferred (`assertBoqChangeable`); lines keep their OZ, which
 * from then on are looked up in the new BoQ.
 */
export async function updateSurveyRecord(
  db: Database,
  auth: AuthContext,
  id: string,
  input: UpdateInput,
): Promise<QuantitySurvey> {
  const stale = await db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, auth.companyId, id, 'update');
    if (survey === null) throw notFound(SURVEY_NOT_FOUND);
    if (survey.version !== input.version) return true;
    await checkLinks(tx, auth, survey.projectId, input);
    if (input.boqId !== undefined && input.boqId !== survey.boqId)
      await assertBoqChangeable(tx, auth, survey);
    await updateSurvey(tx, auth.companyId, id, input.version, {
      ...(input.name === undefined ? {} : { name: input.name }),
      ...(input.constructionId === undefined ? {} : { constructionId: input.constructionId }),
      ...(input.boqId === undefined ? {} : { boqId: input.boqId }),
    });
    return false;
  });
  if (stale) throw await staleSurvey(db, auth, id);
  return getSurvey(db, auth, id);
}

/**
 * Deletes a draft survey with its sheets, lines and variables; 409 for any other status or a stale version. Any
 * draft with `surveys:delete` (office), otherwise only a draft the caller created (a fitter's own mistake).
 */
export async function deleteSurveyRecord(
  db: Database,
  auth: AuthContext,
  id: string,
  version: number,
): Promise<void> {
  const stale = await db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, auth.companyId, id, 'update');
    if (survey === null) throw notFound(SURVEY_NOT_FOUND);
    if (!can(auth.role, 'surveys:delete') && survey.createdBy !== auth.userId)
      throw forbidden('Aufmaße anderer löschen darf nur das Büro.');
    if (survey.version !== version) return true;
    if (survey.status !== 'draft')
      throw conflict('Nur Entwürfe können gelöscht werden; das Aufmaß ist schon eingereicht.');
    await deleteSurvey(tx, auth.companyId, id);
    return false;
  });
  if (stale) throw await staleSurvey(db, auth, id);
}

const STATUS_LABELS: Record<QuantitySurveyStatus, string> = {
  draft: 'Entwurf',
  submitted: 'Eingereicht',
  approved: 'Freigegeben',
  billed: 'Abgerechnet',
};

/** Approving, reopening an approved survey and billing are the office's decisions. */
const needsApproval = (from: QuantitySurveyStatus, to: QuantitySurveyStatus) =>
  to === 'approved' || to === 'billed' || from === 'approved';

/**
 * Moves the survey along QUANTITY_SURVEY_TRANSITIONS, recording when and by whom. Submitting and approving need
 * lines without formula errors; approving, reopening an approved survey and billing need `surveys:approve`.
 */
export async function changeSurveyStatus(
  db: Database,
  auth: AuthContext,
  id: string,
  input: StatusChange,
  now: Date,
): Promise<QuantitySurvey> {
  const stale = await db.transaction(async (tx) => {
    const survey = await lockSurvey(tx, auth.companyId, id, 'update');
    if (survey === null) throw notFound(SURVEY_NOT_FOUND);
    const from = survey.status;
    const to = input.status;
    if (needsApproval(from, to) && !can(auth.role, 'surveys:approve'))
      throw forbidden('Freigeben, Zurücknehmen einer Freigabe und Abrechnen darf nur das Büro.');
    if (survey.version !== input.version) return true;
    if (to === 'billed') throw conflict(BILL_BY_INVOICE);
    if (!QUANTITY_SURVEY_TRANSITIONS[from].includes(to)) {
      throw conflict(
        `Ein Aufmaß im Status „${STATUS_LABELS[from]}“ kann nicht in den Status „${STATUS_LABELS[to]}“ wechseln.`,
      );
    }
    if (to === 'submitted' && from === 'draft')
      assertNoFormulaErrors(await calculateStoredSurvey(tx, id), 'eingereicht');
    if (to === 'approved') assertNoFormulaErrors(await calculateStoredSurvey(tx, id), 'freigegeben');
    await updateSurvey(tx, auth.companyId, id, input.version, {
      status: to,
      statusChangedAt: now,
      statusChangedBy: auth.userId,
    });
    return false;
  });
  if (stale) throw await staleSurvey(db, auth, id);
  return getSurvey(db, auth, id);
}
