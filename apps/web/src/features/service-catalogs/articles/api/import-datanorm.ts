import { datanormImportResponseSchema, type DatanormImportResponse } from '@vendoc/contract/service-catalogs';
import { postFile, type FileUpload } from '../../catalogs/api/upload-file';
import { api } from '../../../../lib/http/api-path';

/**
 * POST /api/v1/service-catalogs/{id}/articles/import with a DATANORM 4 or 5 file. The server streams it and
 * answers once everything is stored: created, updated, deleted, texts, prices, discount groups, recalculated
 * positions and the refused lines with their reasons. 422 (no DATANORM, nothing stored) and 413 are problems.
 */
export async function importDatanorm(catalogId: string, upload: FileUpload): Promise<DatanormImportResponse> {
  return datanormImportResponseSchema.parse(
    await postFile(api`/service-catalogs/${catalogId}/articles/import`, upload),
  );
}
