import { STATUS_CODES } from 'node:http';
import type { FastifyError, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { HttpProblem, sendProblem, validationProblem } from '../lib/http-problem';

// Problem types for the client errors Fastify itself raises (parsing, limits, media types).
const TYPE_BY_STATUS: Record<number, string> = {
  400: 'bad-request',
  401: 'unauthorized',
  403: 'forbidden',
  404: 'not-found',
  405: 'method-not-allowed',
  406: 'not-acceptable',
  409: 'conflict',
  411: 'length-required',
  413: 'payload-too-large',
  415: 'unsupported-media-type',
  429: 'too-many-requests',
};

function isFastifyError(error: unknown): error is FastifyError {
  return error instanceof Error && 'code' in error;
}

const toFieldPath = (instancePath: string) => instancePath.replace(/^\//, '').replaceAll('/', '.');

/** Maps anything thrown while handling a request to the problem the client gets. */
function toProblem(error: unknown, request: FastifyRequest): HttpProblem {
  if (error instanceof HttpProblem) return error;
  if (hasZodFastifySchemaValidationErrors(error)) {
    const part = error.validationContext ?? 'request';
    return validationProblem(
      error.validation.map((issue) => ({
        path: toFieldPath(issue.instancePath),
        message: issue.message ?? 'Invalid value',
      })),
      `The request ${part} is not valid.`,
    );
  }
  if (isFastifyError(error)) {
    if (error.code === 'FST_ERR_CTP_INVALID_JSON_BODY' || error.code === 'FST_ERR_CTP_EMPTY_JSON_BODY') {
      return validationProblem([{ path: '', message: error.message }], 'The request body is not valid JSON.');
    }
    const status = error.statusCode ?? 500;
    if (status >= 400 && status < 500) {
      return new HttpProblem({
        status,
        type: TYPE_BY_STATUS[status] ?? 'client-error',
        title: STATUS_CODES[status] ?? 'Client Error',
        detail: error.message,
      });
    }
  }
  request.log.error({ err: error }, 'request failed');
  return new HttpProblem({
    status: 500,
    type: 'internal',
    title: 'Internal Server Error',
    detail: `The server could not handle the request (request id ${request.id}).`,
  });
}

/** Every error leaves the server as RFC 9457 problem+json, without stack traces. */
export const errorsPlugin = fp(
  async (app) => {
    app.setErrorHandler((error, request, reply) => sendProblem(reply, toProblem(error, request)));
  },
  { name: 'vendoc-errors' },
);
