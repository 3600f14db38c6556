import { describe, expect, it } from 'vitest';
import { api } from './api-path';

describe('api paths', () => {
  it('prefixes /api/v1 and keeps the literal parts as written', () => {
    expect(api`/projects`).toBe('/api/v1/projects');
    expect(api`/company/wage-rates`).toBe('/api/v1/company/wage-rates');
  });

  it('encodes every interpolated value as one path segment', () => {
    expect(api`/projects/${'p-1'}/boqs`).toBe('/api/v1/projects/p-1/boqs');
    expect(api`/boqs/${'a/b'}/nodes/${'x?y#z'}`).toBe('/api/v1/boqs/a%2Fb/nodes/x%3Fy%23z');
    expect(api`/clients/${'ä ö%'}`).toBe('/api/v1/clients/%C3%A4%20%C3%B6%25');
  });

  it('takes numbers as segments', () => {
    expect(api`/company/number-ranges/${'offer'}/${3}`).toBe('/api/v1/company/number-ranges/offer/3');
  });
});
