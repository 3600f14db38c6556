import type { MeResponse, TokenPair } from '@vendoc/contract/auth';
import type { BuildInfo, RuntimeConfig } from '@vendoc/contract/runtime';

// Structural checks of the answers the start-up path reads. The contract's zod schemas stay out of the initial
// bundle (about 24 kB gzip); the server already validates every response against them before sending it, so the
// client only guards against talking to something that is not a VenDoc server.

/** An answer that does not have the shape the contract promises. */
export class UnexpectedResponseError extends Error {
  override name = 'UnexpectedResponseError';
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isString(value: unknown): value is string {
  return typeof value === 'string';
}

/** Whether an answer is `{accessToken, refreshToken}` (SPEC.md section 3). */
export function isTokenPair(data: unknown): data is TokenPair {
  return isRecord(data) && isString(data.accessToken) && isString(data.refreshToken);
}

/** The token pair of a login or refresh answer; throws when the answer has no tokens. */
export function asTokenPair(data: unknown): TokenPair {
  if (!isTokenPair(data)) throw new UnexpectedResponseError('The answer carries no access and refresh token');
  return { accessToken: data.accessToken, refreshToken: data.refreshToken };
}

/** GET /api/v1/me's answer; throws when user or company is missing. */
export function asMeResponse(data: unknown): MeResponse {
  if (!isRecord(data) || !isRecord(data.user) || !isRecord(data.company) || !isString(data.user.userName)) {
    throw new UnexpectedResponseError('The answer of /api/v1/me names no user and company');
  }
  return data as unknown as MeResponse;
}

/** The text to show for an RFC 9457 problem body: its detail, else its title; undefined for anything else. */
export function problemText(data: unknown): string | undefined {
  if (!isRecord(data)) return undefined;
  if (isString(data.detail)) return data.detail;
  return isString(data.title) ? data.title : undefined;
}

/** /runtime-config.json; throws when a field has the wrong type. */
export function asRuntimeConfig(data: unknown): RuntimeConfig {
  if (
    !isRecord(data) ||
    typeof data.servedByVendoc !== 'boolean' ||
    !(data.mapsApiKey === null || isString(data.mapsApiKey)) ||
    !isString(data.version)
  ) {
    throw new UnexpectedResponseError('runtime-config.json has an unexpected shape');
  }
  return { servedByVendoc: data.servedByVendoc, mapsApiKey: data.mapsApiKey, version: data.version };
}

/** /builds/latest.json; throws when it names no build. */
export function asBuildInfo(data: unknown): BuildInfo {
  if (!isRecord(data) || !isString(data.id) || typeof data.timestamp !== 'number') {
    throw new UnexpectedResponseError('builds/latest.json names no build');
  }
  return { id: data.id, timestamp: data.timestamp };
}
