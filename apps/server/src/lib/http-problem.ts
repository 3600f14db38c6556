import type { FastifyReply } from 'fastify';
import type { Problem } from '@vendoc/contract/problem';

const PROBLEM_BASE = 'https://vendoc.app/problems/';

export const PROBLEM_CONTENT_TYPE = 'application/problem+json';

/** Field error of a validation problem: `path` is dotted (`items.0.name`), '' for the body itself. */
export interface FieldError {
  path: string;
  message: string;
}

interface HttpProblemInit {
  status: number;
  /** Last segment of the problem type URI, e.g. `validation` -> https://vendoc.app/problems/validation */
  type: string;
  title: string;
  detail?: string;
  errors?: FieldError[];
  headers?: Record<string, string>;
  /** Extension members (RFC 9457 section 3.2), e.g. the current record of a 409. */
  extensions?: Record<string, unknown>;
}

/** An error that becomes an RFC 9457 problem+json response when thrown from a route, hook or handler. */
export class HttpProblem extends Error {
  readonly status: number;
  readonly type: string;
  readonly title: string;
  readonly detail: string | undefined;
  readonly errors: FieldError[] | undefined;
  readonly headers: Record<string, string>;
  readonly extensions: Record<string, unknown>;

  constructor(init: HttpProblemInit) {
    super(init.detail ?? init.title);
    this.name = 'HttpProblem';
    this.status = init.status;
    this.type = init.type;
    this.title = init.title;
    this.detail = init.detail;
    this.errors = init.errors;
    this.headers = init.headers ?? {};
    this.extensions = init.extensions ?? {};
  }

  /** The response body. */
  toBody(): Problem & Record<string, unknown> {
    return {
      ...this.extensions,
      type: PROBLEM_BASE + this.type,
      title: this.title,
      status: this.status,
      ...(this.detail === undefined ? {} : { detail: this.detail }),
      ...(this.errors === undefined ? {} : { errors: this.errors }),
    };
  }
}

/** 400 with one entry per invalid field. */
export const validationProblem = (errors: FieldError[], detail = 'The request is not valid.') =>
  new HttpProblem({ status: 400, type: 'validation', title: 'Bad Request', detail, errors });

export const badRequest = (detail: string) =>
  new HttpProblem({ status: 400, type: 'bad-request', title: 'Bad Request', detail });

export const unauthorized = (detail = 'Authentication is required.') =>
  new HttpProblem({ status: 401, type: 'unauthorized', title: 'Unauthorized', detail });

export const forbidden = (detail = 'You are not allowed to do this.') =>
  new HttpProblem({ status: 403, type: 'forbidden', title: 'Forbidden', detail });

/** 422: the request (or the stored record it needs) is well-formed but cannot be processed; `errors` name paths. */
export const unprocessable = (detail: string, errors?: FieldError[]) =>
  new HttpProblem({
    status: 422,
    type: 'unprocessable-content',
    title: 'Unprocessable Content',
    detail,
    ...(errors ? { errors } : {}),
  });

export const notFound = (detail = 'The requested resource does not exist.') =>
  new HttpProblem({ status: 404, type: 'not-found', title: 'Not Found', detail });

/** 409 for a stale version or a duplicate; `current` carries the record as it is now, when there is one. */
export const conflict = (detail: string, current?: unknown) =>
  new HttpProblem({
    status: 409,
    type: 'conflict',
    title: 'Conflict',
    detail,
    ...(current === undefined ? {} : { extensions: { current } }),
  });

export const tooManyRequests = (retryAfterSeconds: number, detail: string) =>
  new HttpProblem({
    status: 429,
    type: 'too-many-requests',
    title: 'Too Many Requests',
    detail,
    headers: { 'retry-after': String(retryAfterSeconds) },
  });

/** Sends a problem bypassing the route's response serializer, so every error has the same shape. */
export function sendProblem(reply: FastifyReply, problem: HttpProblem): FastifyReply {
  return reply
    .code(problem.status)
    .headers(problem.headers)
    .type(`${PROBLEM_CONTENT_TYPE}; charset=utf-8`)
    .serializer(JSON.stringify)
    .send(problem.toBody());
}
