import { createHmac, timingSafeEqual } from 'node:crypto';

/** The query parameters of a signed content URL. */
export interface SignedQuery {
  /** The user the URL was issued to. */
  u?: string | undefined;
  /** Expiry, seconds since the epoch. */
  exp?: string | undefined;
  /** base64url HMAC-SHA256 over resource, user and expiry. */
  sig?: string | undefined;
}

/**
 * URLs of stored content that work without an Authorization header, so the browser can load them in <img>,
 * <iframe> and <a download> (docs/decisions: signed content URLs). Each names the user it was issued to and
 * expires; the server checks the signature, the expiry and that the user is still active.
 */
export interface ContentUrls {
  /** Root-relative URL of a project file's content, e.g. /api/v1/files/{id}/content?u=…&exp=…&sig=… */
  forFile(fileId: string, userId: string): string;
  /** Root-relative URL of the company logo; `logoSha256` makes a new logo a new URL (no stale cache). */
  forCompanyLogo(userId: string, logoSha256: string): string;
  /** The user id a URL for `resource` was signed for, or null for a wrong, incomplete or expired signature. */
  verify(resource: string, query: SignedQuery): string | null;
}

/** Resource names the signature covers. */
export const fileResource = (fileId: string) => `file:${fileId}`;
export const companyLogoResource = (logoVersion: string) => `company-logo:${logoVersion}`;

/** How much of the logo hash goes into its URL: enough to change with every new logo. */
export const LOGO_VERSION_LENGTH = 16;

const HOUR_SECONDS = 3600;

/**
 * Signed content URLs with a key derived from `secret` (the server's JWT secret, shared by all instances). A URL
 * expires at the end of the next full hour, so it is valid for 1-2 hours and stays the same within an hour,
 * which lets the browser cache images across list reloads.
 */
export function createContentUrls(secret: string, now: () => Date): ContentUrls {
  // A key of its own: a content signature can never be confused with a token signature.
  const key = createHmac('sha256', secret).update('vendoc content url v1').digest();
  const sign = (resource: string, userId: string, expires: string) =>
    createHmac('sha256', key).update(`${resource}\n${userId}\n${expires}`).digest('base64url');
  const nowSeconds = () => Math.floor(now().getTime() / 1000);

  function signedQuery(resource: string, userId: string): string {
    const expires = String((Math.floor(nowSeconds() / HOUR_SECONDS) + 2) * HOUR_SECONDS);
    const params = new URLSearchParams({ u: userId, exp: expires, sig: sign(resource, userId, expires) });
    return params.toString();
  }

  return {
    forFile(fileId, userId) {
      return `/api/v1/files/${encodeURIComponent(fileId)}/content?${signedQuery(fileResource(fileId), userId)}`;
    },
    forCompanyLogo(userId, logoSha256) {
      const version = logoSha256.slice(0, LOGO_VERSION_LENGTH);
      return `/api/v1/company/logo?v=${version}&${signedQuery(companyLogoResource(version), userId)}`;
    },
    verify(resource, { u, exp, sig }) {
      if (!u || !exp || !sig || !/^\d{1,12}$/.test(exp)) return null;
      if (Number(exp) <= nowSeconds()) return null;
      const expected = Buffer.from(sign(resource, u, exp));
      const given = Buffer.from(sig);
      return expected.length === given.length && timingSafeEqual(expected, given) ? u : null;
    },
  };
}
