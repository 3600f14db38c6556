import { z } from 'zod';
import { idSchema, timestampSchema, versionSchema } from './common';

/** Control characters and path separators never belong in a file name. */
function isForbiddenInName(character: string): boolean {
  const code = character.charCodeAt(0);
  return code < 0x20 || code === 0x7f || character === '/' || character === '\\';
}

/** A file name as users give it: never a path; control characters and separators are not allowed. */
export const fileNameSchema = z
  .string()
  .trim()
  .min(1, { message: 'Name fehlt' })
  .max(255, { message: 'Der Name darf höchstens 255 Zeichen lang sein' })
  .refine((name) => ![...name].some(isForbiddenInName), {
    message: 'Der Name darf keine Steuerzeichen, / oder \\ enthalten',
  })
  .refine((name) => name !== '.' && name !== '..', { message: 'Ungültiger Name' });

/** A folder of a project's files. */
export const folderSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  parentId: idSchema.nullable(),
  name: z.string(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type Folder = z.infer<typeof folderSchema>;

export const folderCreateSchema = z.object({
  name: fileNameSchema,
  parentId: idSchema.nullable().default(null),
});
export const folderUpdateSchema = z.object({
  name: fileNameSchema.optional(),
  parentId: idSchema.nullable().optional(),
  version: versionSchema,
});

/** A stored file (metadata; the content is at `contentUrl`). */
export const projectFileSchema = z.object({
  id: idSchema,
  projectId: idSchema,
  folderId: idSchema.nullable(),
  name: z.string(),
  /** Detected from the content, not only from the name. */
  contentType: z.string(),
  size: z.number().int().min(0),
  sha256: z.string(),
  uploadedBy: z.object({ id: idSchema, displayName: z.string() }),
  contentUrl: z.string(),
  version: versionSchema,
  createdAt: timestampSchema,
  updatedAt: timestampSchema,
});
export type ProjectFile = z.infer<typeof projectFileSchema>;

/** GET /api/v1/projects/{projectId}/files: all folders and files of a project (a project has hundreds, not millions). */
export const projectFilesListSchema = z.object({
  folders: z.array(folderSchema),
  files: z.array(projectFileSchema),
});

/** PATCH /api/v1/files/{id}: rename and/or move (folderId null = top level). */
export const fileUpdateSchema = z.object({
  name: fileNameSchema.optional(),
  folderId: idSchema.nullable().optional(),
  version: versionSchema,
});

/** POST /api/v1/projects/{projectId}/files (multipart: one or more file parts, optional field `folderId`). */
export const projectFilesUploadResponseSchema = z.object({ files: z.array(projectFileSchema) });

/**
 * Query of a content URL (GET /api/v1/files/{id}/content, GET /api/v1/company/logo): `disposition=inline` shows
 * images and PDFs in the browser instead of downloading them; `u`, `exp`, `sig` are the signature a
 * `contentUrl` carries, so it works in <img src> and <iframe src> without an Authorization header.
 */
export const contentQuerySchema = z.object({
  disposition: z.enum(['inline', 'attachment']).default('attachment'),
  /** Cache buster of the logo URL (the start of its hash). */
  v: z.string().max(64).optional(),
  u: z.string().max(64).optional(),
  exp: z.string().max(20).optional(),
  sig: z.string().max(100).optional(),
});

/** PUT and DELETE /api/v1/company/logo: the new logo URL (null without a logo) and the company's new version. */
export const companyLogoResponseSchema = z.object({
  logoUrl: z.string().nullable(),
  version: versionSchema,
});
export type CompanyLogoResponse = z.infer<typeof companyLogoResponseSchema>;
