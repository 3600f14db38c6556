import { describe, expect, it } from 'vitest';
import { createAppQueryClient, httpStatusOf, shouldRetryQuery } from './query-client';

const httpError = (status: number) => Object.assign(new Error(`HTTP ${status}`), { response: { status } });

describe('query client', () => {
  it('reads the status of axios-shaped errors only', () => {
    expect(httpStatusOf(httpError(404))).toBe(404);
    expect(httpStatusOf(new Error('plain'))).toBeUndefined();
    expect(httpStatusOf(null)).toBeUndefined();
  });

  it('never retries client errors (4xx)', () => {
    for (const status of [400, 401, 403, 404, 409, 422])
      expect(shouldRetryQuery(0, httpError(status))).toBe(false);
  });

  it('retries server and network errors at most twice', () => {
    expect(shouldRetryQuery(0, httpError(503))).toBe(true);
    expect(shouldRetryQuery(1, new Error('Network Error'))).toBe(true);
    expect(shouldRetryQuery(2, httpError(503))).toBe(false);
  });

  it('never retries a response that failed validation', () => {
    const invalid = Object.assign(new Error('invalid'), { name: 'ZodError' });
    expect(shouldRetryQuery(0, invalid)).toBe(false);
  });

  it('keeps data fresh for 30 s and uses the retry rule', () => {
    const options = createAppQueryClient().getDefaultOptions().queries;
    expect(options?.staleTime).toBe(30_000);
    expect(options?.retry).toBe(shouldRetryQuery);
  });
});
