import { apiUrl } from '../../../lib/http/api-url';

/** A content URL that shows an image or PDF in the browser instead of downloading it. */
export function inlineContentUrl(contentUrl: string, baseUrl?: string): string {
  const url = new URL(apiUrl(contentUrl, baseUrl));
  url.searchParams.set('disposition', 'inline');
  return url.toString();
}
