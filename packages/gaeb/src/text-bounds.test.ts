import { describe, expect, it } from 'vitest';
import { boundElement, removeForbiddenCharacters, truncateText } from './text-bounds';
import { xmlElement } from './xml';

describe('truncateText', () => {
  it('keeps short text and never splits a surrogate pair', () => {
    expect(truncateText('Wand', 10)).toBe('Wand');
    expect(truncateText('ab😀', 3)).toBe('ab');
    expect(truncateText('ab😀', 4)).toBe('ab😀');
  });
});

describe('removeForbiddenCharacters', () => {
  it('returns clean text as it is', () => {
    const text = 'Tür\tFenster\r\nWand 😀 &#228; &#x1F600;';
    expect(removeForbiddenCharacters(text)).toEqual({ text, removed: null });
  });

  it('removes forbidden characters and references, counting them and naming the first line', () => {
    expect(removeForbiddenCharacters('a\nb&#x1;\nc\u0000\uFFFF\ud800')).toEqual({
      text: 'a\nb\nc',
      removed: { count: 4, line: 2 },
    });
  });
});

describe('boundElement', () => {
  const p = (...children: (string | ReturnType<typeof xmlElement>)[]) => xmlElement('p', {}, children);

  it('leaves an element within the bound untouched and reports its size', () => {
    const el = xmlElement('Text', {}, [p('abc'), p('de')]);
    expect(boundElement(el, 7)).toEqual({ element: el, size: 7, cut: false });
  });

  it('cuts the text node that crosses the bound and leaves out what follows', () => {
    const el = xmlElement('Text', {}, [p('abcdef'), p('ghi')]);
    const bounded = boundElement(el, 4);
    expect(bounded).toMatchObject({ size: 11, cut: true });
    expect(bounded.element.children).toEqual([p('abc')]);
    expect(el.children).toHaveLength(2);
  });

  it('counts images as one element without their content, unless told to count them', () => {
    const el = xmlElement('Text', {}, [p(xmlElement('image', { Type: 'image/png' }, ['A'.repeat(1000)]))]);
    expect(boundElement(el, 10).size).toBe(2);
    expect(boundElement(el, 10, 'counted').size).toBe(1002);
  });
});
