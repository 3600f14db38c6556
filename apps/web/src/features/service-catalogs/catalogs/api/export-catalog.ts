import axios from 'axios';
import type { ServiceCatalog } from '@vendoc/contract/service-catalogs';
import { vendocHttp } from '../../../../lib/http/vendoc-client';
import { catalogPath } from '../../api/catalog-query';

/** A problem body that came back as a Blob (the request asked for one), made readable for the error messages. */
async function readBlobProblem(error: unknown): Promise<never> {
  if (axios.isAxiosError(error) && error.response?.data instanceof Blob) {
    try {
      error.response.data = JSON.parse(await error.response.data.text()) as unknown;
    } catch {
      // not JSON: leave it
    }
  }
  throw error;
}

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
 * handed to the browser as a download. The request carries the access token, so a plain link cannot do it.
 */
export async function downloadCatalogX81(catalog: Pick<ServiceCatalog, 'id' | 'name'>): Promise<string> {
  const response = await vendocHttp
    .get<Blob>(catalogPath(catalog.id, '/export'), {
      params: { phase: '81' },
      responseType: 'blob',
      timeout: 0,
    })
    .catch(readBlobProblem);
  const fileName = exportFileName(catalog.name);
  const url = URL.createObjectURL(response.data);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started from the link; the URL can go once this task is over.
  setTimeout(() => URL.revokeObjectURL(url), 0);
  return fileName;
}
