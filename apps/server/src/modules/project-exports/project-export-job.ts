import { Readable } from 'node:stream';
import { finished } from 'node:stream/promises';
import { ZipFile } from 'yazl';
import { EXPORT_RETENTION_DAYS } from '@vendoc/contract/project-exports';
import type { Database } from '../../db/client';
import { germanDate } from '../../lib/german-date';
import { HttpProblem } from '../../lib/http-problem';
import type { JobHandler, JobQueue } from '../../lib/jobs/job-queue';
import type { Role } from '@vendoc/contract/auth';
import { releaseBlobs } from '../../storage/blob-references';
import { BlobNotFoundError } from '../../storage/file-storage';
import { findPrintedProject } from '../projects/projects.service';
import { entrySegment, planEntries, type ContentDeps, type EntryContent } from './project-export-contents';
import { deleteExpiredExports, findExportById, updateExport } from './project-exports.repository';

export const EXPORT_QUEUE = 'project-export';
export const EXPORT_CLEANUP_QUEUE = 'project-export-cleanup';
/** The cleanup of expired exports runs hourly (one job for all instances). */
export const EXPORT_CLEANUP_EVERY_MS = 60 * 60 * 1000;
/** A crash mid-export is run again once; a second one fails the export with the reason. */
export const EXPORT_MAX_ATTEMPTS = 2;

const DAY_MS = 24 * 60 * 60 * 1000;
/** The storage's size limit for the ZIP: none in practice (ZIP64 takes over past 4 GB). */
const ZIP_MAX_BYTES = Number.MAX_SAFE_INTEGER;

export interface ExportJobPayload {
  exportId: string;
  /** The role of whoever started it, at the time: the exporters read with it. */
  role: Role;
}

export const expiresAfterRetention = (from: Date) =>
  new Date(from.getTime() + EXPORT_RETENTION_DAYS * DAY_MS);

/** Aborts with the signal's reason, rejecting at once when it fired already. */
function whenAborted(signal: AbortSignal): Promise<never> {
  return new Promise((_resolve, reject) => {
    if (signal.aborted) reject(signal.reason as Error);
    signal.addEventListener('abort', () => reject(signal.reason as Error), { once: true });
  });
}

const toStream = (content: EntryContent): { stream: Readable; size?: number } => {
  if (content instanceof Readable) return { stream: content };
  const bytes = typeof content === 'string' ? Buffer.from(content, 'utf8') : Buffer.from(content);
  return { stream: Readable.from([bytes], { objectMode: false }), size: bytes.length };
};

/** "Plan (2).pdf" for the second "Plan.pdf" of a folder: ZIP entries must be unique. */
function uniquePath(taken: Set<string>, folder: string, name: string): string {
  const dot = name.lastIndexOf('.');
  const [base, extension] = dot > 0 ? [name.slice(0, dot), name.slice(dot)] : [name, ''];
  let path = `${folder}/${name}`;
  for (let count = 2; taken.has(path.toLowerCase()); count += 1)
    path = `${folder}/${base} (${count})${extension}`;
  taken.add(path.toLowerCase());
  return path;
}

const formatSize = (bytes: number) =>
  bytes >= 1024 * 1024
    ? `${(bytes / 1024 / 1024).toFixed(1).replace('.', ',')} MB`
    : `${Math.max(1, Math.ceil(bytes / 1024))} KB`;

/**
 * The export job: plans the entries, then writes them one after the other into a ZIP that streams into the file
 * storage (stored files are read as streams, documents are made one at a time: memory stays flat whatever the
 * project's size), checking for a cancellation between entries (and aborting the write inside one). Ends with
 * Inhalt.txt, the list of what is inside (with notes such as a plan report whose plan file is gone) and of what
 * could not be included and why.
 */
export function exportJobHandler(deps: ContentDeps): JobHandler {
  const { db, storage } = deps;
  return {
    maxAttempts: EXPORT_MAX_ATTEMPTS,
    async onFailed(job, reason) {
      const { exportId } = job.payload as ExportJobPayload;
      await updateExport(db, exportId, ['queued', 'running'], {
        status: 'failed',
        error: reason,
        phase: 'Fehlgeschlagen',
        finishedAt: new Date(),
        updatedAt: new Date(),
      });
    },
    async run(job, { signal, now }) {
      const { exportId, role } = job.payload as ExportJobPayload;
      const row = await findExportById(db, exportId);
      if (row === null || (row.status !== 'queued' && row.status !== 'running')) return;
      const auth = { userId: row.createdBy, companyId: row.companyId, role };
      const restarted = job.attempts > 1;
      const started = await updateExport(db, exportId, ['queued', 'running'], {
        status: 'running',
        done: 0,
        total: 0,
        error: null,
        phase: restarted
          ? 'Nach einer Unterbrechung neu gestartet: Inhalt wird ermittelt'
          : 'Inhalt wird ermittelt',
        updatedAt: now(),
      });
      if (!started) return;
      const printed = await findPrintedProject(db, row.companyId, row.projectId);
      if (printed === null) throw new Error('Das Projekt gibt es nicht mehr.');
      const entries = await planEntries(deps, auth, row.projectId, row.options, now);
      const total = entries.length + 1;
      await updateExport(db, exportId, ['running'], { total, phase: 'Export beginnt', updatedAt: now() });

      const zip = new ZipFile();
      const output = zip.outputStream as Readable;
      const stored = storage.put(output, { maxBytes: ZIP_MAX_BYTES });
      // A failed write (a full disk) ends the export at the next entry instead of waiting forever.
      let writeError: unknown = null;
      stored.catch((error: unknown) => {
        writeError = error;
      });
      const aborted = whenAborted(signal);
      aborted.catch(() => {});
      const abortWrite = () => output.destroy(signal.reason as Error);
      signal.addEventListener('abort', abortWrite, { once: true });

      const taken = new Set<string>();
      const listed: string[] = [];
      const skipped: string[] = [];
      const notes: string[] = [];
      let lastSection = '';
      try {
        for (const [index, entry] of entries.entries()) {
          signal.throwIfAborted();
          if (writeError !== null) throw writeError;
          await updateExport(db, exportId, ['running'], {
            done: index,
            phase: `${entry.folder.split('/')[0]}: ${entry.label}`,
            updatedAt: now(),
          });
          let made;
          try {
            made = await Promise.race([entry.make(), aborted]);
          } catch (error) {
            // What cannot be made (a BoQ without the client's address for X86) is listed with the reason.
            if (error instanceof HttpProblem || error instanceof BlobNotFoundError) {
              skipped.push(
                `${entry.folder}/${entry.label}: ${error instanceof HttpProblem ? error.detail : 'Die Datei fehlt auf dem Server.'}`,
              );
              continue;
            }
            throw error;
          }
          const path = uniquePath(taken, entry.folder, entrySegment(made.name));
          const { stream, size } = toStream(made.content);
          const entrySize = made.size ?? size;
          zip.addReadStream(stream, path, {
            compress: entry.compress,
            mtime: now(),
            ...(entrySize === undefined ? {} : { size: entrySize }),
          });
          try {
            await Promise.race([finished(stream), aborted]);
          } finally {
            if (signal.aborted) stream.destroy();
          }
          const section = entry.folder.split('/')[0] ?? entry.folder;
          if (section !== lastSection) {
            listed.push('', `${section}`);
            lastSection = section;
          }
          listed.push(
            `  ${path.slice(section.length + 1)}${entrySize === undefined ? '' : ` (${formatSize(entrySize)})`}`,
          );
          if (made.note !== undefined) notes.push(`${path}: ${made.note}`);
        }
        signal.throwIfAborted();
        await updateExport(db, exportId, ['running'], {
          done: entries.length,
          phase: 'Inhaltsverzeichnis wird geschrieben',
          updatedAt: now(),
        });
        const at = now();
        const contents = [
          `Projektexport ${printed.project.number} ${printed.project.name}`,
          `Erstellt am ${germanDate(at.toISOString().slice(0, 10))} um ${at.toISOString().slice(11, 16)} UTC`,
          row.options.everything
            ? 'Umfang: Gesamte Projektakte'
            : `Umfang: ${[...new Set(entries.map((each) => each.folder.split('/')[0]))].join(', ') || 'keine Einträge'}`,
          ...(listed.length === 0 ? ['', 'Der Export enthält keine Dokumente.'] : listed),
          ...(notes.length === 0 ? [] : ['', 'Hinweise', ...notes.map((line) => `  ${line}`)]),
          ...(skipped.length === 0 ? [] : ['', 'Nicht enthalten', ...skipped.map((line) => `  ${line}`)]),
          '',
        ].join('\r\n');
        zip.addBuffer(Buffer.from(contents, 'utf8'), 'Inhalt.txt', { mtime: at });
        zip.end();
        const blob = await Promise.race([stored, aborted]);
        const fileName = `${entrySegment(`Projektexport ${printed.project.number} ${printed.project.name}`)} ${at.toISOString().slice(0, 10)}.zip`;
        const finishedAt = now();
        const ended = await updateExport(db, exportId, ['running'], {
          status: 'done',
          done: total,
          phase: 'Fertig',
          sha256: blob.sha256,
          size: blob.size,
          fileName,
          finishedAt,
          expiresAt: expiresAfterRetention(finishedAt),
          updatedAt: finishedAt,
        });
        // Cancelled or deleted just as it ended: the file has no export to belong to.
        if (!ended) await releaseBlobs(db, storage, [blob.sha256]);
      } catch (error) {
        // The partial ZIP: the storage removes what it had written when its source fails.
        if (!output.destroyed) output.destroy(error instanceof Error ? error : new Error(String(error)));
        await stored.catch(() => {});
        throw error;
      } finally {
        signal.removeEventListener('abort', abortWrite);
      }
    },
  };
}

/** The hourly cleanup: exports past their 7 days are deleted with their file. */
export function exportCleanupHandler(deps: { db: Database; storage: ContentDeps['storage'] }): JobHandler {
  return {
    async run(_job, { now }) {
      const expired = await deleteExpiredExports(deps.db, now());
      await releaseBlobs(
        deps.db,
        deps.storage,
        expired.flatMap((row) => (row.sha256 === null ? [] : [row.sha256])),
      );
    },
  };
}

/** Registers the export jobs on the queue (and the hourly cleanup, scheduled when the worker starts). */
export function registerExportJobs(queue: JobQueue, deps: ContentDeps): void {
  queue.register(EXPORT_QUEUE, exportJobHandler(deps));
  queue.register(EXPORT_CLEANUP_QUEUE, exportCleanupHandler(deps));
  queue.repeat(EXPORT_CLEANUP_QUEUE, EXPORT_CLEANUP_EVERY_MS);
}
