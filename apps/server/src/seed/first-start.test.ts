import { count } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { DOCUMENT_KINDS } from '@vendoc/contract/document-templates';
import { companies, documentTemplates, users } from '../db/schema';
import { bearer, createTestApp, type TestApp } from '../test/test-app';
import { DEMO_COMPANY_NAME, formatFirstStartBanner, seedFirstStart } from './first-start';

let t: TestApp | undefined;
afterEach(async () => {
  await t?.close();
  t = undefined;
});

const countRows = async (app: TestApp, table: typeof companies | typeof users) =>
  (await app.db.select({ n: count() }).from(table))[0]?.n;

describe('first start', () => {
  it('creates the demo company and an administrator with a generated password, once', async () => {
    t = await createTestApp();
    const result = await seedFirstStart(t.db, { userName: null, password: null });

    expect(result).toEqual({
      companyName: DEMO_COMPANY_NAME,
      userName: 'admin',
      generatedPassword: expect.any(String),
    });
    expect(result?.generatedPassword).toMatch(/^[A-Za-z0-9]{16}$/);

    const pair = await t.signIn('admin', result?.generatedPassword ?? '');
    const me = await t.app.inject({ method: 'GET', url: '/api/v1/me', headers: bearer(pair.accessToken) });
    expect(me.json()).toMatchObject({
      user: { userName: 'admin', role: 'admin' },
      company: { name: 'Demo Bau GmbH' },
    });

    expect(await seedFirstStart(t.db, { userName: null, password: null })).toBeNull();
    expect(await countRows(t, companies)).toBe(1);
    expect(await countRows(t, users)).toBe(1);
    // The company starts with the DIN 5008 starters, one default per document kind.
    const templates = await t.db
      .select({ kind: documentTemplates.kind, isDefault: documentTemplates.isDefault })
      .from(documentTemplates);
    expect(templates.map((row) => row.kind).sort()).toEqual([...DOCUMENT_KINDS].sort());
    expect(templates.every((row) => row.isDefault)).toBe(true);
  });

  it('uses VENDOC_ADMIN_USER and VENDOC_ADMIN_PASSWORD and then prints no password', async () => {
    t = await createTestApp();
    const result = await seedFirstStart(t.db, { userName: 'chefin', password: 'aus-der-umgebung' });
    expect(result).toEqual({ companyName: DEMO_COMPANY_NAME, userName: 'chefin', generatedPassword: null });
    await t.signIn('chefin', 'aus-der-umgebung');

    const banner = formatFirstStartBanner(
      result ?? { companyName: '', userName: '', generatedPassword: null },
      'http://localhost:2008',
    );
    expect(banner).toContain('http://localhost:2008');
    expect(banner).toContain('chefin');
    expect(banner).not.toContain('aus-der-umgebung');
  });

  it('creates only one company when two instances start at once', async () => {
    t = await createTestApp();
    const app = t;
    const results = await Promise.all([
      seedFirstStart(app.db, { userName: null, password: null }),
      seedFirstStart(app.db, { userName: null, password: null }),
    ]);
    expect(results.filter((result) => result != null)).toHaveLength(1);
    expect(await countRows(app, companies)).toBe(1);
  });

  it('shows a generated password in the banner', () => {
    const banner = formatFirstStartBanner(
      { companyName: DEMO_COMPANY_NAME, userName: 'admin', generatedPassword: 'Abcdefgh23456789' },
      'http://localhost:2008',
    );
    expect(banner).toContain('Abcdefgh23456789');
    expect(banner).toContain('Demo Bau GmbH');
  });
});
