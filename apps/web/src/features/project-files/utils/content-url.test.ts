import { describe, expect, it } from 'vitest';
import { inlineContentUrl } from './content-url';

describe('content URLs', () => {
  it('asks for inline display and keeps the signature', () => {
    expect(inlineContentUrl('/api/v1/files/1/content?u=a&exp=1&sig=x', 'http://localhost:2008')).toBe(
      'http://localhost:2008/api/v1/files/1/content?u=a&exp=1&sig=x&disposition=inline',
    );
  });
});
