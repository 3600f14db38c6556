import { describe, expect, it } from 'vitest';
import { HttpProblem } from './http-problem';
import { decodeCursor, encodeCursor, isDataException, parseSort, toPage } from './list-cursor';

function problemOf(run: () => unknown): HttpProblem {
  try {
    run();
  } catch (error) {
    if (error instanceof HttpProblem) return error;
    throw error;
  }
  throw new Error('expected an HttpProblem');
}

describe('parseSort', () => {
  const fields = ['name', 'number'] as const;
  const fallback = { field: 'name' as const, descending: false };

  it('reads a field and a leading - for descending, and falls back when none is given', () => {
    expect(parseSort('-number', fields, fallback)).toEqual({ field: 'number', descending: true });
    expect(parseSort('name', fields, fallback)).toEqual({ field: 'name', descending: false });
    expect(parseSort(undefined, fields, fallback)).toBe(fallback);
    expect(parseSort('', fields, fallback)).toBe(fallback);
  });

  it('refuses unknown fields with a field error on sort', () => {
    const problem = problemOf(() => parseSort('passwordHash', fields, fallback));
    expect(problem.status).toBe(400);
    expect(problem.errors?.map((error) => error.path)).toEqual(['sort']);
    expect(problemOf(() => parseSort('--name', fields, fallback)).status).toBe(400);
  });
});

describe('cursors', () => {
  it('round-trip the key values of their sort, including quotes and non-ASCII text', () => {
    const values = ['müller "bau" \\ 100%', '2030-01-15 08:00:00.123456+00', '4f0c…'];
    expect(decodeCursor(encodeCursor('-name', values), '-name', 3)).toEqual(values);
    expect(encodeCursor('name', ['a'])).toMatch(/^[A-Za-z0-9_-]+$/);
  });

  it('refuses a cursor of another sort, another key count, or anything that is not one', () => {
    const cursor = encodeCursor('name', ['a', 'b']);
    for (const [candidate, sort, keys] of [
      [cursor, 'number', 2],
      [cursor, 'name', 3],
      ['%%%', 'name', 2],
      [Buffer.from('{"s":"name","v":[1,2]}').toString('base64url'), 'name', 2],
      [Buffer.from('[]').toString('base64url'), 'name', 2],
      [encodeCursor('name', ['x'.repeat(1001), 'b']), 'name', 2],
    ] as const) {
      const problem = problemOf(() => decodeCursor(candidate, sort, keys));
      expect(problem.errors?.map((error) => error.path)).toEqual(['cursor']);
    }
  });
});

describe('toPage', () => {
  const rows = [1, 2, 3].map((n) => ({ id: n, cursorValues: JSON.stringify([`v${n}`, `id${n}`]) }));

  it('cuts the extra row and makes a cursor after the last row of the page', () => {
    const page = toPage(rows, 2, 'name');
    expect(page.rows.map((row) => row.id)).toEqual([1, 2]);
    expect(decodeCursor(page.nextCursor ?? '', 'name', 2)).toEqual(['v2', 'id2']);
  });

  it('has no next cursor on the last page', () => {
    expect(toPage(rows, 3, 'name')).toEqual({ rows, nextCursor: null });
    expect(toPage([], 3, 'name')).toEqual({ rows: [], nextCursor: null });
  });
});

describe('isDataException', () => {
  it('recognises SQLSTATE class 22 on the error or its cause', () => {
    const invalidTimestamp = Object.assign(new Error('invalid input syntax for type timestamp'), {
      code: '22007',
    });
    expect(isDataException(invalidTimestamp)).toBe(true);
    expect(isDataException(new Error('query failed', { cause: invalidTimestamp }))).toBe(true);
    expect(isDataException(Object.assign(new Error('duplicate'), { code: '23505' }))).toBe(false);
    expect(isDataException('22007')).toBe(false);
  });
});
