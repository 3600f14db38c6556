import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import type {
  Plan,
  PlanList,
  PlanRevision,
  planCreateSchema,
  planRevisionCreateSchema,
  planUpdateSchema,
} from '@vendoc/contract/plans';
import type { Database } from '../../db/client';
import { plans } from '../../db/schema';
import { deleteVersioned, staleOrMissing, updateVersioned } from '../../db/versioned';
import { createWithClientId, type Created } from '../../lib/client-ids';
import type { ContentUrls } from '../../lib/content-urls';
import { notFound, unprocessable, validationProblem } from '../../lib/http-problem';
import type { AuthContext } from '../../plugins/auth';
import type { printDefectReport } from './defect-report';
import { projectFilesByIds } from '../files/files.service';
import { requireProject } from '../projects/projects.service';
import { pinStatus } from './pins.presenter';
import {
  findPlan,
  insertPlan,
  insertRevision,
  listPlanRows,
  pinRowsOfPlans,
  planIdHolder,
  revisionRows,
  type PlanRow,
  type RevisionRow,
} from './plans.repository';

type PlanCreate = z.output<typeof planCreateSchema>;
type PlanUpdate = z.output<typeof planUpdateSchema>;
type RevisionCreate = z.output<typeof planRevisionCreateSchema>;

export interface PlansDeps {
  db: Database;
  contentUrls: ContentUrls;
}

export const PLAN_NOT_FOUND = 'Den Plan gibt es nicht (mehr).';
const PLAN_STALE = 'Der Plan wurde inzwischen geändert.';
export const INVALID = 'Die Angaben sind nicht gültig.';

/** The files a plan can show: PDF pages and the raster images the defect report can embed. */
const PLAN_FILE_TYPES = new Set(['application/pdf', 'image/png', 'image/jpeg']);

const iso = (value: Date) => value.toISOString();

/** "A" for 1, "Z" for 26, "AA" for 27: the index of a plan's nth revision. */
export function revisionIndex(sequence: number): string {
  let rest = sequence;
  let index = '';
  while (rest > 0) {
    const letter = (rest - 1) % 26;
    index = String.fromCharCode(65 + letter) + index;
    rest = Math.floor((rest - 1) / 26);
  }
  return index;
}

function toRevision(row: RevisionRow, contentUrls: ContentUrls, userId: string): PlanRevision {
  return {
    id: row.id,
    index: row.index,
    file:
      row.fileId === null
        ? null
        : {
            id: row.fileId,
            name: row.fileName ?? '',
            contentType: row.fileContentType ?? '',
            size: row.fileSize ?? 0,
            contentUrl: contentUrls.forFile(row.fileId, userId),
          },
    page: row.page,
    note: row.note,
    createdBy: { id: row.createdBy, displayName: row.createdByName },
    createdAt: iso(row.createdAt),
  };
}

/** Plans as the API shows them, with their revisions and pin counts. */
async function presentPlans(deps: PlansDeps, auth: AuthContext, rows: readonly PlanRow[]): Promise<Plan[]> {
  const ids = rows.map((row) => row.id);
  const [revisions, pins] = await Promise.all([
    revisionRows(deps.db, ids),
    pinRowsOfPlans(deps.db, auth.companyId, ids),
  ]);
  return rows.map((row) => {
    const own = revisions.filter((revision) => revision.planId === row.id);
    const ownPins = pins.filter((pin) => pin.planId === row.id);
    return {
      id: row.id,
      projectId: row.projectId,
      name: row.name,
      number: row.number,
      discipline: row.discipline,
      revisions: own.map((revision) => toRevision(revision, deps.contentUrls, auth.userId)),
      currentRevisionId: own.at(-1)?.id ?? '',
      pinCount: ownPins.length,
      openPinCount: ownPins.filter((pin) => pinStatus(pin) !== 'done').length,
      version: row.version,
      createdAt: iso(row.createdAt),
      updatedAt: iso(row.updatedAt),
    };
  });
}

export async function requirePlan(db: Database, auth: AuthContext, id: string): Promise<PlanRow> {
  const row = await findPlan(db, auth.companyId, id);
  if (row === null) throw notFound(PLAN_NOT_FOUND);
  return row;
}

async function presentPlanIfFound(deps: PlansDeps, auth: AuthContext, id: string) {
  const row = await findPlan(deps.db, auth.companyId, id);
  return row === null ? null : ((await presentPlans(deps, auth, [row]))[0] ?? null);
}

export async function getPlan(deps: PlansDeps, auth: AuthContext, id: string): Promise<Plan> {
  const [plan] = await presentPlans(deps, auth, [await requirePlan(deps.db, auth, id)]);
  return plan!;
}

export async function listPlans(deps: PlansDeps, auth: AuthContext, projectId: string): Promise<PlanList> {
  await requireProject(deps.db, auth, projectId);
  return { items: await presentPlans(deps, auth, await listPlanRows(deps.db, auth.companyId, projectId)) };
}

/**
 * A revision's file must be a PDF or a PNG/JPEG image of the plan's project (another project's or unknown: 400 on
 * `fileId`; another type: 422); a PDF shows page 1 unless `page` says otherwise, an image has no page (400).
 */
async function checkRevisionFile(
  db: Database,
  companyId: string,
  projectId: string,
  input: { fileId: string; page: number | null },
): Promise<{ page: number | null }> {
  const [file] = await projectFilesByIds(db, companyId, projectId, [input.fileId]);
  if (file === undefined)
    throw validationProblem([{ path: 'fileId', message: 'Diese Datei gibt es im Projekt nicht.' }], INVALID);
  if (!PLAN_FILE_TYPES.has(file.contentType))
    throw unprocessable('Als Plan lassen sich nur PDF-Dateien und Bilder (PNG, JPEG) verwenden.', [
      { path: 'fileId', message: `„${file.name}“ ist weder PDF noch PNG- oder JPEG-Bild.` },
    ]);
  const pdf = file.contentType === 'application/pdf';
  if (!pdf && input.page !== null)
    throw validationProblem([{ path: 'page', message: 'Ein Bild hat keine Seiten.' }], INVALID);
  return { page: pdf ? (input.page ?? 1) : null };
}

/** A new plan with its revision "A"; under the id the client chose, a repeat answers the plan as it is. */
export async function createPlan(
  deps: PlansDeps,
  auth: AuthContext,
  projectId: string,
  input: PlanCreate,
): Promise<Created<Plan>> {
  const { id: clientId, fileId, page, note, ...fields } = input;
  return createWithClientId({
    clientId,
    auth,
    holder: (id) => planIdHolder(deps.db, id),
    read: (id) => getPlan(deps, auth, id),
    create: (id) =>
      deps.db.transaction(async (tx) => {
        await requireProject(tx, auth, projectId);
        const checked = await checkRevisionFile(tx, auth.companyId, projectId, { fileId, page });
        const planId = await insertPlan(tx, {
          ...fields,
          ...(id === undefined ? {} : { id }),
          companyId: auth.companyId,
          projectId,
          createdBy: auth.userId,
        });
        await insertRevision(tx, {
          companyId: auth.companyId,
          planId,
          index: revisionIndex(1),
          sequence: 1,
          fileId,
          page: checked.page,
          note,
          createdBy: auth.userId,
        });
        return planId;
      }),
  });
}

async function updatePlanVersioned(
  deps: PlansDeps,
  auth: AuthContext,
  tx: Database,
  id: string,
  version: number,
  changes: Partial<typeof plans.$inferInsert>,
) {
  const changed = await updateVersioned(
    tx,
    plans,
    { id, version, scope: eq(plans.companyId, auth.companyId) },
    changes,
  );
  if (!changed)
    throw await staleOrMissing(
      () => presentPlanIfFound({ ...deps, db: tx }, auth, id),
      { notFound: PLAN_NOT_FOUND, stale: PLAN_STALE },
      (plan) => plan,
    );
}

export async function updatePlan(
  deps: PlansDeps,
  auth: AuthContext,
  id: string,
  input: PlanUpdate,
): Promise<Plan> {
  const { version, ...changes } = input;
  await updatePlanVersioned(deps, auth, deps.db, id, version, changes);
  return getPlan(deps, auth, id);
}

/** The next revision (pins stay where they are, on the revision their position was set on); bumps the plan. */
export async function addRevision(
  deps: PlansDeps,
  auth: AuthContext,
  id: string,
  input: RevisionCreate,
): Promise<Plan> {
  await deps.db.transaction(async (tx) => {
    const plan = await requirePlan(tx, auth, id);
    const checked = await checkRevisionFile(tx, auth.companyId, plan.projectId, input);
    // The version check first: of two revisions added at once, the second gets 409, never a duplicate index.
    await updatePlanVersioned(deps, auth, tx, id, input.version, {});
    const sequence = (await revisionRows(tx, [id])).length + 1;
    await insertRevision(tx, {
      companyId: auth.companyId,
      planId: id,
      index: revisionIndex(sequence),
      sequence,
      fileId: input.fileId,
      page: checked.page,
      note: input.note,
      createdBy: auth.userId,
    });
  });
  return getPlan(deps, auth, id);
}

/** Deletes the plan with its revisions and pins (the linked notes and files stay). */
export async function deletePlan(deps: PlansDeps, auth: AuthContext, id: string, version: number) {
  const deleted = await deleteVersioned(deps.db, plans, {
    id,
    version,
    scope: eq(plans.companyId, auth.companyId),
  });
  if (!deleted)
    throw await staleOrMissing(
      () => presentPlanIfFound(deps, auth, id),
      { notFound: PLAN_NOT_FOUND, stale: PLAN_STALE },
      (plan) => plan,
    );
}

/**
 * The plan's defect report as PDF (defect-report.ts) for other modules, e.g. the project export. Loaded on first
 * use: the report reads plans through this service, so a static import here would close an import cycle.
 */
export async function printPlanDefectReport(
  ...args: Parameters<typeof printDefectReport>
): ReturnType<typeof printDefectReport> {
  const report = await import('./defect-report');
  return report.printDefectReport(...args);
}
