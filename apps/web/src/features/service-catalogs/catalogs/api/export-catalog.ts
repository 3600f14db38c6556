import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { downloadFile } from '../../../../lib/http/download';
import { api } from '../../../../lib/http/api-path';

/** The file name the download gets: the catalog's name without characters file systems refuse, then .X81. */
export function exportFileName(catalogName: string): string {
  const safe = [...catalogName]
    .map((char) => (char < ' ' || '\\/:*?"<>|'.includes(char) ? ' ' : char))
    .join('')
    .replace(/\s+/g, ' ')
    .trim();
  return `${safe || 'Leistungskatalog'}.X81`;
}

/**
 * GET /api/v1/service-catalogs/{id}/export?phase=81: the catalog as a GAEB X81 file (Leistungsbeschreibung),
 * handed to the browser as a download under the server's name for it.
 */
export function downloadCatalogX81(catalog: Pick<ServiceCatalog, 'id' | 'name'>): Promise<string> {
  return downloadFile(
    api`/service-catalogs/${catalog.id}/export`,
    { phase: '81' },
    exportFileName(catalog.name),
  );
}
