import { datanormImportResponseSchema, type DatanormImportResponse } from '@vendoc/contract/service-catalogs';
import { api } from '../../../../lib/http/api-path';
import { postUpload, type UploadControl } from '../../../../lib/upload/post-upload';

/**
 * POST /api/v1/service-catalogs/{id}/articles/import with a DATANORM 4 or 5 file. The server streams it and
 * answers once everything is stored: created, updated, deleted, texts, prices, discount groups, recalculated
 * positions and the refused lines with their reasons. 422 (no DATANORM, nothing stored) and 413 are problems.
 */
export async function importDatanorm(
  catalogId: string,
  file: File,
  control: UploadControl,
): Promise<DatanormImportResponse> {
  return datanormImportResponseSchema.parse(
    await postUpload(api`/service-catalogs/${catalogId}/articles/import`, file, {}, control),
  );
}
