import type { ExportOptions, ProjectExport } from '@vendoc/contract/project-exports';
import type { Database } from '../../db/client';
import { conflict, notFound } from '../../lib/http-problem';
import type { JobQueue } from '../../lib/jobs/job-queue';
import type { AuthContext } from '../../plugins/auth';
import { releaseBlobs } from '../../storage/blob-references';
import type { FileStorage } from '../../storage/file-storage';
import { requireProject } from '../projects/projects.service';
import {
  EXPORT_MAX_ATTEMPTS,
  EXPORT_QUEUE,
  expiresAfterRetention,
  type ExportJobPayload,
} from './project-export-job';
import {
  deleteExport,
  findExport,
  insertExport,
  listExports,
  updateExport,
  type ExportView,
} from './project-exports.repository';

export const EXPORT_NOT_FOUND = 'Den Export gibt es nicht (mehr).';

export interface ExportDeps {
  db: Database;
  storage: FileStorage;
  jobs: JobQueue;
}

export function presentExport(row: ExportView): ProjectExport {
  return {
    id: row.id,
    projectId: row.projectId,
    status: row.status,
    options: row.options,
    progress: { done: row.done, total: row.total },
    phase: row.phase,
    error: row.error,
    fileName: row.fileName,
    size: row.size,
    createdBy: { id: row.createdBy, displayName: row.createdByName },
    createdAt: row.createdAt.toISOString(),
    finishedAt: row.finishedAt?.toISOString() ?? null,
    expiresAt: row.expiresAt.toISOString(),
  };
}

async function requireExport(db: Database, auth: AuthContext, id: string): Promise<ExportView> {
  const found = await findExport(db, auth.companyId, id);
  if (found === null) throw notFound(EXPORT_NOT_FOUND);
  return found;
}

/** POST /projects/{projectId}/exports: the export row and its job, in one transaction; 202 with the export. */
export async function createExport(
  deps: ExportDeps,
  auth: AuthContext,
  projectId: string,
  options: ExportOptions,
  now: Date,
): Promise<ProjectExport> {
  await requireProject(deps.db, auth, projectId);
  const id = await deps.db.transaction(async (tx) => {
    const exportId = await insertExport(tx, {
      companyId: auth.companyId,
      projectId,
      options,
      createdBy: auth.userId,
      expiresAt: expiresAfterRetention(now),
      phase: 'Wartet auf den Start',
    });
    const payload: ExportJobPayload = { exportId, role: auth.role };
    const jobId = await deps.jobs.enqueue(
      EXPORT_QUEUE,
      payload,
      { maxAttempts: EXPORT_MAX_ATTEMPTS, runAt: now },
      tx,
    );
    await updateExport(tx, exportId, ['queued'], { jobId });
    return exportId;
  });
  return presentExport(await requireExport(deps.db, auth, id));
}

export async function listProjectExports(db: Database, auth: AuthContext, projectId: string) {
  await requireProject(db, auth, projectId);
  return { items: (await listExports(db, auth.companyId, projectId)).map(presentExport) };
}

export async function getExport(db: Database, auth: AuthContext, id: string): Promise<ProjectExport> {
  return presentExport(await requireExport(db, auth, id));
}

/** POST /exports/{id}/cancel: a queued or running export ends as cancelled (the job stops at its next check). */
export async function cancelExport(deps: ExportDeps, auth: AuthContext, id: string, now: Date) {
  const found = await requireExport(deps.db, auth, id);
  if (found.status !== 'queued' && found.status !== 'running')
    throw conflict(
      'Der Export ist schon beendet und kann nicht mehr abgebrochen werden.',
      presentExport(found),
    );
  await deps.db.transaction(async (tx) => {
    await updateExport(tx, id, ['queued', 'running'], {
      status: 'cancelled',
      phase: 'Abgebrochen',
      finishedAt: now,
      updatedAt: now,
    });
    if (found.jobId !== null) await deps.jobs.cancel(found.jobId, tx);
  });
  return presentExport(await requireExport(deps.db, auth, id));
}

/** DELETE /exports/{id}: the export and its file; a running one is cancelled first. */
export async function removeExport(deps: ExportDeps, auth: AuthContext, id: string): Promise<void> {
  const found = await requireExport(deps.db, auth, id);
  const deleted = await deps.db.transaction(async (tx) => {
    if (found.jobId !== null) await deps.jobs.cancel(found.jobId, tx);
    return deleteExport(tx, auth.companyId, id);
  });
  if (deleted?.sha256 != null) await releaseBlobs(deps.db, deps.storage, [deleted.sha256]);
}

/** GET /exports/{id}/download: the finished ZIP; 409 while it is not done. */
export async function exportDownload(db: Database, auth: AuthContext, id: string) {
  const found = await requireExport(db, auth, id);
  if (found.status !== 'done' || found.sha256 === null || found.fileName === null)
    throw conflict('Der Export ist noch nicht fertig.', presentExport(found));
  return { sha256: found.sha256, fileName: found.fileName, finishedAt: found.finishedAt ?? found.updatedAt };
}
