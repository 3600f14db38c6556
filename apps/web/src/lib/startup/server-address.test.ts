import { describe, expect, it } from 'vitest';
import { normalizeApiPath, normalizeServerAddress } from './server-address';

describe('normalizeServerAddress', () => {
  it.each([
    ['https://vendoc.example.de', 'https://vendoc.example.de'],
    ['  https://vendoc.example.de/  ', 'https://vendoc.example.de'],
    ['https://vendoc.example.de///', 'https://vendoc.example.de'],
    ['https://vendoc.example.de/api', 'https://vendoc.example.de'],
    ['https://vendoc.example.de/api/', 'https://vendoc.example.de'],
    ['http://localhost:2008/API', 'http://localhost:2008'],
    ['https://example.de/vendoc/api', 'https://example.de/vendoc'],
    ['https://example.de/apis', 'https://example.de/apis'],
  ])('normalises %j to %j', (input, expected) => {
    expect(normalizeServerAddress(input)).toBe(expected);
  });

  it.each(['', '   ', '/api', 'vendoc.example.de', 'ftp://example.de', 'http:example.de', 'https://'])(
    'rejects %j',
    (input) => {
      expect(normalizeServerAddress(input)).toBeNull();
    },
  );
});

describe('normalizeApiPath', () => {
  it.each([
    ['v1/me', '/api/v1/me'],
    ['/v1/me', '/api/v1/me'],
    ['/api/v1/me', '/api/v1/me'],
    ['api/v1/me', '/api/v1/me'],
    ['', '/api/'],
    ['/apiary', '/api/apiary'],
    ['https://other.example/x', 'https://other.example/x'],
  ])('turns %j into %j', (input, expected) => {
    expect(normalizeApiPath(input)).toBe(expected);
  });
});
