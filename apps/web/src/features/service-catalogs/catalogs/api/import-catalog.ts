import { catalogImportResponseSchema, type CatalogImportResponse } from '@vendoc/contract/service-catalogs';
import { api } from '../../../../lib/http/api-path';
import { postUpload, type UploadControl } from '../../../../lib/upload/post-upload';

/**
 * POST /api/v1/service-catalogs/{id}/import with a GAEB X81 or X83 file: its categories and positions are added
 * to the catalog. 422 (not readable GAEB, nothing stored) and 413 (too large) come back as problems.
 */
export async function importCatalogGaeb(
  catalogId: string,
  file: File,
  control: UploadControl,
): Promise<CatalogImportResponse> {
  return catalogImportResponseSchema.parse(
    await postUpload(api`/service-catalogs/${catalogId}/import`, file, {}, control),
  );
}
