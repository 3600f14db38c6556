import { getBaseUrl } from '../startup/base-url';

/**
 * An API path (e.g. a logo's `/api/v1/company/logo?…`) as an absolute address on the VenDoc server the client
 * talks to, which need not be the origin serving the client. Absolute URLs are returned unchanged.
 */
export function apiUrl(path: string, baseUrl: string = getBaseUrl()): string {
  return new URL(path, `${baseUrl.replace(/\/+$/, '')}/`).toString();
}
