import { describe, expect, it } from 'vitest';
import { cacheControlFor } from './static-web';

describe('cacheControlFor', () => {
  it('caches hashed assets for a year and makes everything else revalidate', () => {
    expect(cacheControlFor('assets/index-3f2a1b.js')).toBe('public, max-age=31536000, immutable');
    for (const path of ['index.html', 'sw.js', 'manifest.webmanifest', 'registerSW.js', 'workbox-1a2b.js']) {
      expect(cacheControlFor(path), path).toBe('no-cache');
    }
    expect(cacheControlFor('builds/latest.json')).toBe('no-cache');
  });
});
