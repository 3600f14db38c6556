import fontkit from '@pdf-lib/fontkit';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { getBundledFontSet } from './bundled-fonts';

afterEach(() => {
  vi.restoreAllMocks();
});

const VARIANTS = (['sans', 'serif'] as const).flatMap((family) =>
  [false, true].flatMap((bold) => [false, true].map((italic) => ({ family, bold, italic }))),
);

describe('getBundledFontSet', () => {
  it('gives every caller the same FontSet, also callers that ask at the same time', async () => {
    const [first, second] = await Promise.all([getBundledFontSet(), getBundledFontSet()]);
    expect(second).toBe(first);
    expect(await getBundledFontSet()).toBe(first);
  });

  it('has every variant parsed and ready to embed before the first render', async () => {
    const fonts = await getBundledFontSet();
    const parse = vi.spyOn(fontkit, 'create');
    for (const variant of VARIANTS) {
      expect(fonts.metrics(variant).postscriptName).toMatch(/^Noto(Sans|Serif)-/);
      expect(fonts.embeddable(variant)).toBe(fonts.embeddable(variant));
    }
    expect(parse).not.toHaveBeenCalled();
  });
});
