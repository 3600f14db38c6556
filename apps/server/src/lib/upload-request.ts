import type { FastifyRequest } from 'fastify';
import { badRequest, HttpProblem } from './http-problem';

const megabytes = (bytes: number) =>
  new Intl.NumberFormat('de-DE', { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

/** 413 problem naming the file and the limit. */
export function tooLarge(fileName: string, maxBytes: number): HttpProblem {
  return new HttpProblem({
    status: 413,
    type: 'payload-too-large',
    title: 'Content Too Large',
    detail: `Die Datei „${fileName}“ ist zu groß: erlaubt sind höchstens ${megabytes(maxBytes)} MB.`,
  });
}

/**
 * After a failed upload: reads and drops whatever the client is still sending, so it receives the error instead
 * of a reset and the connection stays usable; a client that hung up is an aborted upload (logged as info, not as
 * a server error). Returns the error to throw.
 */
export function uploadFailure(request: FastifyRequest, error: unknown): unknown {
  request.raw.unpipe();
  request.raw.resume();
  if (request.raw.destroyed && !(error instanceof HttpProblem)) {
    request.log.info({ err: error }, 'upload aborted by the client');
    return badRequest('Der Upload wurde abgebrochen.');
  }
  return error;
}
