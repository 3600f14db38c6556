import type { FastifyRequest } from 'fastify';

// A signed content URL opens its file without a token for up to two hours: its query string is a credential.
const SIGNED_QUERY = /[?&]sig=/;

/** The URL as it may be logged: the query string of a signed content URL replaced by `[redacted]`. */
export function redactSignedQuery(url: string): string {
  const queryStart = url.indexOf('?');
  if (queryStart === -1 || !SIGNED_QUERY.test(url.slice(queryStart))) return url;
  return `${url.slice(0, queryStart)}?[redacted]`;
}

/** Fastify's request log fields (method, url, version, host, address, port) with the URL redacted. */
export function requestLogFields(request: FastifyRequest) {
  const version = request.headers['accept-version'];
  return {
    method: request.method,
    url: redactSignedQuery(request.url),
    version: Array.isArray(version) ? version.join(', ') : version,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}
