import { describe, expect, it } from 'vitest';
import { companyLogoResource, createContentUrls, fileResource } from './content-urls';
import { createTestClock } from '../test/test-clock';

const FILE_ID = '6f1c1c3e-6a55-4e0e-9d7f-1a2b3c4d5e6f';
const USER_ID = '0b7e4a1c-1111-4222-8333-444455556666';

function queryOf(url: string) {
  return Object.fromEntries(new URL(url, 'http://vendoc.test').searchParams);
}

describe('createContentUrls', () => {
  it('signs a file URL for a user; it verifies for that file only', () => {
    const urls = createContentUrls('s'.repeat(48), () => new Date('2030-01-15T08:20:00Z'));
    const url = urls.forFile(FILE_ID, USER_ID);
    expect(url.startsWith(`/api/v1/files/${FILE_ID}/content?`)).toBe(true);
    const query = queryOf(url);
    expect(urls.verify(fileResource(FILE_ID), query)).toBe(USER_ID);
    expect(urls.verify(fileResource('another-file'), query)).toBeNull();
    expect(urls.verify(fileResource(FILE_ID), { ...query, u: 'someone-else' })).toBeNull();
    expect(
      urls.verify(fileResource(FILE_ID), { ...query, exp: String(Number(query['exp']) + 3600) }),
    ).toBeNull();
    expect(urls.verify(fileResource(FILE_ID), { u: USER_ID, exp: query['exp'] })).toBeNull();
  });

  it('does not verify with another secret', () => {
    const now = () => new Date('2030-01-15T08:20:00Z');
    const url = createContentUrls('a'.repeat(48), now).forFile(FILE_ID, USER_ID);
    expect(createContentUrls('b'.repeat(48), now).verify(fileResource(FILE_ID), queryOf(url))).toBeNull();
  });

  it('keeps one URL per hour and lets it expire at the end of the next hour', () => {
    const clock = createTestClock(new Date('2030-01-15T08:00:00Z'));
    const urls = createContentUrls('s'.repeat(48), clock.now);
    const first = urls.forFile(FILE_ID, USER_ID);
    expect(queryOf(first)['exp']).toBe(String(Date.parse('2030-01-15T10:00:00Z') / 1000));
    clock.advanceSeconds(59 * 60);
    expect(urls.forFile(FILE_ID, USER_ID)).toBe(first);
    clock.advanceSeconds(60 * 60 + 59);
    expect(urls.verify(fileResource(FILE_ID), queryOf(first))).toBe(USER_ID);
    clock.advanceSeconds(1);
    expect(urls.verify(fileResource(FILE_ID), queryOf(first))).toBeNull();
  });

  it('puts the start of the logo hash into the logo URL and signs it', () => {
    const urls = createContentUrls('s'.repeat(48), () => new Date('2030-01-15T08:20:00Z'));
    const url = urls.forCompanyLogo(USER_ID, 'ab'.repeat(32));
    const query = queryOf(url);
    expect(query['v']).toBe('ab'.repeat(8));
    expect(urls.verify(companyLogoResource(query['v'] ?? ''), query)).toBe(USER_ID);
    expect(urls.verify(companyLogoResource('cd'.repeat(8)), query)).toBeNull();
  });
});
