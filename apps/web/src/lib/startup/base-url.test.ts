import { describe, expect, it } from 'vitest';
import {
  BASE_URL_STORAGE_KEY,
  DEFAULT_BASE_URL,
  getBaseUrl,
  initBaseUrl,
  onBaseUrlChange,
  setBaseUrl,
} from './base-url';

const ORIGIN = 'https://vendoc.firma.de';

describe('start-up base address (SPEC.md section 4)', () => {
  it('keeps a valid stored url as the base address', () => {
    localStorage.setItem(BASE_URL_STORAGE_KEY, 'https://server.example:8443');

    expect(initBaseUrl({ servedByVendoc: false }, ORIGIN)).toBe('https://server.example:8443');
    expect(getBaseUrl()).toBe('https://server.example:8443');
    expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBe('https://server.example:8443');
  });

  it.each(['not a url', 'ftp://files.example', 'javascript:alert(1)', ''])(
    'replaces the invalid stored url %j by the default and stores it',
    (stored) => {
      localStorage.setItem(BASE_URL_STORAGE_KEY, stored);

      expect(initBaseUrl({ servedByVendoc: false }, ORIGIN)).toBe(DEFAULT_BASE_URL);
      expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBe('http://localhost:2008');
    },
  );

  it('stores the default when nothing is stored', () => {
    expect(initBaseUrl({ servedByVendoc: false }, ORIGIN)).toBe('http://localhost:2008');
    expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBe('http://localhost:2008');
  });

  it("defaults to the page's own origin when the client is served by a VenDoc server", () => {
    expect(initBaseUrl({ servedByVendoc: true }, ORIGIN)).toBe(ORIGIN);
    expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBe(ORIGIN);
  });

  it('prefers a valid stored url over the own origin', () => {
    localStorage.setItem(BASE_URL_STORAGE_KEY, 'http://other.example');

    expect(initBaseUrl({ servedByVendoc: true }, ORIGIN)).toBe('http://other.example');
  });

  it('stores a new address normalised and tells the listeners', () => {
    const seen: string[] = [];
    const unsubscribe = onBaseUrlChange((url) => seen.push(url));

    setBaseUrl(' https://new.example/api/ ');
    unsubscribe();
    setBaseUrl('https://later.example');

    expect(seen).toEqual(['https://new.example']);
    expect(localStorage.getItem(BASE_URL_STORAGE_KEY)).toBe('https://later.example');
    expect(getBaseUrl()).toBe('https://later.example');
  });

  it('refuses to store an address that is not http(s)', () => {
    expect(() => setBaseUrl('mailto:someone@example.de')).toThrow();
  });
});
