import { boqImportResponseSchema, type BoqImportResponse, type BoqKind } from '@vendoc/contract/boqs';
import { api } from '../../../lib/http/api-path';
import { postUpload, type UploadControl } from '../../../lib/upload/post-upload';

/**
 * POST /api/v1/projects/{projectId}/boqs/import with one GAEB file and its kind (sent before the file). 422 (not
 * readable GAEB) and 413 (too large) come back as problems.
 */
export async function importBoq(
  projectId: string,
  kind: BoqKind,
  file: File,
  control: UploadControl,
): Promise<BoqImportResponse> {
  return boqImportResponseSchema.parse(
    await postUpload(api`/projects/${projectId}/boqs/import`, file, { kind }, control),
  );
}
