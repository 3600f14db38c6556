import { problemSchema } from '@vendoc/contract/problem';
import { PROBLEM_CONTENT_TYPE } from './http-problem';

const DESCRIPTIONS: Record<number, string> = {
  400: 'The request is not valid (field errors in `errors`).',
  401: 'Not signed in, or the credentials or token are not valid.',
  403: 'Signed in, but the role does not allow this.',
  404: 'No such resource.',
  409: 'Conflict: a stale version or a duplicate.',
  413: 'The request body is too large.',
  422: 'Understood but cannot be processed (a stored record or an upload of the wrong kind; paths in `errors`).',
  429: 'Too many attempts; wait the seconds named by Retry-After.',
  503: 'The service or its database is not available.',
};

type ProblemResponse = {
  description: string;
  content: { [PROBLEM_CONTENT_TYPE]: { schema: typeof problemSchema } };
};

/**
 * OpenAPI documentation of a route's error responses (RFC 9457 problem+json). Errors are sent by the error
 * handler, which bypasses these serializers; they exist for the generated document.
 */
export function problemResponses<S extends number>(...statuses: S[]): Record<S, ProblemResponse> {
  const responses = {} as Record<S, ProblemResponse>;
  for (const status of statuses) {
    responses[status] = {
      description: DESCRIPTIONS[status] ?? 'Error',
      content: { [PROBLEM_CONTENT_TYPE]: { schema: problemSchema } },
    };
  }
  return responses;
}
