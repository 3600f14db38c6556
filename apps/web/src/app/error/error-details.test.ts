import { describe, expect, it } from 'vitest';
import { describeError, notFoundDetails } from './error-details';

// isRouteErrorResponse recognises what the router produces from a thrown `data(...)`/Response.
function routeErrorResponse(status: number, statusText: string, body: unknown = null) {
  return { status, statusText, internal: false, data: body };
}

describe('error details (SPEC.md section 2)', () => {
  it('describes an unmatched route as 404 Page Not Found with the path', () => {
    expect(notFoundDetails('/no/such/page')).toEqual({
      status: 404,
      title: 'Page Not Found',
      message: 'Page not found: /no/such/page',
    });
    expect(describeError(routeErrorResponse(404, 'Not Found'), '/x')).toEqual({
      status: 404,
      title: 'Page Not Found',
      message: 'Page not found: /x',
    });
  });

  it('defaults any other error to 500 Internal Server Error', () => {
    expect(describeError(new Error(''), '/a')).toEqual({
      status: 500,
      title: 'Internal Server Error',
      message: null,
    });
    expect(describeError(undefined, '/a')).toEqual({
      status: 500,
      title: 'Internal Server Error',
      message: null,
    });
  });

  it('keeps a supplied status and status message', () => {
    expect(describeError(routeErrorResponse(503, 'Wartungsarbeiten'), '/a')).toEqual({
      status: 503,
      title: 'Internal Server Error',
      message: 'Wartungsarbeiten',
    });
    expect(describeError({ statusCode: 418, statusMessage: 'Teekanne' }, '/a')).toEqual({
      status: 418,
      title: 'Internal Server Error',
      message: 'Teekanne',
    });
    expect(describeError({ status: '403', statusMessage: 'Zugriff verweigert' }, '/a').status).toBe(403);
    expect(describeError(new Error('kaputt'), '/a').message).toBe('kaputt');
  });

  it('treats a 404 thrown as an object like an unmatched route', () => {
    expect(describeError({ statusCode: 404 }, '/gone').message).toBe('Page not found: /gone');
  });

  it('ignores status values that are not HTTP statuses', () => {
    expect(describeError({ status: 'abc' }, '/a').status).toBe(500);
    expect(describeError({ status: 42 }, '/a').status).toBe(500);
  });
});
