import { describe, expect, it } from 'vitest';
import { apiUrl } from './api-url';

describe('API URLs', () => {
  it('puts a root-relative API path on the VenDoc server the client talks to', () => {
    expect(apiUrl('/api/v1/files/1/content?u=a&exp=1&sig=x', 'https://bau.example.de:2008/')).toBe(
      'https://bau.example.de:2008/api/v1/files/1/content?u=a&exp=1&sig=x',
    );
  });

  it('joins a base address with a path of its own without doubling or losing it', () => {
    expect(apiUrl('api/v1/company/logo', 'https://example.de/vendoc//')).toBe(
      'https://example.de/vendoc/api/v1/company/logo',
    );
  });

  it('leaves absolute URLs as they are', () => {
    expect(apiUrl('https://cdn.example.de/logo.png', 'http://localhost:2008')).toBe(
      'https://cdn.example.de/logo.png',
    );
  });
});
