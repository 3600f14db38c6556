import type { FastifyRequest } from 'fastify';
import { badRequest, HttpProblem } from '../../lib/http-problem';

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
