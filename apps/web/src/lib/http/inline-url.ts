import { apiUrl } from './api-url';

/** A note file's content URL on the server, shown in the page (`disposition=inline`) instead of downloaded. */
export function inlineUrl(contentUrl: string): string {
  const url = new URL(apiUrl(contentUrl));
  url.searchParams.set('disposition', 'inline');
  return url.toString();
}
