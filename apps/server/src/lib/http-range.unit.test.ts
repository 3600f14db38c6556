import { describe, expect, it } from 'vitest';
import { parseRange } from './http-range';

describe('parseRange', () => {
  it.each([
    ['bytes=0-0', 100, { start: 0, end: 0 }],
    ['bytes=0-99', 100, { start: 0, end: 99 }],
    ['bytes=10-20', 100, { start: 10, end: 20 }],
    ['bytes=90-500', 100, { start: 90, end: 99 }],
    ['bytes=95-', 100, { start: 95, end: 99 }],
    ['bytes=-5', 100, { start: 95, end: 99 }],
    ['bytes=-500', 100, { start: 0, end: 99 }],
    [' bytes = 1 - 2 ', 100, { start: 1, end: 2 }],
  ])('%s of %i bytes -> %o', (header, size, range) => {
    expect(parseRange(header, size)).toEqual({ kind: 'partial', range });
  });

  it.each([
    ['bytes=100-', 100],
    ['bytes=100-200', 100],
    ['bytes=-0', 100],
    ['bytes=0-', 0],
    ['bytes=-1', 0],
  ])('%s of %i bytes is unsatisfiable', (header, size) => {
    expect(parseRange(header, size)).toEqual({ kind: 'unsatisfiable' });
  });

  it.each([undefined, 'bytes=5-1', 'bytes=0-1,3-4', 'bytes=-', 'items=0-1', 'bytes=a-b', 'bytes=1.5-2'])(
    'serves the whole content for %j',
    (header) => {
      expect(parseRange(header, 100)).toEqual({ kind: 'full' });
    },
  );
});
