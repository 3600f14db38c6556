import { describe, expect, it } from 'vitest';
import { formatFileSize } from './file-size';

describe('file size', () => {
  it.each([
    [0, '0 B'],
    [1, '1 B'],
    [1023, '1.023 B'],
    [1024, '1,0 kB'],
    [1536, '1,5 kB'],
    [10 * 1024 * 1024, '10,0 MB'],
    [104_857_600, '100,0 MB'],
    [1024 * 1024 - 1, '1,0 MB'],
    [5.25 * 1024 ** 3, '5,3 GB'],
  ])('%d bytes read %j', (bytes, expected) => {
    expect(formatFileSize(bytes)).toBe(expected);
  });
});
