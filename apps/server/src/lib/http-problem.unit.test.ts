import { describe, expect, it } from 'vitest';
import { problemSchema } from '@vendoc/contract/problem';
import { conflict, tooManyRequests, validationProblem } from './http-problem';

describe('HttpProblem', () => {
  it('renders RFC 9457 bodies that match the contract', () => {
    const body = validationProblem([{ path: 'userName', message: 'Required' }]).toBody();
    expect(problemSchema.parse(body)).toEqual({
      type: 'https://vendoc.app/problems/validation',
      title: 'Bad Request',
      status: 400,
      detail: 'The request is not valid.',
      errors: [{ path: 'userName', message: 'Required' }],
    });
  });

  it('carries extension members and headers', () => {
    expect(conflict('Stale version', { id: 'x', version: 3 }).toBody()).toMatchObject({
      status: 409,
      current: { id: 'x', version: 3 },
    });
    expect(tooManyRequests(42, 'Slow down').headers).toEqual({ 'retry-after': '42' });
  });
});
