import type { Readable } from 'node:stream';
import type { CompanyLogoResponse } from '@vendoc/contract/files';
import { HttpProblem, validationProblem } from '../../lib/http-problem';
import { tooLarge } from '../../lib/upload-request';
import type { AuthContext } from '../../plugins/auth';
import { claimBlobs, releaseBlobs } from '../../storage/blob-references';
import type { FilesDeps } from '../../plugins/files';
import { readBlob } from '../../storage/read-blob';
import { storeUploadedPart } from '../../storage/store-upload';
import type { Database } from '../../db/client';
import { BlobNotFoundError, type FileStorage } from '../../storage/file-storage';
import { findCompanyLogo, replaceCompanyLogo } from './company-logo.repository';

/** A logo is shown in the app bar and printed on documents: 2 MB is plenty. */
export const LOGO_MAX_BYTES = 2 * 1024 * 1024;

/**
 * Raster images only. SVG is refused: it can carry scripts, and documents render logos as images anyway.
 */
export const LOGO_CONTENT_TYPES = new Set(['image/png', 'image/jpeg', 'image/webp', 'image/gif']);

export interface UploadedLogo {
  file: Readable & { truncated?: boolean };
  filename: string;
}

/**
 * PUT /company/logo: stores the image (type detected from the content: 415 for anything but PNG, JPEG, WebP
 * and GIF; 413 above 2 MB, nothing kept), makes it the company's logo and bumps the company's version.
 */
export async function uploadCompanyLogo(
  { db, storage, contentUrls }: FilesDeps,
  auth: AuthContext,
  part: UploadedLogo | undefined,
): Promise<CompanyLogoResponse> {
  if (part === undefined) throw validationProblem([{ path: 'file', message: 'Kein Bild erhalten.' }]);
  const upload = await storeUploadedPart(storage, part.file, part.filename, LOGO_MAX_BYTES);
  try {
    // The route's multipart limit sits above LOGO_MAX_BYTES, so the storage refuses first; this is the second fence.
    if (part.file.truncated) throw tooLarge(upload.name, LOGO_MAX_BYTES);
    if (!LOGO_CONTENT_TYPES.has(upload.contentType)) {
      throw new HttpProblem({
        status: 415,
        type: 'unsupported-media-type',
        title: 'Unsupported Media Type',
        detail: 'Das Logo muss ein PNG-, JPEG-, WebP- oder GIF-Bild sein.',
      });
    }
    const { version, previousSha256 } = await db.transaction(async (tx) => {
      await claimBlobs(tx, storage, [upload.sha256]);
      return replaceCompanyLogo(tx, auth.companyId, upload);
    });
    if (previousSha256 != null && previousSha256 !== upload.sha256) {
      await releaseBlobs(db, storage, [previousSha256]);
    }
    return { logoUrl: contentUrls.forCompanyLogo(auth.userId, upload.sha256), version };
  } catch (error) {
    if (upload.created) await releaseBlobs(db, storage, [upload.sha256]);
    throw error;
  }
}

/** DELETE /company/logo: the company has no logo any more; the image goes unless something else uses it. */
export async function deleteCompanyLogo(
  { db, storage }: FilesDeps,
  auth: AuthContext,
): Promise<CompanyLogoResponse> {
  const { version, previousSha256 } = await db.transaction((tx) =>
    replaceCompanyLogo(tx, auth.companyId, null),
  );
  if (previousSha256 != null) await releaseBlobs(db, storage, [previousSha256]);
  return { logoUrl: null, version };
}

/** The company logo's bytes (for documents printing it), or null when the company has none or its blob is gone. */
export async function readCompanyLogo(
  db: Database,
  storage: FileStorage,
  companyId: string,
): Promise<Uint8Array | null> {
  const logo = await findCompanyLogo(db, companyId);
  if (logo === null) return null;
  try {
    return await readBlob(storage, logo.sha256);
  } catch (error) {
    if (error instanceof BlobNotFoundError) return null;
    throw error;
  }
}
