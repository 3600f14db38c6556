import type { Readable } from 'node:stream';
import type {
  DocumentTemplateFile,
  documentTemplateFileSchema,
} from '@vendoc/contract/document-template-records';
import type { DesignerTemplate } from '@vendoc/contract/document-templates';
import type { z } from 'zod';
import type { Database } from '../../db/client';
import { unprocessable, validationProblem } from '../../lib/http-problem';
import { tooLarge } from '../../lib/upload-request';
import { claimBlobs, releaseBlobs } from '../../storage/blob-references';
import type { FileStorage } from '../../storage/file-storage';
import { readBlob } from '../../storage/read-blob';
import { storeUploadedPart } from '../../storage/store-upload';
import {
  deleteUnreferencedTemplateFiles,
  findTemplateFiles,
  insertTemplateFile,
  lockTemplateFileReferences,
  type TemplateFileRow,
} from './template-files.repository';

type FileContentType = z.infer<typeof documentTemplateFileSchema>['contentType'];
const IMAGE_TYPES = new Set<string>(['image/png', 'image/jpeg']);
const ACCEPTED_TYPES = new Set<string>([...IMAGE_TYPES, 'application/pdf']);

export function toTemplateFile(row: TemplateFileRow): DocumentTemplateFile {
  return {
    id: row.id,
    name: row.name,
    contentType: row.contentType as FileContentType,
    size: row.size,
    createdAt: row.createdAt.toISOString(),
  };
}

/**
 * Stores an uploaded image (PNG, JPEG: the kinds the PDF engine places) or letterhead PDF for the company's
 * layouts. The type is detected from the content: anything else gets 422; over `maxBytes` 413; nothing is kept.
 */
export async function uploadTemplateFile(
  { db, storage }: { db: Database; storage: FileStorage },
  companyId: string,
  part: { file: Readable & { truncated?: boolean }; filename: string } | undefined,
  maxBytes: number,
): Promise<DocumentTemplateFile> {
  if (part === undefined) throw validationProblem([{ path: 'file', message: 'Keine Datei erhalten.' }]);
  const upload = await storeUploadedPart(storage, part.file, part.filename, maxBytes);
  try {
    if (part.file.truncated) throw tooLarge(upload.name, maxBytes);
    if (!ACCEPTED_TYPES.has(upload.contentType))
      throw unprocessable('Bitte ein Bild (PNG oder JPEG) oder ein PDF-Briefpapier hochladen.');
    const row = await db.transaction(async (tx) => {
      await claimBlobs(tx, storage, [upload.sha256]);
      return insertTemplateFile(tx, companyId, {
        name: upload.name,
        contentType: upload.contentType,
        size: upload.size,
        sha256: upload.sha256,
      });
    });
    return toTemplateFile(row);
  } catch (error) {
    if (upload.created) await releaseBlobs(db, storage, [upload.sha256]);
    throw error;
  }
}

/** Every file a layout references, with the path of the reference and whether it must be an image. */
function fileReferences(template: DesignerTemplate) {
  const references: { path: string; fileId: string; image: boolean }[] = [];
  for (const region of ['firstPage', 'followingPages'] as const) {
    const background = template[region].background;
    if (background)
      references.push({
        path: `template.${region}.background.fileId`,
        fileId: background.fileId,
        image: background.type === 'image',
      });
    template[region].elements.forEach((element, index) => {
      if (element.kind === 'image' && element.source.type === 'file')
        references.push({
          path: `template.${region}.elements[${index}].source.fileId`,
          fileId: element.source.fileId,
          image: true,
        });
    });
  }
  return references;
}

/**
 * The files a layout references, checked: an unknown id (or another company's) is 400 naming the path, a PDF
 * where an image belongs (or an image as a PDF letterhead) 422 naming the path. Returns the rows by id.
 */
export async function checkTemplateFiles(
  db: Database,
  companyId: string,
  template: DesignerTemplate,
): Promise<Map<string, TemplateFileRow>> {
  const references = fileReferences(template);
  if (references.length === 0) return new Map();
  const rows = await findTemplateFiles(db, companyId, [...new Set(references.map((ref) => ref.fileId))]);
  const byId = new Map(rows.map((row) => [row.id, row]));
  const missing = references.filter((ref) => !byId.has(ref.fileId));
  if (missing.length > 0)
    throw validationProblem(missing.map((ref) => ({ path: ref.path, message: 'Diese Datei gibt es nicht' })));
  const wrongKind = references.filter(
    (ref) => IMAGE_TYPES.has(byId.get(ref.fileId)!.contentType) !== ref.image,
  );
  if (wrongKind.length > 0)
    throw unprocessable(
      'Die Datei passt nicht: Bilder müssen PNG oder JPEG sein, ein Briefpapier ein PDF.',
      wrongKind.map((ref) => ({
        path: ref.path,
        message: ref.image ? 'Das ist kein Bild' : 'Das ist kein PDF',
      })),
    );
  return byId;
}

/** The bytes of the files a layout references (already checked), by id, for the renderer. */
export async function readTemplateFiles(
  storage: FileStorage,
  files: Map<string, TemplateFileRow>,
): Promise<Record<string, Uint8Array>> {
  const entries = await Promise.all(
    [...files.values()].map(async (row) => [row.id, await readBlob(storage, row.sha256)] as const),
  );
  return Object.fromEntries(entries);
}

/** How long an uploaded file may stay unplaced before a cleanup removes it: the editor uploads first, then places. */
export const TEMPLATE_FILE_GRACE_SECONDS = 24 * 60 * 60;

export interface TemplateFileDeps {
  db: Database;
  storage: FileStorage;
  /** Overrides TEMPLATE_FILE_GRACE_SECONDS (tests). */
  fileGraceSeconds?: number;
}

/**
 * Runs `change` (storing a layout, deleting a template) in one transaction with the removal of the company's
 * template files that no layout references any more and that are older than the grace period; their blobs are
 * released after the commit (releaseBlobs, as for project files: a blob another file or logo shares stays).
 */
export async function withTemplateFileCleanup<T>(
  { db, storage, fileGraceSeconds = TEMPLATE_FILE_GRACE_SECONDS }: TemplateFileDeps,
  companyId: string,
  change: (tx: Database) => Promise<T>,
): Promise<T> {
  const { result, released } = await db.transaction(async (tx) => {
    await lockTemplateFileReferences(tx, companyId);
    const changed = await change(tx);
    return {
      result: changed,
      released: await deleteUnreferencedTemplateFiles(tx, companyId, fileGraceSeconds),
    };
  });
  await releaseBlobs(db, storage, released);
  return result;
}
