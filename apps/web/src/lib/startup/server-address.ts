/**
 * Normalises an address the user typed (or that was stored) into a VenDoc base address: trimmed, trailing
 * slashes and a trailing `/api` removed. Returns null unless the result is an absolute http(s) URL.
 */
export function normalizeServerAddress(input: string): string | null {
  let address = input.trim().replace(/\/+$/, '');
  if (/\/api$/i.test(address)) address = address.slice(0, -'/api'.length).replace(/\/+$/, '');
  if (!/^https?:\/\//i.test(address)) return null;
  let parsed: URL;
  try {
    parsed = new URL(address);
  } catch {
    return null;
  }
  if (parsed.protocol !== 'http:' && parsed.protocol !== 'https:') return null;
  if (!parsed.hostname) return null;
  return address;
}

/** Makes a request path start with `/api` (`v1/me` -> `/api/v1/me`); absolute URLs are left alone. */
export function normalizeApiPath(path: string): string {
  if (/^[a-z][a-z\d+.-]*:\/\//i.test(path)) return path;
  const trimmed = path.replace(/^\/+/, '');
  if (trimmed === 'api' || trimmed.startsWith('api/') || trimmed.startsWith('api?')) return `/${trimmed}`;
  return `/api/${trimmed}`;
}
