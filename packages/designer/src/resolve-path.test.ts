import { describe, expect, it } from 'vitest';
import { hasValue, resolvePath } from './resolve-path';

const data = {
  client: { name: 'Muster GmbH', address: { city: 'Köln' }, vatId: null },
  items: [{ oz: '01.0010' }, { oz: '01.0020' }],
};

describe('resolvePath', () => {
  it('follows object keys and array indexes', () => {
    expect(resolvePath(data, 'client.name')).toBe('Muster GmbH');
    expect(resolvePath(data, 'client.address.city')).toBe('Köln');
    expect(resolvePath(data, 'items.1.oz')).toBe('01.0020');
    expect(resolvePath(data, 'client.vatId')).toBeNull();
  });

  it('gives undefined for missing steps, never throws, never reads the prototype', () => {
    expect(resolvePath(data, 'client.address.street')).toBeUndefined();
    expect(resolvePath(data, 'client.name.first')).toBeUndefined();
    expect(resolvePath(data, 'items.x')).toBeUndefined();
    expect(resolvePath(data, 'items.9.oz')).toBeUndefined();
    expect(resolvePath(null, 'client')).toBeUndefined();
    expect(resolvePath(data, '')).toBeUndefined();
    expect(resolvePath(data, 'client.constructor')).toBeUndefined();
    expect(resolvePath(data, '__proto__')).toBeUndefined();
    expect(resolvePath(data, 'items.length')).toBeUndefined();
  });

  it('tells whether a value is set', () => {
    expect([undefined, null, '', '  ', []].map(hasValue)).toEqual([false, false, false, false, false]);
    expect(['x', 0, false, ['a'], {}].map(hasValue)).toEqual([true, true, true, true, true]);
  });
});
