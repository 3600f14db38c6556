import { describe, expect, it } from 'vitest';
import { findInvalidTexts, invalidTextReason, NUL_MESSAGE, SURROGATE_MESSAGE } from './text-validity';

describe('invalidTextReason', () => {
  it('accepts any valid Unicode text, surrogate pairs included', () => {
    for (const text of ['', 'Müller & Söhne', '𝔘 🏗️', '\t\n\r', '\uFFFD', '\uD83D\uDE00'])
      expect(invalidTextReason(text), JSON.stringify(text)).toBeNull();
  });

  it('refuses NUL and lone high or low surrogates anywhere', () => {
    expect(invalidTextReason('a\u0000')).toBe(NUL_MESSAGE);
    for (const text of ['\uD800', 'x\uD800y', '\uDC00', 'a\uDC00\uD800b', '\uD83D\uDE00\uDE00'])
      expect(invalidTextReason(text), JSON.stringify(text)).toBe(SURROGATE_MESSAGE);
  });
});

describe('findInvalidTexts', () => {
  it('names every bad string of a JSON value by its dotted path, keys included', () => {
    const errors = findInvalidTexts({
      name: 'ok',
      contacts: [{ name: 'ok' }, { name: 'a\u0000' }],
      nested: { deeper: ['\uD800'] },
      ['k\u0000']: 'ok',
    });
    expect(errors).toEqual(
      expect.arrayContaining([
        { path: 'contacts.1.name', message: NUL_MESSAGE },
        { path: 'nested.deeper.0', message: SURROGATE_MESSAGE },
        { path: 'k\uFFFD', message: NUL_MESSAGE },
      ]),
    );
    expect(errors).toHaveLength(3);
  });

  it('walks a deeply nested value without overflowing the stack and lists at most 20 errors', () => {
    let deep: unknown = 'a\u0000';
    for (let i = 0; i < 200_000; i++) deep = [deep];
    expect(findInvalidTexts(deep)).toHaveLength(1);
    expect(findInvalidTexts(Array.from({ length: 100 }, () => '\u0000'))).toHaveLength(20);
  });
});
