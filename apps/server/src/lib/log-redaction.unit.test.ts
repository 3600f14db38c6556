import { describe, expect, it } from 'vitest';
import { redactSignedQuery } from './log-redaction';

describe('redactSignedQuery', () => {
  it('replaces the whole query string of a signed URL', () => {
    expect(redactSignedQuery('/api/v1/files/f1/content?u=u1&exp=123&sig=abc')).toBe(
      '/api/v1/files/f1/content?[redacted]',
    );
    expect(redactSignedQuery('/api/v1/company/logo?sig=abc&v=1')).toBe('/api/v1/company/logo?[redacted]');
  });

  it('keeps other URLs as they are', () => {
    for (const url of ['/api/v1/clients?q=signal&limit=5', '/api/v1/clients', '/sig=x', '/a?design=1'])
      expect(redactSignedQuery(url)).toBe(url);
  });
});
